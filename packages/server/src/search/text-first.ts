import type { QueryNode } from '../query/ast.js';
import type { ResolvedRange } from '../query/timerange.js';
import type { SearchEngine } from './engine.js';
import { fetchRows, messagesResult, type MessagesSpec, type PageRow } from './messages.js';

/** Hits examined per step at most (the ids go into one inlined IN list). */
const MAX_STEP = 4096;
/** Hits examined in the first step beyond the page's length. */
const FIRST_STEP_MARGIN = 32;
/** Hits examined in all before the page is left to the regular plan (many hits outside the time range). */
const MAX_EXAMINED = 32_768;
/** Rows whose timestamp is before the range but whose id is inside it, at most, before the count is left to the regular plan. */
const MAX_CORRECTIONS = 10_000;

/**
 * The `messages` search type for a selection of nothing but a time range and words (see
 * `SearchEngine.textOnly`), newest first, answered from the text index instead of a join of every hit:
 *
 * - Row ids are `timestamp_ms * 1024 + sequence` and never go backwards, so a row's timestamp is at most
 *   `floor(id / 1024)` (rows dated over a day ahead excepted, which rule this plan out). The page walks
 *   the hits from the newest id down, checks their timestamps in DuckDB, and stops once the page's
 *   oldest row is at least as new as any id still unseen could be: the same page as the regular plan.
 * - The count is FTS5's count of hits with ids in the range's id span, less the hits among the rows
 *   stored late (an id inside the span, a timestamp before it).
 *
 * Answers null when the plan does not apply (then the caller runs the regular plan).
 */
export async function textFirstMessages(
  engine: SearchEngine,
  spec: MessagesSpec,
  text: { expression: string; parsed: readonly QueryNode[] },
  range: ResolvedRange,
): Promise<ReturnType<typeof messagesResult> | null> {
  const store = engine.store;
  const newestFirst =
    spec.sort.length === 0 || (spec.sort.length === 1 && spec.sort[0]!.field === 'timestamp' && spec.sort[0]!.order === 'DESC');
  if (!newestFirst) return null;
  const from = Math.trunc(range.from);
  const to = Math.trunc(range.to);
  const ahead = store.latestAheadOfId;
  if (ahead !== null && ahead >= from) return null;
  const lo = from * 1024;
  // Rows newer than the span (a range ending in the past) would have to be counted one by one.
  if (store.newestRowId > to * 1024 + 1023) return null;
  // The text index grows while this runs (its worker commits batch after batch): page and count both
  // see it as it is now, up to the last row it holds, or they could disagree on a row just indexed.
  const hi = store.text.lastRowId();

  const [page, total] = await Promise.all([
    newestPage(engine, text.expression, spec.offset + spec.limit, from, to, hi),
    count(engine, text.expression, from, lo, hi),
  ]);
  if (page === null || total === null) return null;
  return messagesResult(engine, spec, await fetchRows(engine, page.slice(spec.offset)), text.parsed, range, total);
}

/**
 * The newest `wanted` hits within [from, to] (ms) with an id of at most `upTo`, newest first; null
 * when too many hits fall outside.
 */
async function newestPage(
  engine: SearchEngine,
  expression: string,
  wanted: number,
  from: number,
  to: number,
  upTo: number,
): Promise<PageRow[] | null> {
  if (wanted === 0) return [];
  const found: (PageRow & { ts: number })[] = [];
  let examined = 0;
  // Nearly every hit with an id in the span is in the range (only rows stored late are not), so the
  // first step asks for a few more than the page: each id asked for widens the rows DuckDB checks.
  let step = Math.min(MAX_STEP, wanted + FIRST_STEP_MARGIN);
  for (;;) {
    if (examined >= MAX_EXAMINED) return null;
    const walked = engine.store.text.newest(expression, step, examined);
    examined += walked.length;
    // Hits indexed after `upTo` was read are left out (a bound in the FTS5 query would make it load the doclist whole).
    const ids = walked[0] !== undefined && walked[0] > upTo ? walked.filter((id) => id <= upTo) : walked;
    if (ids.length > 0) {
      const rows = await engine.store.query(
        `SELECT id, rowid AS pos, epoch_ms("timestamp") AS ts FROM messages WHERE id BETWEEN ${ids[ids.length - 1]} AND ${ids[0]} AND id IN (${ids.join(', ')}) AND "timestamp" >= epoch_ms(${from}) AND "timestamp" <= epoch_ms(${to})`,
      );
      for (const row of rows) found.push({ id: Number(row['id']), pos: Number(row['pos']), ts: Number(row['ts']) });
      found.sort((a, b) => b.ts - a.ts || b.id - a.id);
      found.length = Math.min(found.length, wanted);
    }
    const oldest = walked[walked.length - 1];
    // Every hit not seen yet has a smaller id, so a timestamp of at most floor((oldest - 1) / 1024);
    // hits below the range's first id cannot be in the range at all.
    const exhausted = walked.length < step || oldest === undefined || oldest < from * 1024;
    if (exhausted || (found.length === wanted && found[wanted - 1]!.ts >= Math.floor((oldest - 1) / 1024))) {
      return found.map(({ id, pos }) => ({ id, pos }));
    }
    step = Math.min(MAX_STEP, step * 4);
  }
}

/** Hits in the range: FTS5's count over the id span, less the late-stored rows among them; null when there are too many of those. */
async function count(engine: SearchEngine, expression: string, from: number, lo: number, hi: number): Promise<number | null> {
  const [late, spanned] = await Promise.all([
    engine.store.query(
      `SELECT id FROM messages WHERE id BETWEEN ${lo} AND ${hi} AND "timestamp" < epoch_ms(${from}) ORDER BY id LIMIT ${MAX_CORRECTIONS + 1}`,
    ),
    engine.store.text.count(expression, lo, hi),
  ]);
  if (late.length > MAX_CORRECTIONS) return null;
  if (late.length === 0) return spanned;
  const lateIds = new Set(late.map((row) => Number(row['id'])));
  const first = Number(late[0]!['id']);
  const last = Number(late[late.length - 1]!['id']);
  const lateHits = engine.store.text.match(expression, { from: first, to: last }).filter((id) => lateIds.has(id)).length;
  return spanned - lateHits;
}
