import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, startServer, type TestServer } from '../../test/helpers.js';
import { createInput, eventually, messagesOf, postGelf } from '../../test/log-helpers.js';
import { storeSearch } from '../../test/views-helpers.js';
import type { SearchDTO } from '../search/dto.js';
import { ANY, as51, keyDiff, keys, mapOf, queryShape, searchShape, shapeOf, viewShape, withDocumented, type Shape } from './key-shapes.js';

/**
 * The key-coverage test of issue 26: for every JSON fixture of Graylog's repository the project keeps
 * (`packages/api/test/fixtures`, byte for byte from Graylog2/graylog2-server 5.1.13; INDEX.md says where
 * each comes from) and every response shape documented in graylog-5.1/API.md and ADMIN-API.md, the
 * embedded server is asked the same request and must answer with the same keys at every level: no key
 * Graylog serializes is left out, none is added.
 */
const FIXTURES = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../api/test/fixtures');
const fixture = <T = Record<string, unknown>>(name: string): T => JSON.parse(fs.readFileSync(path.join(FIXTURES, name), 'utf8')) as T;
const covered = new Set<string>();
const use = <T = Record<string, unknown>>(name: string): T => {
  covered.add(name);
  return fixture<T>(name);
};

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => {
  await server.close();
});

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, body?: unknown, headers?: Record<string, string>) =>
  server.call(method, url, { as: ADMIN, ...(body !== undefined ? { body } : {}), ...(headers ? { headers } : {}) });
const json = async (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, body?: unknown, status?: number) => {
  const res = await call(method, url, body);
  if (status !== undefined) expect(res.statusCode, `${method} ${url}: ${res.body}`).toBe(status);
  return res.json() as Record<string, unknown>;
};
const expectKeys = (shape: Shape, actual: unknown, label: string) => {
  const diff = keyDiff(shape, actual);
  expect(diff, `${label}:\n  ${diff.join('\n  ')}\n`).toEqual([]);
};
const oid = (v: unknown) => (typeof v === 'object' && v !== null && '$oid' in v ? (v as { $oid: string }).$oid : v);
/** A MongoDB dump's extended JSON as plain JSON: `{"$oid"}` → id, `{"$date"}` → ISO string, `{"$numberLong"}` → number. */
const fromMongo = (v: unknown): unknown => {
  if (Array.isArray(v)) return v.map(fromMongo);
  if (typeof v !== 'object' || v === null) return v;
  if ('$oid' in v) return (v as { $oid: string }).$oid;
  if ('$date' in v) return (v as { $date: string }).$date;
  if ('$numberLong' in v) return Number((v as { $numberLong: string }).$numberLong);
  return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, fromMongo(x)]));
};

const VIEW_PAIRS: [string, string][] = [
  ['ViewTransformer.view.fixture.json', 'ViewTransformer.search.fixture.json'],
  ['UpdateSearchForWidgets.View.fixture.json', 'UpdateSearchForWidgets.Search.fixture.json'],
  ['CopyWidgetToDashboard.Dashboard-View.fixture.json', 'CopyWidgetToDashboard.Dashboard-Search.fixture.json'],
  [
    'CopyWidgetToDashboard.Dashboard-View-Multiple-Queries.fixture.json',
    'CopyWidgetToDashboard.Dashboard-Search-Multiple-Queries.fixture.json',
  ],
  ['views-request.json', 'save-search-request.json'],
];

describe("Graylog's fixtures: views and searches", () => {
  for (const [viewFile, searchFile] of VIEW_PAIRS) {
    it(`${viewFile} (with ${searchFile}) reads back with ViewDTO's keys, its search with SearchDTO's`, async () => {
      const search = use(searchFile);
      const savedSearch = await call('POST', '/api/views/search', search);
      expect(savedSearch.statusCode, savedSearch.body).toBe(201);
      expectKeys(searchShape(search), savedSearch.json(), `POST /views/search ${searchFile}`);
      expectKeys(
        searchShape(search),
        await json('GET', `/api/views/search/${search['id'] as string}`, undefined, 200),
        `GET /views/search ${searchFile}`,
      );
      const view = use(viewFile);
      const created = await json('POST', '/api/views', view, 200);
      expectKeys(viewShape(view), created, `POST /views ${viewFile}`);
      expectKeys(viewShape(view), await json('GET', `/api/views/${created['id'] as string}`, undefined, 200), `GET /views ${viewFile}`);
      await call('DELETE', `/api/views/${created['id'] as string}`);
    });
  }

  it("the migrated saved search (Jackson DTOs of a view and its searches) reads back with the DTOs' keys", async () => {
    for (const name of [
      'sample_saved_search_relative-expected_searches.json',
      'sample_saved_search_keyword-expected_searches.json',
      'sample_saved_search_absolute-expected_searches.json',
    ]) {
      // Stored searches (with owner and created_at, which SearchDTO does not expose).
      const [stored] = use<Record<string, unknown>[]>(name);
      const { owner: _o, created_at: _c, requires: _r, ...search } = stored!;
      storeSearch(server, search as unknown as SearchDTO);
      expectKeys(
        searchShape(search),
        await json('GET', `/api/views/search/${search['id'] as string}`, undefined, 200),
        `GET /views/search ${name}`,
      );
    }
    const [view] = use<Record<string, unknown>[]>('sample_saved_search_relative-expected_views.json');
    const created = await json('POST', '/api/views', view, 200);
    expectKeys(viewShape(view), await json('GET', `/api/views/${created['id'] as string}`, undefined, 200), 'migrated view');
  });

  it("request bodies of searches read back with SearchDTO's keys", async () => {
    for (const name of [
      'minimalistic-request.json',
      'minimalistic-request-with-undeclared-parameter.json',
      'search-with-three-empty-queries.json',
    ]) {
      const search = use(name);
      const saved = await json('POST', '/api/views/search', search, 201);
      expectKeys(searchShape(search), saved, `POST /views/search ${name}`);
      expectKeys(
        searchShape(search),
        await json('GET', `/api/views/search/${saved['id'] as string}`, undefined, 200),
        `GET /views/search ${name}`,
      );
    }
    // The v2 media type names streams as a plain list; the answer is SearchDTOv2.
    const v2 = use('minimalistic-request-with-streams.json');
    const res = await server.call('POST', '/api/views/search', {
      as: ADMIN,
      body: v2,
      headers: { 'content-type': 'application/vnd.graylog.search.v2+json' },
    });
    expect(res.statusCode, res.body).toBe(201);
    expectKeys(searchShape(v2), res.json(), 'POST /views/search v2');
  });

  it("queries (full and with a bare query string) read back with QueryDTO's keys", async () => {
    for (const name of ['full-query.json', 'simple-query.json']) {
      const query = use(name);
      const saved = await json('POST', '/api/views/search', { queries: [query] }, 201);
      expectKeys(queryShape(as51(query)), (saved['queries'] as unknown[])[0], name);
    }
  });

  it('a stored search of the executions endpoint (Mongo) and the execution state run into a SearchJobDTO', async () => {
    const { searches } = use<{ searches: Record<string, unknown>[] }>('mongodb-stored-searches-for-execution-endpoint.json');
    const { _id, owner: _o, created_at: _c, requires: _r, ...rest } = searches[0]!;
    const search = { ...rest, id: oid(_id) as string } as unknown as {
      id: string;
      queries: { id: string; search_types: { id: string }[] }[];
    };
    // Saved through the API as Graylog's web interface saved it.
    await json('POST', '/api/views/search', search, 201);
    expectKeys(searchShape(search), await json('GET', `/api/views/search/${search.id}`, undefined, 200), 'stored search');
    const state = use('execution-state.json');
    const job = await json('POST', `/api/views/search/${search.id}/execute`, state, 201);
    const searchTypeIds = search.queries[0]!.search_types.map((s) => s.id);
    expect(Object.keys((job['results'] as Record<string, { search_types: object }>)[search.queries[0]!.id]!.search_types).sort()).toEqual(
      searchTypeIds.sort(),
    );
    // The executed query is the whole QueryDTO (with execution-state's overrides applied).
    expectKeys(jobShape(search.queries), job, 'SearchJobDTO');
  });
});

/** SearchJobDTO (API.md §5.7) of these queries: `errors` only when there are some (NON_EMPTY). */
function jobShape(queries: readonly { id: string }[]): Shape {
  const result = (query: unknown) =>
    keys(['query', 'execution_stats', 'search_types', 'state'], {
      query: queryShape(as51(query)),
      execution_stats: keys(['duration', 'timestamp', 'effective_timerange'], { effective_timerange: keys(['type', 'from', 'to']) }),
      search_types: mapOf(ANY),
    });
  return keys(['execution', 'results', 'id', 'search_id', 'owner'], {
    execution: keys(['done', 'cancelled', 'completed_exceptionally']),
    results: Object.fromEntries(queries.map((q) => [q.id, result(q)])),
  });
}

describe("Graylog's fixtures: pivot rows", () => {
  beforeAll(async () => {
    const { port } = await createInput(server, 'org.graylog2.inputs.gelf.http.GELFHttpInput');
    for (const [controller, action, status, took] of [
      ['PostsController', 'index', 200, 36],
      ['PostsController', 'show', 404, 120],
      ['UsersController', 'index', 200, 80],
    ] as const) {
      expect(
        await postGelf(port, {
          version: '1.1',
          host: 'web',
          short_message: `${controller}#${action}`,
          _controller: controller,
          _action: action,
          _http_status: status,
          _took_ms: took,
        }),
      ).toBe(202);
    }
    await eventually(async () => expect((await messagesOf(server, 'controller:*')).total_results).toBe(3));
  });

  const pivotRows = async (pivot: Record<string, unknown>) => {
    const res = await json(
      'POST',
      '/api/views/search/sync',
      {
        queries: [
          {
            id: 'q',
            timerange: { type: 'relative', range: 0 },
            query: { type: 'elasticsearch', query_string: '' },
            search_types: [{ id: 'p', type: 'pivot', ...pivot }],
          },
        ],
      },
      200,
    );
    return (res['results'] as Record<string, { search_types: Record<string, { rows: unknown[] }> }>)['q']!.search_types['p']!.rows;
  };

  it('ChartData.test.simple.json: two row pivots and a column pivot give rows of key, values (key, value, rollup, source) and source', async () => {
    const rows = use<unknown[]>('ChartData.test.simple.json');
    const actual = await pivotRows({
      row_groups: [
        { type: 'time', fields: ['timestamp'], interval: { type: 'auto', scaling: 1 } },
        { type: 'values', fields: ['controller'], limit: 15 },
      ],
      column_groups: [{ type: 'values', fields: ['action'], limit: 15 }],
      series: [{ type: 'count', id: 'count()' }],
      rollup: true,
    });
    expect(actual.length).toBeGreaterThan(1);
    expectKeys(shapeOf(rows), actual, 'ChartData.test.simple.json');
  });

  it('ChartData.test.oneColumOneRowPivot.json: one row and one column pivot', async () => {
    const rows = use<unknown[]>('ChartData.test.oneColumOneRowPivot.json');
    const actual = await pivotRows({
      row_groups: [{ type: 'values', fields: ['controller'], limit: 15 }],
      column_groups: [{ type: 'values', fields: ['http_status'], limit: 15 }],
      series: [{ type: 'count', id: 'count()' }],
      rollup: true,
    });
    expectKeys(shapeOf(rows), actual, 'ChartData.test.oneColumOneRowPivot.json');
  });

  it('ExpandRows.test.noPivots.json: no pivots, five series as row-leaf rollups', async () => {
    const rows = use<unknown[]>('ExpandRows.test.noPivots.json');
    const series = ['avg', 'min', 'max', 'sum', 'stddev'].map((type) => ({ type, id: `${type}(took_ms)`, field: 'took_ms' }));
    const actual = await pivotRows({ row_groups: [], column_groups: [], series, rollup: true });
    expect(actual).toHaveLength(1);
    expectKeys(shapeOf(rows), actual, 'ExpandRows.test.noPivots.json');
  });
});

describe("Graylog's fixtures: configuration, sharing, streams, inputs, lookup tables", () => {
  const SEARCHES_CONFIG = '/api/system/cluster_config/org.graylog2.indexer.searches.SearchesClusterConfig';

  it("cluster-search-config.json reads back with SearchesClusterConfig's keys, the auto-refresh ones filled in", async () => {
    const config = use('cluster-search-config.json');
    expect((await call('PUT', SEARCHES_CONFIG, config)).statusCode).toBe(202);
    const shape = withDocumented(config, ['auto_refresh_timerange_options', 'default_auto_refresh_option', 'analysis_disabled_fields'], {
      relative_timerange_options: () => mapOf(ANY),
      surrounding_timerange_options: () => mapOf(ANY),
      auto_refresh_timerange_options: () => mapOf(ANY),
    });
    expectKeys(shape, await json('GET', SEARCHES_CONFIG, undefined, 200), 'SearchesClusterConfig');
  });

  it("EntityShareState.fixtures.json: preparing a share answers EntityShareResponse's keys (with validation_result, as 5.1 adds)", async () => {
    const share = use('EntityShareState.fixtures.json');
    const search = {
      id: '5f0c00000000000000000b01',
      queries: [
        { id: 'q1', timerange: { type: 'relative', range: 300 }, query: { type: 'elasticsearch', query_string: '' }, search_types: [] },
      ],
    };
    await json('POST', '/api/views/search', search, 201);
    const view = await json(
      'POST',
      '/api/views',
      {
        type: 'DASHBOARD',
        title: 'Shared',
        search_id: search.id,
        state: { q1: { widgets: [], widget_mapping: {}, positions: {}, titles: {} } },
      },
      200,
    );
    const grn = `grn::::dashboard:${view['id'] as string}`;
    const prepared = await json(
      'POST',
      `/api/authz/shares/entities/${grn}/prepare`,
      { selected_grantee_capabilities: { 'grn::::user:local:admin': 'own' } },
      200,
    );
    const shape = withDocumented(share, ['validation_result'], {
      selected_grantee_capabilities: () => mapOf(ANY),
      missing_permissions_on_dependencies: (m) => mapOf(shapeOf(Object.values(m as Record<string, unknown>)[0])),
      validation_result: () => keys(['failed', 'errors', 'error_context']),
    });
    expectKeys(shape, prepared, 'EntityShareResponse');
  });

  /**
   * A stream of a Mongo dump as StreamResponse (API.md §8 and the REST mapping in INDEX.md). The stored
   * `alert_conditions` and `alert_receivers` are StreamDTO's (the paginated list), not StreamResponse's.
   */
  const streamShape = (doc: Record<string, unknown>, rules: Record<string, unknown>[]): Shape => {
    const { _id: _i, is_default_stream: _d, alert_conditions: _a, alert_receivers: _r, ...rest } = doc;
    const rest51 = {
      id: '',
      is_default: null,
      ...rest,
      created_at: '',
      outputs: [],
      rules: rules.map(({ _id: _r, ...r }) => ({ id: '', ...r })),
    };
    return withDocumented(
      rest51,
      [
        'id',
        'creator_user_id',
        'outputs',
        'matching_type',
        'description',
        'created_at',
        'disabled',
        'rules',
        'title',
        'content_pack',
        'is_default',
        'remove_matches_from_default_stream',
        'index_set_id',
        'is_editable',
      ],
      {
        rules: (l) =>
          Array.isArray(l)
            ? l.map((r) => withDocumented(r, ['id', 'stream_id', 'type', 'field', 'value', 'inverted', 'description']))
            : ANY,
      },
    );
  };

  it('StreamCatalogTest.json and someStreamsWithoutAlertConditions.json: streams created from them read back as StreamResponse', async () => {
    const catalog = use<{ streams: Record<string, unknown>[]; streamrules: Record<string, unknown>[] }>('StreamCatalogTest.json');
    const others = use<{ streams: Record<string, unknown>[] }>('someStreamsWithoutAlertConditions.json');
    const docs = [...catalog.streams.filter((s) => s['is_default_stream'] !== true), ...others.streams];
    for (const doc of docs) {
      const docId = oid(doc['_id']);
      const rules: Record<string, unknown>[] = catalog.streamrules
        .filter((r) => oid(r['stream_id']) === docId)
        .map((r) => ({ ...r, stream_id: '' }));
      const body = {
        title: doc['title'],
        description: doc['description'] ?? null,
        matching_type: doc['matching_type'] ?? 'AND',
        remove_matches_from_default_stream: doc['remove_matches_from_default_stream'] ?? false,
        index_set_id: '000000000000000000000002',
        rules: rules.map((r) => ({
          type: r['type'],
          field: r['field'],
          value: r['value'],
          inverted: r['inverted'],
          description: r['description'] ?? '',
        })),
      };
      const created = await json('POST', '/api/streams', body, 201);
      const read = await json('GET', `/api/streams/${created['stream_id'] as string}`, undefined, 200);
      expectKeys(streamShape(doc, rules), read, `stream ${String(doc['title'])}`);
    }
    const defaultStream = catalog.streams.find((s) => s['is_default_stream'] === true)!;
    expectKeys(
      streamShape(defaultStream, []),
      await json('GET', '/api/streams/000000000000000000000001', undefined, 200),
      'the default stream',
    );
  });

  it('InputServiceImplTest.json: inputs created from it read back as InputSummary, their configuration as attributes', async () => {
    const { inputs } = use<{ inputs: Record<string, unknown>[] }>('InputServiceImplTest.json');
    for (const doc of inputs) {
      const configuration = { ...(doc['configuration'] as Record<string, unknown>), bind_address: '127.0.0.1', port: 0 };
      const created = await json(
        'POST',
        '/api/system/inputs',
        { title: doc['title'], type: doc['type'], global: doc['global'], configuration },
        201,
      );
      const read = await json('GET', `/api/system/inputs/${created['id'] as string}`, undefined, 200);
      const { _id: _i, configuration: config, node_id: _n, ...rest } = doc;
      const shape = withDocumented({ ...rest, id: '', attributes: config, node: null, created_at: '', static_fields: {} }, [
        'title',
        'global',
        'name',
        'content_pack',
        'id',
        'created_at',
        'type',
        'creator_user_id',
        'attributes',
        'static_fields',
        'node',
      ]);
      expectKeys(shape, read, `input ${String(doc['title'])}`);
      await call('DELETE', `/api/system/inputs/${created['id'] as string}`);
    }
  });

  it('the lookup table, cache and data adapter dumps: created from them, they read back as LookupTableApi, CacheApi and DataAdapterApi', async () => {
    const [cacheDoc] = (fromMongo(use('LookupCacheFacadeTest.json')) as { lut_caches: Record<string, unknown>[] }).lut_caches;
    const [adapterDoc] = (fromMongo(use('LookupDataAdapterFacadeTest.json')) as { lut_data_adapters: Record<string, unknown>[] })
      .lut_data_adapters;
    const [tableDoc] = (fromMongo(use('LookupTableFacadeTest.json')) as { lut_tables: Record<string, unknown>[] }).lut_tables;
    const strip = ({ _id: _i, ...rest }: Record<string, unknown>) => rest;
    const cache = await json('POST', '/api/system/lookup/caches', strip(cacheDoc!), 200);
    expectKeys(
      withDocumented({ id: '', _scope: '', ...strip(cacheDoc!) }, [
        'id',
        '_scope',
        'title',
        'description',
        'name',
        'content_pack',
        'config',
      ]),
      cache,
      'CacheApi',
    );
    // The dump stores the line separator as the two characters `\n`; the REST validation wants the one character.
    const adapterBody = { ...strip(adapterDoc!), config: { ...(adapterDoc!['config'] as Record<string, unknown>), line_separator: '\n' } };
    const adapter = await json('POST', '/api/system/lookup/adapters', adapterBody, 200);
    expectKeys(
      withDocumented({ id: '', _scope: '', ...strip(adapterDoc!) }, [
        'id',
        '_scope',
        'title',
        'description',
        'name',
        'custom_error_ttl_enabled',
        'custom_error_ttl',
        'custom_error_ttl_unit',
        'content_pack',
        'config',
      ]),
      adapter,
      'DataAdapterApi',
    );
    const { cache: _c, data_adapter: _d, ...table } = strip(tableDoc!);
    const created = await json(
      'POST',
      '/api/system/lookup/tables',
      { ...table, cache_id: cache['id'], data_adapter_id: adapter['id'] },
      200,
    );
    const tableShape = withDocumented({ id: '', _scope: '', ...table, cache_id: '', data_adapter_id: '' }, [
      'id',
      '_scope',
      'title',
      'description',
      'name',
      'cache_id',
      'data_adapter_id',
      'content_pack',
      'default_single_value',
      'default_single_value_type',
      'default_multi_value',
      'default_multi_value_type',
    ]);
    expectKeys(tableShape, created, 'LookupTableApi');
    // GET answers a page of one table (LookupTablePage), with the cache and adapter maps.
    const page = await json('GET', `/api/system/lookup/tables/${created['id'] as string}`, undefined, 200);
    expectKeys(
      keys(['query', 'total', 'count', 'page', 'per_page', 'lookup_tables', 'caches', 'data_adapters'], {
        lookup_tables: [tableShape],
        caches: mapOf(ANY),
        data_adapters: mapOf(ANY),
      }),
      page,
      'LookupTablePage',
    );
  });
});

/** A documented response shape: the request that gets it and its keys (API.md and ADMIN-API.md sections). */
interface Documented {
  doc: string;
  method: 'GET' | 'POST' | 'PUT';
  url: string | (() => string);
  body?: unknown;
  shape: Shape;
}

const USER_SUMMARY = keys([
  'id',
  'username',
  'email',
  'first_name',
  'last_name',
  'full_name',
  'permissions',
  'grn_permissions',
  'preferences',
  'timezone',
  'session_timeout_ms',
  'read_only',
  'external',
  'startpage',
  'roles',
  'session_active',
  'last_activity',
  'client_address',
  'account_status',
  'service_account',
]);
const USER_OVERVIEW = keys([
  'id',
  'auth_service_id',
  'auth_service_uid',
  'username',
  'email',
  'first_name',
  'last_name',
  'full_name',
  'external_user',
  'roles',
  'read_only',
  'session_active',
  'last_activity',
  'client_address',
  'account_status',
  'service_account',
]);
const SYSTEM_OVERVIEW = keys([
  'facility',
  'codename',
  'node_id',
  'cluster_id',
  'version',
  'started_at',
  'is_processing',
  'hostname',
  'lifecycle',
  'lb_status',
  'timezone',
  'operating_system',
  'is_leader',
]);
const MEMORY = keys(['bytes', 'kilobytes', 'megabytes']);
const NODE_SUMMARY = keys([
  'cluster_id',
  'node_id',
  'type',
  'is_leader',
  'is_master',
  'transport_address',
  'last_seen',
  'short_node_id',
  'hostname',
]);
const METRIC_ENTRY = keys(['full_name', 'name', 'type', 'metric']);
const VIEW_SUMMARY = keys([
  'id',
  'type',
  'title',
  'summary',
  'description',
  'search_id',
  'properties',
  'requires',
  'owner',
  'created_at',
  'last_updated_at',
  'favorite',
]);
const PAGE_LIST = (element: Shape) =>
  keys(['query', 'pagination', 'total', 'sort', 'order', 'elements', 'attributes', 'defaults'], {
    pagination: keys(['total', 'count', 'page', 'per_page']),
    elements: [element],
    // EntityDefaults' sort is `{id, direction}` (ADMIN-API.md §0; API.md §0.5 names the indexer's Sorting instead).
    defaults: keys(['sort'], { sort: keys(['id', 'direction']) }),
  });
const STREAM_RULE = keys(['id', 'stream_id', 'type', 'field', 'value', 'inverted', 'description']);
const STREAM_RESPONSE = keys(
  [
    'id',
    'creator_user_id',
    'outputs',
    'matching_type',
    'description',
    'created_at',
    'disabled',
    'rules',
    'title',
    'content_pack',
    'is_default',
    'remove_matches_from_default_stream',
    'index_set_id',
    'is_editable',
  ],
  { rules: [STREAM_RULE] },
);
const STREAM_DTO = keys(
  [
    'id',
    'creator_user_id',
    'outputs',
    'matching_type',
    'description',
    'created_at',
    'rules',
    'disabled',
    'alert_conditions',
    'alert_receivers',
    'title',
    'content_pack',
    'is_default',
    'remove_matches_from_default_stream',
    'index_set_id',
    'is_editable',
  ],
  { rules: [STREAM_RULE], alert_receivers: keys(['emails', 'users']) },
);
const INPUT_SUMMARY = keys([
  'title',
  'global',
  'name',
  'content_pack',
  'id',
  'created_at',
  'type',
  'creator_user_id',
  'attributes',
  'static_fields',
  'node',
]);
const INPUT_TYPE_INFO = keys(['type', 'name', 'is_exclusive', 'requested_configuration', 'link_to_docs'], {
  requested_configuration: mapOf(ANY),
});
const INPUT_STATE = keys(['id', 'state', 'started_at', 'detailed_message', 'message_input'], { message_input: INPUT_SUMMARY });
const INDEX_SET = keys([
  'id',
  'title',
  'description',
  'default',
  'can_be_default',
  'writable',
  'index_prefix',
  'shards',
  'replicas',
  'rotation_strategy_class',
  'rotation_strategy',
  'retention_strategy_class',
  'retention_strategy',
  'creation_date',
  'index_analyzer',
  'index_optimization_max_num_segments',
  'index_optimization_disabled',
  'field_type_refresh_interval',
  'index_template_type',
]);

const ids: { stream: string; input: string; user: string; view: string } = { stream: '', input: '', user: '', view: '' };

const DOCUMENTED: Documented[] = [
  {
    doc: 'API.md §1 login',
    method: 'POST',
    url: '/api/system/sessions',
    body: { username: 'admin', password: 'root-secret-password', host: '' },
    shape: keys(['valid_until', 'session_id', 'username', 'user_id']),
  },
  { doc: 'API.md §1 session validation', method: 'GET', url: '/api/system/sessions', shape: keys(['is_valid', 'session_id', 'username']) },
  { doc: 'API.md §2 UserSummary', method: 'GET', url: '/api/users/keys', shape: USER_SUMMARY },
  { doc: 'API.md §2 UserSummary by id', method: 'GET', url: () => `/api/users/id/${ids.user}`, shape: USER_SUMMARY },
  { doc: 'API.md §2 UserList', method: 'GET', url: '/api/users', shape: keys(['users'], { users: [USER_SUMMARY] }) },
  // PaginatedDbService counts the whole collection too: `grand_total` is set.
  {
    doc: 'API.md §2 paginated users',
    method: 'GET',
    url: '/api/users/paginated',
    shape: keys(['total', 'page', 'per_page', 'count', 'grand_total', 'users', 'context'], {
      users: [USER_OVERVIEW],
      context: keys(['admin_user'], { admin_user: USER_OVERVIEW }),
    }),
  },
  { doc: 'API.md §3 SystemOverviewResponse', method: 'GET', url: '/api/system', shape: SYSTEM_OVERVIEW },
  {
    doc: 'API.md §3 JVM',
    method: 'GET',
    url: '/api/system/jvm',
    shape: keys(['free_memory', 'max_memory', 'total_memory', 'used_memory', 'node_id', 'pid', 'info'], {
      free_memory: MEMORY,
      max_memory: MEMORY,
      total_memory: MEMORY,
      used_memory: MEMORY,
    }),
  },
  {
    doc: 'API.md §3 cluster nodes',
    method: 'GET',
    url: '/api/system/cluster/nodes',
    shape: keys(['nodes', 'total'], { nodes: [NODE_SUMMARY] }),
  },
  { doc: 'API.md §3 this node', method: 'GET', url: '/api/system/cluster/node', shape: NODE_SUMMARY },
  { doc: 'API.md §3 notifications', method: 'GET', url: '/api/system/notifications', shape: keys(['total', 'notifications']) },
  {
    doc: 'API.md §3 metrics',
    method: 'POST',
    url: '/api/system/metrics/multiple',
    body: { metrics: ['org.graylog2.throughput.input.1-sec-rate'] },
    shape: keys(['total', 'metrics'], { metrics: [METRIC_ENTRY] }),
  },
  {
    doc: 'API.md §3 cluster metrics',
    method: 'POST',
    url: '/api/cluster/metrics/multiple',
    body: { metrics: ['org.graylog2.throughput.input.1-sec-rate'] },
    shape: mapOf(keys(['total', 'metrics'], { metrics: [METRIC_ENTRY] })),
  },
  {
    doc: 'API.md §4 views',
    method: 'GET',
    url: '/api/views',
    shape: keys(['total', 'page', 'per_page', 'count', 'views'], { views: [viewShape({})] }),
  },
  { doc: 'API.md §4 dashboards', method: 'GET', url: '/api/dashboards', shape: PAGE_LIST(VIEW_SUMMARY) },
  { doc: 'API.md §4 saved searches', method: 'GET', url: '/api/search/saved', shape: PAGE_LIST(VIEW_SUMMARY) },
  {
    doc: 'API.md §6 field types',
    method: 'POST',
    url: '/api/views/fields',
    body: { streams: [], timerange: null },
    shape: [keys(['name', 'type'], { type: keys(['type', 'properties', 'index_names']) })],
  },
  {
    doc: 'API.md §7 validation of a valid query',
    method: 'POST',
    url: '/api/search/validate',
    body: { query: 'source:web' },
    shape: keys(['status']),
  },
  { doc: 'API.md §8 streams', method: 'GET', url: '/api/streams', shape: keys(['total', 'streams'], { streams: [STREAM_RESPONSE] }) },
  { doc: 'API.md §8 one stream', method: 'GET', url: () => `/api/streams/${ids.stream}`, shape: STREAM_RESPONSE },
  { doc: 'API.md §8 paginated streams', method: 'GET', url: '/api/streams/paginated', shape: PAGE_LIST(STREAM_DTO) },
  {
    doc: 'API.md §8 stream rule types',
    method: 'GET',
    url: () => `/api/streams/${ids.stream}/rules/types`,
    shape: [keys(['id', 'name', 'short_desc', 'long_desc'])],
  },
  { doc: 'API.md §9 inputs', method: 'GET', url: '/api/system/inputs', shape: keys(['inputs', 'total'], { inputs: [INPUT_SUMMARY] }) },
  { doc: 'API.md §9 input types', method: 'GET', url: '/api/system/inputs/types', shape: keys(['types'], { types: mapOf(ANY) }) },
  { doc: 'API.md §9 all input types', method: 'GET', url: '/api/system/inputs/types/all', shape: mapOf(INPUT_TYPE_INFO) },
  {
    doc: 'API.md §9 one input type',
    method: 'GET',
    url: '/api/system/inputs/types/org.graylog2.inputs.gelf.udp.GELFUDPInput',
    shape: INPUT_TYPE_INFO,
  },
  { doc: 'API.md §9 cluster input states', method: 'GET', url: '/api/cluster/inputstates', shape: mapOf([INPUT_STATE]) },
  { doc: 'API.md §9 input states', method: 'GET', url: '/api/system/inputstates', shape: keys(['states'], { states: [INPUT_STATE] }) },
  {
    doc: 'API.md §10 lookup tables',
    method: 'GET',
    url: '/api/system/lookup/tables',
    shape: keys(['query', 'total', 'count', 'page', 'per_page', 'lookup_tables', 'caches', 'data_adapters'], {
      caches: mapOf(ANY),
      data_adapters: mapOf(ANY),
    }),
  },
  {
    doc: 'API.md §10 data adapters',
    method: 'GET',
    url: '/api/system/lookup/adapters',
    shape: keys(['query', 'total', 'count', 'page', 'per_page', 'data_adapters']),
  },
  {
    doc: 'API.md §10 caches',
    method: 'GET',
    url: '/api/system/lookup/caches',
    shape: keys(['query', 'total', 'count', 'page', 'per_page', 'caches']),
  },
  {
    doc: 'API.md §11 entity list preferences',
    method: 'GET',
    url: '/api/entitylists/preferences/streams',
    shape: keys(['displayed_attributes', 'per_page', 'sort'], { sort: keys(['field', 'order']) }),
  },
  {
    doc: 'API.md §12 favorites',
    method: 'GET',
    url: '/api/favorites',
    shape: keys(['total', 'page', 'per_page', 'count', 'favorites'], { favorites: [keys(['grn', 'title'])] }),
  },
  {
    doc: 'API.md §13 shares of a user',
    method: 'GET',
    url: () => `/api/authz/shares/user/${ids.user}`,
    shape: keys(['total', 'page', 'per_page', 'count', 'entities', 'context'], {
      context: keys(['grantee_capabilities'], { grantee_capabilities: mapOf(ANY) }),
    }),
  },
  { doc: 'ADMIN-API.md §1.4 InputSummary', method: 'GET', url: () => `/api/system/inputs/${ids.input}`, shape: INPUT_SUMMARY },
  {
    doc: 'ADMIN-API.md §2 extractors',
    method: 'GET',
    url: () => `/api/system/inputs/${ids.input}/extractors`,
    shape: keys(['total', 'extractors'], {
      extractors: [
        keys(
          [
            'id',
            'title',
            'type',
            'cursor_strategy',
            'source_field',
            'target_field',
            'extractor_config',
            'creator_user_id',
            'converters',
            'condition_type',
            'condition_value',
            'order',
            'exceptions',
            'converter_exceptions',
            'metrics',
          ],
          {
            converters: [keys(['type', 'config'])],
            metrics: keys(['total', 'condition', 'execution', 'converters', 'condition_hits', 'condition_misses']),
          },
        ),
      ],
    }),
  },
  // The query (default "") is not null, and the paginated service counts the collection: both are written.
  {
    doc: 'ADMIN-API.md §3 paginated grok patterns',
    method: 'GET',
    url: '/api/system/grok/paginated?per_page=2',
    shape: keys(['total', 'page', 'per_page', 'count', 'query', 'grand_total', 'patterns'], {
      patterns: [keys(['id', 'name', 'pattern', 'content_pack'])],
    }),
  },
  {
    doc: 'ADMIN-API.md §4 outputs',
    method: 'GET',
    url: '/api/system/outputs',
    shape: keys(['total', 'outputs'], {
      outputs: [keys(['id', 'title', 'type', 'creator_user_id', 'created_at', 'configuration', 'content_pack'])],
    }),
  },
  {
    doc: 'ADMIN-API.md §4 output types',
    method: 'GET',
    url: '/api/system/outputs/available',
    shape: keys(['types'], { types: mapOf(keys(['name', 'type', 'human_name', 'link_to_docs', 'requested_configuration'])) }),
  },
  {
    doc: 'ADMIN-API.md §7.4 notifications',
    method: 'GET',
    url: '/api/events/notifications/paginated',
    shape: PAGE_LIST(keys(['id', 'title', 'description', 'config'])),
  },
  {
    doc: 'ADMIN-API.md §7.5 events search',
    method: 'POST',
    url: '/api/events/search',
    body: {},
    shape: keys(['parameters', 'total_events', 'duration', 'events', 'used_indices', 'context'], {
      context: keys(['event_definitions', 'streams']),
    }),
  },
  // RuleSource and PipelineSource write `errors` as null when the source parses (no NON_NULL on them).
  {
    doc: 'ADMIN-API.md §8 pipeline rules',
    method: 'GET',
    url: '/api/system/pipelines/rule',
    shape: [keys(['id', 'title', 'description', 'source', 'created_at', 'modified_at', 'errors'])],
  },
  {
    doc: 'ADMIN-API.md §8 pipelines',
    method: 'GET',
    url: '/api/system/pipelines/pipeline',
    shape: [
      keys(['id', 'title', 'description', 'source', 'created_at', 'modified_at', 'stages', 'errors'], {
        stages: [keys(['stage', 'match', 'rules'])],
      }),
    ],
  },
  {
    doc: 'ADMIN-API.md §8 pipeline connections',
    method: 'GET',
    url: '/api/system/pipelines/connections',
    shape: [keys(['id', 'stream_id', 'pipeline_ids'])],
  },
  {
    doc: 'ADMIN-API.md §9.1 content packs',
    method: 'GET',
    url: '/api/system/content_packs',
    shape: keys(['total', 'content_packs', 'content_pack_metadata'], {
      content_packs: [
        keys([
          'v',
          'id',
          'rev',
          'name',
          'summary',
          'description',
          'vendor',
          'url',
          'created_at',
          'server_version',
          'parameters',
          'entities',
        ]),
      ],
      content_pack_metadata: mapOf(mapOf(keys(['installation_count']))),
    }),
  },
  {
    doc: 'ADMIN-API.md §3 grok patterns',
    method: 'GET',
    url: '/api/system/grok',
    shape: keys(['patterns'], { patterns: [keys(['id', 'name', 'pattern', 'content_pack'])] }),
  },
  {
    doc: 'ADMIN-API.md §6.2 index sets',
    method: 'GET',
    url: '/api/system/indices/index_sets',
    shape: keys(['total', 'index_sets', 'stats'], { index_sets: [INDEX_SET], stats: mapOf(keys(['indices', 'documents', 'size'])) }),
  },
  {
    doc: 'ADMIN-API.md §9.2 sidecars',
    method: 'GET',
    url: '/api/sidecars',
    shape: keys(['query', 'pagination', 'total', 'only_active', 'sort', 'order', 'sidecars', 'filters'], {
      pagination: keys(['total', 'count', 'page', 'per_page']),
    }),
  },
  {
    doc: 'ADMIN-API.md §9.3 authentication backends',
    method: 'GET',
    url: '/api/system/authentication/services/backends',
    shape: keys(['total', 'count', 'page', 'per_page', 'grand_total', 'backends', 'context'], { context: keys(['active_backend']) }),
  },
  {
    doc: 'ADMIN-API.md §9.4 roles',
    method: 'GET',
    url: '/api/authz/roles',
    shape: keys(['total', 'page', 'per_page', 'count', 'roles', 'context'], {
      roles: [keys(['id', 'name', 'description', 'permissions', 'read_only'])],
      context: keys(['users'], { users: mapOf([keys(['id', 'username'])]) }),
    }),
  },
  {
    doc: 'ADMIN-API.md §9.5 message processors',
    method: 'GET',
    url: '/api/system/messageprocessors/config',
    shape: keys(['processor_order', 'disabled_processors'], { processor_order: [keys(['name', 'class_name'])] }),
  },
  {
    doc: 'ADMIN-API.md §9.6 URL allowlist',
    method: 'GET',
    url: '/api/system/urlwhitelist',
    shape: keys(['entries', 'disabled'], { entries: [keys(['id', 'type', 'title', 'value'])] }),
  },
];

describe('documented response shapes (API.md, ADMIN-API.md)', () => {
  beforeAll(async () => {
    // Something in every list: a user, a stream with a rule, an input, a view (a favourite), list preferences.
    expect(
      (
        await call('POST', '/api/users', {
          username: 'keys',
          password: 'keys-password-1',
          email: 'keys@example.org',
          full_name: 'Keys',
          permissions: [],
        })
      ).statusCode,
    ).toBe(201);
    ids.user = (await json('GET', '/api/users/keys', undefined, 200))['id'] as string;
    const stream = await json(
      'POST',
      '/api/streams',
      {
        title: 'Keys',
        index_set_id: '000000000000000000000002',
        rules: [{ type: 1, field: 'source', value: 'web', inverted: false, description: '' }],
      },
      201,
    );
    ids.stream = stream['stream_id'] as string;
    ids.input = (await createInput(server, 'org.graylog2.inputs.gelf.udp.GELFUDPInput')).id;
    const search = {
      id: '5f0c00000000000000000c01',
      queries: [
        { id: 'q1', timerange: { type: 'relative', range: 300 }, query: { type: 'elasticsearch', query_string: '' }, search_types: [] },
      ],
    };
    await json('POST', '/api/views/search', search, 201);
    ids.view = (
      await json(
        'POST',
        '/api/views',
        {
          type: 'DASHBOARD',
          title: 'Keys',
          search_id: search.id,
          state: { q1: { widgets: [], widget_mapping: {}, positions: {}, titles: {} } },
        },
        200,
      )
    )['id'] as string;
    expect((await call('PUT', `/api/favorites/grn::::dashboard:${ids.view}`)).statusCode).toBe(204);
    const extractor = await call('POST', `/api/system/inputs/${ids.input}/extractors`, {
      title: 'status',
      extractor_type: 'regex',
      cursor_strategy: 'copy',
      source_field: 'message',
      target_field: 'http_status',
      extractor_config: { regex_value: 'status=(\\d+)' },
      converters: [{ type: 'numeric', config: {} }],
      condition_type: 'string',
      condition_value: 'status=',
      order: 0,
    });
    expect(extractor.statusCode, extractor.body).toBe(201);
    await json(
      'POST',
      '/api/system/outputs',
      { title: 'Keys', type: 'org.graylog2.outputs.LoggingOutput', configuration: { prefix: 'Writing message: ' } },
      201,
    );
    expect(
      (
        await call('POST', '/api/events/notifications', {
          title: 'Keys',
          description: '',
          config: { type: 'http-notification-v1', url: 'https://example.org/hook' },
        })
      ).statusCode,
    ).toBe(200);
    await json(
      'POST',
      '/api/system/pipelines/rule',
      { title: '', description: 'keys', source: 'rule "keys"\nwhen has_field("source")\nthen\n  set_field("seen", true);\nend' },
      200,
    );
    const pipeline = await json(
      'POST',
      '/api/system/pipelines/pipeline',
      { title: '', description: 'keys', source: 'pipeline "Keys"\nstage 0 match either\nrule "keys";\nend' },
      200,
    );
    await json('POST', '/api/system/pipelines/connections/to_stream', { stream_id: ids.stream, pipeline_ids: [pipeline['id']] }, 200);
    expect(
      (
        await call('POST', '/api/system/content_packs', {
          v: '1',
          id: '5f0c0000-0000-4000-8000-00000000c0de',
          rev: 1,
          name: 'Keys',
          summary: 's',
          description: 'd',
          vendor: 'v',
          url: 'https://example.org',
          parameters: [],
          entities: [],
        })
      ).statusCode,
    ).toBe(201);
    await call('POST', '/api/entitylists/preferences/streams', {
      displayed_attributes: ['title'],
      per_page: 20,
      sort: { field: 'title', order: 'asc' },
    });
  });

  for (const entry of DOCUMENTED) {
    it(`${entry.doc}: ${entry.method} ${typeof entry.url === 'string' ? entry.url : '…'}`, async () => {
      const url = typeof entry.url === 'string' ? entry.url : entry.url();
      const res = await call(entry.method, url, entry.body);
      expect(res.statusCode, res.body).toBeLessThan(300);
      expectKeys(entry.shape, res.json(), `${entry.method} ${url}`);
    });
  }
});

describe('every fixture', () => {
  it('is covered by a case above', () => {
    const all = fs.readdirSync(FIXTURES).filter((f) => f.endsWith('.json'));
    expect(all).toHaveLength(33);
    expect(all.filter((f) => !covered.has(f))).toEqual([]);
  });
});
