import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildApp, type App } from './app.js';
import { readConfig } from './config.js';

let dir: string;
let app: App;

beforeEach(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sift-app-'));
  fs.mkdirSync(path.join(dir, 'console'));
  fs.writeFileSync(path.join(dir, 'console', 'index.html'), '<!doctype html><title>Sift</title>');
  fs.mkdirSync(path.join(dir, 'console', 'assets'));
  fs.writeFileSync(path.join(dir, 'console', 'assets', 'index-AbCd1234.js'), 'export {};');
  const config = readConfig({ SIFT_DATA_DIR: path.join(dir, 'data') }, dir, path.join(dir, 'console'));
  app = await buildApp(config);
});

afterEach(async () => {
  await app.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

describe('embedded server skeleton', () => {
  it('answers GET /api/ with a hello that names the Graylog API version and a stable node id', async () => {
    const res = await app.http.inject({ method: 'GET', url: '/api/' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ version: '5.1.13', product: 'Sift', tagline: 'Data. Insights. Answers.' });
    expect(body.node_id).toMatch(/^[0-9a-f-]{36}$/);
    expect(fs.readFileSync(path.join(dir, 'data', 'node-id'), 'utf8').trim()).toBe(body.node_id);
  });

  it('answers the load balancer status in plain text', async () => {
    const res = await app.http.inject({ method: 'GET', url: '/api/system/lbstatus' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    expect(res.body).toBe('ALIVE');
  });

  it("answers unknown API paths with Graylog's 404 error JSON", async () => {
    const res = await app.http.inject({ method: 'GET', url: '/api/no/such/thing' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ type: 'ApiError', message: 'HTTP 404 Not Found' });
  });

  it('serves the console for client-side routes', async () => {
    const res = await app.http.inject({ method: 'GET', url: '/search?q=error' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<title>Sift</title>');
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('lets the browser keep the hashed assets and check the page itself on every load', async () => {
    const chunk = await app.http.inject({ method: 'GET', url: '/assets/index-AbCd1234.js' });
    expect(chunk.statusCode).toBe(200);
    expect(chunk.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const page = await app.http.inject({ method: 'GET', url: '/index.html' });
    expect(page.headers['cache-control']).toBe('no-cache');
    const root = await app.http.inject({ method: 'GET', url: '/dashboards/abc' });
    expect(root.headers['cache-control']).toBe('no-cache');
  });
});
