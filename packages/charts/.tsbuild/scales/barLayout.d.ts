import type { ValueScale, XScale } from './valueScale';
export declare const BAR_MODES: readonly ["group", "stack", "relative", "overlay"];
export type BarMode = (typeof BAR_MODES)[number];
export declare const DEFAULT_BAR_MODE: BarMode;
/** Overlay is advised for at most this many series. */
export declare const OVERLAY_MAX_SERIES = 3;
/** Bars in overlay mode are translucent so the ones behind stay visible. */
export declare const barOpacity: (mode: BarMode) => number;
/** A lone bar on a time axis would span nothing: it is max(30 px, 3% of the axis range) wide. */
export declare const singleBarWidth: (rangeWidth: number) => number;
/** Width of the slot each x value gets: the band on categories, 80% of the smallest gap on time axes. */
export declare function slotWidth(x: XScale, positions: readonly number[]): number;
export interface BarInput {
    seriesIndex: number;
    pointIndex: number;
    x: Date | string;
    value: number;
}
export interface BarRect extends BarInput {
    left: number;
    top: number;
    width: number;
    height: number;
}
/**
 * Bar rectangles for a mode. group: side by side; stack: each series starts where the previous
 * ended (negative values subtract); relative: positives stack up and negatives down from zero;
 * overlay: all series from the baseline at the same place.
 */
export declare function layoutBars(bars: readonly BarInput[], seriesCount: number, mode: BarMode, x: XScale, y: ValueScale): BarRect[];
/** The values the y axis has to show for a mode: stacked sums for stack/relative, raw values otherwise. */
export declare function barExtent(bars: readonly BarInput[], mode: BarMode): number[];
