import type { Message } from '@sift/api';
import { isoDurationToMs } from '@sift/ui';
import { searchLink } from '../../../routing/searchLink';

/** Title of the message action (2-search-and-dashboards.md: searches cluster config `surrounding_*`). */
export const SHOW_SURROUNDING_MESSAGES = 'Show surrounding messages';

/** One choice of the action: how far before and after the message to search. */
export interface SurroundingWindow {
  /** The ISO-8601 period of the cluster config, e.g. "PT5S". */
  period: string;
  /** Its label in the cluster config, e.g. "5 seconds". */
  label: string;
  /** The period in milliseconds. */
  ms: number;
}

/**
 * The choices of `surrounding_timerange_options` (period → label), shortest first.
 * Periods that are not valid ISO-8601 durations, or are zero, are left out.
 */
export function surroundingWindows(options: Readonly<Record<string, string>>): SurroundingWindow[] {
  return Object.entries(options)
    .flatMap(([period, label]) => {
      const ms = isoDurationToMs(period);
      return ms !== undefined && ms > 0 ? [{ period, label: label.trim() || period, ms }] : [];
    })
    .sort((a, b) => a.ms - b.ms || a.period.localeCompare(b.period));
}

/** Characters with a meaning in the query language, escaped in field names and unquoted numbers. */
const SPECIAL = /[\\+\-!():^[\]"{}~*?|&/<>=\s]/g;

function escapeName(name: string): string {
  return name.replace(SPECIAL, (c) => `\\${c}`);
}

/**
 * One field's term: strings as a quoted phrase (backslashes and quotes escaped, so any text matches
 * literally), numbers and booleans unquoted. Empty strings, arrays, objects and non-finite numbers give no term.
 */
export function surroundingTerm(field: string, value: unknown): string | null {
  if (typeof value === 'string') {
    if (value === '') return null;
    return `${escapeName(field)}:"${value.replace(/[\\"]/g, (c) => `\\${c}`)}"`;
  }
  if (typeof value === 'number') return Number.isFinite(value) ? `${escapeName(field)}:${escapeName(String(value))}` : null;
  if (typeof value === 'boolean') return `${escapeName(field)}:${String(value)}`;
  return null;
}

/** The query of a surrounding search: the message's values of the filter fields it has, joined with AND. */
export function surroundingQuery(fields: Readonly<Record<string, unknown>>, filterFields: readonly string[]): string {
  const terms = [...new Set(filterFields)].flatMap((field) => {
    const term = Object.hasOwn(fields, field) ? surroundingTerm(field, fields[field]) : null;
    return term === null ? [] : [term];
  });
  return terms.join(' AND ');
}

/** The message's time in ms, or null when it has none that parses. */
export function messageTime(message: Pick<Message, 'fields'>): number | null {
  const value = message.fields['timestamp'];
  if (typeof value !== 'string' && typeof value !== 'number') return null;
  const ms = typeof value === 'number' ? value : Date.parse(value);
  return Number.isFinite(ms) ? ms : null;
}

export interface SurroundingSearchInput {
  message: Pick<Message, 'id' | 'fields'>;
  /** The window before and after the message, in ms. */
  windowMs: number;
  /** `surrounding_filter_fields` of the searches cluster config. */
  filterFields: readonly string[];
  /** Path prefix of the app (tests pass ''). */
  prefix?: string;
}

/**
 * The search for the messages around one: an absolute range of [time − window, time + window],
 * a query of the message's filter-field values, and `highlightMessage` set to the message.
 * Null when the message has no usable timestamp.
 */
export function surroundingSearchLink({ message, windowMs, filterFields, prefix }: SurroundingSearchInput): string | null {
  const time = messageTime(message);
  if (time === null) return null;
  const from = new Date(time - windowMs);
  const to = new Date(time + windowMs);
  if (Number.isNaN(from.getTime()) || Number.isNaN(to.getTime())) return null;
  return searchLink({
    query: surroundingQuery(message.fields, filterFields),
    range: { type: 'absolute', from: from.toISOString(), to: to.toISOString() },
    highlightMessage: message.id,
    ...(prefix === undefined ? {} : { prefix }),
  });
}
