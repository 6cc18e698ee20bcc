import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Icon } from '../Icon/Icon';
import { Label } from '../Label/Label';
import { colorVars } from '../theme/cssVariables';
import { radius, spacing } from '../theme/tokens';
import { typography } from '../theme/typography';

export const LIFECYCLES = ['experimental', 'legacy'] as const;
export type Lifecycle = (typeof LIFECYCLES)[number];

const lifecycleLabels: Record<Lifecycle, { text: string; variant: 'warning' | 'default' }> = {
  experimental: { text: 'Experimental', variant: 'warning' },
  legacy: { text: 'Legacy', variant: 'default' },
};

const Root = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${spacing(1.5, 3)};
  padding: ${spacing(2, 2.5)};
  margin-bottom: ${spacing(2)};
  border: 1px solid ${colorVars.border.default};
  border-radius: ${radius.overlay};
  background: ${colorVars.background.surface};
`;

const Main = styled.div`
  flex: 1 1 320px;
  min-width: 0;
`;

const Title = styled.h1`
  display: flex;
  align-items: center;
  gap: ${spacing(1)};
  margin: 0 0 8px;
  font-size: ${typography.size.h2};
  font-weight: ${typography.weight.bold};
  line-height: ${typography.lineHeight.tight};
`;

const Description = styled.div`
  color: ${colorVars.text.secondary};
`;

const Docs = styled.p`
  margin: 8px 0 0;
  font-size: ${typography.size.small};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${spacing(1)};
`;

export interface PageHeaderProps {
  /** The page title. */
  title: ReactNode;
  /** What the page is for. */
  description?: ReactNode;
  /** Buttons on the right, e.g. "Create stream". */
  actions?: ReactNode;
  /** A link to the documentation of the page's feature. */
  documentationLink?: { title: string; href: string };
  /** Marks a feature as experimental or legacy. */
  lifecycle?: Lifecycle;
}

/** The top of every page: title, description, documentation link, lifecycle badge and actions. */
export function PageHeader({ title, description, actions, documentationLink, lifecycle }: PageHeaderProps) {
  return (
    <Root>
      <Main>
        <Title>
          {title}
          {lifecycle && <Label variant={lifecycleLabels[lifecycle].variant}>{lifecycleLabels[lifecycle].text}</Label>}
        </Title>
        {description && <Description>{description}</Description>}
        {documentationLink && (
          <Docs>
            Read more in the{' '}
            <a href={documentationLink.href} target="_blank" rel="noreferrer">
              {documentationLink.title} <Icon name="external-link" size="xs" />
              <span className="sift-visually-hidden">(opens in a new tab)</span>
            </a>
            .
          </Docs>
        )}
      </Main>
      {actions && <Actions>{actions}</Actions>}
    </Root>
  );
}
