import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, createUser, startServer, type TestServer } from '../../test/helpers.js';
import { createInput, eventually, postGelf } from '../../test/log-helpers.js';
import { minimalDashboard } from '../../test/views-helpers.js';
import { SystemJobs } from './system-jobs.js';

/** Contract tests of issue 26: every call a Graylog 5.1 client made that the server answered wrongly. */
let server: TestServer;
let reader: string;
let nodeId: string;

beforeAll(async () => {
  server = await startServer();
  reader = await createUser(server, 'rosa');
  nodeId = (await server.call('GET', '/api/system', { as: ADMIN })).json().node_id as string;
});
afterAll(async () => {
  await server.close();
});

const get = (url: string, as: string | undefined = ADMIN) => server.call('GET', url, as ? { as } : {});
/** Saves a search and a view on it through the API, as a client does; returns the view's id. */
async function saveView(title: string, type: 'DASHBOARD' | 'SEARCH' = 'DASHBOARD', as = ADMIN): Promise<string> {
  const searchId = `5f0c${Math.random().toString(16).slice(2, 10).padEnd(8, '0')}0000000000000000`.slice(0, 24);
  const { search, view } = minimalDashboard(searchId, title, type);
  const saved = await server.call('POST', '/api/views/search', { as, body: search });
  expect(saved.statusCode, saved.body).toBe(201);
  const res = await server.call('POST', '/api/views', { as, body: view });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().id as string;
}

describe('item 1: the active authentication backend before signing in', () => {
  it('answers anonymous callers with JSON {"backend": null} when no backend is active', async () => {
    const res = await get('/api/system/authentication/services/backends/active-backend/type', undefined);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.json()).toEqual({ backend: null });
  });
});

describe('item 2: search job errors', () => {
  const search = (queryString: string) => ({
    queries: [
      {
        id: 'q',
        timerange: { type: 'relative', range: 300 },
        query: { type: 'elasticsearch', query_string: queryString },
        search_types: [{ id: 'm', type: 'messages', limit: 1 }],
      },
    ],
  });

  it('omits the empty job-level errors as Graylog 5.1 does (NON_EMPTY) and lists them when the search fails', async () => {
    const ok = await server.call('POST', '/api/views/search/sync', { as: ADMIN, body: search('') });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().execution).toEqual({ done: true, cancelled: false, completed_exceptionally: false });
    expect(Object.keys(ok.json())).not.toContain('errors');
    expect(Object.keys(ok.json().results.q).sort()).toEqual(['execution_stats', 'query', 'search_types', 'state']);

    const failed = await server.call('POST', '/api/views/search/sync', { as: ADMIN, body: search('$undeclared$') });
    expect(failed.statusCode).toBe(200);
    const body = failed.json();
    expect(body.execution.completed_exceptionally).toBe(true);
    expect(body.errors).toEqual([
      expect.objectContaining({ type: 'unbound_parameter', query_id: 'q', parameter: 'undeclared', backtrace: null }),
    ]);
    // The failed query carries its own errors under `error`, as QueryResult serializes them.
    expect(body.results.q.state).toBe('FAILED');
    expect(body.results.q.error).toEqual(body.errors);
  });
});

describe("item 3: a widget saved without optional config reads back with Graylog's nulls and defaults", () => {
  it('serializes visualization_config, formatting_settings and the other AggregationConfigDTO and WidgetDTO properties', async () => {
    const { search, view } = minimalDashboard('5f0c00000000000000000a01', 'Without visualization config');
    search.queries[0]!.search_types = [
      { id: 'st1', type: 'pivot', row_groups: [], column_groups: [], series: [{ type: 'count', id: 'count()' }], rollup: true },
    ];
    view.state.q1.widgets = [
      {
        id: 'w1',
        type: 'aggregation',
        config: { row_pivots: [{ field: 'source', type: 'values', config: { limit: 15 } }], series: ['count()'], visualization: 'numeric' },
      },
    ] as never;
    expect((await server.call('POST', '/api/views/search', { as: ADMIN, body: search })).statusCode).toBe(201);
    const created = await server.call('POST', '/api/views', { as: ADMIN, body: view });
    expect(created.statusCode, created.body).toBe(200);
    const read = (await get(`/api/views/${created.json().id as string}`)).json();
    const state = read.state.q1;
    expect(state).toMatchObject({
      selected_fields: null,
      static_message_list_id: null,
      formatting: null,
      display_mode_settings: { positions: {} },
    });
    const widget = state.widgets[0];
    expect(widget).toMatchObject({ filter: null, filters: [], timerange: null, query: null, streams: [] });
    expect(widget.config).toEqual({
      row_pivots: [{ fields: ['source'], type: 'values', config: { limit: 15 } }],
      column_pivots: [],
      series: [{ config: { name: null }, function: 'count()' }],
      sort: [],
      visualization: 'numeric',
      visualization_config: null,
      formatting_settings: null,
      rollup: true,
      event_annotation: false,
      row_limit: 15,
      column_limit: null,
    });
  });

  it("fills a messages widget's MessageListConfigDTO defaults", async () => {
    const id = await saveView('Messages widget');
    const widget = (await get(`/api/views/${id}`)).json().state.q1.widgets[0];
    expect(widget.config).toEqual({ fields: [], show_message_row: false, show_summary: null, decorators: [], sort: [] });
  });
});

describe('item 4: calls Graylog 5.1 has', () => {
  it('GET /streams/rules/inputs lists the inputs a stream rule can match (streams:read)', async () => {
    const { id } = await createInput(server, 'org.graylog2.inputs.gelf.http.GELFHttpInput');
    const res = await get('/api/streams/rules/inputs');
    expect(res.statusCode).toBe(200);
    expect(res.json().inputs).toContainEqual({ title: 'test org.graylog2.inputs.gelf.http.GELFHttpInput', name: 'GELF HTTP', id });
    expect((await get('/api/streams/rules/inputs', reader)).statusCode).toBe(403);
  });

  it('GET /search/decorators/available answers the (empty) map of decorator types', async () => {
    const res = await get('/api/search/decorators/available', reader);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({});
  });

  it('GET /cluster maps the node id to its system overview, null for a caller who may not read it', async () => {
    const res = (await get('/api/cluster')).json();
    expect(Object.keys(res)).toEqual([nodeId]);
    expect(res[nodeId]).toEqual((await get('/api/system')).json());
    const noSystem = await createUser(server, 'nosys', { permissions: [] });
    // A Reader holds system:read; a user whose roles are taken away does not.
    const user = (await get('/api/users/nosys')).json();
    expect((await server.call('PUT', `/api/users/${user.id as string}`, { as: ADMIN, body: { roles: [] } })).statusCode).toBe(204);
    expect((await get('/api/cluster', noSystem)).json()).toEqual({ [nodeId]: null });
  });

  it('GET /cluster/jobs and /system/jobs list the running system jobs; an unknown job is 404', async () => {
    expect((await get('/api/cluster/jobs')).json()).toEqual({ [nodeId]: { jobs: [] } });
    expect((await get('/api/system/jobs')).json()).toEqual({ jobs: [] });
    const missing = await get('/api/cluster/jobs/5f0c1a2b3c4d5e6f7a8b9c0d');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ type: 'ApiError', message: 'System job with id 5f0c1a2b3c4d5e6f7a8b9c0d not found!' });
    expect((await get('/api/system/jobs/5f0c1a2b3c4d5e6f7a8b9c0d')).json()).toEqual({
      type: 'ApiError',
      message: 'No system job with ID <5f0c1a2b3c4d5e6f7a8b9c0d> found',
    });
  });

  it('GET /system/cluster/traffic answers the hourly or daily TrafficHistogram of what the inputs received and the store wrote', async () => {
    const empty = (await get('/api/system/cluster/traffic?days=1')).json();
    const startOfYesterday = new Date(Math.floor(Date.now() / 86_400_000) * 86_400_000 - 86_400_000).toISOString();
    expect(Object.keys(empty)).toEqual(['from', 'to', 'input', 'output', 'decoded']);
    expect(empty.from).toBe(startOfYesterday);
    const total = (m: Record<string, number>) => Object.values(m).reduce((a, b) => a + b, 0);
    const { port } = await createInput(server, 'org.graylog2.inputs.gelf.http.GELFHttpInput');
    const body = { version: '1.1', host: 'traffic-host', short_message: 'traffic counted' };
    expect(await postGelf(port, body)).toBe(202);
    const hourly = await eventually(async () => {
      const res = (await get('/api/system/cluster/traffic?days=1&daily=false')).json();
      expect(total(res.output)).toBeGreaterThan(total(empty.output));
      return res;
    });
    const hour = new Date(Math.floor(Date.now() / 3_600_000) * 3_600_000).toISOString();
    expect(hourly.input[hour] - (empty.input[hour] ?? 0)).toBeGreaterThanOrEqual(JSON.stringify(body).length);
    expect(hourly.decoded).toEqual(hourly.output);
    const daily = (await get('/api/system/cluster/traffic?days=1&daily=true')).json();
    const day = new Date(Math.floor(Date.now() / 86_400_000) * 86_400_000).toISOString();
    expect(Object.keys(daily.input)).toEqual([day]);
    expect(daily.input[day]).toBe(total(hourly.input));
    const bad = await get('/api/system/cluster/traffic?days=many');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ type: 'ApiError', message: 'Query parameter days must be a whole number of days from 0 to 3650.' });
  });

  it('GET /system/indices/ranges lists each index with the time span of its messages (indexranges:read)', async () => {
    const { port } = await createInput(server, 'org.graylog2.inputs.gelf.http.GELFHttpInput');
    const at = Date.UTC(2026, 0, 2, 3, 4, 5);
    expect(await postGelf(port, { version: '1.1', host: 'range-host', short_message: 'old one', timestamp: at / 1000 })).toBe(202);
    const range = await eventually(async () => {
      const body = (await get('/api/system/indices/ranges')).json();
      expect(body.total).toBe(body.ranges.length);
      expect(body.ranges[0].begin).toBe('2026-01-02T03:04:05.000Z');
      return body.ranges[0];
    });
    expect(Object.keys(range)).toEqual(['index_name', 'begin', 'end', 'calculated_at', 'took_ms']);
    expect(range.index_name).toBe('graylog_0');
    expect((await get('/api/system/indices/ranges/graylog_0')).json()).toMatchObject({
      index_name: 'graylog_0',
      begin: '2026-01-02T03:04:05.000Z',
    });
    expect((await get('/api/system/indices/ranges', reader)).json()).toEqual({ total: 0, ranges: [] });
    const foreign = await get('/api/system/indices/ranges/other_3');
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().message).toBe('other_3 is not a Graylog-managed Elasticsearch index.');
    expect((await get('/api/system/indices/ranges/graylog_99')).statusCode).toBe(404);
  });

  it('POST /system/indices/ranges/rebuild answers 202 and recalculates in a system job', async () => {
    const res = await server.call('POST', '/api/system/indices/ranges/rebuild', { as: ADMIN });
    expect(res.statusCode).toBe(202);
    expect(res.body).toBe('');
    await eventually(async () => expect((await get('/api/system/jobs')).json()).toEqual({ jobs: [] }));
    expect((await server.call('POST', '/api/system/indices/ranges/rebuild', { as: reader })).statusCode).toBe(403);
    const unknownSet = await server.call('POST', '/api/system/indices/ranges/index_set/5f0c1a2b3c4d5e6f7a8b9c0d/rebuild', { as: ADMIN });
    expect(unknownSet.json()).toEqual({ type: 'ApiError', message: 'Index set <5f0c1a2b3c4d5e6f7a8b9c0d> not found!' });
    expect((await server.call('POST', '/api/system/indices/ranges/graylog_0/rebuild', { as: ADMIN })).statusCode).toBe(202);
  });

  it('GET /cluster/debug/support/bundle/list answers the (empty) list of bundles; building one is a named unsupported call', async () => {
    expect((await get('/api/cluster/debug/support/bundle/list')).json()).toEqual([]);
    expect((await get('/api/cluster/debug/support/bundle/list', reader)).statusCode).toBe(403);
    const build = await server.call('POST', '/api/cluster/debug/support/bundle/build', { as: ADMIN });
    expect(build.statusCode).toBe(501);
    expect(build.json()).toEqual({
      type: 'ApiError',
      message:
        'POST /api/cluster/debug/support/bundle/build is not supported by the embedded Sift server (support bundles); it works against a Graylog 5.1 server (SIFT_GRAYLOG_URL).',
    });
  });

  it("GET /sidecars answers the paginated Sidecar list with Graylog's keys (sidecars:read); registration: src/sidecars", async () => {
    const res = await get('/api/sidecars?page=2&per_page=10&query=web&only_active=true');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      query: 'web',
      pagination: { total: 0, count: 0, page: 2, per_page: 10 },
      total: 0,
      only_active: true,
      sort: 'node_name',
      order: 'asc',
      sidecars: [],
      filters: null,
    });
    expect((await get('/api/sidecars', reader)).statusCode).toBe(403);
    expect((await get('/api/sidecars/abc')).json()).toEqual({ type: 'ApiError', message: 'Could not find sidecar <abc>' });
  });

  it('GET /users/graylog-sidecar answers the system user Graylog creates for Sidecars, which cannot sign in', async () => {
    const res = await get('/api/users/graylog-sidecar');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      username: 'graylog-sidecar',
      full_name: 'Sidecar System User',
      email: 'sidecar@graylog.local',
      roles: ['Sidecar System (Internal)'],
      read_only: false,
    });
    const login = await server.call('POST', '/api/system/sessions', { body: { username: 'graylog-sidecar', password: '!', host: '' } });
    expect(login.statusCode).toBe(401);
    // Sidecars authenticate with its tokens.
    const token = await server.call('POST', '/api/users/graylog-sidecar/tokens/sidecar-1', { as: ADMIN, body: {} });
    expect(token.statusCode, token.body).toBe(200);
    expect((await get('/api/sidecars', `${token.json().token as string}:token`)).statusCode).toBe(200);
  });
});

describe('the start page', () => {
  it('lists the views a user opened last, newest first, only those still readable, in a PaginatedResponse', async () => {
    const first = await saveView('Opened first');
    const second = await saveView('Opened second', 'SEARCH');
    const alice = await createUser(server, 'alice');
    expect((await get('/api/startpage/lastOpened', alice)).json()).toEqual({ lastOpened: [], total: 0, page: 1, per_page: 5, count: 0 });
    const before = (await get('/api/startpage/lastOpened?per_page=100')).json().total as number;
    await get(`/api/views/${first}`);
    await get(`/api/views/${second}`);
    await get(`/api/views/${first}`);
    // Opening the default view records nothing.
    expect((await server.call('PUT', `/api/views/${second}/default`, { as: ADMIN })).statusCode).toBe(204);
    expect((await get('/api/views/default')).json().id).toBe(second);
    // Alice may not read the admin's views: nothing is recorded for her, and nothing of theirs is shown to her.
    expect((await get(`/api/views/${first}`, alice)).statusCode).toBe(404);
    expect((await get('/api/startpage/lastOpened', alice)).json().total).toBe(0);
    const page = (await get('/api/startpage/lastOpened?per_page=2')).json();
    expect(page).toEqual({
      lastOpened: [
        { id: first, type: 'dashboard', title: 'Opened first' },
        { id: second, type: 'search', title: 'Opened second' },
      ],
      total: before + 2,
      page: 1,
      per_page: 2,
      count: 2,
    });
    expect((await get('/api/startpage/lastOpened?page=2&per_page=1')).json()).toMatchObject({
      lastOpened: [{ id: second }],
      total: before + 2,
      page: 2,
      per_page: 1,
      count: 1,
    });
    await server.call('DELETE', `/api/views/${second}`, { as: ADMIN });
    expect(
      (await get('/api/startpage/lastOpened?per_page=100'))
        .json()
        .lastOpened.map((i: { id: string }) => i.id)
        .slice(0, 1),
    ).toEqual([first]);
    expect((await get('/api/startpage/lastOpened?per_page=100')).json().lastOpened.map((i: { id: string }) => i.id)).not.toContain(second);
    const bad = await get('/api/startpage/lastOpened?per_page=0');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ type: 'ApiError', message: 'Query parameter per_page must be a whole number of at least 1.' });
  });

  it('records created, updated, shared and deleted views as recent activity, seen by the actor and by those who may read the view', async () => {
    const bert = await createUser(server, 'bert');
    const bertId = (await get('/api/users/bert')).json().id as string;
    const id = await saveView('Activity board');
    const view = (await get(`/api/views/${id}`)).json();
    const { id: _id, owner: _o, created_at: _c, last_updated_at: _u, favorite: _f, requires: _r, ...body } = view;
    expect((await server.call('PUT', `/api/views/${id}`, { as: ADMIN, body: { ...body, title: 'Activity board 2' } })).statusCode).toBe(
      200,
    );
    expect((await get('/api/startpage/recentActivity', bert)).json().recentActivity).toEqual([]);
    const grn = `grn::::dashboard:${id}`;
    const shared = await server.call('POST', `/api/authz/shares/entities/${grn}`, {
      as: ADMIN,
      body: { selected_grantee_capabilities: { 'grn::::user:local:admin': 'own', [`grn::::user:${bertId}`]: 'view' } },
    });
    expect(shared.statusCode, shared.body).toBe(200);
    const seen = (await get('/api/startpage/recentActivity', bert)).json();
    expect(seen.recentActivity.map((a: { activity_type: string }) => a.activity_type)).toEqual(['share', 'update', 'create']);
    expect(Object.keys(seen.recentActivity[0])).toEqual([
      'id',
      'activity_type',
      'item_type',
      'item_id',
      'item_title',
      'user_name',
      'timestamp',
    ]);
    expect(seen.recentActivity[0]).toMatchObject({
      item_type: 'dashboard',
      item_id: id,
      item_title: 'Activity board 2',
      user_name: 'admin',
    });
    expect(seen).toMatchObject({ total: 3, page: 1, per_page: 5, count: 3 });
    await server.call('POST', `/api/authz/shares/entities/${grn}`, {
      as: ADMIN,
      body: { selected_grantee_capabilities: { 'grn::::user:local:admin': 'own' } },
    });
    expect((await get('/api/startpage/recentActivity', bert)).json().recentActivity).toEqual([]);
    await server.call('DELETE', `/api/views/${id}`, { as: ADMIN });
    const mine = (await get('/api/startpage/recentActivity?per_page=2')).json();
    expect(mine.recentActivity.map((a: { activity_type: string }) => a.activity_type)).toEqual(['delete', 'unshare']);
  });
});

describe('system jobs', () => {
  it("lists a job with Graylog's SystemJobSummary while it runs and forgets it when it ends", async () => {
    const jobs = new SystemJobs('node-1', () => undefined);
    let finish: () => void = () => undefined;
    const id = jobs.submit({
      name: 'org.example.Job',
      description: 'Does work.',
      info: () => 'half way',
      percentComplete: () => 50,
      run: () => new Promise<void>((resolve) => (finish = resolve)),
    });
    expect(jobs.list()).toEqual([
      {
        id,
        description: 'Does work.',
        name: 'org.example.Job',
        info: 'half way',
        node_id: 'node-1',
        started_at: expect.stringMatching(/Z$/),
        percent_complete: 50,
        is_cancelable: false,
        provides_progress: true,
      },
    ]);
    await Promise.resolve();
    finish();
    await jobs.idle();
    expect(jobs.list()).toEqual([]);
  });

  it('lists work a request waits for (a content pack install) while it runs, and answers its result or its error', async () => {
    const jobs = new SystemJobs('node-1', () => undefined);
    let finish: (value: string) => void = () => undefined;
    const answer = jobs.track(
      {
        name: 'org.graylog2.contentpacks.ContentPackInstallation',
        description: 'Installs content pack P (revision 1).',
        info: () => 'Installing 3 entities for admin.',
      },
      () => new Promise<string>((resolve) => (finish = resolve)),
    );
    expect(jobs.list()).toEqual([
      expect.objectContaining({
        name: 'org.graylog2.contentpacks.ContentPackInstallation',
        info: 'Installing 3 entities for admin.',
        provides_progress: false,
        percent_complete: 0,
      }),
    ]);
    await Promise.resolve();
    finish('installed');
    await expect(answer).resolves.toBe('installed');
    expect(jobs.list()).toEqual([]);
    await expect(
      jobs.track({ name: 'x', description: 'fails', info: () => '' }, async () => Promise.reject(new Error('entity refused'))),
    ).rejects.toThrow('entity refused');
    expect(jobs.list()).toEqual([]);
  });

  it('logs a failed job and forgets it', async () => {
    const lines: string[] = [];
    const jobs = new SystemJobs('node-1', (line) => lines.push(line));
    const id = jobs.submit({
      name: 'org.example.Failing',
      description: 'Fails.',
      info: () => '',
      run: async () => Promise.reject(new Error('disk gone')),
    });
    await jobs.idle();
    expect(jobs.list()).toEqual([]);
    expect(lines).toEqual([`System job <${id}> [org.example.Failing] failed: disk gone`]);
  });
});
