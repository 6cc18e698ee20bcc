import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, createUser, startServer, type TestServer } from './helpers.js';
import { createInput, eventually, messagesOf } from './log-helpers.js';

let server: TestServer;
const ID = '000000000000000000000002';
beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => {
  await server.close();
});

const post = (port: number, body: string) =>
  new Promise<number>((resolve, reject) => {
    const req = http.request({ host: '127.0.0.1', port, path: '/gelf', method: 'POST' }, (res) => {
      res.resume();
      resolve(res.statusCode ?? 0);
    });
    req.on('error', reject);
    req.end(body);
  });

describe('default index set', () => {
  it('describes the default set in Graylog shape', async () => {
    const list = (await server.call('GET', '/api/system/indices/index_sets?stats=true', { as: ADMIN })).json();
    expect(list.total).toBe(1);
    expect(list.index_sets[0]).toMatchObject({
      id: ID,
      default: true,
      writable: true,
      index_prefix: 'graylog',
      shards: 1,
      replicas: 0,
      rotation_strategy_class: 'org.graylog2.indexer.rotation.strategies.MessageCountRotationStrategy',
      rotation_strategy: {
        type: 'org.graylog2.indexer.rotation.strategies.MessageCountRotationStrategyConfig',
        max_docs_per_index: 20000000,
      },
      retention_strategy: { type: 'org.graylog2.indexer.retention.strategies.DeletionRetentionStrategyConfig', max_number_of_indices: 20 },
    });
    expect(list.stats[ID]).toEqual({ indices: 1, documents: 0, size: 0 });
    expect((await server.call('GET', '/api/system/indices/index_sets/nope', { as: ADMIN })).statusCode).toBe(404);
    const reader = await createUser(server, 'setreader');
    expect((await server.call('PUT', `/api/system/indices/index_sets/${ID}`, { as: reader, body: {} })).statusCode).toBe(403);
  });

  it('rotates by message count and deletes the oldest index beyond the retention count', async () => {
    const bad = await server.call('PUT', `/api/system/indices/index_sets/${ID}`, {
      as: ADMIN,
      body: {
        rotation_strategy: { type: 'org.graylog2.indexer.rotation.strategies.MessageCountRotationStrategyConfig', max_docs_per_index: 0 },
      },
    });
    expect(bad.statusCode).toBe(400);
    const put = await server.call('PUT', `/api/system/indices/index_sets/${ID}`, {
      as: ADMIN,
      body: {
        title: 'Default index set',
        rotation_strategy: { type: 'org.graylog2.indexer.rotation.strategies.MessageCountRotationStrategyConfig', max_docs_per_index: 2 },
        retention_strategy: { type: 'org.graylog2.indexer.retention.strategies.DeletionRetentionStrategyConfig', max_number_of_indices: 2 },
      },
    });
    expect(put.statusCode, put.body).toBe(200);
    const { port } = await createInput(server, 'org.graylog2.inputs.gelf.http.GELFHttpInput');
    for (let n = 1; n <= 5; n++) {
      expect(await post(port, JSON.stringify({ version: '1.1', host: 'h', short_message: `rotation message ${n}` }))).toBe(202);
      await eventually(async () => expect((await messagesOf(server, `rotation AND message:${n}`)).total_results).toBe(1));
    }
    const remaining = await messagesOf(server, 'rotation', { sort: [{ field: 'timestamp', order: 'ASC' }] });
    expect(remaining.messages.map((m) => [m.message['message'], m.index])).toEqual([
      ['rotation message 3', 'graylog_1'],
      ['rotation message 4', 'graylog_1'],
      ['rotation message 5', 'graylog_2'],
    ]);
    const stats = (await server.call('GET', `/api/system/indices/index_sets/${ID}/stats`, { as: ADMIN })).json();
    expect(stats).toMatchObject({ indices: 2, documents: 3 });
    // The size of the stored documents: three short messages take some hundreds of bytes.
    expect(stats.size).toBeGreaterThan(100);
    expect(stats.size).toBeLessThan(10_000);
    await server.restart();
    expect(
      (await server.call('GET', `/api/system/indices/index_sets/${ID}`, { as: ADMIN })).json().rotation_strategy.max_docs_per_index,
    ).toBe(2);
  });

  it('rotates by time (PT1S) and deletes the oldest index beyond retention, end to end', async () => {
    const own = await startServer();
    try {
      const put = await own.call('PUT', `/api/system/indices/index_sets/${ID}`, {
        as: ADMIN,
        body: {
          title: 'Default index set',
          rotation_strategy: { type: 'org.graylog2.indexer.rotation.strategies.TimeBasedRotationStrategyConfig', rotation_period: 'PT1S' },
          retention_strategy: {
            type: 'org.graylog2.indexer.retention.strategies.DeletionRetentionStrategyConfig',
            max_number_of_indices: 2,
          },
        },
      });
      expect(put.statusCode, put.body).toBe(200);
      expect(put.json().rotation_strategy_class).toBe('org.graylog2.indexer.rotation.strategies.TimeBasedRotationStrategy');
      const { port } = await createInput(own, 'org.graylog2.inputs.gelf.http.GELFHttpInput');
      for (let n = 1; n <= 3; n++) {
        // Each message comes over a second after the last one was stored: the index it went to is too old by then.
        if (n > 1) await new Promise((r) => setTimeout(r, 1100));
        expect(await post(port, JSON.stringify({ version: '1.1', host: 'h', short_message: `timed message ${n}` }))).toBe(202);
        await eventually(async () => expect((await messagesOf(own, `timed AND message:${n}`)).total_results).toBe(1));
      }
      const remaining = await messagesOf(own, 'timed', { sort: [{ field: 'timestamp', order: 'ASC' }] });
      expect(remaining.messages.map((m) => [m.message['message'], m.index])).toEqual([
        ['timed message 2', 'graylog_1'],
        ['timed message 3', 'graylog_2'],
      ]);
      expect((await own.call('GET', `/api/system/indices/index_sets/${ID}/stats`, { as: ADMIN })).json()).toMatchObject({
        indices: 2,
        documents: 2,
      });
    } finally {
      await own.close();
    }
  });
});

describe('creating and deleting index sets', () => {
  const ROTATION = {
    type: 'org.graylog2.indexer.rotation.strategies.TimeBasedRotationStrategyConfig',
    rotation_period: 'P1D',
    max_rotation_period: null,
    rotate_empty_index_set: false,
  };
  const RETENTION = { type: 'org.graylog2.indexer.retention.strategies.DeletionRetentionStrategyConfig', max_number_of_indices: 7 };
  const newSet = (extra: Record<string, unknown> = {}) => ({
    title: 'Audit',
    description: 'Audit trail',
    index_prefix: 'audit',
    shards: 1,
    replicas: 0,
    writable: true,
    rotation_strategy_class: 'org.graylog2.indexer.rotation.strategies.TimeBasedRotationStrategy',
    rotation_strategy: ROTATION,
    retention_strategy_class: 'org.graylog2.indexer.retention.strategies.DeletionRetentionStrategy',
    retention_strategy: RETENTION,
    creation_date: '2026-11-22T07:00:00.000Z',
    index_analyzer: 'standard',
    index_optimization_max_num_segments: 1,
    index_optimization_disabled: false,
    field_type_refresh_interval: 5000,
    ...extra,
  });

  it('creates a set (POST), lists it after the default, and refuses conflicting prefixes and bad settings with 400', async () => {
    const created = await server.call('POST', '/api/system/indices/index_sets', { as: ADMIN, body: newSet() });
    expect(created.statusCode, created.body).toBe(200);
    const set = created.json();
    expect(set).toMatchObject({
      title: 'Audit',
      index_prefix: 'audit',
      default: false,
      can_be_default: true,
      writable: true,
      rotation_strategy: ROTATION,
      retention_strategy: RETENTION,
      creation_date: '2026-11-22T07:00:00.000Z',
    });
    expect(set.id).toMatch(/^[0-9a-f]{24}$/);
    const list = (await server.call('GET', '/api/system/indices/index_sets?stats=true', { as: ADMIN })).json();
    expect(list.index_sets.map((s: { id: string }) => s.id)).toEqual([ID, set.id]);
    // As Graylog, a new set gets its (empty) first index at once.
    expect(list.stats[set.id]).toEqual({ indices: 1, documents: 0, size: 0 });
    expect((await server.call('GET', '/api/system/indices/index_sets?limit=1&skip=1', { as: ADMIN })).json()).toMatchObject({
      total: 2,
      index_sets: [{ id: set.id }],
    });
    expect((await server.call('GET', `/api/system/indices/index_sets/${set.id}`, { as: ADMIN })).json().title).toBe('Audit');

    const refused = async (body: Record<string, unknown>, message: string) => {
      const res = await server.call('POST', '/api/system/indices/index_sets', { as: ADMIN, body });
      expect([res.statusCode, res.json().message]).toEqual([400, message]);
    };
    await refused(
      newSet({ index_prefix: 'graylog-archive' }),
      'Index prefix "graylog-archive" would conflict with existing index set prefix "graylog"',
    );
    await refused(newSet({ index_prefix: 'aud' }), 'Index prefix "aud" would conflict with existing index set prefix "audit"');
    await refused(
      newSet({ index_prefix: 'Audit2' }),
      'index_prefix must start with a lower-case letter or digit and contain only a-z, 0-9, _, + and - (at most 250 bytes)',
    );
    await refused(
      newSet({ index_prefix: 'other', field_type_refresh_interval: 500 }),
      'Field type refresh interval must be at least 1 second',
    );
    await refused(newSet({ index_prefix: 'other', shards: 0 }), 'shards must be at least 1');
    await refused(newSet({ index_prefix: 'other', title: '' }), 'title is required');
    const reader = await createUser(server, 'setmaker');
    expect(
      (await server.call('POST', '/api/system/indices/index_sets', { as: reader, body: newSet({ index_prefix: 'other' }) })).statusCode,
    ).toBe(403);
  });

  it('deletes a set with 204; never the default one (400), not one a stream writes to, and 404 for unknown ids', async () => {
    const set = (
      await server.call('POST', '/api/system/indices/index_sets', {
        as: ADMIN,
        body: newSet({ title: 'Short-lived', index_prefix: 'shortlived' }),
      })
    ).json();
    const stream = await server.call('POST', '/api/streams', { as: ADMIN, body: { title: 'Short', rules: [], index_set_id: set.id } });
    expect(stream.statusCode, stream.body).toBe(201);
    const kept = await server.call('DELETE', `/api/system/indices/index_sets/${set.id}`, { as: ADMIN });
    expect([kept.statusCode, kept.json().message]).toEqual([404, `Couldn't delete index set with ID <${set.id}>`]);
    expect((await server.call('DELETE', `/api/streams/${stream.json().stream_id as string}`, { as: ADMIN })).statusCode).toBe(204);

    const reader = await createUser(server, 'setdeleter');
    expect((await server.call('DELETE', `/api/system/indices/index_sets/${set.id}`, { as: reader })).statusCode).toBe(403);
    expect((await server.call('DELETE', `/api/system/indices/index_sets/${set.id}`, { as: ADMIN })).statusCode).toBe(204);
    expect((await server.call('GET', `/api/system/indices/index_sets/${set.id}`, { as: ADMIN })).statusCode).toBe(404);
    const again = await server.call('DELETE', `/api/system/indices/index_sets/${set.id}`, { as: ADMIN });
    expect([again.statusCode, again.json().message]).toEqual([404, `Couldn't find index set with ID <${set.id}>`]);

    const defaultSet = await server.call('DELETE', `/api/system/indices/index_sets/${ID}`, { as: ADMIN });
    expect([defaultSet.statusCode, defaultSet.json().message]).toEqual([400, `Default index set <${ID}> cannot be deleted!`]);
    const readOnly = await server.call('PUT', `/api/system/indices/index_sets/${ID}`, { as: ADMIN, body: { writable: false } });
    expect(readOnly.statusCode).toBe(409);
  });
});

const R = 'org.graylog2.indexer.rotation.strategies.';
const K = 'org.graylog2.indexer.retention.strategies.';
const count = (max: number) => ({ type: `${R}MessageCountRotationStrategyConfig`, max_docs_per_index: max });
const retention = (kind: 'Deletion' | 'Closing' | 'Noop', max: number) => ({
  type: `${K}${kind}RetentionStrategyConfig`,
  max_number_of_indices: max,
});

describe('index sets of their own', () => {
  let own: TestServer;
  let port: number;
  beforeAll(async () => {
    own = await startServer();
    port = (await createInput(own, 'org.graylog2.inputs.gelf.http.GELFHttpInput')).port;
  });
  afterAll(async () => {
    await own.close();
  });

  /** A set with its own prefix and a started stream sending it the messages whose `app` field is `prefix`. */
  const setWithStream = async (prefix: string, rotation: Record<string, unknown>, kept: Record<string, unknown>) => {
    const created = await own.call('POST', '/api/system/indices/index_sets', {
      as: ADMIN,
      body: {
        title: `Set ${prefix}`,
        index_prefix: prefix,
        shards: 1,
        replicas: 0,
        rotation_strategy_class: String(rotation['type']).replace(/Config$/, ''),
        rotation_strategy: rotation,
        retention_strategy_class: String(kept['type']).replace(/Config$/, ''),
        retention_strategy: kept,
        creation_date: new Date().toISOString(),
        index_analyzer: 'standard',
        index_optimization_max_num_segments: 1,
        index_optimization_disabled: false,
        field_type_refresh_interval: 5000,
      },
    });
    expect(created.statusCode, created.body).toBe(200);
    const id = created.json().id as string;
    const stream = await own.call('POST', '/api/streams', {
      as: ADMIN,
      body: {
        title: `Stream ${prefix}`,
        rules: [{ type: 1, field: 'app', value: prefix, inverted: false }],
        index_set_id: id,
        remove_matches_from_default_stream: true,
      },
    });
    expect(stream.statusCode, stream.body).toBe(201);
    expect((await own.call('POST', `/api/streams/${stream.json().stream_id as string}/resume`, { as: ADMIN })).statusCode).toBe(204);
    return id;
  };
  const send = async (prefix: string, from: number, to: number) => {
    for (let n = from; n <= to; n++) {
      expect(await post(port, JSON.stringify({ version: '1.1', host: 'h', short_message: `${prefix} message ${n}`, _app: prefix }))).toBe(
        202,
      );
      // Each message is stored before the next comes, so each batch holds one (rotation is checked per batch).
      await eventually(async () => expect((await messagesOf(own, `${prefix} AND message:${n}`)).total_results).toBe(1));
    }
  };
  const overview = async (id: string) =>
    (await own.call('GET', `/api/system/indexer/overview/${id}`, { as: ADMIN })).json() as {
      deflector: { current_target: string | null };
      counts: { events: number };
      indices: Record<string, { size: { events: number; bytes: number }; is_deflector: boolean; is_closed: boolean }>;
    };
  const indexOf = async (text: string) => (await messagesOf(own, `"${text}"`)).messages.map((m) => m.index);

  it("stores a stream's messages in its set, rotates by count there and deletes the oldest, saying what that freed", async () => {
    const id = await setWithStream('shop', count(2), retention('Deletion', 2));
    await send('shop', 1, 5);
    const o = await overview(id);
    expect(Object.keys(o.indices)).toEqual(['shop_1', 'shop_2']);
    expect(o.deflector.current_target).toBe('shop_2');
    expect(o.indices['shop_2']).toMatchObject({ is_deflector: true, size: { events: 1 } });
    expect(o.indices['shop_1']!.size.bytes).toBeGreaterThan(100);
    expect(o.counts.events).toBe(3);
    expect(await indexOf('shop message 5')).toEqual(['shop_2']);
    expect(await indexOf('shop message 1')).toEqual([]);
    // None went to the default set.
    expect(Object.values((await overview(ID)).indices).reduce((n, i) => n + i.size.events, 0)).toBe(0);
    const messages = (await own.call('GET', '/api/system/messages', { as: ADMIN })).json().messages as { content: string }[];
    expect(messages.map((m) => m.content)).toContainEqual(
      expect.stringMatching(
        /^Deleted index <shop_0> with 2 messages, freeing \d+ B: the index set keeps at most 2 indices \(retention strategy: delete\)\.$/,
      ),
    );
    expect(messages.map((m) => m.content)).toContain('Cycled index alias <shop_deflector> from <shop_1> to <shop_2>.');
  });

  it('closes the oldest indices with close retention: out of searches, still listed with their counts', async () => {
    const id = await setWithStream('closing', count(1), retention('Closing', 1));
    await send('closing', 1, 3);
    const o = await overview(id);
    expect(Object.entries(o.indices).map(([name, i]) => [name, i.is_closed, i.size.events])).toEqual([
      ['closing_0', true, 1],
      ['closing_1', true, 1],
      ['closing_2', false, 1],
    ]);
    expect(await indexOf('closing message 1')).toEqual([]);
    expect(await indexOf('closing message 3')).toEqual(['closing_2']);
  });

  it('keeps everything with noop retention, rotates by size, and previews what a new retention would delete now', async () => {
    const id = await setWithStream('sized', { type: `${R}SizeBasedRotationStrategyConfig`, max_size: 1 }, retention('Noop', 2147483647));
    await send('sized', 1, 4);
    const o = await overview(id);
    expect(Object.keys(o.indices)).toEqual(['sized_0', 'sized_1', 'sized_2', 'sized_3']);
    const bytes = ['sized_0', 'sized_1', 'sized_2'].reduce((n, name) => n + o.indices[name]!.size.bytes, 0);
    const preview = await own.call('POST', `/api/system/indices/index_sets/${id}/retention_preview`, {
      as: ADMIN,
      body: { retention_strategy: retention('Deletion', 2) },
    });
    // Saving rotates the full write index (sized_3) first, so three indices go.
    expect(preview.json()).toEqual({ action: 'delete', indices: ['sized_0', 'sized_1', 'sized_2'], messages: 3, bytes });
    // The preview changed nothing; saving applies it at once.
    expect(Object.keys((await overview(id)).indices)).toHaveLength(4);
    const set = (await own.call('GET', `/api/system/indices/index_sets/${id}`, { as: ADMIN })).json();
    const saved = await own.call('PUT', `/api/system/indices/index_sets/${id}`, {
      as: ADMIN,
      body: { ...set, retention_strategy: retention('Deletion', 2) },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(Object.keys((await overview(id)).indices)).toEqual(['sized_3', 'sized_4']);
    expect(await indexOf('sized message 3')).toEqual([]);
    expect(await indexOf('sized message 4')).toEqual(['sized_3']);
    const noop = await own.call('POST', `/api/system/indices/index_sets/${id}/retention_preview`, {
      as: ADMIN,
      body: { retention_strategy: retention('Noop', 1) },
    });
    expect(noop.json()).toEqual({ action: 'none', indices: [], messages: 0, bytes: 0 });
  });

  it('makes a set the default (messages of no other set go there), refuses a set that cannot be default, and keeps the default undeletable', async () => {
    const id = await setWithStream('fallback', count(100), retention('Deletion', 3));
    const reader = await createUser(own, 'defaulter');
    expect((await own.call('PUT', `/api/system/indices/index_sets/${id}/default`, { as: reader })).statusCode).toBe(403);
    const made = await own.call('PUT', `/api/system/indices/index_sets/${id}/default`, { as: ADMIN });
    expect([made.statusCode, made.json().default]).toEqual([200, true]);
    const list = (await own.call('GET', '/api/system/indices/index_sets', { as: ADMIN })).json().index_sets as {
      id: string;
      default: boolean;
    }[];
    expect(list.filter((s) => s.default).map((s) => s.id)).toEqual([id]);
    expect((await own.call('DELETE', `/api/system/indices/index_sets/${id}`, { as: ADMIN })).statusCode).toBe(400);
    expect(await post(port, JSON.stringify({ version: '1.1', host: 'h', short_message: 'unrouted message 1' }))).toBe(202);
    await eventually(async () => expect(await indexOf('unrouted message 1')).toEqual(['fallback_0']));

    const readOnly = await own.call('PUT', `/api/system/indices/index_sets/${ID}`, { as: ADMIN, body: { writable: false } });
    expect(readOnly.statusCode, readOnly.body).toBe(200);
    const refused = await own.call('PUT', `/api/system/indices/index_sets/${ID}/default`, { as: ADMIN });
    expect(refused.statusCode).toBe(409);
    await own.call('PUT', `/api/system/indices/index_sets/${ID}`, { as: ADMIN, body: { writable: true } });
    expect((await own.call('PUT', `/api/system/indices/index_sets/${ID}/default`, { as: ADMIN })).statusCode).toBe(200);
    await own.restart();
    const after = (await own.call('GET', `/api/system/indices/index_sets/${ID}`, { as: ADMIN })).json();
    expect(after.default).toBe(true);
  });

  it('checks time-size optimizing lifetimes as Graylog does', async () => {
    const set = (await own.call('GET', `/api/system/indices/index_sets/${ID}`, { as: ADMIN })).json();
    const put = (min: string, max: string) =>
      own.call('PUT', `/api/system/indices/index_sets/${ID}`, {
        as: ADMIN,
        body: {
          ...set,
          rotation_strategy: { type: `${R}TimeBasedSizeOptimizingStrategyConfig`, index_lifetime_min: min, index_lifetime_max: max },
        },
      });
    expect((await put('PT12H', 'P2D')).json().message).toBe('index_lifetime_min and index_lifetime_max must be whole days');
    expect((await put('P3D', 'P2D')).json().message).toBe('index_lifetime_max <P2D> must not be shorter than index_lifetime_min <P3D>');
    expect((await put('P2D', 'P2D')).json().message).toBe(
      'The leeway between index_lifetime_min <P2D> and index_lifetime_max <P2D> must be at least P1D',
    );
    const ok = await put('P30D', 'P40D');
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().rotation_strategy_class).toBe(`${R}TimeBasedSizeOptimizingStrategy`);
    await own.call('PUT', `/api/system/indices/index_sets/${ID}`, { as: ADMIN, body: set });
  });
});
