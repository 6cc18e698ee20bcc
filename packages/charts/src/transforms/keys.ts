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

/** A timestamp as `YYYY-MM-DD HH:mm:ss` in the given IANA timezone. */
export function formatTimestamp(date: Date, timezone: string): string {
  return formatterFor(timezone).format(date).replace('T', ' ');
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
