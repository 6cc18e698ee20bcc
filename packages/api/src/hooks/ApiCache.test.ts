// @vitest-environment happy-dom
import { act, renderHook, waitFor } from '@testing-library/react';
import { createElement, type ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, tracked } from '../../test/hookHarness';
import { ApiClient } from '../client/ApiClient';
import { FetchError } from '../client/FetchError';
import { SessionGate } from '../client/SessionGate';
import { ApiCache, shouldRetryRead, type ApiCacheProps } from './ApiCache';
import { ApiProvider } from './ApiProvider';
import { useApiRead } from './useApiRead';

function setup(fetch: typeof globalThis.fetch, cache: Omit<ApiCacheProps, 'children'> = { isolated: true }) {
  const client = new ApiClient({ fetch, session: new SessionGate('admin') });
  const wrapper = ({ children }: { children: ReactNode }) =>
    createElement(ApiProvider, { client }, createElement(ApiCache, cache, children));
  return { client, wrapper };
}

describe('shouldRetryRead', () => {
  it('retries reads after server and network errors, never after a 4xx answer', () => {
    expect(shouldRetryRead(new FetchError('Forbidden', 403, null))).toBe(false);
    expect(shouldRetryRead(new FetchError('Not Found', 404, null))).toBe(false);
    expect(shouldRetryRead(new FetchError('Bad Request', 400, null))).toBe(false);
    expect(shouldRetryRead(new FetchError('Internal Server Error', 500, null))).toBe(true);
    expect(shouldRetryRead(new FetchError('', 0, null))).toBe(true);
    expect(shouldRetryRead(new TypeError('decoding failed'))).toBe(true);
  });
});

describe('ApiCache', () => {
  it('serves primed answers by key without fetching them', async () => {
    const fetch = vi.fn(() => new Promise<Response>(() => undefined));
    const { wrapper } = setup(fetch as unknown as typeof globalThis.fetch, {
      isolated: true,
      primed: [[['nodes', 'primed'], { total: 1 }]],
    });
    const { result } = renderHook(() => tracked(useApiRead(['nodes', 'primed'], (c) => c.get('/nodes'))), { wrapper });
    expect(result.current.data).toEqual({ total: 1 });
  });

  it('gives each isolated cache its own answers', async () => {
    let answer = 0;
    const fetch = vi.fn(async () => jsonResponse({ answer: ++answer }));
    const first = setup(fetch as unknown as typeof globalThis.fetch);
    const a = renderHook(() => tracked(useApiRead(['nodes'], (c) => c.get('/nodes'))), { wrapper: first.wrapper });
    await waitFor(() => expect(a.result.current.data).toEqual({ answer: 1 }));
    const second = setup(fetch as unknown as typeof globalThis.fetch);
    const b = renderHook(() => tracked(useApiRead(['nodes'], (c) => c.get('/nodes'))), { wrapper: second.wrapper });
    expect(b.result.current.data).toBeUndefined();
    await waitFor(() => expect(b.result.current.data).toEqual({ answer: 2 }));
  });

  it('asks again after a server error, never after a 404', async () => {
    const fetch = vi.fn(async (url: string | URL | Request) =>
      String(url) === '/api/views/gone'
        ? jsonResponse({ type: 'ApiError', message: 'missing' }, 404)
        : jsonResponse({ type: 'ApiError', message: 'down' }, 500),
    );
    const client = new ApiClient({ fetch: fetch as unknown as typeof globalThis.fetch, session: new SessionGate('admin') });
    // A short retry interval from an outer configuration, which the cache keeps.
    const wrapper = ({ children }: { children: ReactNode }) =>
      createElement(
        SWRConfig,
        { value: { errorRetryInterval: 5 } },
        createElement(ApiProvider, { client }, createElement(ApiCache, { isolated: true }, children)),
      );
    const { result } = renderHook(
      () => ({
        gone: tracked(useApiRead(['view', 'gone'], (c) => c.get('/views/gone'))),
        down: tracked(useApiRead(['nodes'], (c) => c.get('/nodes'))),
      }),
      { wrapper },
    );
    await waitFor(() => expect((result.current.gone.error as FetchError | undefined)?.status).toBe(404));
    const calls = (url: string) => fetch.mock.calls.filter(([called]) => String(called) === url).length;
    await waitFor(() => expect(calls('/api/nodes')).toBeGreaterThan(2));
    expect(calls('/api/views/gone')).toBe(1);
  });

  it('forgets every answer but the ping when the session ends', async () => {
    let nodesAnswered = false;
    const fetch = vi.fn(async (url: string | URL | Request) => {
      if (String(url) === '/api/nodes') {
        if (nodesAnswered) return new Promise<Response>(() => undefined);
        nodesAnswered = true;
        return jsonResponse({ nodes: 1 });
      }
      return jsonResponse({ ok: true });
    });
    const { client, wrapper } = setup(fetch as unknown as typeof globalThis.fetch);
    const { result } = renderHook(
      () => ({
        nodes: tracked(useApiRead(['nodes'], (c) => c.get('/nodes'))),
        ping: tracked(useApiRead(['ping'], (c) => c.get('/ping', { anonymous: true }), { anonymous: true })),
      }),
      { wrapper },
    );
    await waitFor(() => expect(result.current.nodes.data).toEqual({ nodes: 1 }));
    await waitFor(() => expect(result.current.ping.data).toEqual({ ok: true }));
    act(() => client.session.loggedOut());
    act(() => client.session.loggedIn('reader'));
    expect(result.current.nodes.data).toBeUndefined();
    expect(result.current.ping.data).toEqual({ ok: true });
  });
});
