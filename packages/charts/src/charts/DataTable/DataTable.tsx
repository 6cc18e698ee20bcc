import { useMemo, useState, type ReactNode } from 'react';
import type { TableColumn, TableModel, TableRow } from '../../transforms/table';
import { applySortStep, nextSortStep, sortRows, type SortConfig, type SortDirection } from '../../transforms/sort';
import { ChartFrame } from '../ChartFrame';
import { EmptyAggregation } from '../EmptyAggregation';
import { formatValue } from '../format';
import type { BaseChartProps } from '../types';
import { PINNED_COLUMN_WIDTH, Scroller, Table, Td, Th, ValueButton } from './DataTable.styles';
import { SortControl } from './SortControl';

export interface DataTableProps extends BaseChartProps {
  /** Table from `toTableModel`. */
  model: TableModel;
  /** Widget sort (initial value; changes go through onSortChange). */
  sort?: readonly SortConfig[];
  /** Called with the new sort list after a sort control click. */
  onSortChange?: (sort: SortConfig[]) => void;
  /** Sort controls appear only in editable mode. */
  editable?: boolean;
  /** Grouping fields whose columns stay in view when scrolling sideways. */
  pinnedColumns?: readonly string[];
}

/** Consecutive rows sharing a row-grouping prefix show the value once, spanning them. */
function rowSpans(rows: readonly TableRow[], pivotIds: readonly string[]): number[][] {
  const spans = rows.map(() => pivotIds.map(() => 1));
  pivotIds.forEach((_, level) => {
    let start = 0;
    for (let i = 1; i <= rows.length; i++) {
      const same = i < rows.length && pivotIds.slice(0, level + 1).every((id) => rows[i]!.cells[id] === rows[start]!.cells[id]);
      if (same) {
        spans[i]![level] = 0;
        spans[start]![level]! += 1;
      } else start = i;
    }
  });
  return spans;
}

/** The aggregation as a table: row groupings, column groupings as header levels, a column per series, rollup columns. */
export function DataTable(props: DataTableProps) {
  const { title, description, model, editable = false, pinnedColumns = [], onSortChange, onValueClick } = props;
  const [sort, setSort] = useState<SortConfig[]>(() => [...(props.sort ?? [])]);
  const [lastRemoved, setLastRemoved] = useState<Record<string, SortDirection>>({});

  const columns = useMemo(() => {
    const pinned = model.columns.filter((c) => c.kind === 'row-pivot' && pinnedColumns.includes(c.sortField));
    return [...pinned, ...model.columns.filter((c) => !pinned.includes(c))];
  }, [model.columns, pinnedColumns]);
  const pinnedLeft = (c: TableColumn) => {
    const i = columns.findIndex((x) => x.id === c.id);
    return c.kind === 'row-pivot' && pinnedColumns.includes(c.sortField) ? i * PINNED_COLUMN_WIDTH : undefined;
  };
  const rows = useMemo(() => sortRows(model.rows, model.columns, sort), [model, sort]);
  const pivotIds = useMemo(() => columns.filter((c) => c.kind === 'row-pivot').map((c) => c.id), [columns]);
  const spans = useMemo(() => rowSpans(rows, pivotIds), [rows, pivotIds]);

  if (model.columns.every((c) => c.kind === 'row-pivot')) {
    return (
      <ChartFrame title={title} description={description} width={props.width} height={props.height}>
        <EmptyAggregation />
      </ChartFrame>
    );
  }

  const onSortClick = (column: TableColumn) => {
    const current = sort.find((s) => s.field === column.sortField)?.direction;
    const step = nextSortStep(current, lastRemoved[column.sortField]);
    if (step.action === 'remove' && current) setLastRemoved({ ...lastRemoved, [column.sortField]: current });
    const next = applySortStep(sort, column, step);
    setSort(next);
    onSortChange?.(next);
  };

  const depth = model.headerDepth;
  const headerRows: ReactNode[] = [];
  for (let level = 0; level < depth; level++) {
    const cells: ReactNode[] = [];
    for (let i = 0; i < columns.length; i++) {
      const c = columns[i]!;
      if (c.kind !== 'value') {
        if (level === 0) cells.push(header(c, depth + 1));
        continue;
      }
      const path = c.columnPath.slice(0, level + 1).join('\u241E');
      const prev = columns[i - 1];
      if (prev?.kind === 'value' && prev.columnPath.slice(0, level + 1).join('\u241E') === path) continue;
      let span = 1;
      while (columns[i + span]?.kind === 'value' && columns[i + span]!.columnPath.slice(0, level + 1).join('\u241E') === path) span++;
      cells.push(
        <Th key={`${level}:${c.id}`} colSpan={span} scope="colgroup" style={{ top: level * 26 }}>
          {c.columnPath[level]}
        </Th>,
      );
    }
    headerRows.push(<tr key={level}>{cells}</tr>);
  }
  headerRows.push(<tr key="leaf">{columns.filter((c) => depth === 0 || c.kind === 'value').map((c) => header(c, 1, depth))}</tr>);

  function header(c: TableColumn, rowSpan: number, level = 0) {
    const s = sort.find((x) => x.field === c.sortField && (x.type === 'pivot') === (c.kind === 'row-pivot'));
    const order = s ? sort.indexOf(s) + 1 : undefined;
    return (
      <Th
        key={c.id}
        rowSpan={rowSpan > 1 ? rowSpan : undefined}
        scope="col"
        $numeric={c.kind !== 'row-pivot'}
        $pinnedLeft={pinnedLeft(c)}
        aria-sort={s ? (s.direction === 'Ascending' ? 'ascending' : 'descending') : undefined}
        style={{ top: level * 26 }}
      >
        {c.label}
        {editable && (
          <SortControl label={c.label} direction={s?.direction} order={order} showOrder={sort.length > 1} onClick={() => onSortClick(c)} />
        )}
      </Th>
    );
  }

  return (
    <ChartFrame title={title} description={description} width={props.width} height={props.height}>
      <Scroller tabIndex={0} aria-label={title} role="region">
        <Table>
          <thead>{headerRows}</thead>
          <tbody>
            {rows.map((row, r) => (
              <tr key={row.id}>
                {columns.map((c) => {
                  const level = pivotIds.indexOf(c.id);
                  const span = level >= 0 ? spans[r]![level]! : 1;
                  if (span === 0) return null;
                  const value = row.cells[c.id] ?? null;
                  const numeric = c.kind !== 'row-pivot';
                  return (
                    <Td key={c.id} rowSpan={span > 1 ? span : undefined} $numeric={numeric} $pinnedLeft={pinnedLeft(c)}>
                      {onValueClick && value !== null ? (
                        <ValueButton
                          type="button"
                          onClick={(e) =>
                            onValueClick({
                              rowKey: row.rowKey.slice(0, numeric ? row.rowKey.length : model.columns.indexOf(c) + 1),
                              columnKey: c.columnKey,
                              seriesId: numeric ? c.sortField : '',
                              seriesName: c.label,
                              value,
                              clientX: e.clientX,
                              clientY: e.clientY,
                            })
                          }
                        >
                          {formatValue(value)}
                        </ValueButton>
                      ) : (
                        formatValue(value)
                      )}
                    </Td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </Table>
      </Scroller>
    </ChartFrame>
  );
}
