import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, startServer, type TestServer } from './helpers.js';
import { createInput, eventually, messagesOf } from './log-helpers.js';

// Decomposable pivots are combined from time blocks kept between searches (pivot-blocks.ts): a block
// that a new message is dated in must be read again, and the answer must be the one without blocks.
let server: TestServer;
let port: number;
const BASE = Date.UTC(2026, 1, 2, 8, 0, 0);
const RANGE = { type: 'absolute', from: '2026-02-02T08:00:00.000Z', to: '2026-02-02T10:00:00.000Z' };
let sent = 0;

function postGelf(doc: Record<string, unknown>): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = http.request({ host: '127.0.0.1', port, path: '/gelf', method: 'POST' }, (res) => {
      res.resume();
      resolve(res.statusCode ?? 0);
    });
    req.on('error', reject);
    req.end(JSON.stringify(doc));
  });
}

async function send(minute: number, source: string, took: number) {
  expect(
    await postGelf({ version: '1.1', host: source, short_message: 'm', timestamp: (BASE + minute * 60_000 + 500) / 1000, _took_ms: took }),
  ).toBe(202);
  sent++;
  await eventually(async () => expect((await messagesOf(server, '', { range: RANGE })).total_results).toBe(sent));
}

async function search() {
  const res = await server.call('POST', '/api/views/search/sync', {
    as: ADMIN,
    body: {
      queries: [
        {
          id: 'q',
          timerange: RANGE,
          query: { type: 'elasticsearch', query_string: '' },
          search_types: [
            {
              id: 'time',
              type: 'pivot',
              rollup: true,
              row_groups: [{ type: 'time', fields: ['timestamp'], interval: { type: 'timeunit', timeunit: '10m' } }],
              column_groups: [{ type: 'values', fields: ['source'], limit: 2 }],
              series: [{ type: 'count', id: 'count()' }],
              sort: [],
            },
            {
              id: 'wide',
              type: 'pivot',
              rollup: true,
              row_groups: [{ type: 'time', fields: ['timestamp'], interval: { type: 'timeunit', timeunit: '10m' } }],
              column_groups: [{ type: 'values', fields: ['source'], limit: 5 }],
              series: [{ type: 'count', id: 'count()' }],
              sort: [],
            },
            {
              id: 'top',
              type: 'pivot',
              rollup: true,
              row_groups: [{ type: 'values', fields: ['source'], limit: 2 }],
              column_groups: [],
              series: [
                { type: 'count', id: 'count()' },
                { type: 'avg', id: 'avg(took_ms)', field: 'took_ms' },
                { type: 'max', id: 'max(took_ms)', field: 'took_ms' },
              ],
              sort: [],
            },
            {
              id: 'cards',
              type: 'pivot',
              rollup: true,
              row_groups: [{ type: 'values', fields: ['source'], limit: 2 }],
              column_groups: [],
              series: [{ type: 'card', id: 'card(took_ms)', field: 'took_ms' }],
              sort: [],
            },
            {
              id: 'all',
              type: 'pivot',
              rollup: true,
              row_groups: [],
              column_groups: [],
              series: [
                { type: 'avg', id: 'avg(took_ms)', field: 'took_ms' },
                { type: 'sum', id: 'sum(took_ms)', field: 'took_ms' },
              ],
              sort: [],
            },
          ],
        },
      ],
    },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().results.q.search_types as Record<
    string,
    { total: number; rows: { key: string[]; values: { key: string[]; value: unknown }[] }[] }
  >;
}

const value = (row: { values: { key: string[]; value: unknown }[] } | undefined, key: string[]) =>
  row?.values.find((v) => v.key.join('|') === key.join('|'))?.value;

beforeAll(async () => {
  server = await startServer();
  ({ port } = await createInput(server, 'org.graylog2.inputs.gelf.http.GELFHttpInput'));
  // Two messages in each ten minutes: alpha then beta, gamma once.
  for (let minute = 0; minute < 120; minute += 5) await send(minute, minute % 10 === 0 ? 'alpha' : 'beta', minute);
  await send(33, 'gamma', 1000);
});
afterAll(async () => {
  await server.close();
});

describe('pivots combined from kept time blocks', () => {
  it('answers the same again, and reads a block again once a message is dated in it', async () => {
    const first = await search();
    expect(first['time']!.total).toBe(25);
    const bucket = (result: Awaited<ReturnType<typeof search>>) =>
      result['time']!.rows.find((r) => r.key[0] === '2026-02-02T08:30:00.000Z');
    // alpha, beta and gamma once each in 08:30: the first two by key.
    expect(value(bucket(first), ['alpha', 'count()'])).toBe(1);
    expect(value(bucket(first), ['beta', 'count()'])).toBe(1);
    expect(value(bucket(first), ['gamma', 'count()'])).toBeUndefined();
    // With room for five sources per bucket, none is left out.
    const wide = first['wide']!.rows.find((r) => r.key[0] === '2026-02-02T08:30:00.000Z');
    expect(['alpha', 'beta', 'gamma'].map((source) => value(wide, [source, 'count()']))).toEqual([1, 1, 1]);
    expect(value(wide, ['count()'])).toBe(3);
    expect(first['top']!.rows.map((r) => r.key[0])).toEqual(['alpha', 'beta', undefined]);
    expect(value(first['all']!.rows[0], ['sum(took_ms)'])).toBe(2380);
    // Distinct took_ms: alpha 0, 10, … 110 and beta 5, 15, … 115; the totals row is their union.
    const card = (result: Awaited<ReturnType<typeof search>>, key: string | undefined) =>
      value(
        result['cards']!.rows.find((r) => r.key[0] === key),
        ['card(took_ms)'],
      );
    expect([card(first, 'alpha'), card(first, 'beta'), card(first, undefined)]).toEqual([12, 12, 24]);

    expect(await search()).toEqual(first);

    // gamma overtakes alpha and beta in 08:30 (top 2 per bucket), and over the whole range.
    for (let i = 0; i < 30; i++) await send(31 + (i % 8), 'gamma', 10);
    const after = await search();
    expect(after['time']!.total).toBe(55);
    expect(value(bucket(after), ['gamma', 'count()'])).toBe(31);
    expect(value(bucket(after), ['alpha', 'count()'])).toBe(1);
    expect(value(bucket(after), ['beta', 'count()'])).toBeUndefined();
    expect(after['top']!.rows.map((r) => r.key[0])).toEqual(['gamma', 'alpha', undefined]);
    const gamma = after['top']!.rows[0];
    expect(value(gamma, ['count()'])).toBe(31);
    expect(value(gamma, ['avg(took_ms)'])).toBeCloseTo(1300 / 31, 10);
    expect(value(gamma, ['max(took_ms)'])).toBe(1000);
    expect(value(after['all']!.rows[0], ['sum(took_ms)'])).toBe(2680);
    // gamma took 1000 and 10; 10 is alpha's too.
    expect([card(after, 'gamma'), card(after, 'alpha'), card(after, undefined)]).toEqual([2, 12, 13]);
    expect(value(after['all']!.rows[0], ['avg(took_ms)'])).toBeCloseTo(2680 / 55, 10);
  });
});
