import type { TableColumn, TableRow } from './table';

export const SORT_DIRECTIONS = ['Ascending', 'Descending'] as const;
export type SortDirection = (typeof SORT_DIRECTIONS)[number];

/** A widget sort entry, as in the aggregation config (`type` pivot or series). */
export interface SortConfig {
  type: 'pivot' | 'series';
  field: string;
  direction: SortDirection;
}

/**
 * What one click on a column's sort control does. Data-table sorting cycles
 * none → Descending → remove → Ascending (→ remove → Descending …): after a removal the next
 * click picks the direction that was not used last.
 */
export type SortStep = { action: 'add' | 'change'; direction: SortDirection } | { action: 'remove' };

export function nextSortStep(current: SortDirection | undefined, lastRemoved: SortDirection | undefined): SortStep {
  if (current) return { action: 'remove' };
  return { action: 'add', direction: lastRemoved === 'Descending' ? 'Ascending' : 'Descending' };
}

/** Applies a step to the sort list: new sorts go to the end (lowest priority), removals keep the others' order. */
export function applySortStep(sorts: readonly SortConfig[], column: Pick<TableColumn, 'kind' | 'sortField'>, step: SortStep): SortConfig[] {
  const rest = sorts.filter((s) => s.field !== column.sortField);
  if (step.action === 'remove') return rest;
  const entry: SortConfig = { type: column.kind === 'row-pivot' ? 'pivot' : 'series', field: column.sortField, direction: step.direction };
  return sorts.some((s) => s.field === column.sortField) ? sorts.map((s) => (s.field === column.sortField ? entry : s)) : [...rest, entry];
}

const compare = (a: unknown, b: unknown): number => {
  if (a === b) return 0;
  if (a === null || a === undefined) return 1;
  if (b === null || b === undefined) return -1;
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return String(a).localeCompare(String(b), undefined, { numeric: true });
};

/** Sorts rows by the sort list in priority order; empty cells last in either direction. */
export function sortRows(rows: readonly TableRow[], columns: readonly TableColumn[], sorts: readonly SortConfig[]): TableRow[] {
  if (sorts.length === 0) return [...rows];
  const keys = sorts.flatMap((s) => {
    const col = columns.find((c) => c.sortField === s.field && (s.type === 'pivot') === (c.kind === 'row-pivot'));
    return col ? [{ id: col.id, sign: s.direction === 'Ascending' ? 1 : -1 }] : [];
  });
  return [...rows].sort((a, b) => {
    for (const { id, sign } of keys) {
      const x = a.cells[id] ?? null;
      const y = b.cells[id] ?? null;
      if (x === null || y === null) {
        const c = compare(x, y);
        if (c !== 0) return c;
        continue;
      }
      const c = compare(x, y) * sign;
      if (c !== 0) return c;
    }
    return 0;
  });
}
