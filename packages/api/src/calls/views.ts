import type { ApiClient } from '../client/ApiClient';
import {
  decodeDecorator,
  decodeSearchMetadata,
  decodeViewParameterSummary,
  type Decorator,
  type DecoratorType,
  type SearchMetadata,
  type ViewParameterSummary,
} from '../models/searchHelpers';
import { arrOr, num, obj, oneOf, optNum, required, str } from '../models/decode';
import { decodePage, pageParams, type Page, type PageQuery } from '../models/paging';
import { decodeSearch, encodeExecutionState, encodeSearch, type ExecutionState, type Search } from '../models/search';
import { decodeMessage, decodeSearchJob, type Message, type SearchJob } from '../models/searchJob';
import { decodeFieldTypes, type FieldType } from '../models/system';
import { encodeTimeRange, type TimeRange } from '../models/timeRange';
import { decodeView, decodeViewSummary, encodeView, type View, type ViewSummary } from '../models/view';
import { call, getArray, getObject, segment } from './helpers';

async function getArrayBody(pending: Promise<unknown>, what: string): Promise<unknown[]> {
  const body = required(await pending, what);
  return arrOr(Array.isArray(body) ? body : obj(body, what)['views'], what, (entry) => entry);
}

/** Views default to 50 per page, sorted by title ascending (3-administration.md §9). */
export const VIEWS_PAGE_DEFAULTS = { page: 1, perPage: 50, sort: 'title', order: 'asc' } as const;

/** Views, searches and search helpers of 2-search-and-dashboards.md §7. */
export const ViewsApi = {
  get: async (client: ApiClient, id: string): Promise<View> => decodeView(await getObject(client, `/views/${segment(id)}`, 'view')),
  list: async (client: ApiClient, query: PageQuery = {}): Promise<Page<View>> =>
    decodePage(await getObject(client, '/views', 'views', pageParams({ ...VIEWS_PAGE_DEFAULTS, ...query })), 'views', decodeView),
  create: async (client: ApiClient, view: View): Promise<View> =>
    decodeView(required(await client.post('/views', encodeView(view)), 'view')),
  update: async (client: ApiClient, view: View): Promise<View> =>
    decodeView(required(await client.put(`/views/${segment(view.id ?? '')}`, encodeView(view)), 'view')),
  remove: (client: ApiClient, id: string) => call(client, 'DELETE', `/views/${segment(id)}`),
  setDefault: (client: ApiClient, id: string) => call(client, 'PUT', `/views/${segment(id)}/default`),
  /** `POST /views/bulk_delete`; returns the ids that could not be deleted. */
  bulkDelete: async (client: ApiClient, ids: string[]): Promise<string[]> => {
    const body = await client.post('/views/bulk_delete', { entity_ids: ids });
    if (body === null) return [];
    return arrOr(obj(body, 'bulk_delete')['failures'], 'bulk_delete.failures', (f, field) =>
      str(obj(f, field)['entity_id'], `${field}.entity_id`),
    );
  },
  dashboards: async (client: ApiClient, query: PageQuery = {}): Promise<Page<ViewSummary>> =>
    decodePage(await getObject(client, '/dashboards', 'dashboards', pageParams(query)), 'elements', decodeViewSummary),
  savedSearches: async (client: ApiClient, query: PageQuery = {}): Promise<Page<ViewSummary>> =>
    decodePage(await getObject(client, '/search/saved', 'saved_searches', pageParams(query)), 'elements', decodeViewSummary),
  /** `POST /views/forValue` (QualifyingViewsResource): views with their search parameters, for value interlinking. */
  forValue: async (client: ApiClient, request: { field?: string; value?: unknown } = {}): Promise<ViewParameterSummary[]> =>
    (await getArrayBody(client.post('/views/forValue', request), 'views')).map((v, i) => decodeViewParameterSummary(v, `views[${i}]`)),
  functions: async (client: ApiClient): Promise<Record<string, { type: string; description: string }>> => {
    const body = await getObject(client, '/views/functions', 'functions');
    return Object.fromEntries(
      Object.entries(body).map(([name, f]) => {
        const fn = obj(f, `functions.${name}`);
        return [
          name,
          { type: str(fn['type'], `functions.${name}.type`), description: str(fn['description'] ?? '', `functions.${name}.description`) },
        ];
      }),
    );
  },
};

export const SearchApi = {
  /** `GET /messages/{index}/{id}`: one stored message (the message permalink page). */
  message: async (client: ApiClient, index: string, id: string): Promise<Message> =>
    decodeMessage(await getObject(client, `/messages/${segment(index)}/${segment(id)}`, 'message'), 'message'),
  get: async (client: ApiClient, id: string): Promise<Search> =>
    decodeSearch(await getObject(client, `/views/search/${segment(id)}`, 'search')),
  /** `POST /views/search` (201): the saved search, with ids the server assigned. */
  create: async (client: ApiClient, search: Search): Promise<Search> =>
    decodeSearch(required(await client.post('/views/search', encodeSearch(search)), 'search')),
  execute: async (client: ApiClient, searchId: string, state: ExecutionState): Promise<SearchJob> =>
    decodeSearchJob(required(await client.post(`/views/search/${segment(searchId)}/execute`, encodeExecutionState(state)), 'search_job')),
  status: async (client: ApiClient, jobId: string): Promise<SearchJob> =>
    decodeSearchJob(await getObject(client, `/views/search/status/${segment(jobId)}`, 'search_job')),
  sync: async (client: ApiClient, search: Search, timeoutMs = 60000): Promise<SearchJob> =>
    decodeSearchJob(
      required(await client.post('/views/search/sync', encodeSearch(search), { query: { timeout: timeoutMs } }), 'search_job'),
    ),
  metadata: async (client: ApiClient, search: Search): Promise<SearchMetadata> => {
    let body: unknown;
    try {
      body = required(await client.post('/views/search/metadata', encodeSearch(search)), 'metadata');
    } catch {
      // A failing metadata call yields an empty result (2-search-and-dashboards.md §7).
      return { queryMetadata: {}, declaredParameters: {} };
    }
    // A malformed answer is not a failing call: it raises the decode error naming the field.
    return decodeSearchMetadata(body);
  },
  /** Field types for streams and a range; empty streams means all readable streams. */
  fieldTypes: async (client: ApiClient, streams: string[] = [], timerange: TimeRange | null = null): Promise<FieldType[]> =>
    decodeFieldTypes(
      required(await client.post('/views/fields', { streams, timerange: timerange ? encodeTimeRange(timerange) : null }), 'fields'),
    ),
  allFieldTypes: async (client: ApiClient): Promise<FieldType[]> => decodeFieldTypes(await getArray(client, '/views/fields', 'fields')),
  /** `POST /search/validate`; a failing request counts as OK with no explanations. */
  validate: async (
    client: ApiClient,
    request: { query: string; timerange?: TimeRange; streams?: string[]; filter?: string | null },
  ): Promise<QueryValidation> => {
    try {
      const body = obj(
        required(
          await client.post('/search/validate', {
            query: request.query,
            timerange: request.timerange ? encodeTimeRange(request.timerange) : undefined,
            streams: request.streams,
            filter: request.filter ?? undefined,
          }),
          'validation',
        ),
        'validation',
      );
      return {
        status: oneOf(['OK', 'WARNING', 'ERROR'] as const, body['status'], 'validation.status'),
        explanations: arrOr(body['explanations'], 'validation.explanations', (e, f) => {
          const entry = obj(e, f);
          return {
            errorType: str(entry['error_type'], `${f}.error_type`),
            errorTitle: str(entry['error_title'], `${f}.error_title`),
            errorMessage: str(entry['error_message'], `${f}.error_message`),
            // The wire is 1-based; editors count from 0.
            beginLine: optNum(entry['begin_line'], `${f}.begin_line`) === null ? null : num(entry['begin_line'], f) - 1,
            beginColumn: optNum(entry['begin_column'], `${f}.begin_column`),
            endLine: optNum(entry['end_line'], `${f}.end_line`) === null ? null : num(entry['end_line'], f) - 1,
            endColumn: optNum(entry['end_column'], `${f}.end_column`),
            relatedProperty: typeof entry['related_property'] === 'string' ? entry['related_property'] : null,
          };
        }),
      };
    } catch {
      return { status: 'OK', explanations: [] };
    }
  },
  /** `POST /search/suggest` with the spec's page size of 50. */
  suggest: async (
    client: ApiClient,
    request: { field: string; input: string; timerange?: TimeRange; streams?: string[]; size?: number },
  ): Promise<{ suggestions: Array<{ value: string; occurrence: number }>; sumOtherDocsCount: number | null }> => {
    const body = obj(
      required(
        await client.post('/search/suggest', {
          field: request.field,
          input: request.input,
          timerange: request.timerange ? encodeTimeRange(request.timerange) : undefined,
          streams: request.streams,
          size: request.size ?? SUGGESTION_PAGE_SIZE,
        }),
        'suggestions',
      ),
      'suggestions',
    );
    return {
      suggestions: arrOr(body['suggestions'], 'suggestions.suggestions', (s, f) => {
        const entry = obj(s, f);
        return { value: String(entry['value']), occurrence: num(entry['occurrence'], `${f}.occurrence`) };
      }),
      sumOtherDocsCount: optNum(body['sum_other_docs_count'], 'suggestions.sum_other_docs_count'),
    };
  },
  decorators: async (client: ApiClient): Promise<Decorator[]> =>
    (await getArray(client, '/search/decorators', 'decorators')).map((d, i) => decodeDecorator(d, `decorators[${i}]`)),
  /** Decorator types a message table can add (`GET /search/decorators/available`), by their names. */
  availableDecorators: async (client: ApiClient): Promise<DecoratorType[]> =>
    Object.entries(await getObject(client, '/search/decorators/available', 'decorators')).map(([type, value]) => {
      const entry = value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
      const name = entry['name'] ?? entry['human_name'];
      return { type, name: typeof name === 'string' && name !== '' ? name : type };
    }),
  /** Tests a keyword time range ("last five minutes"). */
  keywordRange: async (client: ApiClient, keyword: string, timezone?: string) => {
    const body = await getObject(client, '/tools/natural_date_tester', 'natural_date', { string: keyword, timezone });
    return {
      from: str(body['from'], 'natural_date.from'),
      to: str(body['to'], 'natural_date.to'),
      timezone: str(body['timezone'], 'natural_date.timezone'),
    };
  },
};

/** Suggestion page size (3-administration.md §9). */
export const SUGGESTION_PAGE_SIZE = 50;

export interface QueryValidation {
  status: 'OK' | 'WARNING' | 'ERROR';
  explanations: Array<{
    errorType: string;
    errorTitle: string;
    errorMessage: string;
    beginLine: number | null;
    beginColumn: number | null;
    endLine: number | null;
    endColumn: number | null;
    relatedProperty: string | null;
  }>;
}
