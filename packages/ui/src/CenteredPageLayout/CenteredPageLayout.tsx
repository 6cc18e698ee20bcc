import type { ReactNode } from 'react';
import styled from 'styled-components';
import { colorVars } from '../theme/cssVariables';
import { radius, shadow, spacing } from '../theme/tokens';
import { typography } from '../theme/typography';

const Page = styled.main<{ $image?: string }>`
  min-height: 100vh;
  display: grid;
  place-items: center;
  padding: ${spacing(4, 2)};
  background-color: ${colorVars.background.body};
  background-image: ${({ $image }) => ($image ? `url("${encodeURI($image)}")` : 'none')};
  background-size: cover;
  background-position: center;
`;

const Card = styled.div`
  width: 100%;
  max-width: 640px;
  padding: ${spacing(4)};
  border: 1px solid ${colorVars.border.default};
  border-radius: ${radius.large};
  background: ${colorVars.background.surface};
  box-shadow: ${shadow.overlay};
`;

const Title = styled.h1`
  margin: ${spacing(0, 0, 1)};
  font-size: ${typography.size.h2};
  font-weight: ${typography.weight.bold};
  line-height: ${typography.lineHeight.tight};
`;

const Description = styled.div`
  margin-bottom: ${spacing(2)};
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
