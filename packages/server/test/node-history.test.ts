import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { NodeHistory } from '../src/metrics/node-history.js';
import { MetricsRegistry } from '../src/metrics/registry.js';
import { ADMIN, createUser, startServer, type TestServer } from './helpers.js';

function history(capacity = 360) {
  let now = 1_000_000;
  let accepted = 0;
  const h = new NodeHistory({
    metrics: new MetricsRegistry(),
    capacity,
    now: () => now,
    accepted: () => accepted,
    memory: () => ({ rss: 200_000_000, heapUsed: 50_000_000 }),
  });
  return {
    h,
    advance: (ms: number, messages: number) => {
      now += ms;
      accepted += messages;
    },
  };
}

describe('the node history sampler', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('samples the ingest rate, search p50 / p95 and memory of each interval', () => {
    const { h, advance } = history();
    advance(10_000, 250);
    for (let ms = 1; ms <= 20; ms++) h.recordSearch(ms * 10);
    const first = h.sample();
    expect(first).toEqual({
      timestamp: 1_010_000,
      ingest_rate: 25,
      searches: 20,
      search_p50_ms: 100,
      search_p95_ms: 190,
      rss_bytes: 200_000_000,
      heap_used_bytes: 50_000_000,
    });
    // The next interval starts afresh: no searches, only the messages accepted since.
    advance(10_000, 50);
    expect(h.sample()).toMatchObject({ ingest_rate: 5, searches: 0, search_p50_ms: null, search_p95_ms: null });
  });

  it('keeps one hour (360 samples) and drops the oldest', () => {
    const { h, advance } = history();
    for (let i = 0; i < 365; i++) {
      advance(10_000, i);
      h.sample();
    }
    const samples = h.list();
    expect(samples).toHaveLength(360);
    expect(samples[0]!.timestamp).toBe(1_000_000 + 6 * 10_000);
    expect(samples[359]!.ingest_rate).toBe(36.4);
  });

  it('samples every 10 s once started and stops when stopped', () => {
    vi.useFakeTimers();
    const h = new NodeHistory({ metrics: new MetricsRegistry() });
    h.start();
    vi.advanceTimersByTime(9_999);
    expect(h.list()).toHaveLength(0);
    vi.advanceTimersByTime(1);
    expect(h.list()).toHaveLength(1);
    vi.advanceTimersByTime(30_000);
    expect(h.list()).toHaveLength(4);
    h.stop();
    vi.advanceTimersByTime(60_000);
    expect(h.list()).toHaveLength(4);
  });
});

describe('GET /api/sift/nodes/{nodeId}/history', () => {
  let server: TestServer;
  let reader: string;
  let nodeId: string;
  beforeAll(async () => {
    server = await startServer();
    reader = await createUser(server, 'hedda');
    nodeId = (await server.call('GET', '/api/system', { as: ADMIN })).json().node_id as string;
  });
  afterAll(async () => {
    await server.close();
  });

  it("answers this node's samples to whoever may read all metrics", async () => {
    const res = await server.call('GET', `/api/sift/nodes/${nodeId}/history`, { as: ADMIN });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ node_id: nodeId, interval_ms: 10_000, samples: [] });
  });

  it('is 403 for a Reader and 404 for another node', async () => {
    expect((await server.call('GET', `/api/sift/nodes/${nodeId}/history`, { as: reader })).statusCode).toBe(403);
    const other = await server.call('GET', '/api/sift/nodes/other-node/history', { as: ADMIN });
    expect(other.statusCode).toBe(404);
    expect(other.json().message).toBe('Node other-node not found.');
  });
});
