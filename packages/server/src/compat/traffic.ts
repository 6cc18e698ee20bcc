import type { Database } from 'better-sqlite3';
import type { FastifyPluginAsync } from 'fastify';
import { requireSubject } from '../auth/subject.js';
import { ApiError } from '../http/errors.js';
import { isObject } from '../http/body.js';
import { migrate } from '../db/migrate.js';
import { jodaDate } from '../db/ids.js';
import type { MetricsRegistry } from '../metrics/registry.js';
import type { MessageStore } from '../storage/message-store.js';

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
/** How often the counters are read into the hourly buckets (Graylog's `TrafficCounterCalculator`: every minute). */
export const TRAFFIC_SAMPLE_MS = 60_000;
/** The counter every input adds the bytes it reads to (`inputs/runtime.ts`). */
const READ_BYTES = /^org\.graylog2\.inputs\.[^.]+\.read_bytes_total$/;

type TrafficStore = Pick<MessageStore, 'newestRowId' | 'query' | 'onStored'>;

/** Bytes of one hour (or day): received by inputs, and of the messages decoded and written to the store. */
interface Bucket {
  input: number;
  output: number;
  decoded: number;
}

/**
 * The traffic of the node by hour, kept in the database as Graylog's `TrafficCounterService` keeps it:
 * `input` is what the inputs read off the network (their `read_bytes_total` counters); `decoded` and
 * `output` are the size of the messages that were stored (their fields as JSON, without empty fields):
 * the embedded server writes every decoded message it keeps straight to its store.
 */
export class TrafficCounter {
  private lastInput: number;
  private lastRowId: number;
  private storedUpTo: number;
  /** Stops listening to the store. */
  readonly detach: () => void;
  private sampling: Promise<void> = Promise.resolve();

  constructor(
    private readonly db: Database,
    private readonly metrics: Pick<MetricsRegistry, 'all' | 'counter'>,
    private readonly store: TrafficStore,
    private readonly now: () => number = Date.now,
  ) {
    migrate(db, 'traffic', [
      {
        version: 1,
        name: 'create hourly traffic buckets',
        up: (d) =>
          d.exec(
            'CREATE TABLE traffic (bucket INTEGER PRIMARY KEY, input INTEGER NOT NULL, output INTEGER NOT NULL, decoded INTEGER NOT NULL)',
          ),
      },
    ]);
    // What was there before this process started was counted by the previous one.
    this.lastInput = this.inputBytes();
    this.lastRowId = store.newestRowId;
    this.storedUpTo = this.lastRowId;
    this.detach = store.onStored((_first, last) => {
      this.storedUpTo = Math.max(this.storedUpTo, last);
    });
  }

  private inputBytes(): number {
    return this.metrics
      .all()
      .filter((m) => m.kind === 'counter' && READ_BYTES.test(m.name))
      .reduce((sum, m) => sum + this.metrics.counter(m.name), 0);
  }

  /** Adds what was received and stored since the last sample to the current hour. */
  sample(): Promise<void> {
    this.sampling = this.sampling
      .then(() => this.takeSample())
      .catch((error: unknown) => console.error(`sift: traffic could not be counted: ${String(error)}`));
    return this.sampling;
  }

  private async takeSample(): Promise<void> {
    const input = this.inputBytes();
    // A deleted input takes its counter along: count from what is left.
    const inputDelta = Math.max(0, input - this.lastInput);
    this.lastInput = input;
    // Up to the newest row that is stored and readable (row ids are handed out before a batch is written).
    const newest = this.storedUpTo;
    let stored = 0;
    if (newest > this.lastRowId) {
      const rows = await this.store.query(
        `SELECT coalesce(sum(strlen(regexp_replace(to_json(m)::VARCHAR, '"[^"]*":null,?', '', 'g'))), 0) AS bytes FROM messages m WHERE id > ? AND id <= ?`,
        [this.lastRowId, newest],
      );
      stored = Number(rows[0]?.['bytes'] ?? 0);
      this.lastRowId = newest;
    }
    if (inputDelta === 0 && stored === 0) return;
    const bucket = Math.floor(this.now() / HOUR) * HOUR;
    this.db
      .prepare(
        'INSERT INTO traffic (bucket, input, output, decoded) VALUES (?, ?, ?, ?) ON CONFLICT (bucket) DO UPDATE SET input = input + excluded.input, output = output + excluded.output, decoded = decoded + excluded.decoded',
      )
      .run(bucket, inputDelta, stored, stored);
  }

  /** Graylog's `TrafficHistogram` of the last `days` days (from the start of the UTC day `days` ago until now). */
  histogram(days: number, daily: boolean) {
    const now = this.now();
    const from = Math.floor(now / DAY) * DAY - days * DAY;
    const rows = this.db
      .prepare('SELECT bucket, input, output, decoded FROM traffic WHERE bucket >= ? AND bucket <= ? ORDER BY bucket')
      .all(from, now) as ({ bucket: number } & Bucket)[];
    const input: Record<string, number> = {};
    const output: Record<string, number> = {};
    const decoded: Record<string, number> = {};
    for (const row of rows) {
      const key = jodaDate(daily ? Math.floor(row.bucket / DAY) * DAY : row.bucket);
      input[key] = (input[key] ?? 0) + row.input;
      output[key] = (output[key] ?? 0) + row.output;
      decoded[key] = (decoded[key] ?? 0) + row.decoded;
    }
    return { from: jodaDate(from), to: jodaDate(now), input, output, decoded };
  }
}

/** Samples `counter` every minute until the returned stop is called (which takes a last sample). */
export function startTrafficSampling(counter: TrafficCounter, everyMs = TRAFFIC_SAMPLE_MS): () => Promise<void> {
  const timer = setInterval(() => void counter.sample(), everyMs);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await counter.sample();
    counter.detach();
  };
}

/** `GET /system/cluster/traffic?days=30&daily=false` (Graylog's `TrafficResource`; authentication only), sampled when asked. */
export const trafficRoutes: FastifyPluginAsync<{ traffic: TrafficCounter }> = async (app, { traffic }) => {
  app.get('/system/cluster/traffic', async (request) => {
    requireSubject(request);
    const q = isObject(request.query) ? request.query : {};
    const rawDays = q['days'];
    const days = rawDays === undefined || rawDays === '' ? 30 : Number(rawDays);
    if (!Number.isInteger(days) || days < 0 || days > 3650)
      throw new ApiError(400, 'Query parameter days must be a whole number of days from 0 to 3650.');
    const rawDaily = q['daily'];
    if (rawDaily !== undefined && rawDaily !== '' && !/^(true|false)$/i.test(String(rawDaily)))
      throw new ApiError(400, 'Query parameter daily must be true or false.');
    // Up to the moment of asking, not only to the last minute's sample.
    await traffic.sample();
    return traffic.histogram(days, String(rawDaily).toLowerCase() === 'true');
  });
};
