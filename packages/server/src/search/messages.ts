import { ident } from '../storage/fields.js';
import { absolute, type ResolvedRange } from '../query/timerange.js';
import { highlightRanges } from './highlight.js';
import type { SearchEngine, WhereClause } from './engine.js';
import type { Row } from '../storage/message-store.js';
import type { QueryNode } from '../query/ast.js';

/** OpenSearch's `index.max_result_window`: from + size beyond this is refused. */
export const RESULT_WINDOW_LIMIT = 10_000;

export interface MessagesSpec {
  id: string;
  name?: string | null | undefined;
  limit: number;
  offset: number;
  sort: { field: string; order: 'ASC' | 'DESC' }[];
}

export class ResultWindowError extends Error {
  override name = 'ResultWindowError';
  constructor(readonly size: number) {
    super(
      `Result window is too large, [from + size] must be less than or equal to: [${RESULT_WINDOW_LIMIT}] but was [${size}]. See the scroll api for a more efficient way to request large data sets. This limit can be set by changing the [index.max_result_window] index level setting.`,
    );
  }
}

export function orderBy(engine: SearchEngine, sort: readonly { field: string; order: 'ASC' | 'DESC' }[]): string {
  const fields = engine.fields();
  const parts = sort.filter((s) => fields.has(s.field)).map((s) => `${ident(s.field)} ${s.order === 'ASC' ? 'ASC' : 'DESC'} NULLS LAST`);
  if (parts.length === 0) parts.push('"timestamp" DESC');
  const last = sort.find((s) => s.field === 'timestamp')?.order ?? 'DESC';
  parts.push(`id ${last}`);
  return parts.join(', ');
}

/** The `messages` search type: a page of messages with the total count. */
export async function executeMessages(engine: SearchEngine, spec: MessagesSpec, where: WhereClause, range: ResolvedRange) {
  if (spec.offset + spec.limit > RESULT_WINDOW_LIMIT) throw new ResultWindowError(spec.offset + spec.limit);
  // Page ids first (few columns to read), then the full rows of just that page by id.
  // The count runs beside the page (on another reader connection).
  const [ids, counted] = await Promise.all([
    engine.store
      .query(`SELECT id FROM messages WHERE ${where.sql} ORDER BY ${orderBy(engine, spec.sort)} LIMIT ${spec.limit} OFFSET ${spec.offset}`, where.params)
      .then((page) => page.map((r) => r['id'] as number)),
    engine.store.query(`SELECT count(*) AS c FROM messages WHERE ${where.sql}`, where.params),
  ]);
  return messagesResult(engine, spec, await fetchRows(engine, ids), where.parsed, range, Number(counted[0]?.['c'] ?? 0));
}

/** The stored rows of a page of row ids, in the page's order. */
export async function fetchRows(engine: SearchEngine, ids: readonly number[]): Promise<Row[]> {
  if (ids.length === 0) return [];
  // The id range lets DuckDB skip the row groups outside the page (row ids are time-ordered).
  const [lo, hi] = ids.reduce(([min, max], id) => [id < min ? id : min, id > max ? id : max], [ids[0]!, ids[0]!]);
  const fetched = await engine.store.query(`SELECT * FROM messages WHERE id BETWEEN ${lo} AND ${hi} AND id IN (${ids.join(', ')})`);
  const byId = new Map(fetched.map((r) => [r['id'] as number, r]));
  return ids.map((id) => byId.get(id)).filter((r): r is NonNullable<typeof r> => r !== undefined);
}

/** The result of a `messages` search type (Graylog's shape). */
export function messagesResult(engine: SearchEngine, spec: MessagesSpec, rows: readonly Row[], parsed: readonly QueryNode[], range: ResolvedRange, total: number) {
  return {
    id: spec.id,
    type: 'messages' as const,
    ...(spec.name ? { name: spec.name } : {}),
    messages: rows.map((row) => {
      const message = engine.toMessage(row);
      return { message, index: engine.indexOf(row), highlight_ranges: highlightRanges(message, parsed), decoration_stats: null };
    }),
    effective_timerange: absolute(range),
    total_results: total,
  };
}
