/** The earliest and latest instants a search may name: the years 1 to 9999 (as OpenSearch's date formats). */
export const EARLIEST_MS = Date.parse('0001-01-01T00:00:00.000Z');
export const LATEST_MS = Date.UTC(9999, 11, 31, 23, 59, 59, 999);

/** Whether `ms` is an instant within the years 1 to 9999. */
export const inDateBounds = (ms: number): boolean => Number.isFinite(ms) && ms >= EARLIEST_MS && ms <= LATEST_MS;

/**
 * Parses a date as Graylog accepts it in queries and absolute ranges: ISO 8601, `yyyy-MM-dd HH:mm:ss[.SSS]`
 * (UTC), a date alone, epoch milliseconds, or OpenSearch date math (`now-1h`, `now/d`). Returns the
 * instant and the length of the period the text names (a day for a bare date), or null.
 */
export function parseDate(text: string, now: number = Date.now()): { ms: number; periodMs: number } | null {
  const parsed = parseAnyDate(text, now);
  // Beyond the years 1 to 9999 (date math of a million years, epoch ms of 16 digits) names no date.
  return parsed && inDateBounds(parsed.ms) && inDateBounds(parsed.ms + parsed.periodMs - 1) ? parsed : null;
}

function parseAnyDate(text: string, now: number): { ms: number; periodMs: number } | null {
  const value = text.trim();
  const math = /^now((?:[+-]\d+[smhdwMy])*)(?:\/([smhdwMy]))?$/.exec(value);
  if (math) {
    let ms = now;
    for (const step of math[1]!.matchAll(/([+-])(\d+)([smhdwMy])/g)) {
      ms = addUnit(ms, (step[1] === '-' ? -1 : 1) * Number(step[2]), step[3]!);
    }
    if (math[2]) ms = roundDown(ms, math[2]);
    return { ms, periodMs: 1 };
  }
  if (/^\d{4}-\d{2}-\d{2}$/.test(value)) {
    const ms = Date.parse(`${value}T00:00:00.000Z`);
    return Number.isNaN(ms) ? null : { ms, periodMs: 86_400_000 };
  }
  const plain = /^(\d{4}-\d{2}-\d{2})[ T](\d{2}:\d{2}(?::\d{2}(?:\.\d{1,9})?)?)$/.exec(value);
  if (plain) {
    const ms = Date.parse(`${plain[1]}T${plain[2]}Z`);
    return Number.isNaN(ms) ? null : { ms, periodMs: 1 };
  }
  if (/^\d{4}-\d{2}-\d{2}T/.test(value)) {
    const ms = Date.parse(value);
    return Number.isNaN(ms) ? null : { ms, periodMs: 1 };
  }
  if (/^\d{10,16}$/.test(value)) return { ms: Number(value), periodMs: 1 };
  return null;
}

const UNIT_MS: Record<string, number> = { s: 1000, m: 60_000, h: 3_600_000, d: 86_400_000, w: 604_800_000 };

export function addUnit(ms: number, amount: number, unit: string): number {
  if (unit === 'M' || unit === 'y') {
    const d = new Date(ms);
    d.setUTCMonth(d.getUTCMonth() + amount * (unit === 'y' ? 12 : 1));
    return d.getTime();
  }
  return ms + amount * UNIT_MS[unit]!;
}

function roundDown(ms: number, unit: string): number {
  const d = new Date(ms);
  switch (unit) {
    case 'y':
      return Date.UTC(d.getUTCFullYear(), 0, 1);
    case 'M':
      return Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), 1);
    case 'w': {
      const day = (d.getUTCDay() + 6) % 7;
      return Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate() - day);
    }
    default:
      return ms - (ms % UNIT_MS[unit]!);
  }
}
