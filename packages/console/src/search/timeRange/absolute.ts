import dayjs from 'dayjs';
import timezonePlugin from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';

dayjs.extend(utc);
dayjs.extend(timezonePlugin);

/** The absolute date format and its placeholder (2-search-and-dashboards.md §5, §9). */
export const ABSOLUTE_FORMAT = 'YYYY-MM-DD [HH:mm:ss[.SSS]]';
export const ABSOLUTE_PLACEHOLDER = '----/--/-- --:--:--.---';
export const ABSOLUTE_FORMAT_ERROR = `Format must be: ${ABSOLUTE_FORMAT}.`;

const DATE = /^(\d{4})-(\d{2})-(\d{2})(?: (\d{2}):(\d{2}):(\d{2})(?:\.(\d{3}))?)?$/;

/** Reads `YYYY-MM-DD [HH:mm:ss[.SSS]]` in a time zone into an ISO instant; null when it does not match or is no real date. */
export function parseAbsolute(text: string, timezone: string): string | null {
  const match = DATE.exec(text.trim());
  if (!match) return null;
  const [, y, mo, d, h = '00', mi = '00', s = '00', ms = '000'] = match;
  const [year, month, day, hour, minute, second] = [y, mo, d, h, mi, s].map(Number) as [number, number, number, number, number, number];
  if (month < 1 || month > 12 || hour > 23 || minute > 59 || second > 59) return null;
  const probe = new Date(Date.UTC(year, month - 1, day));
  if (probe.getUTCDate() !== day) return null;
  const local = `${y}-${mo}-${d}T${h}:${mi}:${s}.${ms}`;
  return dayjs.tz(local, timezone).toISOString();
}

/** An ISO instant shown in a time zone in the picker's format, with milliseconds. */
export function formatAbsolute(iso: string, timezone: string): string {
  return dayjs(iso).tz(timezone).format('YYYY-MM-DD HH:mm:ss.SSS');
}
