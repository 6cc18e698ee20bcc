// @vitest-environment happy-dom
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { emptyResponse, harness, jsonResponse, mountable, tracked, useFakeHookTimers } from '../../test/hookHarness';
import {
  FIELD_TYPES_STALE_MS,
  LAYOUT_PREFERENCES_CACHE_MS,
  NODES_POLL_MS,
  NOTIFICATIONS_POLL_MS,
  PING_INTERVAL_MS,
  THROUGHPUT_POLL_MS,
} from './constants';
import {
  useFieldTypes,
  useLayoutPreferences,
  useNodes,
  useNotifications,
  usePing,
  useThroughput,
  useUpdateLayoutPreferences,
} from './shellHooks';

const NODES = {
  nodes: [
    {
      node_id: 'n1',
      cluster_id: 'c1',
      short_node_id: 'n1',
      hostname: 'h',
      is_leader: true,
      transport_address: 'http://h',
      last_seen: 'x',
      type: 'server',
    },
  ],
  total: 1,
};
const gauge = {
  n1: {
    total: 2,
    metrics: [{ full_name: 'org.graylog2.throughput.input.1-sec-rate', name: '1-sec-rate', type: 'gauge', metric: { value: 4 } }],
  },
};

function routes(url: string, init: RequestInit) {
  const path = url.split('?')[0];
  if (path === '/api/') return jsonResponse({ cluster_id: 'c', node_id: 'n', version: '5.1.13', tagline: 't' });
  if (path === '/api/system/cluster/nodes') return jsonResponse(NODES);
  if (path === '/api/system/notifications') return jsonResponse({ total: 0, notifications: [] });
  if (path === '/api/cluster/metrics/multiple') return jsonResponse(gauge);
  if (path === '/api/views/fields')
    return jsonResponse([{ name: 'source', type: { type: 'string', properties: ['enumerable'], index_names: [] } }]);
  if (path === '/api/entitylists/preferences/streams')
    return init.method === 'POST'
      ? emptyResponse(200)
      : jsonResponse({ displayed_attributes: ['title'], per_page: 20, sort: { field: 'title', order: 'asc' } });
  return undefined;
}

beforeEach(() => {
  useFakeHookTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

describe('polling hooks', () => {
  it.each<[string, () => { data?: unknown }, string, string, number, number]>([
    ['ping', () => tracked(usePing()), 'GET', '/', PING_INTERVAL_MS, 20_000],
    ['nodes', () => tracked(useNodes()), 'GET', '/system/cluster/nodes', NODES_POLL_MS, 5_000],
    ['notifications', () => tracked(useNotifications()), 'GET', '/system/notifications', NOTIFICATIONS_POLL_MS, 3_000],
    ['throughput', () => tracked(useThroughput()), 'POST', '/cluster/metrics/multiple', THROUGHPUT_POLL_MS, 2_000],
  ])('%s polls at the spec interval', async (_name, hook, method, path, interval, expected) => {
    expect(interval).toBe(expected);
    const { wrapper, count } = harness(routes);
    const { result } = renderHook(hook, { wrapper });
    await advance(10);
    expect(result.current.data).toBeDefined();
    expect(count(method, path)).toBe(1);
    await advance(interval - 50);
    expect(count(method, path)).toBe(1);
    await advance(60);
    expect(count(method, path)).toBe(2);
    await advance(interval);
    expect(count(method, path)).toBe(3);
  });

  it('does not poll nodes, notifications or throughput while logged out, and starts after login', async () => {
    const { wrapper, count, client } = harness(routes, null);
    renderHook(() => [useNodes(), useNotifications(), useThroughput()], { wrapper });
    await advance(NODES_POLL_MS * 2);
    expect(count('GET', '/system/cluster/nodes') + count('GET', '/system/notifications') + count('POST', '/cluster/metrics/multiple')).toBe(
      0,
    );
    act(() => client.session.loggedIn('admin'));
    await advance(10);
    expect(count('GET', '/system/cluster/nodes')).toBe(1);
  });

  it('sums the throughput for the top bar', async () => {
    const { wrapper } = harness(routes);
    const { result } = renderHook(() => tracked(useThroughput()), { wrapper });
    await advance(10);
    expect(result.current.data).toEqual({ input: 4, output: 0 });
  });
});

describe('cached reads', () => {
  it('keeps layout preferences for one hour', async () => {
    expect(LAYOUT_PREFERENCES_CACHE_MS).toBe(3_600_000);
    const { wrapper, count } = harness(routes);
    const table = mountable(wrapper, () => tracked(useLayoutPreferences('streams')));
    await advance(50);
    expect(table.current()?.data).toEqual({
      displayedAttributes: ['title'],
      perPage: 20,
      sort: { attributeId: 'title', direction: 'asc' },
    });
    table.hide();
    await advance(LAYOUT_PREFERENCES_CACHE_MS - 1000);
    table.show();
    await advance(50);
    expect(count('GET', '/entitylists/preferences/streams')).toBe(1);
    table.hide();
    await advance(2000);
    table.show();
    await advance(50);
    expect(count('GET', '/entitylists/preferences/streams')).toBe(2);
  });

  it('updates the cached layout at once when saving, and rolls back on failure', async () => {
    let failSave = false;
    const { wrapper, count } = harness((url, init) =>
      failSave && init.method === 'POST' ? jsonResponse({ type: 'ApiError', message: 'nope' }, 500) : routes(url, init),
    );
    const { result } = renderHook(
      () => ({ prefs: tracked(useLayoutPreferences('streams')), save: useUpdateLayoutPreferences('streams') }),
      { wrapper },
    );
    await advance(10);
    const next = { displayedAttributes: ['title', 'description'], perPage: 50, sort: null };
    let saving: Promise<void> = Promise.resolve();
    act(() => {
      saving = result.current.save(next);
    });
    expect(result.current.prefs.data).toEqual(next);
    await act(() => saving);
    expect(count('POST', '/entitylists/preferences/streams')).toBe(1);
    expect(result.current.prefs.data).toEqual(next);

    failSave = true;
    let failed: unknown = null;
    await act(async () => {
      await result.current.save({ ...next, perPage: 10 }).catch((e: unknown) => {
        failed = e;
      });
    });
    expect(failed).not.toBeNull();
    expect(result.current.prefs.data).toEqual(next);
  });

  it('considers field types fresh for 30 s', async () => {
    expect(FIELD_TYPES_STALE_MS).toBe(30_000);
    const { wrapper, count } = harness(routes);
    const fields = mountable(wrapper, () => tracked(useFieldTypes(['s1'])));
    await advance(50);
    expect(fields.current()?.data).toEqual([{ name: 'source', type: 'string', properties: ['enumerable'], indexNames: [] }]);
    fields.hide();
    await advance(FIELD_TYPES_STALE_MS - 1000);
    fields.show();
    await advance(50);
    expect(count('POST', '/views/fields')).toBe(1);
    fields.hide();
    await advance(2000);
    fields.show();
    await advance(50);
    expect(count('POST', '/views/fields')).toBe(2);
  });
});
