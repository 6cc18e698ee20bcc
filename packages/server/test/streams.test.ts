import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ADMIN, createUser, startServer, type TestServer } from './helpers.js';
import { openDatabase } from '../src/db/database.js';
import { StreamStore } from '../src/streams/store.js';
import { StreamRouter } from '../src/ingest/router.js';
import { DEFAULT_STREAM_ID } from '../src/streams/model.js';

let server: TestServer;
beforeEach(async () => {
  server = await startServer();
});
afterEach(async () => {
  await server.close();
});

const create = async (body: Record<string, unknown>, as = ADMIN) => {
  const res = await server.call('POST', '/api/streams', { as, body });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().stream_id as string;
};

describe('streams', () => {
  it('has the default stream, which cannot be edited or deleted', async () => {
    const list = (await server.call('GET', '/api/streams', { as: ADMIN })).json();
    expect(list.total).toBe(1);
    expect(list.streams[0]).toMatchObject({
      id: DEFAULT_STREAM_ID,
      title: 'Default Stream',
      is_default: true,
      is_editable: false,
      disabled: false,
    });
    expect((await server.call('DELETE', `/api/streams/${DEFAULT_STREAM_ID}`, { as: ADMIN })).statusCode).toBe(400);
    expect((await server.call('POST', `/api/streams/${DEFAULT_STREAM_ID}/pause`, { as: ADMIN })).statusCode).toBe(400);
  });

  it('creates a stream paused with its rules, resumes, updates and deletes it', async () => {
    const id = await create({
      title: 'Errors',
      description: 'all errors',
      matching_type: 'OR',
      rules: [{ type: 1, field: 'level', value: '3', inverted: false, description: '' }],
    });
    const stream = (await server.call('GET', `/api/streams/${id}`, { as: ADMIN })).json();
    expect(stream).toMatchObject({
      id,
      title: 'Errors',
      description: 'all errors',
      matching_type: 'OR',
      disabled: true,
      creator_user_id: 'admin',
      is_default: false,
      is_editable: true,
    });
    expect(stream.rules).toEqual([
      { id: expect.any(String), stream_id: id, type: 1, field: 'level', value: '3', inverted: false, description: '' },
    ]);
    expect(stream.created_at).toMatch(/Z$/);

    expect((await server.call('POST', `/api/streams/${id}/resume`, { as: ADMIN })).statusCode).toBe(204);
    const put = await server.call('PUT', `/api/streams/${id}`, { as: ADMIN, body: { title: 'Errors!', matching_type: 'AND' } });
    expect(put.json()).toMatchObject({ title: 'Errors!', matching_type: 'AND', disabled: false });

    const rule = await server.call('POST', `/api/streams/${id}/rules`, {
      as: ADMIN,
      body: { type: 2, field: 'message', value: '^ERR', inverted: false },
    });
    expect(rule.statusCode).toBe(201);
    const rules = (await server.call('GET', `/api/streams/${id}/rules`, { as: ADMIN })).json();
    expect(rules.total).toBe(2);
    expect((await server.call('DELETE', `/api/streams/${id}/rules/${rule.json().streamrule_id}`, { as: ADMIN })).statusCode).toBe(204);

    expect((await server.call('DELETE', `/api/streams/${id}`, { as: ADMIN })).statusCode).toBe(204);
    expect((await server.call('GET', `/api/streams/${id}`, { as: ADMIN })).statusCode).toBe(404);
  });

  it("validates rules with Graylog's error shapes", async () => {
    const noField = await server.call('POST', '/api/streams', { as: ADMIN, body: { title: 'x', rules: [{ type: 1, value: 'a' }] } });
    expect(noField.statusCode).toBe(400);
    expect(noField.json()).toEqual({
      type: 'ValidationApiError',
      message: 'Validation failed!',
      validation_errors: { field: [{ error: 'Field is required.' }] },
    });
    expect(
      (await server.call('POST', '/api/streams', { as: ADMIN, body: { title: 'x', rules: [{ type: 99, field: 'a', value: 'b' }] } }))
        .statusCode,
    ).toBe(400);
    expect(
      (await server.call('POST', '/api/streams', { as: ADMIN, body: { title: 'x', rules: [{ type: 2, field: 'a', value: '(' }] } }))
        .statusCode,
    ).toBe(400);
    expect((await server.call('POST', '/api/streams', { as: ADMIN, body: { title: 'x', colour: 'red' } })).json().message).toMatch(
      /^Unable to map property colour\./,
    );
    expect((await server.call('GET', '/api/streams/rules-types', { as: ADMIN })).statusCode).toBe(404);
    const types = (await server.call('GET', `/api/streams/${DEFAULT_STREAM_ID}/rules/types`, { as: ADMIN })).json();
    expect(types[2]).toEqual({ id: 3, name: 'GREATER', short_desc: 'greater than', long_desc: 'be greater than' });
  });

  it('tests a message against the rules', async () => {
    const id = await create({
      title: 'Slow',
      rules: [
        { type: 3, field: 'took_ms', value: '500' },
        { type: 6, field: 'message', value: 'timeout' },
      ],
    });
    const match = await server.call('POST', `/api/streams/${id}/testMatch`, {
      as: ADMIN,
      body: { message: { took_ms: 900, message: 'request timeout' } },
    });
    expect(match.json().matches).toBe(true);
    const partial = (
      await server.call('POST', `/api/streams/${id}/testMatch`, {
        as: ADMIN,
        body: { message: { took_ms: 100, message: 'request timeout' } },
      })
    ).json();
    expect(partial.matches).toBe(false);
    expect(Object.values(partial.rules)).toEqual([false, true]);
  });

  it('clones a stream with its rules (paused, owned by the cloner)', async () => {
    const id = await create({ title: 'Source', rules: [{ type: 5, field: 'user' }] });
    const res = await server.call('POST', `/api/streams/${id}/clone`, {
      as: ADMIN,
      body: { title: 'Copy', remove_matches_from_default_stream: true },
    });
    expect(res.statusCode).toBe(201);
    const copy = (await server.call('GET', `/api/streams/${res.json().stream_id}`, { as: ADMIN })).json();
    expect(copy).toMatchObject({ title: 'Copy', disabled: true, remove_matches_from_default_stream: true });
    expect(copy.rules.map((r: { type: number; field: string }) => [r.type, r.field])).toEqual([[5, 'user']]);
  });

  it('pages streams with the PageListResponse envelope, filters by status and sorts', async () => {
    await create({ title: 'b-stream' });
    const a = await create({ title: 'a-stream' });
    await server.call('POST', `/api/streams/${a}/resume`, { as: ADMIN });
    const page = (await server.call('GET', '/api/streams/paginated?page=1&per_page=2&sort=title&order=asc', { as: ADMIN })).json();
    expect(page).toMatchObject({
      total: 3,
      sort: 'title',
      order: 'asc',
      pagination: { total: 3, count: 2, page: 1, per_page: 2 },
      defaults: { sort: { id: 'title', direction: 'ASC' } },
    });
    expect(page.elements.map((s: { title: string }) => s.title)).toEqual(['a-stream', 'b-stream']);
    expect(page.elements[0].created_at).toMatch(/\+0000$/);
    expect(page.attributes.find((x: { id: string }) => x.id === 'disabled').filter_options).toEqual([
      { value: 'true', title: 'Paused' },
      { value: 'false', title: 'Running' },
    ]);
    const paused = (await server.call('GET', '/api/streams/paginated?filters=disabled:true', { as: ADMIN })).json();
    expect(paused.elements.map((s: { title: string }) => s.title)).toEqual(['b-stream']);
  });

  it('shows a Reader only streams they may read, and refuses creating or editing', async () => {
    const id = await create({ title: 'secret' });
    const reader = await createUser(server, 'rae');
    expect((await server.call('GET', '/api/streams', { as: reader })).json().total).toBe(0);
    expect((await server.call('GET', `/api/streams/${id}`, { as: reader })).statusCode).toBe(403);
    expect((await server.call('POST', '/api/streams', { as: reader, body: { title: 'mine' } })).statusCode).toBe(403);
    expect((await server.call('PUT', `/api/streams/${id}`, { as: reader, body: { title: 'x' } })).statusCode).toBe(403);
    const granted = await createUser(server, 'gia', { permissions: [`streams:read:${id}`] });
    expect((await server.call('GET', '/api/streams', { as: granted })).json().streams.map((s: { id: string }) => s.id)).toEqual([id]);
  });

  it('keeps streams and rules across a restart', async () => {
    const id = await create({ title: 'durable', rules: [{ type: 1, field: 'a', value: 'b' }] });
    await server.restart();
    expect((await server.call('GET', `/api/streams/${id}`, { as: ADMIN })).json()).toMatchObject({
      title: 'durable',
      rules: [{ field: 'a', value: 'b' }],
    });
  });
});

describe('stream registry', () => {
  it('routes by the current rules: changes reach a subscribed router at once', () => {
    const db = openDatabase(path.join(server.dir, 'registry'));
    const store = new StreamStore(db);
    const router = new StreamRouter(store);
    const message = { field: (name: string) => (({ level: '3' }) as Record<string, unknown>)[name], inputId: undefined };
    expect(router.route(message)).toEqual([DEFAULT_STREAM_ID]);
    const stream = store.insert(
      {
        title: 'errors',
        description: null,
        disabled: false,
        matchingType: 'AND',
        removeMatchesFromDefaultStream: true,
        indexSetId: '000000000000000000000002',
        creatorUserId: 'admin',
        contentPack: null,
        outputs: [],
      },
      [{ type: 1, field: 'level', value: '3', inverted: false, description: '' }],
    );
    expect(router.route(message)).toEqual([stream.id]);
    store.update({ ...store.get(stream.id)!, disabled: true });
    expect(router.route(message)).toEqual([DEFAULT_STREAM_ID]);
    router.close();
    db.close();
  });
});
