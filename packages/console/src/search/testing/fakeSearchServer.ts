/**
 * A network-free stand-in for the search endpoints, for unit tests (through fakeApi) and stories
 * (as an ApiClient fetch): it stores created searches, answers execute with a running job and the
 * status poll with the finished one, and answers validation, suggestions and field types.
 */
export interface FakeSearchServerOptions {
  streams?: Array<{ id: string; title: string }>;
  /** Polls answered "running" before the job is done. */
  pollsUntilDone?: number;
  /** The messages every message list returns. */
  messages?: Array<Record<string, unknown>>;
  /** Answer of execute instead of a job (e.g. an error Response). */
  executeAnswer?: () => unknown;
  validation?: (query: string) => unknown;
  clusterConfig?: Record<string, unknown> | null;
  views?: Record<string, unknown>;
  searches?: Record<string, unknown>;
}

export const STORY_CLUSTER_CONFIG = {
  query_time_range_limit: 'PT0S',
  relative_timerange_options: { PT5M: '5 minutes', PT15M: '15 minutes', PT1H: '1 hour', P1D: '1 day', PT0S: 'all messages', P7D: '7 days' },
  surrounding_timerange_options: { PT1S: '1 second', PT5S: '5 seconds' },
  surrounding_filter_fields: ['source'],
  analysis_disabled_fields: ['message', 'full_message'],
  auto_refresh_timerange_options: { PT1S: '1 second', PT5S: '5 seconds', PT1M: '1 minute', PT5M: '5 minutes' },
  default_auto_refresh_option: 'PT5S',
};

const streamWire = (stream: { id: string; title: string }) => ({
  id: stream.id,
  title: stream.title,
  creator_user_id: 'admin',
  outputs: [],
  matching_type: 'AND',
  description: null,
  created_at: '2024-01-01T00:00:00.000Z',
  disabled: false,
  rules: [],
  content_pack: null,
  is_default: false,
  remove_matches_from_default_stream: false,
  index_set_id: 'is1',
  is_editable: true,
});

export const STORY_MESSAGES = [
  {
    _id: 'm1',
    timestamp: '2024-05-02T10:00:01.000Z',
    source: 'web-1',
    message: 'GET /index.html 200',
    http_status: 200,
    streams: ['s1'],
    gl2_source_node: 'n1',
    gl2_source_input: 'i1',
  },
  {
    _id: 'm2',
    timestamp: '2024-05-02T10:00:00.000Z',
    source: 'web-2',
    message: 'GET /missing 404',
    http_status: 404,
    streams: ['s1'],
    gl2_source_node: 'n1',
    gl2_source_input: 'i1',
  },
];

const FIELDS = [
  { name: 'source', type: { type: 'string', properties: ['enumerable'], index_names: [] } },
  { name: 'message', type: { type: 'string', properties: ['full-text-search'], index_names: [] } },
  { name: 'http_status', type: { type: 'long', properties: ['numeric', 'enumerable'], index_names: [] } },
  { name: 'timestamp', type: { type: 'date', properties: ['enumerable'], index_names: [] } },
];

type Json = Record<string, unknown>;

const notFound = () =>
  new Response(JSON.stringify({ type: 'ApiError', message: 'View not found' }), {
    status: 404,
    headers: { 'Content-Type': 'application/json' },
  });

export interface FakeSearchServer {
  /** Routes "METHOD /path" (path without /api) to an answer; undefined when not a search route. */
  answer: (method: string, path: string, body: unknown) => unknown;
  searches: Map<string, Json>;
  views: Map<string, Json>;
  /** Ids the bulk delete refuses. */
  undeletable: Set<string>;
  executions: Array<{ searchId: string; body: unknown; at: number }>;
  polls: Array<{ jobId: string; at: number }>;
}

export function fakeSearchServer(options: FakeSearchServerOptions = {}): FakeSearchServer {
  const streams = options.streams ?? [
    { id: 's1', title: 'Web logs' },
    { id: 's2', title: 'Firewall' },
  ];
  const searches = new Map<string, Json>(Object.entries(options.searches ?? {}) as Array<[string, Json]>);
  const views = new Map<string, Json>(Object.entries(options.views ?? {}) as Array<[string, Json]>);
  const undeletable = new Set<string>();
  let viewCount = 0;
  const jobs = new Map<string, { searchId: string; polls: number }>();
  const executions: FakeSearchServer['executions'] = [];
  const polls: FakeSearchServer['polls'] = [];
  const messages = options.messages ?? STORY_MESSAGES;

  const job = (id: string, searchId: string, done: boolean) => {
    const search = searches.get(searchId) ?? { queries: [] };
    const queries = (search['queries'] as Json[]) ?? [];
    return {
      id,
      search_id: searchId,
      owner: 'admin',
      errors: [],
      execution: { done, cancelled: false, completed_exceptionally: false },
      results: done
        ? Object.fromEntries(
            queries.map((query) => [
              query['id'],
              {
                query: {},
                state: 'COMPLETED',
                errors: [],
                execution_stats: {
                  duration: 12,
                  timestamp: '2024-05-02T10:00:02.000Z',
                  effective_timerange: { type: 'absolute', from: '2024-05-02T09:55:00.000Z', to: '2024-05-02T10:00:00.000Z' },
                },
                search_types: Object.fromEntries(
                  ((query['search_types'] as Json[]) ?? []).map((type) => [
                    type['id'],
                    type['type'] === 'messages'
                      ? {
                          id: type['id'],
                          type: 'messages',
                          messages: messages.map((m) => ({ message: m, index: 'graylog_0', highlight_ranges: {} })),
                          total_results: messages.length,
                          effective_timerange: { type: 'absolute', from: '2024-05-02T09:55:00.000Z', to: '2024-05-02T10:00:00.000Z' },
                        }
                      : {
                          id: type['id'],
                          type: type['type'],
                          name: type['name'] ?? null,
                          rows: [
                            {
                              key: [],
                              values: [{ key: ['count()'], value: messages.length, rollup: true, source: 'row-leaf' }],
                              source: 'leaf',
                            },
                          ],
                          total: messages.length,
                          effective_timerange: { type: 'absolute', from: '2024-05-02T09:55:00.000Z', to: '2024-05-02T10:00:00.000Z' },
                        },
                  ]),
                ),
              },
            ]),
          )
        : {},
    };
  };

  const answer = (method: string, path: string, body: unknown): unknown => {
    const key = `${method} ${path}`;
    if (key === 'GET /streams') return { total: streams.length, streams: streams.map(streamWire) };
    if (key === 'GET /system/cluster_config/org.graylog2.indexer.searches.SearchesClusterConfig')
      return options.clusterConfig === undefined ? STORY_CLUSTER_CONFIG : (options.clusterConfig ?? null);
    if (key === 'POST /views/fields' || key === 'GET /views/fields') return FIELDS;
    if (key === 'POST /search/validate') return options.validation?.(String((body as Json)['query'])) ?? { status: 'OK' };
    if (key === 'POST /search/suggest')
      return {
        field: (body as Json)['field'],
        input: (body as Json)['input'],
        suggestions: [
          { value: 'web-1', occurrence: 12 },
          { value: 'web-2', occurrence: 3 },
        ],
        sum_other_docs_count: 0,
      };
    if (key === 'POST /views/search') {
      const search = body as Json;
      searches.set(String(search['id']), search);
      return search;
    }
    let match = /^POST \/views\/search\/([^/]+)\/execute$/.exec(key);
    if (match) {
      const searchId = decodeURIComponent(match[1] as string);
      executions.push({ searchId, body, at: Date.now() });
      if (options.executeAnswer) return options.executeAnswer();
      const id = `job-${executions.length}`;
      jobs.set(id, { searchId, polls: 0 });
      return job(id, searchId, (options.pollsUntilDone ?? 1) === 0);
    }
    match = /^GET \/views\/search\/status\/([^/]+)$/.exec(key);
    if (match) {
      const id = match[1] as string;
      polls.push({ jobId: id, at: Date.now() });
      const entry = jobs.get(id);
      if (!entry) return undefined;
      entry.polls += 1;
      return job(id, entry.searchId, entry.polls >= (options.pollsUntilDone ?? 1));
    }
    match = /^GET \/views\/search\/([^/]+)$/.exec(key);
    if (match) return searches.get(decodeURIComponent(match[1] as string));
    if (key === 'POST /views') {
      viewCount += 1;
      const view = {
        ...(body as Json),
        id: `6650a1f2e4b0c81d2a3f${String(viewCount).padStart(4, '0')}`,
        owner: 'jane',
        created_at: '2024-05-02T10:00:00.000Z',
      };
      views.set(view.id, view);
      return view;
    }
    if (key === 'GET /search/saved') {
      const all = [...views.values()]
        .filter((view) => view['type'] === 'SEARCH')
        .sort((a, b) => String(a['title']).localeCompare(String(b['title'])));
      return { elements: all, total: all.length, count: all.length, page: 1, per_page: 20, query: null, attributes: [] };
    }
    if (key === 'GET /dashboards') {
      const all = [...views.values()]
        .filter((view) => view['type'] === 'DASHBOARD')
        .sort((a, b) => String(a['title']).localeCompare(String(b['title'])));
      return { elements: all, total: all.length, count: all.length, page: 1, per_page: 5, query: null, attributes: [] };
    }
    if (key === 'POST /views/bulk_delete') {
      const ids = ((body as Json)['entity_ids'] as string[]) ?? [];
      ids.filter((id) => !undeletable.has(id)).forEach((id) => views.delete(id));
      return { failures: ids.filter((id) => undeletable.has(id)).map((id) => ({ entity_id: id, failure_explanation: 'refused' })) };
    }
    match = /^(GET|PUT|DELETE) \/views\/([^/]+)$/.exec(key);
    if (match) {
      const id = decodeURIComponent(match[2] as string);
      if (!views.has(id)) return notFound();
      if (match[1] === 'PUT') views.set(id, body as Json);
      if (match[1] === 'DELETE') {
        views.delete(id);
        return null;
      }
      return views.get(id);
    }
    return undefined;
  };
  return { answer, searches, views, undeletable, executions, polls };
}

/** Routes for fakeApi: the search server's answers for any path it knows, beside fixed routes. */
export function searchRoutes(server: FakeSearchServer, routes: Record<string, unknown> = {}): Record<string, unknown> {
  const table: Record<string, unknown> = { ...routes };
  return new Proxy(table, {
    has: (target, key) => key in target || (typeof key === 'string' && handles(key)),
    get: (target, key) => {
      if (typeof key !== 'string') return undefined;
      if (key in target) return target[key];
      const [method, path] = splitKey(key);
      return (call: { body: unknown }) => server.answer(method, path, call.body);
    },
  });
}

function splitKey(key: string): [string, string] {
  const space = key.indexOf(' ');
  return [key.slice(0, space), key.slice(space + 1)];
}

/** Whether the fake search server answers a route (without answering it). */
function handles(key: string): boolean {
  return (
    key === 'GET /streams' ||
    key === 'GET /search/saved' ||
    key === 'GET /dashboards' ||
    key === 'POST /views' ||
    key.startsWith('GET /system/cluster_config/') ||
    /^(POST \/views\/search|POST \/search\/(validate|suggest)|(GET|POST) \/views\/fields|(GET|PUT|DELETE) \/views\/|POST \/views\/bulk_delete)/.test(
      key,
    )
  );
}
