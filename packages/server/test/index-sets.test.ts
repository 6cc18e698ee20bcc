import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, createUser, startServer, type TestServer } from './helpers.js';
import { createInput, eventually, messagesOf } from './log-helpers.js';
import { periodMs } from '../src/storage/index-set-routes.js';

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
      id: ID, default: true, writable: true, index_prefix: 'graylog', shards: 1, replicas: 0,
      rotation_strategy_class: 'org.graylog2.indexer.rotation.strategies.MessageCountRotationStrategy',
      rotation_strategy: { type: 'org.graylog2.indexer.rotation.strategies.MessageCountRotationStrategyConfig', max_docs_per_index: 20000000 },
      retention_strategy: { type: 'org.graylog2.indexer.retention.strategies.DeletionRetentionStrategyConfig', max_number_of_indices: 20 },
    });
    expect(list.stats[ID]).toEqual({ indices: 1, documents: 0, size: 0 });
    expect((await server.call('GET', '/api/system/indices/index_sets/nope', { as: ADMIN })).statusCode).toBe(404);
    const reader = await createUser(server, 'setreader');
    expect((await server.call('PUT', `/api/system/indices/index_sets/${ID}`, { as: reader, body: {} })).statusCode).toBe(403);
  });

  it('rotates by message count and deletes the oldest index beyond the retention count', async () => {
    const bad = await server.call('PUT', `/api/system/indices/index_sets/${ID}`, { as: ADMIN, body: { rotation_strategy: { type: 'org.graylog2.indexer.rotation.strategies.MessageCountRotationStrategyConfig', max_docs_per_index: 0 } } });
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
    expect((await server.call('GET', `/api/system/indices/index_sets/${ID}/stats`, { as: ADMIN })).json()).toEqual({ indices: 2, documents: 3, size: 0 });
    await server.restart();
    expect((await server.call('GET', `/api/system/indices/index_sets/${ID}`, { as: ADMIN })).json().rotation_strategy.max_docs_per_index).toBe(2);
  });

  it('reads ISO periods for time-based rotation', () => {
    expect(periodMs('P1D')).toBe(86_400_000);
    expect(periodMs('PT6H')).toBe(21_600_000);
    expect(periodMs('P1W')).toBe(604_800_000);
    expect(periodMs('P')).toBeNull();
    expect(periodMs('1 day')).toBeNull();
  });
});
