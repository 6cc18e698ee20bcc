import type { Subject } from '../auth/subject.js';
import { ApiError } from '../http/errors.js';
import { QueryParseError } from '../query/parse.js';
import { absolute, readTimeRange, resolveTimeRange, TimeRangeError, type ResolvedRange } from '../query/timerange.js';
import {
  checkTimeRange,
  inlineFilters,
  isObject,
  queriesOfFilter,
  readBackendQuery,
  streamsOfFilter,
  type Json,
  type QueryDTO,
  type SearchDTO,
} from './dto.js';
import type { SearchEngine, Selection } from './engine.js';
import { HitScope } from './hits.js';
import { executeMessages, ResultWindowError, RESULT_WINDOW_LIMIT } from './messages.js';
import { textFirstMessages } from './text-first.js';
import { executePivot } from './pivot.js';
import { checkTimeBuckets, PivotSpecError, readPivot } from './pivot-spec.js';
import type { StreamAccess } from './streams.js';
import { queryWire } from '../compat/search-wire.js';

export interface SearchError {
  type: 'query' | 'search_type' | 'result_window_limit' | 'unbound_parameter';
  description: string;
  query_id: string;
  search_type_id?: string;
  result_window_limit?: number;
  parameter?: string;
  backtrace: null;
}

export interface ExecutionState {
  parameterBindings: Record<string, unknown>;
  override: {
    timerange: Json | null;
    query: { type: string; query_string: string } | null;
    limit: number | null;
    offset: number | null;
    searchTypes: Record<string, { limit?: number; offset?: number }>;
    keepSearchTypes: string[];
    keepQueries: string[];
  };
}

const num = (v: unknown): number | null => (typeof v === 'number' && Number.isFinite(v) ? Math.trunc(v) : null);
const strings = (v: unknown): string[] => (Array.isArray(v) ? (v as unknown[]).filter((s): s is string => typeof s === 'string') : []);

export function readExecutionState(body: unknown): ExecutionState {
  // Jackson refuses a body that is not an object (or absent) before the any-setter sees it.
  if (body !== undefined && body !== null && !isObject(body)) throw new ApiError(400, 'Expected a JSON object as execution state.');
  const b = isObject(body) ? body : {};
  const o = isObject(b['global_override']) ? b['global_override'] : {};
  checkTimeRange(o['timerange']);
  const searchTypes: ExecutionState['override']['searchTypes'] = {};
  if (isObject(o['search_types'])) {
    for (const [id, v] of Object.entries(o['search_types'])) {
      if (!isObject(v)) continue;
      const limit = num(v['limit']);
      const offset = num(v['offset']);
      searchTypes[id] = { ...(limit !== null ? { limit } : {}), ...(offset !== null ? { offset } : {}) };
    }
  }
  return {
    parameterBindings: isObject(b['parameter_bindings']) ? b['parameter_bindings'] : {},
    override: {
      timerange: isObject(o['timerange']) ? o['timerange'] : null,
      query: o['query'] === undefined || o['query'] === null ? null : readBackendQuery(o['query']),
      limit: num(o['limit']),
      offset: num(o['offset']),
      searchTypes,
      keepSearchTypes: strings(o['keep_search_types']),
      keepQueries: strings(o['keep_queries']),
    },
  };
}

export const EMPTY_STATE: ExecutionState = readExecutionState({});

/** The 403 answered when a search names streams the user may not read. */
export class MissingStreamPermissionError extends Error {
  override name = 'MissingStreamPermission';
  constructor(readonly streams: string[]) {
    super(`Not authorized to access resource id(s) ${streams.join(', ')}. User does not have access to streams ${streams.join(', ')}.`);
  }
}

export class UnboundParameter extends Error {
  constructor(readonly parameter: string) {
    super(`Unbound required parameter used: ${parameter}`);
  }
}

/** Replaces `$name$` with bound parameter values (execution bindings, stored binding, default). */
function substitute(text: string, search: SearchDTO, bindings: Record<string, unknown>): string {
  return text.replace(/\$([A-Za-z_][\w]*)\$/g, (_m, name: string) => {
    const param = search.parameters.find((p) => p['name'] === name);
    const binding = bindings[name] ?? param?.['binding'];
    const value = isObject(binding) ? binding['value'] : undefined;
    if (value !== undefined && value !== null) return String(value);
    if (param && param['default_value'] !== undefined && param['default_value'] !== null) return String(param['default_value']);
    throw new UnboundParameter(name);
  });
}

export interface JobResult {
  results: Record<string, unknown>;
  errors: SearchError[];
}

/** Runs every (kept) query and search type of a search. */
export async function runSearch(
  engine: SearchEngine,
  access: StreamAccess,
  subject: Subject,
  search: SearchDTO,
  state: ExecutionState,
): Promise<JobResult> {
  const results: Record<string, unknown> = {};
  const errors: SearchError[] = [];
  const now = Date.now();

  // Stream permissions first: a search over a forbidden stream fails as a whole (403).
  const named = search.queries.flatMap((q) => [
    ...streamsOfFilter(q.filter),
    ...(q.streams ?? []),
    ...q.search_types.flatMap((st) => [...strings(st['streams']), ...streamsOfFilter(st['filter'])]),
  ]);
  const forbidden = [...new Set(named.filter((id) => !subject.isPermitted(`streams:read:${id}`)))];
  if (forbidden.length > 0) throw new MissingStreamPermissionError(forbidden);

  for (const query of search.queries) {
    if (state.override.keepQueries.length > 0 && !state.override.keepQueries.includes(query.id)) continue;
    const started = Date.now();
    const executed = applyOverride(query, state);
    let range: ResolvedRange;
    try {
      range = await queryRange(engine, executed, now);
    } catch (error) {
      if (!(error instanceof TimeRangeError)) throw error;
      const queryError: SearchError = { type: 'query', description: error.message, query_id: query.id, backtrace: null };
      errors.push(queryError);
      // A failed QueryResult carries its errors under `error` (QueryResult.java: @JsonProperty("error"), absent when null).
      results[query.id] = {
        query: queryWire(executed),
        execution_stats: stats(started, { from: now, to: now }),
        search_types: {},
        error: [queryError],
        state: 'FAILED',
      };
      continue;
    }
    const searchTypes: Record<string, unknown> = {};
    const rangeOf = new Map<string, ResolvedRange>();
    let failed = false;
    const fail = (error: unknown, id: string): void => {
      if (error instanceof ResultWindowError) {
        errors.push({
          type: 'result_window_limit',
          description: error.message,
          query_id: query.id,
          search_type_id: id,
          result_window_limit: RESULT_WINDOW_LIMIT,
          backtrace: null,
        });
      } else if (error instanceof UnboundParameter) {
        errors.push({
          type: 'unbound_parameter',
          description: error.message,
          query_id: query.id,
          parameter: error.parameter,
          backtrace: null,
        });
        failed = true;
      } else if (error instanceof QueryParseError || error instanceof TimeRangeError) {
        errors.push({ type: 'query', description: error.message, query_id: query.id, backtrace: null });
        failed = true;
      } else if (error instanceof PivotSpecError) {
        errors.push({ type: 'search_type', description: error.message, query_id: query.id, search_type_id: id, backtrace: null });
      } else {
        throw error;
      }
    };
    // Every search type's selection first (offset ranges refer to earlier ones), then the search
    // types run side by side on the store's reader connections, sharing full-text matches.
    const scope = new HitScope(engine.store);
    try {
      const runs: { id: string; run: () => Promise<unknown> }[] = [];
      for (const st of executed.search_types) {
        const id = st['id'] as string;
        if (state.override.keepSearchTypes.length > 0 && !state.override.keepSearchTypes.includes(id)) continue;
        try {
          const { selection, range: stRange } = selectionOf(access, subject, search, state, executed, st, range, rangeOf, now);
          rangeOf.set(id, stRange);
          const type = st['type'];
          if (type === 'messages') {
            const override = state.override.searchTypes[id] ?? {};
            const sort = Array.isArray(st['sort'])
              ? (st['sort'] as unknown[]).filter(isObject).map((s) => ({
                  field: String(s['field'] ?? 'timestamp'),
                  order: String(s['order'] ?? 'DESC').toUpperCase() === 'ASC' ? ('ASC' as const) : ('DESC' as const),
                }))
              : [];
            const spec = {
              id,
              name: typeof st['name'] === 'string' ? st['name'] : null,
              limit: Math.max(0, override.limit ?? state.override.limit ?? num(st['limit']) ?? 150),
              offset: Math.max(0, override.offset ?? state.override.offset ?? num(st['offset']) ?? 0),
              sort,
            };
            if (spec.offset + spec.limit > RESULT_WINDOW_LIMIT) throw new ResultWindowError(spec.offset + spec.limit);
            // Words alone, newest first: paged and counted by the text index, no join of every hit.
            const text = engine.textOnly(selection);
            if (text) {
              runs.push({
                id,
                run: async () => {
                  const answered = await textFirstMessages(engine, spec, text, stRange);
                  if (answered) return answered;
                  const where = engine.where(selection, now, scope);
                  await scope.ready();
                  return executeMessages(engine, spec, where, stRange);
                },
              });
            } else {
              const where = engine.where(selection, now, scope);
              runs.push({ id, run: () => executeMessages(engine, spec, where, stRange) });
            }
          } else if (type === 'pivot') {
            const pivot = readPivot(st, id);
            checkTimeBuckets(pivot, stRange);
            const where = engine.where(selection, now, scope);
            runs.push({ id, run: () => executePivot(engine, pivot, where, stRange) });
          } else if (type === 'events') {
            searchTypes[id] = {
              id,
              type: 'events',
              ...(typeof st['name'] === 'string' ? { name: st['name'] } : {}),
              events: [],
              total_results: 0,
            };
          } else {
            errors.push({
              type: 'search_type',
              description: `No search type handler for type "${String(type)}"`,
              query_id: query.id,
              search_type_id: id,
              backtrace: null,
            });
          }
        } catch (error) {
          fail(error, id);
        }
      }
      if (!failed && runs.length > 0) {
        await scope.ready();
        const settled = await Promise.allSettled(runs.map(({ run }) => run()));
        settled.forEach((outcome, i) => {
          const { id } = runs[i]!;
          if (outcome.status === 'fulfilled') searchTypes[id] = outcome.value;
          else fail(outcome.reason, id);
        });
      }
    } finally {
      await scope.release();
    }
    results[query.id] = {
      query: queryWire(executed),
      execution_stats: stats(started, range),
      search_types: failed ? {} : searchTypes,
      ...(failed ? { error: dedupe(errors.filter((error) => error.query_id === query.id)) } : {}),
      state: failed ? 'FAILED' : 'COMPLETED',
    };
  }
  return { results, errors: dedupe(errors) };
}

/** The time range, streams and query strings one search type of one query searches. */
export function selectionOf(
  access: StreamAccess,
  subject: Subject,
  search: SearchDTO,
  state: ExecutionState,
  executed: QueryDTO,
  st: Json,
  range: ResolvedRange,
  rangeOf: ReadonlyMap<string, ResolvedRange>,
  now: number,
): { selection: Selection; range: ResolvedRange } {
  let stRange = range;
  if (isObject(st['timerange'])) {
    const tr = readTimeRange(st['timerange']);
    const reference = tr.type === 'offset' && tr.id ? (rangeOf.get(tr.id) ?? range) : range;
    stRange = resolveTimeRange(tr, now, reference);
  }
  const queryStreams = [...streamsOfFilter(executed.filter), ...(executed.streams ?? [])];
  const stStreams = [...strings(st['streams']), ...streamsOfFilter(st['filter'])];
  const streams = access.effectiveStreams(subject, stStreams.length > 0 ? stStreams : queryStreams);
  const texts = [
    { text: substitute(executed.query.query_string, search, state.parameterBindings) },
    ...(isObject(st['query']) ? [{ text: substitute(String(st['query']['query_string'] ?? ''), search, state.parameterBindings) }] : []),
    ...queriesOfFilter(executed.filter).map((text) => ({ text })),
    ...queriesOfFilter(st['filter']).map((text) => ({ text })),
    ...inlineFilters(executed.filters),
    ...inlineFilters(st['filters']),
  ];
  return { selection: { queries: texts, range: stRange, streams }, range: stRange };
}

/** `selectionOf` compiled to SQL. */
export function selectionFor(
  engine: SearchEngine,
  access: StreamAccess,
  subject: Subject,
  search: SearchDTO,
  state: ExecutionState,
  executed: QueryDTO,
  st: Json,
  range: ResolvedRange,
  rangeOf: ReadonlyMap<string, ResolvedRange>,
  now: number,
  scope?: HitScope,
) {
  const { selection, range: stRange } = selectionOf(access, subject, search, state, executed, st, range, rangeOf, now);
  return { where: engine.where(selection, now, scope), range: stRange };
}

/** Applies the execution state's overrides to a query. */
export function applyOverride(query: QueryDTO, state: ExecutionState): QueryDTO {
  return { ...query, timerange: state.override.timerange ?? query.timerange, query: state.override.query ?? query.query };
}

/** Resolves a query's time range (all messages starting at the earliest stored message). */
export async function queryRange(engine: SearchEngine, query: QueryDTO, now: number): Promise<ResolvedRange> {
  const range = resolveTimeRange(readTimeRange(query.timerange), now);
  return range.from === 0 ? { from: await engine.earliest(range.to), to: range.to } : range;
}

function stats(started: number, range: ResolvedRange) {
  return { duration: Date.now() - started, timestamp: new Date(started).toISOString(), effective_timerange: absolute(range) };
}

function dedupe(errors: SearchError[]): SearchError[] {
  const seen = new Set<string>();
  return errors.filter((e) => {
    const key = `${e.type}|${e.query_id}|${e.search_type_id ?? ''}|${e.description}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
