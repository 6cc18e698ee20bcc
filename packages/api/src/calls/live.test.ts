// @vitest-environment happy-dom
import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SessionGate } from '../client/SessionGate';
import { ApiClient } from '../client/ApiClient';
import { useCapabilities } from '../hooks/liveHooks';
import type { Message } from '../models/searchJob';
import { FakeEventSource } from '../testing/fakeEventSource';
import { harness, jsonResponse, tracked } from '../../test/hookHarness';
import { LIVE_BATCH_MS, LIVE_MAX_RECONNECTS, LIVE_RECONNECT_MS, LiveApi, type LiveProblem } from './live';

/** A `messages` search-type row, as the server sends it. */
function liveRow(id: string, fields: Record<string, unknown> = {}) {
  return {
    message: { _id: id, timestamp: '2024-05-02T10:00:00.000Z', source: 'web-1', message: `message ${id}`, streams: ['s1'], ...fields },
    index: 'graylog_0',
    highlight_ranges: {},
    decoration_stats: null,
  };
}

const capable = (url: string) => (url === '/api/sift/capabilities' ? jsonResponse({ live: true }) : undefined);

function subscribe(client: ApiClient, query = 'source:web', streams: string[] = ['s1', 's2'], options: { batchMs?: number } = {}) {
  const batches: Message[][] = [];
  const problems: LiveProblem[] = [];
  const opened = vi.fn();
  const unsubscribe = LiveApi.subscribe(
    client,
    query,
    streams,
    (messages) => batches.push(messages),
    (problem) => problems.push(problem),
    { EventSource: FakeEventSource, onOpen: opened, ...options },
  );
  return { batches, problems, opened, unsubscribe };
}

/** Lets the login gate's promise settle. */
const settle = () => act(() => vi.advanceTimersByTimeAsync(0));

beforeEach(() => {
  FakeEventSource.reset();
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('capabilities', () => {
  it('reads {live: true} from the embedded server, and nothing from a server that answers 404 (a real Graylog)', async () => {
    expect(await LiveApi.capabilities(harness(capable).client)).toEqual({ live: true });
    expect(await LiveApi.capabilities(harness(() => undefined).client)).toEqual({ live: false });
    expect(await LiveApi.capabilities(harness(() => jsonResponse({ live: 'yes' })).client)).toEqual({ live: false });
    await expect(
      LiveApi.capabilities(harness(() => jsonResponse({ type: 'ApiError', message: 'boom' }, 500)).client),
    ).rejects.toMatchObject({ status: 500 });
  });

  it('useCapabilities asks once per session', async () => {
    vi.useRealTimers();
    const { wrapper, count } = harness(capable);
    const { result } = renderHook(() => tracked(useCapabilities()), { wrapper });
    await waitFor(() => expect(result.current.data).toEqual({ live: true }));
    expect(count('GET', '/sift/capabilities')).toBe(1);
  });

  it('useCapabilities waits for the login', () => {
    vi.useRealTimers();
    const { wrapper, count } = harness(capable, null);
    const { result } = renderHook(() => tracked(useCapabilities()), { wrapper });
    expect(result.current.data).toBeUndefined();
    expect(count('GET', '/sift/capabilities')).toBe(0);
  });
});

describe('live stream client', () => {
  it('opens GET /api/sift/live with the query and the streams, and hands over messages in batches, in order', async () => {
    const { client } = harness(capable);
    const { batches, opened } = subscribe(client);
    await settle();
    const source = FakeEventSource.latest;
    expect(source.url).toBe('/api/sift/live?query=source%3Aweb&streams=s1%2Cs2');
    expect(source.init).toEqual({ withCredentials: false });
    source.open();
    expect(opened).toHaveBeenCalledTimes(1);
    source.message(liveRow('a'));
    source.message(liveRow('b'));
    expect(batches).toEqual([]);
    await act(() => vi.advanceTimersByTimeAsync(LIVE_BATCH_MS));
    expect(batches.map((batch) => batch.map((m) => m.id))).toEqual([['a', 'b']]);
    expect(batches[0]?.[0]).toMatchObject({ index: 'graylog_0', fields: { source: 'web-1', message: 'message a' } });
    source.message(liveRow('c'));
    await act(() => vi.advanceTimersByTimeAsync(LIVE_BATCH_MS));
    expect(batches.map((batch) => batch.map((m) => m.id))).toEqual([['a', 'b'], ['c']]);
  });

  it('leaves out empty filters, sends credentials to another origin, and skips rows that are not messages', async () => {
    const client = new ApiClient({
      apiBase: 'https://logs.example.org/api',
      session: new SessionGate('admin'),
      fetch: vi.fn() as unknown as typeof fetch,
    });
    const { batches } = subscribe(client, '', [], { batchMs: 0 });
    await settle();
    expect(FakeEventSource.latest.url).toBe('https://logs.example.org/api/sift/live?query=');
    expect(FakeEventSource.latest.init).toEqual({ withCredentials: true });
    FakeEventSource.latest.message({ nonsense: true });
    FakeEventSource.latest.message(liveRow('x'));
    expect(batches.map((batch) => batch.map((m) => m.id))).toEqual([['x']]);
  });

  it('waits for the login before opening the stream', async () => {
    const { client } = harness(capable, null);
    subscribe(client);
    await settle();
    expect(FakeEventSource.instances).toHaveLength(0);
    client.session.loggedIn('admin');
    await settle();
    expect(FakeEventSource.instances).toHaveLength(1);
  });

  it("reports dropped messages and the server's matching errors, keeping the stream open", async () => {
    const { client } = harness(capable);
    const { problems, batches } = subscribe(client, 'a', [], { batchMs: 0 });
    await settle();
    const source = FakeEventSource.latest;
    source.open();
    source.event('dropped', { count: 12 });
    source.event('error', { message: 'disk full' });
    source.message(liveRow('m'));
    expect(problems).toEqual([
      { kind: 'dropped', count: 12 },
      { kind: 'server', message: 'disk full' },
    ]);
    expect(batches).toHaveLength(1);
    expect(source.closed).toBe(false);
  });

  it('lets the browser reconnect a broken connection by itself', async () => {
    const { client } = harness(capable);
    const { problems, opened } = subscribe(client);
    await settle();
    const source = FakeEventSource.latest;
    source.open();
    source.fail(false);
    expect(problems).toEqual([{ kind: 'reconnecting', attempt: 1 }]);
    source.open();
    expect(opened).toHaveBeenCalledTimes(2);
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    expect(FakeEventSource.instances).toHaveLength(1);
  });

  it('opens the stream again with a growing delay when the browser gives up, while live search is still offered', async () => {
    const { client, count } = harness(capable);
    const { problems } = subscribe(client);
    await settle();
    FakeEventSource.latest.fail(true);
    expect(FakeEventSource.latest.closed).toBe(true);
    expect(problems).toEqual([{ kind: 'reconnecting', attempt: 1 }]);
    await act(() => vi.advanceTimersByTimeAsync(LIVE_RECONNECT_MS - 1));
    expect(count('GET', '/sift/capabilities')).toBe(1);
    expect(FakeEventSource.instances).toHaveLength(1);
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(FakeEventSource.instances).toHaveLength(2);
    FakeEventSource.latest.fail(true);
    await act(() => vi.advanceTimersByTimeAsync(LIVE_RECONNECT_MS));
    expect(FakeEventSource.instances).toHaveLength(2);
    await act(() => vi.advanceTimersByTimeAsync(LIVE_RECONNECT_MS));
    expect(FakeEventSource.instances).toHaveLength(3);
    // A successful open starts counting again.
    FakeEventSource.latest.open();
    FakeEventSource.latest.fail(true);
    expect(problems.at(-1)).toEqual({ kind: 'reconnecting', attempt: 1 });
  });

  it('gives up after too many failed attempts', async () => {
    const { client } = harness(capable);
    const { problems } = subscribe(client);
    await settle();
    for (let attempt = 1; attempt <= LIVE_MAX_RECONNECTS; attempt += 1) {
      FakeEventSource.latest.fail(true);
      await act(() => vi.advanceTimersByTimeAsync(60_000));
    }
    expect(FakeEventSource.instances).toHaveLength(LIVE_MAX_RECONNECTS + 1);
    FakeEventSource.latest.fail(true);
    expect(problems.at(-1)).toMatchObject({ kind: 'failed' });
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    expect(FakeEventSource.instances).toHaveLength(LIVE_MAX_RECONNECTS + 1);
  });

  it('gives up at once when live search is no longer offered or the session ended', async () => {
    const gone = subscribe(harness(() => undefined).client);
    await settle();
    FakeEventSource.latest.fail(true);
    await settle();
    expect(gone.problems.at(-1)).toMatchObject({ kind: 'failed', error: { message: 'The server no longer offers live search.' } });

    const expired = subscribe(harness(() => jsonResponse({ message: 'no session' }, 401)).client);
    await settle();
    FakeEventSource.latest.fail(true);
    await settle();
    expect(expired.problems.at(-1)).toMatchObject({ kind: 'failed', error: { status: 401 } });
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    expect(FakeEventSource.instances).toHaveLength(2);
  });

  it('closes the stream on unsubscribe and hands over nothing after', async () => {
    const { client } = harness(capable);
    const { batches, problems, unsubscribe } = subscribe(client);
    await settle();
    const source = FakeEventSource.latest;
    source.open();
    source.message(liveRow('late'));
    unsubscribe();
    expect(source.closed).toBe(true);
    await act(() => vi.advanceTimersByTimeAsync(LIVE_BATCH_MS));
    source.message(liveRow('later'));
    source.fail(true);
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    expect(batches).toEqual([]);
    expect(problems).toEqual([]);
    expect(FakeEventSource.instances).toHaveLength(1);
  });

  it('does not open a stream when unsubscribed before the login', async () => {
    const { client } = harness(capable, null);
    const { unsubscribe } = subscribe(client);
    unsubscribe();
    client.session.loggedIn('admin');
    await settle();
    expect(FakeEventSource.instances).toHaveLength(0);
  });
});
