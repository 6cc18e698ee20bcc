import numeral from 'numeral';
import type { PivotRow } from './types';

export const TREND_PREFERENCES = ['LOWER', 'NEUTRAL', 'HIGHER'] as const;
export type TrendPreference = (typeof TREND_PREFERENCES)[number];

/** Formats of the absolute and relative difference against the previous period. */
export const TREND_ABSOLUTE_FORMAT = '+0,0[.]0[000]';
export const TREND_PERCENTAGE_FORMAT = '+0[.]0[0]%';
/** Shown when there is no value. */
export const NO_VALUE_LABEL = 'N/A';

/** The single value of a series: the rollup value of the row without keys (no groupings). */
export function extractNumber(rows: readonly PivotRow[] | undefined, seriesId?: string): number | null {
  const row = rows?.find((r) => r.key.length === 0) ?? rows?.[0];
  const value = row?.values.find((v) => v.rollup && (seriesId === undefined || v.key[v.key.length - 1] === seriesId));
  if (!value || value.value === null) return null;
  const n = typeof value.value === 'number' ? value.value : Number(value.value);
  return Number.isFinite(n) ? n : null;
}

export type TrendSentiment = 'good' | 'bad' | 'neutral';

export interface Trend {
  difference: number;
  /** Relative difference (0.1 = 10 %); null when the previous value is 0. */
  ratio: number | null;
  direction: 'up' | 'down' | 'flat';
  sentiment: TrendSentiment;
  absoluteLabel: string;
  percentageLabel: string;
}

/** The trend of `current` against `previous` coloured by preference: HIGHER likes growth, LOWER likes shrinking, NEUTRAL neither. */
export function computeTrend(current: number, previous: number, preference: TrendPreference): Trend {
  const difference = current - previous;
  const ratio = previous === 0 ? null : difference / Math.abs(previous);
  const direction = difference > 0 ? 'up' : difference < 0 ? 'down' : 'flat';
  let sentiment: TrendSentiment = 'neutral';
  if (preference !== 'NEUTRAL' && direction !== 'flat') {
    const better = preference === 'HIGHER' ? direction === 'up' : direction === 'down';
    sentiment = better ? 'good' : 'bad';
  }
  return {
    difference,
    ratio,
    direction,
    sentiment,
    absoluteLabel: numeral(difference).format(TREND_ABSOLUTE_FORMAT),
    percentageLabel: ratio === null ? NO_VALUE_LABEL : numeral(ratio).format(TREND_PERCENTAGE_FORMAT),
  };
}
