import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Icon } from '../Icon/Icon';
import type { IconName } from '../Icon/iconNames';
import { colorVars } from '../theme/cssVariables';
import { radius, spacing } from '../theme/tokens';

/** The empty texts of the product (1-shell.md §8), word for word. */
export const EMPTY_STATE_TEXTS = {
  noData: 'No data available.',
  filterNoMatch: 'Filter does not match any data.',
  noItemsToDisplay: 'No items to display',
  noItemsAvailable: 'No items available',
  noItemsFound: 'No items found to display.',
  noEntities: 'No entities exist.',
  nothingHere: 'Looks like there is nothing here, yet!',
} as const;
export type EmptyStateKind = keyof typeof EMPTY_STATE_TEXTS;

const Root = styled.div`
  display: grid;
  justify-items: center;
  gap: ${spacing(1)};
  padding: ${spacing(3, 2)};
  border: 1px dashed ${colorVars.border.default};
  border-radius: ${radius.overlay};
  color: ${colorVars.text.secondary};
  text-align: center;
`;

export interface EmptyStateProps {
  /** Which of the standard texts to show; `noData` by default. */
  kind?: EmptyStateKind;
  /** A specific text instead of the standard one. */
  text?: ReactNode;
  /** An icon above the text. */
  icon?: IconName;
  /** A way forward, e.g. a "Create stream" button. */
  children?: ReactNode;
}

/** What a list, table or widget shows when there is nothing in it. */
export function EmptyState({ kind = 'noData', text, icon, children }: EmptyStateProps) {
  return (
    <Root role="status">
      {icon && <Icon name={icon} size="xl" />}
      <p style={{ margin: 0 }}>{text ?? EMPTY_STATE_TEXTS[kind]}</p>
      {children}
    </Root>
  );
}
