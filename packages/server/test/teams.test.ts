import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, createUser, startServer, type TestServer } from './helpers.js';

let server: TestServer;
let tara = '';
let taraId = '';
let ugoId = '';
let auditorsId = '';
let streamId = '';

beforeAll(async () => {
  server = await startServer();
  tara = await createUser(server, 'tara');
  await createUser(server, 'ugo');
  taraId = (await server.call('GET', '/api/users/tara', { as: ADMIN })).json().id;
  ugoId = (await server.call('GET', '/api/users/ugo', { as: ADMIN })).json().id;
  streamId = (await server.call('POST', '/api/streams', { as: ADMIN, body: { title: 'Payments' } })).json().stream_id;
  const role = await server.call('POST', '/api/roles', {
    as: ADMIN,
    body: { name: 'Auditors', description: 'read payments', permissions: [`streams:read:${streamId}`], read_only: false },
  });
  expect(role.statusCode, role.body).toBeLessThan(300);
  auditorsId = (await server.call('GET', '/api/authz/roles?per_page=0', { as: ADMIN }))
    .json()
    .roles.find((r: { name: string }) => r.name === 'Auditors').id;
});
afterAll(async () => {
  await server.close();
});

const streamsOf = async (as: string) =>
  ((await server.call('GET', '/api/streams', { as })).json().streams as { id: string }[]).map((s) => s.id);

describe('teams', () => {
  it('gives its members its roles at their next request, and takes them back when a member leaves', async () => {
    expect(await streamsOf(tara)).not.toContain(streamId);
    const created = await server.call('POST', '/api/authz/teams', {
      as: ADMIN,
      body: { name: 'Payments audit', description: 'Reads payments', users: [taraId], roles: [auditorsId] },
    });
    expect(created.statusCode).toBe(201);
    const team = created.json();
    expect(team).toEqual({
      id: expect.any(String),
      name: 'Payments audit',
      description: 'Reads payments',
      users: [taraId],
      roles: [auditorsId],
    });
    expect(await streamsOf(tara)).toContain(streamId);
    // The team's roles are not the user's own roles.
    expect((await server.call('GET', '/api/users/tara', { as: ADMIN })).json().roles).toEqual(['Reader']);
    expect((await server.call('GET', `/api/authz/teams/user/${taraId}`, { as: tara })).json()).toMatchObject({
      teams: [{ id: team.id, name: 'Payments audit' }],
      context: { roles: { [auditorsId]: { title: 'Auditors' } }, users: { [taraId]: { username: 'tara' } } },
    });

    const listed = (await server.call('GET', '/api/authz/teams?query=audit', { as: ADMIN })).json();
    expect(listed).toMatchObject({ total: 1, count: 1, grand_total: 1, teams: [{ id: team.id }] });

    const moved = await server.call('PUT', `/api/authz/teams/${team.id}`, { as: ADMIN, body: { users: [ugoId] } });
    expect(moved.json()).toMatchObject({ name: 'Payments audit', users: [ugoId], roles: [auditorsId] });
    expect(await streamsOf(tara)).not.toContain(streamId);
    expect(await streamsOf(`ugo:ugo-password`)).toContain(streamId);
    expect((await server.call('DELETE', `/api/authz/teams/${team.id}`, { as: ADMIN })).statusCode).toBe(204);
    expect(await streamsOf(`ugo:ugo-password`)).not.toContain(streamId);
    expect((await server.call('GET', `/api/authz/teams/${team.id}`, { as: ADMIN })).statusCode).toBe(404);
  });

  it('is a grantee in the sharing dialog: what is shared with the team is shared with its members', async () => {
    const team = (await server.call('POST', '/api/authz/teams', { as: ADMIN, body: { name: 'Ops', users: [taraId] } })).json();
    const sharedId = (await server.call('POST', '/api/streams', { as: ADMIN, body: { title: 'Ops stream' } })).json().stream_id;
    const grn = encodeURIComponent(`grn::::stream:${sharedId}`);
    const teamGrn = `grn::::team:${team.id}`;
    const prepared = (await server.call('POST', `/api/authz/shares/entities/${grn}/prepare`, { as: ADMIN, body: {} })).json();
    expect(prepared.available_grantees).toContainEqual({ id: teamGrn, type: 'team', title: 'Ops' });
    const shared = await server.call('POST', `/api/authz/shares/entities/${grn}`, {
      as: ADMIN,
      body: { selected_grantee_capabilities: { 'grn::::user:local:admin': 'own', [teamGrn]: 'view' } },
    });
    expect(shared.statusCode, shared.body).toBe(200);
    expect(shared.json().active_shares).toContainEqual(expect.objectContaining({ grantee: teamGrn, capability: 'view' }));
    expect(await streamsOf(tara)).toContain(sharedId);
    const entities = (await server.call('GET', `/api/authz/shares/user/${taraId}`, { as: ADMIN })).json();
    expect(entities.entities).toContainEqual(expect.objectContaining({ id: `grn::::stream:${sharedId}`, title: 'Ops stream' }));
    // Deleting the team ends what was shared with it.
    await server.call('DELETE', `/api/authz/teams/${team.id}`, { as: ADMIN });
    expect(await streamsOf(tara)).not.toContain(sharedId);
  });

  it('refuses an empty or taken name, unknown members and roles, and callers without users:edit or users:rolesedit', async () => {
    const post = (body: unknown, as = ADMIN) => server.call('POST', '/api/authz/teams', { as, body });
    expect((await post({ name: ' ' })).json()).toEqual({ type: 'ApiError', message: 'Team name cannot be empty.' });
    await post({ name: 'Taken' });
    expect((await post({ name: 'taken' })).json().message).toBe('Team taken already exists.');
    expect((await post({ name: 'X', users: ['nobody'] })).json().message).toBe('Unknown user nobody.');
    expect((await post({ name: 'X', roles: ['nothing'] })).json().message).toBe('Unknown role nothing.');
    expect((await post({ name: 'X', colour: 'red' })).statusCode).toBe(400);
    expect((await post({ name: 'Mine' }, tara)).statusCode).toBe(403);
    expect((await server.call('GET', '/api/authz/teams', { as: tara })).statusCode).toBe(403);
    expect((await server.call('GET', `/api/authz/teams/user/${ugoId}`, { as: tara })).statusCode).toBe(403);
    // users:edit alone creates teams but does not hand out roles.
    await server.call('PUT', '/api/users/ugo', { as: ADMIN, body: { permissions: ['users:edit', 'users:edit:*', 'users:list'] } });
    expect((await post({ name: 'By ugo' }, 'ugo:ugo-password')).statusCode).toBe(201);
    expect((await post({ name: 'By ugo 2', roles: [auditorsId] }, 'ugo:ugo-password')).statusCode).toBe(403);
  });
});
