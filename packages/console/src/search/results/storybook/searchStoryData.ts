import {
  decodeFieldTypes,
  decodeInput,
  decodeSearchesClusterConfig,
  decodeSearchJob,
  SEARCHES_CLUSTER_CONFIG_CLASS,
  widgetResult,
  type ApiKey,
  type FieldType,
  type SearchExecution,
  type SearchJob,
  type View,
  type Widget,
  type WidgetPosition,
} from '@sift/api';
import { storyNodes } from '../../../storybook/storyData';
import { createDefaultWidgets } from '../defaultWidgets';

/** Fixed ids so stories and screenshots are stable. */
export const STORY_QUERY_ID = '6d1c5f2e-8a43-4b7e-9c1d-2f3e4a5b6c7d';
export const COUNT_WIDGET_ID = 'a1b2c3d4-0001-4000-8000-000000000001';
export const MESSAGES_WIDGET_ID = 'a1b2c3d4-0002-4000-8000-000000000002';
const COUNT_SEARCH_TYPE = 'b1b2c3d4-0001-4000-8000-000000000001';
const MESSAGES_SEARCH_TYPE = 'b1b2c3d4-0002-4000-8000-000000000002';
export const STORY_INPUT_ID = '663a1f0e2c9b4d7a8e6f5a41';
const FROM = '2024-05-02T10:00:00.000Z';
const TO = '2024-05-02T10:15:00.000Z';

const ids = [COUNT_WIDGET_ID, MESSAGES_WIDGET_ID];

/** The default widgets of a new search, with fixed ids and a search-type mapping. */
export function storyView(
  extra: {
    widgets?: Widget[];
    positions?: Record<string, WidgetPosition>;
    titles?: Record<string, string>;
    mapping?: Record<string, string[]>;
    highlighting?: View['state'][string]['highlighting'];
  } = {},
): View {
  let n = 0;
  const defaults = createDefaultWidgets(() => ids[n++] ?? `w${n}`);
  return {
    id: '6650a1f2e4b0c81d2a3f9e10',
    type: 'SEARCH',
    title: 'Failed logins',
    summary: '',
    description: 'Failed admin logins on the web tier.',
    searchId: '6650a1f2e4b0c81d2a3f9e11',
    properties: [],
    requires: {},
    owner: 'admin',
    createdAt: '2024-05-02T09:00:00.000Z',
    favorite: false,
    state: {
      [STORY_QUERY_ID]: {
        selectedFields: null,
        staticMessageListId: null,
        titles: { widget: { ...defaults.titles, ...extra.titles } },
        widgets: [...defaults.widgets, ...(extra.widgets ?? [])],
        widgetMapping: { [COUNT_WIDGET_ID]: [COUNT_SEARCH_TYPE], [MESSAGES_WIDGET_ID]: [MESSAGES_SEARCH_TYPE], ...extra.mapping },
        positions: { ...defaults.positions, ...extra.positions },
        highlighting: extra.highlighting ?? [],
        displayModePositions: {},
      },
    },
  };
}

const ACTIONS = ['login failed', 'login succeeded', 'password reset', 'session expired'];
const PATHS = ['/api/login', '/api/users/me', '/search', '/api/views/search'];

/** Id of the `index`th story message (0 is the newest). */
export const storyMessageId = (index: number) => `01HX${String(index).padStart(6, '0')}Q7M3ZB2K9T`;

/** Web-tier log messages, newest first, with the term "failed" highlighted where the query matched. */
/** `payloadChars`: every message carries a payload of that many characters (large but realistic lines). */
export function storyMessages(count: number, options: { hugeAt?: number; notStoredAt?: number; payloadChars?: number } = {}) {
  return Array.from({ length: count }, (_, i) => {
    const time = new Date(Date.parse(TO) - i * 7_000).toISOString();
    const action = ACTIONS[i % ACTIONS.length] ?? 'login failed';
    const status = action === 'login failed' ? 401 : 200;
    const base = `${time} web-0${(i % 3) + 1} nginx: 10.0.${i % 5}.${(i * 7) % 250} "POST ${PATHS[i % PATHS.length]} HTTP/1.1" ${status} user=admin action="${action}"`;
    const payload = options.payloadChars
      ? ` payload=${`k${i}=v${i} `.repeat(Math.ceil(options.payloadChars / 8)).slice(0, options.payloadChars)}`
      : '';
    const message = i === options.hugeAt ? `${base} payload=${'A'.repeat(1_048_576)}` : `${base}${payload}`;
    const at = message.indexOf('failed');
    return {
      message: {
        _id: storyMessageId(i),
        timestamp: time,
        source: `web-0${(i % 3) + 1}`,
        message,
        action,
        http_status: status,
        took_ms: 20 + ((i * 37) % 400),
        user: 'admin',
        streams: ['000000000000000000000001'],
        gl2_source_node: i % 4 === 3 ? 'ffffffff-0000-4000-8000-000000000000' : storyNodes[0]?.nodeId,
        gl2_source_input: i % 5 === 4 ? '000000000000000000000bad' : STORY_INPUT_ID,
      },
      index: i === options.notStoredAt ? null : 'graylog_0',
      highlight_ranges:
        at >= 0 ? { message: [{ start: at, length: 6 }], action: action.includes('failed') ? [{ start: 6, length: 6 }] : [] } : null,
      decoration_stats: null,
    };
  });
}

/** A per-minute count histogram over the story range. */
export function storyCountRows(minutes = 15) {
  const rows = Array.from({ length: minutes }, (_, i) => ({
    key: [new Date(Date.parse(FROM) + i * 60_000).toISOString()],
    values: [{ key: ['count()'], value: 40 + ((i * 53) % 90), rollup: true, source: 'row-leaf' }],
    source: 'leaf',
  }));
  return [
    ...rows,
    {
      key: [],
      values: [{ key: ['count()'], value: rows.reduce((sum, r) => sum + (r.values[0]?.value ?? 0), 0), rollup: true, source: 'row-inner' }],
      source: 'non-leaf',
    },
  ];
}

/** A finished search job answering the story view's widgets. */
export function storyJob(
  options: { messages?: ReturnType<typeof storyMessages>; total?: number; extraResults?: Record<string, unknown>; errors?: unknown[] } = {},
): SearchJob {
  const messages = options.messages ?? storyMessages(25);
  const range = { type: 'absolute', from: FROM, to: TO };
  return decodeSearchJob({
    id: '6650a1f2e4b0c81d2a3f9e12',
    search_id: '6650a1f2e4b0c81d2a3f9e11',
    owner: 'admin',
    execution: { done: true, cancelled: false, completed_exceptionally: (options.errors ?? []).length > 0 },
    results: {
      [STORY_QUERY_ID]: {
        query: {},
        state: 'COMPLETED',
        errors: options.errors ?? [],
        execution_stats: { duration: 42, timestamp: TO, effective_timerange: range },
        search_types: {
          [COUNT_SEARCH_TYPE]: {
            id: COUNT_SEARCH_TYPE,
            type: 'pivot',
            name: 'chart',
            rows: storyCountRows(),
            total: 1_284,
            effective_timerange: range,
          },
          [MESSAGES_SEARCH_TYPE]: {
            id: MESSAGES_SEARCH_TYPE,
            type: 'messages',
            messages,
            total_results: options.total ?? messages.length,
            effective_timerange: range,
          },
          ...options.extraResults,
        },
      },
    },
  });
}

/** A `SearchExecution` over a fixed job, as `useSearchExecution` would return it. */
export function storyExecution(view: View, job: SearchJob | null, loading = false): SearchExecution {
  return {
    status: loading ? 'polling' : 'done',
    loading,
    job,
    searchId: view.searchId,
    error: null,
    widget: (queryId, widgetId) => {
      if (!job) return { byName: {}, errors: [], missing: true, loading };
      const result = widgetResult(job, view, queryId, widgetId);
      return { ...result, loading: loading && result.missing };
    },
    refresh: () => undefined,
  };
}

export const storyFieldTypes: FieldType[] = decodeFieldTypes(
  [
    ['action', 'string', ['enumerable']],
    ['gl2_source_input', 'string', ['enumerable']],
    ['gl2_source_node', 'string', ['enumerable']],
    ['http_status', 'long', ['numeric', 'enumerable']],
    ['message', 'string', ['full-text-search']],
    ['source', 'string', ['enumerable', 'full-text-search']],
    ['timestamp', 'date', ['enumerable']],
    ['took_ms', 'long', ['numeric', 'enumerable']],
    ['user', 'string', ['enumerable']],
    ['user_agent_decorated', 'string', ['decorated']],
  ].map(([name, type, properties]) => ({ name, type: { type, properties, index_names: ['graylog_0'] } })),
);

/** The searches cluster config of the stories; "Show surrounding messages" needs `surrounding` (none by default). */
function storySearchesConfig(surrounding: { options: Record<string, string>; fields: string[] }) {
  return decodeSearchesClusterConfig({
    query_time_range_limit: 'PT0S',
    relative_timerange_options: {},
    surrounding_timerange_options: surrounding.options,
    surrounding_filter_fields: surrounding.fields,
    analysis_disabled_fields: ['message'],
  });
}

/** SWR answers the results and the sidebar read: field types, searches config (message analysis disabled), nodes and inputs. */
export const searchStorySwrData: ReadonlyArray<readonly [ApiKey, unknown]> = [
  [['fieldTypes', '', null], storyFieldTypes],
  [['clusterConfig', SEARCHES_CLUSTER_CONFIG_CLASS], storySearchesConfig({ options: {}, fields: [] })],
  [['nodes'], { nodes: storyNodes, total: storyNodes.length }],
  [
    ['inputs'],
    [
      decodeInput({
        id: STORY_INPUT_ID,
        title: 'GELF UDP 12201',
        global: true,
        name: 'GELF UDP',
        content_pack: null,
        created_at: '2024-05-01T08:00:00.000Z',
        type: 'org.graylog2.inputs.gelf.udp.GELFUDPInput',
        creator_user_id: 'admin',
        attributes: {},
        static_fields: {},
        node: null,
      }),
    ],
  ],
];

/** Graylog's default surrounding windows and filter fields (the server's defaults). */
export const STORY_SURROUNDING = {
  options: { PT1M: '1 minute', PT1S: '1 second', PT5S: '5 seconds', PT10S: '10 seconds', PT30S: '30 seconds', PT5M: '5 minutes' },
  fields: ['source', 'gl2_source_input', 'file', 'source_file'],
};

/** `searchStorySwrData` with surrounding windows and filter fields configured. */
export const surroundingStorySwrData: ReadonlyArray<readonly [ApiKey, unknown]> = searchStorySwrData.map(([key, value]) =>
  key[0] === 'clusterConfig' ? ([key, storySearchesConfig(STORY_SURROUNDING)] as const) : ([key, value] as const),
);
