import type { ChartColorSetting } from './types';

/**
 * The 16 default chart colours. Data colours are the same in both theme modes; each one keeps at
 * least 3:1 contrast against both the teint and the noir chart surface.
 */
export const DEFAULT_CHART_COLORS = [
  '#1f77b4',
  '#ff7f0e',
  '#2ca02c',
  '#d62728',
  '#9467bd',
  '#8c564b',
  '#e377c2',
  '#7f7f7f',
  '#bcbd22',
  '#17becf',
  '#3949ab',
  '#f4511e',
  '#00897b',
  '#c0ca33',
  '#8e24aa',
  '#6d4c41',
] as const;

/**
 * Assigns a colour to every name: the widget's `chart_colors` setting wins; the others take the
 * palette in order of first appearance, skipping colours already taken while any are left, so the
 * same data always gets the same colours.
 */
export function assignColors(
  names: readonly string[],
  chartColors: readonly ChartColorSetting[] = [],
  palette: readonly string[] = DEFAULT_CHART_COLORS,
): Map<string, string> {
  const fixed = new Map(chartColors.map((c) => [c.field_name, c.chart_color]));
  const used = new Set(names.flatMap((n) => (fixed.has(n) ? [fixed.get(n)!.toLowerCase()] : [])));
  const free = palette.filter((c) => !used.has(c.toLowerCase()));
  const pool = free.length > 0 ? free : [...palette];
  const out = new Map<string, string>();
  let next = 0;
  for (const name of names) {
    if (out.has(name)) continue;
    const color = fixed.get(name);
    if (color) out.set(name, color);
    else out.set(name, pool[next++ % pool.length]!);
  }
  return out;
}
