import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ADMIN, createUser, startServer, type TestServer } from './helpers.js';
import { fixture, minimalDashboard, storeSearch } from './views-helpers.js';
import type { SearchDTO } from '../src/search/dto.js';

let server: TestServer;
beforeEach(async () => {
  server = await startServer();
});
afterEach(async () => {
  await server.close();
});

const GENERATED = ['id', 'owner', 'created_at', 'last_updated_at', 'favorite', 'requires', 'summary', 'description', 'properties'];
const strip = (v: Record<string, unknown>) => Object.fromEntries(Object.entries(v).filter(([k]) => !GENERATED.includes(k)));
/**
 * What Graylog 5.1 reads a fixture written for an older version as (fixtures/INDEX.md): a pivot's single
 * `field` becomes `fields`. The read-back view holds all of it, plus the properties Graylog's DTOs add
 * with their nulls and defaults (checked key by key in src/compat/key-coverage.test.ts).
 */
const as51 = (v: unknown): unknown => {
  if (Array.isArray(v)) return v.map(as51);
  if (typeof v !== 'object' || v === null) return v;
  const pivot = 'type' in v && 'config' in v && !('direction' in v);
  return Object.fromEntries(
    Object.entries(v).map(([k, x]) => (pivot && k === 'field' && typeof x === 'string' ? ['fields', [x]] : [k, as51(x)])),
  );
};

const PAIRS: [string, string][] = [
  ['ViewTransformer.view.fixture.json', 'ViewTransformer.search.fixture.json'],
  ['UpdateSearchForWidgets.View.fixture.json', 'UpdateSearchForWidgets.Search.fixture.json'],
  ['CopyWidgetToDashboard.Dashboard-View.fixture.json', 'CopyWidgetToDashboard.Dashboard-Search.fixture.json'],
  [
    'CopyWidgetToDashboard.Dashboard-View-Multiple-Queries.fixture.json',
    'CopyWidgetToDashboard.Dashboard-Search-Multiple-Queries.fixture.json',
  ],
  ['views-request.json', 'save-search-request.json'],
];

describe('view fixtures round-trip', () => {
  for (const [viewFile, searchFile] of PAIRS) {
    it(`creates ${viewFile} and reads it back whole`, async () => {
      storeSearch(server, fixture<SearchDTO>(searchFile));
      const view = fixture(viewFile);
      const created = await server.call('POST', '/api/views', { as: ADMIN, body: view });
      expect(created.statusCode, created.body).toBe(200);
      const id = created.json().id as string;
      const read = (await server.call('GET', `/api/views/${id}`, { as: ADMIN })).json();
      expect(strip(read)).toMatchObject(as51(strip(view)) as Record<string, unknown>);
      expect(read).toMatchObject({
        owner: 'admin',
        favorite: false,
        summary: view['summary'] ?? '',
        description: view['description'] ?? '',
      });
      expect(read.created_at).toMatch(/Z$/);
    });
  }

  it('creates every fixture search through POST /views/search, then its view, and reads the view back whole', async () => {
    // (The migrated saved-search pair is a stored-entity dump with owner and dates, not a request body.)
    for (const [viewFile, searchFile] of PAIRS) {
      const search = fixture<SearchDTO>(searchFile);
      const savedSearch = await server.call('POST', '/api/views/search', { as: ADMIN, body: search });
      expect(savedSearch.statusCode, `${searchFile}: ${savedSearch.body}`).toBe(201);
      const view = fixture(viewFile);
      const created = await server.call('POST', '/api/views', { as: ADMIN, body: view });
      expect(created.statusCode, `${viewFile}: ${created.body}`).toBe(200);
      const read = (await server.call('GET', `/api/views/${created.json().id as string}`, { as: ADMIN })).json();
      expect(strip(read), viewFile).toMatchObject(as51(strip(view)) as Record<string, unknown>);
      await server.call('DELETE', `/api/views/${created.json().id as string}`, { as: ADMIN });
    }
  });

  it('round-trips the migrated saved-search view (Jackson DTO) with its search', async () => {
    storeSearch(server, fixture<SearchDTO[]>('sample_saved_search_relative-expected_searches.json')[0]!);
    const view = fixture<Record<string, unknown>[]>('sample_saved_search_relative-expected_views.json')[0]!;
    const created = await server.call('POST', '/api/views', { as: ADMIN, body: view });
    expect(created.statusCode, created.body).toBe(200);
    expect(strip(created.json())).toMatchObject(as51(strip(view)) as Record<string, unknown>);
  });
});

describe('view validation (the cases Graylog rejects)', () => {
  it("rejects a view whose search does not exist or is not the user's", async () => {
    const { search, view } = minimalDashboard('aaaaaaaaaaaaaaaaaaaaaaaa');
    const missing = await server.call('POST', '/api/views', { as: ADMIN, body: view });
    expect(missing.json()).toEqual({ type: 'ApiError', message: 'Search aaaaaaaaaaaaaaaaaaaaaaaa not available' });
    storeSearch(server, search, 'admin');
    const other = await createUser(server, 'ola', { permissions: ['dashboards:create'] });
    expect((await server.call('POST', '/api/views', { as: other, body: view })).statusCode).toBe(400);
  });

  it('rejects state keys that are not query ids, unknown search types and widgets without positions', async () => {
    const { search, view } = minimalDashboard('bbbbbbbbbbbbbbbbbbbbbbbb');
    storeSearch(server, search);
    const badQuery = { ...view, state: { nope: view.state.q1 } };
    expect((await server.call('POST', '/api/views', { as: ADMIN, body: badQuery })).json().message).toBe(
      'Search queries do not correspond to view/state queries, missing query IDs: [nope]',
    );
    const badType = { ...view, state: { q1: { ...view.state.q1, widget_mapping: { w1: ['ghost'] } } } };
    expect((await server.call('POST', '/api/views', { as: ADMIN, body: badType })).json().message).toBe(
      'Search types do not correspond to view/search types, missing searches [ghost]',
    );
    const noPosition = { ...view, state: { q1: { ...view.state.q1, positions: {} } } };
    expect((await server.call('POST', '/api/views', { as: ADMIN, body: noPosition })).json().message).toBe(
      "Widget positions don't correspond to widgets, missing widget positions [w1]",
    );
  });

  it("rejects unknown properties with Jackson's message, and wrong types", async () => {
    const { search, view } = minimalDashboard('cccccccccccccccccccccccc');
    storeSearch(server, search);
    const unknown = await server.call('POST', '/api/views', { as: ADMIN, body: { ...view, colour: 'red' } });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toMatch(/^Unable to map property colour\.\nKnown properties include: .*search_id/);
    const nested = await server.call('POST', '/api/views', { as: ADMIN, body: { ...view, state: { q1: { ...view.state.q1, extra: 1 } } } });
    expect(nested.json().message).toMatch(/^Unable to map property extra\./);
    expect((await server.call('POST', '/api/views', { as: ADMIN, body: { ...view, type: 'REPORT' } })).statusCode).toBe(400);
    expect((await server.call('POST', '/api/views', { as: ADMIN, body: { ...view, title: '' } })).statusCode).toBe(400);
    expect((await server.call('POST', '/api/views', { as: ADMIN, body: { ...view, title: 7 } })).statusCode).toBe(400);
    const badPos = { ...view, state: { q1: { ...view.state.q1, positions: { w1: { col: 'left', row: 1, height: 1, width: 1 } } } } };
    expect((await server.call('POST', '/api/views', { as: ADMIN, body: badPos })).statusCode).toBe(400);
    expect((await server.call('GET', '/api/views', { as: ADMIN })).json().total).toBe(0);
  });
});

describe('views', () => {
  it("lets a Reader save searches but not dashboards, and hides others' views", async () => {
    const reader = await createUser(server, 'rick');
    const { search, view } = minimalDashboard('dddddddddddddddddddddddd');
    storeSearch(server, search, 'rick');
    const dash = await server.call('POST', '/api/views', { as: reader, body: view });
    expect(dash.statusCode).toBe(403);
    expect(dash.json()).toEqual({ type: 'ApiError', message: 'User is not allowed to create new dashboards.' });
    const saved = await server.call('POST', '/api/views', { as: reader, body: { ...view, type: 'SEARCH' } });
    expect(saved.statusCode).toBe(200);
    const id = saved.json().id as string;
    expect((await server.call('GET', '/api/search/saved', { as: reader })).json().elements.map((e: { id: string }) => e.id)).toEqual([id]);

    const other = await createUser(server, 'olga');
    const hidden = await server.call('GET', `/api/views/${id}`, { as: other });
    expect(hidden.statusCode).toBe(404);
    expect(hidden.json()).toEqual({ type: 'ApiError', message: `View ${id} doesn't exist` });
    // Writes check the edit/delete permission (ViewsResource#update, #delete): 403, as Graylog answers.
    const put = await server.call('PUT', `/api/views/${id}`, { as: other, body: { ...view, type: 'SEARCH' } });
    expect(put.statusCode).toBe(403);
    expect(put.json()).toEqual({ type: 'ApiError', message: `Not allowed to edit search ${id}.` });
    const del = await server.call('DELETE', `/api/views/${id}`, { as: other });
    expect(del.statusCode).toBe(403);
    expect(del.json()).toEqual({ type: 'ApiError', message: `Not allowed to delete search ${id}.` });
    expect(
      (await server.call('PUT', '/api/views/5f0c1a2b3c4d5e6f7a8b9c0d', { as: other, body: { ...view, type: 'SEARCH' } })).statusCode,
    ).toBe(404);
    expect((await server.call('GET', '/api/views', { as: other })).json().total).toBe(0);
  });

  it('updates a view (type cannot change) and deletes it, answering the deleted view', async () => {
    const { search, view } = minimalDashboard('eeeeeeeeeeeeeeeeeeeeeeee');
    storeSearch(server, search);
    const id = (await server.call('POST', '/api/views', { as: ADMIN, body: view })).json().id as string;
    const put = await server.call('PUT', `/api/views/${id}`, { as: ADMIN, body: { ...view, title: 'Renamed' } });
    expect(put.json()).toMatchObject({ id, title: 'Renamed' });
    expect((await server.call('PUT', `/api/views/${id}`, { as: ADMIN, body: { ...view, type: 'SEARCH' } })).statusCode).toBe(400);
    const del = await server.call('DELETE', `/api/views/${id}`, { as: ADMIN });
    expect(del.json()).toMatchObject({ id, title: 'Renamed' });
    expect((await server.call('GET', `/api/views/${id}`, { as: ADMIN })).statusCode).toBe(404);
  });

  it('pages dashboards with ViewSummaryDTOs (no state), sorted and searched', async () => {
    for (const [i, title] of ['Beta', 'alpha', 'Gamma'].entries()) {
      const { search, view } = minimalDashboard(`${i}`.repeat(24), title);
      storeSearch(server, search);
      await server.call('POST', '/api/views', { as: ADMIN, body: view });
    }
    const res = (await server.call('GET', '/api/dashboards?page=1&per_page=2&sort=title&order=desc', { as: ADMIN })).json();
    expect(res).toMatchObject({ total: 3, sort: 'title', order: 'desc', pagination: { total: 3, count: 2, page: 1, per_page: 2 } });
    expect(res.elements.map((e: { title: string }) => e.title)).toEqual(['Gamma', 'Beta']);
    expect(res.elements[0].state).toBeUndefined();
    expect(
      (await server.call('GET', '/api/dashboards?query=alp', { as: ADMIN })).json().elements.map((e: { title: string }) => e.title),
    ).toEqual(['alpha']);
    const views = (await server.call('GET', '/api/views?sort=nonsense', { as: ADMIN })).json();
    expect(views.views.map((v: { title: string }) => v.title)).toEqual(['alpha', 'Beta', 'Gamma']);
  });

  it('bulk-deletes views, reporting the ones it could not delete', async () => {
    const { search, view } = minimalDashboard('ffffffffffffffffffffffff');
    storeSearch(server, search);
    const id = (await server.call('POST', '/api/views', { as: ADMIN, body: view })).json().id as string;
    const res = await server.call('POST', '/api/views/bulk_delete', { as: ADMIN, body: { entity_ids: [id, 'missing'] } });
    expect(res.json()).toEqual({
      successfully_performed: 1,
      failures: [{ entity_id: 'missing', failure_explanation: "View missing doesn't exist" }],
      errors: [],
    });
  });

  it('sets and serves the default view', async () => {
    const { search, view } = minimalDashboard('111111111111111111111112');
    storeSearch(server, search);
    const id = (await server.call('POST', '/api/views', { as: ADMIN, body: view })).json().id as string;
    expect((await server.call('GET', '/api/views/default', { as: ADMIN })).statusCode).toBe(404);
    expect((await server.call('PUT', `/api/views/${id}/default`, { as: ADMIN })).statusCode).toBe(204);
    expect((await server.call('GET', '/api/views/default', { as: ADMIN })).json().id).toBe(id);
  });

  it('lists the series functions', async () => {
    const res = (await server.call('GET', '/api/views/functions', { as: ADMIN })).json();
    expect(res.count).toEqual({ type: 'count', description: 'Count' });
    expect(Object.keys(res)).toContain('percentile');
  });
});

describe('favorites and entity list preferences', () => {
  it('marks views as favorites per user and lists them five per page by default', async () => {
    const { search, view } = minimalDashboard('222222222222222222222222');
    storeSearch(server, search);
    const id = (await server.call('POST', '/api/views', { as: ADMIN, body: view })).json().id as string;
    const grn = `grn::::dashboard:${id}`;
    expect((await server.call('PUT', `/api/favorites/${encodeURIComponent(grn)}`, { as: ADMIN })).statusCode).toBe(204);
    expect((await server.call('GET', `/api/views/${id}`, { as: ADMIN })).json().favorite).toBe(true);
    expect((await server.call('GET', '/api/favorites', { as: ADMIN })).json()).toEqual({
      total: 1,
      page: 1,
      per_page: 5,
      count: 1,
      favorites: [{ grn, title: 'Dash' }],
    });
    expect((await server.call('GET', '/api/dashboards', { as: ADMIN })).json().elements[0].favorite).toBe(true);
    const reader = await createUser(server, 'fred');
    expect((await server.call('PUT', `/api/favorites/${encodeURIComponent(grn)}`, { as: reader })).statusCode).toBe(404);
    expect((await server.call('PUT', '/api/favorites/not-a-grn', { as: ADMIN })).statusCode).toBe(400);
    expect((await server.call('DELETE', `/api/favorites/${encodeURIComponent(grn)}`, { as: ADMIN })).statusCode).toBe(204);
    expect((await server.call('GET', `/api/views/${id}`, { as: ADMIN })).json().favorite).toBe(false);
  });

  it('answers 204 without stored preferences, stores them per user, and validates them', async () => {
    const url = '/api/entitylists/preferences/streams';
    const none = await server.call('GET', url, { as: ADMIN });
    expect(none.statusCode).toBe(204);
    expect(none.body).toBe('');
    const prefs = { displayed_attributes: ['title', 'disabled'], per_page: 20, sort: { field: 'title', order: 'desc' } };
    const saved = await server.call('POST', url, { as: ADMIN, body: prefs });
    expect(saved.statusCode).toBe(200);
    expect(saved.body).toBe('');
    expect((await server.call('GET', url, { as: ADMIN })).json()).toEqual(prefs);
    const reader = await createUser(server, 'pia');
    expect((await server.call('GET', url, { as: reader })).statusCode).toBe(204);
    expect((await server.call('POST', url, { as: ADMIN, body: { ...prefs, sort: { field: 'x', order: 'sideways' } } })).statusCode).toBe(
      400,
    );
    expect((await server.call('POST', '/api/entitylists/preferences/..%2F..%2Fetc', { as: ADMIN, body: prefs })).statusCode).toBe(400);
  });
});

describe('views for a value (POST /views/forValue)', () => {
  it('lists the readable views whose search declares parameters, with the parameters', async () => {
    const plain = minimalDashboard('dddddddddddddddddddddd01', 'Plain dashboard');
    storeSearch(server, plain.search);
    const parameter = {
      type: 'value-parameter-v1',
      name: 'host',
      title: 'Host',
      description: '',
      data_type: 'any',
      default_value: null,
      optional: false,
      binding: null,
    };
    const withParameter = minimalDashboard('dddddddddddddddddddddd02', 'Host dashboard');
    storeSearch(server, { ...withParameter.search, parameters: [parameter] });
    for (const view of [plain.view, withParameter.view])
      expect((await server.call('POST', '/api/views', { as: ADMIN, body: view })).statusCode).toBe(200);
    const listed = (await server.call('POST', '/api/views/forValue', { as: ADMIN, body: { field: 'source', value: 'web-01' } })).json() as {
      title: string;
      parameters: unknown[];
    }[];
    expect(listed.filter((v) => v.title.endsWith('dashboard'))).toEqual([
      { id: expect.any(String), type: 'DASHBOARD', title: 'Host dashboard', summary: '', description: '', parameters: [parameter] },
    ]);
    const stranger = await createUser(server, 'valueless');
    expect((await server.call('POST', '/api/views/forValue', { as: stranger, body: {} })).json()).toEqual([]);
  });
});
