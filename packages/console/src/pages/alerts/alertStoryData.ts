import {
  decodeAggregationPreview,
  decodeEventBacktest,
  decodeEventDefinition,
  decodeEventNotification,
  decodeEventSearchResult,
  type EventDefinition,
  type Page,
} from '@sift/api';
import { LIST_DEFAULT_PAGE_SIZE } from '@sift/ui';
import { DEFINITION_WIRE, eventsResult, eventWire, FILTER_DEFINITION_WIRE, HTTP_NOTIFICATION_WIRE } from './alertFixtures';
import { aggregationPreviewDefinition } from './AggregationPreview';
import { backtestRequest, DEFAULT_BACKTEST_RANGE } from './BacktestPanel';
import { draftFromDefinition } from './definitionDraft';
import { DEFAULT_EVENT_FILTERS, eventSearchRequest } from './eventFilters';

/** Cached answers for the alerts stories, under the keys the screens read. */
const page = <T>(elements: T[]): Page<T> => ({
  elements,
  total: elements.length,
  count: elements.length,
  page: 1,
  perPage: LIST_DEFAULT_PAGE_SIZE,
  query: '',
  attributes: [],
  context: {},
});

export const storyDefinitions: EventDefinition[] = [decodeEventDefinition(DEFINITION_WIRE), decodeEventDefinition(FILTER_DEFINITION_WIRE)];
export const storyNotification = decodeEventNotification(HTTP_NOTIFICATION_WIRE);

export const definitionsData = [
  [['eventDefinitions', { page: 1, perPage: LIST_DEFAULT_PAGE_SIZE, query: '', sort: 'title', order: 'asc' }], page(storyDefinitions)],
] as const;

export const notificationsData = [
  [['eventNotifications', { page: 1, perPage: LIST_DEFAULT_PAGE_SIZE, query: '', sort: 'title', order: 'asc' }], page([storyNotification])],
  [['eventNotifications', { page: 1, perPage: 500 }], page([storyNotification])],
] as const;

export const eventsData = [
  [
    ['events', 'search', eventSearchRequest(DEFAULT_EVENT_FILTERS)],
    decodeEventSearchResult(
      eventsResult([
        eventWire('e1'),
        eventWire('e2', {
          message: 'Failed logins: alice - count()=14.0',
          group_by_fields: { user: 'alice' },
          timestamp: '2024-05-01T10:04:00.000Z',
        }),
        eventWire('e3', {
          alert: false,
          priority: 1,
          message: 'Server errors',
          group_by_fields: {},
          timestamp: '2024-05-01T10:03:00.000Z',
        }),
      ]),
    ),
  ],
] as const;

const HOUR = 3_600_000;
const BACKTEST_END = Date.parse('2024-05-02T10:00:00.000Z');
/** A day of failed logins, busier in three hours: the stored definition (count() per user above 10) fires in those. */
export const storyBacktest = decodeEventBacktest({
  from: new Date(BACKTEST_END - 24 * HOUR).toISOString(),
  to: new Date(BACKTEST_END).toISOString(),
  executions: 288,
  total: 3,
  events: [5, 13, 14].map((h) => ({
    timestamp: new Date(BACKTEST_END - 24 * HOUR + h * HOUR).toISOString(),
    timerange_start: null,
    timerange_end: null,
    message: `Failed logins: alice - count()=${10 + h}.0`,
    key: 'alice',
    key_tuple: ['alice'],
    group_by_fields: { user: 'alice' },
    fields: {},
    origin_context: null,
  })),
  histogram: {
    interval_ms: HOUR,
    buckets: Array.from({ length: 25 }, (_, h) => ({
      timestamp: new Date(BACKTEST_END - 24 * HOUR + h * HOUR).toISOString(),
      count: [5, 13, 14].includes(h) ? 30 + h : 4 + ((h * 7) % 9),
    })),
  },
});

/** The backtest of the stored definition over the last 24 hours, under the key the Condition step reads. */
export const backtestData = [
  [
    [
      'search',
      'eventBacktest',
      JSON.parse(JSON.stringify(backtestRequest(draftFromDefinition(storyDefinitions[0]!), DEFAULT_BACKTEST_RANGE))),
    ],
    storyBacktest,
  ],
] as const;

/** The stored definition's last five minutes: two users' failed logins above its threshold of 10, one below. */
export const storyAggregationPreview = decodeAggregationPreview({
  from: '2024-05-02T09:55:00.000Z',
  to: '2024-05-02T10:00:00.000Z',
  total: 3,
  raising: 2,
  groups: [
    { key: ['alice'], values: { 'count-': 14 }, would_raise: true },
    { key: ['bob'], values: { 'count-': 12 }, would_raise: true },
    { key: ['carol'], values: { 'count-': 3 }, would_raise: false },
  ],
});

/** The aggregation preview of the stored definition, under the key the Condition step reads. */
export const aggregationPreviewData = [
  [
    [
      'search',
      'eventAggregationPreview',
      JSON.parse(JSON.stringify(aggregationPreviewDefinition(draftFromDefinition(storyDefinitions[0]!)))),
    ],
    storyAggregationPreview,
  ],
] as const;
