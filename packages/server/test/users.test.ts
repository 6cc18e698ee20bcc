import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ADMIN, createUser, startServer, type TestServer } from './helpers.js';

let server: TestServer;
beforeEach(async () => {
  server = await startServer();
});
afterEach(async () => {
  await server.close();
});

describe('users', () => {
  it('creates a user (Reader by default) who can log in and read only their own record with permissions', async () => {
    const bob = await createUser(server, 'bob');
    const me = await server.call('GET', '/api/users/bob', { as: bob });
    expect(me.statusCode).toBe(200);
    const body = me.json();
    expect(body).toMatchObject({
      username: 'bob',
      email: 'bob@example.org',
      full_name: 'bob',
      roles: ['Reader'],
      read_only: false,
      external: false,
      account_status: 'enabled',
      service_account: false,
    });
    expect(body.permissions).toEqual(expect.arrayContaining(['users:edit:bob', 'clusterconfigentry:read']));
    const admin = await server.call('GET', '/api/users/admin', { as: bob });
    expect(admin.statusCode).toBe(403);
    expect(admin.json()).toEqual({ type: 'ApiError', message: 'Not allowed to view user admin' });
    const missing = await server.call('GET', '/api/users/nobody', { as: ADMIN });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ type: 'ApiError', message: "Couldn't find user nobody" });
  });

  it("hides another user's permissions unless the caller may edit permissions", async () => {
    await createUser(server, 'carol');
    const asAdmin = (await server.call('GET', '/api/users/carol', { as: ADMIN })).json();
    expect(asAdmin.permissions.length).toBeGreaterThan(0);
    const dave = await createUser(server, 'dave', { permissions: ['users:edit:carol'] });
    const asDave = (await server.call('GET', '/api/users/carol', { as: dave })).json();
    expect(asDave.permissions).toEqual([]);
  });

  it('refuses a Reader everything an admin needs: listing, creating, editing others, roles', async () => {
    const reader = await createUser(server, 'rita');
    await createUser(server, 'sam');
    for (const [method, url, body] of [
      ['GET', '/api/users', undefined],
      ['GET', '/api/users/paginated', undefined],
      ['POST', '/api/users', { username: 'x', password: 'y' }],
      ['PUT', '/api/users/sam', { email: 'x@y.z' }],
      ['DELETE', '/api/users/sam', undefined],
      ['PUT', '/api/users/sam/permissions', { permissions: ['*'] }],
      ['GET', '/api/roles', undefined],
      ['GET', '/api/authz/roles', undefined],
    ] as const) {
      const res = await server.call(method, url, { as: reader, body });
      expect(res.statusCode, `${method} ${url}`).toBe(403);
    }
  });

  it("lists users paginated with Graylog's envelope, sorted by full name, with the admin in context", async () => {
    await createUser(server, 'zed', { full_name: 'Zed Zulu' });
    await createUser(server, 'amy', { full_name: 'Amy Alpha' });
    const res = await server.call('GET', '/api/users/paginated?page=1&per_page=50', { as: ADMIN });
    const body = res.json();
    // With the system user Graylog creates for Sidecars ("Sidecar System User").
    expect(body).toMatchObject({ total: 3, page: 1, per_page: 50, count: 3 });
    expect(body.users.map((u: { username: string }) => u.username)).toEqual(['amy', 'graylog-sidecar', 'zed']);
    expect(body.context.admin_user.username).toBe('admin');
    const desc = (await server.call('GET', '/api/users/paginated?sort=full_name&order=desc&query=zu', { as: ADMIN })).json();
    expect(desc.users.map((u: { username: string }) => u.username)).toEqual(['zed']);
    expect(desc.query).toBe('zu');
  });

  it("changes passwords: own password needs the old one; an admin resets another user's without it", async () => {
    const eve = await createUser(server, 'eve');
    const wrong = await server.call('PUT', '/api/users/eve/password', {
      as: eve,
      body: { old_password: 'nope', password: 'new-password-1' },
    });
    expect(wrong.statusCode).toBe(400);
    expect(
      (await server.call('PUT', '/api/users/eve/password', { as: eve, body: { old_password: 'eve-password', password: 'new-password-1' } }))
        .statusCode,
    ).toBe(204);
    expect((await server.call('GET', '/api/users/eve', { as: 'eve:new-password-1' })).statusCode).toBe(200);
    expect((await server.call('PUT', '/api/users/eve/password', { as: ADMIN, body: { password: 'reset-by-admin' } })).statusCode).toBe(204);
    expect((await server.call('GET', '/api/users/eve', { as: 'eve:reset-by-admin' })).statusCode).toBe(200);
    expect((await server.call('GET', '/api/users/eve', { as: 'eve:new-password-1' })).statusCode).toBe(401);
  });

  it('disables an account: its credentials and sessions stop working', async () => {
    const fay = await createUser(server, 'fay');
    const id = (await server.call('GET', '/api/users/fay', { as: ADMIN })).json().id as string;
    expect((await server.call('PUT', `/api/users/${id}/status/disabled`, { as: ADMIN })).statusCode).toBe(200);
    expect((await server.call('GET', '/api/users/fay', { as: fay })).statusCode).toBe(401);
    expect((await server.call('PUT', '/api/users/admin/status/disabled', { as: ADMIN })).json().message).toBe(
      'Users are not allowed to set their own status',
    );
  });

  it('ends every session of an account on DELETE /users/{id}/sessions; its password still signs in', async () => {
    await createUser(server, 'hal');
    const id = (await server.call('GET', '/api/users/hal', { as: ADMIN })).json().id as string;
    const login = async () =>
      (await server.call('POST', '/api/system/sessions', { body: { username: 'hal', password: 'hal-password', host: 'x' } })).json()
        .session_id as string;
    const sessions = [await login(), await login()];
    for (const s of sessions) expect((await server.call('GET', '/api/users/hal', { as: `${s}:session` })).statusCode).toBe(200);
    const other = await createUser(server, 'ida');
    expect((await server.call('DELETE', `/api/users/${id}/sessions`, { as: other })).statusCode).toBe(403);
    expect((await server.call('DELETE', `/api/users/${id}/sessions`, { as: ADMIN })).statusCode).toBe(204);
    for (const s of sessions) expect((await server.call('GET', '/api/users/hal', { as: `${s}:session` })).statusCode).toBe(401);
    expect(
      (await server.call('GET', '/api/users/paginated', { as: ADMIN }))
        .json()
        .users.find((u: { username: string }) => u.username === 'hal'),
    ).toMatchObject({ session_active: false, client_address: null });
    expect((await server.call('GET', '/api/users/hal', { as: 'hal:hal-password' })).statusCode).toBe(200);
    expect((await server.call('DELETE', '/api/users/nobody/sessions', { as: ADMIN })).json()).toEqual({
      type: 'ApiError',
      message: "Couldn't find user nobody",
    });
  });

  it('updates profile fields, start page, preferences and roles', async () => {
    const gus = await createUser(server, 'gus');
    const id = (await server.call('GET', '/api/users/gus', { as: ADMIN })).json().id as string;
    const put = await server.call('PUT', `/api/users/${id}`, {
      as: gus,
      body: { email: 'g@example.org', startpage: { type: 'dashboard', id: 'abc' }, timezone: 'Europe/Berlin' },
    });
    expect(put.statusCode).toBe(204);
    expect(
      (await server.call('PUT', '/api/users/gus/preferences', { as: gus, body: { preferences: { enableSmartSearch: false } } })).statusCode,
    ).toBe(204);
    const me = (await server.call('GET', '/api/users/gus', { as: gus })).json();
    expect(me).toMatchObject({
      email: 'g@example.org',
      startpage: { type: 'dashboard', id: 'abc' },
      timezone: 'Europe/Berlin',
      preferences: { enableSmartSearch: false },
    });
    // Only an admin may change roles.
    expect((await server.call('PUT', `/api/users/${id}`, { as: gus, body: { roles: ['Admin'] } })).statusCode).toBe(403);
    expect((await server.call('PUT', `/api/users/${id}`, { as: ADMIN, body: { roles: ['Admin'] } })).statusCode).toBe(204);
    expect((await server.call('GET', '/api/users', { as: gus })).statusCode).toBe(200);
  });

  it('rejects bad user bodies: duplicates, unknown fields, wrong types, bad time zones, the read-only root', async () => {
    await createUser(server, 'hal');
    const dup = await server.call('POST', '/api/users', { as: ADMIN, body: { username: 'hal', password: 'x' } });
    expect(dup.json()).toEqual({ type: 'ApiError', message: 'User hal already exists.' });
    const unknown = await server.call('POST', '/api/users', { as: ADMIN, body: { username: 'ivy', password: 'x', is_admin: true } });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toMatch(/^Unable to map property is_admin\.\nKnown properties include: /);
    expect((await server.call('POST', '/api/users', { as: ADMIN, body: { username: 'ivy', password: 42 } })).statusCode).toBe(400);
    expect(
      (await server.call('POST', '/api/users', { as: ADMIN, body: { username: 'ivy', password: 'x', timezone: 'Mars/Olympus' } }))
        .statusCode,
    ).toBe(400);
    expect((await server.call('POST', '/api/users', { as: ADMIN, body: { username: '../etc', password: 'x' } })).statusCode).toBe(400);
    expect((await server.call('PUT', '/api/users/local:admin', { as: ADMIN, body: { email: 'x@y.z' } })).json().message).toBe(
      'Cannot modify readonly user admin.',
    );
    expect((await server.call('DELETE', '/api/users/admin', { as: ADMIN })).statusCode).toBe(400);
  });
});

describe('users by id', () => {
  it('reads a user by id (GET /users/id/{id}): the own record, any record for an admin, 403 for another user, 404 when unknown', async () => {
    const created = await server.call('POST', '/api/users', {
      as: ADMIN,
      body: { username: 'ida', password: 'ida-password', email: 'ida@example.org', full_name: 'Ida', permissions: [] },
    });
    const location = created.headers['location'] as string;
    expect(location).toMatch(/^\/api\/users\/id\/[0-9a-f]{24}$/);
    const id = location.split('/').pop()!;
    const byName = (await server.call('GET', '/api/users/ida', { as: 'ida:ida-password' })).json();
    const own = await server.call('GET', location, { as: 'ida:ida-password' });
    expect(own.statusCode).toBe(200);
    expect(own.json()).toEqual(byName);
    expect(own.json()).toMatchObject({ id, username: 'ida', roles: ['Reader'] });
    expect((await server.call('GET', location, { as: ADMIN })).json().username).toBe('ida');

    const jon = await createUser(server, 'jon');
    const other = await server.call('GET', location, { as: jon });
    expect(other.statusCode).toBe(403);
    expect(other.json()).toEqual({ type: 'ApiError', message: `Not allowed to view userId ${id}` });
    const missing = await server.call('GET', '/api/users/id/5f0c1a2b3c4d5e6f7a8b9c0d', { as: ADMIN });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ type: 'ApiError', message: "Couldn't find user 5f0c1a2b3c4d5e6f7a8b9c0d" });
    // A user name is not an id on this path.
    expect((await server.call('GET', '/api/users/id/ida', { as: ADMIN })).statusCode).toBe(404);
  });

  it('deletes by id only with users:edit (a Reader cannot delete even their own account), and the account stops working', async () => {
    const kai = await createUser(server, 'kai');
    const id = (await server.call('GET', '/api/users/kai', { as: ADMIN })).json().id as string;
    expect((await server.call('DELETE', `/api/users/id/${id}`, { as: kai })).statusCode).toBe(403);
    expect((await server.call('DELETE', '/api/users/kai', { as: kai })).statusCode).toBe(403);
    expect((await server.call('GET', '/api/users/kai', { as: kai })).statusCode).toBe(200);
    expect((await server.call('DELETE', `/api/users/id/${id}`, { as: ADMIN })).statusCode).toBe(204);
    expect((await server.call('GET', `/api/users/id/${id}`, { as: ADMIN })).statusCode).toBe(404);
    expect((await server.call('GET', '/api/users/kai', { as: kai })).statusCode).toBe(401);
    expect((await server.call('DELETE', `/api/users/id/${id}`, { as: ADMIN })).statusCode).toBe(404);
    const rootId = (await server.call('GET', '/api/users/admin', { as: ADMIN })).json().id as string;
    expect((await server.call('DELETE', `/api/users/id/${rootId}`, { as: ADMIN })).json()).toEqual({
      type: 'ApiError',
      message: 'Cannot delete readonly user admin.',
    });
  });
});

describe('roles', () => {
  it('has the built-in Admin, Reader and Sidecar System roles and assigns members', async () => {
    const roles = (await server.call('GET', '/api/roles', { as: ADMIN })).json();
    expect(roles.roles.map((r: { name: string }) => r.name)).toEqual(['Admin', 'Reader', 'Sidecar System (Internal)']);
    expect(roles.roles.every((r: { read_only: boolean }) => r.read_only)).toBe(true);
    await createUser(server, 'kim');
    expect((await server.call('PUT', '/api/roles/Admin/members/kim', { as: ADMIN })).statusCode).toBe(204);
    const members = (await server.call('GET', '/api/roles/Admin/members', { as: ADMIN })).json();
    expect(members.users.map((u: { username: string }) => u.username).sort()).toEqual(['admin', 'kim']);
    const authz = (await server.call('GET', '/api/authz/roles', { as: ADMIN })).json();
    expect(authz).toMatchObject({ total: 3, count: 3 });
    expect(Object.values(authz.context.users).flat()).toContainEqual(expect.objectContaining({ username: 'kim' }));
    expect((await server.call('DELETE', '/api/roles/Reader', { as: ADMIN })).statusCode).toBe(400);
  });
});
