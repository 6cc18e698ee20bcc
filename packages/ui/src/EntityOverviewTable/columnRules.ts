import type { OverviewColumn, SortState } from './types';

/** Column sizing constants (1-shell.md §3 and §9). */
export const DEFAULT_COLUMN_MIN_WIDTH = 150;
export const DEFAULT_COLUMN_WEIGHT = 1;
export const CELL_PADDING = 5;
export const BULK_SELECT_COLUMN_WIDTH = 20;
/** Width of the column holding the row-details toggle. */
export const EXPAND_COLUMN_WIDTH = 20;
export const COLUMN_WEIGHTS: Readonly<Record<string, number>> = { description: 2, summary: 1.5 };
export const FIXED_COLUMN_WIDTHS: Readonly<Record<string, number>> = { owner: 120, favorite: 30 };
export const DATE_COLUMN_WIDTH = 160;
/** Height of a collapsed body row, border included. */
export const ROW_HEIGHT = 36;

/** The sort toggle (1-shell.md §4): a new column starts ascending; the active column flips. */
export function nextSort(current: SortState | null, attributeId: string): SortState {
  if (current?.attributeId !== attributeId) return { attributeId, direction: 'asc' };
  return { attributeId, direction: current.direction === 'asc' ? 'desc' : 'asc' };
}

/** A column is available unless hidden or guarded by permissions the user lacks (all of them, or any with `anyPermissions`). */
export function isColumnAvailable(column: OverviewColumn, hasPermission: (permission: string) => boolean): boolean {
  if (column.hidden) return false;
  const required = column.permissions ?? [];
  if (required.length === 0) return true;
  return column.anyPermissions ? required.some(hasPermission) : required.every(hasPermission);
}

/** The columns shown: available ones the layout displays, in the column definitions' order. */
export function displayedColumns(
  columns: readonly OverviewColumn[],
  displayedAttributes: readonly string[],
  hasPermission: (permission: string) => boolean,
): OverviewColumn[] {
  const shown = new Set(displayedAttributes);
  return columns.filter((column) => shown.has(column.id) && isColumnAvailable(column, hasPermission));
}

function fixedWidth(column: OverviewColumn): number | undefined {
  return FIXED_COLUMN_WIDTHS[column.id] ?? (column.type === 'DATE' ? DATE_COLUMN_WIDTH : undefined);
}

/**
 * Pixel widths of the columns for a table `tableWidth` wide, cell padding included. Fixed columns
 * (owner 120, favorite 30, DATE 160, the 20 px bulk-select and details columns) take their width;
 * the others share what is left by weight (description 2, summary 1.5, others 1) and never go
 * below 150 px.
 */
export function columnWidths(
  columns: readonly OverviewColumn[],
  tableWidth: number,
  options: { bulkSelect?: boolean; expandable?: boolean } = {},
): { bulkSelect: number; expand: number; columns: Record<string, number> } {
  const padded = (width: number) => width + 2 * CELL_PADDING;
  const bulkSelect = options.bulkSelect ? padded(BULK_SELECT_COLUMN_WIDTH) : 0;
  const expand = options.expandable ? padded(EXPAND_COLUMN_WIDTH) : 0;
  const widths: Record<string, number> = {};
  let fixedTotal = bulkSelect + expand;
  let totalWeight = 0;
  for (const column of columns) {
    const fixed = fixedWidth(column);
    if (fixed === undefined) totalWeight += COLUMN_WEIGHTS[column.id] ?? DEFAULT_COLUMN_WEIGHT;
    else {
      widths[column.id] = padded(fixed);
      fixedTotal += padded(fixed);
    }
  }
  const assignable = Math.max(0, tableWidth - fixedTotal);
  for (const column of columns) {
    if (widths[column.id] !== undefined) continue;
    const weight = COLUMN_WEIGHTS[column.id] ?? DEFAULT_COLUMN_WEIGHT;
    widths[column.id] = Math.max(DEFAULT_COLUMN_MIN_WIDTH, Math.floor((assignable * weight) / totalWeight));
  }
  return { bulkSelect, expand, columns: widths };
}

export type BulkSelectState = 'unchecked' | 'partial' | 'checked';

/** The header checkbox over the visible rows (1-shell.md §4): none, some or all selected. */
export function bulkSelectState(visibleIds: readonly string[], selected: ReadonlySet<string>): BulkSelectState {
  const count = visibleIds.filter((id) => selected.has(id)).length;
  if (count === 0) return 'unchecked';
  return count === visibleIds.length ? 'checked' : 'partial';
}

/** Clicking the header checkbox: all visible rows selected unless they all are, then none of them. */
export function toggleAllVisible(visibleIds: readonly string[], selected: ReadonlySet<string>): Set<string> {
  const next = new Set(selected);
  if (bulkSelectState(visibleIds, selected) === 'checked') visibleIds.forEach((id) => next.delete(id));
  else visibleIds.forEach((id) => next.add(id));
  return next;
}

/** "{n} item(s) selected" (1-shell.md §9). */
export function selectedCountText(count: number): string {
  return `${count} item(s) selected`;
}
