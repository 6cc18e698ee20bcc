import { describe, expect, it } from 'vitest';
import { decodeEventDefinition } from '@sift/api';
import {
  DEFINITION_ERRORS,
  definitionFromDraft,
  draftFromDefinition,
  durationOf,
  emptyDraft,
  EVENTS_STREAM_ID,
  newField,
  validateDraft,
} from './definitionDraft';
import { readSeed } from './definitionSeed';

const WIRE = {
  id: 'd1',
  _scope: 'DEFAULT',
  title: 'Failed logins',
  description: 'Too many',
  priority: 3,
  alert: true,
  config: {
    type: 'aggregation-v1',
    query: 'action:login_failed',
    query_parameters: [],
    streams: ['s1'],
    group_by: ['user'],
    series: [
      { id: 'count-', function: 'count', field: null },
      { id: 'max-took_ms', function: 'max', field: 'took_ms' },
    ],
    conditions: {
      expression: {
        expr: '||',
        left: { expr: '>', left: { expr: 'number-ref', ref: 'count-' }, right: { expr: 'number', value: 10 } },
        right: { expr: '<=', left: { expr: 'number-ref', ref: 'max-took_ms' }, right: { expr: 'number', value: 5 } },
      },
    },
    search_within_ms: 600000,
    execute_every_ms: 60000,
  },
  field_spec: {
    user_name: { data_type: 'string', providers: [{ type: 'template-v1', template: '${source.user}', require_values: false }] },
  },
  key_spec: ['user_name'],
  notification_settings: { grace_period_ms: 120000, backlog_size: 5 },
  notifications: [{ notification_id: 'n1', notification_parameters: null }],
  storage: [{ type: 'persist-to-streams-v1', streams: [EVENTS_STREAM_ID] }],
};

describe('event definition draft', () => {
  it('reads a stored aggregation and writes it back with the same series, conditions, fields and notifications', () => {
    const definition = decodeEventDefinition(WIRE);
    const draft = draftFromDefinition(definition);
    expect(draft.searchWithin).toEqual({ value: 10, unit: 'MINUTES' });
    expect(draft.executeEvery).toEqual({ value: 1, unit: 'MINUTES' });
    expect(draft.groupings.map((g) => g.field)).toEqual(['user']);
    expect(draft.operator).toBe('||');
    expect(draft.metrics.map((m) => draft.conditions[m.id])).toEqual([
      { comparator: '>', value: 10 },
      { comparator: '<=', value: 5 },
    ]);
    const saved = definitionFromDraft(draft);
    expect(saved.config).toEqual(WIRE.config);
    expect(saved.fieldSpec).toEqual(WIRE.field_spec);
    expect(saved.keySpec).toEqual(['user_name']);
    expect(saved.notifications).toEqual([{ notificationId: 'n1', notificationParameters: null }]);
    expect(saved.alert).toBe(true);
    expect(saved.notificationSettings).toEqual({ gracePeriodMs: 120000, backlogSize: 5 });
  });

  it('saves a new filter definition with no series, no condition and the events stream storage', () => {
    const saved = definitionFromDraft({ ...emptyDraft(), title: '  Errors ', query: 'level:3' });
    expect(saved).toMatchObject({
      id: null,
      title: 'Errors',
      alert: false,
      storage: [{ type: 'persist-to-streams-v1', streams: [EVENTS_STREAM_ID] }],
    });
    expect(saved.config).toMatchObject({
      query: 'level:3',
      series: [],
      group_by: [],
      conditions: { expression: null },
      search_within_ms: 300000,
    });
  });

  it("refuses what Graylog refuses, with Graylog's messages", () => {
    const field = { ...newField(), name: 'bad name' };
    const draft = { ...emptyDraft(), searchWithin: { value: 0, unit: 'MINUTES' as const }, fields: [field] };
    const errors = validateDraft(draft);
    expect(errors['title']).toBe(DEFINITION_ERRORS.title);
    expect(errors['searchWithin']).toBe('Filter & Aggregation search_within_ms must be greater than 0.');
    expect(errors[`fields.${field.id}.name`]).toBe(DEFINITION_ERRORS.fieldName);
    const withMetric = draftFromDefinition(
      decodeEventDefinition({ ...WIRE, config: { ...WIRE.config, conditions: { expression: null } } }),
    );
    const metricErrors = validateDraft(withMetric);
    expect(Object.values(metricErrors)).toEqual([
      'Aggregation condition for count() needs a threshold.',
      'Aggregation condition for max(took_ms) needs a threshold.',
    ]);
  });

  it('shows a duration in the largest unit that divides it', () => {
    expect(durationOf(90_000)).toEqual({ value: 90, unit: 'SECONDS' });
    expect(durationOf(7_200_000)).toEqual({ value: 2, unit: 'HOURS' });
    expect(durationOf(86_400_000)).toEqual({ value: 1, unit: 'DAYS' });
  });

  it('reads no seed without a session id, for an unknown one or from text that is not JSON', () => {
    const storage = { getItem: (key: string) => ({ good: '{"query":"a"}', bad: '{oops' })[key] ?? null };
    expect(readSeed(storage, 'good')).toEqual({ query: 'a' });
    expect(readSeed(storage, 'bad')).toBeNull();
    expect(readSeed(storage, 'missing')).toBeNull();
    expect(readSeed(storage, null)).toBeNull();
  });
});
