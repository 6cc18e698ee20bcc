import type { PivotDescriptor, PivotRow } from './types';
export interface HeatmapCell {
    x: string;
    y: number | null;
    /** True when the cell had no value and shows the default. */
    filled?: boolean;
}
export interface HeatmapRow {
    id: string;
    data: HeatmapCell[];
}
export interface HeatmapData {
    /** One entry per column key (y axis), each holding a cell per row key (x axis): the shape @nivo/heatmap takes. */
    rows: HeatmapRow[];
    min: number | null;
    max: number | null;
}
export interface HeatmapOptions {
    rowPivots?: readonly PivotDescriptor[];
    columnPivots?: readonly PivotDescriptor[];
    timezone?: string;
    /** Fill empty cells with the smallest value. */
    useSmallestAsDefault?: boolean;
    /** Fill empty cells with this value (used when useSmallestAsDefault is off). */
    defaultValue?: number | null;
}
/**
 * Pivot rows into a heatmap matrix: x = row key, y = column key, value of the first series.
 * Empty cells take the smallest value or the default value, else stay empty.
 */
export declare function toHeatmapData(rows: readonly PivotRow[], options?: HeatmapOptions): HeatmapData;
/** The colour domain: data min/max when auto scaling, else z_min/z_max (strings on the wire). */
export declare function heatmapDomain(data: Pick<HeatmapData, 'min' | 'max'>, config: {
    autoScale: boolean;
    zMin?: string | number | null;
    zMax?: string | number | null;
}): [number, number];
