import type { FastifyPluginAsync } from 'fastify';
import { requirePermission } from '../auth/subject.js';
import { ApiError } from '../http/errors.js';
import type { MetricsRegistry } from './registry.js';

/** One point of the node's history (a Sift extension: `GET /sift/nodes/{nodeId}/history`). */
export interface NodeHistorySample {
  /** End of the interval, ms since the epoch. */
  timestamp: number;
  /** Messages accepted per second over the interval. */
  ingest_rate: number;
  /** Searches finished in the interval. */
  searches: number;
  /** Median and 95th percentile of those searches' durations in ms (waiting included); null without searches. */
  search_p50_ms: number | null;
  search_p95_ms: number | null;
  /** Resident set size and V8 heap in use at the end of the interval, bytes. */
  rss_bytes: number;
  heap_used_bytes: number;
}

export interface NodeHistoryOptions {
  metrics: MetricsRegistry;
  /** Time between samples, ms (10 s). */
  intervalMs?: number;
  /** Samples kept (360: one hour of 10 s samples). */
  capacity?: number;
  now?: () => number;
  memory?: () => { rss: number; heapUsed: number };
  /** The cumulative count of accepted messages. */
  accepted?: () => number;
}

export const NODE_HISTORY_INTERVAL_MS = 10_000;
export const NODE_HISTORY_CAPACITY = 360;
/** The counter ingest increments for each accepted message. */
const ACCEPTED_COUNTER = 'org.graylog2.throughput.input';

/** The value below which `q` of the sorted `values` lie (nearest rank). */
export function percentile(sorted: readonly number[], q: number): number {
  const rank = Math.max(1, Math.ceil(q * sorted.length));
  return sorted[Math.min(rank, sorted.length) - 1]!;
}

const round = (n: number) => Math.round(n * 100) / 100;

/** Samples ingest rate, search latency and memory every interval and keeps the last hour in memory. */
export class NodeHistory {
  readonly intervalMs: number;
  private readonly capacity: number;
  private readonly now: () => number;
  private readonly memory: () => { rss: number; heapUsed: number };
  private readonly accepted: () => number;
  private readonly samples: NodeHistorySample[] = [];
  private latencies: number[] = [];
  private lastAccepted: number;
  private lastAt: number;
  private timer: ReturnType<typeof setInterval> | undefined;

  constructor(options: NodeHistoryOptions) {
    this.intervalMs = options.intervalMs ?? NODE_HISTORY_INTERVAL_MS;
    this.capacity = options.capacity ?? NODE_HISTORY_CAPACITY;
    this.now = options.now ?? Date.now;
    this.memory = options.memory ?? (() => process.memoryUsage());
    const metrics = options.metrics;
    this.accepted = options.accepted ?? (() => metrics.counter(ACCEPTED_COUNTER));
    this.lastAccepted = this.accepted();
    this.lastAt = this.now();
  }

  /** Starts sampling every interval (the timer does not keep the process alive). */
  start(): void {
    if (this.timer) return;
    this.timer = setInterval(() => this.sample(), this.intervalMs);
    this.timer.unref?.();
  }

  stop(): void {
    clearInterval(this.timer);
    this.timer = undefined;
  }

  /** A finished search's duration, ms. */
  recordSearch(ms: number): void {
    this.latencies.push(ms);
  }

  /** Takes one sample now (the timer calls this every interval). */
  sample(): NodeHistorySample {
    const at = this.now();
    const accepted = this.accepted();
    const seconds = Math.max(at - this.lastAt, 1) / 1000;
    const sorted = this.latencies.sort((a, b) => a - b);
    const { rss, heapUsed } = this.memory();
    const sample: NodeHistorySample = {
      timestamp: at,
      ingest_rate: round(Math.max(accepted - this.lastAccepted, 0) / seconds),
      searches: sorted.length,
      search_p50_ms: sorted.length ? round(percentile(sorted, 0.5)) : null,
      search_p95_ms: sorted.length ? round(percentile(sorted, 0.95)) : null,
      rss_bytes: rss,
      heap_used_bytes: heapUsed,
    };
    this.latencies = [];
    this.lastAccepted = accepted;
    this.lastAt = at;
    this.samples.push(sample);
    if (this.samples.length > this.capacity) this.samples.splice(0, this.samples.length - this.capacity);
    return sample;
  }

  /** The samples kept, oldest first. */
  list(): NodeHistorySample[] {
    return [...this.samples];
  }
}

/** `GET /sift/nodes/{nodeId}/history` (Sift extension): the node's last hour, for whoever may read all metrics. */
export const nodeHistoryRoutes: FastifyPluginAsync<{ history: NodeHistory; nodeId: string }> = async (app, { history, nodeId }) => {
  app.get<{ Params: { nodeId: string } }>('/sift/nodes/:nodeId/history', async (request) => {
    requirePermission(request, 'metrics:readall');
    if (request.params.nodeId !== nodeId) throw new ApiError(404, `Node ${request.params.nodeId} not found.`);
    return { node_id: nodeId, interval_ms: history.intervalMs, samples: history.list() };
  });
};
