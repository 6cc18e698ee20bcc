import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, createUser, startServer, type TestServer } from './helpers.js';
import { createInput, eventually, messagesOf } from './log-helpers.js';
import { INTERNAL_ERROR_MESSAGE } from '../src/app.js';
import { MAX_BUCKETS, MAX_GROUPINGS, MAX_SERIES } from '../src/search/pivot-spec.js';

let server: TestServer;
let failures: unknown[] = [];
beforeAll(async () => {
  server = await startServer();
  // A route that fails the way a database does, to see what a client is told.
  server.app.http.get('/api/test-only/fails', async () => {
    throw new Error('Binder Error: Referenced column "NaN" not found in FROM clause! LINE 1: SELECT * FROM messages WHERE ...');
  });
  const { port } = await createInput(server, 'org.graylog2.inputs.gelf.tcp.GELFTCPInput');
  const docs = [
    { short_message: '=HYPERLINK("http://evil.example","click")', _n: -5, _formula: '@SUM(A1)' },
    { short_message: 'plain text', _n: 7, _formula: '+1+2' },
  ];
  await new Promise<void>((resolve) => {
    const socket = net.connect(port, '127.0.0.1', () =>
      socket.end(
        docs.map((d) => `${JSON.stringify({ version: '1.1', host: 'web-1', timestamp: Date.now() / 1000 - 30, ...d })}\0`).join(''),
      ),
    );
    socket.on('close', () => resolve());
  });
  await eventually(async () => expect((await messagesOf(server, '')).total_results).toBe(2));
});
afterAll(async () => {
  await server.close();
});

const search = (
  queryString: string,
  extra: Record<string, unknown> = {},
  searchType: Record<string, unknown> = { id: 'm', type: 'messages' },
) => ({
  queries: [
    {
      id: 'q',
      timerange: { type: 'relative', range: 0 },
      query: { type: 'elasticsearch', query_string: queryString },
      search_types: [searchType],
      ...extra,
    },
  ],
});
const pivot = (groups: unknown[], extra: Record<string, unknown> = {}) => ({
  id: 'p',
  type: 'pivot',
  row_groups: groups,
  series: [{ type: 'count', id: 'count()' }],
  rollup: true,
  ...extra,
});
const timeGroup = (timeunit: string) => ({ type: 'time', fields: ['timestamp'], interval: { type: 'timeunit', timeunit } });
const exportBody = (extra: Record<string, unknown>) => ({
  timerange: { type: 'relative', range: 0 },
  query_string: { type: 'elasticsearch', query_string: '' },
  streams: [],
  fields_in_order: ['message'],
  ...extra,
});

/** Text that only a database or a stack would write. */
const DATABASE_TEXT = /Binder Error|Conversion Error|SELECT|epoch_ms|LINE \d|INT64|DuckDB|at .*\.js/;

describe('bad search input', () => {
  const cases: [string, string, unknown, string][] = [
    ['a NUL character in the query', '/api/views/search/sync', search('a\u0000b'), 'The request must not contain NUL characters.'],
    [
      'a NUL character in a sort field',
      '/api/views/search/sync',
      search('', {}, { id: 'm', type: 'messages', sort: [{ field: 'a\u0000', order: 'ASC' }] }),
      'The request must not contain NUL characters.',
    ],
    [
      'a NUL character in an export',
      '/api/views/search/messages',
      exportBody({ query_string: 'a\u0000' }),
      'The request must not contain NUL characters.',
    ],
    [
      'a relative range of 1e300 seconds',
      '/api/views/search/sync',
      search('', { timerange: { type: 'relative', range: 1e300 } }),
      'Invalid time range: The time range reaches beyond the years 1 to 9999.',
    ],
    [
      'a relative range reaching back 30 million years',
      '/api/views/search/sync',
      search('', { timerange: { type: 'relative', from: 1e15 } }),
      'Invalid time range: The time range reaches beyond the years 1 to 9999.',
    ],
    [
      'an absolute range at the ends of JavaScript time',
      '/api/views/search',
      search('', { timerange: { type: 'absolute', from: '-271821-04-20T00:00:00.000Z', to: '+275760-09-13T00:00:00.000Z' } }),
      'Invalid time range: Invalid absolute range -271821-04-20T00:00:00.000Z - +275760-09-13T00:00:00.000Z.',
    ],
    [
      'an offset of 10^14 days',
      '/api/views/search/sync',
      search('', {}, pivot([], { timerange: { type: 'offset', source: 'search_type', offset: '99999999999999d' } })),
      'Invalid time range: Invalid offset "99999999999999d".',
    ],
    [
      'an unreadable keyword',
      '/api/views/search/sync',
      search('', { timerange: { type: 'keyword', keyword: 'blorp' } }),
      'Invalid time range: Could not parse keyword "blorp".',
    ],
    [
      'a time unit of zero seconds',
      '/api/views/search/sync',
      search('', {}, pivot([timeGroup('0s')])),
      'Invalid time unit "0s": a count from 1 to 1000000 followed by one of s, m, h, d, w, M, y.',
    ],
    [
      'a time unit beyond INT64',
      '/api/views/search/sync',
      search('', {}, pivot([timeGroup('99999999999999999999s')])),
      'Invalid time unit "99999999999999999999s": a count from 1 to 1000000 followed by one of s, m, h, d, w, M, y.',
    ],
    [
      'an unknown time unit',
      '/api/views/search',
      search('', {}, pivot([timeGroup('1x')])),
      'Invalid time unit "1x": a count from 1 to 1000000 followed by one of s, m, h, d, w, M, y.',
    ],
    ['queries that are a string (sync)', '/api/views/search/sync', { queries: 'x' }, 'body/queries must be array'],
    ['queries that are a string (save)', '/api/views/search', { queries: 'x' }, 'body/queries must be array'],
    [
      'a message limit that is a string',
      '/api/views/search/sync',
      search('', {}, { id: 'm', type: 'messages', limit: 'abc' }),
      'body/queries/0/search_types/0/limit must be integer,null',
    ],
    [
      'a message limit beyond a Java int',
      '/api/views/search/sync',
      search('', {}, { id: 'm', type: 'messages', limit: 1e300 }),
      'body/queries/0/search_types/0/limit must be <= 2147483647',
    ],
    [
      'a grouping limit of 1e300',
      '/api/views/search/sync',
      search('', {}, pivot([{ type: 'values', fields: ['source'], limit: 1e300 }])),
      `A grouping's limit must be a whole number from 0 to ${MAX_BUCKETS}, not 1e+300.`,
    ],
    ['an export limit of 1e300', '/api/views/search/messages', exportBody({ limit: 1e300 }), 'body/limit must be <= 100000000'],
    [
      'an export over an extreme range',
      '/api/views/search/messages',
      exportBody({ timerange: { type: 'relative', range: 1e300 } }),
      'The time range reaches beyond the years 1 to 9999',
    ],
    [
      'export fields that are a string',
      '/api/views/search/messages',
      exportBody({ fields_in_order: 'message' }),
      'body/fields_in_order must be array',
    ],
  ];

  it.each(cases)('answers %s with a 400 and a plain message', async (_name, url, body, message) => {
    const res = await server.call('POST', url, { as: ADMIN, body });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toEqual({ type: 'ApiError', message });
    expect(res.body).not.toMatch(DATABASE_TEXT);
  });

  it('answers execution overrides of the wrong type or an extreme range with a 400', async () => {
    const id = '5f00000000000000000000f1';
    expect((await server.call('POST', '/api/views/search', { as: ADMIN, body: { id, ...search('') } })).statusCode).toBe(201);
    const wrongType = await server.call('POST', `/api/views/search/${id}/execute`, {
      as: ADMIN,
      body: { global_override: { limit: 'all' } },
    });
    expect(wrongType.statusCode).toBe(400);
    expect(wrongType.json()).toEqual({ type: 'ApiError', message: 'body/global_override/limit must be integer,null' });
    const extreme = await server.call('POST', `/api/views/search/${id}/execute`, {
      as: ADMIN,
      body: { global_override: { timerange: { type: 'relative', range: 1e300 } } },
    });
    expect(extreme.statusCode).toBe(400);
    expect(extreme.json().message).toBe('Invalid time range: The time range reaches beyond the years 1 to 9999.');
    expect((await server.call('POST', `/api/views/search/${id}/execute`, { as: ADMIN })).statusCode).toBe(201);
  });

  it('takes date math beyond the years 1 to 9999 in a query as naming no date: no matches, no error', async () => {
    for (const query of ['timestamp:[now-100000000y TO now]', 'timestamp:[now-99999999999999d TO now]', 'timestamp:>9999999999999999']) {
      const res = await server.call('POST', '/api/views/search/sync', { as: ADMIN, body: search(query) });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().errors).toBeUndefined();
      expect(res.json().results.q.search_types.m.total_results).toBe(0);
    }
    const sane = await server.call('POST', '/api/views/search/sync', { as: ADMIN, body: search('timestamp:[now-1y TO now]') });
    expect(sane.json().results.q.search_types.m.total_results).toBe(2);
  });

  it('answers an unexpected failure with a 500 that carries none of its text', async () => {
    const errors = console.error;
    console.error = (...args: unknown[]) => void failures.push(args);
    try {
      const res = await server.call('GET', '/api/test-only/fails', { as: ADMIN });
      expect(res.statusCode).toBe(500);
      expect(res.json()).toEqual({ type: 'ApiError', message: INTERNAL_ERROR_MESSAGE });
      expect(String(failures[0])).toContain('GET /api/test-only/fails failed');
    } finally {
      console.error = errors;
      failures = [];
    }
  });
});

describe('limits on groupings, series and buckets', () => {
  it(`refuses a pivot grouping by more than ${MAX_GROUPINGS} fields with a 400, when stored and when run`, async () => {
    const fields = Array.from({ length: 50 }, (_, i) => `f${i}`);
    const tooMany = search(
      '',
      {},
      pivot([{ type: 'values', fields: fields.slice(0, 25), limit: 15 }], {
        column_groups: [{ type: 'values', fields: fields.slice(25), limit: 15 }],
      }),
    );
    for (const url of ['/api/views/search', '/api/views/search/sync']) {
      const res = await server.call('POST', url, { as: ADMIN, body: tooMany });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        type: 'ApiError',
        message: 'A pivot may group by at most 10 fields (row and column groups together), not 50.',
      });
    }
    const atLimit = search('', {}, pivot([{ type: 'values', fields: fields.slice(0, MAX_GROUPINGS), limit: 15 }]));
    expect((await server.call('POST', '/api/views/search/sync', { as: ADMIN, body: atLimit })).statusCode).toBe(200);
  });

  it(`refuses a pivot of more than ${MAX_SERIES} series with a 400`, async () => {
    const series = (n: number) => Array.from({ length: n }, (_, i) => ({ type: 'max', field: 'n', id: `s${i}` }));
    const res = await server.call('POST', '/api/views/search/sync', {
      as: ADMIN,
      body: search('', {}, pivot([], { series: series(MAX_SERIES + 1) })),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ type: 'ApiError', message: 'A pivot may compute at most 50 series, not 51.' });
    expect(
      (await server.call('POST', '/api/views/search/sync', { as: ADMIN, body: search('', {}, pivot([], { series: series(MAX_SERIES) })) }))
        .statusCode,
    ).toBe(200);
  });

  it(`fails a time grouping of more than ${MAX_BUCKETS} buckets over its range with a search type error, as OpenSearch does`, async () => {
    const day = { timerange: { type: 'relative', range: 86_400 } };
    const res = await server.call('POST', '/api/views/search/sync', { as: ADMIN, body: search('', day, pivot([timeGroup('1s')])) });
    expect(res.statusCode).toBe(200);
    expect(res.json().errors).toEqual([
      {
        type: 'search_type',
        description:
          'Trying to create too many buckets: the time unit "1s" cuts the time range into 86400 buckets, at most 65535 are allowed. Choose a larger unit or a shorter time range.',
        query_id: 'q',
        search_type_id: 'p',
        backtrace: null,
      },
    ]);
    const minutes = await server.call('POST', '/api/views/search/sync', { as: ADMIN, body: search('', day, pivot([timeGroup('1m')])) });
    expect(minutes.json().errors).toBeUndefined();
    expect(minutes.json().results.q.search_types.p.total).toBe(2);
  });
});

describe('CSV export', () => {
  it('neutralises cells a spreadsheet would read as formulas and keeps numbers as they are', async () => {
    const res = await server.call('POST', '/api/views/search/messages', {
      as: ADMIN,
      body: exportBody({ fields_in_order: ['message', 'formula', 'n'], sort: [{ field: 'n', order: 'ASC' }] }),
    });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe(
      '"message","formula","n"\n"\'=HYPERLINK(""http://evil.example"",""click"")","\'@SUM(A1)","-5"\n"plain text","\'+1+2","7"\n',
    );
  });
});

describe('view bodies', () => {
  it('are typed against the view schema: a wrong type is a 400 naming the property', async () => {
    const id = '5f00000000000000000000f2';
    expect((await server.call('POST', '/api/views/search', { as: ADMIN, body: { id, ...search('') } })).statusCode).toBe(201);
    const view = { type: 'SEARCH', title: 'Checked', summary: '', description: '', search_id: id, properties: [], requires: {}, state: {} };
    for (const [property, value, message] of [
      ['title', 5, 'body/title must be string'],
      ['properties', 'x', 'body/properties must be array'],
      ['type', 'WIDGET', 'body/type must be equal to one of the allowed values'],
      ['title', 'a\u0000b', 'The request must not contain NUL characters.'],
    ] as const) {
      const res = await server.call('POST', '/api/views', { as: ADMIN, body: { ...view, [property]: value } });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ type: 'ApiError', message });
    }
    const created = await server.call('POST', '/api/views', { as: ADMIN, body: view });
    expect(created.statusCode, created.body).toBe(200);
    const updated = await server.call('PUT', `/api/views/${created.json().id}`, { as: ADMIN, body: { ...view, title: ['Renamed'] } });
    expect(updated.statusCode).toBe(400);
    expect(updated.json().message).toBe('body/title must be string');
  });
});

describe('search budget and queueing', () => {
  it('queues 50 concurrent searches, serves another user in turn ahead of the queue, and times one out with a 408', async () => {
    const bob = await createUser(server, 'bob-searcher');
    const finished: string[] = [];
    const run = (name: string, as: string, query = '') =>
      server.call('POST', `/api/views/search/sync${query}`, { as, body: search('') }).then((res) => {
        finished.push(name);
        return res;
      });
    // The admin's password is verified once beforehand, so that the admin's searches reach the queue in order.
    expect((await server.call('GET', '/api/users/admin', { as: ADMIN })).statusCode).toBe(200);
    const admins = Array.from({ length: 48 }, (_, i) => run(`admin-${i}`, ADMIN));
    const impatient = run('impatient', ADMIN, '?timeout=1');
    const bobs = run('bob', bob);
    const all = await Promise.all([...admins, impatient, bobs]);
    for (const res of [...all.slice(0, 48), all[49]!]) expect(res.statusCode, res.body).toBe(200);
    const timedOut = all[48]!;
    expect(timedOut.statusCode).toBe(408);
    // Queued behind 48 searches it times out waiting (should it find a free slot, it times out running).
    expect(timedOut.json()).toEqual({
      type: 'ApiError',
      message: expect.stringMatching(
        /^Search timed out after 1 ms( waiting for the search slot: the server is busy with other searches\. Try again, or ask for a longer timeout\.|\. Narrow the time range or the query, or ask for a longer timeout\.)$/,
      ),
    });
    // Round-robin by user: bob's one search does not wait behind the admin's 48.
    expect(finished.indexOf('bob')).toBeLessThan(8);
  });

  it('refuses a timeout that is not a whole number of milliseconds up to ten minutes', async () => {
    const res = await server.call('POST', '/api/views/search/sync?timeout=soon', { as: ADMIN, body: search('') });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ type: 'ApiError', message: 'timeout must be a whole number of milliseconds from 1 to 600000.' });
    expect((await server.call('POST', '/api/views/search/sync?timeout=30000', { as: ADMIN, body: search('') })).statusCode).toBe(200);
  });
});
