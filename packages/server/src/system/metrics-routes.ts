import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { requireSubject } from '../auth/subject.js';
import { ApiError } from '../http/errors.js';
import { readStrictObject } from '../http/body.js';
import type { MetricsRegistry } from '../metrics/registry.js';

/** `MetricEntry` (API.md §3): gauges `{value}`, counters `{count}`. */
interface MetricEntry {
  full_name: string;
  name: string;
  type: 'gauge' | 'counter';
  metric: { value: number } | { count: number };
}

function entry(metrics: MetricsRegistry, fullName: string): MetricEntry | undefined {
  const name = fullName.slice(fullName.lastIndexOf('.') + 1);
  // One-second rates are gauges that always exist, as on Graylog (0 while nothing flows).
  if (fullName.endsWith('.1-sec-rate')) return { full_name: fullName, name, type: 'gauge', metric: { value: metrics.rate(fullName) } };
  const gauge = metrics.gaugeValue(fullName);
  if (gauge !== undefined) return { full_name: fullName, name, type: 'gauge', metric: { value: gauge } };
  const count = metrics.counter(fullName);
  return count > 0 ? { full_name: fullName, name, type: 'counter', metric: { count } } : undefined;
}

function readNames(request: FastifyRequest): string[] {
  const body = readStrictObject(request.body, ['metrics']);
  const names = body['metrics'];
  if (!Array.isArray(names) || names.length > 1000 || names.some((n) => typeof n !== 'string' || n.length > 512)) {
    throw new ApiError(400, 'Unable to map property metrics: expected a list of metric names.');
  }
  return names as string[];
}

/** `POST /system/metrics/multiple` and the per-node `POST /cluster/metrics/multiple`; names the user may not read are skipped. */
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
};
