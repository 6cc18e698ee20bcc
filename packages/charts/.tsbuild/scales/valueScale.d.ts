import { type ScaleBand, type ScaleLinear, type ScaleLogarithmic, type ScaleTime } from 'd3';
export declare const AXIS_TYPES: readonly ["linear", "logarithmic"];
export type AxisType = (typeof AXIS_TYPES)[number];
export type ValueScale = ScaleLinear<number, number> | ScaleLogarithmic<number, number>;
/**
 * The y scale. A logarithmic axis spans the positive values only (zero and negatives cannot be
 * drawn on it); a linear axis always includes zero so bars start at the baseline.
 */
export declare function createValueScale(values: readonly number[], range: [number, number], axisType: AxisType): ValueScale;
/** Whether a value can be drawn on the axis (log axes skip zero and negatives). */
export declare const isDrawable: (value: number | null, axisType: AxisType) => value is number;
export type XScale = {
    kind: 'time';
    scale: ScaleTime<number, number>;
} | {
    kind: 'category';
    scale: ScaleBand<string>;
};
/** A UTC time scale over the dates, or a band scale over the category labels. */
export declare function createXScale(kind: 'time' | 'category', xs: readonly (Date | string)[], range: [number, number], padding?: number): XScale;
/** Pixel position of an x value: the band centre for categories. */
export declare function xPosition(x: XScale, value: Date | string): number;
