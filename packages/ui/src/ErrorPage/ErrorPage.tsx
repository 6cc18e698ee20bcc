import type { ReactNode } from 'react';
import styled from 'styled-components';
import { CenteredPageLayout } from '../CenteredPageLayout/CenteredPageLayout';
import { colorVars } from '../theme/cssVariables';
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
  margin: 8px 0;
  padding: 12px;
  overflow: auto;
  border: 1px solid ${colorVars.border.subtle};
  border-radius: 4px;
  background: ${colorVars.background.sunken};
  color: ${colorVars.text.primary};
  font-size: ${typography.size.small};
  white-space: pre-wrap;
  overflow-wrap: anywhere;
`;

export const ErrorList = styled.ul`
  margin: 8px 0 16px;
  padding-left: 20px;

  & > li {
    margin: 4px 0;
  }
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  margin-top: 16px;
`;
