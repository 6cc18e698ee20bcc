import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, createUser, startServer, type TestServer } from './helpers.js';
import { createInput, eventually } from './log-helpers.js';

let server: TestServer;
let base: string;
let gelfPort: number;
beforeAll(async () => {
  server = await startServer();
  base = await server.app.http.listen({ host: '127.0.0.1', port: 0 });
  gelfPort = (await createInput(server, 'org.graylog2.inputs.gelf.http.GELFHttpInput')).port;
});
afterAll(async () => {
  await server.close();
});

function postGelf(doc: Record<string, unknown>): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = http.request({ host: '127.0.0.1', port: gelfPort, path: '/gelf', method: 'POST' }, (res) => {
      res.resume();
      resolve(res.statusCode ?? 0);
    });
    req.on('error', reject);
    req.end(JSON.stringify({ version: '1.1', host: 'live-host', ...doc }));
  });
}

interface LiveEvent {
  event: string;
  data: unknown;
  at: number;
}

/** Opens `GET /api/sift/live` and collects its events (and comments) as they arrive. */
function openLive(params: Record<string, string>, as = ADMIN) {
  const events: LiveEvent[] = [];
  const comments: string[] = [];
  const url = new URL(`${base}/api/sift/live`);
  for (const [k, v] of Object.entries(params)) url.searchParams.set(k, v);
  let request!: http.ClientRequest;
  const response = new Promise<http.IncomingMessage>((resolve, reject) => {
    request = http.get(url, { headers: { authorization: `Basic ${Buffer.from(as).toString('base64')}` } }, (res) => {
      let buffer = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        buffer += chunk;
        let end: number;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          let event = 'message';
          let data: string | null = null;
          for (const line of block.split('\n')) {
            if (line.startsWith(':')) comments.push(line.slice(1).trim());
            else if (line.startsWith('event: ')) event = line.slice(7);
            else if (line.startsWith('data: ')) data = line.slice(6);
          }
          if (data !== null) events.push({ event, data: JSON.parse(data), at: Date.now() });
        }
      });
      resolve(res);
    });
    request.on('error', reject);
  });
  return { response, events, comments, close: () => request.destroy() };
}

async function liveConnections(): Promise<number> {
  const res = await server.call('POST', '/api/system/metrics/multiple', {
    as: ADMIN,
    body: { metrics: ['org.graylog2.sift.live.connections'] },
  });
  return (res.json().metrics[0]?.metric.value as number | undefined) ?? -1;
}

const messagesOf = (events: LiveEvent[]) =>
  events
    .filter((e) => e.event === 'message')
    .map(
      (e) =>
        e.data as { message: Record<string, unknown>; index: string; highlight_ranges: Record<string, unknown>; decoration_stats: null },
    );

describe('live search (server-sent events)', () => {
  it('is advertised by GET /api/sift/capabilities, for signed-in users only', async () => {
    const res = await server.call('GET', '/api/sift/capabilities', { as: ADMIN });
    expect([res.statusCode, res.json()]).toEqual([200, { live: true }]);
    expect((await server.call('GET', '/api/sift/capabilities')).statusCode).toBe(401);
    expect((await server.call('GET', '/api/sift/live')).statusCode).toBe(401);
  });

  it('streams a newly sent matching message within 2 s, as a messages row, and not the others', async () => {
    const live = openLive({ query: 'checkout AND level:3' });
    const res = await live.response;
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/event-stream; charset=utf-8');
    await eventually(async () => expect(await liveConnections()).toBe(1));

    expect(await postGelf({ short_message: 'checkout failed for order 7', level: 6 })).toBe(202);
    expect(await postGelf({ short_message: 'login failed', level: 3 })).toBe(202);
    const sent = Date.now();
    expect(await postGelf({ short_message: 'checkout failed for order 8', level: 3, _order: 8 })).toBe(202);
    await eventually(async () => expect(messagesOf(live.events)).toHaveLength(1), 2000);
    const [row] = messagesOf(live.events);
    expect(live.events.find((e) => e.event === 'message')!.at - sent).toBeLessThan(2000);
    expect(row).toMatchObject({
      message: { message: 'checkout failed for order 8', source: 'live-host', level: 3, order: 8, streams: ['000000000000000000000001'] },
      index: 'graylog_0',
      highlight_ranges: { message: [{ start: 0, length: 8 }] },
      decoration_stats: null,
    });
    expect(typeof row!.message['_id']).toBe('string');
    expect(row!.message['timestamp']).toMatch(/^\d{4}-\d\d-\d\dT.*Z$/);
    // Nothing else arrives (the two non-matching messages were in the same or an earlier batch).
    await new Promise((r) => setTimeout(r, 600));
    expect(messagesOf(live.events)).toHaveLength(1);
    live.close();
  });

  it('filters by the streams named, and refuses streams the user may not read with 403', async () => {
    const created = await server.call('POST', '/api/streams', {
      as: ADMIN,
      body: {
        title: 'Payments',
        rules: [{ type: 1, field: 'team', value: 'payments' }],
        matching_type: 'AND',
        remove_matches_from_default_stream: false,
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    const streamId = created.json().stream_id as string;
    expect((await server.call('POST', `/api/streams/${streamId}/resume`, { as: ADMIN })).statusCode).toBe(204);

    const bob = await createUser(server, 'bob');
    const refused = openLive({ streams: streamId }, bob);
    const res = await refused.response;
    expect(res.statusCode).toBe(403);

    const live = openLive({ query: '', streams: streamId });
    expect((await live.response).statusCode).toBe(200);
    await postGelf({ short_message: 'other team', _team: 'search' });
    await postGelf({ short_message: 'payment captured', _team: 'payments' });
    await eventually(async () => expect(messagesOf(live.events).map((r) => r.message['message'])).toEqual(['payment captured']), 3000);
    live.close();
  });

  it('answers 400 for a query that cannot be parsed', async () => {
    const live = openLive({ query: 'level:(3' });
    const res = await live.response;
    expect(res.statusCode).toBe(400);
    live.close();
  });

  it('forgets a connection when the client goes away', async () => {
    await eventually(async () => expect(await liveConnections()).toBe(0));
    const first = openLive({ query: 'goodbye' });
    const second = openLive({ query: 'goodbye' });
    await Promise.all([first.response, second.response]);
    await eventually(async () => expect(await liveConnections()).toBe(2));
    first.close();
    await eventually(async () => expect(await liveConnections()).toBe(1));
    // The remaining connection still receives messages.
    await postGelf({ short_message: 'goodbye and hello' });
    await eventually(async () => expect(messagesOf(second.events)).toHaveLength(1), 2000);
    expect(messagesOf(first.events)).toHaveLength(0);
    second.close();
    await eventually(async () => expect(await liveConnections()).toBe(0));
  });

  it('ends open connections when the server shuts down', async () => {
    const live = openLive({ query: '' });
    const res = await live.response;
    const ended = new Promise<void>((resolve) => res.on('close', () => resolve()));
    await server.restart();
    await ended;
    expect(await liveConnections()).toBe(0);
  });
});
