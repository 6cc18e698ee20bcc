import type { PivotDescriptor } from './types';

/** Shown instead of an empty grouping value. */
export const EMPTY_VALUE_LABEL = 'Empty Value';
/** Joins the parts of a composite key for display. */
export const KEY_SEPARATOR = ' - ';

/** Field name of each key position, in order, flattening multi-field pivots. */
export function keyFields(pivots: readonly PivotDescriptor[]): { field: string; time: boolean }[] {
  return pivots.flatMap((p) => p.fields.map((field) => ({ field, time: p.type === 'time' })));
}

const formatters = new Map<string, Intl.DateTimeFormat>();
function formatterFor(timezone: string): Intl.DateTimeFormat {
  let f = formatters.get(timezone);
  if (!f) {
    f = new Intl.DateTimeFormat('sv-SE', {
      timeZone: timezone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    });
    formatters.set(timezone, f);
  }
  return f;
}

/** A quarter of an hour: every timezone's offset is a whole number of them, and changes on their boundaries. */
const QUARTER_MS = 900_000;
/** Offsets (ms) by timezone and quarter hour since the epoch. */
const offsets = new Map<string, number>();
const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** The timezone's offset from UTC during the quarter hour `date` is in, or null when the formatter's text cannot be read back. */
function offsetAt(ms: number, timezone: string): number | null {
  const quarter = Math.floor(ms / QUARTER_MS);
  const key = `${timezone}\u0000${quarter}`;
  const known = offsets.get(key);
  if (known !== undefined) return known;
  const start = quarter * QUARTER_MS;
  const match = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2}):(\d{2})$/.exec(formatterFor(timezone).format(new Date(start)));
  if (!match) return null;
  const [, y, mo, d, h, mi, s] = match.map(Number) as number[];
  const offset = Date.UTC(y!, mo! - 1, d!, h!, mi!, s!) - start;
  if (offsets.size > 20_000) offsets.clear();
  offsets.set(key, offset);
  return offset;
}

/**
 * A timestamp as `YYYY-MM-DD HH:mm:ss` in the given IANA timezone. Intl formats one date per quarter
 * hour (a chart of 2,880 buckets asked it 2,880 times); the rest is the UTC fields of the shifted time.
 */
export function formatTimestamp(date: Date, timezone: string): string {
  const ms = date.getTime();
  const offset = Number.isFinite(ms) ? offsetAt(ms, timezone) : null;
  const local = offset === null ? null : new Date(ms + offset);
  const year = local?.getUTCFullYear() ?? 0;
  if (!local || year < 1000 || year > 9999) return formatterFor(timezone).format(date).replace('T', ' ');
  return `${year}-${pad(local.getUTCMonth() + 1)}-${pad(local.getUTCDate())} ${pad(local.getUTCHours())}:${pad(local.getUTCMinutes())}:${pad(local.getUTCSeconds())}`;
}

/** Parses a time key (ISO 8601 with offset, as the server sends it); `null` when it is not a date. */
export function parseTimeKey(value: string): Date | null {
  if (!/^\d{4}-\d{2}-\d{2}T/.test(value)) return null;
  const t = Date.parse(value);
  return Number.isNaN(t) ? null : new Date(t);
}

/** Display label of one key part: empty values get the empty label, time keys the user's timezone. */
export function formatKeyPart(value: string | null | undefined, time: boolean, timezone: string): string {
  if (value === null || value === undefined || value === '') return EMPTY_VALUE_LABEL;
  if (time) {
    const date = parseTimeKey(value);
    if (date) return formatTimestamp(date, timezone);
  }
  return value;
}

/** The timezone the browser runs in, the default for labels. */
export function browserTimezone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone;
}
