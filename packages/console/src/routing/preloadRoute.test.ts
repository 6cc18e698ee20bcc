import { describe, expect, it, vi } from 'vitest';
import { ApiClient, SessionGate } from '@sift/api';
import { matchRoute, preloadRoute } from './preloadRoute';

describe('matchRoute', () => {
  it('answers the parameters of a path of the route', () => {
    expect(matchRoute('DASHBOARDS_VIEW', '/dashboards/abc')).toEqual({ viewId: 'abc' });
    expect(matchRoute('DASHBOARDS_VIEW', '/dashboards/abc/')).toEqual({ viewId: 'abc' });
    expect(matchRoute('DASHBOARDS_TV', '/dashboards/tv/a%20b')).toEqual({ viewId: 'a b' });
    expect(matchRoute('DASHBOARDS_VIEW', '/dashboards/tv/abc')).toBeNull();
    expect(matchRoute('DASHBOARDS_VIEW', '/dashboards')).toBeNull();
    expect(matchRoute('DASHBOARDS_VIEW', '/search/abc')).toBeNull();
  });
});

describe('preloadRoute', () => {
  it('reads the dashboard of the address before the session is known, and nothing on other pages', async () => {
    const fetchMock = vi.fn(async () => new Response('{}', { status: 401, headers: { 'Content-Type': 'application/json' } }));
    const session = new SessionGate(null);
    const client = new ApiClient({ fetch: fetchMock as unknown as typeof fetch, session });
    preloadRoute(client, '/search');
    preloadRoute(client, '/dashboards/new');
    expect(fetchMock).not.toHaveBeenCalled();
    preloadRoute(client, '/dashboards/view-9');
    // The view, and what its widgets read besides: the searches configuration and every stream's field types.
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(3));
    expect(fetchMock.mock.calls.map((call) => String((call as unknown[])[0])).sort()).toEqual([
      '/api/system/cluster_config/org.graylog2.indexer.searches.SearchesClusterConfig',
      '/api/views/fields',
      '/api/views/view-9',
    ]);
    // The early 401 neither logged anyone out nor asked again before a login.
    expect(session.username).toBeNull();
  });
});
