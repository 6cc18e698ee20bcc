import type { AggregationConfig, SearchTypeResult } from '@sift/api';

const SECOND = 1000;
const DAY = 86_400 * SECOND;
const UNIT_MS = {
  seconds: SECOND,
  minutes: 60 * SECOND,
  hours: 3600 * SECOND,
  days: DAY,
  weeks: 7 * DAY,
  months: 30 * DAY,
  years: 365 * DAY,
} as const;
/**
 * An auto interval is chosen by the server (Graylog's rule is its own), so the console only bounds it:
 * no bucket is wider than this share of the range, times the scaling. The embedded server makes
 * about 100 buckets; the chart narrows the bound further to the step the keys lie on.
 */
const AUTO_MIN_BUCKETS = 25;

/** The range a pivot result covers, when the server reported it. */
export function searchedRange(result: SearchTypeResult | undefined): { from: string; to: string } | undefined {
  const range = result?.type === 'pivot' ? result.effectiveTimerange : undefined;
  return range?.type === 'absolute' ? { from: range.from, to: range.to } : undefined;
}

/**
 * What a chart over time can know of its buckets' width: a fixed interval exactly, an auto interval
 * as an upper bound, a 25th of the range times the scaling (the chart narrows it to what the keys allow).
 */
export function bucketEstimate(config: AggregationConfig, range: { from: string; to: string } | undefined): number | undefined {
  const pivot = config.rowPivots[0];
  if (pivot?.type !== 'time') return undefined;
  const { interval } = pivot;
  if (interval.type === 'timeunit' && interval.unit !== 'auto') return interval.value * UNIT_MS[interval.unit];
  if (!range) return undefined;
  const span = Date.parse(range.to) - Date.parse(range.from);
  if (!(span > 0)) return undefined;
  return (span * (interval.type === 'auto' ? interval.scaling : 1)) / AUTO_MIN_BUCKETS;
}
