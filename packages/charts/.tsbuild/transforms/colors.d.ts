import type { ChartColorSetting } from './types';
/**
 * The 16 default chart colours. Data colours are the same in both theme modes; each one keeps at
 * least 3:1 contrast against both the teint and the noir chart surface.
 */
export declare const DEFAULT_CHART_COLORS: readonly ["#1f77b4", "#ff7f0e", "#2ca02c", "#d62728", "#9467bd", "#8c564b", "#e377c2", "#7f7f7f", "#bcbd22", "#17becf", "#3949ab", "#f4511e", "#00897b", "#c0ca33", "#8e24aa", "#6d4c41"];
/**
 * Assigns a colour to every name: the widget's `chart_colors` setting wins; the others take the
 * palette in order of first appearance, skipping colours already taken while any are left, so the
 * same data always gets the same colours.
 */
export declare function assignColors(names: readonly string[], chartColors?: readonly ChartColorSetting[], palette?: readonly string[]): Map<string, string>;
