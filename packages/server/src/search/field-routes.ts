import type { FastifyPluginAsync } from 'fastify';
import { requireSubject } from '../auth/subject.js';
import { ApiError } from '../http/errors.js';
import { readStrictObject, type JsonObject } from '../http/body.js';
import { literal } from '../storage/fields.js';
import { readTimeRange, resolveTimeRange, TimeRangeError, type ResolvedRange } from '../query/timerange.js';
import { isObject, readBackendQuery } from './dto.js';
import { fieldsWithValues, mappedFields } from './fields.js';
import { validateQuery } from './validate.js';
import type { SearchRouteDeps } from './routes.js';

const strings = (v: unknown): string[] => (Array.isArray(v) ? (v as unknown[]).filter((s): s is string => typeof s === 'string') : []);

/**
 * The request DTO as a JSON object with only its known properties (400 otherwise, as Graylog's Jackson
 * mapping of `FieldTypesForStreamsRequest`, `ValidationRequestDTO`, `SuggestionsRequestDTO`); no body reads as `{}`.
 */
const objectBody = (body: unknown, known: readonly string[]): JsonObject => (body === undefined ? {} : readStrictObject(body, known));
const FIELDS_REQUEST = ['streams', 'timerange'];
const VALIDATION_REQUEST = ['filter', 'parameter_bindings', 'parameters', 'query', 'streams', 'timerange', 'validation_mode'];
const SUGGESTIONS_REQUEST = ['field', 'input', 'size', 'streams', 'timerange'];

function rangeOf(value: unknown, fallback: ResolvedRange | null): ResolvedRange | null {
  if (!isObject(value)) return fallback;
  try {
    return resolveTimeRange(readTimeRange(value));
  } catch (error) {
    if (error instanceof TimeRangeError) throw new ApiError(400, error.message);
    throw error;
  }
}

/** Field types, query validation, suggestions and single messages. */
export const fieldRoutes: FastifyPluginAsync<SearchRouteDeps> = async (app, { engine, access, gate }) => {
  app.get('/views/fields', async (request) => {
    requireSubject(request);
    return mappedFields(engine);
  });

  app.post('/views/fields', async (request) => {
    const subject = requireSubject(request);
    const body = objectBody(request.body, FIELDS_REQUEST);
    const requested = strings(body['streams']);
    const forbidden = requested.filter((id) => !subject.isPermitted(`streams:read:${id}`));
    if (forbidden.length > 0) throw new ApiError(403, 'Not authorized');
    const range = rangeOf(body['timerange'], null);
    const streams = access.effectiveStreams(subject, requested);
    if (!range && streams === null) return mappedFields(engine);
    const where = engine.where({ queries: [], range: range ?? { from: 0, to: Date.now() + 86_400_000 }, streams });
    // Reading which fields hold values is a search: it takes its turn at the search gate.
    const present = await gate.run(subject.username, gate.options.defaultTimeoutMs, () =>
      fieldsWithValues(engine, where.sql, where.params),
    );
    return mappedFields(engine, present);
  });

  app.post('/search/validate', async (request) => {
    requireSubject(request);
    const body = objectBody(request.body, VALIDATION_REQUEST);
    const query = readBackendQuery(body['query']).query_string;
    const filter = body['filter'] === undefined || body['filter'] === null ? '' : readBackendQuery(body['filter']).query_string;
    const declared = new Set(
      (Array.isArray(body['parameters']) ? (body['parameters'] as unknown[]) : []).filter(isObject).map((p) => String(p['name'] ?? '')),
    );
    const known = new Set([...engine.fields().keys(), '_exists_', '_id']);
    const text = body['validation_mode'] === 'SEARCH_FILTER' ? filter || query : query;
    return validateQuery(text, known, declared);
  });

  app.post('/search/suggest', async (request) => {
    const subject = requireSubject(request);
    const body = objectBody(request.body, SUGGESTIONS_REQUEST);
    const field = typeof body['field'] === 'string' ? body['field'] : '';
    const input = typeof body['input'] === 'string' ? body['input'] : '';
    const size = Math.min(100, typeof body['size'] === 'number' && body['size'] > 0 ? Math.trunc(body['size']) : 10);
    const base = { field, input };
    const type = engine.fields().get(field);
    if (!type) return base;
    if (field === 'message' || field === 'full_message') {
      return {
        ...base,
        error: {
          type: 'illegal_argument_exception',
          reason: `Text fields are not optimised for operations that require per-document field data like aggregations and sorting, so these operations are disabled by default. Please use a keyword field instead. Alternatively, set fielddata=true on [${field}] in order to load field data by uninverting the inverted index.`,
        },
      };
    }
    const requested = strings(body['streams']);
    const forbidden = requested.filter((id) => !subject.isPermitted(`streams:read:${id}`));
    if (forbidden.length > 0) throw new ApiError(403, 'Not authorized');
    const range = rangeOf(body['timerange'], resolveTimeRange({ type: 'relative', range: 300 }))!;
    const where = engine.where({ queries: [], range, streams: access.effectiveStreams(subject, requested) });
    const value = field === 'streams' ? 'v' : `CAST(${engine.column(field)} AS VARCHAR)`;
    const from = field === 'streams' ? `(SELECT unnest(streams) AS v FROM messages WHERE ${where.sql})` : `messages WHERE ${where.sql}`;
    const prefix = `starts_with(${value}, ${literal(input)})`;
    const rows = await engine.store.query(
      `SELECT ${value} AS v, count(*) AS c, sum(count(*)) OVER () AS t FROM ${from} ${field === 'streams' ? 'WHERE' : 'AND'} ${value} IS NOT NULL AND ${prefix} GROUP BY 1 ORDER BY c DESC, v ASC`,
      where.params,
    );
    const shown = rows.slice(0, size).map((r) => ({ value: String(r['v']), occurrence: Number(r['c']) }));
    const totalDocs = Number(rows[0]?.['t'] ?? 0);
    return {
      ...base,
      ...(shown.length > 0 ? { suggestions: shown } : {}),
      sum_other_docs_count: totalDocs - shown.reduce((s, r) => s + r.occurrence, 0),
    };
  });

  app.get<{ Params: { index: string; id: string } }>('/messages/:index/:id', async (request) => {
    const subject = requireSubject(request);
    const { index, id } = request.params;
    const number = engine.store.indexNumber(index);
    if (number === null) throw new ApiError(404, `Message ${id} does not exist in index ${index}`);
    const rows = await engine.store.query(
      `SELECT * FROM messages WHERE ${engine.store.messageIds.equalsSql('_id', id)} AND gl2_index = ${number} LIMIT 1`,
    );
    const row = rows[0];
    if (!row) throw new ApiError(404, `Message ${id} does not exist in index ${index}`);
    const streams = (row['streams'] as string[] | null) ?? [];
    if (!streams.some((s) => subject.isPermitted(`streams:read:${s}`))) throw new ApiError(403, `Not authorized to access message ${id}`);
    return { message: engine.toMessage(row), index, highlight_ranges: {}, decoration_stats: null };
  });
};
