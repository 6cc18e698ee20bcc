import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../src/app.js';
import { readConfig } from '../src/config.js';
import { backfill } from '../src/demo/traffic.js';
import { DEMO_INPUT_PORT, demoInputPort } from '../src/demo/port.js';
import { ADMIN, ROOT_PASSWORD } from './helpers.js';

let dir: string | undefined;
let app: App | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
  if (dir) fs.rmSync(dir, { recursive: true, force: true });
  dir = undefined;
});

const start = (demo: string) =>
  buildApp(
    readConfig(
      { SIFT_DATA_DIR: path.join(dir!, 'data'), SIFT_ROOT_PASSWORD: ROOT_PASSWORD, SIFT_DEMO_DATA: demo },
      dir!,
      path.join(dir!, 'none'),
    ),
    { demo: true },
  );
const auth = { authorization: `Basic ${Buffer.from(ADMIN).toString('base64')}`, 'x-requested-by': 'test' };

async function total(query = '') {
  const res = await app!.http.inject({
    method: 'POST',
    url: '/api/views/search/sync',
    headers: auth,
    payload: {
      queries: [
        {
          id: 'q',
          timerange: { type: 'relative', range: 0 },
          query: { type: 'elasticsearch', query_string: query },
          search_types: [{ id: 'm', type: 'messages', limit: 1 }],
        },
      ],
    },
  });
  return res.json().results.q.search_types.m.total_results as number;
}

describe('demo data', () => {
  it('generates web, application and syslog traffic spread over a day', () => {
    const docs = backfill(1000, Date.UTC(2026, 0, 1), 86_400_000);
    const types = new Set(docs.map((d) => d['_log_type']));
    expect(types).toEqual(new Set(['access', 'application', 'syslog']));
    expect(docs.every((d) => typeof d['short_message'] === 'string' && typeof d['host'] === 'string')).toBe(true);
    const times = docs.map((d) => Number(d['timestamp']) * 1000);
    expect(Math.min(...times)).toBeGreaterThanOrEqual(Date.UTC(2026, 0, 1) - 86_400_000);
    expect(times).toEqual([...times].sort((a, b) => a - b));
  });

  it('feeds a real GELF input on first start only, and not when SIFT_DEMO_DATA=off', async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sift-demo-'));
    app = await start('on');
    await expect.poll(() => total(), { timeout: 40_000, interval: 200 }).toBeGreaterThanOrEqual(5000);
    expect(await total('_log_type:access')).toBe(0);
    expect(await total('log_type:access AND http_response_code:[200 TO 599]')).toBeGreaterThan(1000);
    const inputs = (await app.http.inject({ method: 'GET', url: '/api/system/inputs', headers: auth })).json();
    expect(inputs.inputs.map((i: { title: string }) => i.title)).toEqual(['Demo data (GELF TCP)']);
    await app.close();
    app = await start('on');
    expect((await app.http.inject({ method: 'GET', url: '/api/system/inputs', headers: auth })).json().total).toBe(1);
    await app.close();
    fs.rmSync(dir, { recursive: true, force: true });
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sift-demo-'));
    app = await start('off');
    await new Promise((r) => setTimeout(r, 500));
    expect(await total()).toBe(0);
  });

  it('listens elsewhere when 12201 is taken, and reports, keeps and tells `npm run demo` the port it really uses', async () => {
    const squatter = net.createServer();
    await new Promise<void>((resolve) => {
      squatter.once('error', () => resolve()); // taken by something else already: just as good
      squatter.listen(DEMO_INPUT_PORT, '127.0.0.1', () => resolve());
    });
    try {
      dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sift-demo-'));
      app = await start('on');
      await expect.poll(() => total(), { timeout: 40_000, interval: 200 }).toBeGreaterThanOrEqual(5000);
      const reportedPort = async () =>
        (await app!.http.inject({ method: 'GET', url: '/api/system/inputs', headers: auth })).json().inputs[0].attributes.port as number;
      const port = await reportedPort();
      expect(port).not.toBe(DEMO_INPUT_PORT);
      expect(port).toBeGreaterThan(0);
      // The reported port is the one the input listens on: a message sent there is stored.
      const before = await total();
      await new Promise<void>((resolve, reject) => {
        const socket = net.connect(port, '127.0.0.1', () =>
          socket.end(`${JSON.stringify({ version: '1.1', host: 'portprobe', short_message: 'sent to the reported port' })}\0`),
        );
        socket.on('close', () => resolve());
        socket.on('error', reject);
      });
      await expect.poll(() => total('source:portprobe'), { timeout: 5_000, interval: 100 }).toBe(1);
      expect(await total()).toBeGreaterThan(before);
      expect(demoInputPort(path.join(dir, 'data'))).toBe(port);
      await app.close();
      app = await start('on');
      expect(await reportedPort()).toBe(port);
    } finally {
      await new Promise((resolve) => squatter.close(resolve));
    }
  });

  it('tells `npm run demo` the usual port when the data directory holds no server yet', () => {
    expect(demoInputPort(path.join(os.tmpdir(), 'sift-no-such-dir'))).toBe(DEMO_INPUT_PORT);
  });
});
