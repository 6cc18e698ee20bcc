import type { ReactNode } from 'react';
import styled from 'styled-components';
import { spacing } from '../theme/tokens';
import { PageHeader } from '../PageHeader/PageHeader';
import { Panel, type PanelVariant } from '../Panel/Panel';
import { media } from '../theme/breakpoints';

export const ENTITY_DETAILS_COLUMNS = [1, 2] as const;
export type EntityDetailsColumns = (typeof ENTITY_DETAILS_COLUMNS)[number];

const Title = styled.span`
  display: inline-flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${spacing(1)};
`;

const Sections = styled.div<{ $columns: EntityDetailsColumns }>`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${spacing(2)};
  align-items: start;

  ${media.up('md')} {
    grid-template-columns: ${({ $columns }) => ($columns === 2 ? 'repeat(2, minmax(0, 1fr))' : 'minmax(0, 1fr)')};
  }
`;

export interface EntityDetailsLayoutProps {
  /** The entity's name, the page's h1. */
  title: ReactNode;
  /** States shown beside the title, e.g. a `Label` "RUNNING". */
  status?: ReactNode;
  /** What the entity is, in a sentence (its type, its description). */
  description?: ReactNode;
  /** Buttons for the whole entity, e.g. "Edit", "Delete". */
  actions?: ReactNode;
  /** Sections side by side from the md breakpoint (2), or one under the other (1, the default). */
  columns?: EntityDetailsColumns;
  /** The sections: `EntityDetailsSection`s. */
  children: ReactNode;
}

/** The page of one entity (a node, an input, a user): a header with its name, state and actions, then its sections. */
export function EntityDetailsLayout({ title, status, description, actions, columns = 1, children }: EntityDetailsLayoutProps) {
  return (
    <div>
      <PageHeader
        title={
          status === undefined ? (
            title
          ) : (
            <Title>
              {title}
              {/* The space keeps name and state apart in the heading's text; the flex gap spaces them visually. */} {status}
            </Title>
          )
        }
        description={description}
        actions={actions}
      />
      <Sections $columns={columns}>{children}</Sections>
    </div>
  );
}

export interface EntityDetailsSectionProps {
  /** The section's heading (an h2). */
  title: ReactNode;
  /** Buttons for this section, e.g. "Edit configuration". */
  actions?: ReactNode;
  /** Lets the user fold the section away; for sections most readers skip. */
  collapsible?: boolean;
  /** Whether a collapsible section starts open. */
  defaultExpanded?: boolean;
  /** Border and header colour, when the whole section is about a state. */
  variant?: PanelVariant;
  children: ReactNode;
}

/** One titled section of an entity details page: a `Panel` whose heading is an h2 under the page's h1. */
export function EntityDetailsSection({ title, actions, collapsible, defaultExpanded, variant, children }: EntityDetailsSectionProps) {
  return (
    <Panel title={title} actions={actions} collapsible={collapsible} defaultExpanded={defaultExpanded} variant={variant} headingLevel={2}>
      {children}
    </Panel>
  );
}
