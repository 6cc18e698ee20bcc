import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, createUser, startServer, type TestServer } from './helpers.js';
import { createInput, eventually, postGelf } from './log-helpers.js';

let server: TestServer;
let reader: string;
let nodeId: string;

beforeAll(async () => {
  server = await startServer();
  reader = await createUser(server, 'dora');
  nodeId = (await server.call('GET', '/api/system', { as: ADMIN })).json().node_id as string;
});
afterAll(async () => {
  await server.close();
});

const get = (url: string, as = ADMIN) => server.call('GET', url, { as });

describe('thread dump (the diagnostic report)', () => {
  it("answers the process's diagnostic report as text, without its environment variables", async () => {
    process.env['SIFT_DUMP_TEST_SECRET'] = 'hunter2-do-not-show';
    try {
      for (const url of ['/api/system/threaddump', `/api/cluster/${nodeId}/threaddump`]) {
        const res = await get(url);
        expect(res.statusCode).toBe(200);
        const text = res.json().threaddump as string;
        const report = JSON.parse(text) as Record<string, unknown>;
        expect(report).toHaveProperty('header');
        expect(report).toHaveProperty('javascriptStack');
        expect(report).toHaveProperty('libuv');
        expect(report).not.toHaveProperty('environmentVariables');
        expect(text).not.toContain('hunter2-do-not-show');
      }
    } finally {
      delete process.env['SIFT_DUMP_TEST_SECRET'];
    }
  });

  it('is for admins and this node only', async () => {
    expect((await get('/api/system/threaddump', reader)).statusCode).toBe(403);
    expect((await get(`/api/cluster/${nodeId}/threaddump`, reader)).statusCode).toBe(403);
    const other = await get('/api/cluster/other-node/threaddump');
    expect(other.statusCode).toBe(404);
    expect(other.json().message).toBe('Node other-node not found.');
  });
});

describe('process buffer dump (the ingest buffer)', () => {
  it('lists the messages waiting while processing is paused, and empties once it resumes', async () => {
    const { port } = await createInput(server, 'org.graylog2.inputs.gelf.http.GELFHttpInput');
    expect((await server.call('PUT', '/api/system/processing/pause', { as: ADMIN })).statusCode).toBe(204);
    try {
      for (const n of [1, 2]) {
        expect(
          await postGelf(port, { version: '1.1', host: 'dump-host', short_message: `waiting message ${n}`, timestamp: 1_700_000_000 + n }),
        ).toBe(202);
      }
      const dump = await eventually(async () => {
        const res = (await get(`/api/cluster/${nodeId}/processbufferdump`)).json().processbuffer_dump as Record<string, string>;
        expect(res['Message 2']).toBeDefined();
        return res;
      });
      expect(dump['Processing']).toBe('paused: messages wait in the buffer until it is resumed');
      expect(dump['Waiting']).toMatch(/^2 messages, the oldest since \d{4}-\d\d-\d\dT/);
      expect(dump['Being written']).toBe('0 messages in 0 batches');
      expect(dump['Message 1']).toBe('2023-11-14T22:13:21.000Z dump-host: waiting message 1');
      expect(dump['Message 2']).toBe('2023-11-14T22:13:22.000Z dump-host: waiting message 2');
    } finally {
      await server.call('PUT', '/api/system/processing/resume', { as: ADMIN });
    }
    await eventually(async () => {
      const dump = (await get('/api/system/processbufferdump')).json().processbuffer_dump as Record<string, string>;
      expect(dump).toEqual({ Processing: 'running', Waiting: '0 messages', 'Being written': '0 messages in 0 batches' });
    });
  });

  it('is for admins and this node only', async () => {
    expect((await get('/api/system/processbufferdump', reader)).statusCode).toBe(403);
    expect((await get(`/api/cluster/${nodeId}/processbufferdump`, reader)).statusCode).toBe(403);
    expect((await get('/api/cluster/other-node/processbufferdump')).statusCode).toBe(404);
  });
});
