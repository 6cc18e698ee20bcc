import { arrOr, isObject, num, obj, record, str, type JsonObject } from './decode';
import { decodeMetrics, type MetricEntry } from './system';

/** `GET /system/metrics`: the metric registry by kind, each `{<name>: <metric>}`. */
export type MetricRegistryWire = {
  version?: string;
  gauges: Record<string, JsonObject>;
  counters: Record<string, JsonObject>;
  histograms: Record<string, JsonObject>;
  meters: Record<string, JsonObject>;
  timers: Record<string, JsonObject>;
};
export interface MetricRegistry {
  gauges: Record<string, JsonObject>;
  counters: Record<string, JsonObject>;
  histograms: Record<string, JsonObject>;
  meters: Record<string, JsonObject>;
  timers: Record<string, JsonObject>;
}

export function decodeMetricRegistry(value: unknown, field = 'metrics'): MetricRegistry {
  const source = obj(value, field);
  const kind = (key: string) =>
    source[key] === undefined || source[key] === null ? {} : record(source[key], `${field}.${key}`, (m, f) => obj(m, f));
  return {
    gauges: kind('gauges'),
    counters: kind('counters'),
    histograms: kind('histograms'),
    meters: kind('meters'),
    timers: kind('timers'),
  };
}

/** `GET /system/metrics/names`: `{names: [...]}`. */
export type MetricNamesWire = { names: string[] };
export function decodeMetricNames(value: unknown, field = 'metric_names'): string[] {
  const source = obj(value, field);
  return arrOr(source['names'], `${field}.names`, (n, f) => (isObject(n) ? str(n['full_name'] ?? n['name'], `${f}.full_name`) : str(n, f)));
}

/** `GET /system/metrics/namespace/{ns}`: `{total, metrics: [MetricEntry]}`. */
export type MetricNamespaceWire = { total: number; metrics: Array<{ full_name: string; name: string; type: string; metric: JsonObject }> };
export function decodeMetricNamespace(value: unknown, field = 'metrics'): MetricEntry[] {
  return decodeMetrics(value, field);
}

/** `POST /cluster/metrics/multiple`: `{<node_id>: {total, metrics: [MetricEntry]} | null}` (ADMIN-API.md §1.7). */
export type ClusterMetricsWire = Record<string, { total: number; metrics: MetricNamespaceWire['metrics'] } | null>;
export function decodeClusterMetrics(value: unknown, field = 'cluster_metrics'): Record<string, MetricEntry[] | null> {
  return record(value, field, (node, f) => (node === null ? null : decodeMetrics(node, f)));
}

/**
 * `GET /system/metrics/{name}`: the metric as Codahale's module writes it (gauge `{value}`, counter `{count}`,
 * meter `{count, m1_rate, ...}`); `rate` and `time` are read too when a server answers in MetricUtils' shape.
 */
export type MetricValueWire = {
  value?: unknown;
  count?: number;
  rate?: JsonObject;
  time?: JsonObject;
  duration_unit?: string;
  rate_unit?: string;
};
export function decodeMetricValue(value: unknown, field = 'metric'): MetricValueWire {
  const source = obj(value, field);
  return {
    ...(source['value'] === undefined ? {} : { value: source['value'] }),
    ...(source['count'] === undefined ? {} : { count: num(source['count'], `${field}.count`) }),
    ...(source['rate'] === undefined ? {} : { rate: obj(source['rate'], `${field}.rate`) }),
    ...(source['time'] === undefined ? {} : { time: obj(source['time'], `${field}.time`) }),
    ...(source['duration_unit'] === undefined ? {} : { duration_unit: str(source['duration_unit'], `${field}.duration_unit`) }),
    ...(source['rate_unit'] === undefined ? {} : { rate_unit: str(source['rate_unit'], `${field}.rate_unit`) }),
  };
}
