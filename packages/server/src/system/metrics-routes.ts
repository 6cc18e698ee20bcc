import type { FastifyInstance, FastifyPluginAsync, FastifyRequest } from 'fastify';
import { requirePermission, requireSubject } from '../auth/subject.js';
import { ApiError } from '../http/errors.js';
import { readStrictObject } from '../http/body.js';
import type { HistogramSnapshot, Meter, MetricKind, MetricsRegistry } from '../metrics/registry.js';

type Json = Record<string, unknown>;

/** `MetricEntry` (API.md §3, Graylog's `MetricUtils.map`). */
interface MetricEntry {
  full_name: string;
  name: string;
  type: MetricKind;
  metric: Json;
}

const round = (n: number) => Math.round(n * 1000) / 1000;

/** `MetricUtils` rate map: events per second. */
function rateMap(meter: Meter): Json {
  const r = meter.rates();
  return { total: meter.count, mean: r.mean, one_minute: r.m1, five_minute: r.m5, fifteen_minute: r.m15 };
}

/** `MetricUtils` time map (values as recorded: microseconds for timers). */
function timeMap(s: HistogramSnapshot): Json {
  return {
    min: s.min,
    max: s.max,
    mean: s.mean,
    std_dev: s.stddev,
    '95th_percentile': s.p95,
    '98th_percentile': s.p98,
    '99th_percentile': s.p99,
  };
}

/** The `metric` object of a MetricEntry, or undefined when no such metric exists. */
function summary(metrics: MetricsRegistry, fullName: string): { type: MetricKind; metric: Json } | undefined {
  // One-second rates are gauges that always exist, as on Graylog (0 while nothing flows).
  if (fullName.endsWith('.1-sec-rate')) return { type: 'gauge', metric: { value: metrics.rate(fullName) } };
  switch (metrics.kind(fullName)) {
    case 'gauge':
      return { type: 'gauge', metric: { value: metrics.gaugeValue(fullName) ?? 0 } };
    case 'counter':
      return { type: 'counter', metric: { count: metrics.counter(fullName) } };
    case 'meter':
      return { type: 'meter', metric: { rate: rateMap(metrics.meter(fullName)), rate_unit: 'events/second' } };
    case 'histogram': {
      const h = metrics.histogram(fullName);
      return { type: 'histogram', metric: { time: timeMap(h.snapshot()), count: h.count } };
    }
    case 'timer': {
      const t = metrics.timer(fullName);
      return {
        type: 'timer',
        metric: {
          time: timeMap(t.durations.snapshot()),
          rate: rateMap(t.meter),
          duration_unit: 'microseconds',
          rate_unit: 'events/second',
        },
      };
    }
    default:
      return undefined;
  }
}

function entry(metrics: MetricsRegistry, fullName: string): MetricEntry | undefined {
  const found = summary(metrics, fullName);
  return found && { full_name: fullName, name: fullName.slice(fullName.lastIndexOf('.') + 1), ...found };
}

const histogramJson = (count: number, s: HistogramSnapshot, scale = 1): Json => ({
  count,
  max: round(s.max / scale),
  mean: round(s.mean / scale),
  min: round(s.min / scale),
  p50: round(s.p50 / scale),
  p75: round(s.p75 / scale),
  p95: round(s.p95 / scale),
  p98: round(s.p98 / scale),
  p99: round(s.p99 / scale),
  p999: round(s.p999 / scale),
  stddev: round(s.stddev / scale),
});
const meterJson = (meter: Meter): Json => {
  const r = meter.rates();
  return { count: meter.count, m15_rate: r.m15, m1_rate: r.m1, m5_rate: r.m5, mean_rate: r.mean };
};

/** One metric as Codahale's Jackson `MetricsModule` writes it (rates per second, durations in milliseconds). */
function codahale(metrics: MetricsRegistry, name: string, kind: MetricKind): Json {
  switch (kind) {
    case 'gauge':
      return { value: name.endsWith('.1-sec-rate') ? metrics.rate(name) : (metrics.gaugeValue(name) ?? 0) };
    case 'counter':
      return { count: metrics.counter(name) };
    case 'meter':
      return { ...meterJson(metrics.meter(name)), units: 'events/second' };
    case 'histogram': {
      const h = metrics.histogram(name);
      return histogramJson(h.count, h.snapshot());
    }
    case 'timer': {
      const t = metrics.timer(name);
      // Durations are kept in microseconds; the module reports milliseconds.
      return {
        ...histogramJson(t.durations.count, t.durations.snapshot(), 1000),
        ...meterJson(t.meter),
        duration_units: 'milliseconds',
        rate_units: 'calls/second',
      };
    }
  }
}

const GROUPS: Record<MetricKind, 'gauges' | 'counters' | 'histograms' | 'meters' | 'timers'> = {
  gauge: 'gauges',
  counter: 'counters',
  histogram: 'histograms',
  meter: 'meters',
  timer: 'timers',
};

function readNames(request: FastifyRequest): string[] {
  const body = readStrictObject(request.body, ['metrics']);
  const names = body['metrics'];
  if (!Array.isArray(names) || names.length > 1000 || names.some((n) => typeof n !== 'string' || n.length > 512)) {
    throw new ApiError(400, 'Unable to map property metrics: expected a list of metric names.');
  }
  return names as string[];
}

/**
 * The metrics registry (Graylog's `MetricsResource`): the whole registry (`metrics:readall`), its names
 * (`metrics:allkeys`), one metric, a namespace and a list of names (each filtered by `metrics:read:<name>`),
 * and the per-node `POST /cluster/metrics/multiple`.
 */
export const metricsRoutes: FastifyPluginAsync<{ metrics: MetricsRegistry; nodeId: string }> = async (app, { metrics, nodeId }) => {
  const read = (request: FastifyRequest) => {
    const subject = requireSubject(request);
    const list = readNames(request)
      .filter((n) => subject.isPermitted(`metrics:read:${n}`))
      .map((n) => entry(metrics, n))
      .filter((e): e is MetricEntry => e !== undefined);
    return { total: list.length, metrics: list };
  };
  app.post('/system/metrics/multiple', async (request) => read(request));
  app.post('/cluster/metrics/multiple', async (request) => ({ [nodeId]: read(request) }));

  app.get('/system/metrics', async (request) => {
    requirePermission(request, 'metrics:readall');
    const registry: Record<string, Json> = { gauges: {}, counters: {}, histograms: {}, meters: {}, timers: {} };
    for (const { name, kind } of metrics.all()) registry[GROUPS[kind]]![name] = codahale(metrics, name, kind);
    return { version: '4.0.0', ...registry };
  });

  app.get('/system/metrics/names', async (request) => {
    requirePermission(request, 'metrics:allkeys');
    return { names: metrics.all().map((m) => m.name) };
  });

  app.get<{ Params: { namespace: string } }>('/system/metrics/namespace/:namespace', async (request) => {
    const subject = requireSubject(request);
    const { namespace } = request.params;
    const list = metrics
      .all()
      .filter((m) => m.name.startsWith(namespace) && subject.isPermitted(`metrics:read:${m.name}`))
      .map((m) => entry(metrics, m.name))
      .filter((e): e is MetricEntry => e !== undefined);
    if (list.length === 0) throw new ApiError(404, `No metrics with namespace [${namespace}] found.`);
    return { total: list.length, metrics: list };
  });

  app.get<{ Params: { name: string } }>('/system/metrics/:name', async (request) => {
    const { name } = request.params;
    requirePermission(request, `metrics:read:${name}`);
    const kind = name.endsWith('.1-sec-rate') ? 'gauge' : metrics.kind(name);
    if (!kind) throw new ApiError(404, `I do not have a metric called [${name}].`);
    // The metric object itself, as Codahale's module writes it (a meter's `count` and `m1_rate`...).
    return codahale(metrics, name, kind);
  });
};

/**
 * Times every request to the routes of the scope it is called in (the whole API): a timer per route named
 * `org.graylog2.rest.<path segments>.<METHOD>` (`{param}` for path parameters), as Graylog's `@Timed` resources.
 */
export function timeRequests(app: FastifyInstance, metrics: MetricsRegistry): void {
  const started = new WeakMap<FastifyRequest, number>();
  app.addHook('onRequest', async (request) => {
    started.set(request, performance.now());
  });
  // A route's timer name, worked out once per route and method.
  const names = new Map<string, string>();
  const timerName = (url: string, method: string): string => {
    const key = `${method} ${url}`;
    let name = names.get(key);
    if (name === undefined) {
      const path = url
        .replace(/^\/api(\/|$)/, '')
        .split('/')
        .filter((s) => s !== '')
        .map((s) => (s.startsWith(':') ? `{${s.slice(1)}}` : s));
      name = `org.graylog2.rest.${path.join('.')}.${method}`;
      names.set(key, name);
    }
    return name;
  };
  app.addHook('onResponse', async (request) => {
    const start = started.get(request);
    const url = request.routeOptions.url;
    if (start === undefined || !url) return;
    metrics.timer(timerName(url, request.method)).update(performance.now() - start);
  });
}
