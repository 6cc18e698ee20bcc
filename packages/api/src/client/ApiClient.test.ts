import { describe, expect, it, vi } from 'vitest';
import { ApiClient, NO_SESSION_EXTENSION_HEADER, type ApiClientOptions } from './ApiClient';
import { FetchError } from './FetchError';
import { SessionGate } from './SessionGate';

type Call = { url: string; init: RequestInit };

function json(status: number, body: unknown, statusText = 'OK'): Response {
  return new Response(JSON.stringify(body), { status, statusText, headers: { 'Content-Type': 'application/json' } });
}

function setup(responses: Array<Response | Error>, options: Partial<ApiClientOptions> = {}, username: string | null = 'admin') {
  const calls: Call[] = [];
  const fetchMock = vi.fn(async (url: string | URL | Request, init?: RequestInit) => {
    calls.push({ url: String(url), init: init ?? {} });
    const next = responses.shift();
    if (!next) throw new Error('no response queued');
    if (next instanceof Error) throw next;
    return next;
  });
  const session = new SessionGate(username);
  const client = new ApiClient({ fetch: fetchMock as unknown as typeof fetch, session, ...options });
  return { client, calls, session };
}

function headersOf(call: Call | undefined): Record<string, string> {
  return (call?.init.headers ?? {}) as Record<string, string>;
}

describe('ApiClient headers and URLs', () => {
  it('sends X-Requested-With and X-Requested-By on every call, and the JSON content type only with a body', async () => {
    const { client, calls } = setup([json(200, {}), json(200, {})]);
    await client.get('/system');
    await client.post('/views/search', { queries: [] });
    expect(headersOf(calls[0])).toMatchObject({ 'X-Requested-With': 'XMLHttpRequest', 'X-Requested-By': 'XMLHttpRequest' });
    expect(headersOf(calls[0])['Content-Type']).toBeUndefined();
    expect(headersOf(calls[1])).toMatchObject({ 'X-Requested-By': 'XMLHttpRequest', 'Content-Type': 'application/json' });
    expect(calls[1]?.init.body).toBe('{"queries":[]}');
    expect(calls[1]?.init.method).toBe('POST');
  });

  it('puts calls under /api by default, under the application path prefix when set, and under an absolute API base as is', async () => {
    const a = setup([json(200, {})]);
    await a.client.get('/system/cluster/nodes');
    expect(a.calls[0]?.url).toBe('/api/system/cluster/nodes');

    const b = setup([json(200, {})], { appPathPrefix: '/graylog/' });
    await b.client.get('/views', { query: { page: 2, query: 'a b', sort: undefined } });
    expect(b.calls[0]?.url).toBe('/graylog/api/views?page=2&query=a+b');

    const c = setup([json(200, {})], { apiBase: 'https://logs.example.com/api/', appPathPrefix: '/ignored' });
    await c.client.get('/system');
    expect(c.calls[0]?.url).toBe('https://logs.example.com/api/system');
  });

  it('sends the no-session-extension header only on polling calls', async () => {
    const { client, calls } = setup([json(200, {}), json(200, {})]);
    await client.get('/', { noSessionExtension: true, anonymous: true });
    await client.get('/system');
    expect(headersOf(calls[0])[NO_SESSION_EXTENSION_HEADER]).toBe('true');
    expect(NO_SESSION_EXTENSION_HEADER).toBe('X-Graylog-No-Session-Extension');
    expect(headersOf(calls[1])[NO_SESSION_EXTENSION_HEADER]).toBeUndefined();
  });
});

describe('ApiClient bodies', () => {
  it('yields null for 204 and for an empty 200', async () => {
    const { client } = setup([new Response(null, { status: 204 }), new Response('', { status: 200 })]);
    await expect(client.get('/entitylists/preferences/streams')).resolves.toBeNull();
    await expect(client.put('/favorites/grn::::dashboard:1')).resolves.toBeNull();
  });

  it('parses JSON only when the content type is JSON', async () => {
    const { client } = setup([json(200, { a: 1 }), new Response('ALIVE', { status: 200, headers: { 'Content-Type': 'text/plain' } })]);
    await expect(client.get('/system')).resolves.toEqual({ a: 1 });
    await expect(client.get('/system/lbstatus')).resolves.toBe('ALIVE');
  });
});

describe('FetchError', () => {
  it('reads "There was an error fetching a resource: {status text}. Additional information: {message}"', async () => {
    const { client } = setup([json(404, { type: 'ApiError', message: "View 1 doesn't exist" }, 'Not Found')]);
    const error = await client.get('/views/1').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(FetchError);
    const fetchError = error as FetchError;
    expect(fetchError.message).toBe("There was an error fetching a resource: Not Found. Additional information: View 1 doesn't exist");
    expect(fetchError.status).toBe(404);
    expect(fetchError.request).toEqual({ method: 'GET', url: '/api/views/1' });
    expect(fetchError.body).toEqual({ type: 'ApiError', message: "View 1 doesn't exist" });
    expect(fetchError.displayMessage).toBe(fetchError.message);
  });

  it('says "Not available" when the body has no message', async () => {
    const { client } = setup([new Response('', { status: 502, statusText: 'Bad Gateway' })]);
    const error = (await client.get('/system').catch((e: unknown) => e)) as FetchError;
    expect(error.message).toBe('There was an error fetching a resource: Bad Gateway. Additional information: Not available');
    expect(error.body).toBeNull();
  });

  it.each([400, 500])('prepends the body message to the error message on %i', async (status) => {
    const { client } = setup([json(status, { type: 'ApiError', message: 'Search 1 not available' }, 'Bad')]);
    const error = (await client.post('/views', {}).catch((e: unknown) => e)) as FetchError;
    expect(error.displayMessage).toBe(
      'Search 1 not available There was an error fetching a resource: Bad. Additional information: Search 1 not available',
    );
  });
});

describe('ApiClient status handling', () => {
  it('logs out on a 401 while logged in, and only then', async () => {
    const onUnauthorized = vi.fn();
    const { client, session } = setup([new Response(null, { status: 401, statusText: 'Unauthorized' })], { onUnauthorized });
    await expect(client.get('/system')).rejects.toMatchObject({ status: 401 });
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
    expect(session.isLoggedIn()).toBe(false);

    const anonymous = setup([new Response(null, { status: 401 })], { onUnauthorized }, null);
    await expect(anonymous.client.post('/system/sessions', {}, { anonymous: true })).rejects.toMatchObject({ status: 401 });
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('reports a 403 as missing permissions', async () => {
    const onForbidden = vi.fn();
    const { client } = setup([json(403, { type: 'ApiError', message: 'Not authorized' }, 'Forbidden')], { onForbidden });
    await expect(client.get('/users/bob')).rejects.toMatchObject({ status: 403 });
    expect(onForbidden).toHaveBeenCalledWith(
      expect.objectContaining({
        kind: 'MissingPermissions',
        title: 'Missing Permissions',
        description: 'You do not have the required permissions to view this resource.',
      }),
    );
  });

  it('distinguishes MissingStreamPermission and lists the streams', async () => {
    const onForbidden = vi.fn();
    const body = { type: 'MissingStreamPermission', message: 'no', streams: ['s1', 's2'] };
    const { client } = setup([json(403, body, 'Forbidden')], { onForbidden });
    await expect(client.post('/views/search/1/execute', {})).rejects.toBeInstanceOf(FetchError);
    expect(onForbidden).toHaveBeenCalledWith(
      expect.objectContaining({
        kind: 'MissingStreamPermission',
        title: 'Missing Stream Permissions',
        description: 'This resource includes streams you do not have permissions for.',
        streams: ['s1', 's2'],
      }),
    );
  });

  it('reports the server down when it cannot be reached and up again on the next answer', async () => {
    const onServerUnavailable = vi.fn();
    const onServerAvailable = vi.fn();
    const { client } = setup([new TypeError('Failed to fetch'), json(200, {})], { onServerUnavailable, onServerAvailable });
    const error = (await client.get('/').catch((e: unknown) => e)) as FetchError;
    expect(error.status).toBe(0);
    expect(error.request).toEqual({ method: 'GET', url: '/api/' });
    expect(onServerUnavailable).toHaveBeenCalledWith(error);
    expect(onServerAvailable).not.toHaveBeenCalled();
    await client.get('/');
    expect(onServerAvailable).toHaveBeenCalledTimes(1);
  });
});

describe('ApiClient waiting for login', () => {
  it('holds calls made while logged out until login completes', async () => {
    const { client, calls, session } = setup([json(200, { ok: true })], {}, null);
    const pending = client.get('/system/notifications');
    await Promise.resolve();
    await Promise.resolve();
    expect(calls).toHaveLength(0);
    session.loggedIn('admin');
    await expect(pending).resolves.toEqual({ ok: true });
    expect(calls).toHaveLength(1);
  });

  it('lets anonymous calls (login, validation, ping) through while logged out', async () => {
    const { client, calls } = setup([json(200, { is_valid: false })], {}, null);
    await client.get('/system/sessions', { anonymous: true });
    expect(calls).toHaveLength(1);
  });
});

describe('ApiClient.early', () => {
  it('sends at once while logged out, at the same place, and a 401 or 403 changes nothing', async () => {
    const onUnauthorized = vi.fn();
    const onForbidden = vi.fn();
    const { client, calls, session } = setup(
      [json(200, { id: 'v1' }), json(401, { message: 'no' }, 'Unauthorized'), json(403, { message: 'no' }, 'Forbidden')],
      { appPathPrefix: '/graylog', onUnauthorized, onForbidden },
      null,
    );
    const early = client.early();
    await expect(early.get('/views/v1')).resolves.toEqual({ id: 'v1' });
    expect(calls[0]?.url).toBe('/graylog/api/views/v1');
    session.loggedIn('admin');
    await expect(early.get('/views/v2')).rejects.toMatchObject({ status: 401 });
    await expect(early.get('/views/v3')).rejects.toMatchObject({ status: 403 });
    expect(session.username).toBe('admin');
    expect(onUnauthorized).not.toHaveBeenCalled();
    expect(onForbidden).not.toHaveBeenCalled();
  });
});
