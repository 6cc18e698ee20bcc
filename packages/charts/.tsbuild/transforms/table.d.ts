import type { PivotDescriptor, PivotRow } from './types';
export type Cell = number | string | null;
export interface TableColumn {
    /** Stable id: `row:<field>` for grouping columns, raw value key joined for value columns. */
    id: string;
    kind: 'row-pivot' | 'value' | 'rollup';
    /** Header text: the field for groupings, the series for value columns. */
    label: string;
    /** Field to sort by: the grouping field, or the series id. */
    sortField: string;
    /** Column key labels above this column (column groupings); empty for grouping and rollup columns. */
    columnPath: string[];
}
export interface TableRow {
    id: string;
    cells: Record<string, Cell>;
}
export interface TableModel {
    columns: TableColumn[];
    rows: TableRow[];
    /** The totals row (rollup over all rows) when the result has one. */
    totals: TableRow | null;
    /** Number of column-key header levels above the series headers. */
    headerDepth: number;
}
export interface TableOptions {
    rowPivots?: readonly PivotDescriptor[];
    columnPivots?: readonly PivotDescriptor[];
    /** Series ids in configured order. */
    series?: readonly string[];
    /** Show rollup columns when there are column groupings (default true). */
    rollup?: boolean;
    timezone?: string;
}
/** Pivot rows into a table: grouping columns, then per column key one column per series, then the rollup columns. */
export declare function toTableModel(rows: readonly PivotRow[], options?: TableOptions): TableModel;
