import type { TimeRange } from '@sift/api';

/** The search page's URL parameters (2-search-and-dashboards.md §2). */
export const SEARCH_URL_PARAMS = ['q', 'rangetype', 'relative', 'from', 'to', 'keyword', 'streams', 'highlightMessage'] as const;

export const UNSUPPORTED_RANGE_TYPE = 'Unsupported range type';

/** What a search URL carries; `null` where the URL says nothing, so the view's own value stays. */
export interface SearchUrlState {
  queryString: string | null;
  timerange: TimeRange | null;
  streams: string[] | null;
  highlightMessage: string | null;
}

export const EMPTY_URL_STATE: SearchUrlState = { queryString: null, timerange: null, streams: null, highlightMessage: null };

function seconds(value: string, name: string): number {
  const parsed = Number(value);
  if (value.trim() === '' || !Number.isInteger(parsed) || parsed < 0) throw new Error(`Invalid ${name} range: ${value}`);
  return parsed;
}

function parseTimeRange(params: URLSearchParams, timezone: string): TimeRange | null {
  const type = params.get('rangetype');
  if (type === null) return null;
  switch (type) {
    case 'relative': {
      const relative = params.get('relative');
      if (relative !== null) return { type, range: seconds(relative, 'relative') };
      const from = params.get('from');
      if (from === null) throw new Error('Invalid relative range: missing relative or from');
      const to = params.get('to');
      return { type, from: seconds(from, 'relative'), to: to === null ? null : seconds(to, 'relative') };
    }
    case 'absolute': {
      const from = params.get('from');
      const to = params.get('to');
      if (!from || !to) throw new Error('Invalid absolute range: from and to are required');
      return { type, from, to };
    }
    case 'keyword': {
      const keyword = params.get('keyword');
      if (!keyword) throw new Error('Invalid keyword range: keyword is required');
      return { type, keyword, timezone };
    }
    default:
      throw new Error(`${UNSUPPORTED_RANGE_TYPE}: ${type}`);
  }
}

/**
 * Reads a search URL's query (`?q=…&rangetype=…`). An unknown range type throws
 * "Unsupported range type"; keyword ranges take the user's time zone.
 */
export function parseSearchUrl(search: string, timezone = 'Etc/UTC'): SearchUrlState {
  const params = new URLSearchParams(search);
  const streams = params.get('streams');
  return {
    queryString: params.get('q'),
    timerange: parseTimeRange(params, timezone),
    streams:
      streams === null
        ? null
        : streams
            .split(',')
            .map((id) => id.trim())
            .filter((id) => id !== ''),
    highlightMessage: params.get('highlightMessage') || null,
  };
}

/** The query part (without `?`) of a search URL for a query, range and streams; shareable as is. */
export function serializeSearchUrl(state: {
  queryString: string;
  timerange: TimeRange;
  streams: readonly string[];
  highlightMessage?: string | null;
}): string {
  const params = new URLSearchParams({ q: state.queryString, rangetype: state.timerange.type });
  const range = state.timerange;
  switch (range.type) {
    case 'relative':
      if ('range' in range) {
        params.set('relative', String(range.range));
      } else {
        params.set('from', String(range.from));
        if (range.to !== null) params.set('to', String(range.to));
      }
      break;
    case 'absolute':
      params.set('from', range.from);
      params.set('to', range.to);
      break;
    case 'keyword':
      params.set('keyword', range.keyword);
      break;
    default:
      throw new Error(`${UNSUPPORTED_RANGE_TYPE}: ${range.type}`);
  }
  if (state.streams.length > 0) params.set('streams', state.streams.join(','));
  if (state.highlightMessage) params.set('highlightMessage', state.highlightMessage);
  return params.toString();
}
