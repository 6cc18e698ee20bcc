import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, startServer, type TestServer } from './helpers.js';
import { createInput, eventually, messagesOf } from './log-helpers.js';

// Regression: DuckDB answers counts, sums and long fields as BIGINT/HUGEINT (JS bigint), which JSON
// cannot carry ("Do not know how to serialize a BigInt"). Searches over a reopened data directory,
// with every series function on long and date fields, must answer plain JSON numbers.
let server: TestServer;
const BASE = Date.UTC(2026, 0, 10, 10, 0, 0);
const RANGE = { type: 'absolute', from: '2026-01-10T10:00:00.000Z', to: '2026-01-10T11:00:00.000Z' };
const BIG = 4_000_000_000_000_000; // a long near 2^52: sums of a few exceed 2^63 (HUGEINT)
const COUNT = 40;

function postGelf(port: number, doc: Record<string, unknown>): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = http.request({ host: '127.0.0.1', port, path: '/gelf', method: 'POST' }, (res) => {
      res.resume();
      resolve(res.statusCode ?? 0);
    });
    req.on('error', reject);
    req.end(JSON.stringify(doc));
  });
}

beforeAll(async () => {
  server = await startServer();
  const { port } = await createInput(server, 'org.graylog2.inputs.gelf.http.GELFHttpInput');
  for (let i = 0; i < COUNT; i++) {
    const status = await postGelf(port, {
      version: '1.1',
      host: `web-${i % 3}`,
      short_message: i % 2 === 0 ? `request ${i} completed` : `request ${i} failed`,
      timestamp: (BASE + i * 60_000) / 1000,
      _took_ms: i,
      _bytes: BIG + i,
      _status: 200 + (i % 4),
    });
    expect(status).toBe(202);
  }
  await eventually(async () => expect((await messagesOf(server, '', { range: RANGE })).total_results).toBe(COUNT));
  await server.restart();
});
afterAll(async () => {
  await server.close();
});

const SERIES = ['count', 'sum', 'avg', 'min', 'max', 'card', 'stddev', 'variance', 'sumofsquares', 'latest', 'percentile'];

describe('searching a reopened data directory', () => {
  it('answers a common word with messages and aggregations of long and date fields as JSON numbers', async () => {
    const series = ['bytes', 'took_ms', 'timestamp'].flatMap((field) =>
      SERIES.map((type) => ({ id: `${type}(${field})`, type, field, percentile: 95 })),
    );
    const res = await server.call('POST', '/api/views/search/sync', {
      as: ADMIN,
      body: {
        queries: [
          {
            id: 'q',
            timerange: RANGE,
            query: { type: 'elasticsearch', query_string: 'completed' },
            search_types: [
              { id: 'm', type: 'messages', limit: 150, offset: 0, sort: [{ field: 'bytes', order: 'DESC' }] },
              {
                id: 'h',
                type: 'pivot',
                rollup: true,
                row_groups: [{ type: 'time', fields: ['timestamp'], interval: { type: 'auto', scaling: 1 } }],
                column_groups: [],
                sort: [],
                series: [{ id: 'count()', type: 'count' }],
              },
              {
                id: 'p',
                type: 'pivot',
                rollup: true,
                row_groups: [{ type: 'values', fields: ['status'], limit: 10 }],
                column_groups: [{ type: 'values', fields: ['source'], limit: 5 }],
                sort: [],
                series,
              },
            ],
          },
        ],
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.errors).toBeUndefined();
    const { m, p, h } = body.results.q.search_types;
    expect(m.total_results).toBe(COUNT / 2);
    expect(m.messages[0].message).toMatchObject({ bytes: BIG + 38, took_ms: 38, status: 202 });
    expect(h.total).toBe(COUNT / 2);
    expect(p.total).toBe(COUNT / 2);
    const total = p.rows.at(-1);
    expect(total.source).toBe('non-leaf');
    const value = (id: string) => total.values.find((v: { key: string[] }) => v.key[0] === id)?.value;
    const evens = Array.from({ length: COUNT / 2 }, (_, i) => i * 2);
    expect(value('count(bytes)')).toBe(COUNT / 2);
    expect(value('sum(took_ms)')).toBe(evens.reduce((a, b) => a + b, 0));
    expect(value('sum(bytes)')).toBeCloseTo((COUNT / 2) * BIG, -6);
    expect(value('max(bytes)')).toBe(BIG + 38);
    expect(value('card(bytes)')).toBe(COUNT / 2);
    expect(value('latest(bytes)')).toBe(BIG + 38);
    expect(value('min(timestamp)')).toBe(BASE);
    expect(typeof value('sumofsquares(timestamp)')).toBe('number');
    expect(value('latest(timestamp)')).toBe(new Date(BASE + 38 * 60_000).toISOString());
  });

  it('suggests values of a long field with counts as numbers', async () => {
    const res = await server.call('POST', '/api/search/suggest', {
      as: ADMIN,
      body: { field: 'status', input: '20', size: 2, timerange: RANGE },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      suggestions: [
        { value: '200', occurrence: COUNT / 4 },
        { value: '201', occurrence: COUNT / 4 },
      ],
      sum_other_docs_count: COUNT / 2,
    });
  });
});
