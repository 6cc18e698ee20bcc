import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, createUser, startServer, type TestServer } from './helpers.js';

let server: TestServer;
let alice: string;
let bob: string;
beforeAll(async () => {
  server = await startServer();
  alice = await createUser(server, 'alice');
  bob = await createUser(server, 'bob');
});
afterAll(async () => {
  await server.close();
});

const search = (id?: string) => ({
  ...(id ? { id } : {}),
  queries: [
    {
      id: 'q1',
      timerange: { type: 'relative', range: 300 },
      query: { type: 'elasticsearch', query_string: '' },
      search_types: [{ id: 'st1', type: 'messages', limit: 10 }],
    },
  ],
  parameters: [],
});

describe('stored searches are readable by their owner and by readers of a view built on them', () => {
  it('refuses another user until a view on the search is shared with them', async () => {
    const created = await server.call('POST', '/api/views/search', { as: alice, body: search() });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().id as string;
    expect((await server.call('GET', `/api/views/search/${id}`, { as: alice })).statusCode).toBe(200);
    expect((await server.call('POST', `/api/views/search/${id}/execute`, { as: alice, body: {} })).statusCode).toBe(201);
    expect((await server.call('GET', `/api/views/search/${id}`, { as: ADMIN })).statusCode).toBe(200);

    const denied = { type: 'ApiError', message: `User bob does not have permission to load search ${id}` };
    const got = await server.call('GET', `/api/views/search/${id}`, { as: bob });
    expect([got.statusCode, got.json()]).toEqual([403, denied]);
    const executed = await server.call('POST', `/api/views/search/${id}/execute`, { as: bob, body: {} });
    expect([executed.statusCode, executed.json()]).toEqual([403, denied]);
    expect((await server.call('POST', `/api/views/search/messages/${id}`, { as: bob, body: {} })).statusCode).toBe(403);
    // Nor can bob replace alice's search under its id.
    expect((await server.call('POST', '/api/views/search', { as: bob, body: search(id) })).statusCode).toBe(403);
    // A synchronous search is run as sent and never stored (as Graylog's): bob's body under alice's id
    // runs as bob's own search and leaves hers as it was (checked below, once bob may read it).
    expect(
      (
        await server.call('POST', '/api/views/search/sync', {
          as: bob,
          body: { ...search(id), queries: [{ ...search().queries[0]!, query: { type: 'elasticsearch', query_string: 'bob' } }] },
        })
      ).statusCode,
    ).toBe(200);

    const view = await server.call('POST', '/api/views', {
      as: alice,
      body: {
        type: 'SEARCH',
        title: 'Alice search',
        search_id: id,
        state: {
          q1: {
            widgets: [{ id: 'w1', type: 'messages', config: {} }],
            widget_mapping: { w1: ['st1'] },
            positions: { w1: { col: 1, row: 1, height: 4, width: 'Infinity' } },
            titles: {},
          },
        },
      },
    });
    expect(view.statusCode, view.body).toBe(200);
    const viewId = view.json().id as string;
    const bobId = (await server.call('GET', '/api/users/bob', { as: ADMIN })).json().id as string;
    const aliceId = (await server.call('GET', '/api/users/alice', { as: ADMIN })).json().id as string;
    const shared = await server.call('POST', `/api/authz/shares/entities/${encodeURIComponent(`grn::::search:${viewId}`)}`, {
      as: alice,
      body: { selected_grantee_capabilities: { [`grn::::user:${aliceId}`]: 'own', [`grn::::user:${bobId}`]: 'view' } },
    });
    expect(shared.statusCode, shared.body).toBe(200);

    const readable = await server.call('GET', `/api/views/search/${id}`, { as: bob });
    expect(readable.statusCode).toBe(200);
    expect(readable.json()).toEqual(created.json());
    const job = await server.call('POST', `/api/views/search/${id}/execute`, { as: bob, body: {} });
    expect(job.statusCode, job.body).toBe(201);
    expect((await server.call('GET', `/api/views/search/status/${job.json().id as string}`, { as: bob })).json().owner).toBe('bob');
    // Reading is not owning: bob still cannot replace the search.
    expect((await server.call('POST', '/api/views/search', { as: bob, body: search(id) })).statusCode).toBe(403);
  });
});

describe('search requests are read strictly, as Graylog does', () => {
  it("refuses unknown properties of a search and of its queries with Jackson's message, storing nothing", async () => {
    const before = (await server.call('GET', '/api/views/search', { as: alice })).json().length as number;
    for (const url of ['/api/views/search', '/api/views/search/sync']) {
      const top = await server.call('POST', url, { as: alice, body: { ...search(), owner: 'alice' } });
      expect([top.statusCode, top.json()]).toEqual([
        400,
        { type: 'ApiError', message: 'Unable to map property owner.\nKnown properties include: id, parameters, queries' },
      ]);
      const nested = await server.call('POST', url, { as: alice, body: { queries: [{ ...search().queries[0], colour: 'red' }] } });
      expect([nested.statusCode, nested.json()]).toEqual([
        400,
        {
          type: 'ApiError',
          message: 'Unable to map property colour.\nKnown properties include: filter, filters, id, query, search_types, streams, timerange',
        },
      ]);
    }
    expect((await server.call('GET', '/api/views/search', { as: alice })).json()).toHaveLength(before);
  });

  it('answers 400 to suggestion, validation and field requests that are not a JSON object or have unknown properties', async () => {
    const valid: Record<string, Record<string, unknown>> = {
      '/api/search/suggest': { field: 'source', input: '' },
      '/api/search/validate': { query: 'source:x' },
      '/api/views/fields': { streams: [] },
    };
    for (const [url, body] of Object.entries(valid)) {
      for (const payload of ['[1,2]', '"text"', '42', 'null']) {
        const res = await server.app.http.inject({
          method: 'POST',
          url,
          headers: {
            'x-requested-by': 'test',
            'content-type': 'application/json',
            authorization: `Basic ${Buffer.from(alice).toString('base64')}`,
          },
          payload,
        });
        expect([url, payload, res.statusCode, res.json().type]).toEqual([url, payload, 400, 'ApiError']);
      }
      expect((await server.call('POST', url, { as: alice, body })).statusCode).toBe(200);
      const unknown = await server.call('POST', url, { as: alice, body: { ...body, colour: 'red' } });
      expect([unknown.statusCode, unknown.json().message]).toEqual([
        400,
        expect.stringMatching(/^Unable to map property colour\.\nKnown properties include: /),
      ]);
    }
  });
});
