import { Icon } from '@sift/ui';
import type { SortDirection } from '../../transforms/sort';
import { SortButton } from './DataTable.styles';

export interface SortControlProps {
  label: string;
  direction: SortDirection | undefined;
  /** 1-based priority, shown when several columns sort. */
  order: number | undefined;
  showOrder: boolean;
  onClick: () => void;
}

/** The sort toggle of one column header: arrow for the direction, number for the priority. */
export function SortControl({ label, direction, order, showOrder, onClick }: SortControlProps) {
  const shownOrder = direction && showOrder && order !== undefined ? order : undefined;
  // The visible priority number is part of the accessible name (label-content-name-mismatch).
  const title = direction
    ? `Sorted ${direction.toLowerCase()} by ${label}${shownOrder !== undefined ? `, sort priority ${shownOrder}` : ''}`
    : `Sort by ${label}`;
  return (
    <SortButton type="button" data-active={direction ? 'true' : 'false'} aria-label={title} title={title} onClick={onClick}>
      <Icon name={direction === 'Ascending' ? 'arrow-up' : direction === 'Descending' ? 'arrow-down' : 'arrow-up-down'} size="xs" />
      {shownOrder !== undefined && <span data-testid="sort-order">{shownOrder}</span>}
    </SortButton>
  );
}
