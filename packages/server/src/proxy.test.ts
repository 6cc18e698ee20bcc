import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildApp, type App } from './app.js';
import { readConfig } from './config.js';

interface Seen {
  method: string;
  url: string;
  headers: http.IncomingHttpHeaders;
  body: string;
}

let upstream: http.Server;
let seen: Seen[];
let app: App;
let dir: string;

beforeEach(async () => {
  seen = [];
  // A stand-in for a real Graylog 5.1 server mounted under /graylog.
  upstream = http.createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString()));
    req.on('end', () => {
      seen.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers, body });
      if (req.url === '/graylog/api/system/sessions' && req.method === 'POST') {
        res.writeHead(200, { 'Content-Type': 'application/json', 'Set-Cookie': 'authentication=abc; Path=/; HttpOnly' });
        res.end(JSON.stringify({ session_id: 'abc', username: 'admin', valid_until: '2026-11-22T10:00:00.000+0000', user_id: '1' }));
        return;
      }
      res.writeHead(404, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify({ type: 'ApiError', message: 'HTTP 404 Not Found' }));
    });
  });
  await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
  const { port } = upstream.address() as AddressInfo;
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sift-proxy-'));
  const config = readConfig(
    { SIFT_DATA_DIR: dir, SIFT_GRAYLOG_URL: `http://127.0.0.1:${port}/graylog` },
    dir,
    path.join(dir, 'no-console'),
  );
  app = await buildApp(config);
});

afterEach(async () => {
  await app.close();
  await new Promise((resolve) => upstream.close(resolve));
  fs.rmSync(dir, { recursive: true, force: true });
});

describe('SIFT_GRAYLOG_URL', () => {
  it('forwards /api calls to the Graylog server with body, headers and cookies intact', async () => {
    const res = await app.http.inject({
      method: 'POST',
      url: '/api/system/sessions',
      headers: { 'content-type': 'application/json', 'x-requested-by': 'XMLHttpRequest', cookie: 'authentication=old' },
      payload: { username: 'admin', password: 'pw', host: 'localhost' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ session_id: 'abc', username: 'admin' });
    expect(res.headers['set-cookie']).toContain('authentication=abc');
    expect(seen).toHaveLength(1);
    expect(seen[0]).toMatchObject({ method: 'POST', url: '/graylog/api/system/sessions' });
    expect(seen[0]!.headers['x-requested-by']).toBe('XMLHttpRequest');
    expect(seen[0]!.headers['cookie']).toBe('authentication=old');
    expect(JSON.parse(seen[0]!.body)).toEqual({ username: 'admin', password: 'pw', host: 'localhost' });
  });

  it("passes Graylog's own answers through unchanged, including errors", async () => {
    const res = await app.http.inject({ method: 'GET', url: '/api/streams?x=1' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ type: 'ApiError', message: 'HTTP 404 Not Found' });
    expect(seen[0]!.url).toBe('/graylog/api/streams?x=1');
  });

  it('does not answer from the embedded server', async () => {
    await app.http.inject({ method: 'GET', url: '/api/' });
    expect(seen.map((s) => s.url)).toEqual(['/graylog/api/']);
  });
});
