import styled from 'styled-components';
import { Badge, type BadgeVariant } from '../Badge/Badge';
import { colorVars } from '../theme/cssVariables';
import { radius, spacing } from '../theme/tokens';
import { typography } from '../theme/typography';

export const API_METHODS = ['GET', 'POST', 'PUT', 'DELETE', 'PATCH'] as const;
export type ApiMethod = (typeof API_METHODS)[number];

/** Each method in its own colour, as API browsers commonly show them (reads green, deletes red). */
export const METHOD_VARIANTS: Readonly<Record<ApiMethod, BadgeVariant>> = {
  GET: 'success',
  POST: 'primary',
  PUT: 'warning',
  DELETE: 'danger',
  PATCH: 'info',
};

export interface ApiOperationListItem {
  /** Unique among all groups; passed to `onSelect`. */
  id: string;
  method: ApiMethod;
  /** The path template, e.g. `/system/inputs/{id}`. */
  path: string;
  /** A line under the path; omitted when it only repeats method and path. */
  summary?: string;
}

export interface ApiOperationGroup {
  /** The group's heading, e.g. a resource name. */
  title: string;
  operations: readonly ApiOperationListItem[];
}

export interface ApiOperationListProps {
  /** The groups in display order; an empty group is not shown. */
  groups: readonly ApiOperationGroup[];
  /** The operation shown as current. */
  selectedId?: string;
  /** Called with an operation's id when it is chosen (click, Enter or Space). */
  onSelect: (id: string) => void;
  /** The accessible name of the list, e.g. "API operations". */
  label: string;
  /** Shown when no group has an operation. */
  emptyText?: string;
  /** The level of the group headings, to fit the page's outline. */
  headingLevel?: 2 | 3 | 4;
}

const Nav = styled.nav`
  display: grid;
  gap: ${spacing(2)};
`;

const GroupTitle = styled.h3`
  margin: 0 0 ${spacing(0.5)};
  font-size: ${typography.size.small};
  font-weight: ${typography.weight.bold};
  color: ${colorVars.text.secondary};
  text-transform: uppercase;
  letter-spacing: 0.04em;
`;

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 2px;
`;

const Operation = styled.button`
  display: grid;
  grid-template-columns: 4.5em 1fr;
  align-items: baseline;
  gap: ${spacing(1)};
  width: 100%;
  padding: ${spacing(0.5)} ${spacing(1)};
  border: 1px solid transparent;
  border-radius: ${radius.small};
  background: transparent;
  color: ${colorVars.text.primary};
  text-align: left;
  cursor: pointer;
  font: inherit;

  &:hover {
    background: ${colorVars.background.hover};
  }
  &[aria-current='true'] {
    background: ${colorVars.background.selected};
    border-color: ${colorVars.border.default};
  }
  &:focus-visible {
    outline: 2px solid ${colorVars.border.focus};
    outline-offset: 1px;
  }
`;

const Path = styled.span`
  font-family: ${typography.fontFamily.monospace};
  font-size: ${typography.size.small};
  overflow-wrap: anywhere;
`;

const Summary = styled.span`
  grid-column: 2;
  font-size: ${typography.size.small};
  color: ${colorVars.text.secondary};
`;

const Empty = styled.p`
  margin: 0;
  color: ${colorVars.text.secondary};
`;

/**
 * A list of HTTP operations grouped by resource, each a button showing its method and path, for API
 * browsers and documentation pages. Each is named by its method and path (then its summary); the chosen one is
 * marked `aria-current`.
 */
export function ApiOperationList({
  groups,
  selectedId,
  onSelect,
  label,
  emptyText = 'No operations found.',
  headingLevel = 3,
}: ApiOperationListProps) {
  const shown = groups.filter((group) => group.operations.length > 0);
  return (
    <Nav aria-label={label}>
      {shown.length === 0 && <Empty>{emptyText}</Empty>}
      {shown.map((group) => (
        <section key={group.title} aria-label={group.title}>
          <GroupTitle as={`h${headingLevel}`}>{group.title}</GroupTitle>
          <List>
            {group.operations.map((op) => (
              <li key={op.id}>
                <Operation type="button" aria-current={op.id === selectedId ? 'true' : undefined} onClick={() => onSelect(op.id)}>
                  <Badge variant={METHOD_VARIANTS[op.method]} aria-hidden>
                    {op.method}
                  </Badge>
                  <Path>
                    {/* The method is read once, from this text: the coloured badge is decoration. */}
                    <span className="sift-visually-hidden">{op.method}</span> {op.path}
                  </Path>
                  {op.summary && op.summary !== `${op.method} ${op.path}` && <Summary>{op.summary}</Summary>}
                </Operation>
              </li>
            ))}
          </List>
        </section>
      ))}
    </Nav>
  );
}
