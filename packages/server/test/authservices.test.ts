import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, createUser, CSRF, startServer, type TestServer } from './helpers.js';

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => {
  await server.close();
});

describe('authentication services', () => {
  it('answers the internal user database only: no backends, none active', async () => {
    const list = await server.call('GET', '/api/system/authentication/services/backends?page=1&per_page=10', { as: ADMIN });
    expect(list.statusCode).toBe(200);
    expect(list.json()).toEqual({ total: 0, count: 0, page: 1, per_page: 10, grand_total: 0, backends: [], context: { active_backend: null } });
    expect((await server.call('GET', '/api/system/authentication/services/active-backend', { as: ADMIN })).json()).toEqual({ backend: null, context: { backends_total: 0 } });
    expect((await server.call('GET', '/api/system/authentication/services/configuration', { as: ADMIN })).json()).toEqual({ active_backend: null });
    expect((await server.call('GET', '/api/system/authentication/services/backends/active-backend/type', { as: ADMIN })).json()).toEqual({ backend: null });
    const one = await server.call('GET', '/api/system/authentication/services/backends/5f0c1a2b3c4d5e6f7a8b9c0d', { as: ADMIN });
    expect(one.statusCode).toBe(404);
    expect(one.json()).toEqual({ type: 'ApiError', message: "Couldn't find auth service backend 5f0c1a2b3c4d5e6f7a8b9c0d" });
  });

  it('lets a Reader list backends (filtered) but not read the global configuration', async () => {
    const reader = await createUser(server, 'authreader');
    expect((await server.call('GET', '/api/system/authentication/services/backends', { as: reader })).statusCode).toBe(200);
    expect((await server.call('GET', '/api/system/authentication/services/active-backend', { as: reader })).statusCode).toBe(403);
    expect((await server.call('GET', '/api/system/authentication/services/configuration', { as: reader })).statusCode).toBe(403);
  });

  it('disables a user: login is refused, sessions and tokens stop working; enabling lets them in again', async () => {
    const credentials = await createUser(server, 'dora');
    const userId = (await server.call('GET', '/api/users/dora', { as: ADMIN })).json().id as string;
    const login = await server.app.http.inject({ method: 'POST', url: '/api/system/sessions', headers: CSRF, payload: { username: 'dora', password: 'dora-password' } });
    expect(login.statusCode).toBe(200);
    const session = login.json().session_id as string;
    const token = (await server.call('POST', `/api/users/${userId}/tokens/cli`, { as: credentials })).json().token as string;
    const withSession = () => server.app.http.inject({ method: 'GET', url: '/api/users/dora', cookies: { authentication: session } });
    const withToken = () => server.call('GET', '/api/users/dora', { as: `${token}:token` });
    expect((await withSession()).statusCode).toBe(200);
    expect((await withToken()).statusCode).toBe(200);

    const disabled = await server.call('POST', `/api/system/authentication/users/${userId}/disable`, { as: ADMIN });
    expect(disabled.statusCode).toBe(204);
    expect((await server.call('GET', '/api/users/dora', { as: ADMIN })).json().account_status).toBe('disabled');
    expect((await withSession()).statusCode).toBe(401);
    expect((await withToken()).statusCode).toBe(401);
    expect((await server.call('GET', '/api/users/dora', { as: credentials })).statusCode).toBe(401);
    const refused = await server.app.http.inject({ method: 'POST', url: '/api/system/sessions', headers: CSRF, payload: { username: 'dora', password: 'dora-password' } });
    expect(refused.statusCode).toBe(401);

    await server.restart();
    expect((await server.call('GET', '/api/users/dora', { as: credentials })).statusCode).toBe(401);
    expect((await server.call('POST', `/api/system/authentication/users/${userId}/enable`, { as: ADMIN })).statusCode).toBe(204);
    expect((await server.call('GET', '/api/users/dora', { as: credentials })).statusCode).toBe(200);
    expect((await withToken()).statusCode).toBe(200);
  });

  it('refuses unknown users, the own account, the read-only admin and callers without users:edit', async () => {
    const olga = await createUser(server, 'olga');
    const olgaId = (await server.call('GET', '/api/users/olga', { as: ADMIN })).json().id as string;
    const adminId = (await server.call('GET', '/api/users/admin', { as: ADMIN })).json().id as string;
    const unknown = await server.call('POST', '/api/system/authentication/users/5f0c1a2b3c4d5e6f7a8b9c0d/disable', { as: ADMIN });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe("Couldn't find user 5f0c1a2b3c4d5e6f7a8b9c0d");
    expect((await server.call('POST', `/api/system/authentication/users/${adminId}/disable`, { as: ADMIN })).statusCode).toBe(400);
    expect((await server.call('POST', `/api/system/authentication/users/${olgaId}/disable`, { as: olga })).statusCode).toBe(400);
    const reader = await createUser(server, 'rita');
    expect((await server.call('POST', `/api/system/authentication/users/${olgaId}/disable`, { as: reader })).statusCode).toBe(403);
    expect((await server.call('POST', '/api/system/authentication/users/5f0c1a2b3c4d5e6f7a8b9c0d/disable', { as: reader })).statusCode).toBe(403);
    expect((await server.call('GET', '/api/users/olga', { as: ADMIN })).json().account_status).toBe('enabled');
  });
});
