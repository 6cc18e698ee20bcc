import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ADMIN, createUser, CSRF, ROOT_PASSWORD, startServer, type TestServer } from './helpers.js';

let server: TestServer;
beforeEach(async () => {
  server = await startServer();
});
afterEach(async () => {
  vi.useRealTimers();
  await server.close();
});

const login = (username: string, password: string, headers: Record<string, string> = CSRF) =>
  server.app.http.inject({ method: 'POST', url: '/api/system/sessions', headers, payload: { username, password, host: 'localhost:9000' } });

describe('sessions', () => {
  it("logs in with the root password, sets an HttpOnly SameSite=Strict cookie and answers Graylog's session shape", async () => {
    const res = await login('admin', ROOT_PASSWORD);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toEqual({
      valid_until: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}\+0000$/),
      session_id: expect.any(String),
      username: 'admin',
      user_id: 'local:admin',
    });
    const cookie = String(res.headers['set-cookie']);
    expect(cookie).toContain(`authentication=${body.session_id}`);
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Strict/);
    expect(cookie).toMatch(/Max-Age=28800/);
  });

  it('refuses wrong credentials with an empty 401 and missing fields with 400', async () => {
    const bad = await login('admin', 'wrong');
    expect(bad.statusCode).toBe(401);
    expect(bad.body).toBe('');
    const unknown = await login('nobody', 'wrong');
    expect(unknown.statusCode).toBe(401);
    const missing = await server.app.http.inject({
      method: 'POST',
      url: '/api/system/sessions',
      headers: CSRF,
      payload: { username: 'admin' },
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({ type: 'ApiError', message: 'Missing required properties: password.' });
  });

  it("refuses a login without X-Requested-By with Graylog's CSRF error", async () => {
    const res = await login('admin', ROOT_PASSWORD, {});
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      type: 'ApiError',
      message: 'CSRF protection header is missing. Please add a "X-Requested-By" header to your request.',
    });
  });

  it('validates a session by cookie, and reports an invalid one with is_valid false and a cleared cookie', async () => {
    const id = (await login('admin', ROOT_PASSWORD)).json().session_id as string;
    const valid = await server.app.http.inject({ method: 'GET', url: '/api/system/sessions', cookies: { authentication: id } });
    expect(valid.json()).toEqual({ is_valid: true, session_id: id, username: 'admin' });
    const invalid = await server.app.http.inject({ method: 'GET', url: '/api/system/sessions', cookies: { authentication: 'nope' } });
    expect(invalid.statusCode).toBe(200);
    expect(invalid.json()).toEqual({ is_valid: false, session_id: null, username: null });
    expect(String(invalid.headers['set-cookie'])).toMatch(/authentication=;.*Max-Age=0/);
  });

  it('reports the session on the user: active, last activity and the client address', async () => {
    await login('admin', ROOT_PASSWORD);
    const me = (await server.call('GET', '/api/users/admin', { as: ADMIN })).json();
    expect(me).toMatchObject({ session_active: true, client_address: '127.0.0.1' });
    expect(me.last_activity).toMatch(/\+0000$/);
  });

  it('logs out: the session stops working, also after a restart', async () => {
    const id = (await login('admin', ROOT_PASSWORD)).json().session_id as string;
    const other = (await login('admin', ROOT_PASSWORD)).json().session_id as string;
    const out = await server.app.http.inject({
      method: 'DELETE',
      url: '/api/system/sessions/',
      headers: CSRF,
      cookies: { authentication: id },
    });
    expect(out.statusCode).toBe(200);
    expect(out.body).toBe('');
    expect(String(out.headers['set-cookie'])).toMatch(/Max-Age=0/);
    const after = await server.app.http.inject({ method: 'GET', url: '/api/users/admin', cookies: { authentication: id } });
    expect(after.statusCode).toBe(401);
    await server.restart();
    expect((await server.app.http.inject({ method: 'GET', url: '/api/users/admin', cookies: { authentication: id } })).statusCode).toBe(
      401,
    );
    expect((await server.app.http.inject({ method: 'GET', url: '/api/users/admin', cookies: { authentication: other } })).statusCode).toBe(
      200,
    );
  });

  it('expires a session after the timeout; requests with X-Graylog-No-Session-Extension do not extend it', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-01-01T00:00:00Z'));
    const reader = await createUser(server, 'ann', { session_timeout_ms: 60_000 });
    const [name, password] = reader.split(':') as [string, string];
    const id = (await login(name, password)).json().session_id as string;
    const get = (headers: Record<string, string> = {}) =>
      server.app.http.inject({ method: 'GET', url: '/api/users/ann', headers, cookies: { authentication: id } });

    vi.setSystemTime(new Date('2026-01-01T00:00:50Z'));
    const extended = await get();
    expect(extended.statusCode).toBe(200);
    expect(String(extended.headers['set-cookie'])).toMatch(/Max-Age=60/);
    // Polling does not keep the session alive: 50 s later it still counts from the last real request.
    vi.setSystemTime(new Date('2026-01-01T00:01:40Z'));
    const polled = await get({ 'x-graylog-no-session-extension': 'true' });
    expect(polled.statusCode).toBe(200);
    expect(polled.headers['set-cookie']).toBeUndefined();
    vi.setSystemTime(new Date('2026-01-01T00:01:51Z'));
    expect((await get({ 'x-graylog-no-session-extension': 'true' })).statusCode).toBe(401);
  });

  it('uses the global session timeout when enabled in the user configuration', async () => {
    const put = await server.call('PUT', '/api/system/cluster_config/org.graylog2.users.UserConfiguration', {
      as: ADMIN,
      body: { enable_global_session_timeout: true, global_session_timeout_interval: 'PT1H' },
    });
    expect(put.statusCode).toBe(202);
    const res = await login('admin', ROOT_PASSWORD);
    expect(String(res.headers['set-cookie'])).toMatch(/Max-Age=3600/);
  });
});

describe('Basic and token authentication', () => {
  it('authenticates with Basic username:password, <session>:session and <token>:token', async () => {
    const me = await server.call('GET', '/api/users/admin', { as: ADMIN });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ username: 'admin', id: 'local:admin', read_only: true, permissions: expect.arrayContaining(['*']) });

    const session = (await login('admin', ROOT_PASSWORD)).json().session_id as string;
    expect((await server.call('GET', '/api/users/admin', { as: `${session}:session` })).statusCode).toBe(200);

    const created = await server.call('POST', '/api/users/admin/tokens/ci', { as: ADMIN });
    expect(created.statusCode).toBe(200);
    const token = created.json().token as string;
    expect((await server.call('GET', '/api/users/admin', { as: `${token}:token` })).statusCode).toBe(200);

    const list = await server.call('GET', '/api/users/admin/tokens', { as: ADMIN });
    expect(list.json().tokens).toEqual([{ id: created.json().id, name: 'ci', last_access: expect.any(String) }]);
    expect(list.body).not.toContain(token);

    expect((await server.call('DELETE', `/api/users/admin/tokens/${created.json().id}`, { as: ADMIN })).statusCode).toBe(204);
    expect((await server.call('GET', '/api/users/admin', { as: `${token}:token` })).statusCode).toBe(401);
  });

  it('answers anonymous requests with an empty 401 and a Basic challenge unless the request is an XHR', async () => {
    const res = await server.call('GET', '/api/users');
    expect(res.statusCode).toBe(401);
    expect(res.body).toBe('');
    expect(res.headers['www-authenticate']).toBe('Basic realm="Graylog Server"');
    const xhr = await server.call('GET', '/api/users', { headers: { 'x-requested-with': 'XMLHttpRequest' } });
    expect(xhr.headers['www-authenticate']).toBeUndefined();
    expect((await server.call('GET', '/api/users', { as: 'admin:wrong' })).statusCode).toBe(401);
  });

  it('names the node on every response and marks XHR answers as not cacheable', async () => {
    const node = (await server.call('GET', '/api/')).json().node_id as string;
    const res = await server.call('GET', '/api/users', { headers: { 'x-requested-with': 'XMLHttpRequest' } });
    expect(res.statusCode).toBe(401);
    expect(res.headers['x-graylog-node-id']).toBe(node);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect((await server.call('GET', '/api/users/admin', { as: ADMIN })).headers['x-graylog-node-id']).toBe(node);
  });

  it('answers unknown routes with 404 before authentication and the CSRF check', async () => {
    const res = await server.app.http.inject({ method: 'POST', url: '/api/no/such/route', payload: {} });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ type: 'ApiError', message: 'HTTP 404 Not Found' });
  });

  it('refuses an authenticated PUT without X-Requested-By with 400', async () => {
    const res = await server.app.http.inject({
      method: 'PUT',
      url: '/api/users/admin/preferences',
      headers: { authorization: `Basic ${Buffer.from(ADMIN).toString('base64')}` },
      payload: { preferences: {} },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('CSRF protection header is missing. Please add a "X-Requested-By" header to your request.');
  });
});
