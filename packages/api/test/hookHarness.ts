import { render } from '@testing-library/react';
import { createElement, type ComponentType, type ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { vi } from 'vitest';
import { ApiClient } from '../src/client/ApiClient';
import { SessionGate } from '../src/client/SessionGate';
import { ApiProvider } from '../src/hooks/ApiProvider';

export type Route = (url: string, init: RequestInit) => Response | Promise<Response> | undefined;

/**
 * A Response stand-in whose body resolves in a microtask: real Response bodies are read through
 * the event loop, which fake timers would stall.
 */
export function fakeResponse(status: number, text: string, contentType = 'application/json'): Response {
  return {
    ok: status >= 200 && status < 300,
    status,
    statusText: status < 300 ? 'OK' : 'Error',
    headers: new Headers(text ? { 'Content-Type': contentType } : {}),
    text: async () => text,
  } as Response;
}

export function jsonResponse(body: unknown, status = 200): Response {
  return fakeResponse(status, JSON.stringify(body));
}

export function emptyResponse(status = 204): Response {
  return fakeResponse(status, '');
}

/** A client over a routed fake fetch, plus a wrapper with a fresh SWR cache for renderHook. */
export function harness(route: Route, username: string | null = 'admin') {
  const requests: Array<{ method: string; url: string; body: unknown }> = [];
  const fetchMock = vi.fn(async (input: string | URL | Request, init: RequestInit = {}) => {
    const url = String(input);
    requests.push({ method: init.method ?? 'GET', url, body: init.body ? JSON.parse(String(init.body)) : undefined });
    const answer = await route(url, init);
    return answer ?? jsonResponse({ type: 'ApiError', message: `no route for ${url}` }, 404);
  });
  const client = new ApiClient({ fetch: fetchMock as unknown as typeof fetch, session: new SessionGate(username) });
  // One cache per harness, shared by every hook rendered with this wrapper (as in one app).
  const cache = new Map();
  const wrapper = ({ children }: { children: ReactNode }) =>
    createElement(
      SWRConfig,
      { value: { provider: () => cache, shouldRetryOnError: false } },
      createElement(ApiProvider, { client }, children),
    );
  const count = (method: string, path: string) =>
    requests.filter((r) => r.method === method && r.url.split('?')[0] === `/api${path}`).length;
  return { client, wrapper, requests, count };
}

/**
 * SWR re-renders only for fields read during render; a test reads them after, so this reads them
 * in render for it.
 */
export function tracked<T extends { data?: unknown; error?: unknown; isLoading?: boolean }>(result: T): T {
  void result.data;
  void result.error;
  void result.isLoading;
  return result;
}

/** Fake timers for hook tests: timers, animation frames (SWR defers revalidation of cached data to one) and Date. */
export function useFakeHookTimers(): void {
  vi.useFakeTimers({
    toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'requestAnimationFrame', 'cancelAnimationFrame', 'Date'],
  });
}

/**
 * Mounts a hook in a component that can be removed and added again while the SWR provider stays
 * mounted, as screens come and go in the app (unmounting the provider would drop its cache).
 */
export function mountable<T>(wrapper: ComponentType<{ children: ReactNode }>, hook: () => T) {
  let latest: T | undefined;
  function Probe() {
    latest = hook();
    return null;
  }
  const tree = (on: boolean) => createElement(wrapper, null, on ? createElement(Probe) : null);
  const view = render(tree(true));
  return {
    current: () => latest,
    hide: () => view.rerender(tree(false)),
    show: () => view.rerender(tree(true)),
  };
}
