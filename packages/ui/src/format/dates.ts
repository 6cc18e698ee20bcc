import dayjs, { type Dayjs } from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';

dayjs.extend(utc);
dayjs.extend(timezone);

/** Date formats named in 1-shell.md §5, as dayjs patterns. */
export const DATE_TIME_FORMATS = {
  default: 'YYYY-MM-DD HH:mm:ss',
  complete: 'YYYY-MM-DD HH:mm:ss.SSS',
  withTz: 'YYYY-MM-DD HH:mm:ss Z',
  readable: 'dddd D MMMM YYYY, HH:mm Z',
  internal: 'YYYY-MM-DDTHH:mm:ss.SSSZ',
  internalIndexer: 'YYYY-MM-DD HH:mm:ss.SSS',
  date: 'YYYY-MM-DD',
  hourAndMinute: 'HH:mm',
} as const;

export type DateTimeFormat = keyof typeof DATE_TIME_FORMATS;

export type DateInput = string | number | Date | Dayjs;

/** Text shown in place of a date that cannot be parsed. */
export const INVALID_DATE_TEXT = 'Invalid date';

/**
 * Formats a date in the user's timezone (an IANA name such as `Europe/Berlin`; `UTC` by default).
 * `internalIndexer` is always UTC, as the indexer stores it. An invalid date is logged and
 * returned as "Invalid date" rather than thrown, so one bad timestamp does not break a page.
 */
export function formatDateTime(value: DateInput, format: DateTimeFormat = 'default', tz = 'UTC'): string {
  const parsed = dayjs.isDayjs(value) ? value : dayjs(value);
  if (!parsed.isValid()) {
    console.error(`Invalid date: ${String(value)}`);
    return INVALID_DATE_TEXT;
  }
  const zone = format === 'internalIndexer' ? 'UTC' : tz;
  return parsed.tz(zone).format(DATE_TIME_FORMATS[format]);
}
