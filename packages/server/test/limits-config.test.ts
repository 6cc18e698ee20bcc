import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, startServer, type TestServer } from './helpers.js';
import { createInput } from './log-helpers.js';

// The limits read from SIFT_ settings (README: Configuration) reach the server they configure.
let server: TestServer;
beforeAll(async () => {
  server = await startServer(
    undefined,
    {},
    {
      SIFT_HTTP_REQUEST_TIMEOUT: '7s',
      SIFT_HTTP_IDLE_TIMEOUT: '300ms',
      SIFT_HTTP_MAX_BODY_SIZE: '2kb',
      SIFT_SEARCH_TIMEOUT: '1ms',
      SIFT_SEARCH_MAX_TIMEOUT: '5s',
      SIFT_INPUT_TCP_IDLE_TIMEOUT: '300ms',
      SIFT_LOGIN_THROTTLE_USER_FREE_FAILURES: '1',
    },
  );
});
afterAll(async () => {
  await server.close();
});

const search = {
  queries: [
    {
      id: 'q',
      timerange: { type: 'relative', range: 300 },
      query: { type: 'elasticsearch', query_string: '' },
      search_types: [{ id: 'm', type: 'messages' }],
    },
  ],
};

describe('configured limits', () => {
  it('give API clients SIFT_HTTP_REQUEST_TIMEOUT to send a request (never unlimited)', () => {
    expect(server.app.http.server.requestTimeout).toBe(7000);
  });

  it('close an API connection idle between requests for SIFT_HTTP_IDLE_TIMEOUT', async () => {
    await server.app.http.listen({ host: '127.0.0.1', port: 0 });
    const { port } = server.app.http.server.address() as net.AddressInfo;
    const socket = net.connect(port, '127.0.0.1');
    let answer = '';
    socket.on('data', (chunk: Buffer) => (answer += chunk.toString()));
    await new Promise<void>((resolve) => socket.once('connect', () => resolve()));
    socket.write('GET /api/system/lbstatus HTTP/1.1\r\nHost: localhost\r\nConnection: keep-alive\r\n\r\n');
    const answeredAt = await new Promise<number>((resolve) => socket.once('data', () => resolve(Date.now())));
    await new Promise<void>((resolve) => socket.once('close', () => resolve()));
    const idle = Date.now() - answeredAt;
    expect(answer).toMatch(/^HTTP\/1.1 200/);
    expect(idle).toBeGreaterThanOrEqual(250);
    expect(idle).toBeLessThan(3000);
  });

  it('refuse an API body over SIFT_HTTP_MAX_BODY_SIZE with 413', async () => {
    const res = await server.call('POST', '/api/views/search/sync', { as: ADMIN, body: { ...search, padding: 'x'.repeat(3000) } });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ type: 'ApiError' });
  });

  it('give a search SIFT_SEARCH_TIMEOUT when it names none, and at most SIFT_SEARCH_MAX_TIMEOUT', async () => {
    const timedOut = await server.call('POST', '/api/views/search/sync', { as: ADMIN, body: search });
    expect(timedOut.statusCode).toBe(408);
    expect(timedOut.json().message).toMatch(/^Search timed out after 1 ms/);
    const tooLong = await server.call('POST', '/api/views/search/sync?timeout=6000', { as: ADMIN, body: search });
    expect(tooLong.json()).toEqual({ type: 'ApiError', message: 'timeout must be a whole number of milliseconds from 1 to 5000.' });
    expect((await server.call('POST', '/api/views/search/sync?timeout=5000', { as: ADMIN, body: search })).statusCode).toBe(200);
  });

  it('slow sign-in down after SIFT_LOGIN_THROTTLE_USER_FREE_FAILURES wrong passwords', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 3; i++) {
      const res = await server.call('POST', '/api/system/sessions', {
        body: { username: 'guesser', password: `wrong-${i}`, host: 'test' },
      });
      statuses.push(res.statusCode);
    }
    // One failure is free; the next attempt within the wait that failure began is refused (by default
    // five failures are free).
    expect(statuses).toEqual([401, 429, 429]);
  });

  it('close a TCP input connection silent for SIFT_INPUT_TCP_IDLE_TIMEOUT', async () => {
    const { port } = await createInput(server, 'org.graylog2.inputs.gelf.tcp.GELFTCPInput');
    const socket = net.connect(port, '127.0.0.1');
    const opened = Date.now();
    await new Promise<void>((resolve) => socket.once('close', () => resolve()));
    const lasted = Date.now() - opened;
    expect(lasted).toBeGreaterThanOrEqual(250);
    expect(lasted).toBeLessThan(3000);
  });
});
