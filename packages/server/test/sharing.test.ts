import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ADMIN, createUser, startServer, type TestServer } from './helpers.js';
import { minimalDashboard, storeSearch } from './views-helpers.js';

let server: TestServer;
beforeEach(async () => {
  server = await startServer();
});
afterEach(async () => {
  await server.close();
});

/** A stream, a search over it and a dashboard on that search, all created by admin. */
async function dashboardOverStream(searchId: string, title: string) {
  const streamId = (await server.call('POST', '/api/streams', { as: ADMIN, body: { title: `${title} stream` } })).json()
    .stream_id as string;
  const { search, view } = minimalDashboard(searchId, title);
  search.queries[0]!.filter = { type: 'or', filters: [{ type: 'stream', id: streamId }] };
  storeSearch(server, search);
  const id = (await server.call('POST', '/api/views', { as: ADMIN, body: view })).json().id as string;
  return { id, grn: `grn::::dashboard:${id}`, streamId, view };
}

const share = (grn: string, selected: Record<string, string> | null, as = ADMIN, prepare = false) =>
  server.call('POST', `/api/authz/shares/entities/${encodeURIComponent(grn)}${prepare ? '/prepare' : ''}`, {
    as,
    body: { selected_grantee_capabilities: selected },
  });

describe('sharing', () => {
  it('makes a shared dashboard readable by the grantee and nothing more', async () => {
    const reader = await createUser(server, 'una');
    const unaId = (await server.call('GET', '/api/users/una', { as: ADMIN })).json().id as string;
    const unaGrn = `grn::::user:${unaId}`;
    const shared = await dashboardOverStream('aaaaaaaaaaaaaaaaaaaaaaa1', 'Shared');
    const other = await dashboardOverStream('aaaaaaaaaaaaaaaaaaaaaaa2', 'Private');

    expect((await server.call('GET', `/api/views/${shared.id}`, { as: reader })).statusCode).toBe(404);
    expect((await share(shared.grn, null, reader, true)).statusCode).toBe(403);

    const prepared = (await share(shared.grn, null, ADMIN, true)).json();
    expect(prepared).toMatchObject({
      entity: shared.grn,
      sharing_user: 'grn::::user:local:admin',
      selected_grantee_capabilities: { 'grn::::user:local:admin': 'own' },
    });
    expect(prepared.available_capabilities).toEqual([
      { id: 'view', title: 'Viewer' },
      { id: 'manage', title: 'Manager' },
      { id: 'own', title: 'Owner' },
    ]);
    // The Sidecar system user Graylog creates is a user like any other.
    expect(prepared.available_grantees).toEqual([
      { id: 'grn::::builtin-team:everyone', type: 'global', title: 'Everyone' },
      { id: expect.stringMatching(/^grn::::user:/), type: 'user', title: 'Sidecar System User' },
      { id: unaGrn, type: 'user', title: 'una' },
    ]);
    expect(prepared.active_shares).toEqual([
      { grant: expect.stringMatching(/^grn::::grant:/), grantee: 'grn::::user:local:admin', capability: 'own' },
    ]);

    const selected = { 'grn::::user:local:admin': 'own', [unaGrn]: 'view' };
    const withDeps = (await share(shared.grn, selected, ADMIN, true)).json();
    expect(withDeps.missing_permissions_on_dependencies).toEqual({
      [unaGrn]: [
        {
          id: `grn::::stream:${shared.streamId}`,
          type: 'stream',
          title: 'Shared stream',
          owners: [{ id: 'grn::::user:local:admin', type: 'user', title: 'Administrator' }],
        },
      ],
    });

    const updated = await share(shared.grn, selected);
    expect(updated.statusCode).toBe(200);
    expect(updated.json().active_shares).toHaveLength(2);

    expect((await server.call('GET', `/api/views/${shared.id}`, { as: reader })).json().title).toBe('Shared');
    expect((await server.call('GET', '/api/dashboards', { as: reader })).json().elements.map((e: { id: string }) => e.id)).toEqual([
      shared.id,
    ]);
    expect((await server.call('GET', `/api/views/${other.id}`, { as: reader })).statusCode).toBe(404);
    const edit = await server.call('PUT', `/api/views/${shared.id}`, { as: reader, body: { ...shared.view, title: 'mine now' } });
    expect(edit.statusCode).toBe(403);
    expect(edit.json()).toEqual({ type: 'ApiError', message: `Not allowed to edit dashboard ${shared.id}.` });
    expect((await server.call('DELETE', `/api/views/${shared.id}`, { as: reader })).statusCode).toBe(403);
    expect((await share(shared.grn, null, reader, true)).statusCode).toBe(403);
    // The dashboard's stream was not shared.
    expect((await server.call('GET', `/api/streams/${shared.streamId}`, { as: reader })).statusCode).toBe(403);

    const me = (await server.call('GET', '/api/users/una', { as: reader })).json();
    expect(me.permissions).toEqual(expect.arrayContaining([`view:read:${shared.id}`, `dashboards:read:${shared.id}`]));
    expect(me.permissions).not.toContain(`view:edit:${shared.id}`);
    expect(me.grn_permissions).toEqual([]);

    const list = (await server.call('GET', `/api/authz/shares/user/${unaId}`, { as: reader })).json();
    expect(list).toMatchObject({
      total: 1,
      entities: [{ id: shared.grn, type: 'dashboard', title: 'Shared' }],
      context: { grantee_capabilities: { [shared.grn]: 'view' } },
    });

    // Grants survive a restart; manage lets the grantee edit.
    await server.restart();
    expect((await server.call('GET', `/api/views/${shared.id}`, { as: reader })).statusCode).toBe(200);
    await share(shared.grn, { 'grn::::user:local:admin': 'own', [unaGrn]: 'manage' });
    expect(
      (await server.call('PUT', `/api/views/${shared.id}`, { as: reader, body: { ...shared.view, title: 'edited' } })).statusCode,
    ).toBe(200);
    await share(shared.grn, { 'grn::::user:local:admin': 'own', [unaGrn]: 'own' });
    expect((await server.call('GET', '/api/users/una', { as: reader })).json().grn_permissions).toEqual([`entity:own:${shared.grn}`]);
  });

  it('shares with Everyone, and refuses to leave an entity without owner', async () => {
    const d = await dashboardOverStream('aaaaaaaaaaaaaaaaaaaaaaa3', 'Public');
    const reader = await createUser(server, 'vic');
    const ownerless = await share(d.grn, { 'grn::::builtin-team:everyone': 'view' });
    expect(ownerless.statusCode).toBe(400);
    expect(ownerless.json().validation_result).toEqual({
      failed: true,
      errors: {
        selected_grantee_capabilities: ['Removing the following owners <[grn::::user:local:admin]> will leave the entity ownerless.'],
      },
      error_context: {},
    });
    expect(ownerless.json().entity).toBe(d.grn);
    expect((await share(d.grn, { 'grn::::user:local:admin': 'own', 'grn::::builtin-team:everyone': 'view' })).statusCode).toBe(200);
    expect((await server.call('GET', `/api/views/${d.id}`, { as: reader })).statusCode).toBe(200);
  });

  it('honours allow_sharing_with_everyone and allow_sharing_with_users', async () => {
    const d = await dashboardOverStream('aaaaaaaaaaaaaaaaaaaaaaa4', 'Locked');
    await createUser(server, 'wes');
    await server.call('PUT', '/api/system/cluster_config/org.graylog2.users.UserAndTeamsConfig', {
      as: ADMIN,
      body: { allow_sharing_with_everyone: false, allow_sharing_with_users: false },
    });
    const prepared = (await share(d.grn, null, ADMIN, true)).json();
    expect(prepared.available_grantees).toEqual([]);
    const refused = await share(d.grn, { 'grn::::user:local:admin': 'own', 'grn::::builtin-team:everyone': 'view' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().validation_result.errors.selected_grantee_capabilities).toEqual(['Sharing with everyone is not allowed.']);
  });

  it('rejects malformed share requests and unknown entities', async () => {
    const d = await dashboardOverStream('aaaaaaaaaaaaaaaaaaaaaaa5', 'Checked');
    expect((await share(d.grn, { 'grn::::user:local:admin': 'boss' })).statusCode).toBe(400);
    expect((await share(d.grn, { 'grn::::dashboard:x': 'view', 'grn::::user:local:admin': 'own' })).statusCode).toBe(400);
    expect((await share('grn::::dashboard:000000000000000000000000', null)).statusCode).toBe(404);
    expect((await share('not-a-grn', null)).statusCode).toBe(404);
    const unknownUser = await share(d.grn, { 'grn::::user:local:admin': 'own', 'grn::::user:nobody': 'view' });
    expect(unknownUser.statusCode).toBe(400);
    expect(unknownUser.json().validation_result.errors.selected_grantee_capabilities).toEqual(['Unknown grantee grn::::user:nobody.']);
  });
});
