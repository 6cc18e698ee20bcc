/**
 * Pivot result rows as they arrive on the wire (API.md §5.2, `PivotResult.rows`). Defined here
 * rather than imported from @sift/api so that charts depend on @sift/ui only.
 */
export type PivotValueSource = 'row-leaf' | 'col-leaf' | 'row-inner';
export type PivotRowSource = 'leaf' | 'non-leaf';
export interface PivotValue {
    /** Column pivot values followed by the series id; a rollup value has only the series id. */
    key: string[];
    value: number | string | null;
    rollup: boolean;
    source: PivotValueSource;
}
export interface PivotRow {
    /** Row pivot values; `[]` for the totals row. */
    key: string[];
    values: PivotValue[];
    source: PivotRowSource;
}
/** `formatting_settings.chart_colors` entries. */
export interface ChartColorSetting {
    field_name: string;
    chart_color: string;
}
/** One grouping (row or column pivot) as far as charts need to know it. */
export interface PivotDescriptor {
    fields: string[];
    type: 'time' | 'values';
}
/** Which field (and value) of a grouping a key part belongs to. */
export interface KeyPart {
    field: string | undefined;
    value: string;
}
