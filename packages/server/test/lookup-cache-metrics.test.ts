import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, startServer, type TestServer } from './helpers.js';

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
}, 60_000);
afterAll(async () => {
  await server.close();
});

const post = async (url: string, body: unknown) => {
  const res = await server.call('POST', url, { as: ADMIN, body });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};

describe('lookup cache metrics', () => {
  it("counts a cache's requests, hits and misses and reports its entries, under Graylog's names", async () => {
    const file = path.join(server.dir, 'codes.csv');
    fs.writeFileSync(file, 'key,value\nde,Germany\n');
    const adapter = await post('/api/system/lookup/adapters', {
      title: 'Codes',
      name: 'codes',
      config: {
        type: 'csvfile',
        path: file,
        separator: ',',
        quotechar: '"',
        key_column: 'key',
        value_column: 'value',
        check_interval: 60,
        case_insensitive_lookup: false,
        cidr_lookup: false,
      },
    });
    const cache = await post('/api/system/lookup/caches', {
      title: 'Memory',
      name: 'memory',
      config: { type: 'guava_cache', max_size: 10, expire_after_access: 60, expire_after_access_unit: 'SECONDS', expire_after_write: 0 },
    });
    await post('/api/system/lookup/tables', {
      title: 'Codes',
      name: 'codes',
      cache_id: cache.id,
      data_adapter_id: adapter.id,
      default_single_value: '',
      default_single_value_type: 'NULL',
      default_multi_value: '',
      default_multi_value_type: 'NULL',
    });
    for (const key of ['de', 'de', 'fr']) {
      const res = await server.call('GET', `/api/system/lookup/tables/codes/query?key=${key}`, { as: ADMIN });
      expect(res.statusCode).toBe(200);
    }
    const prefix = `org.graylog2.lookup.caches.${cache.id}`;
    const res = await server.call('GET', `/api/system/metrics/namespace/${prefix}`, { as: ADMIN });
    const byName = Object.fromEntries(
      (res.json().metrics as Array<{ full_name: string; metric: Record<string, unknown> }>).map((m) => [m.full_name, m.metric]),
    );
    expect(byName[`${prefix}.requests`]).toMatchObject({ rate: { total: 3 } });
    expect(byName[`${prefix}.hits`]).toMatchObject({ rate: { total: 1 } });
    expect(byName[`${prefix}.misses`]).toMatchObject({ rate: { total: 2 } });
    expect(byName[`${prefix}.entries`]).toEqual({ value: 2 });
  });
});
