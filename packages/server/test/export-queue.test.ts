import http from 'node:http';
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, CSRF, startServer, type TestServer } from './helpers.js';
import { createInput, eventually, messagesOf } from './log-helpers.js';
import { SEARCHES_QUEUED, SEARCHES_RUNNING } from '../src/search/gate.js';

// Exports and field lists take their turn at the search gate with searches (issue 17): with its one
// slot taken by an export whose client does not read, another export and a field list wait, then
// complete once the slot is free.
const MESSAGES = 20_000;
let server: TestServer;
let port: number;
beforeAll(async () => {
  server = await startServer(undefined, {}, { SIFT_SEARCH_CONCURRENCY: '1' });
  const input = await createInput(server, 'org.graylog2.inputs.gelf.tcp.GELFTCPInput');
  const padding = 'x'.repeat(2000);
  await new Promise<void>((resolve) => {
    const socket = net.connect(input.port, '127.0.0.1', () =>
      socket.end(
        Array.from(
          { length: MESSAGES },
          (_, i) => `${JSON.stringify({ version: '1.1', host: 'export', short_message: `export ${i} ${padding}` })}\0`,
        ).join(''),
      ),
    );
    socket.on('close', () => resolve());
  });
  await eventually(async () => expect((await messagesOf(server, 'export', { limit: 1 })).total_results).toBe(MESSAGES), 30_000);
  await server.app.http.listen({ host: '127.0.0.1', port: 0 });
  port = (server.app.http.server.address() as net.AddressInfo).port;
}, 60_000);
afterAll(async () => {
  await server.close();
});

const headers = { authorization: `Basic ${Buffer.from(ADMIN).toString('base64')}`, 'content-type': 'application/json', ...CSRF };
const exportBody = JSON.stringify({
  timerange: { type: 'relative', range: 3600 },
  query_string: { type: 'elasticsearch', query_string: 'export' },
  streams: [],
  fields_in_order: ['message'],
});
const gauge = async (name: string): Promise<number> =>
  ((await server.call('GET', `/api/system/metrics/${name}`, { as: ADMIN })).json() as { value: number }).value;

describe('an export while the search slots are taken', () => {
  it('waits its turn, as does a field list, and completes once the slot is free', { timeout: 60_000 }, async () => {
    // The first export's client reads nothing: its download stops in the connection, holding the slot.
    const held = await new Promise<http.IncomingMessage>((resolve, reject) => {
      const request = http.request({ host: '127.0.0.1', port, method: 'POST', path: '/api/views/search/messages', headers }, resolve);
      request.on('error', reject);
      request.end(exportBody);
    });
    expect(held.statusCode).toBe(200);
    held.pause();
    await eventually(async () => expect(await gauge(SEARCHES_RUNNING)).toBe(1));

    let secondDone = false;
    const second = fetch(`http://127.0.0.1:${port}/api/views/search/messages`, { method: 'POST', headers, body: exportBody }).then(
      async (res) => {
        const text = await res.text();
        secondDone = true;
        return { status: res.status, lines: text.split('\n').filter((line) => line !== '').length };
      },
    );
    const fields = fetch(`http://127.0.0.1:${port}/api/views/fields`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ timerange: { type: 'relative', range: 3600 } }),
    }).then(async (res) => ({ status: res.status, names: ((await res.json()) as { name: string }[]).map((f) => f.name) }));
    await eventually(async () => expect(await gauge(SEARCHES_QUEUED)).toBe(2));
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(secondDone).toBe(false);
    expect(await gauge(SEARCHES_RUNNING)).toBe(1);

    // The first client reads its download to the end; then the others run, in turn, and complete.
    let firstLines = 0;
    held.on('data', (chunk: Buffer) => (firstLines += chunk.toString().split('\n').length - 1));
    await new Promise<void>((resolve) => {
      held.on('end', () => resolve());
      held.resume();
    });
    expect(firstLines).toBe(MESSAGES + 1);
    expect(await second).toEqual({ status: 200, lines: MESSAGES + 1 });
    const listed = await fields;
    expect(listed.status).toBe(200);
    expect(listed.names).toContain('message');
    await eventually(async () => expect([await gauge(SEARCHES_RUNNING), await gauge(SEARCHES_QUEUED)]).toEqual([0, 0]));
  });
});
