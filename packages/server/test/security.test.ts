import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Database from 'better-sqlite3';
import { ADMIN, createUser, CSRF, startServer, type TestServer } from './helpers.js';
import { apiRoutes, fill, PUBLIC, type RouteInfo } from './routes.js';

let server: TestServer;
let routes: RouteInfo[];
let reader: string;
/** An admin session: cheaper per request than Basic credentials (no password hashing). */
let adminCookie: string;

beforeAll(async () => {
  server = await startServer();
  routes = await apiRoutes(server.app);
  reader = await createUser(server, 'reid');
  const login = await server.app.http.inject({ method: 'POST', url: '/api/system/sessions', headers: CSRF, payload: { username: 'admin', password: ADMIN.split(':')[1] } });
  adminCookie = `authentication=${login.json().session_id as string}`;
});
afterAll(async () => {
  await server.close();
});

const ENTITY_TABLES = ['users', 'user_tokens', 'roles', 'sessions', 'grants', 'streams', 'stream_rules', 'views', 'favorites', 'entity_list_preferences', 'searches'];
function counts(): Record<string, number> {
  const db = new Database(path.join(server.dir, 'data', 'sift.db'), { readonly: true });
  const existing = new Set((db.prepare("SELECT name FROM sqlite_master WHERE type = 'table'").all() as { name: string }[]).map((r) => r.name));
  const out = Object.fromEntries(ENTITY_TABLES.filter((t) => existing.has(t)).map((t) => [t, (db.prepare(`SELECT COUNT(*) AS n FROM ${t}`).get() as { n: number }).n]));
  db.close();
  return out;
}

describe('every endpoint', () => {
  it('finds the routes of all subsystems', () => {
    const urls = routes.map((r) => `${r.method} ${r.url}`);
    for (const r of ['POST /api/system/sessions', 'GET /api/users/:user', 'GET /api/streams/paginated', 'POST /api/views', 'PUT /api/system/cluster_config/:cls', 'POST /api/authz/shares/entities/:grn']) {
      expect(urls).toContain(r);
    }
  });

  it('refuses anonymous access with an empty 401, except the public routes', async () => {
    const open: string[] = [];
    for (const r of routes) {
      if (PUBLIC.has(`${r.method} ${r.url}`)) continue;
      const res = await server.app.http.inject({ method: r.method as 'GET', url: fill(r.url), headers: CSRF, ...(r.method === 'GET' || r.method === 'DELETE' ? {} : { payload: {} }) });
      if (res.statusCode !== 401 || res.body !== '') open.push(`${r.method} ${r.url} → ${res.statusCode}`);
    }
    expect(open).toEqual([]);
  });

  it('refuses POST, PUT and DELETE without X-Requested-By, even when authenticated', async () => {
    const unguarded: string[] = [];
    for (const r of routes.filter((x) => x.method !== 'GET')) {
      const res = await server.app.http.inject({
        method: r.method as 'POST',
        url: fill(r.url),
        headers: { cookie: adminCookie },
        ...(r.method === 'DELETE' ? {} : { payload: {} }),
      });
      if (res.statusCode !== 400 || !res.body.includes('CSRF protection header is missing')) unguarded.push(`${r.method} ${r.url} → ${res.statusCode}`);
    }
    expect(unguarded).toEqual([]);
  });
});

describe('a Reader', () => {
  it('is refused where Graylog refuses a Reader', async () => {
    const forbidden: [string, string, unknown?][] = [
      ['GET', '/api/users'],
      ['GET', '/api/users/paginated'],
      ['POST', '/api/users', { username: 'x', password: 'y' }],
      ['GET', '/api/users/admin'],
      ['GET', '/api/roles'],
      ['POST', '/api/roles', { name: 'x', permissions: [] }],
      ['GET', '/api/authz/roles'],
      ['PUT', '/api/system/cluster_config/org.graylog2.indexer.searches.SearchesClusterConfig', {}],
      ['PUT', '/api/system/messageprocessors/config', { processor_order: [], disabled_processors: [] }],
      ['GET', '/api/system/urlwhitelist'],
      ['PUT', '/api/system/urlwhitelist', { entries: [], disabled: true }],
      ['PUT', '/api/system/processing/pause'],
      ['POST', '/api/streams', { title: 'x' }],
      ['DELETE', '/api/system/notifications/generic'],
    ];
    const allowed: string[] = [];
    for (const [method, url, body] of forbidden) {
      const res = await server.call(method as 'GET', url, { as: reader, body });
      if (res.statusCode !== 403) allowed.push(`${method} ${url} → ${res.statusCode}`);
    }
    expect(allowed).toEqual([]);
  });
});

describe('hostile input to every write endpoint', () => {
  const writes = () => routes.filter((r) => (r.method === 'POST' || r.method === 'PUT') && !/\/(pause|resume)$/.test(r.url) && r.url !== '/api/system/sessions');
  const attack = async (label: string, send: (r: RouteInfo) => Promise<{ statusCode: number }>, accept: (status: number) => boolean, only: (r: RouteInfo) => boolean = () => true) => {
    const before = counts();
    const bad: string[] = [];
    for (const r of writes().filter(only)) {
      const res = await send(r);
      if (!accept(res.statusCode)) bad.push(`${label}: ${r.method} ${r.url} → ${res.statusCode}`);
    }
    expect(bad).toEqual([]);
    expect(counts()).toEqual(before);
  };
  const raw = (r: RouteInfo, payload: string, url = fill(r.url)) =>
    server.app.http.inject({ method: r.method as 'POST', url, headers: { ...CSRF, 'content-type': 'application/json', cookie: adminCookie }, payload });

  it('refuses oversized bodies with 413', async () => {
    const huge = JSON.stringify({ title: 'x'.repeat(9 * 1024 * 1024) });
    await attack('oversized', (r) => raw(r, huge), (s) => s === 413);
  });

  it('refuses prototype-pollution keys with 400', async () => {
    await attack('__proto__', (r) => raw(r, '{"title":"x","__proto__":{"isAdmin":true}}'), (s) => s === 400);
    await attack('constructor', (r) => raw(r, '{"title":"x","constructor":{"prototype":{"isAdmin":true}}}'), (s) => s === 400);
    expect(({} as Record<string, unknown>)['isAdmin']).toBeUndefined();
  });

  it('answers malformed JSON and wrong body types with a clean 4xx', async () => {
    await attack('malformed', (r) => raw(r, '{"title":'), (s) => s === 400);
    for (const payload of ['[1,2,3]', '"text"', '42', 'null']) {
      await attack(`wrong type ${payload}`, (r) => raw(r, payload), (s) => s >= 400 && s < 500);
    }
    const wrongFields = '{"title":{"$gt":""},"username":["a"],"password":{},"entries":"x","metrics":7}';
    await attack('wrong fields', (r) => raw(r, wrongFields), (s) => s >= 400 && s < 500);
  });

  it('answers path traversal in every parameter with a clean 4xx', async () => {
    for (const value of ['..%2F..%2F..%2Fetc%2Fpasswd', '..', '%00', 'a%2F..%2Fb']) {
      await attack(`traversal ${value}`, (r) => raw(r, '{}', fill(r.url, value)), (s) => s >= 400 && s < 500, (r) => r.url.includes(':'));
      // Deletes too (logging out of an unknown session is harmless and answers 200, as on Graylog).
      const before = counts();
      const bad: string[] = [];
      for (const r of routes.filter((x) => x.method === 'DELETE' && x.url.includes(':') && !x.url.startsWith('/api/system/sessions'))) {
        const res = await server.app.http.inject({ method: 'DELETE', url: fill(r.url, value), headers: { ...CSRF, cookie: adminCookie } });
        if (res.statusCode < 400 || res.statusCode >= 500) bad.push(`${r.url} → ${res.statusCode}`);
      }
      expect(bad).toEqual([]);
      expect(counts()).toEqual(before);
    }
  });
});
