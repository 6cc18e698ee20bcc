import type { MetricEntry } from './system';

/**
 * The per-input metrics the inputs page reads (ADMIN-API.md §1.7): Graylog names them
 * `<input type>.<input id>.<metric>`.
 */
export const INPUT_METRICS = [
  'incomingMessages',
  'emptyMessages',
  'open_connections',
  'total_connections',
  'read_bytes_1sec',
  'read_bytes_total',
  'written_bytes_1sec',
  'written_bytes_total',
] as const;
export type InputMetricName = (typeof INPUT_METRICS)[number];

/** What the inputs page shows of one input, summed over the nodes that run it; null where no node reports the metric. */
export interface InputMetrics {
  /** Mean rate of `incomingMessages` in messages per second. */
  incomingRate: number | null;
  emptyMessages: number | null;
  /** Connection gauges exist for TCP-based inputs only. */
  openConnections: number | null;
  totalConnections: number | null;
  readBytes1Sec: number | null;
  readBytesTotal: number | null;
  writtenBytes1Sec: number | null;
  writtenBytesTotal: number | null;
}

/** The full metric names of one input, in `INPUT_METRICS` order. */
export function inputMetricNames(input: { id: string; type: string }): string[] {
  return INPUT_METRICS.map((metric) => `${input.type}.${input.id}.${metric}`);
}

const numberAt = (source: Record<string, unknown>, ...path: string[]): number | null => {
  let value: unknown = source;
  for (const key of path) {
    if (typeof value !== 'object' || value === null) return null;
    value = (value as Record<string, unknown>)[key];
  }
  return typeof value === 'number' && Number.isFinite(value) ? value : null;
};

/** The value the UI reads of each metric: a meter's mean rate, a counter's count, a gauge's value. */
function readMetric(name: InputMetricName, entry: MetricEntry): number | null {
  switch (name) {
    case 'incomingMessages':
      return numberAt(entry.metric, 'rate', 'mean');
    case 'emptyMessages':
      return numberAt(entry.metric, 'count');
    default:
      return numberAt(entry.metric, 'value');
  }
}

const KEYS: Record<InputMetricName, keyof InputMetrics> = {
  incomingMessages: 'incomingRate',
  emptyMessages: 'emptyMessages',
  open_connections: 'openConnections',
  total_connections: 'totalConnections',
  read_bytes_1sec: 'readBytes1Sec',
  read_bytes_total: 'readBytesTotal',
  written_bytes_1sec: 'writtenBytes1Sec',
  written_bytes_total: 'writtenBytesTotal',
};

/** One input's metrics out of `POST /cluster/metrics/multiple`, summed over the nodes (a global input runs on each). */
export function summarizeInputMetrics(
  byNode: Readonly<Record<string, readonly MetricEntry[] | null>>,
  input: { id: string; type: string },
): InputMetrics {
  const result: InputMetrics = {
    incomingRate: null,
    emptyMessages: null,
    openConnections: null,
    totalConnections: null,
    readBytes1Sec: null,
    readBytesTotal: null,
    writtenBytes1Sec: null,
    writtenBytesTotal: null,
  };
  const prefix = `${input.type}.${input.id}.`;
  for (const entries of Object.values(byNode)) {
    for (const entry of entries ?? []) {
      if (!entry.fullName.startsWith(prefix)) continue;
      const name = entry.fullName.slice(prefix.length) as InputMetricName;
      if (!(name in KEYS)) continue;
      const value = readMetric(name, entry);
      if (value === null) continue;
      const key = KEYS[name];
      result[key] = (result[key] ?? 0) + value;
    }
  }
  return result;
}
