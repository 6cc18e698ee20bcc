import type { DuckDBConnection } from '@duckdb/node-api';
import { ApiError } from '../http/errors.js';
import { queryLanes, type QueryLane } from '../storage/query-lane.js';

export interface SearchGateOptions {
  /** Searches that run at once; more wait their turn. */
  concurrency: number;
  /** Connections each running search has to itself (its statements run side by side on them). */
  connectionsPerSearch: number;
  /** Searches that may wait at once; more are refused with 429. */
  maxQueued: number;
  /** A search's time budget (waiting included) when its request names none, in ms. */
  defaultTimeoutMs: number;
  /** The longest budget a request may ask for with `timeout`, in ms. */
  maxTimeoutMs: number;
}

/**
 * One search at a time (each runs its statements side by side on its connections, and DuckDB spreads
 * each statement over every core) keeps ingest at well over half its rate on a two-core machine while
 * fifty clients search; two at a time kept 0.31-0.42 of it (bench/server-search-load.mjs,
 * docs/benchmarks.md). Graylog's default search timeout is a minute.
 */
export const DEFAULT_SEARCH_GATE: SearchGateOptions = {
  concurrency: 1,
  connectionsPerSearch: 4,
  maxQueued: 500,
  defaultTimeoutMs: 60_000,
  maxTimeoutMs: 600_000,
};

/** Gauges of the gate's load: searches, exports and field lists running, and waiting for a slot. */
export const SEARCHES_RUNNING = 'org.graylog2.sift.search.running';
export const SEARCHES_QUEUED = 'org.graylog2.sift.search.queued';

/** How often a timed-out search's connections are interrupted again until its statements have stopped. */
const REINTERRUPT_MS = 100;

/** The 408 of a search whose time ran out, waiting or running. */
export class SearchTimeoutError extends ApiError {
  constructor(timeoutMs: number, waited: boolean, concurrency: number) {
    super(
      408,
      waited
        ? `Search timed out after ${timeoutMs} ms waiting for ${concurrency === 1 ? 'the search slot' : `one of the ${concurrency} search slots`}: the server is busy with other searches. Try again, or ask for a longer timeout.`
        : `Search timed out after ${timeoutMs} ms. Narrow the time range or the query, or ask for a longer timeout.`,
    );
  }
}

interface Waiter {
  user: string;
  state: 'queued' | 'running' | 'done';
  start(lane: QueryLane): void;
  /** Fails a search that has not started (the server closes, no connection could be opened). */
  fail(error: unknown): void;
  timer: ReturnType<typeof setTimeout>;
}

/**
 * Bounds the work of searches: at most `concurrency` run at once, each on connections of its own;
 * the others wait, served round-robin by user so that one client's many searches do not starve
 * another's. A search whose budget runs out gets a 408 at once: waiting, it leaves the queue; running,
 * its statements are interrupted (DuckDB's interrupt on its own connections) and its slot is given
 * back once they have stopped.
 */
export class SearchGate {
  private readonly free: QueryLane[] = [];
  private running = 0;
  private queued = 0;
  /** Waiting searches per user; the map's order is the round-robin order of users. */
  private readonly queues = new Map<string, Waiter[]>();
  private closed = false;
  private readonly all: QueryLane[] = [];

  constructor(
    private readonly connect: () => Promise<DuckDBConnection>,
    readonly options: SearchGateOptions = DEFAULT_SEARCH_GATE,
    /** Told each search's duration in ms once it settles (waiting included), failed or not. */
    private readonly observe?: (ms: number) => void,
  ) {}

  /** The budget for a request's `timeout` parameter (ms): the default when absent; 400 when not a whole number in range. */
  timeoutFor(raw: unknown): number {
    if (raw === undefined || raw === '') return this.options.defaultTimeoutMs;
    const ms = Number(raw);
    if (!Number.isInteger(ms) || ms < 1 || ms > this.options.maxTimeoutMs) {
      throw new ApiError(400, `timeout must be a whole number of milliseconds from 1 to ${this.options.maxTimeoutMs}.`);
    }
    return ms;
  }

  /** Searches running and waiting now. */
  get load(): { running: number; queued: number } {
    return { running: this.running, queued: this.queued };
  }

  /** Runs `work` for `user` when a slot is free, within `timeoutMs` from now. */
  run<T>(user: string, timeoutMs: number, work: () => Promise<T>): Promise<T> {
    if (this.closed) return Promise.reject(new ApiError(503, 'The server is shutting down.'));
    if (this.queued >= this.options.maxQueued) {
      return Promise.reject(
        new ApiError(429, `Too many searches are waiting (${this.options.maxQueued}). Try again in a moment.`, { 'retry-after': '1' }),
      );
    }
    const startedAt = performance.now();
    const settled = new Promise<T>((resolve, reject) => {
      let lane: QueryLane | null = null;
      let reinterrupt: ReturnType<typeof setInterval> | undefined;
      const waiter: Waiter = {
        user,
        state: 'queued',
        timer: setTimeout(() => {
          if (waiter.state === 'queued') {
            this.dequeue(waiter);
            waiter.state = 'done';
            reject(new SearchTimeoutError(timeoutMs, true, this.options.concurrency));
          } else if (waiter.state === 'running' && lane) {
            waiter.state = 'done';
            const stopping = lane;
            stopping.cancelled = true;
            const interrupt = () => stopping.connections.forEach((c) => c.interrupt());
            interrupt();
            reinterrupt = setInterval(interrupt, REINTERRUPT_MS);
            reject(new SearchTimeoutError(timeoutMs, false, this.options.concurrency));
          }
        }, timeoutMs),
        fail: (error) => {
          clearTimeout(waiter.timer);
          waiter.state = 'done';
          reject(error);
        },
        start: (given) => {
          lane = given;
          waiter.state = 'running';
          queryLanes
            .run(given, work)
            .then(
              (value) => {
                if (waiter.state === 'running') resolve(value);
              },
              (error: unknown) => {
                if (waiter.state === 'running') reject(error);
              },
            )
            .finally(() => {
              clearTimeout(waiter.timer);
              clearInterval(reinterrupt);
              waiter.state = 'done';
              this.release(given);
            });
        },
      };
      const queue = this.queues.get(user);
      if (queue) queue.push(waiter);
      else this.queues.set(user, [waiter]);
      this.queued++;
      this.dispatch();
    });
    if (!this.observe) return settled;
    const observe = this.observe;
    const done = () => observe(performance.now() - startedAt);
    settled.then(done, done);
    return settled;
  }

  /** Starts waiting searches while slots are free, taking users in turn. */
  private dispatch(): void {
    while (this.running < this.options.concurrency && this.queued > 0) {
      const [user, queue] = this.queues.entries().next().value as [string, Waiter[]];
      const waiter = queue.shift()!;
      this.queues.delete(user);
      // The user goes to the back of the line if they have more waiting.
      if (queue.length > 0) this.queues.set(user, queue);
      this.queued--;
      this.running++;
      this.lane().then(
        (lane) => {
          if (waiter.state === 'queued') waiter.start(lane);
          else this.release(lane);
        },
        (error: unknown) => {
          this.running--;
          if (waiter.state === 'queued') waiter.fail(error);
          this.dispatch();
        },
      );
    }
  }

  private dequeue(waiter: Waiter): void {
    const queue = this.queues.get(waiter.user);
    if (!queue) return;
    const at = queue.indexOf(waiter);
    if (at < 0) return;
    queue.splice(at, 1);
    this.queued--;
    if (queue.length === 0) this.queues.delete(waiter.user);
  }

  private async lane(): Promise<QueryLane> {
    const free = this.free.pop();
    if (free) return free;
    const connections = await Promise.all(Array.from({ length: this.options.connectionsPerSearch }, () => this.connect()));
    const lane: QueryLane = { connections, next: 0, cancelled: false };
    this.all.push(lane);
    return lane;
  }

  private release(lane: QueryLane): void {
    lane.cancelled = false;
    this.running--;
    if (this.closed) return;
    this.free.push(lane);
    this.dispatch();
  }

  /** Refuses waiting and new searches and closes the lanes' connections. */
  close(): void {
    this.closed = true;
    for (const queue of this.queues.values()) {
      for (const waiter of queue) waiter.fail(new ApiError(503, 'The server is shutting down.'));
    }
    this.queues.clear();
    this.queued = 0;
    for (const lane of this.all) for (const connection of lane.connections) connection.closeSync();
  }
}
