import { arrOr, bool, isObject, num, obj, oneOf, optStr, str, strings, type JsonObject } from './decode';

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
  scheduler: { isScheduled: boolean; status: (typeof SCHEDULER_STATUSES)[number] | null; nextTime: string | null; triggeredAt: string | null; queuedNotifications: number } | null;
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
    fieldSpec: isObject(source['field_spec']) ? Object.fromEntries(Object.entries(source['field_spec']).map(([k, v]) => [k, obj(v, `${field}.field_spec.${k}`)])) : {},
    keySpec: strings(source['key_spec'], `${field}.key_spec`),
    notificationSettings: {
      gracePeriodMs: num(settings['grace_period_ms'] ?? 0, `${field}.notification_settings.grace_period_ms`),
      backlogSize: settings['backlog_size'] === undefined || settings['backlog_size'] === null ? null : num(settings['backlog_size'], `${field}.notification_settings.backlog_size`),
    },
    notifications: arrOr(source['notifications'], `${field}.notifications`, (n, f) => {
      const entry = obj(n, f);
      return { notificationId: str(entry['notification_id'], `${f}.notification_id`), notificationParameters: isObject(entry['notification_parameters']) ? entry['notification_parameters'] : null };
    }),
    storage: arrOr(source['storage'], `${field}.storage`, (s, f) => obj(s, f)),
    scheduler: isObject(scheduler)
      ? {
        isScheduled: bool(scheduler['is_scheduled'] ?? false, `${field}.scheduler.is_scheduled`),
        status: scheduler['status'] === undefined || scheduler['status'] === null ? null : oneOf(SCHEDULER_STATUSES, scheduler['status'], `${field}.scheduler.status`),
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
    notification_settings: { grace_period_ms: definition.notificationSettings.gracePeriodMs, backlog_size: definition.notificationSettings.backlogSize },
    notifications: definition.notifications.map((n) => ({ notification_id: n.notificationId, notification_parameters: n.notificationParameters })),
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
  return { id: optStr(source['id'], `${field}.id`), title: str(source['title'], `${field}.title`), description: optStr(source['description'], `${field}.description`) ?? '', config: { ...config, type: str(config['type'], `${field}.config.type`) } };
}

export function encodeEventNotification(notification: EventNotification): JsonObject {
  const wire = { title: notification.title, description: notification.description, config: notification.config };
  return notification.id === null ? wire : { id: notification.id, ...wire };
}
