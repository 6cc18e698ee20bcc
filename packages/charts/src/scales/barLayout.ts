import type { ValueScale, XScale } from './valueScale';
import { xPosition } from './valueScale';

export const BAR_MODES = ['group', 'stack', 'relative', 'overlay'] as const;
export type BarMode = (typeof BAR_MODES)[number];
export const DEFAULT_BAR_MODE: BarMode = 'group';
/** Overlay is advised for at most this many series. */
export const OVERLAY_MAX_SERIES = 3;

/** Bars in overlay mode are translucent so the ones behind stay visible. */
export const barOpacity = (mode: BarMode): number => (mode === 'overlay' ? 0.75 : 1);

/** A lone bar on a time axis would span nothing: it is max(30 px, 3% of the axis range) wide. */
export const singleBarWidth = (rangeWidth: number): number => Math.max(30, 0.03 * rangeWidth);

/** Width of the slot each x value gets: the band on categories, 80% of the smallest gap on time axes. */
export function slotWidth(x: XScale, positions: readonly number[]): number {
  if (x.kind === 'category') return x.scale.bandwidth();
  const [r0, r1] = x.scale.range() as [number, number];
  const sorted = [...new Set(positions)].sort((a, b) => a - b);
  if (sorted.length < 2) return singleBarWidth(Math.abs(r1 - r0));
  let gap = Infinity;
  for (let i = 1; i < sorted.length; i++) gap = Math.min(gap, sorted[i]! - sorted[i - 1]!);
  return Math.max(1, gap * 0.8);
}

const gcd = (a: number, b: number): number => (b === 0 ? a : gcd(b, a % b));

/**
 * The width of one time bucket, in ms: at most `bucketMs` (what the caller knows of the interval), and
 * at most the largest step that every gap between the keys is a multiple of (buckets lie on the
 * interval's grid, so that step is the interval or a multiple of it). Null when neither tells.
 */
export function bucketWidth(times: readonly number[], bucketMs?: number): number | null {
  const sorted = [...new Set(times)].sort((a, b) => a - b);
  let step = 0;
  for (let i = 1; i < sorted.length; i++) step = gcd(sorted[i]! - sorted[i - 1]!, step);
  const candidates = [step, bucketMs ?? 0].filter((v) => v > 0);
  return candidates.length > 0 ? Math.min(...candidates) : null;
}

export interface BarInput {
  seriesIndex: number;
  pointIndex: number;
  x: Date | string;
  value: number;
}

/** The stack a bar is part of: its time (as a number, cheaper to look up than text) or its category. */
const stackKey = (x: Date | string): number | string => (x instanceof Date ? x.getTime() : x);

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
export function layoutBars(
  bars: readonly BarInput[],
  seriesCount: number,
  mode: BarMode,
  x: XScale,
  y: ValueScale,
  bucketMs?: number | null,
): BarRect[] {
  // A time bucket is [key, key + width): its bars fill 80% of it, from its start, so none reaches left of the first key.
  const bucketPx = x.kind === 'time' && bucketMs ? Math.abs(x.scale(new Date(bucketMs)) - x.scale(new Date(0))) : null;
  const centres = bars.map((b) => xPosition(x, b.x) + (bucketPx === null ? 0 : bucketPx / 2));
  const slot = bucketPx === null ? slotWidth(x, centres) : Math.max(1, bucketPx * 0.8);
  const [d0] = y.domain() as [number, number];
  // Bars grow from zero; on a log axis (positive domain) from its bottom.
  const baseline = d0 <= 0 ? y(0) : y(d0);
  const stacks = new Map<number | string, { pos: number; neg: number; run: number }>();
  return bars.map((bar, i) => {
    const centre = centres[i]!;
    if (mode === 'group') {
      const w = slot / Math.max(1, seriesCount);
      const top = Math.min(y(bar.value), baseline);
      return { ...bar, left: centre - slot / 2 + bar.seriesIndex * w, width: w, top, height: Math.abs(baseline - y(bar.value)) };
    }
    if (mode === 'overlay') {
      return {
        ...bar,
        left: centre - slot / 2,
        width: slot,
        top: Math.min(y(bar.value), baseline),
        height: Math.abs(baseline - y(bar.value)),
      };
    }
    const key = stackKey(bar.x);
    const s = stacks.get(key) ?? { pos: 0, neg: 0, run: 0 };
    let from: number;
    let to: number;
    if (mode === 'stack') {
      from = s.run;
      to = s.run + bar.value;
      s.run = to;
    } else if (bar.value >= 0) {
      from = s.pos;
      to = s.pos + bar.value;
      s.pos = to;
    } else {
      from = s.neg;
      to = s.neg + bar.value;
      s.neg = to;
    }
    stacks.set(key, s);
    const y0 = from === 0 ? baseline : y(from);
    const y1 = y(to);
    return { ...bar, left: centre - slot / 2, width: slot, top: Math.min(y0, y1), height: Math.abs(y1 - y0) };
  });
}

/** The values the y axis has to show for a mode: stacked sums for stack/relative, raw values otherwise. */
export function barExtent(bars: readonly BarInput[], mode: BarMode): number[] {
  if (mode === 'group' || mode === 'overlay') return bars.map((b) => b.value);
  const sums = new Map<number | string, { pos: number; neg: number; run: number; values: number[] }>();
  for (const b of bars) {
    const key = stackKey(b.x);
    const s = sums.get(key) ?? { pos: 0, neg: 0, run: 0, values: [] };
    s.run += b.value;
    if (b.value >= 0) s.pos += b.value;
    else s.neg += b.value;
    s.values.push(s.run);
    sums.set(key, s);
  }
  return [...sums.values()].flatMap((s) => (mode === 'stack' ? s.values : [s.pos, s.neg]));
}
