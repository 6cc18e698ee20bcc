import { absolute, type ResolvedRange } from '../query/timerange.js';
import { highlighter } from './highlight.js';
import type { SearchEngine, WhereClause } from './engine.js';
import { READERS, type Row } from '../storage/message-store.js';
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
  const parts = sort
    .filter((s) => fields.has(s.field))
    .map((s) => `${engine.column(s.field)} ${s.order === 'ASC' ? 'ASC' : 'DESC'} NULLS LAST`);
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
  const [page, counted] = await Promise.all([
    engine.store
      .query(
        `SELECT id, rowid AS pos FROM messages WHERE ${where.sql} ORDER BY ${orderBy(engine, spec.sort)} LIMIT ${spec.limit} OFFSET ${spec.offset}`,
        where.params,
      )
      .then((rows) => rows.map((r) => ({ id: r['id'] as number, pos: r['pos'] as number }))),
    engine.store.query(`SELECT count(*) AS c FROM messages WHERE ${where.sql}`, where.params),
  ]);
  return messagesResult(engine, spec, await fetchRows(engine, page), where.parsed, range, Number(counted[0]?.['c'] ?? 0));
}

/** A row of a page: its row id and its position in the table (DuckDB's `rowid`, in the same order). */
export interface PageRow {
  id: number;
  pos: number;
}

/**
 * How much checking one fetch query may do: the rows its id range spans times the ids it looks for.
 * Measured on 5M messages: 150 rows spread over 12 row groups took 216 ms as one `id IN (...)` (DuckDB
 * joins the list after reading every column of every row in the range) and 83 ms in queries of about
 * this much work; a page of neighbouring rows stays one query (5 ms).
 */
export const FETCH_RUN_WORK = 3_000_000;

/**
 * The stored rows of a page, in the page's order. The page is split into runs of nearby rows, each
 * fetched by a query whose filter DuckDB checks while scanning (an id range, then the run's ids), so
 * that it reads the other columns only of the vectors holding a wanted row.
 */
export async function fetchRows(engine: SearchEngine, page: readonly PageRow[], runWork = FETCH_RUN_WORK): Promise<Row[]> {
  if (page.length === 0) return [];
  const sorted = [...page].sort((a, b) => a.id - b.id);
  const runs: PageRow[][] = [];
  let run = [sorted[0]!];
  for (let i = 1; i < sorted.length; i++) {
    const row = sorted[i]!;
    if ((row.pos - run[0]!.pos) * (run.length + 1) > runWork) {
      runs.push(run);
      run = [row];
    } else run.push(row);
  }
  runs.push(run);
  // The runs are dealt out to one statement per reader connection, run side by side: one statement's
  // runs touch a row group or two each, too little for DuckDB to spread over its threads.
  const statements = Math.min(READERS, runs.length);
  const fetched = await Promise.all(
    Array.from({ length: statements }, (_, s) =>
      engine.store.query(
        runs
          .filter((_, i) => i % statements === s)
          .map(
            (r) =>
              `SELECT * FROM messages WHERE id BETWEEN ${r[0]!.id} AND ${r[r.length - 1]!.id} AND list_contains([${r.map((x) => x.id).join(', ')}]::BIGINT[], id)`,
          )
          .join(' UNION ALL '),
      ),
    ),
  );
  const byId = new Map(fetched.flat().map((r) => [r['id'] as number, r]));
  return page.map((p) => byId.get(p.id)).filter((r): r is NonNullable<typeof r> => r !== undefined);
}

/** The result of a `messages` search type (Graylog's shape). */
export function messagesResult(
  engine: SearchEngine,
  spec: MessagesSpec,
  rows: readonly Row[],
  parsed: readonly QueryNode[],
  range: ResolvedRange,
  total: number,
) {
  const highlight = highlighter(parsed);
  return {
    id: spec.id,
    type: 'messages' as const,
    ...(spec.name ? { name: spec.name } : {}),
    messages: rows.map((row) => {
      const message = engine.toMessage(row);
      return { message, index: engine.indexOf(row), highlight_ranges: highlight(message), decoration_stats: null };
    }),
    effective_timerange: absolute(range),
    total_results: total,
  };
}
