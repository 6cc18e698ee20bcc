import { zoneOffsetMinutes } from '../query/timerange.js';

const MONTHS = ['january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october', 'november', 'december'];
const DAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'];
const ZONE_ABBREVIATIONS: Record<string, number> = {
  UTC: 0,
  GMT: 0,
  Z: 0,
  UT: 0,
  EST: -300,
  EDT: -240,
  CST: -360,
  CDT: -300,
  MST: -420,
  MDT: -360,
  PST: -480,
  PDT: -420,
  CET: 60,
  CEST: 120,
};

/** A date text that does not fit its format; the message reads like Joda's. */
export class DateFormatError extends Error {
  override name = 'DateFormatError';
}

type Field =
  | 'year'
  | 'yearOfCentury'
  | 'month'
  | 'monthName'
  | 'day'
  | 'hour'
  | 'hour12'
  | 'ampm'
  | 'minute'
  | 'second'
  | 'fraction'
  | 'offset'
  | 'zoneId'
  | 'dayName';

interface CompiledFormat {
  regex: RegExp;
  fields: Field[];
  hasZone: boolean;
}

const cache = new Map<string, CompiledFormat>();

/** A run of one pattern letter (`yyyy`), or literal text. */
export type JodaPatternPart = { letter: string; count: number } | { text: string };

/** Splits a Joda pattern into letter runs and literal text (`'quoted'` text is literal). */
export function lexJodaPattern(pattern: string): JodaPatternPart[] {
  const out: JodaPatternPart[] = [];
  let i = 0;
  while (i < pattern.length) {
    const c = pattern[i]!;
    if (c === "'") {
      const end = pattern.indexOf("'", i + 1);
      const text = end < 0 ? pattern.slice(i + 1) : pattern.slice(i + 1, end);
      out.push({ text: text === '' ? "'" : text });
      i = end < 0 ? pattern.length : end + 1;
    } else if (/[A-Za-z]/.test(c)) {
      let j = i;
      while (pattern[j] === c) j++;
      out.push({ letter: c, count: j - i });
      i = j;
    } else {
      out.push({ text: c });
      i++;
    }
  }
  return out;
}

/** Compiles a Joda-Time pattern (`dd/MMM/yyyy:HH:mm:ss Z`) into a matcher; unknown letters are refused. */
function compile(format: string): CompiledFormat {
  const cached = cache.get(format);
  if (cached) return cached;
  let source = '^';
  const fields: Field[] = [];
  let hasZone = false;
  for (const part of lexJodaPattern(format)) {
    if ('text' in part) {
      source += part.text.replace(/[\\^$.*+?()[\]{}|/-]/g, (x) => `\\${x}`);
      continue;
    }
    const { letter: c, count: n } = part;
    const group = (pattern: string, field: Field) => {
      source += `(${pattern})`;
      fields.push(field);
    };
    switch (c) {
      case 'y':
      case 'Y':
      case 'u':
      case 'x':
        if (n === 2) group('\\d{2}', 'yearOfCentury');
        else group('[+-]?\\d{1,9}', 'year');
        break;
      case 'M':
        if (n >= 3) group('[A-Za-z]+\\.?', 'monthName');
        else group(n === 2 ? '\\d{2}' : '\\d{1,2}', 'month');
        break;
      case 'd':
        group(n === 2 ? '\\d{2}' : '\\d{1,2}', 'day');
        break;
      case 'H':
      case 'k':
        group(n === 2 ? '\\d{2}' : '\\d{1,2}', 'hour');
        break;
      case 'h':
      case 'K':
        group(n === 2 ? '\\d{2}' : '\\d{1,2}', 'hour12');
        break;
      case 'a':
        group('[AaPp][Mm]', 'ampm');
        break;
      case 'm':
        group(n === 2 ? '\\d{2}' : '\\d{1,2}', 'minute');
        break;
      case 's':
        group(n === 2 ? '\\d{2}' : '\\d{1,2}', 'second');
        break;
      case 'S':
        group(`\\d{1,${Math.max(n, 3)}}`, 'fraction');
        break;
      case 'E':
        group('[A-Za-z]+\\.?', 'dayName');
        break;
      case 'Z':
        hasZone = true;
        if (n >= 3) group('[A-Za-z_]+(?:/[A-Za-z_+-]+)*', 'zoneId');
        else group('Z|[+-]\\d{2}:?\\d{2}', 'offset');
        break;
      case 'z':
        hasZone = true;
        group('[A-Za-z]{1,5}|[+-]\\d{2}:?\\d{2}', 'offset');
        break;
      default:
        throw new DateFormatError(`Illegal pattern component: ${c.repeat(n)}`);
    }
  }
  const compiled = { regex: new RegExp(`${source}$`), fields, hasZone };
  if (cache.size > 500) cache.clear();
  cache.set(format, compiled);
  return compiled;
}

function offsetOf(text: string, at: number): number {
  if (text === 'Z') return 0;
  const abbreviation = ZONE_ABBREVIATIONS[text.toUpperCase()];
  if (abbreviation !== undefined) return abbreviation;
  const m = /^([+-])(\d{2}):?(\d{2})$/.exec(text);
  if (m) return (m[1] === '-' ? -1 : 1) * (Number(m[2]) * 60 + Number(m[3]));
  return zoneOffsetMinutes(text, at);
}

/**
 * Parses `text` (trimmed) with a Joda-Time pattern: the zone comes from the text when the format has
 * `Z`/`z`, else `timeZone`; a missing year is `defaultYear`, by default the current year (Graylog's date
 * converter sets that; a bare Joda formatter, as the pipeline function `parse_date` uses, has 2000). Month
 * and day names are English. Returns epoch milliseconds or throws a DateFormatError.
 */
export function parseJodaDate(text: string, format: string, timeZone = 'Etc/UTC', now = Date.now(), defaultYear?: number): number {
  const compiled = compile(format);
  const match = compiled.regex.exec(text.trim());
  if (!match) throw new DateFormatError(`Invalid format: "${text}"`);
  const nowYear = new Date(now + zoneOffsetMinutes(timeZone, now) * 60_000).getUTCFullYear();
  const parts = { year: defaultYear ?? nowYear, month: 1, day: 1, hour: 0, minute: 0, second: 0, ms: 0 };
  let pm: boolean | null = null;
  let hour12: number | null = null;
  let zone: string | null = null;
  compiled.fields.forEach((field, index) => {
    const value = match[index + 1]!;
    switch (field) {
      case 'year':
        parts.year = Number(value);
        break;
      case 'yearOfCentury':
        parts.year = 2000 + Number(value) - (Number(value) > (nowYear % 100) + 20 ? 100 : 0);
        break;
      case 'month':
        parts.month = Number(value);
        break;
      case 'monthName': {
        const name = value.toLowerCase().replace(/\.$/, '');
        const month = MONTHS.findIndex((m) => (name.length === 3 ? m.slice(0, 3) === name : m === name));
        if (month === -1) throw new DateFormatError(`Invalid format: "${text}" is malformed at "${value}"`);
        parts.month = month + 1;
        break;
      }
      case 'dayName': {
        const name = value.toLowerCase().replace(/\.$/, '');
        if (!DAYS.some((d) => (name.length === 3 ? d.slice(0, 3) === name : d === name)))
          throw new DateFormatError(`Invalid format: "${text}" is malformed at "${value}"`);
        break;
      }
      case 'day':
        parts.day = Number(value);
        break;
      case 'hour':
        parts.hour = Number(value);
        break;
      case 'hour12':
        hour12 = Number(value);
        break;
      case 'ampm':
        pm = value.toLowerCase() === 'pm';
        break;
      case 'minute':
        parts.minute = Number(value);
        break;
      case 'second':
        parts.second = Number(value);
        break;
      case 'fraction':
        parts.ms = Math.floor(Number(`0.${value}`) * 1000);
        break;
      case 'offset':
      case 'zoneId':
        zone = value;
        break;
    }
  });
  if (hour12 !== null) parts.hour = (hour12 % 12) + (pm ? 12 : 0);
  if (parts.month < 1 || parts.month > 12 || parts.day < 1 || parts.day > 31 || parts.hour > 24 || parts.minute > 59 || parts.second > 60) {
    throw new DateFormatError(`Cannot parse "${text}": Value out of range`);
  }
  const local = Date.UTC(parts.year, parts.month - 1, parts.day, parts.hour, parts.minute, parts.second, parts.ms);
  if (new Date(local).getUTCDate() !== parts.day)
    throw new DateFormatError(`Cannot parse "${text}": Value ${parts.day} for dayOfMonth is not supported`);
  const zoneText: string = zone ?? timeZone;
  let offset = offsetOf(zoneText, local);
  offset = offsetOf(zoneText, local - offset * 60_000);
  return local - offset * 60_000;
}
