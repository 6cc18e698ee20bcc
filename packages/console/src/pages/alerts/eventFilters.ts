import { DEFAULT_EVENT_SEARCH, type EventSearchRequest } from '@sift/api';

/** "Alerts & Events", "Only Alerts", "Only Events": the `filter.alerts` values of `POST /events/search`. */
export const ALERT_FILTERS = [
  { value: 'include', label: 'Alerts & Events' },
  { value: 'only', label: 'Only Alerts' },
  { value: 'exclude', label: 'Only Events' },
] as const;
export type AlertFilter = (typeof ALERT_FILTERS)[number]['value'];

/** The time ranges the list offers, in seconds; the last hour by default (the server's default). */
export const EVENT_RANGES = [
  { value: '300', label: 'Last 5 minutes' },
  { value: '3600', label: 'Last hour' },
  { value: '86400', label: 'Last day' },
  { value: '604800', label: 'Last 7 days' },
  { value: '2592000', label: 'Last 30 days' },
] as const;

export const PRIORITY_FILTERS = [
  { value: '', label: 'Any priority' },
  { value: '3', label: 'High' },
  { value: '2', label: 'Normal' },
  { value: '1', label: 'Low' },
] as const;

export interface EventFilters {
  query: string;
  alerts: AlertFilter;
  rangeSeconds: number;
  /** '' for any, else 1, 2 or 3. */
  priority: string;
  direction: 'asc' | 'desc';
  page: number;
  perPage: number;
  /** `stream_id` of the address ("Alerts by stream"): only events raised from that stream's messages. */
  streamId: string | null;
}

export const DEFAULT_EVENT_FILTERS: EventFilters = {
  query: '',
  alerts: 'include',
  rangeSeconds: 3600,
  priority: '',
  direction: 'desc',
  page: 1,
  perPage: 10,
  streamId: null,
};

/** The events search for the filters; a priority and a stream narrow the query, since the search has no filter of its own for them. */
export function eventSearchRequest(filters: EventFilters): EventSearchRequest {
  const query = filters.query.trim();
  const narrowing = [
    ...(filters.priority === '' ? [] : [`priority:${filters.priority}`]),
    ...(filters.streamId ? [`source_streams:${filters.streamId}`] : []),
  ].join(' AND ');
  return {
    ...DEFAULT_EVENT_SEARCH,
    query: query === '' ? narrowing : narrowing === '' ? query : `(${query}) AND ${narrowing}`,
    page: filters.page,
    perPage: filters.perPage,
    timerange: { type: 'relative', range: filters.rangeSeconds },
    filter: { alerts: filters.alerts, eventDefinitions: [] },
    sortBy: 'timestamp',
    sortDirection: filters.direction,
  };
}
