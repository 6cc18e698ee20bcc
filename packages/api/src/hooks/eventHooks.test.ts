// @vitest-environment happy-dom
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { emptyResponse, harness, jsonResponse, tracked, useFakeHookTimers } from '../../test/hookHarness';
import { decodeEventDefinition, decodeEventNotification } from '../models/events';
import { useEventDefinitions } from './adminHooks';
import { useAllowUrl, useBulkEventDefinitions, useEvent, useSaveEventDefinition, useTestEventNotification } from './eventHooks';

const definitionWire = (title: string, id = 'd1') => ({
  id,
  title,
  description: '',
  priority: 2,
  alert: false,
  config: { type: 'aggregation-v1', query: 'level:3', streams: [], group_by: [], series: [], conditions: null },
  field_spec: {},
  key_spec: [],
  notification_settings: { grace_period_ms: 300000, backlog_size: null },
  notifications: [],
  storage: [],
});
const page = (title: string) => ({
  query: '',
  pagination: { total: 1, count: 1, page: 1, per_page: 10 },
  total: 1,
  elements: [definitionWire(title)],
});

beforeEach(() => useFakeHookTimers());
afterEach(() => vi.useRealTimers());
const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

describe('event mutations', () => {
  it('creates a definition by POST with ?schedule, sets alert from its notifications, and refreshes the list', async () => {
    let title = 'Old';
    const { wrapper, requests } = harness((url, init) => {
      if (url.startsWith('/api/events/definitions?') && init.method === 'POST') {
        title = 'Errors';
        return jsonResponse(definitionWire('Errors', 'd2'));
      }
      if (url.startsWith('/api/events/definitions/paginated')) return jsonResponse(page(title));
      return undefined;
    });
    const { result } = renderHook(() => ({ list: tracked(useEventDefinitions()), save: useSaveEventDefinition() }), { wrapper });
    await advance(10);
    expect(result.current.list.data?.elements[0]?.title).toBe('Old');
    const draft = {
      ...decodeEventDefinition(definitionWire('Errors')),
      id: null,
      notifications: [{ notificationId: 'n1', notificationParameters: null }],
    };
    await act(async () => {
      expect((await result.current.save.trigger(draft, false)).id).toBe('d2');
    });
    const post = requests.find((r) => r.method === 'POST');
    expect(post?.url).toContain('schedule=false');
    expect(post?.body).toMatchObject({ title: 'Errors', alert: true, notifications: [{ notification_id: 'n1' }] });
    expect(post?.body).not.toHaveProperty('id');
    await advance(10);
    expect(result.current.list.data?.elements[0]?.title).toBe('Errors');
  });

  it('runs a bulk action on the chosen ids and answers the failures', async () => {
    const { wrapper, requests } = harness((url) =>
      url === '/api/events/definitions/bulk_unschedule'
        ? jsonResponse({ successfully_performed: 1, failures: [{ entity_id: 'd2', failure_explanation: 'Not allowed' }] })
        : undefined,
    );
    const { result } = renderHook(() => useBulkEventDefinitions(), { wrapper });
    let failures: unknown;
    await act(async () => {
      failures = await result.current.trigger('unschedule', ['d1', 'd2']);
    });
    expect(requests[0]?.body).toEqual({ entity_ids: ['d1', 'd2'] });
    expect(failures).toEqual([{ entityId: 'd2', failureExplanation: 'Not allowed' }]);
  });

  it('tests a saved notification by id and an unsaved one by its body, rejecting with the server reason', async () => {
    const { wrapper, requests } = harness((url) => {
      if (url === '/api/events/notifications/n1/test') return emptyResponse();
      if (url === '/api/events/notifications/test')
        return jsonResponse({ type: 'ApiError', message: 'URL http://x/ is not whitelisted.' }, 500);
      return undefined;
    });
    const { result } = renderHook(() => useTestEventNotification(), { wrapper });
    const saved = decodeEventNotification({ id: 'n1', title: 'Hook', config: { type: 'http-notification-v1', url: 'http://x/' } });
    await act(async () => {
      await result.current.trigger(saved);
    });
    await act(async () => {
      await expect(result.current.trigger({ ...saved, id: null })).rejects.toThrow('URL http://x/ is not whitelisted.');
    });
    expect(requests.map((r) => r.url)).toEqual(['/api/events/notifications/n1/test', '/api/events/notifications/test']);
    expect(requests[1]?.body).toMatchObject({ title: 'Hook', config: { url: 'http://x/' } });
  });

  it('adds a URL to the allow-list as an exact match, keeping the entries there were', async () => {
    const existing = { id: 'e1', type: 'regex', title: 'Intranet', value: 'https://intra/.*' };
    const { wrapper, requests } = harness((url, init) => {
      if (url === '/api/system/urlwhitelist' && init.method === 'PUT') return emptyResponse();
      if (url === '/api/system/urlwhitelist') return jsonResponse({ entries: [existing], disabled: false });
      return undefined;
    });
    const { result } = renderHook(() => useAllowUrl(), { wrapper });
    await act(async () => {
      await result.current.trigger('http://127.0.0.1:8080/hook');
    });
    const put = requests.find((r) => r.method === 'PUT');
    expect(put?.body).toMatchObject({
      disabled: false,
      entries: [existing, { type: 'literal', title: 'http://127.0.0.1:8080/hook', value: 'http://127.0.0.1:8080/hook' }],
    });
  });
});

describe('useEvent', () => {
  it('reads one event with its index', async () => {
    const { wrapper } = harness((url) =>
      url === '/api/events/e1'
        ? jsonResponse({
            event: {
              id: 'e1',
              event_definition_type: 'aggregation-v1',
              event_definition_id: 'd1',
              timestamp: '2024-05-01T10:05:00.000Z',
              timestamp_processing: '2024-05-01T10:05:01.000Z',
              message: 'Errors',
              priority: 2,
              alert: false,
            },
            index_name: 'gl-events_0',
            index_type: 'message',
          })
        : undefined,
    );
    const { result } = renderHook(() => tracked(useEvent('e1')), { wrapper });
    await advance(10);
    expect(result.current.data).toMatchObject({ event: { id: 'e1', message: 'Errors' }, indexName: 'gl-events_0' });
  });
});
