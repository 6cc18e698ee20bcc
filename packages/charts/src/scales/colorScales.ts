import { interpolateRgb, scaleLinear } from 'd3';
import { COLOR_SCALE_NAMES, COLOR_SCALE_STOPS, DEFAULT_COLOR_SCALE, type ColorScaleName } from '@sift/ui';

/** The heatmap colour scales by their saved names (spec 2 §3, heatmap config `color_scale`): ui's named scales. */
export const HEATMAP_COLOR_SCALES = COLOR_SCALE_NAMES;
export type HeatmapColorScale = ColorScaleName;
export const DEFAULT_HEATMAP_COLOR_SCALE: HeatmapColorScale = DEFAULT_COLOR_SCALE;

const interpolators = new Map<ColorScaleName, (t: number) => string>();

function baseInterpolator(name: ColorScaleName): (t: number) => string {
  const cached = interpolators.get(name);
  if (cached) return cached;
  const stops = COLOR_SCALE_STOPS[name];
  const scale = scaleLinear<string>()
    .domain(stops.map(([p]) => p))
    .range(stops.map(([, c]) => c))
    .interpolate(interpolateRgb)
    .clamp(true);
  const interpolate = (t: number) => scale(t);
  interpolators.set(name, interpolate);
  return interpolate;
}

/**
 * Interpolator t ∈ [0, 1] → colour through one of ui's named scales (RGB between its stops),
 * optionally reversed; t outside clamps. Heatmaps and highlighting gradients both colour with it.
 */
export function colorInterpolator(name: ColorScaleName, reverse = false): (t: number) => string {
  const base = baseInterpolator(name);
  return reverse ? (t) => base(1 - t) : base;
}

/** Value → colour over a domain; values outside it clamp to the ends. */
export function heatmapColor(name: HeatmapColorScale, domain: readonly [number, number], reverse = false): (value: number) => string {
  const interpolate = colorInterpolator(name, reverse);
  const [lo, hi] = domain;
  return (value) => interpolate(hi === lo ? 0.5 : Math.min(1, Math.max(0, (value - lo) / (hi - lo))));
}

/** True for a saved scale name this chart knows (saved configs are free text on the wire). */
export const isHeatmapColorScale = (name: string): name is HeatmapColorScale => (HEATMAP_COLOR_SCALES as readonly string[]).includes(name);
