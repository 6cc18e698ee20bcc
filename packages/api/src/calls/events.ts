import type { ApiClient } from '../client/ApiClient';
import {
  decodeBulkFailures,
  decodeEventEntityTypes,
  decodeLegacyPluginTypes,
  decodeValidationResult,
  type BulkFailure,
  type EventEntityTypes,
  type LegacyPluginType,
  type ValidationResult,
} from '../models/configuration';
import { required } from '../models/decode';
import {
  decodeEventDefinition,
  decodeEventNotification,
  decodeEventRecord,
  decodeEventSearchResult,
  encodeEventDefinition,
  encodeEventNotification,
  encodeEventSearch,
  type EventDefinition,
  type EventNotification,
  type EventRecord,
  type EventSearchRequest,
  type EventSearchResult,
} from '../models/events';
import { obj } from '../models/decode';
import { decodePage, pageParams, type Page, type PageQuery } from '../models/paging';
import { call, getObject, segment, send } from './helpers';

/** `BulkOperationResponse`: the ids that failed, with their reasons. */
async function bulk(client: ApiClient, path: string, ids: string[]): Promise<BulkFailure[]> {
  return decodeBulkFailures(await client.post(path, { entity_ids: ids }));
}

/** Event definitions (ADMIN-API.md §7.1). */
export const EventDefinitionsApi = {
  paginated: async (client: ApiClient, query: PageQuery = {}): Promise<Page<EventDefinition>> =>
    decodePage(
      await getObject(client, '/events/definitions/paginated', 'event_definitions', pageParams(query)),
      'elements',
      decodeEventDefinition,
    ),
  get: async (client: ApiClient, id: string): Promise<EventDefinition> =>
    decodeEventDefinition(await getObject(client, `/events/definitions/${segment(id)}`, 'event_definition')),
  create: async (client: ApiClient, definition: EventDefinition, schedule = true): Promise<EventDefinition> =>
    decodeEventDefinition(
      required(
        await client.post('/events/definitions', encodeEventDefinition({ ...definition, id: null }), { query: { schedule } }),
        'event_definition',
      ),
    ),
  update: async (client: ApiClient, definition: EventDefinition, schedule = true): Promise<EventDefinition> =>
    decodeEventDefinition(
      required(
        await client.put(`/events/definitions/${segment(definition.id ?? '')}`, encodeEventDefinition(definition), { query: { schedule } }),
        'event_definition',
      ),
    ),
  remove: (client: ApiClient, id: string) => call(client, 'DELETE', `/events/definitions/${segment(id)}`),
  schedule: (client: ApiClient, id: string) => call(client, 'PUT', `/events/definitions/${segment(id)}/schedule`),
  unschedule: (client: ApiClient, id: string) => call(client, 'PUT', `/events/definitions/${segment(id)}/unschedule`),
  clearNotificationQueue: (client: ApiClient, id: string) =>
    call(client, 'PUT', `/events/definitions/${segment(id)}/clear-notification-queue`),
  validate: async (client: ApiClient, definition: EventDefinition): Promise<ValidationResult> =>
    decodeValidationResult(await send(client, 'POST', '/events/definitions/validate', encodeEventDefinition(definition), 'validation')),
  bulkDelete: (client: ApiClient, ids: string[]) => bulk(client, '/events/definitions/bulk_delete', ids),
  bulkSchedule: (client: ApiClient, ids: string[]) => bulk(client, '/events/definitions/bulk_schedule', ids),
  bulkUnschedule: (client: ApiClient, ids: string[]) => bulk(client, '/events/definitions/bulk_unschedule', ids),
  entityTypes: async (client: ApiClient): Promise<EventEntityTypes> =>
    decodeEventEntityTypes(await getObject(client, '/events/entity_types', 'entity_types')),
};

/** Event notifications (ADMIN-API.md §7.4). */
export const EventNotificationsApi = {
  paginated: async (client: ApiClient, query: PageQuery = {}): Promise<Page<EventNotification>> =>
    decodePage(
      await getObject(client, '/events/notifications/paginated', 'notifications', pageParams(query)),
      'elements',
      decodeEventNotification,
    ),
  get: async (client: ApiClient, id: string): Promise<EventNotification> =>
    decodeEventNotification(await getObject(client, `/events/notifications/${segment(id)}`, 'notification')),
  create: async (client: ApiClient, notification: EventNotification): Promise<EventNotification> =>
    decodeEventNotification(
      required(await client.post('/events/notifications', encodeEventNotification({ ...notification, id: null })), 'notification'),
    ),
  update: async (client: ApiClient, notification: EventNotification): Promise<EventNotification> =>
    decodeEventNotification(
      required(
        await client.put(`/events/notifications/${segment(notification.id ?? '')}`, encodeEventNotification(notification)),
        'notification',
      ),
    ),
  remove: (client: ApiClient, id: string) => call(client, 'DELETE', `/events/notifications/${segment(id)}`),
  test: (client: ApiClient, id: string) => call(client, 'POST', `/events/notifications/${segment(id)}/test`),
  testUnsaved: (client: ApiClient, notification: EventNotification) =>
    call(client, 'POST', '/events/notifications/test', encodeEventNotification(notification)),
  bulkDelete: (client: ApiClient, ids: string[]) => bulk(client, '/events/notifications/bulk_delete', ids),
  legacyTypes: async (client: ApiClient): Promise<Record<string, LegacyPluginType>> =>
    decodeLegacyPluginTypes(await getObject(client, '/events/notifications/legacy/types', 'legacy_types'), 'legacy_types'),
};

/** Events and alerts (ADMIN-API.md §7.5): the alerts page's list, and one event for "Replay search". */
export const EventsApi = {
  search: async (client: ApiClient, request: EventSearchRequest): Promise<EventSearchResult> =>
    decodeEventSearchResult(
      required(await send(client, 'POST', '/events/search', encodeEventSearch(request), 'event_search'), 'event_search'),
    ),
  get: async (client: ApiClient, id: string): Promise<{ event: EventRecord; indexName: string; indexType: string }> => {
    const answer = obj(await getObject(client, `/events/${segment(id)}`, 'event'), 'event');
    return {
      event: decodeEventRecord(answer['event'], 'event.event'),
      indexName: String(answer['index_name'] ?? ''),
      indexType: String(answer['index_type'] ?? ''),
    };
  },
};
