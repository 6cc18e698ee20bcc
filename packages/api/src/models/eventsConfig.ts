import { boolOr, obj, optNum } from './decode';

/** The events system's cluster configuration (Graylog's `EventsConfiguration`). Durations are milliseconds. */
export const EVENTS_CONFIG_CLASS = 'org.graylog.events.configuration.EventsConfiguration' as const;

export interface EventsConfig {
  /** How long an event definition's search may run. */
  searchTimeoutMs: number;
  /** How long a failed notification waits before it is tried again. */
  notificationRetryPeriodMs: number;
  /** How many messages a notification includes by default. */
  notificationDefaultBacklog: number;
  /** How far back a definition that fell behind catches up at once. */
  catchupWindowMs: number;
  /** TCP keep-alive on notification connections. */
  notificationTcpKeepalive: boolean;
}

export type EventsConfigWire = {
  events_search_timeout: number;
  events_notification_retry_period: number;
  events_notification_default_backlog: number;
  events_catchup_window: number;
  events_notification_tcp_keepalive: boolean;
};

/** Graylog 5.1's values when nothing is stored: 1 minute, 5 minutes, 50 messages, 1 hour, no keep-alive. */
export const DEFAULT_EVENTS_CONFIG: EventsConfig = {
  searchTimeoutMs: 60_000,
  notificationRetryPeriodMs: 300_000,
  notificationDefaultBacklog: 50,
  catchupWindowMs: 3_600_000,
  notificationTcpKeepalive: false,
};

/** Reads the stored config; a missing value is Graylog's default. */
export function decodeEventsConfig(value: unknown, field = 'events_config'): EventsConfig {
  const source = obj(value, field);
  const D = DEFAULT_EVENTS_CONFIG;
  const n = (key: keyof EventsConfigWire, fallback: number) => optNum(source[key], `${field}.${key}`) ?? fallback;
  return {
    searchTimeoutMs: n('events_search_timeout', D.searchTimeoutMs),
    notificationRetryPeriodMs: n('events_notification_retry_period', D.notificationRetryPeriodMs),
    notificationDefaultBacklog: n('events_notification_default_backlog', D.notificationDefaultBacklog),
    catchupWindowMs: n('events_catchup_window', D.catchupWindowMs),
    notificationTcpKeepalive: boolOr(
      source['events_notification_tcp_keepalive'],
      `${field}.events_notification_tcp_keepalive`,
      D.notificationTcpKeepalive,
    ),
  };
}

export function encodeEventsConfig(config: EventsConfig): EventsConfigWire {
  return {
    events_search_timeout: config.searchTimeoutMs,
    events_notification_retry_period: config.notificationRetryPeriodMs,
    events_notification_default_backlog: config.notificationDefaultBacklog,
    events_catchup_window: config.catchupWindowMs,
    events_notification_tcp_keepalive: config.notificationTcpKeepalive,
  };
}
