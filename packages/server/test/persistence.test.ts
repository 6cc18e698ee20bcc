import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ADMIN, createUser, CSRF, startServer, type TestServer } from './helpers.js';
import { createInput } from './log-helpers.js';
import { minimalDashboard, storeSearch } from './views-helpers.js';

let server: TestServer;
beforeEach(async () => {
  server = await startServer();
});
afterEach(async () => {
  await server.close();
});

describe('restarting the server', () => {
  it('keeps users, roles, tokens, logged-out and disabled sessions, passwords, views, grants, favorites, streams, inputs and configuration', async () => {
    const amy = await createUser(server, 'amy', { full_name: 'Amy Archer' });
    const token = (await server.call('POST', '/api/users/amy/tokens/cli', { as: amy })).json().token as string;
    const login = (password: string) =>
      server.app.http.inject({ method: 'POST', url: '/api/system/sessions', headers: CSRF, payload: { username: 'admin', password } });
    const kept = (await login(ADMIN.split(':')[1]!)).json().session_id as string;
    const ended = (await login(ADMIN.split(':')[1]!)).json().session_id as string;
    await server.app.http.inject({ method: 'DELETE', url: '/api/system/sessions', headers: CSRF, cookies: { authentication: ended } });

    const streamId = (
      await server.call('POST', '/api/streams', { as: ADMIN, body: { title: 'Kept', rules: [{ type: 6, field: 'message', value: 'x' }] } })
    ).json().stream_id as string;
    const { search, view } = minimalDashboard('aaaaaaaaaaaaaaaaaaaaaaaa');
    storeSearch(server, search);
    const viewId = (await server.call('POST', '/api/views', { as: ADMIN, body: view })).json().id as string;
    const amyId = (await server.call('GET', '/api/users/amy', { as: ADMIN })).json().id as string;
    await server.call('POST', `/api/authz/shares/entities/grn::::dashboard:${viewId}`, {
      as: ADMIN,
      body: { selected_grantee_capabilities: { 'grn::::user:local:admin': 'own', [`grn::::user:${amyId}`]: 'view' } },
    });
    await server.call('PUT', `/api/favorites/grn::::dashboard:${viewId}`, { as: amy });
    await server.call('POST', '/api/entitylists/preferences/dashboards', { as: amy, body: { per_page: 20 } });
    const input = await createInput(server, 'org.graylog2.inputs.gelf.udp.GELFUDPInput');
    await server.call('PUT', '/api/system/cluster_config/org.graylog2.indexer.searches.SearchesClusterConfig', {
      as: ADMIN,
      body: {
        query_time_range_limit: 'P1D',
        relative_timerange_options: { PT5M: '5 minutes' },
        surrounding_timerange_options: {},
        surrounding_filter_fields: [],
      },
    });
    await server.call('PUT', '/api/system/urlwhitelist', {
      as: ADMIN,
      body: { entries: [{ id: '1', type: 'literal', title: 't', value: 'https://x.org' }], disabled: false },
    });
    await server.call('PUT', '/api/users/amy/preferences', { as: amy, body: { preferences: { themeMode: 'noir' } } });
    // A custom role with a member, an account disabled (its session ended), a changed password, a deleted account.
    expect(
      (
        await server.call('POST', '/api/roles', {
          as: ADMIN,
          body: { name: 'Auditors', description: 'read streams', permissions: ['streams:read'] },
        })
      ).statusCode,
    ).toBe(201);
    const bo = await createUser(server, 'bo');
    expect((await server.call('PUT', '/api/roles/Auditors/members/bo', { as: ADMIN })).statusCode).toBe(204);
    const cy = await createUser(server, 'cy');
    const cySession = (
      await server.app.http.inject({
        method: 'POST',
        url: '/api/system/sessions',
        headers: CSRF,
        payload: { username: 'cy', password: cy.split(':')[1] },
      })
    ).json().session_id as string;
    expect((await server.call('PUT', '/api/users/cy/status/disabled', { as: ADMIN })).statusCode).toBe(200);
    const dee = await createUser(server, 'dee');
    expect(
      (
        await server.call('PUT', '/api/users/dee/password', {
          as: dee,
          body: { old_password: dee.split(':')[1], password: 'changed-password' },
        })
      ).statusCode,
    ).toBe(204);
    await createUser(server, 'eli');
    expect((await server.call('DELETE', '/api/users/eli', { as: ADMIN })).statusCode).toBe(204);
    // A stream paused after creation, processing paused, a notification customization.
    await server.call('POST', `/api/streams/${streamId}/resume`, { as: ADMIN });
    await server.call('PUT', '/api/system/processing/pause', { as: ADMIN });

    await server.restart();

    expect((await server.call('GET', '/api/users/amy', { as: amy })).json()).toMatchObject({
      full_name: 'Amy Archer',
      preferences: { themeMode: 'noir' },
    });
    expect((await server.call('GET', '/api/users/amy', { as: `${token}:token` })).statusCode).toBe(200);
    expect(
      (await server.app.http.inject({ method: 'GET', url: '/api/system/sessions', cookies: { authentication: kept } })).json().is_valid,
    ).toBe(true);
    expect(
      (await server.app.http.inject({ method: 'GET', url: '/api/system/sessions', cookies: { authentication: ended } })).json().is_valid,
    ).toBe(false);
    expect((await server.call('GET', `/api/streams/${streamId}`, { as: ADMIN })).json()).toMatchObject({
      title: 'Kept',
      rules: [{ value: 'x' }],
    });
    const seen = (await server.call('GET', `/api/views/${viewId}`, { as: amy })).json();
    expect(seen).toMatchObject({ title: 'Dash', favorite: true, state: view.state });
    expect((await server.call('GET', '/api/entitylists/preferences/dashboards', { as: amy })).json()).toMatchObject({ per_page: 20 });
    expect((await server.call('GET', `/api/system/inputs/${input.id}`, { as: ADMIN })).statusCode).toBe(200);
    expect(
      (await server.call('GET', '/api/system/cluster_config/org.graylog2.indexer.searches.SearchesClusterConfig', { as: ADMIN })).json()
        .query_time_range_limit,
    ).toBe('P1D');
    expect((await server.call('GET', '/api/system/urlwhitelist', { as: ADMIN })).json().entries).toHaveLength(1);
    const bob = (await server.call('GET', '/api/users/bo', { as: bo })).json();
    expect(bob.roles.sort()).toEqual(['Auditors', 'Reader']);
    expect(bob.permissions).toContain('streams:read');
    expect((await server.call('GET', '/api/roles/Auditors', { as: ADMIN })).json()).toMatchObject({
      name: 'Auditors',
      permissions: ['streams:read'],
      read_only: false,
    });
    expect((await server.call('GET', '/api/users/cy', { as: cy })).statusCode).toBe(401);
    expect(
      (await server.app.http.inject({ method: 'GET', url: '/api/system/sessions', cookies: { authentication: cySession } })).json()
        .is_valid,
    ).toBe(false);
    expect((await server.call('GET', '/api/users/cy', { as: ADMIN })).json().account_status).toBe('disabled');
    expect((await server.call('GET', '/api/users/dee', { as: dee })).statusCode).toBe(401);
    expect((await server.call('GET', '/api/users/dee', { as: 'dee:changed-password' })).statusCode).toBe(200);
    expect((await server.call('GET', '/api/users/eli', { as: ADMIN })).statusCode).toBe(404);
    expect((await server.call('GET', `/api/streams/${streamId}`, { as: ADMIN })).json().disabled).toBe(false);
    expect((await server.call('GET', '/api/system', { as: ADMIN })).json().is_processing).toBe(false);
    // The root password is not reset by a restart, and no other admin appears.
    expect(
      (await server.call('GET', '/api/roles/Admin/members', { as: ADMIN })).json().users.map((u: { username: string }) => u.username),
    ).toEqual(['admin']);
  });
});
