// @vitest-environment happy-dom
import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { harness, jsonResponse, tracked } from '../../test/hookHarness';
import { useMessage, useStartPageEntities } from './entityHooks';
import { useSaveView } from './mutations';
import { decodeView } from '../models/view';

const summary = (id: string, title: string, type = 'DASHBOARD') => ({
  id,
  type,
  title,
  summary: '',
  description: '',
  search_id: `s-${id}`,
  properties: [],
  requires: {},
  owner: 'admin',
  created_at: '2024-01-01T00:00:00.000Z',
});
const stream = (id: string, title: string) => ({
  id,
  title,
  description: null,
  creator_user_id: 'admin',
  outputs: [],
  matching_type: 'AND',
  created_at: '2024-01-01T00:00:00.000Z',
  disabled: false,
  rules: [],
  content_pack: null,
  is_default: false,
  remove_matches_from_default_stream: false,
  index_set_id: 'i1',
  is_editable: true,
});

describe('useMessage', () => {
  it('reads one message by index and id, and holds the read without both', async () => {
    const { wrapper, requests } = harness((url) =>
      url === '/api/messages/graylog_0/m%201'
        ? jsonResponse({
            message: { _id: 'm 1', message: 'login failed', source: 'web-01' },
            index: 'graylog_0',
            highlight_ranges: {},
            decoration_stats: null,
          })
        : undefined,
    );
    const { result } = renderHook(() => ({ one: tracked(useMessage('graylog_0', 'm 1')), none: tracked(useMessage('graylog_0', null)) }), {
      wrapper,
    });
    await waitFor(() => expect(result.current.one.data).toMatchObject({ id: 'm 1', index: 'graylog_0', fields: { source: 'web-01' } }));
    expect(result.current.none.data).toBeUndefined();
    expect(requests.map((r) => r.url)).toEqual(['/api/messages/graylog_0/m%201']);
  });
});

describe('useStartPageEntities', () => {
  it('lists the dashboards, streams or saved searches of a type by title, and reads nothing without a type', async () => {
    const { wrapper, requests } = harness((url) => {
      const path = url.split('?')[0];
      if (path === '/api/dashboards')
        return jsonResponse({
          elements: [summary('d2', 'Web traffic'), summary('d1', 'Errors'), { ...summary('x', 'Unsaved'), id: null }],
          pagination: { total: 3, count: 3, page: 1, per_page: 1000 },
        });
      if (path === '/api/streams') return jsonResponse({ total: 2, streams: [stream('s2', 'Web'), stream('s1', 'Auth')] });
      if (path === '/api/search/saved')
        return jsonResponse({
          elements: [summary('v1', 'Failed logins', 'SEARCH')],
          pagination: { total: 1, count: 1, page: 1, per_page: 1000 },
        });
      return undefined;
    });
    const { result } = renderHook(
      () => ({
        dashboard: tracked(useStartPageEntities('dashboard')),
        stream: tracked(useStartPageEntities('stream')),
        search: tracked(useStartPageEntities('search')),
        none: tracked(useStartPageEntities(undefined)),
      }),
      { wrapper },
    );
    await waitFor(() => {
      expect(result.current.dashboard.data).toEqual([
        { id: 'd1', title: 'Errors' },
        { id: 'd2', title: 'Web traffic' },
      ]);
      expect(result.current.stream.data).toEqual([
        { id: 's1', title: 'Auth' },
        { id: 's2', title: 'Web' },
      ]);
      expect(result.current.search.data).toEqual([{ id: 'v1', title: 'Failed logins' }]);
    });
    expect(result.current.none.data).toBeUndefined();
    expect(requests.find((r) => r.url.startsWith('/api/dashboards'))?.url).toBe('/api/dashboards?page=1&per_page=1000');
    expect(requests).toHaveLength(3);
  });

  it('is revalidated when a view is saved, as the dashboard lists are', async () => {
    const dashboards = [summary('d1', 'Errors')];
    const { wrapper, count } = harness((url, init) => {
      const path = url.split('?')[0];
      if (path === '/api/dashboards')
        return jsonResponse({
          elements: dashboards,
          pagination: { total: dashboards.length, count: dashboards.length, page: 1, per_page: 1000 },
        });
      if (path === '/api/views' && init.method === 'POST') {
        dashboards.push(summary('d2', 'Checkout'));
        return jsonResponse({ ...summary('d2', 'Checkout'), state: {} });
      }
      return undefined;
    });
    const { result } = renderHook(() => ({ entities: tracked(useStartPageEntities('dashboard')), save: useSaveView() }), { wrapper });
    await waitFor(() => expect(result.current.entities.data).toEqual([{ id: 'd1', title: 'Errors' }]));
    await act(() => result.current.save.trigger({ ...decodeView({ ...summary('d2', 'Checkout'), state: {} }), id: null }));
    await waitFor(() => expect(result.current.entities.data?.map((e) => e.title)).toEqual(['Checkout', 'Errors']));
    expect(count('GET', '/dashboards')).toBe(2);
  });
});
