import type { TableColumn, TableRow } from './table';
export declare const SORT_DIRECTIONS: readonly ["Ascending", "Descending"];
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
export type SortStep = {
    action: 'add' | 'change';
    direction: SortDirection;
} | {
    action: 'remove';
};
export declare function nextSortStep(current: SortDirection | undefined, lastRemoved: SortDirection | undefined): SortStep;
/** Applies a step to the sort list: new sorts go to the end (lowest priority), removals keep the others' order. */
export declare function applySortStep(sorts: readonly SortConfig[], column: Pick<TableColumn, 'kind' | 'sortField'>, step: SortStep): SortConfig[];
/** Sorts rows by the sort list in priority order; empty cells last in either direction. */
export declare function sortRows(rows: readonly TableRow[], columns: readonly TableColumn[], sorts: readonly SortConfig[]): TableRow[];
