import { ApiError } from '../http/errors.js';
import type { SearchEngine } from '../search/engine.js';
import type { EventDefinition } from './model.js';
import type { EventProcessor } from './processor.js';
import type { StoredEvent } from './store.js';

/** A backtest runs a definition at most this many times (24 hours at a 30-second interval). */
export const MAX_BACKTEST_EXECUTIONS = 2880;
/** At most this many of the events a backtest raises are listed (the newest); `total` counts them all. */
export const MAX_BACKTEST_EVENTS = 500;
/** Executions searched at once (on the connections of the search slot, which DuckDB runs side by side). */
const BACKTEST_PARALLEL = 4;
/** Runs per turn at the search slots: other searches wait at most one turn (tens of milliseconds) behind a backtest. */
const RUNS_PER_TURN = 32;
/** The histogram of matching messages has at most this many buckets. */
export const MAX_BACKTEST_BUCKETS = 120;

/** One event a backtest raised, as the scheduler would have stored it. */
export type BacktestEvent = Pick<
  StoredEvent,
  'timestamp' | 'timerange_start' | 'timerange_end' | 'message' | 'key' | 'key_tuple' | 'group_by_fields' | 'fields' | 'origin_context'
>;

export interface BacktestResult {
  from: string;
  to: string;
  /** How many times the definition ran. */
  executions: number;
  /** How many events it raised. */
  total: number;
  /** The newest MAX_BACKTEST_EVENTS of them, oldest first. */
  events: BacktestEvent[];
  /** How many messages matched the definition's query and streams, per bucket of the range. */
  histogram: { interval_ms: number; buckets: { timestamp: string; count: number }[] };
}

/**
 * The execution times of a definition over `[from, to]`, newest first: as though the scheduler had been
 * running all along and just ran at `to`, every `execute_every_ms` back, each searching the window
 * `search_within_ms` before it. Refused when there are more than MAX_BACKTEST_EXECUTIONS.
 */
export function executionTimes(from: number, to: number, everyMs: number): number[] {
  const count = Math.ceil((to - from) / everyMs);
  if (count > MAX_BACKTEST_EXECUTIONS) {
    throw new ApiError(
      400,
      `The backtest would run the event definition ${count} times (every ${everyMs} ms over ${to - from} ms); at most ${MAX_BACKTEST_EXECUTIONS} runs are allowed. Choose a shorter time range or a longer execution interval.`,
    );
  }
  return Array.from({ length: Math.max(0, count) }, (_, k) => to - k * everyMs);
}

const view = (e: StoredEvent): BacktestEvent => ({
  timestamp: e.timestamp,
  timerange_start: e.timerange_start,
  timerange_end: e.timerange_end,
  message: e.message,
  key: e.key,
  key_tuple: e.key_tuple,
  group_by_fields: e.group_by_fields,
  fields: e.fields,
  origin_context: e.origin_context,
});

/** Runs a piece of a backtest's work when it is its turn (a turn at the search slots); by default at once. */
export type BacktestSlot = <T>(work: () => Promise<T>) => Promise<T>;

/**
 * Runs a definition over a past range as the scheduler would have, with the scheduler's processor,
 * storing nothing and notifying no one. One query first counts the matching messages per execution
 * interval; the processor then searches only the windows that may hold a match, and evaluates the
 * others as empty windows (where an aggregation without group-by can still raise, e.g. `count() < 1`).
 * The work is done in short turns (`slot`), so that other searches are served between them.
 */
export async function backtest(
  engine: SearchEngine,
  processor: EventProcessor,
  definition: EventDefinition,
  range: { from: number; to: number },
  now: number,
  slot: BacktestSlot = (work) => work(),
): Promise<BacktestResult> {
  const { search_within_ms: within, execute_every_ms: every } = definition.config;
  const times = executionTimes(range.from, range.to, every);
  // Matching messages per execution interval: bucket b (<= 0) holds [to + b·every, to + (b+1)·every).
  const where = processor.where(definition, { from: range.from - within, to: range.to }, now);
  const rows = await slot(() =>
    engine.store.query(
      `SELECT CAST(floor((epoch_ms("timestamp") - ${range.to}) / ${every}) AS BIGINT) AS b, count(*) AS n FROM messages WHERE ${where.sql} GROUP BY b`,
      where.params,
    ),
  );
  const counts = new Map<number, number>(rows.map((r) => [Number(r['b']), Number(r['n'])]));
  // Prefix sums over the buckets from the oldest window's start: a window may match when its buckets hold a message.
  const lowest = Math.floor((range.from - within - range.to) / every) - 1;
  const upTo = new Float64Array(1 - lowest + 1);
  for (let b = lowest; b <= 0; b++) upTo[b - lowest + 1] = upTo[b - lowest]! + (counts.get(b) ?? 0);
  const sumThrough = (b: number) => upTo[Math.min(0, Math.max(lowest - 1, b)) - lowest + 1]!;
  // Date math in the query (`now-1h`) means something else at each run: then no window is skipped.
  const dateMath = /now/i.test(definition.config.query);
  const mayMatch = (t: number) =>
    dateMath || sumThrough(Math.floor((t - range.to) / every)) - sumThrough(Math.floor((t - within - range.to) / every) - 1) > 0;

  let total = 0;
  const newest: StoredEvent[] = [];
  const runs = (batch: readonly number[]) =>
    // Each run as the scheduler's at time t: its window ends at t, and the query's `now` is t.
    Promise.all(batch.map((t) => processor.run(definition, { from: t - within, to: t }, t, undefined, !mayMatch(t))));
  for (let start = 0; start < times.length; start += RUNS_PER_TURN) {
    const turn = times.slice(start, start + RUNS_PER_TURN);
    const results = await slot(async () => {
      const done: StoredEvent[][] = [];
      for (let i = 0; i < turn.length; i += BACKTEST_PARALLEL) done.push(...(await runs(turn.slice(i, i + BACKTEST_PARALLEL))));
      return done;
    });
    for (const events of results) {
      total += events.length;
      for (let i = events.length - 1; i >= 0 && newest.length < MAX_BACKTEST_EVENTS; i--) newest.push(events[i]!);
    }
  }
  newest.sort((a, b) => Date.parse(a.timestamp) - Date.parse(b.timestamp));
  return {
    from: new Date(range.from).toISOString(),
    to: new Date(range.to).toISOString(),
    executions: times.length,
    total,
    events: newest.map(view),
    histogram: histogram(counts, range, every),
  };
}

/** The per-interval counts of the range summed into at most MAX_BACKTEST_BUCKETS buckets, each a whole number of intervals. */
function histogram(counts: ReadonlyMap<number, number>, range: { from: number; to: number }, every: number): BacktestResult['histogram'] {
  const intervals = Math.max(1, Math.ceil((range.to - range.from) / every));
  const per = Math.ceil(intervals / MAX_BACKTEST_BUCKETS);
  const interval = per * every;
  const first = -Math.ceil(intervals / per);
  const sums = new Map<number, number>();
  for (const [b, n] of counts) {
    const bucket = Math.floor(b / per);
    if (bucket >= first) sums.set(bucket, (sums.get(bucket) ?? 0) + n);
  }
  const buckets: { timestamp: string; count: number }[] = [];
  for (let bucket = first; bucket <= 0; bucket++)
    buckets.push({ timestamp: new Date(range.to + bucket * interval).toISOString(), count: sums.get(bucket) ?? 0 });
  return { interval_ms: interval, buckets };
}
