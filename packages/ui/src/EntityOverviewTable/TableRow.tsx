import type { CSSProperties, ReactNode } from 'react';
import { Icon } from '../Icon/Icon';
import { BodyRow, Cell, Checkbox, DetailsCell, PlainButton } from './EntityOverviewTable.styles';
import type { Entity, OverviewColumn } from './types';

/** What every row of one table shares; handed to react-window as `rowProps`. */
export interface RowSharedProps<E extends Entity> {
  entities: readonly E[];
  columns: readonly OverviewColumn[];
  gridTemplateColumns: string;
  renderCell: (entity: E, column: OverviewColumn) => ReactNode;
  renderRowDetails: ((entity: E) => ReactNode) | undefined;
  entityLabel: (entity: E) => string;
  selectable: boolean;
  selected: ReadonlySet<string>;
  onToggleSelected: (id: string) => void;
  expanded: ReadonlySet<string>;
  onToggleExpanded: (id: string) => void;
}

/** One entity: a role="row" grid line whose details, when expanded, span a second line. */
export function TableRow<E extends Entity>({
  index,
  style,
  entities,
  columns,
  gridTemplateColumns,
  renderCell,
  renderRowDetails,
  entityLabel,
  selectable,
  selected,
  onToggleSelected,
  expanded,
  onToggleExpanded,
}: { index: number; style: CSSProperties } & RowSharedProps<E>) {
  const entity = entities[index];
  if (!entity) return null;
  const label = entityLabel(entity);
  const isSelected = selected.has(entity.id);
  const isExpanded = expanded.has(entity.id);
  return (
    <BodyRow role="row" aria-rowindex={index + 2} data-selected={isSelected || undefined} style={{ ...style, gridTemplateColumns }}>
      {selectable && (
        <Cell role="cell">
          <Checkbox type="checkbox" aria-label={`Select ${label}`} checked={isSelected} onChange={() => onToggleSelected(entity.id)} />
        </Cell>
      )}
      {renderRowDetails && (
        <Cell role="cell">
          <PlainButton
            type="button"
            aria-expanded={isExpanded}
            aria-label={`${isExpanded ? 'Hide' : 'Show'} details of ${label}`}
            onClick={() => onToggleExpanded(entity.id)}
          >
            <Icon name={isExpanded ? 'chevron-down' : 'chevron-right'} size="sm" />
          </PlainButton>
        </Cell>
      )}
      {columns.map((column) => (
        <Cell role="cell" key={column.id}>
          {renderCell(entity, column)}
        </Cell>
      ))}
      {renderRowDetails && isExpanded && (
        <DetailsCell role="cell" aria-label={`Details of ${label}`}>
          {renderRowDetails(entity)}
        </DetailsCell>
      )}
    </BodyRow>
  );
}
