import { describe, expect, it } from 'vitest';
import { decodeEventsConfig, DEFAULT_EVENTS_CONFIG, encodeEventsConfig } from './eventsConfig';

describe('events configuration', () => {
  it('decodes the stored config and encodes it back unchanged', () => {
    const wire = {
      events_search_timeout: 120000,
      events_notification_retry_period: 60000,
      events_notification_default_backlog: 10,
      events_catchup_window: 7200000,
      events_notification_tcp_keepalive: true,
    };
    expect(encodeEventsConfig(decodeEventsConfig(wire))).toEqual(wire);
  });

  it("fills what is missing with Graylog's defaults and refuses a value of the wrong type", () => {
    expect(decodeEventsConfig({})).toEqual(DEFAULT_EVENTS_CONFIG);
    expect(DEFAULT_EVENTS_CONFIG).toEqual({
      searchTimeoutMs: 60000,
      notificationRetryPeriodMs: 300000,
      notificationDefaultBacklog: 50,
      catchupWindowMs: 3600000,
      notificationTcpKeepalive: false,
    });
    expect(() => decodeEventsConfig({ events_search_timeout: '1m' })).toThrow(/events_search_timeout/);
  });
});
