import { randomUUID } from 'node:crypto';
import { ApiError } from '../http/errors.js';
import { readTimeRange, resolveTimeRange, TimeRangeError } from '../query/timerange.js';
import { pivotLimitProblem } from './pivot-spec.js';

export type Json = Record<string, unknown>;

export interface QueryDTO {
  id: string;
  timerange: Json;
  filter: Json | null;
  filters: Json[];
  query: { type: string; query_string: string };
  search_types: Json[];
  /** v2 shape: a plain stream list. */
  streams?: string[];
}

export interface SearchDTO {
  id: string;
  queries: QueryDTO[];
  parameters: Json[];
}

const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);

/** SearchDTO's and QueryDTO's properties (v1, plus v2's `streams`): Graylog rejects any other. */
const SEARCH_PROPERTIES = ['id', 'parameters', 'queries'];
const QUERY_PROPERTIES = ['filter', 'filters', 'id', 'query', 'search_types', 'streams', 'timerange'];

/** Jackson's unknown-property error, as Graylog's `JacksonPropertyExceptionMapper` writes it (API.md §0.4). */
function rejectUnknown(value: Json, known: readonly string[]): void {
  const unknown = Object.keys(value).find((key) => !known.includes(key));
  if (unknown !== undefined) throw new ApiError(400, `Unable to map property ${unknown}.\nKnown properties include: ${known.join(', ')}`);
}

/** A BackendQuery given as `{type, query_string}` or as a bare string. */
export function readBackendQuery(value: unknown): { type: string; query_string: string } {
  if (typeof value === 'string') return { type: 'elasticsearch', query_string: value };
  if (isObject(value))
    return {
      type: typeof value['type'] === 'string' ? value['type'] : 'elasticsearch',
      query_string: typeof value['query_string'] === 'string' ? value['query_string'] : '',
    };
  return { type: 'elasticsearch', query_string: '' };
}

/**
 * Refuses (400) a time range that cannot be resolved: a wrong shape, relative bounds in the wrong
 * order, a keyword nobody can read, or instants beyond the years 1 to 9999. An offset range is
 * resolved against the range it follows, at execution.
 */
export function checkTimeRange(value: unknown): void {
  if (value === undefined || value === null) return;
  try {
    const range = readTimeRange(value);
    if (range.type === 'offset') {
      if (!/^\d{1,9}[smhdwMyi]$/.test(range.offset)) throw new TimeRangeError(`Invalid offset "${range.offset}"`);
      return;
    }
    resolveTimeRange(range);
  } catch (error) {
    if (error instanceof TimeRangeError) throw new ApiError(400, `Invalid time range: ${error.message}.`);
    throw error;
  }
}

function readSearchType(value: unknown): Json {
  if (!isObject(value) || typeof value['type'] !== 'string') throw new ApiError(400, 'Every search type needs a "type"');
  checkTimeRange(value['timerange']);
  if (value['type'] === 'pivot') {
    const problem = pivotLimitProblem(value);
    if (problem) throw new ApiError(400, problem);
  }
  const out: Json = { ...value, id: typeof value['id'] === 'string' && value['id'] !== '' ? value['id'] : randomUUID() };
  if (out['query'] !== undefined && out['query'] !== null) out['query'] = readBackendQuery(out['query']);
  // A type Graylog does not know is kept as it came (SearchType.Fallback).
  if (!['messages', 'pivot', 'events'].includes(value['type'])) return out;
  if (!Array.isArray(out['filters'])) out['filters'] = [];
  if (!Array.isArray(out['streams'])) out['streams'] = [];
  return out;
}

function readQuery(value: unknown): QueryDTO {
  if (!isObject(value)) throw new ApiError(400, 'Every query must be a JSON object');
  rejectUnknown(value, QUERY_PROPERTIES);
  checkTimeRange(value['timerange']);
  const query: QueryDTO = {
    id: typeof value['id'] === 'string' && value['id'] !== '' ? value['id'] : randomUUID(),
    timerange: isObject(value['timerange']) ? value['timerange'] : { type: 'relative', range: 300 },
    filter: isObject(value['filter']) ? value['filter'] : null,
    filters: Array.isArray(value['filters']) ? (value['filters'] as unknown[]).filter(isObject) : [],
    query: readBackendQuery(value['query']),
    search_types: Array.isArray(value['search_types']) ? (value['search_types'] as unknown[]).map(readSearchType) : [],
  };
  if (Array.isArray(value['streams'])) {
    query.streams = (value['streams'] as unknown[]).filter((s): s is string => typeof s === 'string');
  }
  return query;
}

/** Reads a SearchDTO (v1 or v2), generating missing ids; unknown properties are refused with 400. */
export function readSearch(body: unknown, newId: () => string): SearchDTO {
  if (!isObject(body)) throw new ApiError(400, 'Expected a search as JSON object');
  rejectUnknown(body, SEARCH_PROPERTIES);
  for (const key of ['queries', 'parameters']) {
    if (body[key] !== undefined && body[key] !== null && !Array.isArray(body[key]))
      throw new ApiError(400, `Unable to map property ${key}: expected a list.`);
  }
  return {
    id: typeof body['id'] === 'string' && body['id'] !== '' ? body['id'] : newId(),
    queries: Array.isArray(body['queries']) ? (body['queries'] as unknown[]).map(readQuery) : [],
    parameters: Array.isArray(body['parameters']) ? (body['parameters'] as unknown[]).filter(isObject) : [],
  };
}

/** Stream ids named in a filter tree (`{"type":"or","filters":[{"type":"stream","id":...}]}`). */
export function streamsOfFilter(filter: unknown, out: string[] = []): string[] {
  if (!isObject(filter)) return out;
  if (filter['type'] === 'stream' && typeof filter['id'] === 'string') out.push(filter['id']);
  if (Array.isArray(filter['filters'])) for (const f of filter['filters'] as unknown[]) streamsOfFilter(f, out);
  return out;
}

/** Query strings inside a filter tree (`query_string` filters). */
export function queriesOfFilter(filter: unknown, out: string[] = []): string[] {
  if (!isObject(filter)) return out;
  if (filter['type'] === 'query_string' && typeof filter['query'] === 'string') out.push(filter['query']);
  if (Array.isArray(filter['filters'])) for (const f of filter['filters'] as unknown[]) queriesOfFilter(f, out);
  return out;
}

/** Inline search filters in effect: `{queryString, negation}` of every enabled `inlineQueryString`. */
export function inlineFilters(filters: unknown): { text: string; negate: boolean }[] {
  if (!Array.isArray(filters)) return [];
  return (filters as unknown[])
    .filter(isObject)
    .filter((f) => f['disabled'] !== true && typeof f['queryString'] === 'string')
    .map((f) => ({ text: f['queryString'] as string, negate: f['negation'] === true }));
}

export { isObject };
