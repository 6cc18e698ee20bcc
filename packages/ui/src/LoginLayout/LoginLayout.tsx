import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Logo } from '../Logo/Logo';
import { colorVars } from '../theme/cssVariables';
import { breakpoints } from '../theme/breakpoints';
import { typography } from '../theme/typography';

/** The tagline under the logo on the login layout (1-shell.md §2.3). */
export const LOGIN_TAGLINE = 'Data. Insights. Answers.';

export interface LoginLayoutProps {
  /** The welcome message above the form. */
  welcome?: ReactNode;
  /** The sign-in form or whatever else the page asks for. */
  children: ReactNode;
  /** Shown under the panel, e.g. the product version. */
  footer?: ReactNode;
}

const Page = styled.main`
  min-height: 100vh;
  display: grid;
  place-items: center;
  padding: 24px 16px;
  background:
    radial-gradient(circle at 20% 10%, ${colorVars.primary.subtle}, transparent 45%),
    ${colorVars.background.body};
`;

const Panel = styled.div`
  width: 100%;
  max-width: 400px;
  padding: 32px;
  border: 1px solid ${colorVars.border.default};
  border-radius: 8px;
  background: ${colorVars.background.surface};
  box-shadow: 0 6px 24px ${colorVars.shadow};

  @media (max-width: ${breakpoints.xs}px) {
    padding: 24px 16px;
  }
`;

const Brand = styled.header`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 8px;
  margin-bottom: 24px;
`;

const Tagline = styled.p`
  margin: 0;
  color: ${colorVars.text.secondary};
  font-size: ${typography.size.small};
  letter-spacing: 0.04em;
`;

const Welcome = styled.h1`
  margin: 0 0 16px;
  font-size: ${typography.size.h4};
  font-weight: ${typography.weight.bold};
  text-align: center;
`;

const Footer = styled.footer`
  margin-top: 16px;
  text-align: center;
  color: ${colorVars.text.secondary};
  font-size: ${typography.size.small};
`;

/** The frame of the sign-in page: logo, tagline, welcome message and the form. */
export function LoginLayout({ welcome = 'Welcome to Sift', children, footer }: LoginLayoutProps) {
  return (
    <Page>
      <div style={{ width: '100%', maxWidth: 400 }}>
        <Panel>
          <Brand>
            <Logo size={40} />
            <Tagline>{LOGIN_TAGLINE}</Tagline>
          </Brand>
          <Welcome>{welcome}</Welcome>
          {children}
        </Panel>
        {footer && <Footer>{footer}</Footer>}
      </div>
    </Page>
  );
}
