import fs from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ADMIN, createUser, startServer, type TestServer } from './helpers.js';
import { NotificationService } from '../src/system/notifications.js';
import { DiskWatch } from '../src/system/disk-watch.js';
import { openDatabase } from '../src/db/database.js';
import { generateRegex, isWhitelisted } from '../src/system/urlwhitelist.js';
import { FIXTURES } from './views-helpers.js';

let server: TestServer;
beforeEach(async () => {
  server = await startServer();
});
afterEach(async () => {
  await server.close();
});

const SEARCH_CONFIG = '/api/system/cluster_config/org.graylog2.indexer.searches.SearchesClusterConfig';

describe('system overview and cluster', () => {
  it('answers GET /system with Graylog 5.1.13-compatible fields', async () => {
    const res = await server.call('GET', '/api/system', { as: ADMIN });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      facility: 'graylog-server',
      codename: 'Noir',
      is_processing: true,
      lifecycle: 'running',
      lb_status: 'alive',
      is_leader: true,
    });
    expect(body.version).toMatch(/^5\.1\.13\+/);
    const hello = (await server.call('GET', '/api/')).json();
    expect(body.node_id).toBe(hello.node_id);
    expect(Object.keys(body).sort()).toEqual(
      [
        'cluster_id',
        'codename',
        'facility',
        'hostname',
        'is_leader',
        'is_processing',
        'lb_status',
        'lifecycle',
        'node_id',
        'operating_system',
        'started_at',
        'timezone',
        'version',
      ].sort(),
    );
  });

  it('lists this single node as the leader', async () => {
    const body = (await server.call('GET', '/api/system/cluster/nodes', { as: ADMIN })).json();
    expect(body.total).toBe(1);
    expect(body.nodes[0]).toMatchObject({ type: 'server', is_leader: true, is_master: true });
    expect(body.nodes[0].short_node_id).toBe(body.nodes[0].node_id.slice(0, 8));
  });

  it('refuses anonymous access to every system endpoint', async () => {
    for (const url of [
      '/api/system',
      '/api/system/jvm',
      '/api/system/cluster/nodes',
      '/api/system/notifications',
      '/api/system/stats',
      '/api/system/locales',
      SEARCH_CONFIG,
    ]) {
      expect((await server.call('GET', url)).statusCode, url).toBe(401);
    }
  });
});

describe('JVM-equivalent, locales and host statistics', () => {
  it("answers GET /system/jvm with Graylog's memory sizes, node id, pid and runtime info (Readers too)", async () => {
    const reader = await createUser(server, 'jay');
    const res = await server.call('GET', '/api/system/jvm', { as: reader });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(Object.keys(body).sort()).toEqual(['free_memory', 'info', 'max_memory', 'node_id', 'pid', 'total_memory', 'used_memory']);
    for (const k of ['free_memory', 'max_memory', 'total_memory', 'used_memory']) {
      const size = body[k];
      expect(Object.keys(size).sort(), k).toEqual(['bytes', 'kilobytes', 'megabytes']);
      expect(size.kilobytes).toBe(Math.floor(size.bytes / 1024));
      expect(size.megabytes).toBe(Math.floor(size.bytes / 1024 / 1024));
    }
    expect(body.used_memory.bytes + body.free_memory.bytes).toBe(body.total_memory.bytes);
    expect(body.max_memory.bytes).toBeGreaterThanOrEqual(body.total_memory.bytes);
    expect(body.node_id).toBe((await server.call('GET', '/api/')).json().node_id);
    expect(body.pid).toBe(String(process.pid));
    expect(body.info).toMatch(/^Node\.js v\d+/);
  });

  it('lists locales as {language_tag, display_name, language, country, display_language}', async () => {
    const body = (await server.call('GET', '/api/system/locales', { as: ADMIN })).json();
    expect(Object.keys(body)).toEqual(['locales']);
    expect(body.locales.length).toBeGreaterThan(5);
    expect(body.locales).toContainEqual({
      language_tag: 'en-US',
      display_name: 'American English',
      language: 'en',
      country: 'US',
      display_language: 'English',
    });
    expect(body.locales).toContainEqual(
      expect.objectContaining({ language_tag: 'de-DE', language: 'de', country: 'DE', display_language: 'German' }),
    );
    for (const l of body.locales) expect(l.language_tag).toBe(`${l.language}-${l.country}`);
  });

  it("answers GET /system/stats and each part with Graylog's part and field names", async () => {
    const reader = await createUser(server, 'stu');
    const res = await server.call('GET', '/api/system/stats', { as: reader });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(Object.keys(body).sort()).toEqual(['fs', 'jvm', 'network', 'os', 'process']);
    const dataDir = path.join(server.dir, 'data');
    expect(body.fs.filesystems[dataDir]).toMatchObject({
      path: dataDir,
      total: expect.any(Number),
      free: expect.any(Number),
      available: expect.any(Number),
      used: expect.any(Number),
    });
    expect(body.fs.filesystems[dataDir].used).toBe(body.fs.filesystems[dataDir].total - body.fs.filesystems[dataDir].free);
    expect(body.jvm).toMatchObject({ version: process.versions.node, vm_name: 'Node.js', mem: { heap_max: expect.any(Number) } });
    expect(body.os).toMatchObject({
      load_average: expect.any(Array),
      uptime: expect.any(Number),
      processor: { total_cores: expect.any(Number) },
      memory: { total: expect.any(Number), free: expect.any(Number) },
    });
    expect(body.os.memory.used + body.os.memory.free).toBe(body.os.memory.total);
    expect(body.process).toMatchObject({ pid: process.pid, memory: { resident: expect.any(Number) } });
    expect(typeof body.network.interfaces).toBe('object');
    // Every key on the wire is snake_case, as Graylog's mapper writes it.
    const keys = (v: unknown, at: string): string[] =>
      v && typeof v === 'object' && !Array.isArray(v)
        ? Object.entries(v).flatMap(([k, x]) => [
            ...(at === 'fs.filesystems' || at === 'network.interfaces' ? [] : [k]),
            ...keys(x, at ? `${at}.${k}` : k),
          ])
        : [];
    expect(keys(body, '').filter((k) => !/^[a-z0-9_]+$/.test(k))).toEqual([]);
    for (const part of ['fs', 'jvm', 'network', 'os', 'process']) {
      const one = await server.call('GET', `/api/system/stats/${part}`, { as: reader });
      expect(one.statusCode, part).toBe(200);
      expect(Object.keys(one.json()).sort(), part).toEqual(Object.keys(body[part]).sort());
    }
  });
});

describe('permissions catalogue', () => {
  it('lists permission areas and the Reader permissions of a user', async () => {
    const reader = await createUser(server, 'pat');
    const all = (await server.call('GET', '/api/system/permissions', { as: reader })).json();
    expect(all.permissions.streams).toEqual(['changestate', 'create', 'edit', 'read']);
    const own = (await server.call('GET', '/api/system/permissions/reader/pat', { as: reader })).json();
    expect(own.permissions).toEqual(expect.arrayContaining(['messages:read', 'users:edit:pat', 'users:tokencreate:pat']));
  });
});

describe('processing', () => {
  it('pauses and resumes processing (admin only) and keeps the state across restarts', async () => {
    const reader = await createUser(server, 'rob');
    expect((await server.call('PUT', '/api/system/processing/pause', { as: reader })).statusCode).toBe(403);
    expect((await server.call('PUT', '/api/system/processing/pause', { as: ADMIN })).statusCode).toBe(204);
    expect((await server.call('GET', '/api/system', { as: ADMIN })).json()).toMatchObject({ is_processing: false, lifecycle: 'paused' });
    await server.restart();
    expect((await server.call('GET', '/api/system/processing/status', { as: ADMIN })).json()).toMatchObject({ is_processing: false });
    expect((await server.call('PUT', '/api/system/processing/resume', { as: ADMIN })).statusCode).toBe(204);
    expect((await server.call('GET', '/api/system', { as: ADMIN })).json().is_processing).toBe(true);
  });
});

describe('notifications', () => {
  it('lists published notifications for permitted users and deletes them by type and key', async () => {
    const db = openDatabase(path.join(server.dir, 'data'));
    const notifications = new NotificationService(db, 'node');
    notifications.publish({ type: 'input_failed_to_start', key: 'abc', severity: 'urgent', details: { reason: 'Address in use' } });
    notifications.publish({ type: 'generic', severity: 'normal' });
    db.close();

    const list = (await server.call('GET', '/api/system/notifications', { as: ADMIN })).json();
    expect(list.total).toBe(2);
    expect(list.notifications).toContainEqual(
      expect.objectContaining({ type: 'input_failed_to_start', key: 'abc', severity: 'urgent', details: { reason: 'Address in use' } }),
    );
    const reader = await createUser(server, 'ray');
    expect((await server.call('GET', '/api/system/notifications', { as: reader })).json()).toEqual({ total: 0, notifications: [] });

    expect((await server.call('DELETE', '/api/system/notifications/input_failed_to_start/abc', { as: ADMIN })).statusCode).toBe(204);
    expect((await server.call('DELETE', '/api/system/notifications/no_such_type', { as: ADMIN })).statusCode).toBe(400);
    expect(
      (await server.call('GET', '/api/system/notifications', { as: ADMIN })).json().notifications.map((n: { type: string }) => n.type),
    ).toEqual(['generic']);
  });

  it('raises a disk-nearly-full notification when free space is low and clears it when space is back', () => {
    const dir = fs.mkdtempSync(path.join(server.dir, 'disk-'));
    const db = openDatabase(dir);
    const notifications = new NotificationService(db, 'node');
    let free = 10;
    const watch = new DiskWatch(dir, notifications, () => ({ blocks: 1000, bavail: free, bsize: 4096 }));
    watch.check();
    expect(notifications.list()).toEqual([expect.objectContaining({ type: 'es_node_disk_watermark_high', severity: 'urgent' })]);
    free = 500;
    watch.check();
    expect(notifications.list()).toEqual([]);
    db.close();
  });
});

describe('metrics', () => {
  it('answers the throughput gauges per node on /cluster/metrics/multiple and skips unknown names', async () => {
    const hello = (await server.call('GET', '/api/')).json();
    const body = { metrics: ['org.graylog2.throughput.input.1-sec-rate', 'org.graylog2.throughput.output.1-sec-rate', 'no.such.metric'] };
    const res = await server.call('POST', '/api/cluster/metrics/multiple', { as: ADMIN, body });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      [hello.node_id]: {
        total: 2,
        metrics: [
          { full_name: 'org.graylog2.throughput.input.1-sec-rate', name: '1-sec-rate', type: 'gauge', metric: { value: 0 } },
          { full_name: 'org.graylog2.throughput.output.1-sec-rate', name: '1-sec-rate', type: 'gauge', metric: { value: 0 } },
        ],
      },
    });
    const single = (await server.call('POST', '/api/system/metrics/multiple', { as: ADMIN, body })).json();
    expect(single.total).toBe(2);
    expect((await server.call('POST', '/api/system/metrics/multiple', { as: ADMIN, body: { metrics: 'x' } })).statusCode).toBe(400);
  });
});

describe('cluster config', () => {
  it("serves Graylog's search config defaults", async () => {
    const res = await server.call('GET', SEARCH_CONFIG, { as: ADMIN });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.query_time_range_limit).toBe('PT0S');
    expect(Object.keys(body.relative_timerange_options)).toEqual([
      'PT5M',
      'PT15M',
      'PT30M',
      'PT1H',
      'PT2H',
      'PT8H',
      'P1D',
      'P2D',
      'P5D',
      'P7D',
      'P14D',
      'P30D',
      'PT0S',
    ]);
    expect(body.relative_timerange_options.PT0S).toBe('all messages');
    expect(body.default_auto_refresh_option).toBe('PT5S');
    expect(body.auto_refresh_timerange_options.PT2S).toBe('2 second');
    expect(body.analysis_disabled_fields).toEqual(['message', 'full_message']);
    // "Show surrounding messages" in the console reads its window sizes and filter fields from here.
    expect(body.surrounding_timerange_options).toEqual({
      PT1S: '1 second',
      PT5S: '5 seconds',
      PT10S: '10 seconds',
      PT30S: '30 seconds',
      PT1M: '1 minute',
      PT5M: '5 minutes',
    });
    expect(body.surrounding_filter_fields).toEqual(['source', 'gl2_source_input', 'file', 'source_file']);
  });

  it('stores the fixture config (202), fills in the auto-refresh keys on read, and keeps it across restarts', async () => {
    const fixture = JSON.parse(fs.readFileSync(path.join(FIXTURES, 'cluster-search-config.json'), 'utf8'));
    const put = await server.call('PUT', SEARCH_CONFIG, { as: ADMIN, body: fixture });
    expect(put.statusCode).toBe(202);
    await server.restart();
    const body = (await server.call('GET', SEARCH_CONFIG, { as: ADMIN })).json();
    expect(body).toMatchObject(fixture);
    expect(body.default_auto_refresh_option).toBe('PT5S');
  });

  it('refuses unknown classes with 404, unparseable bodies with 400 and Readers with 403', async () => {
    const unknown = await server.call('GET', '/api/system/cluster_config/com.example.Nope', { as: ADMIN });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe("Couldn't find configuration class  'com.example.Nope'");
    const bad = await server.call('PUT', SEARCH_CONFIG, { as: ADMIN, body: { query_time_range_limit: 'five minutes' } });
    expect(bad.json()).toEqual({
      type: 'ApiError',
      message: 'Couldn\'t parse cluster configuration "org.graylog2.indexer.searches.SearchesClusterConfig".',
    });
    const reader = await createUser(server, 'rex');
    expect((await server.call('GET', SEARCH_CONFIG, { as: reader })).statusCode).toBe(200);
    expect((await server.call('PUT', SEARCH_CONFIG, { as: reader, body: {} })).statusCode).toBe(403);
  });

  it('serves the sharing, user and message-processor configs with their defaults', async () => {
    expect((await server.call('GET', '/api/system/cluster_config/org.graylog2.users.UserAndTeamsConfig', { as: ADMIN })).json()).toEqual({
      allow_sharing_with_everyone: true,
      allow_sharing_with_users: true,
    });
    const processors = (await server.call('GET', '/api/system/messageprocessors/config', { as: ADMIN })).json();
    expect(processors.processor_order.map((p: { name: string }) => p.name)).toEqual([
      'GeoIP Resolver',
      'Message Filter Chain',
      'Stream Rule Processor',
      'Pipeline Processor',
    ]);
    expect(processors.disabled_processors).toEqual([]);
  });
});

describe('URL allow-list', () => {
  it('starts enabled and empty, stores entries, checks URLs and rejects duplicate ids and bad regexes', async () => {
    expect((await server.call('GET', '/api/system/urlwhitelist', { as: ADMIN })).json()).toEqual({ entries: [], disabled: false });
    const check = (url: string) =>
      server.call('POST', '/api/system/urlwhitelist/check', { as: ADMIN, body: { url } }).then((r) => r.json());
    expect(await check('https://example.org/a')).toEqual({ url: 'https://example.org/a', is_whitelisted: false });
    const entries = [
      { id: '1', type: 'literal', title: 'exact', value: 'https://example.org/a' },
      { id: '2', type: 'regex', title: 'api', value: '^\\Qhttps://api.example.org/\\E.*?$' },
    ];
    expect((await server.call('PUT', '/api/system/urlwhitelist', { as: ADMIN, body: { entries, disabled: false } })).statusCode).toBe(204);
    expect((await check('https://example.org/a')).is_whitelisted).toBe(true);
    expect((await check('https://api.example.org/v1?x=1')).is_whitelisted).toBe(true);
    expect((await check('https://evil.org/')).is_whitelisted).toBe(false);
    expect(
      (await server.call('PUT', '/api/system/urlwhitelist', { as: ADMIN, body: { entries: [entries[0], entries[0]], disabled: false } }))
        .statusCode,
    ).toBe(400);
    expect(
      (
        await server.call('PUT', '/api/system/urlwhitelist', {
          as: ADMIN,
          body: { entries: [{ id: '3', type: 'regex', title: '', value: '(' }], disabled: false },
        })
      ).statusCode,
    ).toBe(400);
  });

  it('generates Java-quoted regexes as Graylog does', async () => {
    expect(generateRegex('https://x/y')).toBe('^\\Qhttps://x/y\\E$');
    const res = await server.call('POST', '/api/system/urlwhitelist/generate_regex', {
      as: ADMIN,
      body: { url_template: 'https://a/?k=${key}', placeholder: '${key}' },
    });
    expect(res.json()).toEqual({ regex: '^\\Qhttps://a/?k=\\E.*?$' });
    expect(
      isWhitelisted(
        { disabled: false, entries: [{ id: '1', type: 'regex', title: '', value: res.json().regex }] },
        'https://a/?k=anything',
      ),
    ).toBe(true);
  });
});

describe('system catalogue reads', () => {
  it('answers the total message count, field names, decorators, plugins, throughput and the index strategies, to a Reader too', async () => {
    const reader = await createUser(server, 'catalogue-reader');
    for (const as of [ADMIN, reader]) {
      const get = async (url: string) => {
        const res = await server.call('GET', url, { as });
        expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
        return res.json();
      };
      expect(await get('/api/count/total')).toEqual({ events: 0 });
      expect((await get('/api/system/fields')).fields).toEqual(expect.arrayContaining(['message', 'source', 'timestamp', 'streams']));
      expect(await get('/api/search/decorators')).toEqual([]);
      expect(await get('/api/system/plugins')).toEqual({ plugins: [], total: 0 });
      expect(await get('/api/system/throughput')).toEqual({ throughput: 0 });
      const rotation = await get('/api/system/indices/rotation/strategies');
      expect(rotation.strategies.map((s: { type: string }) => s.type)).toEqual([
        'org.graylog2.indexer.rotation.strategies.MessageCountRotationStrategy',
        'org.graylog2.indexer.rotation.strategies.SizeBasedRotationStrategy',
        'org.graylog2.indexer.rotation.strategies.TimeBasedRotationStrategy',
        'org.graylog2.indexer.rotation.strategies.TimeBasedSizeOptimizingStrategy',
      ]);
      expect(rotation.strategies[0].default_config).toEqual({
        type: 'org.graylog2.indexer.rotation.strategies.MessageCountRotationStrategyConfig',
        max_docs_per_index: 20_000_000,
      });
      const retention = await get('/api/system/indices/retention/strategies');
      expect(retention).toMatchObject({
        total: 3,
        strategies: [
          { type: 'org.graylog2.indexer.retention.strategies.DeletionRetentionStrategy', default_config: { max_number_of_indices: 20 } },
          { type: 'org.graylog2.indexer.retention.strategies.ClosingRetentionStrategy', default_config: { max_number_of_indices: 20 } },
          {
            type: 'org.graylog2.indexer.retention.strategies.NoopRetentionStrategy',
            default_config: { max_number_of_indices: 2147483647 },
          },
        ],
      });
      expect(
        await get('/api/system/indices/retention/strategies/org.graylog2.indexer.retention.strategies.DeletionRetentionStrategy'),
      ).toEqual(retention.strategies[0]);
    }
    expect((await server.call('GET', '/api/system/indices/rotation/strategies/nope', { as: ADMIN })).statusCode).toBe(404);
    expect((await server.call('GET', '/api/count/total')).statusCode).toBe(401);
  });
});
