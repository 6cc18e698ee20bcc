import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, createUser, CSRF, startServer, type TestServer } from './helpers.js';
import { freePort, peopleLdif, startSlapd, type Slapd } from './slapd.js';

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
    expect(list.json()).toEqual({
      total: 0,
      count: 0,
      page: 1,
      per_page: 10,
      grand_total: 0,
      backends: [],
      context: { active_backend: null },
    });
    expect((await server.call('GET', '/api/system/authentication/services/active-backend', { as: ADMIN })).json()).toEqual({
      backend: null,
      context: { backends_total: 0 },
    });
    expect((await server.call('GET', '/api/system/authentication/services/configuration', { as: ADMIN })).json()).toEqual({
      active_backend: null,
    });
    expect((await server.call('GET', '/api/system/authentication/services/backends/active-backend/type', { as: ADMIN })).json()).toEqual({
      backend: null,
    });
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
    const login = await server.app.http.inject({
      method: 'POST',
      url: '/api/system/sessions',
      headers: CSRF,
      payload: { username: 'dora', password: 'dora-password' },
    });
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
    const refused = await server.app.http.inject({
      method: 'POST',
      url: '/api/system/sessions',
      headers: CSRF,
      payload: { username: 'dora', password: 'dora-password' },
    });
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
    expect(
      (await server.call('POST', '/api/system/authentication/users/5f0c1a2b3c4d5e6f7a8b9c0d/disable', { as: reader })).statusCode,
    ).toBe(403);
    expect((await server.call('GET', '/api/users/olga', { as: ADMIN })).json().account_status).toBe('enabled');
  });
});

describe('LDAP authentication against a real OpenLDAP slapd', () => {
  let ldap: Slapd;
  let server: TestServer;
  const people = [
    { uid: 'lena', cn: 'Lena Lindqvist', mail: 'lena@example.org', password: 'lena-ldap-password' },
    { uid: 'omar', cn: 'Omar Haddad', mail: 'omar@example.org', password: 'omar-ldap-password' },
  ];
  const config = (port: number, extra: Record<string, unknown> = {}) => ({
    type: 'ldap',
    servers: [{ host: '127.0.0.1', port }],
    transport_security: 'none',
    verify_certificates: true,
    system_user_dn: ldap.rootDn,
    system_user_password: { set_value: ldap.rootPassword },
    user_search_base: `ou=people,${ldap.suffix}`,
    user_search_pattern: '(&(objectClass=inetOrgPerson)(uid={0}))',
    user_unique_id_attribute: 'entryUUID',
    user_name_attribute: 'uid',
    user_full_name_attribute: 'cn',
    email_attributes: ['mail'],
    ...extra,
  });
  const login = (username: string, password: string) =>
    server.app.http.inject({ method: 'POST', url: '/api/system/sessions', headers: CSRF, payload: { username, password } });

  beforeAll(async () => {
    ldap = await startSlapd(peopleLdif('dc=example,dc=org', people));
    server = await startServer();
  });
  afterAll(async () => {
    await server?.close();
    await ldap?.close();
  });

  it('tests the connection and a login before saving, with Graylog messages', async () => {
    const url = `[ldap://127.0.0.1:${ldap.port}]`;
    const connection = await server.call('POST', '/api/system/authentication/services/test/backend/connection', {
      as: ADMIN,
      // The wizard tests the connection on its first step, before the user search is filled in.
      body: { backend_id: null, backend_configuration: { title: 'Directory', config: config(ldap.port, { user_search_base: '' }) } },
    });
    expect(connection.json()).toEqual({ success: true, message: `Successfully connected to ${url}`, errors: [], result: {} });

    const wrongSystemPassword = await server.call('POST', '/api/system/authentication/services/test/backend/connection', {
      as: ADMIN,
      body: { backend_configuration: { title: 'Directory', config: config(ldap.port, { system_user_password: { set_value: 'nope' } }) } },
    });
    expect(wrongSystemPassword.json()).toMatchObject({ success: false, message: `Couldn't establish connection to ${url}` });
    expect(wrongSystemPassword.json().errors).toEqual(['Invalid credentials (LDAP result code 49)']);

    const closedPort = await freePort();
    const unreachable = await server.call('POST', '/api/system/authentication/services/test/backend/connection', {
      as: ADMIN,
      body: { backend_configuration: { title: 'Directory', config: config(closedPort) } },
    });
    expect(unreachable.json()).toMatchObject({
      success: false,
      message: `Couldn't establish connection to [ldap://127.0.0.1:${closedPort}]`,
    });
    expect(unreachable.json().errors[0]).toMatch(/ECONNREFUSED/);

    const testLogin = (username: string, password: string) =>
      server.call('POST', '/api/system/authentication/services/test/backend/login', {
        as: ADMIN,
        body: { backend_configuration: { title: 'Directory', config: config(ldap.port) }, user_login: { username, password } },
      });
    const ok = (await testLogin('lena', 'lena-ldap-password')).json();
    expect(ok).toMatchObject({
      success: true,
      message: `Successfully logged in <lena> into ${url}`,
      result: {
        user_exists: true,
        login_success: true,
        user_details: { dn: 'uid=lena,ou=people,dc=example,dc=org', uid: 'lena', cn: 'Lena Lindqvist', email: 'lena@example.org' },
      },
    });
    expect(ok.result.user_details.entryUUID).toMatch(/^[0-9a-f-]{36}$/);
    expect((await testLogin('lena', 'wrong')).json()).toMatchObject({
      success: false,
      message: 'Login for user <lena> failed',
      result: { user_exists: true, login_success: false },
    });
    expect((await testLogin('nobody', 'whatever')).json()).toMatchObject({
      success: false,
      message: "User <nobody> doesn't exist",
      result: { user_exists: false, login_success: false, user_details: {} },
    });
    // A user name is a value in the filter, never filter syntax.
    expect((await testLogin('*', 'lena-ldap-password')).json()).toMatchObject({ success: false, message: "User <*> doesn't exist" });
  });

  it('signs a directory user in through the active backend, creating the account with the default roles', async () => {
    const reader = (await server.call('GET', '/api/authz/roles?per_page=0', { as: ADMIN }))
      .json()
      .roles.find((r: { name: string }) => r.name === 'Reader') as { id: string };
    const created = await server.call('POST', '/api/system/authentication/services/backends', {
      as: ADMIN,
      body: { title: 'Directory', description: 'Company LDAP', default_roles: [reader.id], config: config(ldap.port) },
    });
    expect(created.statusCode).toBe(200);
    const backend = created.json().backend;
    expect(backend.config.system_user_password).toEqual({ is_set: true });
    expect(JSON.stringify(backend)).not.toContain(ldap.rootPassword);

    // Not active yet: the directory is not asked.
    expect((await login('lena', 'lena-ldap-password')).statusCode).toBe(401);
    expect(
      (await server.call('POST', '/api/system/authentication/services/configuration', { as: ADMIN, body: { active_backend: backend.id } }))
        .statusCode,
    ).toBe(200);
    expect((await server.call('GET', '/api/system/authentication/services/backends/active-backend/type')).json()).toEqual({
      backend: 'ldap',
    });

    const session = await login('lena', 'lena-ldap-password');
    expect(session.statusCode).toBe(200);
    const lena = (await server.call('GET', '/api/users/lena', { as: ADMIN })).json();
    expect(lena).toMatchObject({
      username: 'lena',
      full_name: 'Lena Lindqvist',
      email: 'lena@example.org',
      roles: ['Reader'],
      external: true,
    });
    const overview = (await server.call('GET', '/api/users/paginated?query=lena', { as: ADMIN })).json().users[0];
    expect(overview).toMatchObject({ username: 'lena', external_user: true, auth_service_id: backend.id });
    expect(overview.auth_service_uid).toMatch(/^[0-9a-f-]{36}$/);
    expect((await server.call('GET', '/api/users/admin', { as: ADMIN })).json().external).toBe(false);
    expect((await login('lena', 'wrong-password')).statusCode).toBe(401);
    expect((await login('lena', '')).statusCode).toBe(400);
    // Basic auth goes the same way; the local admin still signs in.
    expect((await server.call('GET', '/api/users/lena', { as: 'lena:lena-ldap-password' })).statusCode).toBe(200);
    expect((await server.call('GET', '/api/users/admin', { as: ADMIN })).statusCode).toBe(200);
    // The directory owns the password: neither the user nor an administrator changes it here (Graylog's answer).
    for (const as of [ADMIN, 'lena:lena-ldap-password']) {
      const change = await server.call('PUT', '/api/users/lena/password', {
        as,
        body: { old_password: 'lena-ldap-password', password: 'a-local-password-1' },
      });
      expect(change.statusCode).toBe(403);
      expect(change.json().message).toBe('Cannot change password for external user.');
    }
    expect((await login('lena', 'lena-ldap-password')).statusCode).toBe(200);

    const users = (await server.call('GET', `/api/system/authentication/services/backends/${backend.id}/users`, { as: ADMIN })).json();
    expect(users.users.map((u: { username: string }) => u.username)).toEqual(['lena']);
    expect(users.users[0]).toMatchObject({ external_user: true, auth_service_id: backend.id });
    expect(users.context.roles).toEqual({ [reader.id]: { title: 'Reader' } });

    // A directory that stops answering: its users cannot sign in, local users still can, and it answers again later.
    await ldap.stop();
    expect((await login('omar', 'omar-ldap-password')).statusCode).toBe(401);
    expect((await server.call('GET', '/api/users/admin', { as: ADMIN })).statusCode).toBe(200);
    await ldap.start();
    expect((await login('omar', 'omar-ldap-password')).statusCode).toBe(200);

    // The active backend cannot be deleted; once deactivated it can.
    const del = await server.call('DELETE', `/api/system/authentication/services/backends/${backend.id}`, { as: ADMIN });
    expect(del.statusCode).toBe(400);
    expect(del.json().message).toBe(`Authentication service backend <${backend.id}> is still in use`);
    await server.call('POST', '/api/system/authentication/services/configuration', { as: ADMIN, body: { active_backend: null } });
    expect((await login('lena', 'lena-ldap-password')).statusCode).toBe(401);
    expect((await server.call('DELETE', `/api/system/authentication/services/backends/${backend.id}`, { as: ADMIN })).statusCode).toBe(204);
  });

  it('stores the system password encrypted with the password secret, and still uses it after a restart', async () => {
    const created = (
      await server.call('POST', '/api/system/authentication/services/backends', {
        as: ADMIN,
        body: { title: 'Sealed', description: '', default_roles: [], config: config(ldap.port) },
      })
    ).json().backend;
    await server.restart();
    // Nothing in the data directory (database, its journal, the secret file) holds the password in the clear.
    const files = fs.readdirSync(path.join(server.dir, 'data'), { recursive: true, withFileTypes: true }).filter((f) => f.isFile());
    expect(files.map((f) => f.name)).toContain('password-secret');
    for (const file of files) {
      expect(fs.readFileSync(path.join(file.parentPath, file.name)).includes(ldap.rootPassword), file.name).toBe(false);
    }
    const shown = await server.call('GET', `/api/system/authentication/services/backends/${created.id}`, { as: ADMIN });
    expect(shown.json().backend.config.system_user_password).toEqual({ is_set: true });
    const tested = await server.call('POST', '/api/system/authentication/services/test/backend/connection', {
      as: ADMIN,
      body: {
        backend_id: created.id,
        backend_configuration: { title: 'Sealed', config: config(ldap.port, { system_user_password: { keep_value: true } }) },
      },
    });
    expect(tested.json().success).toBe(true);
    expect((await server.call('DELETE', `/api/system/authentication/services/backends/${created.id}`, { as: ADMIN })).statusCode).toBe(204);
  });

  it('keeps the stored system password on edit (keep_value), refuses bad backends and a Reader', async () => {
    const created = (
      await server.call('POST', '/api/system/authentication/services/backends', {
        as: ADMIN,
        body: { title: 'Kept', description: '', default_roles: [], config: config(ldap.port) },
      })
    ).json().backend;
    const updated = await server.call('PUT', `/api/system/authentication/services/backends/${created.id}`, {
      as: ADMIN,
      body: {
        title: 'Kept again',
        description: 'edited',
        default_roles: [],
        config: config(ldap.port, { system_user_password: { keep_value: true } }),
      },
    });
    expect(updated.json().backend).toMatchObject({ title: 'Kept again', config: { system_user_password: { is_set: true } } });
    // A test of the saved backend without a password in the form uses the stored one.
    const tested = await server.call('POST', '/api/system/authentication/services/test/backend/connection', {
      as: ADMIN,
      body: {
        backend_id: created.id,
        backend_configuration: { title: 'Kept', config: config(ldap.port, { system_user_password: { keep_value: true } }) },
      },
    });
    expect(tested.json().success).toBe(true);

    const bad = await server.call('POST', '/api/system/authentication/services/backends', {
      as: ADMIN,
      body: { title: 'Bad', config: config(ldap.port, { servers: [] }) },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ type: 'ApiError', message: 'Server list cannot be empty.' });
    const noBase = await server.call('POST', '/api/system/authentication/services/backends', {
      as: ADMIN,
      body: { title: 'Bad', config: config(ldap.port, { user_search_base: ' ' }) },
    });
    expect(noBase.json().message).toBe('User search base cannot be empty.');

    const reader = await createUser(server, 'ldapreader');
    expect((await server.call('GET', `/api/system/authentication/services/backends/${created.id}`, { as: reader })).statusCode).toBe(403);
    expect(
      (
        await server.call('POST', '/api/system/authentication/services/test/backend/connection', {
          as: reader,
          body: { backend_configuration: { title: 'x', config: config(ldap.port) } },
        })
      ).statusCode,
    ).toBe(403);
    expect((await server.call('GET', '/api/system/authentication/services/backends', { as: reader })).json().backends).toEqual([]);
  });
});
