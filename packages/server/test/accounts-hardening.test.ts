import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ADMIN, createUser, CSRF, ROOT_PASSWORD, startServer, type TestServer } from './helpers.js';
import { CONTENT_SECURITY_POLICY } from '../src/http/security-headers.js';

let server: TestServer;
beforeAll(async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sift-accounts-'));
  // A stand-in for the built console, served at `/`.
  fs.mkdirSync(path.join(dir, 'no-console'));
  fs.writeFileSync(path.join(dir, 'no-console', 'index.html'), '<!doctype html><title>Sift</title>');
  server = await startServer(dir);
});
afterAll(async () => {
  await server.close();
});
afterEach(() => {
  vi.useRealTimers();
});

const login = (username: string, password: string, remoteAddress = '127.0.0.1') =>
  server.app.http.inject({ method: 'POST', url: '/api/system/sessions', headers: CSRF, remoteAddress, payload: { username, password } });
const basic = (credentials: string, remoteAddress = '127.0.0.1') =>
  server.app.http.inject({
    method: 'GET',
    url: '/api/users/admin',
    remoteAddress,
    headers: { authorization: `Basic ${Buffer.from(credentials).toString('base64')}` },
  });

describe('sign-in throttling', () => {
  it('answers 429 with Retry-After after five wrong passwords for a user name, the same for unknown names, and takes even the right password only after the wait', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const user = await createUser(server, 'tamsin');
    const password = user.split(':')[1]!;
    for (let i = 0; i < 5; i++) {
      expect((await login('tamsin', 'guess', `10.1.0.${i}`)).statusCode).toBe(401);
      expect((await login('no-such-user', 'guess', `10.1.0.${i}`)).statusCode).toBe(401);
    }
    const known = await login('tamsin', password, '10.1.0.99');
    const unknown = await login('no-such-user', 'guess', '10.1.0.99');
    for (const res of [known, unknown]) {
      expect(res.statusCode).toBe(429);
      expect(res.headers['retry-after']).toBe('1');
      expect(res.json()).toEqual({ type: 'ApiError', message: 'Too many failed sign-in attempts. Try again in 1 second.' });
    }
    // Another user signs in meanwhile.
    expect((await login('admin', ROOT_PASSWORD, '10.1.0.99')).statusCode).toBe(200);
    vi.setSystemTime(Date.now() + 1000);
    expect((await login('tamsin', password, '10.1.0.99')).statusCode).toBe(200);
  });

  it('throttles Basic auth per client address across user names, leaving other addresses alone', async () => {
    for (let i = 0; i < 20; i++) expect((await basic(`someone${i}:guess`, '10.2.0.1')).statusCode).toBe(401);
    const throttled = await basic(ADMIN, '10.2.0.1');
    expect(throttled.statusCode).toBe(429);
    expect(Number(throttled.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect(throttled.json().message).toMatch(/^Too many failed sign-in attempts\. Try again in \d+ seconds?\.$/);
    expect((await basic(ADMIN, '10.2.0.2')).statusCode).toBe(200);
  });
});

describe('password change', () => {
  it("ends the user's other sessions and keeps the one the change was made from", async () => {
    const user = await createUser(server, 'pavel');
    const password = user.split(':')[1]!;
    const here = (await login('pavel', password, '10.3.0.1')).json().session_id as string;
    const elsewhere = (await login('pavel', password, '10.3.0.2')).json().session_id as string;
    const admins = (await login('admin', ROOT_PASSWORD, '10.3.0.3')).json().session_id as string;
    const valid = async (id: string) =>
      (await server.app.http.inject({ method: 'GET', url: '/api/system/sessions', cookies: { authentication: id } })).json()
        .is_valid as boolean;

    const changed = await server.app.http.inject({
      method: 'PUT',
      url: '/api/users/pavel/password',
      headers: CSRF,
      cookies: { authentication: here },
      payload: { old_password: password, password: 'a-new-password' },
    });
    expect(changed.statusCode).toBe(204);
    expect(await valid(here)).toBe(true);
    expect(await valid(elsewhere)).toBe(false);
    expect(await valid(admins)).toBe(true);
    expect((await login('pavel', 'a-new-password', '10.3.0.4')).statusCode).toBe(200);

    // An administrator's change ends every session of the user.
    const reset = await server.call('PUT', '/api/users/pavel/password', { as: ADMIN, body: { password: 'reset-by-admin' } });
    expect(reset.statusCode).toBe(204);
    expect(await valid(here)).toBe(false);
  });
});

describe('security headers', () => {
  const expectHeaders = (headers: Record<string, unknown>) => {
    expect(headers['content-security-policy']).toBe(CONTENT_SECURITY_POLICY);
    expect(headers['x-frame-options']).toBe('DENY');
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  };

  it('come with the console, API answers and API errors', async () => {
    const page = await server.app.http.inject({ method: 'GET', url: '/search' });
    expect(page.body).toContain('<title>Sift</title>');
    expectHeaders(page.headers);
    expectHeaders((await server.call('GET', '/api/')).headers);
    expectHeaders((await server.call('GET', '/api/users')).headers);
    expectHeaders((await server.call('GET', '/api/no/such/route', { as: ADMIN })).headers);
  });

  it('allow scripts from the own origin only and no framing', () => {
    expect(CONTENT_SECURITY_POLICY).toContain("script-src 'self';");
    expect(CONTENT_SECURITY_POLICY).not.toMatch(/script-src[^;]*unsafe/);
    expect(CONTENT_SECURITY_POLICY).toContain("frame-ancestors 'none'");
    expect(CONTENT_SECURITY_POLICY).toContain("connect-src 'self'");
  });
});
