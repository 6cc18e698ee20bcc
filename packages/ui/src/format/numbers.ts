import numeral from 'numeral';

/** Number formats from 1-shell.md §9. */
export const NUMBER_FORMATS = {
  number: '0,0.[00]',
  percent: '0.00%',
  bytes: '0.0ib',
  /** Values that need full precision keep up to 7 decimals. */
  precise: '0,0.[0000000]',
} as const;

export type NumberFormat = keyof typeof NUMBER_FORMATS;

function format(value: number | string, pattern: string): string {
  const n = typeof value === 'number' ? value : Number(value);
  if (!Number.isFinite(n)) return String(value);
  return numeral(n).format(pattern);
}

/** `1234.5678` → `1,234.57`; non-numbers are returned as text unchanged. */
export const formatNumber = (value: number | string): string => format(value, NUMBER_FORMATS.number);

/** A ratio as percent: `0.1234` → `12.34%`. */
export const formatPercentage = (ratio: number | string): string => format(ratio, NUMBER_FORMATS.percent);

/** Binary byte units: `1536` → `1.5KiB`. */
export const formatBytes = (bytes: number | string): string => format(bytes, NUMBER_FORMATS.bytes);

/** Up to 7 decimals, trailing zeros dropped: `0.12345678` → `0.1234568`. */
export const formatPrecise = (value: number | string): string => format(value, NUMBER_FORMATS.precise);
