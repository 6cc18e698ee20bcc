import { lexJodaPattern } from '../formats/jodaDates.js';

/**
 * Date helpers for the rule functions: time zones (IANA names, `UTC`, fixed offsets like `+02:00`) and
 * formatting with the common subset of Joda-Time patterns (`yyyy-MM-dd HH:mm:ss.SSS Z`, `dd/MMM/yyyy`,
 * `EEE`, `a`, …); dates are parsed by `formats/jodaDates`.
 */

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const DAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

/** Whether a zone id is known (`UTC`, `Europe/Berlin`, `+02:00`, `-0500`). */
export function validZone(zone: string): boolean {
  return fixedOffset(zone) !== null || zoneFormatter(zone) !== null;
}

function fixedOffset(zone: string): number | null {
  const z = zone.trim();
  if (/^(utc|gmt|z)$/i.test(z)) return 0;
  const m = /^(?:UTC|GMT)?([+-])(\d{1,2}):?(\d{2})?$/i.exec(z);
  if (!m) return null;
  const minutes = Number(m[2]) * 60 + Number(m[3] ?? 0);
  return m[1] === '-' ? -minutes : minutes;
}

const formatters = new Map<string, Intl.DateTimeFormat | null>();
function zoneFormatter(zone: string): Intl.DateTimeFormat | null {
  if (!formatters.has(zone)) {
    let f: Intl.DateTimeFormat | null;
    try {
      f = new Intl.DateTimeFormat('en-US', {
        timeZone: zone,
        hourCycle: 'h23',
        year: 'numeric',
        month: 'numeric',
        day: 'numeric',
        hour: 'numeric',
        minute: 'numeric',
        second: 'numeric',
      });
    } catch {
      f = null;
    }
    if (formatters.size < 500) formatters.set(zone, f);
    return f;
  }
  return formatters.get(zone) ?? null;
}

/** The zone's offset from UTC in minutes at the instant `ms`; throws on an unknown zone. */
export function zoneOffset(zone: string, ms: number): number {
  const fixed = fixedOffset(zone);
  if (fixed !== null) return fixed;
  const f = zoneFormatter(zone);
  if (!f) throw new Error(`The datetime zone id '${zone}' is not recognised`);
  const parts = Object.fromEntries(f.formatToParts(new Date(ms)).map((p) => [p.type, p.value]));
  const wall = Date.UTC(
    Number(parts['year']),
    Number(parts['month']) - 1,
    Number(parts['day']),
    Number(parts['hour']),
    Number(parts['minute']),
    Number(parts['second']),
  );
  return Math.round((wall - Math.floor(ms / 1000) * 1000) / 60000);
}

/** The instant at which the wall-clock time `wallMs` (fields read as UTC) happens in `zone`. */
export function fromWallTime(wallMs: number, zone: string): number {
  let guess = wallMs - zoneOffset(zone, wallMs) * 60000;
  guess = wallMs - zoneOffset(zone, guess) * 60000;
  return guess;
}

const pad = (n: number, width: number) => String(Math.abs(n)).padStart(width, '0');

const offsetText = (minutes: number, colon: boolean) =>
  `${minutes < 0 ? '-' : '+'}${pad(Math.trunc(Math.abs(minutes) / 60), 2)}${colon ? ':' : ''}${pad(Math.abs(minutes) % 60, 2)}`;

/** Formats `date` with a Joda pattern in `zone`. */
export function formatDate(date: Date, pattern: string, zone = 'UTC'): string {
  const offset = zoneOffset(zone, date.getTime());
  const d = new Date(date.getTime() + offset * 60000);
  let out = '';
  for (const part of lexJodaPattern(pattern)) {
    if ('text' in part) {
      out += part.text;
      continue;
    }
    const { letter, count } = part;
    switch (letter) {
      case 'y':
      case 'Y':
      case 'u':
        out += count === 2 ? pad(d.getUTCFullYear() % 100, 2) : pad(d.getUTCFullYear(), count);
        break;
      case 'M':
        out += count >= 4 ? MONTHS[d.getUTCMonth()] : count === 3 ? MONTHS[d.getUTCMonth()]!.slice(0, 3) : pad(d.getUTCMonth() + 1, count);
        break;
      case 'd':
        out += pad(d.getUTCDate(), count);
        break;
      case 'D': {
        const start = Date.UTC(d.getUTCFullYear(), 0, 1);
        out += pad(Math.floor((d.getTime() - start) / 86_400_000) + 1, count);
        break;
      }
      case 'E':
        out += count >= 4 ? DAYS[d.getUTCDay()] : DAYS[d.getUTCDay()]!.slice(0, 3);
        break;
      case 'e':
        out += pad(((d.getUTCDay() + 6) % 7) + 1, count);
        break;
      case 'H':
        out += pad(d.getUTCHours(), count);
        break;
      case 'k':
        out += pad(d.getUTCHours() || 24, count);
        break;
      case 'h':
        out += pad(d.getUTCHours() % 12 || 12, count);
        break;
      case 'K':
        out += pad(d.getUTCHours() % 12, count);
        break;
      case 'a':
        out += d.getUTCHours() < 12 ? 'AM' : 'PM';
        break;
      case 'm':
        out += pad(d.getUTCMinutes(), count);
        break;
      case 's':
        out += pad(d.getUTCSeconds(), count);
        break;
      case 'S':
        out += pad(d.getUTCMilliseconds(), 3).slice(0, count).padEnd(count, '0');
        break;
      case 'Z':
        out += count === 1 ? offsetText(offset, false) : count === 2 ? offsetText(offset, true) : zone;
        break;
      case 'z':
        out += offset === 0 ? 'UTC' : offsetText(offset, true);
        break;
      default:
        throw new Error(`Illegal pattern component: ${letter.repeat(count)}`);
    }
  }
  return out;
}

/** Checks a Joda pattern; returns the problem, or null when it is usable. */
export function checkPattern(pattern: string): string | null {
  for (const part of lexJodaPattern(pattern)) {
    if ('letter' in part && !'yYuMdDEeHkhKamsSZz'.includes(part.letter))
      return `Illegal pattern component: ${part.letter.repeat(part.count)}`;
  }
  return null;
}
