import type { TimeRange } from '@sift/api';
import { periodSeconds } from './durations';

export const RANGE_OUTSIDE_LIMIT = 'Range is outside limit duration.';
export const DATE_OUTSIDE_LIMIT = 'Date is outside limit duration.';
export const UNTIL_BEFORE_FROM = 'The "Until" date must come after the "From" date.';
export const CANNOT_BE_EMPTY = 'Cannot be empty.';
export const KEYWORD_EMPTY = 'Keyword must not be empty!';
export const KEYWORD_UNPARSABLE = 'Unable to parse keyword.';

/** The admin's query time range limit in seconds; 0 (PT0S or unreadable) means none. */
export function limitSeconds(queryTimeRangeLimit: string | null | undefined): number {
  return queryTimeRangeLimit ? (periodSeconds(queryTimeRangeLimit) ?? 0) : 0;
}

export interface RangeErrors {
  from?: string;
  to?: string;
  keyword?: string;
}

/**
 * The picker's checks of a range (2-search-and-dashboards.md §5). Keyword ranges need their resolved
 * `from` (from the natural-date preview) to check the limit.
 */
export function validateRange(range: TimeRange, limit: number, now: number, keywordFrom?: string | null): RangeErrors {
  const errors: RangeErrors = {};
  switch (range.type) {
    case 'relative': {
      const from = 'range' in range ? range.range : range.from;
      const to = 'range' in range ? null : range.to;
      if (limit > 0 && (from === 0 || from > limit)) errors.from = RANGE_OUTSIDE_LIMIT;
      if (limit > 0 && to !== null && to > limit) errors.to = RANGE_OUTSIDE_LIMIT;
      if (to !== null && from !== 0 && to >= from) errors.to = UNTIL_BEFORE_FROM;
      break;
    }
    case 'absolute': {
      const from = Date.parse(range.from);
      const to = Date.parse(range.to);
      if (Number.isFinite(from) && Number.isFinite(to) && to <= from) errors.to = UNTIL_BEFORE_FROM;
      if (limit > 0 && Number.isFinite(from) && from < now - limit * 1000) errors.from = DATE_OUTSIDE_LIMIT;
      break;
    }
    case 'keyword': {
      if (range.keyword.trim() === '') errors.keyword = KEYWORD_EMPTY;
      else if (keywordFrom === null) errors.keyword = KEYWORD_UNPARSABLE;
      else if (limit > 0 && keywordFrom && Date.parse(keywordFrom) < now - limit * 1000) errors.keyword = RANGE_OUTSIDE_LIMIT;
      break;
    }
    default:
      break;
  }
  return errors;
}
