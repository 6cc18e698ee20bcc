import { DEFAULT_CHART_COLORS } from '@sift/ui';
import type { ChartColorSetting } from './types';

/**
 * Assigns a colour to every name: the widget's `chart_colors` setting wins; the others take the
 * palette in order of first appearance, skipping colours already taken while any are left, so the
 * same data always gets the same colours. The palette defaults to the ui's 16 chart colours.
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
