import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, createUser, startServer, type TestServer } from '../../test/helpers.js';
import { ClusterConfigStore } from '../system/cluster-config-store.js';
import { SIDECAR_CONFIGURATION, SIDECAR_CONFIGURATION_DEFAULTS } from '../system/cluster-config-classes.js';
import { sidecarSettings, sweepDelay } from './index.js';
import { NO_PING_MESSAGE, SidecarService } from './service.js';
import { SidecarStore } from './store.js';

let server: TestServer;
let reader: string;
let agent: string;

/** The headers the Graylog Sidecar agent sends with every call (api/rest/rest.go), authenticated with a token. */
const agentHeaders = (extra: Record<string, string> = {}) => ({
  'x-graylog-sidecar-version': '1.4.0',
  'x-requested-by': 'Graylog Sidecar',
  authorization: `Basic ${Buffer.from(agent).toString('base64')}`,
  ...extra,
});
const poll = (nodeId: string, body: unknown, extra: Record<string, string> = {}) =>
  server.app.http.inject({ method: 'PUT', url: `/api/sidecars/${nodeId}`, headers: agentHeaders(extra), payload: body as object });
const agentGet = (url: string, extra: Record<string, string> = {}) =>
  server.app.http.inject({ method: 'GET', url, headers: agentHeaders(extra) });

const registration = (name: string, extra: Record<string, unknown> = {}) => ({
  node_name: name,
  node_details: {
    operating_system: 'Linux',
    ip: '10.0.0.7',
    metrics: { disks_75: ['/ (80%)'], cpu_idle: 93.5, load_1: 0.4 },
    status: { status: 0, message: '1 running / 0 stopped / 0 failing', collectors: [] },
    tags: [],
    collector_configuration_directory: '/var/lib/graylog-sidecar/generated',
    ...extra,
  },
});

async function linuxFilebeat(): Promise<string> {
  const collectors = (await server.call('GET', '/api/sidecar/collectors', { as: ADMIN })).json().collectors as {
    id: string;
    name: string;
    node_operating_system: string;
  }[];
  return collectors.find((c) => c.name === 'filebeat' && c.node_operating_system === 'linux')!.id;
}

beforeAll(async () => {
  server = await startServer();
  reader = await createUser(server, 'rita');
  const token = await server.call('POST', '/api/users/graylog-sidecar/tokens/agent', { as: ADMIN, body: {} });
  agent = `${token.json().token as string}:token`;
});
afterAll(async () => {
  await server.close();
});

describe('collectors', () => {
  it('has the seven collectors Graylog ships, with their service types and executables', async () => {
    const res = await server.call('GET', '/api/sidecar/collectors', { as: ADMIN });
    expect(res.statusCode).toBe(200);
    const list = res.json() as { total: number; collectors: Record<string, string>[] };
    expect(list.total).toBe(7);
    expect(list.collectors.map((c) => `${c.name}/${c.node_operating_system}/${c.service_type}`).sort()).toEqual([
      'filebeat/darwin/exec',
      'filebeat/freebsd/exec',
      'filebeat/linux/exec',
      'filebeat/windows/svc',
      'nxlog/linux/exec',
      'nxlog/windows/svc',
      'winlogbeat/windows/svc',
    ]);
    const filebeat = list.collectors.find((c) => c.name === 'filebeat' && c.node_operating_system === 'linux')!;
    expect(filebeat).toMatchObject({ executable_path: '/usr/share/filebeat/bin/filebeat', validation_parameters: 'test config -c %s' });
    expect(filebeat['default_template']).toContain('fields.gl2_source_collector: ${sidecar.nodeId}');
  });

  it('answers the agent 304 when its ETag is current, and the list again once a collector changed', async () => {
    const first = await agentGet('/api/sidecar/collectors');
    const etag = first.headers['etag'] as string;
    expect(etag).toMatch(/^"[0-9a-f]+"$/);
    // The agent keeps the header value and sends it quoted once more.
    const again = await agentGet('/api/sidecar/collectors', { 'if-none-match': `"${etag}"` });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    const created = await server.call('POST', '/api/sidecar/collectors', {
      as: ADMIN,
      body: { name: 'auditbeat', service_type: 'exec', node_operating_system: 'linux', executable_path: '/usr/bin/auditbeat' },
    });
    expect(created.statusCode).toBe(200);
    const changed = await agentGet('/api/sidecar/collectors', { 'if-none-match': `"${etag}"` });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().total).toBe(8);
  });

  it('refuses names Graylog refuses and a second collector of one name on one OS', async () => {
    const bad = await server.call('POST', '/api/sidecar/collectors', {
      as: ADMIN,
      body: { name: 'file beat', service_type: 'exec', node_operating_system: 'linux', executable_path: '/x' },
    });
    expect(bad.json()).toEqual({
      type: 'ApiError',
      message: 'Collector name can only contain the following characters: A-Z,a-z,0-9,_,-,.',
    });
    const twice = await server.call('POST', '/api/sidecar/collectors', {
      as: ADMIN,
      body: { name: 'filebeat', service_type: 'exec', node_operating_system: 'linux', executable_path: '/x' },
    });
    expect(twice.statusCode).toBe(400);
    expect((await server.call('GET', '/api/sidecar/collectors/validate?name=filebeat', { as: ADMIN })).json()).toEqual({
      error: true,
      error_message: 'Collector "filebeat" already exists',
    });
  });
});

describe('registration and status', () => {
  it('registers a Sidecar (202 with its configuration, actions and assignments) and lists it active', async () => {
    const res = await poll('a1b2c3d4-0000-4000-8000-000000000001', registration('web-1'));
    expect(res.statusCode).toBe(202);
    expect(res.json()).toEqual({
      configuration: { update_interval: 30, send_status: true },
      configuration_override: false,
      actions: null,
      assignments: [],
    });
    const list = (await server.call('GET', '/api/sidecars?query=web', { as: ADMIN })).json();
    expect(list.pagination).toEqual({ total: 1, count: 1, page: 1, per_page: 50 });
    expect(list.sidecars[0]).toMatchObject({
      node_id: 'a1b2c3d4-0000-4000-8000-000000000001',
      node_name: 'web-1',
      sidecar_version: '1.4.0',
      active: true,
      collectors: null,
      node_details: { operating_system: 'Linux', ip: '10.0.0.7', metrics: { cpu_idle: 93.5, load_1: 0.4, disks_75: ['/ (80%)'] } },
    });
    expect((await server.call('GET', '/api/sidecars?query=status:running', { as: ADMIN })).json().sidecars).toHaveLength(1);
    expect((await server.call('GET', '/api/sidecars?query=status:failing', { as: ADMIN })).json().sidecars).toHaveLength(0);
  });

  it('needs the X-Graylog-Sidecar-Version header and a body the agent would send, storing nothing otherwise', async () => {
    const noVersion = await server.app.http.inject({
      method: 'PUT',
      url: '/api/sidecars/no-version',
      headers: { ...agentHeaders(), 'x-graylog-sidecar-version': '' },
      payload: registration('x'),
    });
    expect(noVersion.statusCode).toBe(400);
    const unknown = await poll('bad-body', { node_name: 'x', node_details: { operating_system: 'Linux', colour: 'red' } });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toMatch(/^Unable to map property colour\./);
    expect((await poll('__proto__', registration('x'))).statusCode).toBe(400);
    expect((await server.call('GET', '/api/sidecars/bad-body', { as: ADMIN })).statusCode).toBe(404);
  });

  it('answers an unchanged poll 304 with the same ETag, and 202 once an assignment changed', async () => {
    const nodeId = 'etag-node';
    const first = await poll(nodeId, registration('etag-host'));
    const etag = first.headers['etag'] as string;
    const second = await poll(nodeId, registration('etag-host'), { 'if-none-match': `"${etag}"` });
    expect(second.statusCode).toBe(304);
    expect(second.headers['etag']).toBe(etag);
    // A 304 still counts as a report: the status the Sidecar sent is stored.
    const failing = registration('etag-host', { status: { status: 2, message: 'boom', collectors: [] } });
    await poll(nodeId, failing, { 'if-none-match': `"${etag}"` });
    expect((await server.call('GET', `/api/sidecars/${nodeId}`, { as: ADMIN })).json().node_details.status.status).toBe(2);

    const collectorId = await linuxFilebeat();
    const conf = await server.call('POST', '/api/sidecar/configurations', {
      as: ADMIN,
      body: { name: 'etag conf', collector_id: collectorId, color: '#FFFFFF', template: 'a: 1', tags: [] },
    });
    const assign = await server.call('PUT', '/api/sidecars/configurations', {
      as: ADMIN,
      body: { nodes: [{ node_id: nodeId, assignments: [{ collector_id: collectorId, configuration_id: conf.json().id }] }] },
    });
    expect(assign.statusCode).toBe(202);
    const third = await poll(nodeId, registration('etag-host'), { 'if-none-match': `"${etag}"` });
    expect(third.statusCode).toBe(202);
    expect(third.json().assignments).toEqual([{ collector_id: collectorId, configuration_id: conf.json().id, assigned_from_tags: [] }]);
  });
});

describe('configurations, variables and tags', () => {
  it('renders an assigned configuration for the Sidecar with its values and the variables, with ETag revalidation', async () => {
    const collectorId = await linuxFilebeat();
    const variable = await server.call('POST', '/api/sidecar/configuration_variables', {
      as: ADMIN,
      body: { name: 'graylog_host', description: 'Beats input', content: 'graylog.example.org:5044' },
    });
    expect(variable.statusCode).toBe(200);
    const conf = await server.call('POST', '/api/sidecar/configurations', {
      as: ADMIN,
      body: {
        name: 'web logs',
        collector_id: collectorId,
        color: '#00AA00',
        template: 'name: ${sidecar.nodeName}\nid: ${sidecar.nodeId}\nhosts: ["${user.graylog_host}"]',
        tags: ['web'],
      },
    });
    expect(conf.statusCode).toBe(200);
    // The Sidecar has the configuration's tag: it is assigned without anyone assigning it.
    const res = await poll('tagged-node', registration('tagged', { tags: ['web'] }));
    expect(res.json().assignments).toEqual([{ collector_id: collectorId, configuration_id: conf.json().id, assigned_from_tags: ['web'] }]);

    const url = `/api/sidecar/configurations/render/tagged-node/${conf.json().id as string}`;
    const rendered = await agentGet(url);
    expect(rendered.statusCode).toBe(200);
    expect(rendered.json().template).toBe('name: tagged\nid: tagged-node\nhosts: ["graylog.example.org:5044"]\n');
    const etag = rendered.headers['etag'] as string;
    expect((await agentGet(url, { 'if-none-match': `"${etag}"` })).statusCode).toBe(304);
    // A changed variable changes the rendered configuration, so the agent gets it again.
    await server.call('PUT', `/api/sidecar/configuration_variables/${variable.json().id as string}`, {
      as: ADMIN,
      body: { name: 'graylog_host', description: '', content: 'other:5044' },
    });
    const after = await agentGet(url, { 'if-none-match': `"${etag}"` });
    expect(after.statusCode).toBe(200);
    expect(after.json().template).toContain('other:5044');
    // Variables in use cannot be deleted; assigned configurations neither.
    expect(
      (await server.call('DELETE', `/api/sidecar/configuration_variables/${variable.json().id as string}`, { as: ADMIN })).json(),
    ).toEqual({
      type: 'ApiError',
      message: 'Configuration variable "graylog_host" is still used by: web logs',
    });
    expect((await server.call('DELETE', `/api/sidecar/configurations/${conf.json().id as string}`, { as: ADMIN })).json()).toEqual({
      type: 'ApiError',
      message: 'Configuration still in use, cannot delete.',
    });
  });

  it('previews a template with placeholders and refuses templates that name undefined values', async () => {
    const preview = await server.call('POST', '/api/sidecar/configurations/render/preview', {
      as: ADMIN,
      body: { template: 'node: ${sidecar.nodeName} ${missing!"dflt"}' },
    });
    expect(preview.json()).toEqual({ preview: 'node: <node name> dflt\n' });
    const bad = await server.call('POST', '/api/sidecar/configurations', {
      as: ADMIN,
      body: { name: 'x;y', collector_id: await linuxFilebeat(), color: '#000000', template: '${user.nope}' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({
      failed: true,
      errors: {
        name: ['Configuration name can not include the following characters: ; * ? " < > | &'],
        template: ['Template error: The following has evaluated to null or missing: ==> user.nope'],
      },
      error_context: {},
    });
  });
});

describe('actions', () => {
  it('hands a queued restart to the Sidecar on its next poll, once', async () => {
    const nodeId = 'action-node';
    await poll(nodeId, registration('action-host'));
    const collectorId = await linuxFilebeat();
    const set = await server.call('PUT', '/api/sidecar/administration/action', {
      as: ADMIN,
      body: { action: 'restart', collectors: [{ sidecar_id: nodeId, collector_ids: [collectorId] }] },
    });
    expect(set.statusCode).toBe(202);
    expect((await server.call('GET', `/api/sidecar/action/${nodeId}`, { as: ADMIN })).json()).toEqual([
      { collector_id: collectorId, properties: { restart: true } },
    ]);
    const next = await poll(nodeId, registration('action-host'));
    expect(next.json().actions).toEqual([{ collector_id: collectorId, properties: { restart: true } }]);
    expect((await poll(nodeId, registration('action-host'))).json().actions).toBeNull();
  });

  it('lists Sidecars for the administration page with the collectors that run on their OS, filtered by OS', async () => {
    await poll('windows-node', registration('win-1', { operating_system: 'Windows' }));
    const res = await server.call('POST', '/api/sidecar/administration', {
      as: ADMIN,
      body: { query: '', page: 1, per_page: 50, filters: { os: 'windows' } },
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.sidecars.map((s: { node_name: string }) => s.node_name)).toEqual(['win-1']);
    expect(body.sidecars[0].collectors).toHaveLength(3);
    expect(body.filters).toEqual({ os: 'windows' });
  });
});

describe('permissions', () => {
  it('refuses a Reader every sidecar call (sidecars:*, sidecar_collectors:*, sidecar_collector_configurations:*)', async () => {
    expect((await server.call('GET', '/api/sidecars', { as: reader })).statusCode).toBe(403);
    expect((await server.call('GET', '/api/sidecar/collectors', { as: reader })).statusCode).toBe(403);
    expect((await server.call('GET', '/api/sidecar/configurations', { as: reader })).statusCode).toBe(403);
    expect((await server.call('PUT', '/api/sidecars/r-node', { as: reader, body: registration('r') })).statusCode).toBe(403);
  });
});

describe('a Sidecar that stops reporting', () => {
  it('is inactive after one minute, marked unknown by the sweep with its collectors, and removed after 14 days', () => {
    let now = Date.parse('2026-01-01T00:00:00Z');
    const db = new Database(':memory:');
    const clusterConfig = new ClusterConfigStore(db);
    const service = new SidecarService(
      new SidecarStore(db),
      () => sidecarSettings(clusterConfig),
      () => now,
    );
    const details = registration('quiet', {
      status: {
        status: 0,
        message: 'ok',
        collectors: [{ collector_id: 'c1', status: 0, message: 'Running', verbose_message: '', configuration_id: 'k1' }],
      },
    }).node_details;
    service.register('quiet-node', 'quiet', { ...details, ip: '10.0.0.7', log_file_list: null }, '1.4.0');
    expect(service.sweep()).toEqual({ marked: 0, purged: 0 });
    now += 61_000;
    const sidecar = service.store.sidecar('quiet-node')!;
    expect(service.isActive(sidecar)).toBe(false);
    expect(service.sweep()).toEqual({ marked: 1, purged: 0 });
    expect(service.store.sidecar('quiet-node')!.nodeDetails.status).toEqual({
      status: 1,
      message: NO_PING_MESSAGE,
      collectors: [{ collector_id: 'c1', status: 1, message: NO_PING_MESSAGE, verbose_message: '', configuration_id: 'k1' }],
    });
    now += 14 * 24 * 3600_000;
    expect(service.sweep()).toEqual({ marked: 0, purged: 1 });
  });
});

describe('the Sidecar settings (SidecarConfiguration)', () => {
  it("are Graylog's defaults until changed, and a changed inactive threshold applies at once, to the sweep's pace too", async () => {
    const db = new Database(':memory:');
    const clusterConfig = new ClusterConfigStore(db);
    let now = Date.parse('2026-01-01T00:00:00Z');
    const service = new SidecarService(
      new SidecarStore(db),
      () => sidecarSettings(clusterConfig),
      () => now,
    );
    expect(service.settings()).toEqual({
      inactiveThresholdMs: 60_000,
      expirationThresholdMs: 14 * 24 * 3600_000,
      updateIntervalSeconds: 30,
      sendStatus: true,
      configurationOverride: false,
    });
    expect(sweepDelay(service.settings())).toBe(60_000);
    clusterConfig.put(SIDECAR_CONFIGURATION, {
      ...SIDECAR_CONFIGURATION_DEFAULTS,
      sidecar_inactive_threshold: 'PT5S',
      sidecar_update_interval: 'PT10S',
    });
    expect(sweepDelay(service.settings())).toBe(5_000);
    const answer = service.register('brief-node', 'brief', { ...registration('brief').node_details, log_file_list: null }, '1.4.0');
    expect(answer).toMatchObject({ configuration: { update_interval: 10, send_status: true }, configuration_override: false });
    now += 6_000;
    expect(service.isActive(service.store.sidecar('brief-node')!)).toBe(false);
  });

  it('PUT /system/cluster_config/…SidecarConfiguration stores them; a malformed period is refused', async () => {
    const path = `/api/system/cluster_config/${SIDECAR_CONFIGURATION}`;
    expect((await server.call('GET', path, { as: ADMIN })).json()).toEqual(SIDECAR_CONFIGURATION_DEFAULTS);
    const changed = { ...SIDECAR_CONFIGURATION_DEFAULTS, sidecar_inactive_threshold: 'PT30S' };
    expect((await server.call('PUT', path, { as: ADMIN, body: changed })).statusCode).toBe(202);
    expect((await server.call('GET', path, { as: ADMIN })).json()).toEqual(changed);
    const refused = await server.call('PUT', path, { as: ADMIN, body: { ...changed, sidecar_inactive_threshold: 'soon' } });
    expect(refused.statusCode).toBe(400);
    await server.call('PUT', path, { as: ADMIN, body: SIDECAR_CONFIGURATION_DEFAULTS });
  });
});
