import type { ChartColorSetting, KeyPart, PivotDescriptor, PivotRow } from './types';
export interface ChartPoint {
    /** Row key parts with their fields: what a click on this value refers to. */
    rowKey: KeyPart[];
    /** Display label of the row key (x category). */
    label: string;
    /** The x position: a Date on a time axis, else the label. */
    x: Date | string;
    value: number | null;
}
export interface ChartSeries {
    /** Stable id: raw column values and series id joined. */
    id: string;
    /** Display name, e.g. `index - count()` or `count()` for a rollup. */
    name: string;
    /** The series (metric) id, e.g. `count()`. */
    seriesId: string;
    /** Column key parts with their fields. */
    columnKey: KeyPart[];
    /** True for the rollup (all columns) trace of a series. */
    rollup: boolean;
    color: string;
    points: ChartPoint[];
}
export interface ChartData {
    /** `time` when the only row grouping is a time grouping (x is a Date), else `category`. */
    xType: 'time' | 'category';
    /** Row labels in result order. */
    categories: string[];
    series: ChartSeries[];
    /** Totals per series id from the totals row, when present. */
    totals: Record<string, number | null>;
}
export interface ChartDataOptions {
    rowPivots?: readonly PivotDescriptor[];
    columnPivots?: readonly PivotDescriptor[];
    /** Whether rollup traces (a series over all columns) are drawn next to the column traces. Default true. */
    includeRollup?: boolean;
    /** IANA timezone for time keys; the browser's by default. */
    timezone?: string;
    chartColors?: readonly ChartColorSetting[];
    palette?: readonly string[];
}
/** Key parts with their fields; missing field names stay undefined. */
export declare function describeKey(values: readonly string[], fields: readonly {
    field: string;
    time: boolean;
}[]): KeyPart[];
/**
 * Pivot rows into chart series: one trace per column value × series (plus rollup traces), points
 * in row order, the totals row kept apart.
 */
export declare function toChartData(rows: readonly PivotRow[], options?: ChartDataOptions): ChartData;
