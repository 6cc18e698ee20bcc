import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Logo } from '../Logo/Logo';
import { colorVars } from '../theme/cssVariables';
import { radius, shadow, spacing } from '../theme/tokens';
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
  padding: ${spacing(3, 2)};
  background: radial-gradient(circle at 20% 10%, ${colorVars.primary.subtle}, transparent 45%), ${colorVars.background.body};
`;

const Panel = styled.div`
  width: 100%;
  max-width: 400px;
  padding: ${spacing(4)};
  border: 1px solid ${colorVars.border.default};
  border-radius: ${radius.large};
  background: ${colorVars.background.surface};
  box-shadow: ${shadow.overlay};

  @media (max-width: ${breakpoints.xs}px) {
    padding: ${spacing(3, 2)};
  }
`;

const Brand = styled.header`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${spacing(1)};
  margin-bottom: ${spacing(3)};
`;

const Tagline = styled.p`
  margin: 0;
  color: ${colorVars.text.secondary};
  font-size: ${typography.size.small};
  letter-spacing: 0.04em;
`;

const Welcome = styled.h1`
  margin: ${spacing(0, 0, 2)};
  font-size: ${typography.size.h4};
  font-weight: ${typography.weight.bold};
  text-align: center;
`;

const Footer = styled.footer`
  margin-top: ${spacing(2)};
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
