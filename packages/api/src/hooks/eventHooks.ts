import type { ApiClient } from '../client/ApiClient';
import { EventDefinitionsApi, EventNotificationsApi, EventsApi } from '../calls/events';
import { ClusterConfigApi } from '../calls/shell';
import type { BulkFailure } from '../models/configuration';
import type { EventDefinition, EventNotification } from '../models/events';
import type { Resource } from './keys';
import { useApiMutation } from './mutations';
import { useApiRead } from './useApiRead';

/*
 * Changes to event definitions and notifications (ADMIN-API.md §7). A definition lists its notifications
 * and deleting a notification removes it from every definition, so each change revalidates both reads
 * (and the events, whose context names the definitions).
 */

const EVENT_READS: readonly Resource[] = ['eventDefinitions', 'eventNotifications', 'events'];

/** What the definitions list does to its selection, one call each (`bulk_delete`, `bulk_schedule`, `bulk_unschedule`). */
export const EVENT_DEFINITION_BULK_ACTIONS = ['delete', 'schedule', 'unschedule'] as const;
export type EventDefinitionBulkAction = (typeof EVENT_DEFINITION_BULK_ACTIONS)[number];

const saveDefinition = (client: ApiClient, definition: EventDefinition, schedule: boolean) =>
  definition.id === null
    ? EventDefinitionsApi.create(client, definition, schedule)
    : EventDefinitionsApi.update(client, definition, schedule);

const setScheduled = (client: ApiClient, id: string, scheduled: boolean) =>
  scheduled ? EventDefinitionsApi.schedule(client, id) : EventDefinitionsApi.unschedule(client, id);

const bulkDefinitions = (client: ApiClient, action: EventDefinitionBulkAction, ids: string[]): Promise<BulkFailure[]> => {
  if (action === 'delete') return EventDefinitionsApi.bulkDelete(client, ids);
  if (action === 'schedule') return EventDefinitionsApi.bulkSchedule(client, ids);
  return EventDefinitionsApi.bulkUnschedule(client, ids);
};

const saveNotification = (client: ApiClient, notification: EventNotification) =>
  notification.id === null ? EventNotificationsApi.create(client, notification) : EventNotificationsApi.update(client, notification);

/** A saved notification is tested by id, an unsaved one (the create form) by its body. */
const testNotification = (client: ApiClient, notification: EventNotification) =>
  notification.id === null ? EventNotificationsApi.testUnsaved(client, notification) : EventNotificationsApi.test(client, notification.id);

/** "Add to URL Whitelist": appends an exact-match entry for the URL to the allow-list. */
const allowUrl = async (client: ApiClient, url: string) => {
  const current = await ClusterConfigApi.getUrlWhitelist(client);
  const entry = { id: globalThis.crypto.randomUUID(), type: 'literal' as const, title: url, value: url };
  await ClusterConfigApi.updateUrlWhitelist(client, { ...current, entries: [...current.entries, entry] });
};

/** Creates a definition (null id) or updates it; `schedule` false saves it unscheduled. Answers the saved definition. */
export const useSaveEventDefinition = () => useApiMutation(saveDefinition, EVENT_READS);
export const useDeleteEventDefinition = () => useApiMutation(EventDefinitionsApi.remove, EVENT_READS);
/** Schedules (true) or unschedules (false) one definition. */
export const useScheduleEventDefinition = () => useApiMutation(setScheduled, EVENT_READS);
/** Deletes, schedules or unschedules several definitions; answers the ids that failed, with their reasons. */
export const useBulkEventDefinitions = () => useApiMutation(bulkDefinitions, EVENT_READS);
/** Server-side checks of the processor config before saving; changes nothing. */
export const useValidateEventDefinition = () => useApiMutation(EventDefinitionsApi.validate, []);
/** Creates a notification (null id) or updates it; answers the saved notification. */
export const useSaveEventNotification = () => useApiMutation(saveNotification, EVENT_READS);
export const useDeleteEventNotification = () => useApiMutation(EventNotificationsApi.remove, EVENT_READS);
/** "Execute test notification": sends Graylog's sample event through the notification; a failure rejects with the reason. */
export const useTestEventNotification = () => useApiMutation(testNotification, []);
/** Whether a URL is on the allow-list (`POST /system/urlwhitelist/check`). */
export const useCheckUrlWhitelist = () => useApiMutation(ClusterConfigApi.checkUrlWhitelist, []);
export const useAllowUrl = () => useApiMutation(allowUrl, ['clusterConfig']);

/** One event or alert (`GET /events/{id}`), for its details and "Replay search". */
export const useEvent = (id: string | null) => useApiRead(id ? ['events', 'one', id] : null, (c) => EventsApi.get(c, id ?? ''));
