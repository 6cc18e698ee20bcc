import { arrOr, bool, isObject, num, obj, oneOf, optNum, optStr, record, str, strings, type JsonObject } from './decode';
import { decodeTimeRange, type TimeRange } from './timeRange';

export const PIVOT_ROW_SOURCES = ['leaf', 'non-leaf'] as const;
export const PIVOT_VALUE_SOURCES = ['row-leaf', 'col-leaf', 'row-inner'] as const;

export interface PivotValueWire {
  key: string[];
  value: unknown;
  rollup: boolean;
  source: (typeof PIVOT_VALUE_SOURCES)[number];
}
export interface PivotRowWire {
  key: string[];
  values: PivotValueWire[];
  source: (typeof PIVOT_ROW_SOURCES)[number];
}
export type PivotValue = PivotValueWire;
export type PivotRow = PivotRowWire;

export interface PivotResultWire {
  id: string;
  type: 'pivot';
  name?: string;
  rows?: PivotRowWire[];
  total: number;
  effective_timerange: { type: 'absolute'; from: string; to: string };
}

export interface MessageSummaryWire {
  message: JsonObject;
  index: string | null;
  highlight_ranges?: Record<string, Array<{ start: number; length: number }>> | null;
  decoration_stats?: JsonObject | null;
}

export interface MessagesResultWire {
  id: string;
  type: 'messages';
  name?: string;
  messages: MessageSummaryWire[];
  effective_timerange: { type: 'absolute'; from: string; to: string };
  total_results: number;
}

/** One message of a result: its fields (with `_id`), the index it lives in, highlight ranges. */
export interface Message {
  id: string;
  index: string | null;
  fields: JsonObject;
  highlightRanges: Record<string, Array<{ start: number; length: number }>>;
  decorationStats: JsonObject | null;
}

export type SearchTypeResult =
  | { type: 'pivot'; id: string; name: string | null; rows: PivotRow[]; total: number; effectiveTimerange: TimeRange }
  | { type: 'messages'; id: string; name: string | null; messages: Message[]; total: number; effectiveTimerange: TimeRange }
  | { type: 'events'; id: string; name: string | null; raw: JsonObject }
  | { type: 'unknown'; id: string; originalType: string; raw: JsonObject };

export const SEARCH_ERROR_TYPES = ['query', 'search_type', 'result_window_limit', 'unbound_parameter'] as const;

export interface SearchErrorWire {
  type: string;
  description: string;
  query_id?: string;
  search_type_id?: string;
  backtrace?: string;
  result_window_limit?: number;
  parameter?: string;
}

export interface SearchError {
  type: string;
  description: string;
  queryId: string | null;
  searchTypeId: string | null;
  backtrace: string | null;
  resultWindowLimit: number | null;
  parameter: string | null;
}

export interface QueryResult {
  state: 'COMPLETED' | 'FAILED';
  searchTypes: Record<string, SearchTypeResult>;
  errors: SearchError[];
  executionStats: { duration: number; timestamp: string; effectiveTimerange: TimeRange } | null;
}

/** SearchJobDTO (API.md §5.7): the answer of execute and of the status poll. */
export interface SearchJob {
  id: string;
  searchId: string;
  owner: string | null;
  execution: { done: boolean; cancelled: boolean; completedExceptionally: boolean };
  results: Record<string, QueryResult>;
  errors: SearchError[];
}

function decodePivotRow(value: unknown, field: string): PivotRow {
  const source = obj(value, field);
  return {
    key: strings(source['key'], `${field}.key`),
    values: arrOr(source['values'], `${field}.values`, (v, f) => {
      const entry = obj(v, f);
      return {
        key: strings(entry['key'], `${f}.key`),
        value: entry['value'] ?? null,
        rollup: bool(entry['rollup'], `${f}.rollup`),
        source: oneOf(PIVOT_VALUE_SOURCES, entry['source'], `${f}.source`),
      };
    }),
    source: oneOf(PIVOT_ROW_SOURCES, source['source'], `${field}.source`),
  };
}

const isStrings = (value: unknown): value is string[] => Array.isArray(value) && value.every((entry) => typeof entry === 'string');

/** A wire row of exactly the model's shape (every value present): it can be read as it is. */
function isWholePivotRow(row: unknown): row is PivotRow {
  return (
    isObject(row) &&
    isStrings(row['key']) &&
    PIVOT_ROW_SOURCES.includes(row['source'] as PivotRow['source']) &&
    Array.isArray(row['values']) &&
    row['values'].every(
      (entry: unknown) =>
        isObject(entry) &&
        isStrings(entry['key']) &&
        entry['value'] !== undefined &&
        typeof entry['rollup'] === 'boolean' &&
        PIVOT_VALUE_SOURCES.includes(entry['source'] as PivotValue['source']),
    )
  );
}

/**
 * Reads `PivotResult.rows` (omitted when empty on the wire). Rows of the model's shape are taken as they
 * are: a day of minutes by host is 10,000 rows, and copying them, with a field path for each part, made
 * most of the garbage of opening a dashboard (issue 19). Any other row is read part by part, which names
 * the part that is wrong.
 */
export function decodePivotRows(value: unknown, field = 'rows'): PivotRow[] {
  if (Array.isArray(value) && value.every(isWholePivotRow)) return value;
  return arrOr(value, field, decodePivotRow);
}

export function encodePivotRows(rows: PivotRow[]): PivotRowWire[] {
  return rows.map((row) => ({ key: row.key, values: row.values.map((v) => ({ ...v })), source: row.source }));
}

export function decodeMessage(value: unknown, field: string): Message {
  const source = obj(value, field);
  const fields = obj(source['message'], `${field}.message`);
  const ranges = source['highlight_ranges'];
  return {
    id: str(fields['_id'] ?? fields['id'], `${field}.message._id`),
    index: optStr(source['index'], `${field}.index`),
    fields,
    highlightRanges: isObject(ranges)
      ? record(ranges, `${field}.highlight_ranges`, (r, f) =>
          arrOr(r, f, (x, xf) => {
            const range = obj(x, xf);
            return { start: num(range['start'], `${xf}.start`), length: num(range['length'], `${xf}.length`) };
          }),
        )
      : {},
    decorationStats: isObject(source['decoration_stats']) ? source['decoration_stats'] : null,
  };
}

export function decodeSearchTypeResult(value: unknown, field: string): SearchTypeResult {
  const source = obj(value, field);
  const type = str(source['type'], `${field}.type`);
  const id = str(source['id'], `${field}.id`);
  const name = optStr(source['name'], `${field}.name`);
  switch (type) {
    case 'pivot':
      return {
        type,
        id,
        name,
        rows: decodePivotRows(source['rows'], `${field}.rows`),
        total: num(source['total'] ?? 0, `${field}.total`),
        effectiveTimerange: decodeTimeRange(source['effective_timerange'], `${field}.effective_timerange`),
      };
    case 'messages':
      return {
        type,
        id,
        name,
        messages: arrOr(source['messages'], `${field}.messages`, decodeMessage),
        total: num(source['total_results'], `${field}.total_results`),
        effectiveTimerange: decodeTimeRange(source['effective_timerange'], `${field}.effective_timerange`),
      };
    case 'events':
      return { type, id, name, raw: source };
    default:
      return { type: 'unknown', id, originalType: type, raw: source };
  }
}

export function decodeSearchError(value: unknown, field: string): SearchError {
  const source = obj(value, field);
  return {
    type: str(source['type'], `${field}.type`),
    description: optStr(source['description'], `${field}.description`) ?? '',
    queryId: optStr(source['query_id'], `${field}.query_id`),
    searchTypeId: optStr(source['search_type_id'], `${field}.search_type_id`),
    backtrace: optStr(source['backtrace'], `${field}.backtrace`),
    resultWindowLimit: optNum(source['result_window_limit'], `${field}.result_window_limit`),
    parameter: optStr(source['parameter'], `${field}.parameter`),
  };
}

function decodeQueryResult(value: unknown, field: string): QueryResult {
  const source = obj(value, field);
  const stats = source['execution_stats'];
  return {
    state: oneOf(['COMPLETED', 'FAILED'] as const, source['state'] ?? 'COMPLETED', `${field}.state`),
    searchTypes: source['search_types'] ? record(source['search_types'], `${field}.search_types`, decodeSearchTypeResult) : {},
    errors: arrOr(source['errors'], `${field}.errors`, decodeSearchError),
    executionStats: isObject(stats)
      ? {
          duration: num(stats['duration'], `${field}.execution_stats.duration`),
          timestamp: str(stats['timestamp'], `${field}.execution_stats.timestamp`),
          effectiveTimerange: decodeTimeRange(stats['effective_timerange'], `${field}.execution_stats.effective_timerange`),
        }
      : null,
  };
}

export function decodeSearchJob(value: unknown, field = 'search_job'): SearchJob {
  const source = obj(value, field);
  const execution = obj(source['execution'], `${field}.execution`);
  return {
    id: str(source['id'], `${field}.id`),
    searchId: str(source['search_id'], `${field}.search_id`),
    owner: optStr(source['owner'], `${field}.owner`),
    execution: {
      done: bool(execution['done'], `${field}.execution.done`),
      cancelled: bool(execution['cancelled'] ?? false, `${field}.execution.cancelled`),
      completedExceptionally: bool(execution['completed_exceptionally'] ?? false, `${field}.execution.completed_exceptionally`),
    },
    results: source['results'] ? record(source['results'], `${field}.results`, decodeQueryResult) : {},
    errors: arrOr(source['errors'], `${field}.errors`, decodeSearchError),
  };
}
