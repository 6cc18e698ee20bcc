import { arrOr, bool, isObject, num, obj, oneOf, optStr, str, strings, type JsonObject } from './decode';
import { encodeTimeRange, type TimeRange } from './timeRange';

/** Event priorities: 1 low, 2 normal, 3 high (ADMIN-API.md §7.2). */
export const EVENT_PRIORITIES = [1, 2, 3] as const;
export type EventPriority = (typeof EVENT_PRIORITIES)[number];
export const SCHEDULER_STATUSES = ['runnable', 'running', 'complete', 'paused', 'error', 'cancelled'] as const;

/** EventDefinitionDto; the processor `config` and field specs are kept as sent, keyed by their `type`. */
export interface EventDefinitionWire {
  id?: string;
  _scope?: string;
  title: string;
  description: string;
  priority: EventPriority;
  alert: boolean;
  config: JsonObject & { type: string };
  field_spec: Record<string, JsonObject>;
  key_spec: string[];
  notification_settings: { grace_period_ms: number; backlog_size: number | null };
  notifications: Array<{ notification_id: string; notification_parameters: JsonObject | null }>;
  storage: JsonObject[];
}

export interface EventDefinition {
  id: string | null;
  scope: string | null;
  title: string;
  description: string;
  priority: EventPriority;
  /** True when the definition has notifications (set by the client, as the web UI does). */
  alert: boolean;
  config: JsonObject & { type: string };
  fieldSpec: Record<string, JsonObject>;
  keySpec: string[];
  notificationSettings: { gracePeriodMs: number; backlogSize: number | null };
  notifications: Array<{ notificationId: string; notificationParameters: JsonObject | null }>;
  storage: JsonObject[];
  /** Read-only scheduler context, when the server sent it. */
  scheduler: {
    isScheduled: boolean;
    status: (typeof SCHEDULER_STATUSES)[number] | null;
    nextTime: string | null;
    triggeredAt: string | null;
    queuedNotifications: number;
  } | null;
}

export function decodeEventDefinition(value: unknown, field = 'event_definition'): EventDefinition {
  const source = obj(value, field);
  const config = obj(source['config'], `${field}.config`);
  const settings = isObject(source['notification_settings']) ? source['notification_settings'] : {};
  const scheduler = source['scheduler'];
  return {
    id: optStr(source['id'], `${field}.id`),
    scope: optStr(source['_scope'], `${field}._scope`),
    title: str(source['title'], `${field}.title`),
    description: optStr(source['description'], `${field}.description`) ?? '',
    priority: oneOf(EVENT_PRIORITIES, source['priority'] ?? 2, `${field}.priority`),
    alert: bool(source['alert'] ?? false, `${field}.alert`),
    config: { ...config, type: str(config['type'], `${field}.config.type`) },
    fieldSpec: isObject(source['field_spec'])
      ? Object.fromEntries(Object.entries(source['field_spec']).map(([k, v]) => [k, obj(v, `${field}.field_spec.${k}`)]))
      : {},
    keySpec: strings(source['key_spec'], `${field}.key_spec`),
    notificationSettings: {
      gracePeriodMs: num(settings['grace_period_ms'] ?? 0, `${field}.notification_settings.grace_period_ms`),
      backlogSize:
        settings['backlog_size'] === undefined || settings['backlog_size'] === null
          ? null
          : num(settings['backlog_size'], `${field}.notification_settings.backlog_size`),
    },
    notifications: arrOr(source['notifications'], `${field}.notifications`, (n, f) => {
      const entry = obj(n, f);
      return {
        notificationId: str(entry['notification_id'], `${f}.notification_id`),
        notificationParameters: isObject(entry['notification_parameters']) ? entry['notification_parameters'] : null,
      };
    }),
    storage: arrOr(source['storage'], `${field}.storage`, (s, f) => obj(s, f)),
    scheduler: isObject(scheduler)
      ? {
          isScheduled: bool(scheduler['is_scheduled'] ?? false, `${field}.scheduler.is_scheduled`),
          status:
            scheduler['status'] === undefined || scheduler['status'] === null
              ? null
              : oneOf(SCHEDULER_STATUSES, scheduler['status'], `${field}.scheduler.status`),
          nextTime: optStr(scheduler['next_time'], `${field}.scheduler.next_time`),
          triggeredAt: optStr(scheduler['triggered_at'], `${field}.scheduler.triggered_at`),
          queuedNotifications: num(scheduler['queued_notifications'] ?? 0, `${field}.scheduler.queued_notifications`),
        }
      : null,
  };
}

/** The request body: `alert` follows the notifications; `scheduler` is read-only and not sent. */
export function encodeEventDefinition(definition: EventDefinition): EventDefinitionWire {
  const wire: EventDefinitionWire = {
    title: definition.title,
    description: definition.description,
    priority: definition.priority,
    alert: definition.notifications.length > 0,
    config: definition.config,
    field_spec: definition.fieldSpec,
    key_spec: definition.keySpec,
    notification_settings: {
      grace_period_ms: definition.notificationSettings.gracePeriodMs,
      backlog_size: definition.notificationSettings.backlogSize,
    },
    notifications: definition.notifications.map((n) => ({
      notification_id: n.notificationId,
      notification_parameters: n.notificationParameters,
    })),
    storage: definition.storage,
  };
  if (definition.scope !== null) wire._scope = definition.scope;
  return definition.id === null ? wire : { id: definition.id, ...wire };
}

/** NotificationDto `{id, title, description, config:{type, ...}}` (ADMIN-API.md §7.4). */
export interface EventNotification {
  id: string | null;
  title: string;
  description: string;
  config: JsonObject & { type: string };
}

export function decodeEventNotification(value: unknown, field = 'notification'): EventNotification {
  const source = obj(value, field);
  const config = obj(source['config'], `${field}.config`);
  return {
    id: optStr(source['id'], `${field}.id`),
    title: str(source['title'], `${field}.title`),
    description: optStr(source['description'], `${field}.description`) ?? '',
    config: { ...config, type: str(config['type'], `${field}.config.type`) },
  };
}

export function encodeEventNotification(notification: EventNotification): JsonObject {
  const wire = { title: notification.title, description: notification.description, config: notification.config };
  return notification.id === null ? wire : { id: notification.id, ...wire };
}

/** `POST /events/search` (ADMIN-API.md §7.5): which events, newest first by default. */
export interface EventSearchRequest {
  query: string;
  page: number;
  perPage: number;
  timerange: TimeRange;
  filter: { alerts: 'include' | 'exclude' | 'only'; eventDefinitions: string[] };
  sortBy: string;
  sortDirection: 'asc' | 'desc';
}

export const DEFAULT_EVENT_SEARCH: EventSearchRequest = {
  query: '',
  page: 1,
  perPage: 10,
  timerange: { type: 'relative', range: 3600 },
  filter: { alerts: 'include', eventDefinitions: [] },
  sortBy: 'timestamp',
  sortDirection: 'desc',
};

export function encodeEventSearch(request: EventSearchRequest): JsonObject {
  return {
    query: request.query,
    page: request.page,
    per_page: request.perPage,
    timerange: encodeTimeRange(request.timerange) as unknown as JsonObject,
    filter: { alerts: request.filter.alerts, event_definitions: request.filter.eventDefinitions },
    sort_by: request.sortBy,
    sort_direction: request.sortDirection,
  };
}

/** EventDto: one event (or alert) as stored. */
export interface EventRecord {
  id: string;
  eventDefinitionType: string;
  eventDefinitionId: string;
  originContext: string | null;
  timestamp: string;
  timestampProcessing: string;
  timerangeStart: string | null;
  timerangeEnd: string | null;
  streams: string[];
  sourceStreams: string[];
  message: string;
  source: string;
  keyTuple: string[];
  key: string | null;
  priority: number;
  alert: boolean;
  fields: Record<string, string>;
  groupByFields: Record<string, string>;
  /** What "Replay search" opens (query, time range, streams), when the event has it. */
  replayInfo: JsonObject | null;
}

function stringMap(value: unknown, field: string): Record<string, string> {
  if (value === null || value === undefined) return {};
  return Object.fromEntries(Object.entries(obj(value, field)).map(([k, v]) => [k, str(v, `${field}.${k}`)]));
}

export function decodeEventRecord(value: unknown, field = 'event'): EventRecord {
  const o = obj(value, field);
  return {
    id: str(o['id'], `${field}.id`),
    eventDefinitionType: str(o['event_definition_type'], `${field}.event_definition_type`),
    eventDefinitionId: str(o['event_definition_id'], `${field}.event_definition_id`),
    originContext: optStr(o['origin_context'], `${field}.origin_context`),
    timestamp: str(o['timestamp'], `${field}.timestamp`),
    timestampProcessing: str(o['timestamp_processing'], `${field}.timestamp_processing`),
    timerangeStart: optStr(o['timerange_start'], `${field}.timerange_start`),
    timerangeEnd: optStr(o['timerange_end'], `${field}.timerange_end`),
    streams: strings(o['streams'] ?? [], `${field}.streams`),
    sourceStreams: strings(o['source_streams'] ?? [], `${field}.source_streams`),
    message: str(o['message'], `${field}.message`),
    source: str(o['source'] ?? '', `${field}.source`),
    keyTuple: strings(o['key_tuple'] ?? [], `${field}.key_tuple`),
    key: optStr(o['key'], `${field}.key`),
    priority: num(o['priority'], `${field}.priority`),
    alert: bool(o['alert'], `${field}.alert`),
    fields: stringMap(o['fields'], `${field}.fields`),
    groupByFields: stringMap(o['group_by_fields'], `${field}.group_by_fields`),
    replayInfo: isObject(o['replay_info']) ? o['replay_info'] : null,
  };
}

export interface EventSearchResult {
  events: Array<{ event: EventRecord; indexName: string; indexType: string }>;
  totalEvents: number;
  /** Milliseconds the search took. */
  duration: number;
  usedIndices: string[];
  /** Titles of the definitions and streams the events name, by id. */
  context: {
    eventDefinitions: Record<string, { id: string; title: string; description: string }>;
    streams: Record<string, { id: string; title: string; description: string }>;
  };
}

function titled(value: unknown, field: string): Record<string, { id: string; title: string; description: string }> {
  if (value === null || value === undefined) return {};
  return Object.fromEntries(
    Object.entries(obj(value, field)).map(([id, entry]) => {
      const e = obj(entry, `${field}.${id}`);
      return [
        id,
        {
          id: str(e['id'] ?? id, `${field}.${id}.id`),
          title: str(e['title'] ?? '', `${field}.${id}.title`),
          description: str(e['description'] ?? '', `${field}.${id}.description`),
        },
      ];
    }),
  );
}

export function decodeEventSearchResult(value: unknown, field = 'event_search'): EventSearchResult {
  const o = obj(value, field);
  const context = isObject(o['context']) ? o['context'] : {};
  return {
    events: arrOr(o['events'], `${field}.events`, (entry, f) => {
      const e = obj(entry, f);
      return {
        event: decodeEventRecord(e['event'], `${f}.event`),
        indexName: str(e['index_name'] ?? '', `${f}.index_name`),
        indexType: str(e['index_type'] ?? '', `${f}.index_type`),
      };
    }),
    totalEvents: num(o['total_events'], `${field}.total_events`),
    duration: num(o['duration'] ?? 0, `${field}.duration`),
    usedIndices: strings(o['used_indices'] ?? [], `${field}.used_indices`),
    context: {
      eventDefinitions: titled(context['event_definitions'], `${field}.context.event_definitions`),
      streams: titled(context['streams'], `${field}.context.streams`),
    },
  };
}
