import { AsyncLocalStorage } from 'node:async_hooks';
import type { DuckDBConnection } from '@duckdb/node-api';

/**
 * Connections that one search has to itself. While a search runs inside `queryLanes.run(lane, ...)`,
 * the message store runs its statements on the lane's connections instead of the shared readers, so
 * that interrupting them (when the search's time is up) stops that search's statements and nothing else.
 */
export interface QueryLane {
  readonly connections: readonly DuckDBConnection[];
  /** Round-robin position over `connections`. */
  next: number;
  /** Set once the search's time is up: statements not yet started fail at once. */
  cancelled: boolean;
}

export const queryLanes = new AsyncLocalStorage<QueryLane>();

/** The error of a statement of a cancelled lane that was not started. */
export class LaneCancelledError extends Error {
  override name = 'LaneCancelledError';
  constructor() {
    super('The search was cancelled');
  }
}

/** The connection the current context's next statement runs on: its lane's, else `fallback()`. */
export function laneConnection(fallback: () => DuckDBConnection): DuckDBConnection {
  const lane = queryLanes.getStore();
  if (!lane) return fallback();
  if (lane.cancelled) throw new LaneCancelledError();
  return lane.connections[lane.next++ % lane.connections.length]!;
}

/**
 * Iterates `source` with each step inside `lane`: an async generator that a stream reads step by step
 * resumes in the reader's context, which is not the lane's, so its statements would leave the lane.
 */
export async function* inLane<T>(lane: QueryLane | undefined, source: AsyncIterable<T>): AsyncGenerator<T> {
  const iterator = source[Symbol.asyncIterator]();
  const step = <R>(run: () => R): R => (lane ? queryLanes.run(lane, run) : run());
  let done = false;
  try {
    while (!done) {
      const next = await step(() => iterator.next());
      done = next.done === true;
      if (!done) yield next.value;
    }
  } finally {
    if (!done) await step(() => iterator.return?.());
  }
}
