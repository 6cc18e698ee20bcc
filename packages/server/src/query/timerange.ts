import * as chrono from 'chrono-node';
import { addUnit, inDateBounds, parseDate } from './dates.js';

export type TimeRange =
  | { type: 'relative'; range?: number; from?: number; to?: number }
  | { type: 'absolute'; from: string; to: string }
  | { type: 'keyword'; keyword: string; timezone?: string }
  | { type: 'offset'; source: string; id?: string; offset: string };

export interface ResolvedRange {
  from: number;
  to: number;
}

/** A time range that cannot be used; answered with 400. */
export class TimeRangeError extends Error {
  override name = 'TimeRangeError';
}

/** UTC offset of an IANA zone at an instant, in minutes. */
export function zoneOffsetMinutes(timezone: string, at: number): number {
  let parts: Intl.DateTimeFormatPart[];
  try {
    parts = new Intl.DateTimeFormat('en-US', {
      timeZone: timezone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    }).formatToParts(new Date(at));
  } catch {
    throw new TimeRangeError(`Invalid timezone "${timezone}"`);
  }
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  const asUtc = Date.UTC(get('year'), get('month') - 1, get('day'), get('hour'), get('minute'), get('second'));
  return Math.round((asUtc - (at - (at % 1000))) / 60_000);
}

function startOfDay(ms: number, offsetMinutes: number): number {
  const local = ms + offsetMinutes * 60_000;
  return local - (((local % 86_400_000) + 86_400_000) % 86_400_000) - offsetMinutes * 60_000;
}

const RELATIVE_WORDS = /\b(ago|last|past|next|within)\b|\bnow\b|\b(second|minute|hour)s?\b/i;

/**
 * Resolves a natural-language keyword ("last five minutes", "yesterday", "2 days ago to now") the way
 * Graylog's natural date parser does: a point in time means "from then until now", and a day named
 * without a time of day ("yesterday", "today", "last monday") covers that whole day in the timezone.
 */
export function resolveKeyword(keyword: string, timezone = 'Etc/UTC', now: number = Date.now()): ResolvedRange {
  const offset = zoneOffsetMinutes(timezone, now);
  const results = chrono.parse(keyword, { instant: new Date(now), timezone: offset });
  const result = results[0];
  if (!result || keyword.trim() === '') throw new TimeRangeError(`Could not parse keyword "${keyword}"`);
  const from = result.start.date().getTime();
  if (result.end) return { from: Math.min(from, result.end.date().getTime()), to: Math.max(from, result.end.date().getTime()) };
  const wholeDay =
    !result.start.isCertain('hour') &&
    !RELATIVE_WORDS.test(result.text.replace(/\blast\s+(monday|tuesday|wednesday|thursday|friday|saturday|sunday)\b/i, ''));
  if (wholeDay) {
    const start = startOfDay(from, offset);
    return { from: start, to: Math.min(start + 86_400_000, now) };
  }
  return { from: Math.min(from, now), to: now };
}

/**
 * Resolves a Graylog time range to absolute instants (ms). `range: 0` means all messages. A range
 * reaching beyond the years 1 to 9999 is refused.
 */
export function resolveTimeRange(range: TimeRange, now: number = Date.now(), reference?: ResolvedRange): ResolvedRange {
  const resolved = resolveAny(range, now, reference);
  if (!inDateBounds(resolved.from) || !inDateBounds(resolved.to))
    throw new TimeRangeError('The time range reaches beyond the years 1 to 9999');
  return resolved;
}

function resolveAny(range: TimeRange, now: number, reference?: ResolvedRange): ResolvedRange {
  switch (range.type) {
    case 'relative': {
      if (range.range !== undefined) {
        if (range.from !== undefined || range.to !== undefined)
          throw new TimeRangeError('A relative range has either "range" or "from"/"to"');
        if (range.range < 0) throw new TimeRangeError('Relative range must be >= 0');
        return { from: range.range === 0 ? 0 : now - range.range * 1000, to: now };
      }
      if (range.from === undefined) {
        if (range.to !== undefined) throw new TimeRangeError('"to" requires "from" in a relative range');
        return { from: now - 300_000, to: now };
      }
      const to = range.to ?? 0;
      if (range.from < to) throw new TimeRangeError('"from" must be greater than or equal to "to" in a relative range');
      return { from: now - range.from * 1000, to: now - to * 1000 };
    }
    case 'absolute': {
      const from = parseDate(String(range.from), now);
      const to = parseDate(String(range.to), now);
      if (!from || !to) throw new TimeRangeError(`Invalid absolute range ${String(range.from)} - ${String(range.to)}`);
      return { from: from.ms, to: to.ms };
    }
    case 'keyword':
      return resolveKeyword(range.keyword, range.timezone ?? 'Etc/UTC', now);
    case 'offset': {
      if (!reference) throw new TimeRangeError('An offset range needs the range it is relative to');
      const match = /^(\d+)([smhdwMyi])$/.exec(range.offset);
      if (!match) throw new TimeRangeError(`Invalid offset "${range.offset}"`);
      const n = Number(match[1]);
      if (match[2] === 'i') {
        const length = reference.to - reference.from;
        return { from: reference.from - n * length, to: reference.to - n * length };
      }
      return { from: addUnit(reference.from, -n, match[2]!), to: addUnit(reference.to, -n, match[2]!) };
    }
    default:
      throw new TimeRangeError('Unknown time range type');
  }
}

/** Reads a time range from JSON, or throws a TimeRangeError. */
export function readTimeRange(value: unknown): TimeRange {
  if (typeof value !== 'object' || value === null) throw new TimeRangeError('A time range must be an object');
  const v = value as Record<string, unknown>;
  const num = (x: unknown) =>
    x === undefined || x === null ? undefined : typeof x === 'number' ? x : Number.isFinite(Number(x)) ? Number(x) : NaN;
  switch (v['type']) {
    case 'relative': {
      const out: TimeRange = { type: 'relative' };
      for (const key of ['range', 'from', 'to'] as const) {
        const n = num(v[key]);
        if (Number.isNaN(n)) throw new TimeRangeError(`Invalid relative "${key}"`);
        if (n !== undefined) out[key] = n;
      }
      return out;
    }
    case 'absolute':
      if (typeof v['from'] !== 'string' || typeof v['to'] !== 'string') throw new TimeRangeError('An absolute range needs "from" and "to"');
      return { type: 'absolute', from: v['from'], to: v['to'] };
    case 'keyword':
      if (typeof v['keyword'] !== 'string') throw new TimeRangeError('A keyword range needs "keyword"');
      return { type: 'keyword', keyword: v['keyword'], ...(typeof v['timezone'] === 'string' ? { timezone: v['timezone'] } : {}) };
    case 'offset':
      return {
        type: 'offset',
        source: String(v['source'] ?? 'search_type'),
        ...(typeof v['id'] === 'string' ? { id: v['id'] } : {}),
        offset: String(v['offset'] ?? '1i'),
      };
    default:
      throw new TimeRangeError(`Unknown time range type "${String(v['type'])}"`);
  }
}

export function absolute(range: ResolvedRange): { type: 'absolute'; from: string; to: string } {
  return { type: 'absolute', from: new Date(range.from).toISOString(), to: new Date(range.to).toISOString() };
}
