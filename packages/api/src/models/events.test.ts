import { describe, expect, it } from 'vitest';
import { decodeEventDefinition, encodeEventDefinition } from './events';

// The EventDefinitionDto example of ADMIN-API.md §7.2.
const DTO = {
  id: 'd1',
  _scope: 'DEFAULT',
  title: 'Failed logins',
  description: '',
  priority: 2,
  alert: true,
  config: {
    type: 'aggregation-v1',
    query: 'action:login_failed',
    query_parameters: [],
    streams: ['000000000000000000000001'],
    group_by: ['user'],
    series: [{ id: 'count-', function: 'count', field: null }],
    conditions: { expression: { expr: '>', left: { expr: 'number-ref', ref: 'count-' }, right: { expr: 'number', value: 10.0 } } },
    search_within_ms: 300000,
    execute_every_ms: 300000,
  },
  field_spec: {
    user_name: { data_type: 'string', providers: [{ type: 'template-v1', template: '${source.user}', require_values: false }] },
  },
  key_spec: ['user_name'],
  notification_settings: { grace_period_ms: 300000, backlog_size: 0 },
  notifications: [{ notification_id: 'n1', notification_parameters: null }],
  storage: [{ type: 'persist-to-streams-v1', streams: ['000000000000000000000002'] }],
  scheduler: {
    is_scheduled: true,
    status: 'runnable',
    next_time: '2024-01-01T00:05:00.000Z',
    triggered_at: null,
    queued_notifications: 0,
    data: null,
  },
};

describe('event definitions', () => {
  it('round-trips the DTO without the read-only scheduler', () => {
    const definition = decodeEventDefinition(DTO);
    expect(definition.scheduler).toEqual({
      isScheduled: true,
      status: 'runnable',
      nextTime: '2024-01-01T00:05:00.000Z',
      triggeredAt: null,
      queuedNotifications: 0,
    });
    const { scheduler: _scheduler, ...sent } = DTO;
    expect(encodeEventDefinition(definition)).toEqual(sent);
  });

  it('sets alert from the notifications, as the web UI does', () => {
    const definition = decodeEventDefinition(DTO);
    expect(encodeEventDefinition({ ...definition, notifications: [] }).alert).toBe(false);
    expect(encodeEventDefinition({ ...definition, alert: false }).alert).toBe(true);
  });

  it('rejects an unknown priority, naming the field', () => {
    expect(() => decodeEventDefinition({ ...DTO, priority: 5 })).toThrow(expect.objectContaining({ field: 'event_definition.priority' }));
  });
});
