import { arrOr, boolOr, isObject, obj, optNum, optStr, record, str, strings, type JsonObject } from './decode';
import {
  decodeOptFilter,
  decodeUsedSearchFilter,
  encodeFilter,
  encodeUsedSearchFilter,
  streamsFilter,
  type Filter,
  type FilterWire,
  type UsedSearchFilter,
  type UsedSearchFilterWire,
} from './filter';
import { decodeSearchType, encodeSearchType, type SearchType, type SearchTypeWire } from './searchTypes';
import {
  DEFAULT_RELATIVE_RANGE_SECONDS,
  decodeOptQueryString,
  decodeOptTimeRange,
  decodeQueryString,
  encodeQueryString,
  encodeTimeRange,
  type BackendQueryWire,
  type TimeRange,
  type TimeRangeWire,
} from './timeRange';

/** QueryDTO (API.md §5). The v2 `streams` list is read into a stream filter and written as v1. */
export interface QueryWire {
  id?: string;
  timerange: TimeRangeWire;
  filter: FilterWire | null;
  filters: UsedSearchFilterWire[];
  query: BackendQueryWire;
  search_types: SearchTypeWire[];
}

export interface Query {
  /** Null only in requests where the server generates the id. */
  id: string | null;
  timerange: TimeRange;
  filter: Filter | null;
  filters: UsedSearchFilter[];
  queryString: string;
  searchTypes: SearchType[];
}

/** Parameter (API.md §5.5); bindings are kept verbatim, as the open-source server does. */
export interface ParameterWire {
  type: string;
  name: string;
  title: string | null;
  description: string | null;
  data_type: string | null;
  default_value: unknown;
  optional: boolean;
  binding: JsonObject | null;
}

export interface Parameter {
  type: string;
  name: string;
  title: string | null;
  description: string | null;
  dataType: string | null;
  defaultValue: unknown;
  optional: boolean;
  binding: JsonObject | null;
}

export interface SearchWire {
  id?: string;
  queries: QueryWire[];
  parameters: ParameterWire[];
}

export interface Search {
  id: string | null;
  queries: Query[];
  parameters: Parameter[];
}

export function decodeQuery(value: unknown, field: string): Query {
  const source = obj(value, field);
  let filter = decodeOptFilter(source['filter'], `${field}.filter`);
  if (!filter && source['streams'] !== undefined) filter = streamsFilter(strings(source['streams'], `${field}.streams`));
  return {
    id: optStr(source['id'], `${field}.id`),
    timerange: decodeOptTimeRange(source['timerange'], `${field}.timerange`) ?? { type: 'relative', range: DEFAULT_RELATIVE_RANGE_SECONDS },
    filter,
    filters: arrOr(source['filters'], `${field}.filters`, decodeUsedSearchFilter),
    queryString: source['query'] === undefined || source['query'] === null ? '' : decodeQueryString(source['query'], `${field}.query`),
    searchTypes: arrOr(source['search_types'], `${field}.search_types`, decodeSearchType),
  };
}

export function encodeQuery(query: Query): QueryWire {
  const wire: QueryWire = {
    timerange: encodeTimeRange(query.timerange),
    filter: query.filter ? encodeFilter(query.filter) : null,
    filters: query.filters.map(encodeUsedSearchFilter),
    query: encodeQueryString(query.queryString),
    search_types: query.searchTypes.map(encodeSearchType),
  };
  return query.id === null ? wire : { id: query.id, ...wire };
}

export function decodeParameter(value: unknown, field: string): Parameter {
  const source = obj(value, field);
  const binding = source['binding'];
  return {
    type: str(source['type'], `${field}.type`),
    name: str(source['name'], `${field}.name`),
    title: optStr(source['title'], `${field}.title`),
    description: optStr(source['description'], `${field}.description`),
    dataType: optStr(source['data_type'], `${field}.data_type`),
    defaultValue: source['default_value'] ?? null,
    optional: boolOr(source['optional'], `${field}.optional`, false),
    binding: binding === undefined || binding === null ? null : obj(binding, `${field}.binding`),
  };
}

export function encodeParameter(parameter: Parameter): ParameterWire {
  return {
    type: parameter.type,
    name: parameter.name,
    title: parameter.title,
    description: parameter.description,
    data_type: parameter.dataType,
    default_value: parameter.defaultValue,
    optional: parameter.optional,
    binding: parameter.binding,
  };
}

export function decodeSearch(value: unknown, field = 'search'): Search {
  const source = obj(value, field);
  return {
    id: optStr(source['id'], `${field}.id`),
    queries: arrOr(source['queries'], `${field}.queries`, decodeQuery),
    parameters: arrOr(source['parameters'], `${field}.parameters`, decodeParameter),
  };
}

export function encodeSearch(search: Search): SearchWire {
  const wire: SearchWire = { queries: search.queries.map(encodeQuery), parameters: search.parameters.map(encodeParameter) };
  return search.id === null ? wire : { id: search.id, ...wire };
}

/** Body of `POST /views/search/{id}/execute` (API.md §5.6). */
export interface ExecutionStateWire {
  parameter_bindings: Record<string, JsonObject>;
  global_override: {
    timerange?: TimeRangeWire | null;
    query?: BackendQueryWire | null;
    limit?: number | null;
    offset?: number | null;
    search_types?: Record<string, { limit: number | null; offset: number | null; after?: unknown[] | null }>;
    keep_search_types?: string[];
    keep_queries?: string[];
  };
}

export interface ExecutionState {
  parameterBindings: Record<string, JsonObject>;
  globalOverride: {
    timerange: TimeRange | null;
    queryString: string | null;
    limit: number | null;
    offset: number | null;
    searchTypes: Record<string, { limit: number | null; offset: number | null }>;
    keepSearchTypes: string[];
    keepQueries: string[];
  };
}

export function emptyExecutionState(): ExecutionState {
  return {
    parameterBindings: {},
    globalOverride: {
      timerange: null,
      queryString: null,
      limit: null,
      offset: null,
      searchTypes: {},
      keepSearchTypes: [],
      keepQueries: [],
    },
  };
}

export function decodeExecutionState(value: unknown, field = 'execution_state'): ExecutionState {
  const source = obj(value, field);
  const override = isObject(source['global_override']) ? source['global_override'] : {};
  const f = `${field}.global_override`;
  return {
    parameterBindings: source['parameter_bindings'] ? record(source['parameter_bindings'], `${field}.parameter_bindings`, obj) : {},
    globalOverride: {
      timerange: decodeOptTimeRange(override['timerange'], `${f}.timerange`),
      queryString: decodeOptQueryString(override['query'], `${f}.query`),
      limit: optNum(override['limit'], `${f}.limit`),
      offset: optNum(override['offset'], `${f}.offset`),
      searchTypes: override['search_types']
        ? record(override['search_types'], `${f}.search_types`, (v, sf) => {
            const st = obj(v, sf);
            return { limit: optNum(st['limit'], `${sf}.limit`), offset: optNum(st['offset'], `${sf}.offset`) };
          })
        : {},
      keepSearchTypes: strings(override['keep_search_types'], `${f}.keep_search_types`),
      keepQueries: strings(override['keep_queries'], `${f}.keep_queries`),
    },
  };
}

/** Writes only what is set, as the web UI does (`SearchExecutionState.ts`). */
export function encodeExecutionState(state: ExecutionState): ExecutionStateWire {
  const o = state.globalOverride;
  const globalOverride: ExecutionStateWire['global_override'] = {};
  if (o.timerange) globalOverride.timerange = encodeTimeRange(o.timerange);
  if (o.queryString !== null) globalOverride.query = encodeQueryString(o.queryString);
  if (o.limit !== null) globalOverride.limit = o.limit;
  if (o.offset !== null) globalOverride.offset = o.offset;
  if (Object.keys(o.searchTypes).length) globalOverride.search_types = o.searchTypes;
  if (o.keepSearchTypes.length) globalOverride.keep_search_types = o.keepSearchTypes;
  if (o.keepQueries.length) globalOverride.keep_queries = o.keepQueries;
  return { parameter_bindings: state.parameterBindings, global_override: globalOverride };
}
