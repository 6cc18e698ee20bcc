import type { PivotRow } from './types';
export declare const TREND_PREFERENCES: readonly ["LOWER", "NEUTRAL", "HIGHER"];
export type TrendPreference = (typeof TREND_PREFERENCES)[number];
/** Formats of the absolute and relative difference against the previous period. */
export declare const TREND_ABSOLUTE_FORMAT = "+0,0[.]0[000]";
export declare const TREND_PERCENTAGE_FORMAT = "+0[.]0[0]%";
/** Shown when there is no value. */
export declare const NO_VALUE_LABEL = "N/A";
/** The single value of a series: the rollup value of the row without keys (no groupings). */
export declare function extractNumber(rows: readonly PivotRow[] | undefined, seriesId?: string): number | null;
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
export declare function computeTrend(current: number, previous: number, preference: TrendPreference): Trend;
