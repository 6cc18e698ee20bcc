import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MemoryCache } from '../src/lookup/caches.js';
import { parseDsv } from '../src/lookup/adapters.js';
import { singleResult, errorResult, lookupResultJson } from '../src/lookup/result.js';
import { ADMIN, createUser, startServer, type TestServer } from './helpers.js';

let server: TestServer;
let csvPath: string;
let reader: string;

const GUAVA = {
  type: 'guava_cache',
  max_size: 1000,
  expire_after_access: 60,
  expire_after_access_unit: 'SECONDS',
  expire_after_write: 0,
  expire_after_write_unit: null,
};
const csvConfig = (file: string, extra: Record<string, unknown> = {}) => ({
  type: 'csvfile',
  path: file,
  separator: ',',
  quotechar: '"',
  key_column: 'ip',
  value_column: 'owner',
  check_interval: 1,
  case_insensitive_lookup: false,
  cidr_lookup: false,
  ...extra,
});
const component = (name: string, config: Record<string, unknown>) => ({
  title: name.toUpperCase(),
  description: `the ${name}`,
  name,
  config,
});
const table = (name: string, cacheId: string, adapterId: string, extra: Record<string, unknown> = {}) => ({
  title: name,
  description: '',
  name,
  cache_id: cacheId,
  data_adapter_id: adapterId,
  default_single_value: '',
  default_single_value_type: 'NULL',
  default_multi_value: '',
  default_multi_value_type: 'NULL',
  ...extra,
});

async function post(url: string, body: unknown, status = 200) {
  const res = await server.call('POST', url, { as: ADMIN, body });
  expect(res.statusCode, res.body).toBe(status);
  return res.json();
}
const get = async (url: string) => {
  const res = await server.call('GET', url, { as: ADMIN });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};
const query = (tableName: string, key: string) =>
  server.call('GET', `/api/system/lookup/tables/${tableName}/query?key=${encodeURIComponent(key)}`, { as: ADMIN });

beforeAll(async () => {
  server = await startServer();
  reader = await createUser(server, 'reid');
  csvPath = path.join(server.dir, 'owners.csv');
  fs.writeFileSync(csvPath, 'ip,owner,comment\n10.0.0.1,ACME,"a, b"\n10.0.0.2,"Globex ""Corp""",x\nMixed,Case,y\n');
}, 60_000);
afterAll(async () => {
  await server.close();
});

describe('lookup types', () => {
  it('lists adapter and cache types with their default configuration', async () => {
    const adapters = await get('/api/system/lookup/types/adapters');
    expect(adapters.csvfile).toEqual({
      type: 'csvfile',
      config_class: expect.stringContaining('CSVFileDataAdapter'),
      default_config: {
        type: 'csvfile',
        path: '/etc/graylog/lookup-table.csv',
        separator: ',',
        quotechar: '"',
        key_column: 'key',
        value_column: 'value',
        check_interval: 60,
        case_insensitive_lookup: false,
        cidr_lookup: false,
      },
    });
    expect(adapters.dsvhttp.default_config).toMatchObject({
      url: 'https://example.org/table.csv',
      key_column: 0,
      value_column: 1,
      refresh_interval: 60,
      line_separator: '\n',
      ignorechar: '#',
    });
    const caches = await get('/api/system/lookup/types/caches');
    expect(caches.guava_cache.default_config).toEqual(GUAVA);
    expect(caches.none.default_config).toEqual({ type: 'none' });
  });
});

describe('caches, adapters and tables', () => {
  let cacheId = '';
  let adapterId = '';
  let tableId = '';

  it('creates a cache, a CSV adapter and a table, and reads them back by id and by name', async () => {
    const cache = await post('/api/system/lookup/caches', component('owners-cache', GUAVA));
    expect(cache).toMatchObject({
      id: expect.stringMatching(/^[0-9a-f]{24}$/),
      _scope: 'DEFAULT',
      name: 'owners-cache',
      title: 'OWNERS-CACHE',
      content_pack: null,
      config: GUAVA,
    });
    cacheId = cache.id;
    const adapter = await post('/api/system/lookup/adapters', component('owners-csv', csvConfig(csvPath)));
    expect(adapter).toMatchObject({
      name: 'owners-csv',
      custom_error_ttl_enabled: null,
      custom_error_ttl: null,
      custom_error_ttl_unit: null,
      config: csvConfig(csvPath),
    });
    adapterId = adapter.id;
    const created = await post('/api/system/lookup/tables', table('owners', cacheId, adapterId));
    expect(created).toMatchObject({
      name: 'owners',
      cache_id: cacheId,
      data_adapter_id: adapterId,
      _scope: 'DEFAULT',
      default_single_value_type: 'NULL',
    });
    tableId = created.id;

    expect(await get(`/api/system/lookup/caches/${cacheId}`)).toEqual(cache);
    expect(await get('/api/system/lookup/adapters/owners-csv')).toEqual(adapter);
    const single = await get(`/api/system/lookup/tables/owners?resolve=true`);
    expect(single).toEqual({
      query: null,
      total: 1,
      count: 1,
      page: 1,
      per_page: 1,
      lookup_tables: [created],
      caches: { [cacheId]: cache },
      data_adapters: { [adapterId]: adapter },
    });
    expect((await get(`/api/system/lookup/tables/${tableId}`)).caches).toEqual({});
    for (const url of [
      '/api/system/lookup/tables/nope',
      '/api/system/lookup/adapters/nope',
      '/api/system/lookup/caches/5f0c1a2b3c4d5e6f7a8b9c0d',
    ]) {
      const res = await server.call('GET', url, { as: ADMIN });
      expect(res.statusCode).toBe(404);
      expect(res.json().type).toBe('ApiError');
    }
  });

  it('pages, sorts (title desc by default), searches and resolves lists', async () => {
    await post('/api/system/lookup/caches', component('alpha', { type: 'none' }));
    await post('/api/system/lookup/caches', component('zulu', { type: 'none' }));
    const all = await get('/api/system/lookup/caches');
    expect(all).toMatchObject({ query: null, total: 3, count: 3, page: 1, per_page: 50 });
    expect(all.caches.map((c: { name: string }) => c.name)).toEqual(['zulu', 'owners-cache', 'alpha']);
    const asc = await get('/api/system/lookup/caches?sort=name&order=asc&per_page=2&page=2');
    expect(asc).toMatchObject({ total: 3, count: 1, page: 2, per_page: 2 });
    expect(asc.caches[0].name).toBe('zulu');
    const found = await get('/api/system/lookup/caches?query=ZUL');
    expect(found.caches.map((c: { name: string }) => c.name)).toEqual(['zulu']);
    expect(found.query).toBe('ZUL');
    expect((await get('/api/system/lookup/caches?query=-name:zulu%20description:the')).total).toBe(2);
    expect((await get('/api/system/lookup/caches?query=name:=alph')).total).toBe(0);

    const tables = await get('/api/system/lookup/tables?resolve=true');
    expect(tables).toMatchObject({ total: 1, count: 1, page: 1, per_page: 50 });
    expect(Object.keys(tables.caches)).toEqual([cacheId]);
    expect(Object.keys(tables.data_adapters)).toEqual([adapterId]);
    expect((await get('/api/system/lookup/tables')).caches).toEqual({});
    const adapters = await get('/api/system/lookup/adapters?query=owners');
    expect(adapters.data_adapters.map((a: { name: string }) => a.name)).toEqual(['owners-csv']);
  });

  it('validates names, defaults and adapter configuration with Graylog messages', async () => {
    const clash = await post(
      '/api/system/lookup/tables/validate',
      table('owners', cacheId, adapterId, {
        default_single_value: 'abc',
        default_single_value_type: 'NUMBER',
        default_multi_value: '[1]',
        default_multi_value_type: 'OBJECT',
      }),
    );
    expect(clash).toEqual({
      failed: true,
      errors: {
        name: ['The lookup table name is already in use.'],
        default_single_value: ['Could not parse JSON number value <abc>'],
        default_multi_value: ['Could not parse JSON object value <[1]>'],
      },
      error_context: {},
    });
    // The same name is fine for the table itself (an update).
    expect((await post('/api/system/lookup/tables/validate', { ...table('owners', cacheId, adapterId), id: tableId })).failed).toBe(false);
    const adapter = await post(
      '/api/system/lookup/adapters/validate',
      component('owners-csv', csvConfig(path.join(server.dir, 'missing.csv'), { separator: ';;' })),
    );
    expect(adapter.errors).toEqual({
      name: ['The data adapter name is already in use.'],
      separator: ['size must be between 1 and 1'],
      path: ['The file does not exist.'],
    });
    const dsv = await post(
      '/api/system/lookup/adapters/validate',
      component('new-dsv', {
        type: 'dsvhttp',
        url: 'not a url',
        separator: ',',
        line_separator: '\n',
        quotechar: '"',
        ignorechar: '#',
        key_column: 0,
        value_column: 1,
        refresh_interval: 60,
      }),
    );
    expect(dsv.errors).toEqual({ url: ['Unable to parse url: not a url'] });
    expect((await post('/api/system/lookup/caches/validate', component('zulu', GUAVA))).errors).toEqual({
      name: ['The cache name is already in use.'],
    });
    expect(
      (await post('/api/system/lookup/caches/validate', { ...component('fresh', { ...GUAVA, max_size: -1 }), title: '' })).errors,
    ).toEqual({ title: ['must not be empty'], max_size: ['must be greater than or equal to 0'] });
  });

  it('refuses invalid entities, duplicate names and unknown types', async () => {
    const bad = [
      ['/api/system/lookup/tables', table('owners', cacheId, adapterId), 'duplicate key'],
      ['/api/system/lookup/tables', table('', cacheId, adapterId), 'name must not be empty'],
      [
        '/api/system/lookup/tables',
        table('dangling', '5f0c1a2b3c4d5e6f7a8b9c0d', adapterId),
        'Cache <5f0c1a2b3c4d5e6f7a8b9c0d> not found.',
      ],
      ['/api/system/lookup/caches', component('x', { type: 'redis' }), 'Unknown cache type <redis>'],
      ['/api/system/lookup/caches', component('x', { ...GUAVA, max_size: 'big' }), 'Unable to map property max_size'],
      [
        '/api/system/lookup/adapters',
        component('x', { ...csvConfig(csvPath), check_interval: 0 }),
        'check_interval must be greater than or equal to 1',
      ],
      ['/api/system/lookup/adapters', component('x', { type: 'csvfile', path: csvPath }), 'Missing required properties'],
      ['/api/system/lookup/adapters', { ...component('x', csvConfig(csvPath)), extra: 1 }, 'Unable to map property extra'],
    ] as const;
    for (const [url, body, message] of bad) {
      const res = await server.call('POST', url, { as: ADMIN, body });
      expect(res.statusCode, `${url} ${JSON.stringify(body)}`).toBe(400);
      expect(res.json().message).toContain(message);
    }
  });

  it('looks keys up through cache and adapter, with Long.MAX_VALUE as the TTL of a hit', async () => {
    const hit = await query('owners', '10.0.0.1');
    expect(hit.statusCode).toBe(200);
    expect(hit.body).toBe(
      '{"single_value":"ACME","multi_value":{"value":"ACME"},"string_list_value":null,"has_error":false,"ttl":9223372036854775807}',
    );
    expect((await query('owners', '10.0.0.2')).json().single_value).toBe('Globex "Corp"');
    expect((await query('owners', 'mixed')).json()).toMatchObject({ single_value: null, multi_value: null, has_error: false });
    // A table that does not exist answers an error result.
    expect((await query('nope', 'k')).json()).toEqual({
      single_value: null,
      multi_value: null,
      string_list_value: null,
      has_error: true,
      ttl: 5000,
    });
    expect((await get('/api/system/lookup/adapters/owners-csv/query?key=Mixed')).single_value).toBe('Case');
    expect((await server.call('GET', '/api/system/lookup/adapters/nope/query?key=x', { as: ADMIN })).statusCode).toBe(404);
    expect((await server.call('GET', '/api/system/lookup/tables/owners/query', { as: ADMIN })).statusCode).toBe(400);
  });

  it('answers the table defaults for a missing key', async () => {
    const put = await server.call('PUT', '/api/system/lookup/tables/owners', {
      as: ADMIN,
      body: { ...table('owners', cacheId, adapterId, { default_single_value: '42', default_single_value_type: 'NUMBER' }), id: tableId },
    });
    expect(put.statusCode, put.body).toBe(200);
    expect((await query('owners', 'unknown')).json()).toMatchObject({ single_value: 42, multi_value: { value: 42 }, has_error: false });
    await server.call('PUT', `/api/system/lookup/tables/${tableId}`, {
      as: ADMIN,
      body: {
        ...table('owners', cacheId, adapterId, {
          default_single_value: 'true',
          default_single_value_type: 'BOOLEAN',
          default_multi_value: '{"a":1}',
          default_multi_value_type: 'OBJECT',
        }),
        id: tableId,
      },
    });
    expect((await query('owners', 'unknown')).json()).toMatchObject({ single_value: true, multi_value: { a: 1 } });
    expect((await query('owners', '10.0.0.1')).json().single_value).toBe('ACME');
    const mismatch = await server.call('PUT', '/api/system/lookup/tables/other-name', {
      as: ADMIN,
      body: { ...table('owners', cacheId, adapterId), id: tableId },
    });
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json().message).toBe('URL parameter <other-name> does not match parameter in request body');
  });

  it('re-reads the CSV file when it changes and purges the cache', async () => {
    expect((await query('owners', '10.0.0.1')).json().single_value).toBe('ACME');
    fs.writeFileSync(csvPath, 'ip,owner\n10.0.0.1,Initech\n10.0.0.3,Hooli\n');
    const later = Date.now() / 1000 + 5;
    fs.utimesSync(csvPath, later, later);
    await expect
      .poll(async () => (await query('owners', '10.0.0.1')).json().single_value, { timeout: 5000, interval: 200 })
      .toBe('Initech');
    expect((await query('owners', '10.0.0.3')).json().single_value).toBe('Hooli');
  });

  it('purges a table cache through the cluster resource and the node resource', async () => {
    const nodeId = (await server.call('GET', '/api/')).json().node_id;
    const purged = await post(`/api/cluster/system/lookup/tables/owners/purge?key=10.0.0.1`, undefined);
    expect(purged).toEqual({
      [nodeId]: { call_executed: true, server_error_message: null, response: { success: true, code: 204, entity: null } },
    });
    expect((await server.call('POST', '/api/cluster/system/lookup/tables/nope/purge', { as: ADMIN })).statusCode).toBe(404);
    expect((await server.call('POST', `/api/system/lookup/tables/${tableId}/purge`, { as: ADMIN })).statusCode).toBe(204);
    expect((await server.call('POST', '/api/system/lookup/tables/nope/purge', { as: ADMIN })).statusCode).toBe(404);
  });

  it('tests a lookup table as the extractor editor does', async () => {
    expect(await post('/api/tools/lookup_table_tester', { lookup_table_name: 'owners', string: ' 10.0.0.3 ' })).toEqual({
      empty: false,
      error: false,
      error_message: '',
      key: ' 10.0.0.3 ',
      value: 'Hooli',
    });
    expect(await post('/api/tools/lookup_table_tester', { lookup_table_name: 'nope', string: 'x' })).toEqual({
      empty: true,
      error: true,
      error_message: "Lookup table <nope> doesn't exist",
      key: null,
      value: null,
    });
  });

  it('reports error states of tables and adapters', async () => {
    const broken = await post('/api/system/lookup/adapters', component('broken-csv', csvConfig(path.join(server.dir, 'absent.csv'))));
    await post('/api/system/lookup/tables', table('broken', cacheId, broken.id));
    const states = await post('/api/system/lookup/errorstates', {
      tables: ['owners', 'broken', 'nope'],
      data_adapters: ['owners-csv', 'broken-csv'],
      caches: ['owners-cache'],
    });
    expect(states).toEqual({
      tables: { owners: '', broken: expect.stringContaining('does not exist') },
      data_adapters: { 'owners-csv': null, 'broken-csv': expect.stringContaining('absent.csv') },
      caches: { 'owners-cache': null },
    });
    expect((await query('broken', 'x')).json()).toMatchObject({ has_error: true, ttl: 5000 });
    // A custom error TTL replaces the 5 s.
    await server.call('PUT', '/api/system/lookup/adapters/broken-csv', {
      as: ADMIN,
      body: {
        ...component('broken-csv', csvConfig(path.join(server.dir, 'absent.csv'))),
        id: broken.id,
        custom_error_ttl_enabled: true,
        custom_error_ttl: 2,
        custom_error_ttl_unit: 'MINUTES',
      },
    });
    expect((await get('/api/system/lookup/adapters/broken-csv/query?key=x')).ttl).toBe(120_000);
  });

  it('refuses to delete an adapter or cache in use, then deletes table, adapter and cache', async () => {
    const adapterInUse = await server.call('DELETE', `/api/system/lookup/adapters/${adapterId}`, { as: ADMIN });
    expect(adapterInUse.statusCode).toBe(400);
    expect(adapterInUse.json().message).toBe('The adapter is still in use, cannot delete.');
    const cacheInUse = await server.call('DELETE', '/api/system/lookup/caches/owners-cache', { as: ADMIN });
    expect(cacheInUse.json().message).toBe('The cache is still in use, cannot delete.');

    await server.restart();
    // Everything survives a restart and the adapters load again.
    expect((await query('owners', '10.0.0.3')).json().single_value).toBe('Hooli');

    const deleted = await server.call('DELETE', '/api/system/lookup/tables/broken', { as: ADMIN });
    expect(deleted.json().name).toBe('broken');
    expect((await server.call('DELETE', '/api/system/lookup/adapters/broken-csv', { as: ADMIN })).json().name).toBe('broken-csv');
    expect((await server.call('DELETE', '/api/system/lookup/tables/broken', { as: ADMIN })).statusCode).toBe(404);
  });

  it('refuses a Reader (no lookuptables permission)', async () => {
    for (const [method, url] of [
      ['GET', '/api/system/lookup/tables'],
      ['GET', `/api/system/lookup/tables/${tableId}`],
      ['GET', '/api/system/lookup/tables/owners/query?key=a'],
      ['DELETE', `/api/system/lookup/caches/${cacheId}`],
    ] as const) {
      expect((await server.call(method, url, { as: reader })).statusCode, url).toBe(403);
    }
  });
});

describe('CSV options', () => {
  it('looks up case-insensitively and by longest CIDR prefix', async () => {
    const file = path.join(server.dir, 'nets.csv');
    fs.writeFileSync(file, 'key,value\n10.0.0.0/8,big\n10.1.0.0/16,medium\n10.1.2.3,host\n2001:db8::/32,v6\nHOST,upper\n');
    const cache = await post('/api/system/lookup/caches', component('none-cache', { type: 'none' }));
    const cidr = await post(
      '/api/system/lookup/adapters',
      component('nets', csvConfig(file, { key_column: 'key', value_column: 'value', cidr_lookup: true })),
    );
    const ci = await post(
      '/api/system/lookup/adapters',
      component('ci', csvConfig(file, { key_column: 'key', value_column: 'value', case_insensitive_lookup: true })),
    );
    await post('/api/system/lookup/tables', table('nets', cache.id, cidr.id));
    await post('/api/system/lookup/tables', table('ci', cache.id, ci.id));
    expect((await query('nets', '10.1.2.3')).json().single_value).toBe('host');
    expect((await query('nets', '10.1.9.9')).json().single_value).toBe('medium');
    expect((await query('nets', '10.200.0.1')).json().single_value).toBe('big');
    expect((await query('nets', '2001:db8:1::5')).json().single_value).toBe('v6');
    expect((await query('nets', '11.0.0.1')).json()).toMatchObject({ single_value: null, has_error: false });
    expect((await query('nets', 'not-an-ip')).json().has_error).toBe(true);
    expect((await query('ci', 'host')).json().single_value).toBe('upper');
  });
});

describe('DSV over HTTP', () => {
  it('fetches only allowlisted URLs, then serves the parsed file', async () => {
    let body = '# comment\n"k1","v1"\nk2, v2 \nshort\n';
    const remote = http.createServer((_req, res) => res.end(body));
    await new Promise<void>((resolve) => remote.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(remote.address() as AddressInfo).port}/table.csv`;
    try {
      const cache = await post('/api/system/lookup/caches', component('dsv-cache', { type: 'none' }));
      const config = {
        type: 'dsvhttp',
        url,
        separator: ',',
        line_separator: '\n',
        quotechar: '"',
        ignorechar: '#',
        key_column: 0,
        value_column: 1,
        refresh_interval: 1,
        case_insensitive_lookup: false,
        check_presence_only: false,
      };
      const adapter = await post('/api/system/lookup/adapters', component('remote', config));
      await post('/api/system/lookup/tables', table('remote', cache.id, adapter.id));
      // A fresh server has an enabled, empty allowlist: nothing may be fetched.
      await expect
        .poll(async () => (await post('/api/system/lookup/errorstates', { data_adapters: ['remote'] })).data_adapters.remote)
        .toBe(`URL <${url}> is not whitelisted.`);
      expect((await query('remote', 'k1')).json().has_error).toBe(true);
      const allow = await server.call('PUT', '/api/system/urlwhitelist', {
        as: ADMIN,
        body: { entries: [{ id: 'a', type: 'literal', title: 'table', value: url }], disabled: false },
      });
      expect(allow.statusCode).toBe(204);
      await expect.poll(async () => (await query('remote', 'k1')).json().single_value, { timeout: 5000, interval: 200 }).toBe('v1');
      expect((await query('remote', 'k2')).json().single_value).toBe('v2');
      body = 'k3,v3\n';
      await expect.poll(async () => (await query('remote', 'k3')).json().single_value, { timeout: 5000, interval: 200 }).toBe('v3');
    } finally {
      await new Promise((resolve) => remote.close(resolve));
    }
  });
});

describe('building blocks', () => {
  it('evicts the least recently used entry and expires entries after write, after access and by result TTL', () => {
    let now = 0;
    const cache = new MemoryCache(
      {
        max_size: 2,
        expire_after_access: 10,
        expire_after_access_unit: 'SECONDS',
        expire_after_write: 60,
        expire_after_write_unit: 'SECONDS',
      },
      () => now,
    );
    let loads = 0;
    const load = (v: string) => () => {
      loads++;
      return singleResult(v);
    };
    cache.get('a', load('A'));
    cache.get('b', load('B'));
    cache.get('a', load('A'));
    cache.get('c', load('C'));
    expect(loads).toBe(3);
    cache.get('b', load('B'));
    expect(loads).toBe(4);
    // Written at 0 and never read: lives 60 s after write.
    const ttl = new MemoryCache(
      { max_size: 10, expire_after_access: 0, expire_after_write: 60, expire_after_write_unit: 'SECONDS' },
      () => now,
    );
    ttl.get('k', load('1'));
    ttl.get('e', () => errorResult());
    now = 5_001;
    expect(ttl.get('e', () => singleResult('fresh')).single_value).toBe('fresh');
    now = 59_000;
    expect(ttl.get('k', load('2')).single_value).toBe('1');
    now = 61_000;
    expect(ttl.get('k', load('3')).single_value).toBe('3');
    // A read moves the expiry to expire_after_access from now.
    const access = new MemoryCache(
      { max_size: 10, expire_after_access: 10, expire_after_access_unit: 'SECONDS', expire_after_write: 0 },
      () => now,
    );
    access.get('x', load('x1'));
    now += 8_000;
    access.get('x', load('x2'));
    now += 8_000;
    expect(access.get('x', load('x3')).single_value).toBe('x1');
    now += 11_000;
    expect(access.get('x', load('x4')).single_value).toBe('x4');
  });

  it('parses DSV as Graylog does', () => {
    const dsv = parseDsv('#x\n"a","b"\nc;d\n e , f \n', {
      separator: ',',
      line_separator: '\n',
      quotechar: '"',
      ignorechar: '#',
      key_column: 0,
      value_column: 1,
    });
    expect([...dsv]).toEqual([
      ['a', 'b'],
      ['e', 'f'],
    ]);
    const presence = parseDsv('a\nb\n', {
      separator: ',',
      line_separator: '\n',
      quotechar: '"',
      ignorechar: '#',
      key_column: 0,
      check_presence_only: true,
    });
    expect([...presence.keys()]).toEqual(['a', 'b']);
    expect(lookupResultJson({ ...singleResult(1), ttl: 5000 })).toBe(
      '{"single_value":1,"multi_value":{"value":1},"string_list_value":null,"has_error":false,"ttl":5000}',
    );
  });
});
