import { createHash } from 'node:crypto';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Database from 'better-sqlite3';
import type { LightMyRequestResponse } from 'fastify';
import { ADMIN, createUser, CSRF, startServer, type TestServer } from './helpers.js';
import { createInput } from './log-helpers.js';
import { apiRoutes, fill, PARAM, type RouteInfo } from './routes.js';
import { LENIENT, NO_BODY, OPTIONAL_BODY, ROUTE_ACCESS } from './route-access.js';
import { minimalDashboard, storeSearch } from './views-helpers.js';

const SEARCH_CONFIG = 'org.graylog2.indexer.searches.SearchesClusterConfig';

let server: TestServer;
let routes: RouteInfo[];
const key = (r: RouteInfo) => `${r.method} ${r.url}`;

/** Entities the requests point at: the Reader `reid`, another user `olga`, and admin-owned stream, dashboard, search and input. */
const fx = {
  reader: '',
  readerId: '',
  otherId: '',
  nodeId: '',
  streamId: '',
  ruleId: '',
  viewId: '',
  searchId: 'aaaaaaaaaaaaaaaaaaaaaaa9',
  inputId: '',
  indexSetId: '',
  adminRoleId: '',
  adminSession: '',
  /** A stream shared with the Reader (view capability) and a search the Reader owns. */
  sharedStreamId: '',
  readerSearchId: 'ccccccccccccccccccccccc1',
};

beforeAll(async () => {
  server = await startServer();
  routes = await apiRoutes(server.app);
  fx.reader = await createUser(server, 'reid');
  await createUser(server, 'olga');
  fx.readerId = (await server.call('GET', '/api/users/reid', { as: ADMIN })).json().id;
  fx.otherId = (await server.call('GET', '/api/users/olga', { as: ADMIN })).json().id;
  fx.nodeId = (await server.call('GET', '/api/')).json().node_id;
  fx.streamId = (
    await server.call('POST', '/api/streams', {
      as: ADMIN,
      body: { title: 'Admin only', rules: [{ type: 1, field: 'source', value: 'x' }] },
    })
  ).json().stream_id;
  fx.ruleId = (await server.call('GET', `/api/streams/${fx.streamId}/rules`, { as: ADMIN })).json().stream_rules[0].id;
  const { search, view } = minimalDashboard(fx.searchId, 'Admin dashboard');
  storeSearch(server, search);
  fx.viewId = (await server.call('POST', '/api/views', { as: ADMIN, body: view })).json().id;
  fx.inputId = (await createInput(server, 'org.graylog2.inputs.gelf.udp.GELFUDPInput')).id;
  fx.indexSetId = (await server.call('GET', '/api/system/indices/index_sets', { as: ADMIN })).json().index_sets[0].id;
  fx.adminRoleId = (await server.call('GET', '/api/authz/roles', { as: ADMIN }))
    .json()
    .roles.find((r: { name: string }) => r.name === 'Admin').id;
  const login = await server.app.http.inject({
    method: 'POST',
    url: '/api/system/sessions',
    headers: CSRF,
    payload: { username: 'admin', password: ADMIN.split(':')[1] },
  });
  fx.adminSession = login.json().session_id;
  fx.sharedStreamId = (await server.call('POST', '/api/streams', { as: ADMIN, body: { title: 'Shared with reid' } })).json().stream_id;
  const shared = await server.call('POST', `/api/authz/shares/entities/${encodeURIComponent(`grn::::stream:${fx.sharedStreamId}`)}`, {
    as: ADMIN,
    body: { selected_grantee_capabilities: { 'grn::::user:local:admin': 'own', [`grn::::user:${fx.readerId}`]: 'view' } },
  });
  expect(shared.statusCode, shared.body).toBe(200);
  const readerSearch = await server.call('POST', '/api/views/search', { as: fx.reader, body: minimalDashboard(fx.readerSearchId).search });
  expect(readerSearch.statusCode, readerSearch.body).toBe(201);
});
afterAll(async () => {
  await server.close();
});

/**
 * A value for each path parameter. `who` is the user a `:user`-like parameter names: the Reader itself
 * (`own`) or another user (`other`); every other parameter names an admin-owned entity.
 */
function urlFor(route: RouteInfo, who: 'own' | 'other'): string {
  const { url } = route;
  return url.replace(PARAM, (_match, name: string) => {
    const v = (() => {
      switch (name) {
        case 'user':
          return url.startsWith('/api/users/id/') ? (who === 'own' ? fx.readerId : fx.otherId) : who === 'own' ? 'reid' : 'olga';
        case 'userId':
          return who === 'own' ? fx.readerId : fx.otherId;
        case 'username':
          return url.startsWith('/api/system/permissions/') || url.startsWith('/api/authz/roles/user/')
            ? who === 'own'
              ? 'reid'
              : 'olga'
            : 'olga';
        case 'name':
          return url.startsWith('/api/roles/') ? 'Admin' : 'probe-token';
        case 'id':
          if (url.startsWith('/api/streams/')) return fx.streamId;
          if (url.startsWith('/api/views/search/')) return fx.searchId;
          if (url.startsWith('/api/views/')) return fx.viewId;
          if (url.startsWith('/api/system/inputs') || url.includes('/inputstates/')) return fx.inputId;
          if (url.includes('/index_sets/')) return fx.indexSetId;
          if (url.startsWith('/api/authz/roles/')) return fx.adminRoleId;
          if (url.startsWith('/api/entitylists/preferences/')) return 'dashboards';
          return 'unknown-message-id';
        case 'ruleId':
          return fx.ruleId;
        case 'grn':
          return encodeURIComponent(`grn::::dashboard:${fx.viewId}`);
        case 'searchId':
          return fx.searchId;
        case 'searchTypeId':
          return 'st1';
        case 'nodeId':
          return fx.nodeId;
        case 'sessionId':
          return fx.adminSession;
        case 'cls':
          return SEARCH_CONFIG;
        case 'key':
          return url.startsWith('/api/system/customization/') ? 'notifications' : 'some_field';
        case 'type':
          return url.startsWith('/api/system/notifications/') ? 'generic' : 'org.graylog2.inputs.gelf.udp.GELFUDPInput';
        case 'status':
          return 'disabled';
        case 'index':
          return 'graylog_0';
        default:
          return '5f0c1a2b3c4d5e6f7a8b9c0d';
      }
    })();
    return v;
  });
}

/**
 * Request bodies and query strings that get a Reader's request as far as the permission check Graylog
 * makes. `scope` picks, for stream- and search-scoped routes, the admin's stream and search (`denied`) or
 * the stream shared with the Reader and the Reader's own search (`permitted`).
 */
function readerRequest(route: RouteInfo, scope: 'denied' | 'permitted' = 'denied'): { url?: string; body?: unknown } {
  const streamId = scope === 'denied' ? fx.streamId : fx.sharedStreamId;
  const searchId = scope === 'denied' ? fx.searchId : fx.readerSearchId;
  const stream = [streamId];
  switch (key(route)) {
    case 'POST /api/views':
      return { body: minimalDashboard(fx.searchId, 'Reader dashboard').view };
    case 'GET /api/sift/live':
      return { url: `/api/sift/live?streams=${streamId}` };
    case 'POST /api/search/suggest':
      return { body: { field: 'source', input: '', streams: stream } };
    case 'POST /api/views/fields':
      return { body: { streams: stream } };
    case 'POST /api/views/search/messages':
      return { body: { streams: stream, fields_in_order: ['message'] } };
    case 'POST /api/views/search/sync': {
      const { search } = minimalDashboard(scope === 'denied' ? 'bbbbbbbbbbbbbbbbbbbbbbb1' : 'bbbbbbbbbbbbbbbbbbbbbbb2');
      search.queries[0]!.filter = { type: 'or', filters: [{ type: 'stream', id: streamId }] };
      return { body: search };
    }
    case 'GET /api/views/search/:id':
    case 'POST /api/views/search/:id/execute':
    case 'POST /api/views/search/messages/:searchId':
    case 'POST /api/views/search/messages/:searchId/:searchTypeId':
    case 'POST /api/views/export/:searchId':
    case 'POST /api/views/export/:searchId/:searchTypeId':
      return {
        url: urlFor(route, 'own').replace(fx.searchId, searchId),
        ...(route.method === 'POST' ? { body: /\/(messages|export)\//.test(route.url) ? { fields_in_order: ['message'] } : {} } : {}),
      };
    case 'PUT /api/users/:user/password':
      return { body: { old_password: 'wrong', password: 'new-password' } };
    case 'PUT /api/users/:user/preferences':
      return { body: { preferences: { themeMode: 'noir' } } };
    case 'POST /api/system/metrics/multiple':
    case 'POST /api/cluster/metrics/multiple':
      return { body: { metrics: ['org.graylog2.throughput.input.1-sec-rate'] } };
    case 'POST /api/views/bulk_delete':
      return { body: { entity_ids: [fx.viewId] } };
    default:
      return route.method === 'GET' || route.method === 'DELETE' ? {} : { body: {} };
  }
}

const isErrorBody = (res: LightMyRequestResponse) => {
  try {
    const body = res.json() as Record<string, unknown>;
    return (
      (typeof body['type'] === 'string' && typeof body['message'] === 'string') ||
      (body['validation_result'] as { failed?: boolean } | undefined)?.failed === true
    );
  } catch {
    return false;
  }
};

describe('the route table', () => {
  it('finds the routes of all subsystems, including routes that share a parameter node', () => {
    const urls = routes.map(key);
    for (const r of [
      'POST /api/system/sessions',
      'GET /api/users/:user',
      'GET /api/users/id/:user',
      'GET /api/streams/paginated',
      'POST /api/views',
      'PUT /api/system/cluster_config/:cls',
      'POST /api/authz/shares/entities/:grn',
      'POST /api/users/:user/tokens/:name|:token',
      'DELETE /api/users/:user/tokens/:name|:token',
    ]) {
      expect(urls).toContain(r);
    }
    expect(routes.length).toBeGreaterThan(140);
  });

  it('classifies every route (a new route must say who may call it) and names no route that does not exist', () => {
    const urls = new Set(routes.map(key));
    expect(routes.map(key).filter((k) => !(k in ROUTE_ACCESS))).toEqual([]);
    expect(Object.keys(ROUTE_ACCESS).filter((k) => !urls.has(k))).toEqual([]);
    expect(
      [...Object.keys(NO_BODY), ...Object.keys(LENIENT), ...Object.keys(OPTIONAL_BODY)].filter(
        (k) => !urls.has(k) || !(k.startsWith('POST ') || k.startsWith('PUT ')),
      ),
    ).toEqual([]);
  });
});

describe('every endpoint', () => {
  it('refuses anonymous access with an empty 401, except the public routes', async () => {
    const wrong: string[] = [];
    for (const r of routes) {
      const res = await server.app.http.inject({
        method: r.method as 'GET',
        url: fill(r.url),
        headers: CSRF,
        ...(r.method === 'GET' || r.method === 'DELETE' ? {} : { payload: {} }),
      });
      const isPublic = ROUTE_ACCESS[key(r)]?.kind === 'public';
      if (isPublic ? res.statusCode === 401 || res.statusCode >= 500 : res.statusCode !== 401 || res.body !== '')
        wrong.push(`${key(r)} → ${res.statusCode}`);
    }
    expect(wrong).toEqual([]);
  });

  it('refuses POST, PUT and DELETE without X-Requested-By, even when authenticated', async () => {
    const unguarded: string[] = [];
    for (const r of routes.filter((x) => x.method !== 'GET')) {
      const res = await server.app.http.inject({
        method: r.method as 'POST',
        url: fill(r.url),
        headers: { cookie: `authentication=${fx.adminSession}` },
        ...(r.method === 'DELETE' ? {} : { payload: {} }),
      });
      if (res.statusCode !== 400 || !res.body.includes('CSRF protection header is missing'))
        unguarded.push(`${key(r)} → ${res.statusCode}`);
    }
    expect(unguarded).toEqual([]);
  });
});

describe('a Reader', () => {
  it('is refused (403) where Graylog requires a permission a Reader lacks, and served where Readers are allowed', async () => {
    const wrong: string[] = [];
    const send = (r: RouteInfo, who: 'own' | 'other', scope: 'denied' | 'permitted' = 'denied') => {
      const extra = readerRequest(r, scope);
      return server.call(r.method as 'GET', extra.url ?? urlFor(r, who), {
        as: fx.reader,
        ...(extra.body !== undefined ? { body: extra.body } : {}),
      });
    };
    const served = (s: number) => (s >= 200 && s < 300) || s === 400 || s === 404;
    for (const r of routes) {
      const access = ROUTE_ACCESS[key(r)];
      if (!access || access.kind === 'public') continue;
      const res = await send(r, 'own');
      const got = `${key(r)} (${access.kind}) → ${res.statusCode} ${res.body.slice(0, 120)}`;
      switch (access.kind) {
        case 'forbidden':
          if (res.statusCode !== 403 || !isErrorBody(res)) wrong.push(got);
          break;
        case 'scoped': {
          if (res.statusCode !== 403 || !isErrorBody(res)) wrong.push(got);
          // The live stream stays open when permitted; live.test.ts covers it.
          if (key(r) === 'GET /api/sift/live') break;
          const permitted = await send(r, 'own', 'permitted');
          if (!(permitted.statusCode >= 200 && permitted.statusCode < 300))
            wrong.push(`${key(r)} (permitted stream or own search) → ${permitted.statusCode} ${permitted.body.slice(0, 120)}`);
          break;
        }
        case 'hidden':
          if (res.statusCode !== 404 || !isErrorBody(res)) wrong.push(got);
          break;
        case 'allowed':
          if (!served(res.statusCode)) wrong.push(got);
          break;
        case 'own': {
          if (!served(res.statusCode)) wrong.push(got);
          const other = await send(r, 'other');
          if (other.statusCode !== 403 || !isErrorBody(other))
            wrong.push(`${key(r)} (another user's) → ${other.statusCode} ${other.body.slice(0, 120)}`);
          break;
        }
      }
    }
    expect(wrong).toEqual([]);
    // Logging out with the admin's session id as a Reader leaves that session alone.
    const valid = await server.app.http.inject({
      method: 'GET',
      url: '/api/system/sessions',
      cookies: { authentication: fx.adminSession },
    });
    expect(valid.json().is_valid).toBe(true);
  });
});

/** Row counts and a content hash of every table in the entity store (sift.db), whatever subsystem made it. */
function snapshot(): Record<string, string> {
  const db = new Database(path.join(server.dir, 'data', 'sift.db'), { readonly: true });
  const tables = (
    db.prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name").all() as { name: string }[]
  ).map((r) => r.name);
  const out: Record<string, string> = {};
  for (const t of tables) {
    const rows = db.prepare(`SELECT * FROM "${t}"`).all();
    // Sessions are touched by every authenticated request (sliding expiry); count them, do not hash them.
    const content = t === 'sessions' ? '' : createHash('sha256').update(JSON.stringify(rows)).digest('hex').slice(0, 16);
    out[t] = `${rows.length} ${content}`;
  }
  db.close();
  return out;
}

describe('hostile input to every write endpoint', () => {
  const writes = () => routes.filter((r) => r.method === 'POST' || r.method === 'PUT');
  const reads = (r: RouteInfo) => !(key(r) in NO_BODY);
  const strict = (r: RouteInfo) => reads(r) && !(key(r) in LENIENT);
  /** Path parameters point at real entities, so requests get past the lookups to the body. */
  const target = (r: RouteInfo) => urlFor(r, 'other');
  const raw = (r: RouteInfo, payload: string, url = target(r)) =>
    server.app.http.inject({
      method: r.method as 'POST',
      url,
      headers: { ...CSRF, 'content-type': 'application/json', authorization: `Basic ${Buffer.from(ADMIN).toString('base64')}` },
      payload,
    });

  const attack = async (
    label: string,
    send: (r: RouteInfo) => Promise<LightMyRequestResponse>,
    accept: (status: number) => boolean,
    only: (r: RouteInfo) => boolean = () => true,
  ) => {
    const before = snapshot();
    const bad: string[] = [];
    for (const r of writes().filter(only)) {
      const res = await send(r);
      if (!accept(res.statusCode) || !isErrorBody(res)) bad.push(`${label}: ${key(r)} → ${res.statusCode} ${res.body.slice(0, 160)}`);
    }
    expect(bad).toEqual([]);
    expect(snapshot()).toEqual(before);
  };
  const clientError = (s: number) => s >= 400 && s < 500;

  it('refuses oversized bodies with 413', async () => {
    const huge = JSON.stringify({ title: 'x'.repeat(9 * 1024 * 1024) });
    await attack(
      'oversized',
      (r) => raw(r, huge),
      (s) => s === 413,
    );
  });

  it('refuses fields too long to store (a body under the limit) with a clean 4xx', async () => {
    const long = 'x'.repeat(7 * 1024 * 1024);
    const body = JSON.stringify({
      title: long,
      description: long,
      name: long,
      username: long,
      password: long,
      preferences: { p: long },
      permissions: [long],
      query_string: long,
      url: long,
    });
    await attack('long fields', (r) => raw(r, body), clientError, strict);
  });

  it('refuses otherwise valid entities with one field too long to store, storing nothing', async () => {
    const long = 'x'.repeat(6 * 1024 * 1024);
    const { view } = minimalDashboard(fx.searchId, 'Too long');
    const cases: [string, string, unknown][] = [
      ['POST', '/api/streams', { title: long }],
      ['POST', '/api/streams', { title: 't', rules: [{ type: 1, field: 'source', value: long }] }],
      ['POST', `/api/streams/${fx.streamId}/rules`, { type: 1, field: long, value: 'x' }],
      ['POST', '/api/users', { username: 'longname', password: 'p', email: 'e@x.org', full_name: long, permissions: [] }],
      ['POST', '/api/users', { username: 'longpass', password: long, email: 'e@x.org', full_name: 'x', permissions: [] }],
      ['PUT', '/api/users/olga', { full_name: long }],
      ['PUT', '/api/users/olga/preferences', { preferences: { p: long } }],
      ['POST', '/api/roles', { name: 'Long', description: long, permissions: [] }],
      ['POST', '/api/roles', { name: 'Long2', description: 'd', permissions: [long] }],
      ['POST', '/api/views', { ...view, title: long }],
      ['POST', '/api/views', { ...view, description: long }],
      ['POST', '/api/views', { ...view, state: { q1: { ...view.state.q1, titles: { widget: { w1: long } } } } }],
      ['POST', '/api/entitylists/preferences/dashboards', { displayed_attributes: [long] }],
      ['PUT', '/api/system/urlwhitelist', { entries: [{ id: '1', type: 'literal', title: 't', value: long }], disabled: false }],
      [
        'PUT',
        `/api/system/cluster_config/${SEARCH_CONFIG}`,
        {
          query_time_range_limit: 'P1D',
          relative_timerange_options: { PT5M: long },
          surrounding_timerange_options: {},
          surrounding_filter_fields: [],
        },
      ],
      [
        'PUT',
        '/api/system/customization/notifications',
        {
          a: {
            title: 't',
            shortMessage: 's',
            longMessage: long,
            isActive: true,
            isDismissible: true,
            atLogin: false,
            isGlobal: false,
            variant: 'info',
            hiddenTitle: false,
          },
        },
      ],
    ];
    const before = snapshot();
    const bad: string[] = [];
    for (const [method, url, body] of cases) {
      const res = await server.call(method as 'POST', url, { as: ADMIN, body });
      if (!clientError(res.statusCode) || !isErrorBody(res)) bad.push(`${method} ${url} → ${res.statusCode} ${res.body.slice(0, 120)}`);
    }
    expect(bad).toEqual([]);
    expect(snapshot()).toEqual(before);
  });

  it('refuses prototype-pollution keys at any depth with 400', async () => {
    await attack(
      '__proto__',
      (r) => raw(r, '{"title":"x","__proto__":{"isAdmin":true}}'),
      (s) => s === 400,
    );
    await attack(
      'nested __proto__',
      (r) => raw(r, '{"preferences":{"a":[{"__proto__":{"isAdmin":true}}]}}'),
      (s) => s === 400,
    );
    await attack(
      'constructor',
      (r) => raw(r, '{"title":"x","constructor":{"prototype":{"isAdmin":true}}}'),
      (s) => s === 400,
    );
    expect(({} as Record<string, unknown>)['isAdmin']).toBeUndefined();
  });

  it('answers malformed JSON with 400', async () => {
    await attack(
      'malformed',
      (r) => raw(r, '{"title":'),
      (s) => s === 400,
    );
  });

  it('answers bodies of the wrong type with a clean 4xx', async () => {
    for (const payload of ['[1,2,3]', '"text"', '42', 'null', 'true']) {
      await attack(
        `wrong type ${payload}`,
        (r) => raw(r, payload),
        clientError,
        (r) => reads(r) && !(payload === 'null' && key(r) in OPTIONAL_BODY),
      );
    }
  });

  it('answers fields of the wrong type with a clean 4xx', async () => {
    const wrongFields = JSON.stringify({
      title: { $gt: '' },
      username: ['a'],
      password: {},
      entries: 'x',
      metrics: 7,
      preferences: 'x',
      permissions: 'x',
      streams: 'x',
      queries: 'x',
      state: 7,
      selected_grantee_capabilities: 'x',
      entity_ids: 'x',
      type: 7,
      configuration: 'x',
      processor_order: 'x',
      per_page: 'x',
      url: 7,
    });
    await attack('wrong fields', (r) => raw(r, wrongFields), clientError, strict);
  });

  it('refuses unknown fields with a clean 4xx', async () => {
    await attack('unknown field', (r) => raw(r, '{"sift_no_such_field":1}'), clientError, strict);
  });

  it('stores nothing when a lenient DTO accepts unknown fields', async () => {
    const before = snapshot();
    for (const r of writes().filter((x) => key(x) in LENIENT)) {
      for (const payload of ['{"sift_no_such_field":1,"title":{"$gt":""}}', 'null']) {
        const res = await raw(r, payload);
        expect(res.statusCode, key(r)).toBeLessThan(500);
      }
    }
    expect(snapshot()).toEqual(before);
  });

  it('answers path traversal in every parameter with a clean 4xx', async () => {
    for (const value of ['..%2F..%2F..%2Fetc%2Fpasswd', '..', '%00', 'a%2F..%2Fb', '__proto__', 'constructor']) {
      // A `..` the client resolves into another route's path is a request to that route (e.g. `…/index_set/../rebuild`).
      const otherRoute = (r: RouteInfo) =>
        routes.some((x) => x.method === r.method && x.url === new URL(fill(r.url, value), 'http://sift').pathname);
      await attack(
        `traversal ${value}`,
        (r) => raw(r, '{}', fill(r.url, value)),
        clientError,
        (r) => r.url.includes(':') && !otherRoute(r),
      );
      // Deletes too (logging out of an unknown session is harmless and answers 200, as on Graylog).
      const before = snapshot();
      const bad: string[] = [];
      for (const r of routes.filter((x) => x.method === 'DELETE' && x.url.includes(':') && !x.url.startsWith('/api/system/sessions'))) {
        const res = await server.app.http.inject({
          method: 'DELETE',
          url: fill(r.url, value),
          headers: { ...CSRF, authorization: `Basic ${Buffer.from(ADMIN).toString('base64')}` },
        });
        if (!clientError(res.statusCode) || !isErrorBody(res)) bad.push(`${r.url} → ${res.statusCode} ${res.body.slice(0, 160)}`);
      }
      expect(bad).toEqual([]);
      expect(snapshot()).toEqual(before);
      // Reads never fail on such parameters (Graylog answers 404 or an empty result).
      // (`..` segments are resolved by the client before sending; a path that leaves /api is the console's.)
      for (const r of routes.filter(
        (x) => x.method === 'GET' && x.url.includes(':') && new URL(fill(x.url, value), 'http://sift').pathname.startsWith('/api/'),
      )) {
        const res = await server.app.http.inject({
          method: 'GET',
          url: fill(r.url, value),
          headers: { authorization: `Basic ${Buffer.from(ADMIN).toString('base64')}` },
        });
        if (res.statusCode >= 500 || (res.statusCode >= 400 && !isErrorBody(res)))
          bad.push(`GET ${r.url} → ${res.statusCode} ${res.body.slice(0, 160)}`);
      }
      expect(bad).toEqual([]);
    }
  });
});
