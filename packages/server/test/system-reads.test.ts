import http from 'node:http';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IndexFailures } from '../src/system/indexer.js';
import { LoggerRegistry, type LogLevel } from '../src/system/loggers.js';
import { parseRange } from '../src/system/search-version.js';
import { MetricsRegistry } from '../src/metrics/registry.js';
import { ADMIN, createUser, startServer, type TestServer } from './helpers.js';
import { createInput, eventually, messagesOf } from './log-helpers.js';

let server: TestServer;
let reader: string;
let nodeId: string;
const DEFAULT_SET = '000000000000000000000002';

beforeAll(async () => {
  server = await startServer();
  reader = await createUser(server, 'rita');
  nodeId = (await server.call('GET', '/api/system', { as: ADMIN })).json().node_id as string;
});
afterAll(async () => {
  await server.close();
});

const get = (url: string, as = ADMIN) => server.call('GET', url, { as });
const post = (port: number, body: string) =>
  new Promise<number>((resolve, reject) => {
    const req = http.request({ host: '127.0.0.1', port, path: '/gelf', method: 'POST' }, (res) => {
      res.resume();
      resolve(res.statusCode ?? 0);
    });
    req.on('error', reject);
    req.end(body);
  });
const systemMessages = async () =>
  ((await get('/api/system/messages')).json().messages as { caller: string; content: string; timestamp: string; node_id: string }[]).map(
    (m) => m.content,
  );

describe('the metrics registry', () => {
  it('lists every metric by kind in Codahale shapes, with timers of the REST calls that were made', async () => {
    await get('/api/system/serviceManager');
    const registry = (await get('/api/system/metrics')).json();
    expect(registry.version).toBe('4.0.0');
    expect(Object.keys(registry).sort()).toEqual(['counters', 'gauges', 'histograms', 'meters', 'timers', 'version']);
    const timer = registry.timers['org.graylog2.rest.system.serviceManager.GET'];
    expect(timer).toMatchObject({ count: 1, duration_units: 'milliseconds', rate_units: 'calls/second' });
    expect(typeof timer.p99).toBe('number');
    expect(typeof timer.m1_rate).toBe('number');
  });

  it('names every metric, reads a namespace as MetricEntries and one metric by name, 404 otherwise', async () => {
    await get('/api/system/serviceManager');
    const names = (await get('/api/system/metrics/names')).json().names as string[];
    expect(names).toContain('org.graylog2.rest.system.serviceManager.GET');
    // Every API route is timed, not only the system ones.
    await get('/api/streams');
    expect((await get('/api/system/metrics/names')).json().names).toContain('org.graylog2.rest.streams.GET');
    const ns = (await get('/api/system/metrics/namespace/org.graylog2.rest.system.serviceManager')).json();
    expect(ns.total).toBe(1);
    expect(ns.metrics[0]).toMatchObject({
      full_name: 'org.graylog2.rest.system.serviceManager.GET',
      name: 'GET',
      type: 'timer',
      metric: { duration_unit: 'microseconds', rate_unit: 'events/second' },
    });
    expect(Object.keys(ns.metrics[0].metric.time).sort()).toEqual([
      '95th_percentile',
      '98th_percentile',
      '99th_percentile',
      'max',
      'mean',
      'min',
      'std_dev',
    ]);
    expect(Object.keys(ns.metrics[0].metric.rate).sort()).toEqual(['fifteen_minute', 'five_minute', 'mean', 'one_minute', 'total']);
    const one = (await get('/api/system/metrics/org.graylog2.rest.system.serviceManager.GET')).json();
    expect(one.count).toBeGreaterThanOrEqual(2);
    expect((await get('/api/system/metrics/org.graylog2.throughput.input.1-sec-rate')).json()).toEqual({ value: 0 });
    expect((await get('/api/system/metrics/jvm.memory.heap.used')).json().value).toBeGreaterThan(0);
    expect((await get('/api/system/metrics/org.graylog2.buffers.process.usage')).json()).toEqual({ value: 0 });

    const missing = await get('/api/system/metrics/no.such.metric');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ type: 'ApiError', message: 'I do not have a metric called [no.such.metric].' });
    // Names longer than the router's default 100 characters (a pipeline stage's rule) still reach the route.
    const long = `org.graylog.plugins.pipelineprocessor.ast.Rule.${'a'.repeat(24)}.${'b'.repeat(24)}.0.${'c'.repeat(24)}.executed`;
    expect(long.length).toBeGreaterThan(100);
    expect((await get(`/api/system/metrics/${long}`)).json()).toEqual({
      type: 'ApiError',
      message: `I do not have a metric called [${long}].`,
    });
    const none = await get('/api/system/metrics/namespace/no.such');
    expect(none.statusCode).toBe(404);
    expect(none.json().message).toBe('No metrics with namespace [no.such] found.');
  });

  it('needs metrics:readall and metrics:allkeys for the whole registry and its names; a Reader reads single metrics', async () => {
    expect((await get('/api/system/metrics', reader)).statusCode).toBe(403);
    expect((await get('/api/system/metrics/names', reader)).statusCode).toBe(403);
    expect((await get('/api/system/metrics/namespace/org.graylog2.rest', reader)).json().total).toBeGreaterThan(0);
  });

  it('computes meter rates and histogram statistics', () => {
    let now = 0;
    const metrics = new MetricsRegistry(() => now);
    for (let i = 0; i < 60; i++) {
      metrics.meter('m').mark(10);
      now += 1000;
    }
    const rates = metrics.meter('m').rates();
    expect(rates.mean).toBeCloseTo(10, 5);
    expect(rates.m1).toBeGreaterThan(5);
    for (let v = 1; v <= 100; v++) metrics.histogram('h').update(v);
    const s = metrics.histogram('h').snapshot();
    expect([s.min, s.max, s.mean]).toEqual([1, 100, 50.5]);
    expect(s.p50).toBeCloseTo(50.5, 5);
    expect(metrics.all().map((m) => `${m.kind} ${m.name}`)).toEqual(['histogram h', 'meter m']);
  });
});

describe('system messages, rotation and the indexer overview', () => {
  it('records start-up, processing pause and resume, input states, rotations and retention, newest first', async () => {
    expect(await systemMessages()).toContain('Started up.');
    expect((await server.call('PUT', '/api/system/processing/pause', { as: ADMIN })).statusCode).toBe(204);
    expect((await server.call('PUT', '/api/system/processing/resume', { as: ADMIN })).statusCode).toBe(204);
    expect((await systemMessages()).slice(0, 2)).toEqual(['Resumed message processing.', 'Paused message processing.']);

    const put = await server.call('PUT', `/api/system/indices/index_sets/${DEFAULT_SET}`, {
      as: ADMIN,
      body: {
        title: 'Default index set',
        rotation_strategy: { type: 'org.graylog2.indexer.rotation.strategies.MessageCountRotationStrategyConfig', max_docs_per_index: 2 },
        retention_strategy: { type: 'org.graylog2.indexer.retention.strategies.DeletionRetentionStrategyConfig', max_number_of_indices: 2 },
      },
    });
    expect(put.statusCode, put.body).toBe(200);
    const { id, port } = await createInput(server, 'org.graylog2.inputs.gelf.http.GELFHttpInput');
    expect(await systemMessages()).toContain(`Input [GELF HTTP/${id}] is now RUNNING`);
    for (let n = 1; n <= 5; n++) {
      expect(await post(port, JSON.stringify({ version: '1.1', host: 'h', short_message: `overview message ${n}` }))).toBe(202);
      await eventually(async () => expect((await messagesOf(server, `overview AND message:${n}`)).total_results).toBe(1));
    }
    const contents = await systemMessages();
    expect(contents).toContain('Cycled index alias <graylog_deflector> from <graylog_0> to <graylog_1>.');
    expect(contents).toContain('Cycled index alias <graylog_deflector> from <graylog_1> to <graylog_2>.');
    expect(contents.some((c) => c.startsWith('Deleted index <graylog_0> with 2 messages'))).toBe(true);
    const page = (await get('/api/system/messages?page=1')).json();
    expect(page.messages[0]).toMatchObject({ caller: expect.any(String), node_id: nodeId });
    expect(page.total).toBeGreaterThanOrEqual(page.messages.length);
    expect((await get('/api/system/messages?page=99')).json().messages).toEqual([]);
    expect((await get('/api/system/messages', reader)).statusCode).toBe(403);

    const overview = (await get('/api/system/indexer/overview')).json();
    expect(overview.deflector).toEqual({ is_up: true, current_target: 'graylog_2' });
    expect(overview.indexer_cluster).toEqual({
      name: 'sift-message-store',
      health: { status: 'green', shards: { active: 2, initializing: 0, relocating: 0, unassigned: 0 } },
    });
    expect(overview.counts).toEqual({ events: 3 });
    expect(Object.keys(overview.indices).sort()).toEqual(['graylog_1', 'graylog_2']);
    expect(overview.indices.graylog_1).toMatchObject({
      size: { events: 2, deleted: 0 },
      is_deflector: false,
      is_closed: false,
      range: { index_name: 'graylog_1' },
    });
    expect(overview.indices.graylog_2.is_deflector).toBe(true);
    expect(Date.parse(overview.indices.graylog_1.range.begin)).toBeLessThanOrEqual(Date.parse(overview.indices.graylog_1.range.end));
    // As on Graylog, any authenticated user reads the overview.
    expect(Object.keys((await get('/api/system/indexer/overview', reader)).json().indices)).toHaveLength(2);
    const unknown = await get('/api/system/indexer/overview/5f0c1a2b3c4d5e6f7a8b9c0d');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('Index set <5f0c1a2b3c4d5e6f7a8b9c0d> not found.');

    expect((await server.call('DELETE', `/api/system/inputs/${id}`, { as: ADMIN })).statusCode).toBeLessThan(300);
    expect((await systemMessages()).slice(0, 2)).toEqual([
      `Input [GELF HTTP/${id}] is now TERMINATED`,
      `Input [GELF HTTP/${id}] is now STOPPED`,
    ]);
    // Batches the store wrote are measured.
    const batches = (await get('/api/system/metrics/org.graylog2.outputs.BlockingBatchedESOutput.batchSize')).json();
    expect(batches.count).toBeGreaterThanOrEqual(5);
  });

  it('answers the indexer failures (none: every batch was stored), their count since a date, and the cluster health', async () => {
    expect((await get('/api/system/indexer/failures?limit=10&offset=0')).json()).toEqual({ total: 0, failures: [] });
    expect((await get('/api/system/indexer/failures/count?since=2020-01-01T00:00:00.000Z')).json()).toEqual({ count: 0 });
    const bad = await get('/api/system/indexer/failures/count?since=yesterday');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Invalid date parameter provided: [yesterday]');
    expect((await get('/api/system/indexer/failures')).json()).toEqual({ total: 0, failures: [] });
    expect((await get('/api/system/indexer/failures?limit=-1')).statusCode).toBe(400);
    expect((await get('/api/system/indexer/failures', reader)).statusCode).toBe(403);
    expect((await get('/api/system/indexer/cluster/name')).json()).toEqual({ name: 'sift-message-store' });
    expect((await get('/api/system/indexer/cluster/health', reader)).json().status).toBe('green');
    expect((await get('/api/system/indexer/cluster/info')).json()).toMatchObject({
      cluster_name: 'sift-message-store',
      distribution: 'OpenSearch',
      status: 'green',
    });
  });
});

describe('index failures', () => {
  it('keeps each message of a batch that could not be stored, newest first, and counts them since a date', () => {
    const failures = new IndexFailures(new Database(':memory:'));
    const message = (id: string) => ({ id, messageId: id, timestamp: 0, source: 's', message: 'm', streams: [], fields: {} });
    failures.record([message('a'), message('b')], 'graylog_3', new Error('disk full'));
    expect(failures.page(0, 0)).toEqual({
      total: 2,
      failures: [
        { letter_id: 'b', index: 'graylog_3', type: 'indexing', message: 'disk full', timestamp: expect.any(String) },
        { letter_id: 'a', index: 'graylog_3', type: 'indexing', message: 'disk full', timestamp: expect.any(String) },
      ],
    });
    expect(failures.page(1, 1).failures.map((f) => f.letter_id)).toEqual(['a']);
    expect(failures.countSince('2000-01-01T00:00:00.000Z')).toBe(2);
    expect(failures.countSince(new Date(Date.now() + 60_000).toISOString())).toBe(0);
  });
});

describe('loggers', () => {
  it('lists the configured loggers and subsystems per node, and changes levels at runtime', async () => {
    const cluster = (await get('/api/cluster/system/loggers')).json();
    expect(Object.keys(cluster)).toEqual([nodeId]);
    expect(cluster[nodeId].loggers['org.graylog2']).toEqual({ level: 'info', level_syslog: 400 });
    expect(cluster[nodeId].total).toBe(Object.keys(cluster[nodeId].loggers).length);

    expect((await server.call('PUT', '/api/system/loggers/subsystems/graylog/level/DEBUG', { as: ADMIN })).statusCode).toBe(204);
    const subsystems = (await get('/api/system/loggers/subsystems')).json().subsystems;
    expect(subsystems.graylog).toEqual({
      title: 'Graylog',
      categories: ['org.graylog2', 'org.graylog'],
      description: 'All messages from Graylog-owned systems.',
      level: 'debug',
      level_syslog: 500,
    });
    expect(
      (await server.call('PUT', `/api/cluster/system/loggers/${nodeId}/subsystems/graylog/level/info`, { as: ADMIN })).statusCode,
    ).toBe(204);
    expect((await get('/api/cluster/system/loggers/subsystems')).json()[nodeId].subsystems.graylog.level).toBe('info');

    expect((await server.call('PUT', '/api/system/loggers/org.graylog2.inputs/level/error', { as: ADMIN })).statusCode).toBe(204);
    expect(
      (await server.call('PUT', '/api/cluster/system/loggers/other-node/subsystems/graylog/level/info', { as: ADMIN })).statusCode,
    ).toBe(404);
    expect((await get('/api/system/loggers')).json().loggers['org.graylog2.inputs']).toEqual({ level: 'error', level_syslog: 200 });

    const unknownSubsystem = await server.call('PUT', '/api/system/loggers/subsystems/nope/level/info', { as: ADMIN });
    expect(unknownSubsystem.statusCode).toBe(404);
    expect(unknownSubsystem.json().message).toBe('No such logging subsystem: [nope]');
    expect((await server.call('PUT', '/api/system/loggers/org.graylog2/level/loud', { as: ADMIN })).statusCode).toBe(400);
    expect((await server.call('PUT', '/api/system/loggers/org.graylog2/level/info', { as: reader })).statusCode).toBe(403);
    // A Reader holds no loggers:read: the lists are empty.
    expect((await get('/api/system/loggers', reader)).json()).toEqual({ total: 0, loggers: {} });
  });

  it('writes a line only when the logger (or its nearest configured ancestor) is at that level or finer', () => {
    const lines: string[] = [];
    const loggers = new LoggerRegistry((level: LogLevel, logger, line) => lines.push(`${level} ${logger} ${line}`));
    loggers.log('org.graylog2.inputs.x', 'INFO', 'shown');
    loggers.log('org.graylog2.inputs.x', 'DEBUG', 'hidden');
    loggers.setLevel('org.graylog2.inputs', 'DEBUG');
    loggers.log('org.graylog2.inputs.x', 'DEBUG', 'now shown');
    loggers.log('com.example', 'INFO', 'root is WARN');
    loggers.setLevel('org.graylog2', 'OFF');
    loggers.log('org.graylog2.other', 'ERROR', 'off');
    expect(lines).toEqual(['INFO org.graylog2.inputs.x shown', 'DEBUG org.graylog2.inputs.x now shown']);
  });
});

describe('service manager, search version, telemetry', () => {
  it('lists the running services with their startup times', async () => {
    const services = (await get('/api/system/serviceManager', reader)).json();
    expect(Object.keys(services)).toEqual(expect.arrayContaining(['DiskWatchService [RUNNING]', 'JerseyService [RUNNING]']));
    expect(Object.values(services).every((ms) => typeof ms === 'number' && ms >= 0)).toBe(true);
  });

  it('says whether the search backend (OpenSearch 2.4.1) satisfies a distribution and SemVer range', async () => {
    const check = async (path: string) => (await get(`/api/system/searchVersion/satisfiesVersion/${path}`)).json();
    expect(await check('opensearch')).toEqual({ satisfied: true, errorMessage: '' });
    expect(await check('OpenSearch?version=%5E2.0.0')).toEqual({ satisfied: true, errorMessage: '' });
    expect(await check('opensearch?version=%3E%3D2.5')).toEqual({
      satisfied: false,
      errorMessage: 'Current search version OpenSearch:2.4.1 does not satisfy required version OPENSEARCH >=2.5',
    });
    expect((await check('elasticsearch?version=7.x')).satisfied).toBe(false);
    const bad = await get('/api/system/searchVersion/satisfiesVersion/solr');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Unsupported distribution solr. Valid values are [opensearch, elasticsearch].');
    expect((await get('/api/system/searchVersion/satisfiesVersion/opensearch?version=%3E%3Dbanana')).statusCode).toBe(400);
  });

  it('matches SemVer ranges', () => {
    const v = [2, 4, 1] as const;
    const cases: [string, boolean][] = [
      ['>0', true],
      ['2.x', true],
      ['2', true],
      ['~2.4', true],
      ['~2.3', false],
      ['^1.0.0', false],
      ['>=1.0.0 <2.0.0 || >=2.4.0', true],
      ['>=2.0.0 & <3', true],
      ['1.0 - 2.4', true],
      ['2.4.1', true],
      ['!2.4.1', false],
      ['<=2.4', true],
      ['>2.4', false],
      ['<2.4.1', false],
    ];
    for (const [range, expected] of cases) expect([range, parseRange(range)?.(v)]).toEqual([range, expected]);
    expect(parseRange('>=x.y.z.w')).toBeNull();
  });

  it('answers telemetry as disabled, and keeps whether the user was asked', async () => {
    expect((await get('/api/telemetry', reader)).json()).toEqual({
      user_telemetry_settings: { telemetry_enabled: false, telemetry_permission_asked: false },
    });
    const put = await server.call('PUT', '/api/telemetry/user/settings', {
      as: reader,
      body: { telemetry_enabled: true, telemetry_permission_asked: true },
    });
    expect(put.statusCode).toBe(204);
    expect((await get('/api/telemetry/user/settings', reader)).json()).toEqual({
      telemetry_enabled: false,
      telemetry_permission_asked: true,
    });
    expect((await get('/api/telemetry/user/settings')).json().telemetry_permission_asked).toBe(false);
    const bad = await server.call('PUT', '/api/telemetry/user/settings', { as: reader, body: { telemetry_enabled: 'yes' } });
    expect(bad.statusCode).toBe(400);
  });
});

describe('notification texts', () => {
  it('renders an active notification in HTML and plain text, 404 when it is not active', async () => {
    // A GELF TCP input on a port already taken fails to start and raises input_failed_to_start.
    const first = await createInput(server, 'org.graylog2.inputs.gelf.http.GELFHttpInput');
    const blocked = await server.call('POST', '/api/system/inputs', {
      as: ADMIN,
      body: {
        title: 'Blocked <input>',
        type: 'org.graylog2.inputs.gelf.tcp.GELFTCPInput',
        global: true,
        configuration: { bind_address: '127.0.0.1', port: first.port },
      },
    });
    const id = blocked.json().id as string;
    const html = await server.call('POST', `/api/system/notification/message/html/input_failed_to_start/${id}`, {
      as: ADMIN,
      body: { values: {} },
    });
    expect(html.statusCode, html.body).toBe(200);
    expect(html.json().title).toBe('An input has failed to start');
    expect(html.json().description).toMatch(
      new RegExp(`^<span>Input Blocked &lt;input&gt; \\(${id}\\) on node ${nodeId} has failed to start: .*EADDRINUSE`),
    );
    const plain = (
      await server.call('POST', `/api/system/notification/message/plaintext/INPUT_FAILED_TO_START/${id}`, {
        as: ADMIN,
        body: { values: {} },
      })
    ).json();
    expect(plain.description).toMatch(/^Input Blocked <input> \(/);
    expect(await systemMessages()).toContainEqual(
      expect.stringMatching(new RegExp(`^Input \\[GELF TCP/${id}\\] is now FAILED \\(.*EADDRINUSE`)),
    );

    const inactive = await server.call('POST', '/api/system/notification/message/html/no_input_running', {
      as: ADMIN,
      body: { values: {} },
    });
    expect(inactive.statusCode).toBe(404);
    expect(inactive.json().message).toBe('Event type <NO_INPUT_RUNNING/null> is not currently active');
    expect(
      (await server.call('POST', '/api/system/notification/message/html/not_a_type', { as: ADMIN, body: { values: {} } })).statusCode,
    ).toBe(404);
    // Any authenticated user, and the body is optional.
    const noBody = await server.app.http.inject({
      method: 'POST',
      url: `/api/system/notification/message/html/input_failed_to_start/${id}`,
      headers: { 'x-requested-by': 'test', authorization: `Basic ${Buffer.from(reader).toString('base64')}` },
    });
    expect(noBody.statusCode, noBody.body).toBe(200);
    expect(noBody.json().title).toBe('An input has failed to start');
    await server.call('DELETE', `/api/system/inputs/${id}`, { as: ADMIN });
    await server.call('DELETE', `/api/system/inputs/${first.id}`, { as: ADMIN });
  });
});

describe('search metadata', () => {
  it('reports the parameters each query uses and those the search declares', async () => {
    const res = await server.call('POST', '/api/views/search/metadata', {
      as: reader,
      body: {
        queries: [
          {
            id: 'q1',
            query: { type: 'elasticsearch', query_string: 'action:$action$ AND source:$source$ AND $action$' },
            timerange: { type: 'relative', range: 300 },
            search_types: [{ id: 'st', type: 'messages', query: { type: 'elasticsearch', query_string: 'user:$user$' } }],
          },
          {
            id: 'q2',
            query: { type: 'elasticsearch', query_string: 'plain' },
            timerange: { type: 'relative', range: 300 },
            search_types: [],
          },
        ],
        parameters: [
          {
            type: 'value-parameter-v1',
            name: 'action',
            title: 'Action',
            data_type: 'any',
            default_value: 'GET',
            optional: false,
            binding: null,
          },
        ],
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      query_metadata: { q1: { used_parameters_names: ['action', 'source', 'user'] }, q2: { used_parameters_names: [] } },
      declared_parameters: {
        action: {
          type: 'value-parameter-v1',
          name: 'action',
          title: 'Action',
          data_type: 'any',
          default_value: 'GET',
          optional: false,
          binding: null,
        },
      },
    });
    const unknown = await server.call('POST', '/api/views/search/metadata', { as: reader, body: { queries: [], nope: 1 } });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toMatch(/^Unable to map property nope/);
  });
});
