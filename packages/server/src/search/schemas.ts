import { ApiError } from '../http/errors.js';

/**
 * JSON schemas of the search, view and export request bodies (API.md §5), checked by Fastify before a
 * route runs: a property of the wrong type is a 400 naming it (`body/queries must be array`). They
 * check types and sizes only; the DTO readers check the rest (unknown properties, references).
 */

const string = { type: 'string' } as const;
/** A Java int, as Graylog's DTOs read limits and offsets (a larger number is a 400 there too). */
const javaInt = { type: ['integer', 'null'], minimum: 0, maximum: 2_147_483_647 } as const;
const strings = { type: 'array', maxItems: 1000, items: string } as const;
const objects = { type: 'array', maxItems: 1000, items: { type: 'object' } } as const;
const nullableObject = { type: ['object', 'null'] } as const;
/** A BackendQuery: `{type, query_string}` or a bare string. */
const backendQuery = { anyOf: [string, { type: 'object', properties: { type: string, query_string: string } }, { type: 'null' }] } as const;

const timeRange = {
  type: ['object', 'null'],
  properties: {
    type: { enum: ['relative', 'absolute', 'keyword', 'offset'] },
    range: { type: ['number', 'string'] },
    from: { type: ['number', 'string'] },
    to: { type: ['number', 'string'] },
    keyword: string,
    timezone: string,
    source: string,
    id: string,
    offset: string,
  },
} as const;

const sortList = {
  type: ['array', 'null'],
  maxItems: 100,
  items: { type: 'object', properties: { field: string, order: string } },
} as const;

/** The properties every known search type shares. */
const commonSearchType = {
  id: string,
  type: string,
  name: { type: ['string', 'null'] },
  timerange: timeRange,
  query: backendQuery,
  streams: { type: ['array', 'null'], maxItems: 1000, items: string },
  filter: nullableObject,
  filters: { type: ['array', 'null'], maxItems: 1000, items: { type: 'object' } },
} as const;

/** When `type` is `name`, the properties follow `properties`. */
const whenType = (name: string, properties: Record<string, unknown>) => ({
  if: { properties: { type: { const: name } } },
  then: { properties: { ...commonSearchType, ...properties } },
});

/** A search type: messages and pivot are typed; another type is kept as Graylog keeps it (an opaque map). */
const searchType = {
  type: 'object',
  required: ['type'],
  properties: { id: string, type: string },
  allOf: [
    whenType('messages', {
      limit: javaInt,
      offset: javaInt,
      sort: sortList,
      fields: { type: ['array', 'null'], items: string },
      decorators: { type: ['array', 'null'] },
    }),
    whenType('pivot', {
      row_groups: { type: ['array', 'null'], items: { type: 'object' } },
      column_groups: { type: ['array', 'null'], items: { type: 'object' } },
      series: { type: ['array', 'null'], items: { type: 'object' } },
      sort: { type: ['array', 'null'], items: { type: 'object' } },
      rollup: { type: ['boolean', 'null'] },
    }),
  ],
} as const;

const query = {
  type: 'object',
  properties: {
    id: string,
    timerange: timeRange,
    filter: nullableObject,
    filters: objects,
    query: backendQuery,
    search_types: { type: 'array', maxItems: 500, items: searchType },
    streams: strings,
  },
} as const;

/** SearchDTO (v1, and v2 with `streams` per query). */
export const SEARCH_BODY = {
  type: 'object',
  properties: {
    id: { type: ['string', 'null'] },
    queries: { type: 'array', maxItems: 100, items: query },
    parameters: objects,
  },
} as const;

/** ExecutionState: parameter bindings and the global override. */
export const EXECUTION_STATE_BODY = {
  type: ['object', 'null'],
  properties: {
    parameter_bindings: { type: 'object' },
    global_override: {
      type: ['object', 'null'],
      properties: {
        timerange: timeRange,
        query: backendQuery,
        limit: javaInt,
        offset: javaInt,
        search_types: {
          type: ['object', 'null'],
          additionalProperties: { type: 'object', properties: { limit: javaInt, offset: javaInt } },
        },
        keep_search_types: strings,
        keep_queries: strings,
      },
    },
  },
} as const;

/** The most messages one CSV export writes (Graylog's exports are unlimited; a limit beyond this is refused). */
export const MAX_EXPORT_LIMIT = 100_000_000;

const exportFields = {
  fields_in_order: { type: 'array', maxItems: 1000, items: string },
  sort: sortList,
  limit: { type: ['integer', 'null'], minimum: 0, maximum: MAX_EXPORT_LIMIT },
  filename: string,
} as const;

/** MessagesRequest of `POST /views/search/messages`. */
export const EXPORT_BODY = {
  type: 'object',
  properties: {
    ...exportFields,
    timerange: timeRange,
    query_string: backendQuery,
    streams: strings,
    decorators: objects,
    chunk_size: { type: 'integer', minimum: 1 },
  },
} as const;

/** ResultFormat of the stored-search exports and export jobs. */
export const STORED_EXPORT_BODY = {
  type: ['object', 'null'],
  properties: {
    ...exportFields,
    execution_state: EXECUTION_STATE_BODY,
    decorators: objects,
  },
} as const;

/** ViewDTO: the types of its top-level properties (views/dto.ts checks the state in depth). */
export const VIEW_BODY = {
  type: 'object',
  properties: {
    id: { type: ['string', 'null'] },
    type: { enum: ['SEARCH', 'DASHBOARD'] },
    title: string,
    summary: { type: ['string', 'null'] },
    description: { type: ['string', 'null'] },
    search_id: string,
    properties: strings,
    requires: { type: ['object', 'null'] },
    state: { type: ['object', 'null'] },
    owner: { type: ['string', 'null'] },
    created_at: { type: ['string', 'null'] },
    last_updated_at: { type: ['string', 'null'] },
    favorite: { type: ['boolean', 'null'] },
  },
} as const;

/** Whether a JSON value holds a NUL character in any string or key. */
function holdsNul(value: unknown, depth = 0): boolean {
  if (depth > 64) return false;
  if (typeof value === 'string') return value.includes('\u0000');
  if (Array.isArray(value)) return value.some((v) => holdsNul(v, depth + 1));
  if (typeof value === 'object' && value !== null)
    return Object.entries(value).some(([k, v]) => k.includes('\u0000') || holdsNul(v, depth + 1));
  return false;
}

/** A route's `preValidation`: a body with a NUL character anywhere is refused (no query, field or name holds one). */
export async function refuseNulCharacters(request: { body: unknown }): Promise<void> {
  if (holdsNul(request.body)) throw new ApiError(400, 'The request must not contain NUL characters.');
}
