import { DuckDBInstance, type DuckDBConnection } from '@duckdb/node-api';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../http/errors.js';
import { laneConnection, LaneCancelledError, queryLanes } from '../storage/query-lane.js';
import { DEFAULT_SEARCH_GATE, SearchGate, SearchTimeoutError, type SearchGateOptions } from './gate.js';

interface FakeConnection {
  interrupt: ReturnType<typeof vi.fn>;
  closeSync: ReturnType<typeof vi.fn>;
}

function fakeGate(options: Partial<SearchGateOptions> = {}) {
  const connections: FakeConnection[] = [];
  const gate = new SearchGate(
    async () => {
      const connection = { interrupt: vi.fn(), closeSync: vi.fn() };
      connections.push(connection);
      return connection as unknown as DuckDBConnection;
    },
    { ...DEFAULT_SEARCH_GATE, concurrency: 1, connectionsPerSearch: 2, ...options },
  );
  return { gate, connections };
}

/** A search that runs until `finish` is called. */
function pending() {
  let finish!: (value: string) => void;
  const done = new Promise<string>((resolve) => (finish = resolve));
  return { work: () => done, finish };
}

const settle = () => new Promise((resolve) => setImmediate(resolve));

afterEach(() => {
  vi.useRealTimers();
});

describe('SearchGate', () => {
  it('runs one search per slot and serves waiting users in turn, not in order of arrival', async () => {
    const { gate } = fakeGate();
    const started: string[] = [];
    const searches = new Map<string, ReturnType<typeof pending>>();
    const submit = (user: string, name: string) => {
      const search = pending();
      searches.set(name, search);
      return gate.run(user, 10_000, () => {
        started.push(name);
        return search.work();
      });
    };
    const results = [
      submit('ann', 'ann-1'),
      submit('ann', 'ann-2'),
      submit('ann', 'ann-3'),
      submit('bob', 'bob-1'),
      submit('cy', 'cy-1'),
      submit('ann', 'ann-4'),
    ];
    await settle();
    expect(started).toEqual(['ann-1']);
    expect(gate.load).toEqual({ running: 1, queued: 5 });
    for (const name of ['ann-1', 'ann-2', 'bob-1', 'cy-1', 'ann-3']) {
      searches.get(name)!.finish(name);
      await settle();
    }
    // After ann's first, each waiting user gets a turn before ann's next.
    expect(started).toEqual(['ann-1', 'ann-2', 'bob-1', 'cy-1', 'ann-3', 'ann-4']);
    searches.get('ann-4')!.finish('ann-4');
    expect(await Promise.all(results)).toEqual(['ann-1', 'ann-2', 'ann-3', 'bob-1', 'cy-1', 'ann-4']);
  });

  it('answers a search whose time runs out while waiting with a 408, and never runs it', async () => {
    vi.useFakeTimers();
    const { gate } = fakeGate();
    const first = pending();
    const running = gate.run('ann', 60_000, first.work);
    const waited = vi.fn(async () => 'never');
    const late = gate.run('bob', 5_000, waited);
    const outcome = late.catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(5_000);
    const error = (await outcome) as SearchTimeoutError;
    expect(error).toBeInstanceOf(SearchTimeoutError);
    expect(error.status).toBe(408);
    expect(error.toJSON()).toEqual({
      type: 'ApiError',
      message:
        'Search timed out after 5000 ms waiting for the search slot: the server is busy with other searches. Try again, or ask for a longer timeout.',
    });
    expect(gate.load).toEqual({ running: 1, queued: 0 });
    first.finish('done');
    expect(await running).toBe('done');
    await vi.runAllTimersAsync();
    expect(waited).not.toHaveBeenCalled();
  });

  it('interrupts the connections of a search whose time runs out while it runs, answers 408 at once, and frees its slot once it has stopped', async () => {
    vi.useFakeTimers();
    const { gate, connections } = fakeGate();
    const slow = pending();
    let laneOfSearch: unknown;
    const search = gate.run('ann', 1_000, () => {
      laneOfSearch = queryLanes.getStore();
      return slow.work();
    });
    const outcome = search.catch((error: unknown) => error);
    const next = pending();
    const queuedBehind = gate.run('bob', 60_000, next.work);
    await vi.advanceTimersByTimeAsync(999);
    expect(connections.map((c) => c.interrupt.mock.calls.length)).toEqual([0, 0]);
    await vi.advanceTimersByTimeAsync(1);
    const error = (await outcome) as ApiError;
    expect(error.status).toBe(408);
    expect(error.message).toBe('Search timed out after 1000 ms. Narrow the time range or the query, or ask for a longer timeout.');
    expect(connections.map((c) => c.interrupt.mock.calls.length)).toEqual([1, 1]);
    // Statements the search starts now fail at once, in its own lane only.
    expect(() => queryLanes.run(laneOfSearch as never, () => laneConnection(() => connections[0] as never))).toThrow(LaneCancelledError);
    // Interrupted again until its statements stop; the next search waits for the slot meanwhile.
    await vi.advanceTimersByTimeAsync(250);
    expect(connections[0]!.interrupt.mock.calls.length).toBe(3);
    expect(gate.load).toEqual({ running: 1, queued: 1 });
    slow.finish('too late');
    await vi.advanceTimersByTimeAsync(0);
    expect(gate.load).toEqual({ running: 1, queued: 0 });
    await vi.advanceTimersByTimeAsync(500);
    expect(connections[0]!.interrupt.mock.calls.length).toBe(3);
    next.finish('next');
    expect(await queuedBehind).toBe('next');
    // The lane was reused: no new connections.
    expect(connections).toHaveLength(2);
  });

  it('gives a search the default budget of a minute, or the timeout asked for within bounds', () => {
    const { gate } = fakeGate();
    expect(DEFAULT_SEARCH_GATE).toMatchObject({ concurrency: 1, defaultTimeoutMs: 60_000, maxTimeoutMs: 600_000, maxQueued: 500 });
    expect(gate.timeoutFor(undefined)).toBe(60_000);
    expect(gate.timeoutFor('1500')).toBe(1500);
    for (const bad of ['0', '-5', '1.5', 'soon', '600001']) {
      expect(() => gate.timeoutFor(bad)).toThrow(new ApiError(400, 'timeout must be a whole number of milliseconds from 1 to 600000.'));
    }
  });

  it('refuses a search beyond the waiting limit with a 429 and Retry-After, and waiting ones with a 503 on close', async () => {
    const { gate, connections } = fakeGate({ maxQueued: 2 });
    const running = pending();
    void gate.run('ann', 10_000, running.work);
    await settle();
    const waiting = [gate.run('ann', 10_000, async () => 'a'), gate.run('bob', 10_000, async () => 'b')].map((p) =>
      p.catch((e: unknown) => e),
    );
    const refused = (await gate.run('cy', 10_000, async () => 'c').catch((e: unknown) => e)) as ApiError;
    expect(refused.status).toBe(429);
    expect(refused.headers).toEqual({ 'retry-after': '1' });
    expect(refused.message).toBe('Too many searches are waiting (2). Try again in a moment.');
    gate.close();
    for (const error of await Promise.all(waiting)) expect(error).toMatchObject({ status: 503, message: 'The server is shutting down.' });
    expect(connections.every((c) => c.closeSync.mock.calls.length === 1)).toBe(true);
    running.finish('x');
  });

  it("stops a real DuckDB statement with the connection's interrupt", async () => {
    const instance = await DuckDBInstance.create(':memory:');
    const gate = new SearchGate(() => instance.connect(), { ...DEFAULT_SEARCH_GATE, concurrency: 1, connectionsPerSearch: 1 });
    let statement: Promise<unknown> | undefined;
    const started = Date.now();
    const search = gate.run('ann', 300, async () => {
      statement = laneConnection(() => {
        throw new Error('not in a lane');
      }).run('SELECT count(*) FROM range(100000000000) t(i) WHERE i % 7 = 3');
      return statement;
    });
    await expect(search).rejects.toMatchObject({ status: 408 });
    await expect(statement).rejects.toThrow(/Interrupted/);
    expect(Date.now() - started).toBeLessThan(10_000);
    // The slot and its connection serve the next search.
    const answer = await gate.run('bob', 5_000, async () =>
      (await laneConnection(() => null as never).runAndReadAll('SELECT 42 AS x')).getRowObjects(),
    );
    expect(answer).toEqual([{ x: 42 }]);
    gate.close();
    instance.closeSync();
  });

  it("tells the node history each search's duration, waiting included, whether it succeeded or failed", async () => {
    const durations: number[] = [];
    const gate = new SearchGate(
      async () => ({ interrupt: vi.fn(), closeSync: vi.fn() }) as unknown as DuckDBConnection,
      { ...DEFAULT_SEARCH_GATE, concurrency: 1, connectionsPerSearch: 1 },
      (ms) => durations.push(ms),
    );
    const first = pending();
    const running = gate.run('ann', 60_000, first.work);
    const failing = gate.run('bob', 60_000, () => Promise.reject(new Error('bad query')));
    await settle();
    expect(durations).toEqual([]);
    first.finish('rows');
    await expect(running).resolves.toBe('rows');
    await expect(failing).rejects.toThrow('bad query');
    await settle();
    expect(durations).toHaveLength(2);
    expect(durations.every((ms) => ms >= 0)).toBe(true);
  });
});
