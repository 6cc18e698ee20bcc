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
    expect((await server.call('GET', `/api/system/indices/index_sets/${ID}/stats`, { as: ADMIN })).json()).toEqual({
      indices: 2,
      documents: 3,
      size: 0,
    });
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
      expect((await own.call('GET', `/api/system/indices/index_sets/${ID}/stats`, { as: ADMIN })).json()).toEqual({
        indices: 2,
        documents: 2,
        size: 0,
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
    expect(list.stats[set.id]).toEqual({ indices: 0, documents: 0, size: 0 });
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
