// @vitest-environment happy-dom
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { harness, jsonResponse, tracked, useFakeHookTimers } from '../../test/hookHarness';
import type { EventDefinition } from '../models/events';
import { useEventAggregationPreview } from './eventAggregationPreview';

beforeEach(() => useFakeHookTimers());
afterEach(() => vi.useRealTimers());

const PATH = '/api/sift/events/definitions/aggregation-preview';

const definition: EventDefinition = {
  id: null,
  scope: null,
  title: 'Failed logins',
  description: '',
  priority: 2,
  alert: false,
  config: {
    type: 'aggregation-v1',
    query: 'action:login_failed',
    streams: [],
    group_by: ['user'],
    series: [{ id: 'count-', function: 'count', field: null }],
    conditions: { expression: { expr: '>', left: { expr: 'number-ref', ref: 'count-' }, right: { expr: 'number', value: 2 } } },
    search_within_ms: 300_000,
    execute_every_ms: 60_000,
  },
  fieldSpec: {},
  keySpec: [],
  notificationSettings: { gracePeriodMs: 0, backlogSize: null },
  notifications: [],
  storage: [],
  scheduler: null,
};

describe('useEventAggregationPreview', () => {
  it("posts the unsaved definition and returns its groups, each series' value and whether it would raise", async () => {
    const { wrapper, requests } = harness((url) =>
      url === PATH
        ? jsonResponse({
            from: '2026-11-27T10:55:00.000Z',
            to: '2026-11-27T11:00:00.000Z',
            total: 3,
            raising: 1,
            groups: [
              { key: ['alice'], values: { 'count-': 3 }, would_raise: true },
              { key: ['bob'], values: { 'count-': 1 }, would_raise: false },
              { key: ['carol'], values: { 'count-': null }, would_raise: null },
            ],
          })
        : undefined,
    );
    const { result } = renderHook(() => tracked(useEventAggregationPreview(definition)), { wrapper });
    await act(() => vi.advanceTimersByTimeAsync(10));
    expect(result.current.data).toEqual({
      from: '2026-11-27T10:55:00.000Z',
      to: '2026-11-27T11:00:00.000Z',
      total: 3,
      raising: 1,
      groups: [
        { key: ['alice'], values: { 'count-': 3 }, wouldRaise: true },
        { key: ['bob'], values: { 'count-': 1 }, wouldRaise: false },
        { key: ['carol'], values: { 'count-': null }, wouldRaise: null },
      ],
    });
    expect(requests[0]).toMatchObject({
      method: 'POST',
      body: { event_definition: { title: 'Failed logins', config: { group_by: ['user'], search_within_ms: 300_000 } } },
    });
  });

  it("fails with the server's message, and reads nothing for null", async () => {
    const { wrapper } = harness(() => jsonResponse({ type: 'ApiError', message: "Couldn't find value for reference nope" }, 400));
    const { result } = renderHook(() => tracked(useEventAggregationPreview(definition)), { wrapper });
    await act(() => vi.advanceTimersByTimeAsync(10));
    expect(result.current.error?.message).toContain("Couldn't find value for reference nope");
    const none = harness(() => undefined);
    renderHook(() => useEventAggregationPreview(null), { wrapper: none.wrapper });
    await act(() => vi.advanceTimersByTimeAsync(10));
    expect(none.requests).toHaveLength(0);
  });
});
