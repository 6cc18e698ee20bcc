import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, startServer, type TestServer } from './helpers.js';
import { createInput, eventually, messagesOf } from './log-helpers.js';

let server: TestServer;
const BASE = Date.UTC(2026, 0, 10, 10, 0, 0);
const RANGE = { type: 'absolute', from: '2026-01-10T10:00:00.000Z', to: '2026-01-10T11:00:00.000Z' };
const CONTROLLERS = [
  'PostsController',
  'PostsController',
  'PostsController',
  'PostsController',
  'PostsController',
  'UsersController',
  'UsersController',
  'UsersController',
  'AdminController',
  'AdminController',
  'HomeController',
  'PostsController',
];
const ACTIONS = ['index', 'show', 'index', 'edit', 'index', 'index', 'show', 'show', 'index', 'edit', 'index', 'show'];
const TOOK = [10, 20, 30, 40, 50, 5, 15, 25, 100, 200, 7, 60];
const DATA = CONTROLLERS.map((controller, i) => ({
  controller,
  action: ACTIONS[i]!,
  took_ms: TOOK[i]!,
  timestamp: BASE + i * 4 * 60_000 + 1000,
  http_method: i % 3 === 0 ? 'POST' : 'GET',
}));

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
  for (const [i, d] of DATA.entries()) {
    const status = await postGelf(port, {
      version: '1.1',
      host: `web-${i % 2}`,
      short_message: `${d.http_method} /${d.controller}/${d.action} took ${d.took_ms}ms`,
      timestamp: d.timestamp / 1000,
      _controller: d.controller,
      _action: d.action,
      _took_ms: d.took_ms,
      _http_method: d.http_method,
      _mixed: i === 0 ? 'text' : i,
    });
    expect(status).toBe(202);
  }
  await eventually(async () => expect((await messagesOf(server, '', { range: RANGE })).total_results).toBe(DATA.length));
});
afterAll(async () => {
  await server.close();
});

async function pivot(spec: Record<string, unknown>, query = '') {
  const res = await server.call('POST', '/api/views/search/sync', {
    as: ADMIN,
    body: {
      queries: [
        {
          id: 'q',
          timerange: RANGE,
          query: { type: 'elasticsearch', query_string: query },
          search_types: [{ id: 'p', type: 'pivot', rollup: true, row_groups: [], column_groups: [], sort: [], ...spec }],
        },
      ],
    },
  });
  expect(res.statusCode, res.body).toBe(200);
  const body = res.json();
  expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
  return body.results.q.search_types.p;
}

const count = (pred: (d: (typeof DATA)[number]) => boolean) => DATA.filter(pred).length;

describe('pivot search type', () => {
  it('without groups: one leaf row of row-leaf rollups, every series function', async () => {
    const took = [...TOOK].sort((a, b) => a - b);
    const mean = took.reduce((a, b) => a + b, 0) / took.length;
    const variance = took.reduce((a, b) => a + (b - mean) ** 2, 0) / took.length;
    const result = await pivot({
      series: [
        { type: 'count', id: 'count()' },
        { type: 'avg', id: 'avg(took_ms)', field: 'took_ms' },
        { type: 'sum', id: 'sum(took_ms)', field: 'took_ms' },
        { type: 'min', id: 'min(took_ms)', field: 'took_ms' },
        { type: 'max', id: 'max(took_ms)', field: 'took_ms' },
        { type: 'card', id: 'card(controller)', field: 'controller' },
        { type: 'variance', id: 'variance(took_ms)', field: 'took_ms' },
        { type: 'stddev', id: 'stddev(took_ms)', field: 'took_ms' },
        { type: 'percentile', id: 'percentile(took_ms,50)', field: 'took_ms', percentile: 50 },
        { type: 'latest', id: 'latest(action)', field: 'action' },
      ],
    });
    expect(result).toMatchObject({
      id: 'p',
      type: 'pivot',
      total: 12,
      effective_timerange: { type: 'absolute', from: '2026-01-10T10:00:00.000Z', to: '2026-01-10T11:00:00.000Z' },
    });
    expect(result.rows).toHaveLength(1);
    const values = Object.fromEntries(result.rows[0].values.map((v: { key: string[]; value: number }) => [v.key[0], v.value]));
    expect(result.rows[0].key).toEqual([]);
    expect(result.rows[0].source).toBe('leaf');
    expect(result.rows[0].values.every((v: { rollup: boolean; source: string }) => v.rollup && v.source === 'row-leaf')).toBe(true);
    expect(values['count()']).toBe(12);
    expect(values['avg(took_ms)']).toBeCloseTo(mean);
    expect(values['sum(took_ms)']).toBe(562);
    expect(values['min(took_ms)']).toBe(5);
    expect(values['max(took_ms)']).toBe(200);
    expect(values['card(controller)']).toBe(4);
    expect(values['variance(took_ms)']).toBeCloseTo(variance);
    expect(values['stddev(took_ms)']).toBeCloseTo(Math.sqrt(variance));
    expect(values['percentile(took_ms,50)']).toBeCloseTo((took[5]! + took[6]!) / 2);
    expect(values['latest(action)']).toBe('show');
  });

  it('row and column values groups: limits, col-leaf/row-leaf values and the non-leaf totals row', async () => {
    const result = await pivot({
      row_groups: [{ type: 'values', fields: ['controller'], limit: 2 }],
      column_groups: [{ type: 'values', fields: ['action'], limit: 15 }],
      series: [{ type: 'count', id: 'count()' }],
    });
    expect(result.total).toBe(12);
    const keys = result.rows.map((r: { key: string[] }) => r.key);
    // Top 2 controllers by count, most frequent first, then the totals row.
    expect(keys).toEqual([['PostsController'], ['UsersController'], []]);
    const posts = result.rows[0];
    expect(posts.source).toBe('leaf');
    expect(posts.values).toContainEqual({
      key: ['index', 'count()'],
      value: count((d) => d.controller === 'PostsController' && d.action === 'index'),
      rollup: false,
      source: 'col-leaf',
    });
    expect(posts.values[posts.values.length - 1]).toEqual({ key: ['count()'], value: 6, rollup: true, source: 'row-leaf' });
    expect(result.rows[2]).toEqual({
      key: [],
      values: [{ key: ['count()'], value: 9, rollup: true, source: 'row-inner' }],
      source: 'non-leaf',
    });
  });

  it('two row levels: the inner rollup row follows its leaves; rollup false drops row-leaf values with columns', async () => {
    const nested = await pivot({
      row_groups: [{ type: 'values', fields: ['controller', 'action'], limit: 1 }],
      series: [{ type: 'count', id: 'count()' }],
    });
    expect(nested.rows.map((r: { key: string[]; source: string }) => [r.key, r.source])).toEqual([
      [['PostsController', 'index'], 'leaf'],
      [['PostsController'], 'non-leaf'],
      [[], 'non-leaf'],
    ]);
    const noRollup = await pivot({
      rollup: false,
      row_groups: [{ type: 'values', fields: ['http_method'] }],
      column_groups: [{ type: 'values', fields: ['action'] }],
      series: [{ type: 'count', id: 'count()' }],
    });
    expect(noRollup.rows.every((r: { values: { source: string }[] }) => r.values.every((v) => v.source === 'col-leaf'))).toBe(true);
    expect(noRollup.rows.map((r: { key: string[] }) => r.key)).toEqual([['GET'], ['POST']]);
  });

  it('time groups with a fixed interval, ascending ISO keys; series sort orders rows', async () => {
    const result = await pivot({
      rollup: false,
      row_groups: [{ type: 'time', fields: ['timestamp'], interval: { type: 'timeunit', timeunit: '10m' } }],
      series: [{ type: 'count', id: 'count()' }],
    });
    expect(result.rows.map((r: { key: string[]; values: { value: number }[] }) => [r.key[0], r.values[0]!.value])).toEqual([
      ['2026-01-10T10:00:00.000Z', 3],
      ['2026-01-10T10:10:00.000Z', 2],
      ['2026-01-10T10:20:00.000Z', 3],
      ['2026-01-10T10:30:00.000Z', 2],
      ['2026-01-10T10:40:00.000Z', 2],
    ]);
    const sorted = await pivot({
      rollup: false,
      row_groups: [{ type: 'values', fields: ['controller'] }],
      series: [{ type: 'max', id: 'max(took_ms)', field: 'took_ms' }],
      sort: [{ type: 'series', field: 'max(took_ms)', direction: 'Descending' }],
    });
    expect(sorted.rows.map((r: { key: string[] }) => r.key[0])).toEqual([
      'AdminController',
      'PostsController',
      'UsersController',
      'HomeController',
    ]);
    const byPivot = async (direction: string) =>
      (
        await pivot({
          rollup: false,
          row_groups: [{ type: 'values', fields: ['controller'] }],
          series: [{ type: 'count', id: 'count()' }],
          sort: [{ type: 'pivot', field: 'controller', direction }],
        })
      ).rows.map((r: { key: string[] }) => r.key[0]);
    expect(await byPivot('Ascending')).toEqual(['AdminController', 'HomeController', 'PostsController', 'UsersController']);
    expect(await byPivot('Descending')).toEqual(['UsersController', 'PostsController', 'HomeController', 'AdminController']);
    const auto = await pivot({
      row_groups: [{ type: 'time', fields: ['timestamp'], interval: { type: 'auto', scaling: 1 } }],
      series: [{ type: 'count', id: 'count()' }],
    });
    expect(auto.rows[0].key[0]).toBe('2026-01-10T10:00:00.000Z');
  });

  it('date_range buckets: from inclusive, to exclusive, open ends, overlapping ranges, keyed by from or to', async () => {
    const ranges = [
      { from: '2026-01-10T10:00:00.000Z', to: '2026-01-10T10:20:00.000Z' },
      { from: '2026-01-10T10:20:00.000Z', to: null },
      { from: null, to: '2026-01-10T10:08:01.000Z' },
    ];
    const rowsOf = (result: { rows: { key: string[]; values: { value: number }[]; source: string }[] }) =>
      result.rows.filter((r) => r.source === 'leaf').map((r) => [r.key[0], r.values[0]!.value]);
    const byFrom = await pivot({
      row_groups: [{ type: 'date_range', fields: ['timestamp'], ranges, bucket_key: 'from' }],
      series: [{ type: 'count', id: 'count()' }],
    });
    // Messages are at 10:00:01, 10:04:01, ... 10:44:01: five before 10:20, seven after, two before 10:08:01.
    expect(rowsOf(byFrom)).toEqual([
      ['*', 2],
      ['2026-01-10T10:00:00.000Z', 5],
      ['2026-01-10T10:20:00.000Z', 7],
    ]);
    const byTo = await pivot({
      rollup: false,
      row_groups: [{ type: 'date_range', fields: ['timestamp'], ranges: ranges.slice(0, 1), bucket_key: 'to' }],
      series: [{ type: 'sum', id: 'sum(took_ms)', field: 'took_ms' }],
    });
    expect(rowsOf(byTo)).toEqual([['2026-01-10T10:20:00.000Z', TOOK.slice(0, 5).reduce((a, b) => a + b, 0)]]);
    const bad = await server.call('POST', '/api/views/search/sync', {
      as: ADMIN,
      body: {
        queries: [
          {
            id: 'q',
            timerange: RANGE,
            query: { type: 'elasticsearch', query_string: '' },
            search_types: [
              {
                id: 'p',
                type: 'pivot',
                row_groups: [{ type: 'date_range', fields: ['timestamp'], ranges: [{ from: 'soon', to: null }] }],
                series: [{ type: 'count' }],
              },
            ],
          },
        ],
      },
    });
    expect(bad.json().errors[0]).toMatchObject({
      type: 'search_type',
      description: 'Invalid date range bound "soon"',
      search_type_id: 'p',
    });
  });

  it('one row group: the totals row covers the buckets shown, combined or re-aggregated per series', async () => {
    const result = await pivot({
      row_groups: [{ type: 'values', fields: ['controller'], limit: 2 }],
      series: [
        { type: 'count', id: 'count()' },
        { type: 'avg', id: 'avg(took_ms)', field: 'took_ms' },
        { type: 'max', id: 'max(took_ms)', field: 'took_ms' },
        { type: 'percentile', id: 'percentile(took_ms,50)', field: 'took_ms', percentile: 50 },
      ],
    });
    const shown = DATA.filter((d) => d.controller === 'PostsController' || d.controller === 'UsersController');
    const took = shown.map((d) => d.took_ms).sort((a, b) => a - b);
    expect(result.total).toBe(DATA.length);
    expect(result.rows.map((r: { key: string[] }) => r.key)).toEqual([['PostsController'], ['UsersController'], []]);
    const totals = Object.fromEntries(result.rows[2].values.map((v: { key: string[]; value: number }) => [v.key[0], v.value]));
    expect(totals['count()']).toBe(shown.length);
    expect(totals['avg(took_ms)']).toBeCloseTo(took.reduce((a, b) => a + b, 0) / took.length);
    expect(totals['max(took_ms)']).toBe(Math.max(...took));
    expect(took).toHaveLength(9);
    expect(totals['percentile(took_ms,50)']).toBe(took[4]);
    const posts = result.rows[0].values.find((v: { key: string[] }) => v.key[0] === 'avg(took_ms)').value;
    const postsTook = DATA.filter((d) => d.controller === 'PostsController').map((d) => d.took_ms);
    expect(posts).toBeCloseTo(postsTook.reduce((a, b) => a + b, 0) / postsTook.length);
    // Nothing cut off: the totals row of a percentile and a cardinality covers every message.
    const whole = await pivot({
      row_groups: [{ type: 'values', fields: ['controller'], limit: 10 }],
      series: [
        { type: 'percentile', id: 'percentile(took_ms,50)', field: 'took_ms', percentile: 50 },
        { type: 'card', id: 'card(action)', field: 'action' },
      ],
    });
    const allTook = DATA.map((d) => d.took_ms).sort((a, b) => a - b);
    expect(whole.rows.map((r: { key: string[] }) => r.key[0] ?? 'totals')).toEqual([
      'PostsController',
      'UsersController',
      'AdminController',
      'HomeController',
      'totals',
    ]);
    const wholeTotals = Object.fromEntries(whole.rows[4].values.map((v: { key: string[]; value: number }) => [v.key[0], v.value]));
    expect(wholeTotals['percentile(took_ms,50)']).toBeCloseTo((allTook[5]! + allTook[6]!) / 2);
    expect(wholeTotals['card(action)']).toBe(3);
    expect(whole.total).toBe(DATA.length);
    // A numeric field's keys are its values as text; a missing value is "(Empty Value)" unless skipped.
    const mixed = await pivot(
      {
        rollup: false,
        row_groups: [{ type: 'values', fields: ['took_ms'], limit: 3, skip_empty_values: false }],
        series: [{ type: 'count', id: 'count()' }],
      },
      'controller:HomeController OR took_ms:5',
    );
    expect(mixed.rows.map((r: { key: string[] }) => r.key[0]).sort()).toEqual(['5', '7']);
  });

  it('omits rows when nothing matches', async () => {
    const result = await pivot(
      { row_groups: [{ type: 'values', fields: ['controller'] }], series: [{ type: 'count', id: 'count()' }] },
      'controller:Nothing',
    );
    expect(result.rows).toBeUndefined();
    expect(result.total).toBe(0);
  });
});

describe('messages search type', () => {
  it('sorts on any field, pages, counts, and highlights the matched terms', async () => {
    const page = await messagesOf(server, 'took_ms:>=20', { range: RANGE, limit: 3, sort: [{ field: 'took_ms', order: 'ASC' }] });
    expect(page.total_results).toBe(DATA.filter((d) => d.took_ms >= 20).length);
    expect(page.messages.map((m) => m.message['took_ms'])).toEqual([20, 25, 30]);
    const highlighted = await messagesOf(server, 'edit', { range: RANGE });
    expect(highlighted.messages[0]!.highlight_ranges['message']).toEqual([
      { start: String(highlighted.messages[0]!.message['message']).indexOf('edit'), length: 4 },
    ]);
  });

  it('refuses pages beyond the result window with a result_window_limit error', async () => {
    const res = await server.call('POST', '/api/views/search/sync', {
      as: ADMIN,
      body: {
        queries: [{ id: 'q', timerange: RANGE, query: '', search_types: [{ id: 'm', type: 'messages', limit: 100, offset: 9950 }] }],
      },
    });
    const body = res.json();
    expect(body.execution.completed_exceptionally).toBe(true);
    expect(body.errors[0]).toMatchObject({ type: 'result_window_limit', result_window_limit: 10000, query_id: 'q', search_type_id: 'm' });
  });
});
