import type { PartialTheme } from '@nivo/theming';
import type { ChartTheme } from '../../theme/useChartTheme';

/** Roughly how wide one character of an 11 px axis label is. */
const CHAR_WIDTH = 6.5;
/** Axis labels closer than this (px) are thinned out. */
const MIN_TICK_SPACING = { x: 36, y: 14 } as const;
/** Space right of the cells for the colour bar and its ticks. */
export const COLOR_BAR_SPACE = 70;
export const MAX_LABEL_CHARS = 14;

/** Every n-th label so that labels stay `minSpacing` apart on an axis `length` px long. */
export function thinTicks<T>(values: readonly T[], length: number, minSpacing: number): T[] {
  if (values.length === 0 || length <= 0) return [];
  const step = Math.max(1, Math.ceil((minSpacing * values.length) / length));
  return values.filter((_, i) => i % step === 0);
}

export interface HeatmapLayout {
  margin: { top: number; right: number; bottom: number; left: number };
  xTicks: string[];
  yTicks: string[];
  /** Rotate x labels when the longest does not fit its column. */
  xRotation: number;
}

/** Margins and visible ticks for a heatmap of `xs` columns and `ys` rows in a box. */
export function heatmapLayout(xs: readonly string[], ys: readonly string[], width: number, height: number): HeatmapLayout {
  const longest = (labels: readonly string[]) =>
    Math.min(
      MAX_LABEL_CHARS,
      labels.reduce((m, l) => Math.max(m, l.length), 0),
    );
  const left = Math.ceil(longest(ys) * CHAR_WIDTH) + 14;
  const plotWidth = Math.max(0, width - left - COLOR_BAR_SPACE);
  const xLabelWidth = longest(xs) * CHAR_WIDTH;
  const xTicks = thinTicks(xs, plotWidth, Math.max(MIN_TICK_SPACING.x, Math.min(xLabelWidth + 8, 90)));
  const rotate = xTicks.length > 0 && xLabelWidth + 8 > plotWidth / xTicks.length;
  const bottom = rotate ? Math.ceil(xLabelWidth * 0.72) + 18 : 30;
  const top = 8;
  const plotHeight = Math.max(0, height - top - bottom);
  return {
    margin: { top, right: COLOR_BAR_SPACE, bottom, left },
    xTicks,
    yTicks: thinTicks(ys, plotHeight, MIN_TICK_SPACING.y),
    xRotation: rotate ? -45 : 0,
  };
}

/** The nivo theme from chart tokens: CSS variable references, so a `data-theme` switch restyles it. */
export function nivoTheme(theme: ChartTheme): PartialTheme {
  const text = { fill: theme.textSecondary, fontSize: theme.fontSize, fontFamily: theme.fontFamily };
  return {
    text,
    axis: { ticks: { text, line: { stroke: theme.axis, strokeWidth: 1 } }, domain: { line: { stroke: 'transparent' } } },
    legends: { text, ticks: { text, line: { stroke: theme.axis } } },
  };
}
