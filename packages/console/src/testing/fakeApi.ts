import { vi } from 'vitest';

export interface FakeCall {
  method: string;
  path: string;
  query: Record<string, string>;
  headers: Record<string, string>;
  body: unknown;
}

type Handler = (call: FakeCall) => unknown;

/** A Response for a JSON body, or an error status with an optional body. */
export function json(body: unknown, status = 200): Response {
  return new Response(body === null ? null : JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

export const USER_WIRE = {
  id: 'u1',
  username: 'jane',
  email: 'jane@example.org',
  first_name: 'Jane',
  last_name: 'Doe',
  full_name: 'Jane Doe',
  permissions: [],
  grn_permissions: [],
  preferences: {},
  timezone: null,
  session_timeout_ms: 3600000,
  read_only: false,
  external: false,
  startpage: null,
  roles: ['Reader'],
  session_active: true,
  last_activity: null,
  client_address: null,
  account_status: 'enabled',
  service_account: false,
};

export const HELLO = {
  cluster_id: 'c-1',
  node_id: 'n-1',
  version: '5.1.13',
  tagline: "Manage your logs in the dark and have lasers going and make it look like you're from space!",
};

/**
 * A fetch stand-in: routes "METHOD /path" (path without /api and query) to handlers; a handler
 * returns a body (200 JSON), a Response (or a promise of either), or throws to simulate a network
 * failure. `down.value = true` fails every call as an unreachable server does.
 */
export function fakeApi(routes: Record<string, Handler | unknown>) {
  const down = { value: false };
  const calls: FakeCall[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const call: FakeCall = {
      method: init?.method ?? 'GET',
      path: url.pathname.replace(/^\/api/, '') || '/',
      query: Object.fromEntries(url.searchParams),
      headers: (init?.headers ?? {}) as Record<string, string>,
      body: init?.body ? JSON.parse(String(init.body)) : undefined,
    };
    calls.push(call);
    if (down.value) throw new TypeError('Failed to fetch');
    const key = `${call.method} ${call.path}`;
    if (!(key in routes)) return json({ type: 'ApiError', message: `No route ${key}` }, 404);
    const route = routes[key];
    const result: unknown = await (typeof route === 'function' ? (route as Handler)(call) : route);
    return result instanceof Response ? result : result === undefined ? new Response(null, { status: 204 }) : json(result);
  });
  return { fetch: fetch as unknown as typeof globalThis.fetch, calls, routes, down };
}
