import { decodeEventDefinition, decodeEventNotification, decodeEventSearchResult, type EventDefinition, type Page } from '@sift/api';
import { LIST_DEFAULT_PAGE_SIZE } from '@sift/ui';
import { DEFINITION_WIRE, eventsResult, eventWire, FILTER_DEFINITION_WIRE, HTTP_NOTIFICATION_WIRE } from './alertFixtures';
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
