import type { ReactNode } from 'react';
import styled from 'styled-components';
import { colorVars } from '../theme/cssVariables';
import { typography } from '../theme/typography';

const Page = styled.main<{ $image?: string }>`
  min-height: 100vh;
  display: grid;
  place-items: center;
  padding: 32px 16px;
  background-color: ${colorVars.background.body};
  background-image: ${({ $image }) => ($image ? `url("${encodeURI($image)}")` : 'none')};
  background-size: cover;
  background-position: center;
`;

const Card = styled.div`
  width: 100%;
  max-width: 640px;
  padding: 32px;
  border: 1px solid ${colorVars.border.default};
  border-radius: 8px;
  background: ${colorVars.background.surface};
  box-shadow: 0 6px 24px ${colorVars.shadow};
`;

const Title = styled.h1`
  margin: 0 0 8px;
  font-size: ${typography.size.h2};
  font-weight: ${typography.weight.bold};
  line-height: ${typography.lineHeight.tight};
`;

const Description = styled.div`
  margin-bottom: 16px;
  color: ${colorVars.text.secondary};
  font-size: ${typography.size.large};
`;

export interface CenteredPageLayoutProps {
  /** The page heading. */
  title: ReactNode;
  /** A line or two under the heading. */
  description?: ReactNode;
  /** URL of an image that covers the page behind the card. */
  backgroundImage?: string;
  /** Content under the description. */
  children?: ReactNode;
}

/** A page with one card centered on it: title, description and content (error pages, setup steps). */
export function CenteredPageLayout({ title, description, backgroundImage, children }: CenteredPageLayoutProps) {
  return (
    <Page $image={backgroundImage}>
      <Card>
        <Title>{title}</Title>
        {description && <Description>{description}</Description>}
        {children}
      </Card>
    </Page>
  );
}
