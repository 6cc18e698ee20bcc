import type { DuckDBValue } from '@duckdb/node-api';
import type { ResolvedRange } from '../query/timerange.js';
import type { MessageStore } from '../storage/message-store.js';
import type { WhereClause } from './engine.js';
import { combine } from './pivot-single.js';
import type { PivotSpec } from './pivot-spec.js';

type Row = Record<string, unknown>;

/** time_bucket's origin for intervals without months or years (Monday 2000-01-03 UTC): blocks start on it too. */
const ORIGIN = Date.UTC(2000, 0, 3);
/** Block sizes, from which the largest that fits the range about 48 times is taken. */
const BLOCK_SIZES = [60_000, 300_000, 900_000, 1_800_000, 3_600_000, 21_600_000, 86_400_000];
/** A pivot's blocks are kept only when they hold at most this many groups in all. */
const MAX_ENTRY_ROWS = 50_000;

/** One grouping level of a pivot as the blocks see it. */
export interface BlockLevel {
  kind: 'values' | 'time' | 'date_range';
  field: string;
  limit: number | null;
  skipEmpty: boolean;
  /** A time level's bucket width in ms (null for months and years, which have no fixed width). */
  intervalMs: number | null;
}

/** What a decomposable pivot computes: its levels with their key SQL (`… AS k0`), and its series' inputs and aggregates. */
export interface BlockPlan {
  spec: PivotSpec;
  levels: readonly BlockLevel[];
  keyCols: readonly string[];
  seriesCols: readonly string[];
  /** `… AS a0` per series. */
  aggregates: readonly string[];
}

interface Entry {
  /** Per whole block (its number from the origin): the block's groups, keys and partial aggregates. */
  blocks: Map<number, Row[]>;
  rows: number;
  /** Every row id up to here is reflected in `blocks`. */
  watermark: number;
  /** Counts forgotten blocks, so that a computation that started before does not store stale ones. */
  version: number;
  used: number;
}

/**
 * Partial aggregates of decomposable pivots per time block, kept between searches (ADR 0107). A block
 * that lies wholly in the past does not change until a message dated in it is stored, so a dashboard's
 * refresh reads only the blocks that new messages touched and the two partial blocks at the ends of its
 * range, and combines the rest from here. Rows are only appended with growing ids (a block is forgotten
 * when a row above the watermark is dated in it) and only deleted by retention (which forgets everything).
 */
export class PivotBlockCache {
  private readonly entries = new Map<string, Entry>();
  private generation = 0;
  private rowsHeld = 0;
  private clock = 0;

  constructor(
    private readonly store: MessageStore,
    private readonly maxRows = 200_000,
    private readonly maxEntries = 64,
  ) {
    store.onRotated((event) => {
      if (event.dropped.length > 0 || event.closed.length > 0) this.clear();
    });
  }

  /** Forgets every block (rows were deleted). */
  clear(): void {
    this.generation++;
    this.entries.clear();
    this.rowsHeld = 0;
  }

  /** The entry of `key`, with the blocks that rows stored since its watermark are dated in forgotten. */
  async entry(key: string, blockMs: number): Promise<{ entry: Entry; generation: number; version: number }> {
    const generation = this.generation;
    let entry = this.entries.get(key);
    if (!entry) {
      const [row] = await this.store.query('SELECT max(id) AS m FROM messages');
      entry = { blocks: new Map(), rows: 0, watermark: Number(row?.['m'] ?? 0), version: 0, used: 0 };
      if (generation === this.generation) this.entries.set(key, entry);
    } else if (this.store.newestRowId > entry.watermark) {
      const [row] = await this.store.query(
        `SELECT max(id) AS m, list(DISTINCT CAST(floor((epoch_ms("timestamp") - ${ORIGIN}) / ${blockMs}) AS BIGINT)) AS b FROM messages WHERE id > ${entry.watermark}`,
      );
      const touched = (row?.['b'] as unknown[] | null) ?? [];
      for (const block of touched) this.forget(entry, Number(block));
      if (row?.['m'] !== null && row?.['m'] !== undefined) entry.watermark = Math.max(entry.watermark, Number(row['m']));
    }
    entry.used = ++this.clock;
    return { entry, generation, version: entry.version };
  }

  /** Keeps whole blocks computed while nothing was forgotten (else they may miss rows). */
  keep(key: string, entry: Entry, generation: number, version: number, blocks: Map<number, Row[]>): void {
    if (generation !== this.generation || entry.version !== version || this.entries.get(key) !== entry) return;
    let added = 0;
    for (const rows of blocks.values()) added += size(rows);
    if (entry.rows + added > MAX_ENTRY_ROWS) return;
    for (const [block, rows] of blocks) {
      this.forget(entry, block);
      entry.blocks.set(block, rows);
      entry.rows += size(rows);
      this.rowsHeld += size(rows);
    }
    this.evict();
  }

  private forget(entry: Entry, block: number): void {
    const rows = entry.blocks.get(block);
    if (!rows) return;
    entry.blocks.delete(block);
    entry.rows -= size(rows);
    this.rowsHeld -= size(rows);
    entry.version++;
  }

  private evict(): void {
    while (this.entries.size > this.maxEntries || this.rowsHeld > this.maxRows) {
      let oldest: [string, Entry] | null = null;
      for (const pair of this.entries) if (!oldest || pair[1].used < oldest[1].used) oldest = pair;
      if (!oldest) return;
      this.entries.delete(oldest[0]);
      this.rowsHeld -= oldest[1].rows;
    }
  }
}

/** What a block's rows hold: a group each, and each distinct value of a cardinality. */
function size(rows: readonly Row[]): number {
  let n = rows.length;
  for (const row of rows) for (const value of Object.values(row)) if (Array.isArray(value)) n += value.length;
  return n;
}

/** The block width for a pivot over `range`, or null when blocks do not apply (or nothing would be kept). */
export function blockSize(levels: readonly BlockLevel[], range: ResolvedRange): number | null {
  if (levels.some((l) => l.kind === 'date_range')) return null;
  const times = levels.filter((l) => l.kind === 'time');
  if (times.length > 1) return null;
  const interval = times[0]?.intervalMs;
  if (interval === null) return null;
  const span = range.to - range.from;
  let block = [...BLOCK_SIZES].reverse().find((size) => size <= span / 48) ?? BLOCK_SIZES[0]!;
  // Whole time buckets per block (both start on the origin), so that no bucket spans two blocks.
  if (interval !== undefined) block = Math.max(1, Math.round(block / interval)) * interval;
  return span >= 4 * block ? block : null;
}

/** Cached only without full-text hits or row id ranges, and with the where's range as the engine spells it. */
const RANGE_PREFIX = /^"timestamp" >= epoch_ms\(-?\d+\) AND "timestamp" <= epoch_ms\(-?\d+\)/;

const isPlain = (value: DuckDBValue): boolean =>
  value === null || typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean';

/**
 * The leaves (every grouping level, limits applied) and total of a decomposable pivot, combined from
 * cached whole blocks and the rest read now; null when the pivot's blocks cannot be cached.
 * The same rows as the grouped statement of `executePivot`, with each limit applied here: the first
 * level's top values by count over every message, deeper ones per parent over the rows left.
 */
export async function executeBlocks(
  cache: PivotBlockCache,
  store: MessageStore,
  plan: BlockPlan,
  where: WhereClause,
  range: ResolvedRange,
): Promise<{ leaves: Row[]; total: number } | null> {
  const blockMs = blockSize(plan.levels, range);
  if (blockMs === null || !RANGE_PREFIX.test(where.sql) || /\bhits\.|\bid BETWEEN\b/.test(where.sql) || !where.params.every(isPlain)) {
    return null;
  }
  const { spec, levels } = plan;
  const key = JSON.stringify([where.sql.replace(RANGE_PREFIX, ''), where.params, plan.keyCols, plan.seriesCols, plan.aggregates, blockMs]);
  const { entry, generation, version } = await cache.entry(key, blockMs);
  const first = Math.ceil((range.from - ORIGIN) / blockMs);
  const last = Math.floor((range.to + 1 - ORIGIN) / blockMs) - 1;
  const kept: Row[][] = [];
  // What is not kept is read now: the spans of the range between kept blocks, each a range of its own
  // (so that DuckDB skips the row groups outside it).
  const spans: [number, number][] = [];
  let start = range.from;
  for (let block = first; block <= last; block++) {
    const rows = entry.blocks.get(block);
    if (!rows) continue;
    kept.push(rows);
    const blockStart = ORIGIN + block * blockMs;
    if (blockStart > start) spans.push([start, blockStart]);
    start = blockStart + blockMs;
  }
  if (start <= range.to) spans.push([start, range.to + 1]);
  const keys = levels.map((_, i) => `k${i}`);
  const hidden = spec.series.flatMap((s, i) => (s.type === 'avg' ? [`sum(s${i}) AS h${i}_sum`, `count(s${i}) AS h${i}_count`] : []));
  // A cardinality's partial is the group's distinct values (their union's size is the cardinality).
  const partials = spec.series.map((s, i) =>
    s.type === 'card' ? `list(DISTINCT s${i}) FILTER (WHERE s${i} IS NOT NULL) AS u${i}` : plan.aggregates[i]!,
  );
  const blockSql = `CAST(floor((epoch_ms("timestamp") - ${ORIGIN}) / ${blockMs}) AS BIGINT)`;
  const select = [`${blockSql} AS __blk`, ...plan.keyCols, ...plan.seriesCols].join(', ');
  const parts = spans.map(
    ([from, to]) =>
      `SELECT ${select} FROM messages WHERE ${where.sql} AND "timestamp" >= epoch_ms(${from}) AND "timestamp" < epoch_ms(${to})`,
  );
  const fresh =
    parts.length === 0
      ? []
      : await store.query(
          `SELECT ${['__blk', ...keys, ...partials, ...hidden, 'count(*) AS __c'].join(', ')} FROM (${parts.join(' UNION ALL ')}) GROUP BY ${['__blk', ...keys].join(', ')}`,
          // Parameters are numbered ($1, …): every part names the same ones.
          where.params,
        );
  const timeKeys = keys.filter((_, i) => levels[i]!.kind === 'time');
  const distinct = spec.series.flatMap((s, i) => (s.type === 'card' ? [`u${i}`] : []));
  const whole = new Map<number, Row[]>();
  for (const row of fresh) {
    for (const k of timeKeys) if (row[k] instanceof Date) row[k] = row[k].toISOString();
    // Dates are told apart by their time, as DuckDB tells them apart.
    for (const u of distinct) row[u] = ((row[u] as unknown[] | null) ?? []).map((v) => (v instanceof Date ? v.getTime() : v));
    // `__blk` stays on the row: deleting a property makes V8 keep an object as a slow dictionary, and
    // every later read of the row's keys and aggregates paid for it.
    const block = Number(row['__blk']);
    if (block < first || block > last) continue;
    const rows = whole.get(block);
    if (rows) rows.push(row);
    else whole.set(block, [row]);
  }
  cache.keep(key, entry, generation, version, whole);

  // A time level of a fixed width puts each group in one block (blocks are whole buckets), so that no
  // group has two partial rows: only cardinalities need their lists counted.
  const oneRowEach = levels.some((l) => l.kind === 'time' && l.intervalMs !== null) && !spec.series.some((s) => s.type === 'card');
  const partialRows = [...kept.flat(), ...fresh];
  const groups = oneRowEach ? partialRows : merge(spec, keys, partialRows);
  const total = groups.reduce((n, g) => n + Number(g['__c']), 0);
  // Leaves have no grouping mask (`g`): `assemble` reads its absence as 0, every level grouped.
  return { leaves: limit(spec, levels, groups), total };
}

const NULL_KEY = '\u0001';
function idOf(row: Row, keys: readonly string[]): string {
  let id = '';
  for (let j = 0; j < keys.length; j++) {
    const value = row[keys[j]!];
    id += `${j > 0 ? '\u0000' : ''}${value === null || value === undefined ? NULL_KEY : String(value)}`;
  }
  return id;
}

/** Partial rows of the same groups combined: counts and sums added, minima and maxima taken, averages from their sums and counts. */
function merge(spec: PivotSpec, keys: readonly string[], partials: readonly Row[]): Row[] {
  const byGroup = new Map<string, Row[]>();
  for (const row of partials) {
    const id = idOf(row, keys);
    const parts = byGroup.get(id);
    if (parts) parts.push(row);
    else byGroup.set(id, [row]);
  }
  const merged: Row[] = [];
  const cards = spec.series.flatMap((s, i) => (s.type === 'card' ? [i] : []));
  for (const parts of byGroup.values()) {
    if (parts.length === 1 && cards.length === 0) {
      merged.push(parts[0]!);
      continue;
    }
    const row: Row = { __c: parts.reduce((n, r) => n + Number(r['__c']), 0) };
    for (const k of keys) row[k] = parts[0]![k] ?? null;
    spec.series.forEach((s, i) => {
      if (s.type === 'avg') {
        row[`h${i}_sum`] = parts.reduce((n, r) => n + Number(r[`h${i}_sum`] ?? 0), 0);
        row[`h${i}_count`] = parts.reduce((n, r) => n + Number(r[`h${i}_count`] ?? 0), 0);
      }
      if (s.type === 'card')
        row[`u${i}`] = parts.length === 1 ? parts[0]![`u${i}`] : [...new Set(parts.flatMap((r) => r[`u${i}`] as unknown[]))];
      row[`a${i}`] = combine(s, i, parts);
    });
    merged.push(row);
  }
  return merged;
}

/** Orders two groups' keys of one level as the grouped statement does: the field's pivot sort, else count descending then key. */
function levelOrder(spec: PivotSpec, level: BlockLevel) {
  const pivotSort = spec.sort.find((s) => s.type === 'pivot' && s.field === level.field);
  const byKey = (a: string, b: string) => (a === b ? 0 : a < b ? -1 : 1);
  return (a: { key: string; count: number }, b: { key: string; count: number }) =>
    pivotSort
      ? pivotSort.direction === 'Descending'
        ? byKey(b.key, a.key)
        : byKey(a.key, b.key)
      : b.count - a.count || byKey(a.key, b.key);
}

/** The groups left by the levels' limits and empty-value rules, as `executePivot`'s statement leaves them. */
function limit(spec: PivotSpec, levels: readonly BlockLevel[], groups: Row[]): Row[] {
  let rows = groups;
  const top = levels[0];
  if (top && top.limit !== null) {
    const counts = new Map<string, number>();
    for (const row of rows) {
      const value = row['k0'];
      if (value === null || value === undefined) continue;
      counts.set(String(value), (counts.get(String(value)) ?? 0) + Number(row['__c']));
    }
    const order = levelOrder(spec, top);
    const allowed = new Set(
      [...counts]
        .map(([key, count]) => ({ key, count }))
        .sort(order)
        .slice(0, top.limit)
        .map((e) => e.key),
    );
    rows = rows.filter((row) => allowed.has(String(row['k0'])));
  }
  const skipping = levels.flatMap((level, i) => (level.skipEmpty ? [`k${i}`] : []));
  if (skipping.length > 0) rows = rows.filter((row) => skipping.every((k) => row[k] !== null && row[k] !== undefined));
  const base = rows;
  levels.forEach((level, i) => {
    if (i === 0 || level.limit === null) return;
    // No parent can have more values of the level than there are in all: then none is left out.
    const values = new Set<unknown>();
    const k = `k${i}`;
    for (const row of base) if (values.add(row[k]).size > level.limit) break;
    if (values.size <= level.limit) return;
    // Each parent's values of the level, with their counts and rows (by row, not by text: a day of
    // minutes by host is 8,640 rows, and building their ids took longer than the statement).
    const parent = levels.slice(0, i).map((_, j) => `k${j}`);
    const byParent = new Map<string, Map<string, { key: string; count: number; rows: Row[] }>>();
    for (const row of base) {
      const parentId = idOf(row, parent);
      const value = row[k];
      const valueId = value === null || value === undefined ? NULL_KEY : String(value);
      let siblings = byParent.get(parentId);
      if (!siblings) byParent.set(parentId, (siblings = new Map()));
      const entry = siblings.get(valueId);
      if (entry) {
        entry.count += Number(row['__c']);
        entry.rows.push(row);
      } else siblings.set(valueId, { key: String(value), count: Number(row['__c']), rows: [row] });
    }
    const order = levelOrder(spec, level);
    const allowed = new Set<Row>();
    for (const siblings of byParent.values()) {
      const kept = siblings.size <= level.limit ? siblings.values() : [...siblings.values()].sort(order).slice(0, level.limit);
      for (const entry of kept) for (const row of entry.rows) allowed.add(row);
    }
    rows = rows.filter((row) => allowed.has(row));
  });
  return rows;
}
