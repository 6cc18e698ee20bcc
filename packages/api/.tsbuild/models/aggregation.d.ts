import { type SeriesType, type SortSpec, type SortSpecWire } from './searchTypes';
import { type Visualization, type VisualizationConfig, type VisualizationConfigWire } from './visualizationConfig';
export declare const INTERVAL_UNITS: readonly ["seconds", "minutes", "hours", "days", "weeks", "months", "years", "auto"];
export type IntervalUnit = (typeof INTERVAL_UNITS)[number];
/** Widget-side interval (API.md §4 TimeHistogramConfigDTO). */
export type WidgetInterval = {
    type: 'auto';
    scaling: number;
} | {
    type: 'timeunit';
    value: number;
    unit: IntervalUnit;
};
export type PivotWire = {
    fields: string[];
    type: 'values';
    config: {
        limit: number | null;
        skip_empty_values?: boolean;
    };
} | {
    fields: string[];
    type: 'time';
    config: {
        interval: WidgetInterval;
    };
};
export type Pivot = {
    type: 'values';
    fields: string[];
    limit: number | null;
    skipEmptyValues: boolean | null;
} | {
    type: 'time';
    fields: string[];
    interval: WidgetInterval;
};
export interface SeriesWire {
    config: {
        name: string | null;
    };
    function: string;
}
/** A widget series: the function string as on the wire plus its parsed parts. */
export interface Series {
    function: string;
    name: string | null;
    type: SeriesType;
    field: string | null;
    percentile: number | null;
}
export interface ChartColorWire {
    field_name: string;
    chart_color: string;
}
export interface AggregationConfigWire {
    row_pivots: PivotWire[];
    column_pivots: PivotWire[];
    series: SeriesWire[];
    sort: SortSpecWire[];
    visualization: Visualization;
    visualization_config: VisualizationConfigWire | null;
    formatting_settings: {
        chart_colors: ChartColorWire[];
    } | null;
    rollup: boolean;
    event_annotation: boolean;
    row_limit?: number;
    column_limit?: number;
}
export interface AggregationConfig {
    rowPivots: Pivot[];
    columnPivots: Pivot[];
    series: Series[];
    sort: SortSpec[];
    visualization: Visualization;
    visualizationConfig: VisualizationConfig | null;
    /** Chart colours by field; null when none are set. */
    chartColors: Array<{
        fieldName: string;
        chartColor: string;
    }> | null;
    rollup: boolean;
    eventAnnotation: boolean;
    rowLimit: number | null;
    columnLimit: number | null;
}
/** Parses `<type>(<field>[,<param>])` (API.md §4 SeriesDTO); unknown functions are an error naming the field. */
export declare function parseSeriesFunction(fn: string, field?: string): Pick<Series, 'type' | 'field' | 'percentile'>;
/** The series' effective name: `config.name ?? function`; the series id in the pivot search type. */
export declare function seriesEffectiveName(series: Series): string;
export declare function decodePivot(value: unknown, field: string): Pivot;
export declare function encodePivot(pivot: Pivot): PivotWire;
export declare function decodeSeries(value: unknown, field: string): Series;
export declare function encodeSeries(series: Series): SeriesWire;
export declare function decodeAggregationConfig(value: unknown, field: string): AggregationConfig;
export declare function encodeAggregationConfig(config: AggregationConfig): AggregationConfigWire;
