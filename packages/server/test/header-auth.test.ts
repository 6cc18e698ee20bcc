import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { readConfig } from '../src/config.js';
import { isTrustedProxy, parseTrustedProxies } from '../src/auth/header-auth.js';
import { ADMIN, createUser, ROOT_PASSWORD, startServer, type TestServer } from './helpers.js';

const CONFIG = '/api/system/authentication/http-header-auth-config';

let server: TestServer;
beforeEach(async () => {
  server = await startServer();
});
afterEach(async () => {
  await server.close();
});

/** A request to a page a signed-in user may read, carrying `headers`, from `remoteAddress`. */
const fromAddress = (remoteAddress: string, headers: Record<string, string>) =>
  server.app.http.inject({ method: 'GET', url: '/api/system/sessions', remoteAddress, headers });

describe('trusted proxies setting', () => {
  it("defaults to the loopback addresses, as Graylog's trusted_proxies does", () => {
    const { trustedProxies } = readConfig({}, '/', '/c');
    expect(trustedProxies.networks).toEqual(['127.0.0.1/32', '0:0:0:0:0:0:0:1/128']);
    expect(isTrustedProxy(trustedProxies, '127.0.0.1')).toBe(true);
    expect(isTrustedProxy(trustedProxies, '::1')).toBe(true);
    expect(isTrustedProxy(trustedProxies, '::ffff:127.0.0.1')).toBe(true);
    expect(isTrustedProxy(trustedProxies, '127.0.0.2')).toBe(false);
    expect(isTrustedProxy(trustedProxies, '10.0.0.1')).toBe(false);
  });

  it('reads networks and single addresses, and refuses anything else by name', () => {
    const proxies = parseTrustedProxies('10.0.0.0/8, 192.168.1.7');
    expect(isTrustedProxy(proxies, '10.200.3.4')).toBe(true);
    expect(isTrustedProxy(proxies, '192.168.1.7')).toBe(true);
    expect(isTrustedProxy(proxies, '192.168.1.8')).toBe(false);
    expect(() => readConfig({ SIFT_TRUSTED_PROXIES: '10.0.0.0/33' }, '/', '/c')).toThrow(
      'SIFT_TRUSTED_PROXIES must list networks like 127.0.0.1/32 separated by commas, got "10.0.0.0/33"',
    );
    expect(() => readConfig({ SIFT_TRUSTED_PROXIES: 'proxy.example.org' }, '/', '/c')).toThrow('got "proxy.example.org"');
  });
});

describe('GET/PUT /system/authentication/http-header-auth-config', () => {
  it("answers Graylog's disabled default, then stores what an administrator saves", async () => {
    const initial = await server.call('GET', CONFIG, { as: ADMIN });
    expect(initial.statusCode).toBe(200);
    expect(initial.json()).toEqual({ enabled: false, username_header: 'Remote-User' });

    const saved = await server.call('PUT', CONFIG, { as: ADMIN, body: { enabled: true, username_header: 'X-Forwarded-User' } });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({ enabled: true, username_header: 'X-Forwarded-User' });
    await server.restart();
    expect((await server.call('GET', CONFIG, { as: ADMIN })).json()).toEqual({ enabled: true, username_header: 'X-Forwarded-User' });
  });

  it('refuses a Reader: reading needs authhttpheaderconfig:read, saving authhttpheaderconfig:edit', async () => {
    const reader = await createUser(server, 'reader');
    expect((await server.call('GET', CONFIG, { as: reader })).statusCode).toBe(403);
    const put = await server.call('PUT', CONFIG, { as: reader, body: { enabled: true, username_header: 'Remote-User' } });
    expect(put.statusCode).toBe(403);
    expect((await server.call('GET', CONFIG, { as: ADMIN })).json()).toEqual({ enabled: false, username_header: 'Remote-User' });
  });

  it('refuses a blank or malformed header name and unknown properties, keeping the stored config', async () => {
    const put = (body: unknown) => server.call('PUT', CONFIG, { as: ADMIN, body });
    const blank = await put({ enabled: true, username_header: '  ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json()).toEqual({ type: 'ApiError', message: 'username_header must not be blank' });
    const spaced = await put({ enabled: true, username_header: 'Remote User' });
    expect(spaced.statusCode).toBe(400);
    expect(spaced.json().message).toBe('username_header is not a valid HTTP header name: "Remote User"');
    expect((await put({ enabled: 'yes', username_header: 'Remote-User' })).json().message).toBe(
      'Unable to map property enabled: expected a boolean.',
    );
    expect((await put({ enabled: true, username_header: 'Remote-User', realm: 'x' })).statusCode).toBe(400);
    expect((await server.call('GET', CONFIG, { as: ADMIN })).json()).toEqual({ enabled: false, username_header: 'Remote-User' });
  });
});

describe('signing in by the trusted header', () => {
  beforeEach(async () => {
    await createUser(server, 'alice');
  });
  const enable = () => server.call('PUT', CONFIG, { as: ADMIN, body: { enabled: true, username_header: 'Remote-User' } });

  it('gives a request from a trusted proxy naming an existing user a session, as a login would', async () => {
    await enable();
    const res = await fromAddress('127.0.0.1', { 'remote-user': 'alice' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toEqual({ is_valid: true, session_id: expect.any(String), username: 'alice' });
    expect(String(res.headers['set-cookie'])).toContain(`authentication=${body.session_id}`);
    // The session is a real one: it works without the header afterwards.
    const next = await server.app.http.inject({
      method: 'GET',
      url: '/api/users/alice',
      remoteAddress: '10.9.9.9',
      headers: { cookie: `authentication=${body.session_id}` },
    });
    expect(next.statusCode).toBe(200);
    expect(next.json().username).toBe('alice');
  });

  it("lets other requests through as that user without piling up sessions, and wins over another user's session cookie", async () => {
    await enable();
    const api = await server.app.http.inject({ method: 'GET', url: '/api/users/alice', headers: { 'remote-user': 'alice' } });
    expect(api.statusCode).toBe(200);
    expect(api.headers['set-cookie']).toBeUndefined();
    const login = await server.call('POST', '/api/system/sessions', { body: { username: 'admin', password: ROOT_PASSWORD } });
    const adminCookie = `authentication=${login.json().session_id}`;
    const switched = await fromAddress('127.0.0.1', { cookie: adminCookie, 'remote-user': 'alice' });
    expect(switched.json()).toMatchObject({ is_valid: true, username: 'alice' });
    expect(switched.json().session_id).not.toBe(login.json().session_id);
  });

  it('matches the header name regardless of case, from an IPv6 loopback proxy too', async () => {
    await server.call('PUT', CONFIG, { as: ADMIN, body: { enabled: true, username_header: 'X-Auth-User' } });
    const res = await fromAddress('::1', { 'x-auth-user': 'alice' });
    expect(res.json()).toMatchObject({ is_valid: true, username: 'alice' });
  });

  it('ignores the header from an address that is not a trusted proxy', async () => {
    await enable();
    const res = await fromAddress('10.1.2.3', { 'remote-user': 'alice' });
    expect(res.json()).toEqual({ is_valid: false, session_id: null, username: null });
    const api = await server.app.http.inject({
      method: 'GET',
      url: '/api/users/alice',
      remoteAddress: '10.1.2.3',
      headers: { 'remote-user': 'alice' },
    });
    expect(api.statusCode).toBe(401);
  });

  it('ignores the header while the authenticator is disabled', async () => {
    const res = await fromAddress('127.0.0.1', { 'remote-user': 'alice' });
    expect(res.json()).toEqual({ is_valid: false, session_id: null, username: null });
  });

  it('refuses an unknown or disabled user named in the header', async () => {
    await enable();
    const unknown = await server.app.http.inject({ method: 'GET', url: '/api/users/nobody', headers: { 'remote-user': 'nobody' } });
    expect(unknown.statusCode).toBe(401);
    const alice = (await server.call('GET', '/api/users/alice', { as: ADMIN })).json() as { id: string };
    expect((await server.call('PUT', `/api/users/${alice.id}/status/disabled`, { as: ADMIN })).statusCode).toBe(200);
    const disabled = await fromAddress('127.0.0.1', { 'remote-user': 'alice' });
    expect(disabled.json()).toEqual({ is_valid: false, session_id: null, username: null });
  });
});
