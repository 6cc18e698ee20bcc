import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, createUser, startServer, type TestServer } from './helpers.js';
import { createInput, eventually, messagesOf } from './log-helpers.js';
import { DEFAULT_STREAM_ID } from '../src/streams/model.js';
import { FIXTURES } from './views-helpers.js';

let server: TestServer;
const NOW_S = () => Date.now() / 1000;

beforeAll(async () => {
  server = await startServer();
  const { port } = await createInput(server, 'org.graylog2.inputs.gelf.tcp.GELFTCPInput');
  const docs = [
    { short_message: 'GET /posts ok', _http_method: 'GET', _action: 'index', _status: 200, _mixed: 1 },
    { short_message: 'GET /posts/1 ok', _http_method: 'GET', _action: 'show', _status: 200, _mixed: 2 },
    { short_message: 'POST /posts "quoted" created', _http_method: 'POST', _action: 'create', _status: 201, _mixed: 'three' },
    { short_message: 'GET /admin denied', _http_method: 'GET', _action: 'admin', _status: 403 },
  ];
  await new Promise<void>((resolve) => {
    const socket = net.connect(port, '127.0.0.1', () =>
      socket.end(docs.map((d) => `${JSON.stringify({ version: '1.1', host: 'web-1', timestamp: NOW_S() - 30, ...d })}\0`).join('')),
    );
    socket.on('close', () => resolve());
  });
  await eventually(async () => expect((await messagesOf(server, '')).total_results).toBe(4));
});
afterAll(async () => {
  await server.close();
});

function checkJob(job: Record<string, unknown>) {
  expect(Object.keys(job).slice(0, 2)).toEqual(['execution', 'results']);
  expect(job).toMatchObject({ execution: { done: true, cancelled: false }, id: expect.stringMatching(/^[0-9a-f]{24}$/), owner: 'admin' });
  for (const result of Object.values(job['results'] as Record<string, Record<string, unknown>>)) {
    expect(result).toMatchObject({
      execution_stats: { duration: expect.any(Number), timestamp: expect.any(String), effective_timerange: { type: 'absolute' } },
    });
    expect(['COMPLETED', 'FAILED']).toContain(result['state']);
    for (const st of Object.values(result['search_types'] as Record<string, Record<string, unknown>>)) {
      if (st['type'] === 'messages')
        expect(st).toMatchObject({
          messages: expect.any(Array),
          total_results: expect.any(Number),
          effective_timerange: { type: 'absolute' },
        });
      else if (st['type'] === 'pivot') expect(st).toMatchObject({ total: expect.any(Number), effective_timerange: { type: 'absolute' } });
      else expect(st).toMatchObject({ type: 'events', events: [], total_results: 0 });
    }
  }
}

/**
 * Every search in a fixture file (plain SearchDTOs, lists of them, and Mongo dumps with `_id.$oid`).
 * Stored searches also hold `owner`, `created_at` and `requires`, which SearchDTO does not expose
 * (API.md §5): they are dropped, as Graylog would refuse them as unknown properties.
 */
function searchesIn(file: string): Record<string, unknown>[] {
  const data = JSON.parse(fs.readFileSync(path.join(FIXTURES, file), 'utf8')) as unknown;
  const list = Array.isArray(data) ? data : ((data as { searches?: unknown[] }).searches ?? [data]);
  return (list as Record<string, unknown>[])
    .filter((s) => Array.isArray(s['queries']))
    .map((s) => {
      const { _id, owner: _owner, created_at: _createdAt, requires: _requires, ...rest } = s;
      return _id && typeof _id === 'object' ? { ...rest, id: (_id as { $oid: string }).$oid } : rest;
    });
}

describe('shared fixtures', () => {
  const files = fs.readdirSync(FIXTURES).filter((f) => /search|request/i.test(f) && f.endsWith('.json'));
  for (const file of files) {
    const searches = searchesIn(file);
    if (searches.length === 0) continue; // views-request.json and cluster-search-config.json hold no search
    it(`accepts and executes ${file}`, async () => {
      for (const search of searches) {
        const created = await server.call('POST', '/api/views/search', { as: ADMIN, body: search });
        expect(created.statusCode, created.body).toBe(201);
        const id = created.json().id as string;
        expect(created.headers['location']).toBe(id);
        const job = await server.call('POST', `/api/views/search/${id}/execute`, { as: ADMIN, body: {} });
        expect(job.statusCode, job.body).toBe(201);
        checkJob(job.json());
        const errors = (job.json().errors ?? []) as { type: string }[];
        const usesUndeclared = JSON.stringify(search).includes('$action$');
        if (usesUndeclared) expect(errors.map((e) => e.type)).toContain('unbound_parameter');
        for (const e of errors) expect(['unbound_parameter', 'search_type']).toContain(e.type);
      }
    });
  }

  it('executes with execution-state.json: global override and parameter bindings', async () => {
    const search = {
      queries: [
        {
          id: 'q1',
          timerange: { type: 'relative', range: 60 },
          query: { type: 'elasticsearch', query_string: 'nothing' },
          search_types: [{ id: 'm1', type: 'messages' }],
        },
      ],
      parameters: [
        {
          type: 'value-parameter-v1',
          name: 'http_method',
          title: 'Method',
          description: '',
          data_type: 'string',
          default_value: null,
          optional: false,
          binding: null,
        },
      ],
    };
    const id = (await server.call('POST', '/api/views/search', { as: ADMIN, body: search })).json().id as string;
    const state = JSON.parse(fs.readFileSync(path.join(FIXTURES, 'execution-state.json'), 'utf8'));
    const job = await server.call('POST', `/api/views/search/${id}/execute`, { as: ADMIN, body: state });
    expect(job.statusCode).toBe(201);
    const location = job.headers['location'];
    expect(location).toBe(`views/search/status/${job.json().id}`);
    const status = await server.call('GET', `/api/${String(location)}`, { as: ADMIN });
    expect(status.statusCode).toBe(200);
    const result = status.json().results.q1;
    expect(result.query.query.query_string).toBe('http_method:$http_method$');
    expect(result.query.timerange).toEqual({ type: 'relative', from: 180 });
    expect(result.search_types.m1.total_results).toBe(3);
    // Another user cannot see the job; unknown jobs are 404.
    const other = await createUser(server, 'jobpeeker');
    expect((await server.call('GET', `/api/${String(location)}`, { as: other })).statusCode).toBe(404);
    expect((await server.call('GET', '/api/views/search/status/000000000000000000000000', { as: ADMIN })).statusCode).toBe(404);
    expect((await server.call('GET', '/api/views/search/nope', { as: ADMIN })).json()).toEqual({
      type: 'ApiError',
      message: 'Search with id nope does not exist',
    });
  });

  it('requires authentication', async () => {
    expect((await server.call('POST', '/api/views/search/sync', { body: { queries: [] } })).statusCode).toBe(401);
    expect((await server.call('GET', '/api/views/fields')).statusCode).toBe(401);
  });
});

describe('fields, validation, suggestions, single messages, export', () => {
  it('reports field types, with compound types where values conflict', async () => {
    const fields = (await server.call('GET', '/api/views/fields', { as: ADMIN })).json() as {
      name: string;
      type: { type: string; properties: string[]; index_names: string[] };
    }[];
    const byName = Object.fromEntries(fields.map((f) => [f.name, f.type]));
    expect(byName['status']).toEqual({ type: 'long', properties: ['numeric', 'enumerable'], index_names: [] });
    expect(byName['message']).toEqual({ type: 'string', properties: ['full-text-search'], index_names: [] });
    expect(byName['mixed']).toEqual({ type: 'compound(long,string)', properties: ['enumerable', 'compound'], index_names: [] });
    expect((await messagesOf(server, 'mixed:three')).total_results).toBe(1);
    const posted = await server.call('POST', '/api/views/fields', {
      as: ADMIN,
      body: { streams: [DEFAULT_STREAM_ID], timerange: { type: 'relative', range: 300 } },
    });
    expect(posted.json().map((f: { name: string }) => f.name)).toContain('action');
  });

  it('validates queries: parse errors with positions, unknown fields, lowercase operators, undeclared parameters', async () => {
    const validate = async (body: Record<string, unknown>) =>
      (await server.call('POST', '/api/search/validate', { as: ADMIN, body })).json();
    expect(await validate({ query: 'action:index' })).toEqual({ status: 'OK' });
    const parse = await validate({ query: 'action:(index' });
    expect(parse.status).toBe('ERROR');
    expect(parse.explanations[0]).toMatchObject({
      error_type: 'QUERY_PARSING_ERROR',
      error_title: 'Query parsing error',
      begin_line: 1,
      begin_column: 13,
    });
    const unknown = await validate({ query: 'nosuch:1 and action:index' });
    expect(unknown.status).toBe('WARNING');
    expect(unknown.explanations).toEqual([
      {
        error_type: 'UNKNOWN_FIELD',
        error_title: 'Unknown field',
        error_message: 'Query contains unknown field: nosuch',
        begin_line: 1,
        begin_column: 0,
        end_line: 1,
        end_column: 6,
        related_property: 'nosuch',
      },
      expect.objectContaining({ error_type: 'INVALID_OPERATOR', begin_column: 9, end_column: 12, related_property: 'and' }),
    ]);
    const param = await validate({ query: 'action:$a$', parameters: [] });
    expect(param.status).toBe('ERROR');
    expect(param.explanations[0]).toMatchObject({ error_type: 'UNDECLARED_PARAMETER', begin_column: 7, end_column: 10 });
    expect((await validate({ query: 'action:$a$', parameters: [{ name: 'a' }] })).status).toBe('OK');
  });

  it('suggests the top values of a field by prefix', async () => {
    const res = await server.call('POST', '/api/search/suggest', { as: ADMIN, body: { field: 'http_method', input: 'G', size: 10 } });
    expect(res.json()).toEqual({
      field: 'http_method',
      input: 'G',
      suggestions: [{ value: 'GET', occurrence: 3 }],
      sum_other_docs_count: 0,
    });
    const limited = await server.call('POST', '/api/search/suggest', { as: ADMIN, body: { field: 'action', input: '', size: 1 } });
    expect(limited.json().suggestions).toHaveLength(1);
    expect(limited.json().sum_other_docs_count).toBe(3);
    const none = await server.call('POST', '/api/search/suggest', { as: ADMIN, body: { field: 'action', input: 'zzz' } });
    expect(none.json()).toEqual({ field: 'action', input: 'zzz', sum_other_docs_count: 0 });
  });

  it('returns one message by index and id', async () => {
    const [hit] = (await messagesOf(server, 'action:admin')).messages;
    const res = await server.call('GET', `/api/messages/${hit!.index}/${String(hit!.message['_id'])}`, { as: ADMIN });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ index: 'graylog_0', message: { action: 'admin', status: 403, source: 'web-1' } });
    expect((await server.call('GET', `/api/messages/graylog_0/nope`, { as: ADMIN })).statusCode).toBe(404);
  });

  it('exports CSV with the chosen fields in order, quoting values', async () => {
    const res = await server.call('POST', '/api/views/search/messages', {
      as: ADMIN,
      body: {
        timerange: { type: 'relative', range: 300 },
        query_string: { type: 'elasticsearch', query_string: 'http_method:POST OR action:admin' },
        streams: [],
        fields_in_order: ['action', 'status', 'message'],
        sort: [{ field: 'status', order: 'ASC' }],
      },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    expect(res.body).toBe(
      '"action","status","message"\n"create","201","POST /posts ""quoted"" created"\n"admin","403","GET /admin denied"\n',
    );
    const search = {
      id: '5f0000000000000000000abc',
      queries: [
        { id: 'q', timerange: { type: 'relative', range: 300 }, query: 'action:show', search_types: [{ id: 'm', type: 'messages' }] },
      ],
    };
    await server.call('POST', '/api/views/search', { as: ADMIN, body: search });
    const stored = await server.call('POST', '/api/views/search/messages/5f0000000000000000000abc/m', {
      as: ADMIN,
      body: { fields_in_order: ['action'] },
    });
    expect(stored.body).toBe('"action"\n"show"\n');
  });

  it('export jobs: created for a search or one of its message lists, downloaded by id and file name, only by their creator', async () => {
    const search = {
      id: '5f0000000000000000000abd',
      queries: [
        {
          id: 'q',
          timerange: { type: 'relative', range: 300 },
          query: 'action:show OR action:admin',
          search_types: [{ id: 'm', type: 'messages', sort: [{ field: 'action', order: 'ASC' }] }],
        },
      ],
    };
    expect((await server.call('POST', '/api/views/search', { as: ADMIN, body: search })).statusCode).toBe(201);
    const job = await server.call('POST', `/api/views/export/${search.id}/m`, {
      as: ADMIN,
      body: { fields_in_order: ['action', 'status'], limit: 10 },
    });
    expect(job.statusCode, job.body).toBe(200);
    const id = job.json() as string;
    expect(id).toMatch(/^[0-9a-f]{24}$/);
    const file = await server.call('GET', `/api/views/search/messages/job/${id}/actions.csv`, { as: ADMIN });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toMatch(/^text\/csv/);
    expect(file.headers['content-disposition']).toBe('attachment; filename="actions.csv"');
    expect(file.body).toBe('"action","status"\n"admin","403"\n"show","200"\n');
    const whole = (
      await server.call('POST', `/api/views/export/${search.id}`, { as: ADMIN, body: { fields_in_order: ['action'], limit: 1 } })
    ).json() as string;
    expect((await server.call('GET', `/api/views/search/messages/job/${whole}/one.csv`, { as: ADMIN })).body).toBe('"action"\n"admin"\n');
    // Somebody else's job, an unknown job, an unknown search, no fields.
    const other = await createUser(server, 'exporter');
    expect((await server.call('GET', `/api/views/search/messages/job/${id}/actions.csv`, { as: other })).statusCode).toBe(404);
    expect((await server.call('GET', '/api/views/search/messages/job/5f0c1a2b3c4d5e6f7a8b9c0d/x.csv', { as: ADMIN })).statusCode).toBe(404);
    expect(
      (await server.call('POST', '/api/views/export/5f0c1a2b3c4d5e6f7a8b9c0d', { as: ADMIN, body: { fields_in_order: ['action'] } }))
        .statusCode,
    ).toBe(404);
    expect((await server.call('POST', `/api/views/export/${search.id}`, { as: ADMIN, body: { fields_in_order: [] } })).statusCode).toBe(
      400,
    );
  });
});
