import type { ReactNode } from 'react';
import styled from 'styled-components';
import { CenteredPageLayout } from '../CenteredPageLayout/CenteredPageLayout';
import { colorVars } from '../theme/cssVariables';
import { radius, spacing } from '../theme/tokens';
import { typography } from '../theme/typography';

export interface ErrorPageProps {
  /** The heading, e.g. "Page not found". */
  title: ReactNode;
  /** What went wrong, in a sentence. */
  description?: ReactNode;
  /** Details and actions. */
  children?: ReactNode;
  /** URL of a background image. */
  backgroundImage?: string;
}

/** The frame every error page shares. Untrusted text (error messages) is always rendered as text. */
export function ErrorPage({ title, description, children, backgroundImage }: ErrorPageProps) {
  return (
    <CenteredPageLayout title={title} description={description} backgroundImage={backgroundImage}>
      {children}
    </CenteredPageLayout>
  );
}

/** A monospace block for error details (stack traces, server messages). */
export const ErrorDetails = styled.pre`
  max-height: 320px;
  margin: ${spacing(1, 0)};
  padding: ${spacing(1.5)};
  overflow: auto;
  border: 1px solid ${colorVars.border.subtle};
  border-radius: ${radius.medium};
  background: ${colorVars.background.sunken};
  color: ${colorVars.text.primary};
  font-size: ${typography.size.small};
  white-space: pre-wrap;
  overflow-wrap: anywhere;
`;

export const ErrorList = styled.ul`
  margin: ${spacing(1, 0, 2)};
  padding-left: ${spacing(2.5)};

  & > li {
    margin: ${spacing(0.5, 0)};
  }
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${spacing(1)};
  margin-top: ${spacing(2)};
`;
