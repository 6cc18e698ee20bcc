import { scaleBand, scaleLinear, scaleLog, scaleUtc, type ScaleBand, type ScaleLinear, type ScaleLogarithmic, type ScaleTime } from 'd3';

export const AXIS_TYPES = ['linear', 'logarithmic'] as const;
export type AxisType = (typeof AXIS_TYPES)[number];

export type ValueScale = ScaleLinear<number, number> | ScaleLogarithmic<number, number>;

/**
 * The y scale. A logarithmic axis spans the positive values only (zero and negatives cannot be
 * drawn on it); a linear axis always includes zero so bars start at the baseline.
 */
export function createValueScale(values: readonly number[], range: [number, number], axisType: AxisType): ValueScale {
  if (axisType === 'logarithmic') {
    let lo = Infinity;
    let hi = -Infinity;
    for (const v of values) {
      if (!(v > 0)) continue;
      if (v < lo) lo = v;
      if (v > hi) hi = v;
    }
    if (lo === Infinity) [lo, hi] = [1, 10];
    return scaleLog()
      .domain([lo, hi === lo ? lo * 10 : hi])
      .range(range)
      .nice()
      .clamp(true);
  }
  let lo = 0;
  let hi = 0;
  for (const v of values) {
    if (v < lo) lo = v;
    if (v > hi) hi = v;
  }
  return scaleLinear()
    .domain([lo, hi === lo ? lo + 1 : hi])
    .range(range)
    .nice();
}

/** Whether a value can be drawn on the axis (log axes skip zero and negatives). */
export const isDrawable = (value: number | null, axisType: AxisType): value is number =>
  value !== null && Number.isFinite(value) && (axisType === 'linear' || value > 0);

export type XScale = { kind: 'time'; scale: ScaleTime<number, number> } | { kind: 'category'; scale: ScaleBand<string> };

/**
 * A UTC time scale over the dates (and over `span`, when given: the range searched, so that sparse
 * data keeps its place in it), or a band scale over the category labels.
 */
export function createXScale(
  kind: 'time' | 'category',
  xs: readonly (Date | string)[],
  range: [number, number],
  padding = 0.2,
  span?: { from: number; to: number },
): XScale {
  if (kind === 'time') {
    let lo = span?.from ?? Infinity;
    let hi = span?.to ?? -Infinity;
    for (const x of xs) {
      if (!(x instanceof Date)) continue;
      const t = x.getTime();
      if (t < lo) lo = t;
      if (t > hi) hi = t;
    }
    if (lo === Infinity) [lo, hi] = [0, 1];
    return {
      kind,
      scale: scaleUtc()
        .domain([new Date(lo), new Date(hi === lo ? lo + 1 : hi)])
        .range(range),
    };
  }
  return {
    kind,
    scale: scaleBand<string>()
      .domain([...new Set(xs.map(String))])
      .range(range)
      .padding(padding),
  };
}

/** Pixel position of an x value: the band centre for categories. */
export function xPosition(x: XScale, value: Date | string): number {
  if (x.kind === 'time') return x.scale(value instanceof Date ? value : new Date(value));
  return (x.scale(String(value)) ?? 0) + x.scale.bandwidth() / 2;
}
