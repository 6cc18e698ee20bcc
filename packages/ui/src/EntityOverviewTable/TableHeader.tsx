import type { ReactNode } from 'react';
import { Icon } from '../Icon/Icon';
import { nextSort } from './columnRules';
import { Cell, HeaderRow, ScreenReaderText, SortButton } from './EntityOverviewTable.styles';
import type { OverviewColumn, SortState } from './types';

export interface TableHeaderProps {
  columns: readonly OverviewColumn[];
  gridTemplateColumns: string;
  sort: SortState | null;
  onSort: (sort: SortState) => void;
  /** The header checkbox, when rows are selectable. */
  bulkSelect?: ReactNode;
  expandable: boolean;
}

const ARIA_SORT = { asc: 'ascending', desc: 'descending' } as const;

/** The header row: sortable titles are buttons that apply the sort toggle rule. */
export function TableHeader({ columns, gridTemplateColumns, sort, onSort, bulkSelect, expandable }: TableHeaderProps) {
  return (
    <div role="rowgroup">
      <HeaderRow role="row" aria-rowindex={1} style={{ gridTemplateColumns }}>
        {bulkSelect && <Cell role="columnheader">{bulkSelect}</Cell>}
        {expandable && (
          <Cell role="columnheader">
            <ScreenReaderText>Details</ScreenReaderText>
          </Cell>
        )}
        {columns.map((column) => {
          const active = sort?.attributeId === column.id ? sort.direction : undefined;
          return (
            <Cell role="columnheader" key={column.id} aria-sort={column.sortable ? (active ? ARIA_SORT[active] : 'none') : undefined}>
              {column.sortable ? (
                <SortButton type="button" onClick={() => onSort(nextSort(sort, column.id))}>
                  {column.title}
                  <Icon name={active === 'asc' ? 'arrow-up' : active === 'desc' ? 'arrow-down' : 'arrow-up-down'} size="xs" />
                </SortButton>
              ) : (
                column.title
              )}
            </Cell>
          );
        })}
      </HeaderRow>
    </div>
  );
}
