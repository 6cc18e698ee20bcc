import type { FastifyPluginAsync } from 'fastify';
import { requirePermission, requireSubject } from '../auth/subject.js';
import { ApiError } from '../http/errors.js';
import { THROUGHPUT_OUTPUT_1S, type MetricsRegistry } from '../metrics/registry.js';
import { RETENTION, ROTATION } from '../storage/index-set-model.js';
import type { SearchEngine } from './engine.js';

/** A strategy as `/system/indices/{rotation,retention}/strategies` describe it: type, defaults, schema. */
function strategy(prefix: string, name: string, defaults: Record<string, unknown>, properties: Record<string, { type: string }>) {
  return {
    type: `${prefix}${name}`,
    default_config: { type: `${prefix}${name}Config`, ...defaults },
    json_schema: {
      type: 'object',
      id: `urn:jsonschema:${prefix.replace(/\./g, ':')}${name}Config`,
      properties: { type: { type: 'string' }, ...properties },
    },
  };
}

/** The strategies every index set supports (index-set-model.ts), with Graylog 5.1's defaults (ADMIN-API.md §6.3). */
const ROTATION_STRATEGIES = [
  strategy(ROTATION, 'MessageCountRotationStrategy', { max_docs_per_index: 20_000_000 }, { max_docs_per_index: { type: 'integer' } }),
  strategy(ROTATION, 'SizeBasedRotationStrategy', { max_size: 1_073_741_824 }, { max_size: { type: 'integer' } }),
  strategy(
    ROTATION,
    'TimeBasedRotationStrategy',
    { rotation_period: 'P1D', max_rotation_period: null, rotate_empty_index_set: false },
    { rotation_period: { type: 'string' }, max_rotation_period: { type: 'string' }, rotate_empty_index_set: { type: 'boolean' } },
  ),
  strategy(
    ROTATION,
    'TimeBasedSizeOptimizingStrategy',
    { index_lifetime_min: 'P30D', index_lifetime_max: 'P40D' },
    { index_lifetime_min: { type: 'string' }, index_lifetime_max: { type: 'string' } },
  ),
];
const RETENTION_STRATEGIES = [
  strategy(RETENTION, 'DeletionRetentionStrategy', { max_number_of_indices: 20 }, { max_number_of_indices: { type: 'integer' } }),
  strategy(RETENTION, 'ClosingRetentionStrategy', { max_number_of_indices: 20 }, { max_number_of_indices: { type: 'integer' } }),
  strategy(RETENTION, 'NoopRetentionStrategy', { max_number_of_indices: 2_147_483_647 }, { max_number_of_indices: { type: 'integer' } }),
];

/**
 * Small read endpoints of Graylog's system catalogue (3-administration.md §7): total message count,
 * field names, decorators (none: the embedded server has no decorators), plugins (none), output
 * throughput, and the index rotation and retention strategies.
 */
export const catalogueRoutes: FastifyPluginAsync<{ engine: SearchEngine; metrics: MetricsRegistry }> = async (app, { engine, metrics }) => {
  app.get('/count/total', async (request) => {
    requirePermission(request, 'messagecount:read');
    const [row] = await engine.store.query('SELECT count(*) AS c FROM messages');
    return { events: Number(row?.['c'] ?? 0) };
  });
  app.get('/system/fields', async (request) => {
    requirePermission(request, 'fieldnames:read');
    return { fields: [...engine.fields().keys()].sort() };
  });
  app.get('/search/decorators', async (request) => {
    requirePermission(request, 'decorators:read');
    return [];
  });
  app.get('/system/plugins', async (request) => {
    requireSubject(request);
    return { plugins: [], total: 0 };
  });
  app.get('/system/throughput', async (request) => {
    requirePermission(request, 'throughput:read');
    return { throughput: Math.round(metrics.rate(THROUGHPUT_OUTPUT_1S)) };
  });
  for (const [kind, list, context] of [
    ['rotation', ROTATION_STRATEGIES, { time_size_optimizing_retention_fixed_leeway: null }],
    ['retention', RETENTION_STRATEGIES, { max_index_retention_period: null }],
  ] as const) {
    app.get(`/system/indices/${kind}/strategies`, async (request) => {
      requireSubject(request);
      return { total: list.length, strategies: list, context };
    });
    app.get<{ Params: { type: string } }>(`/system/indices/${kind}/strategies/:type`, async (request) => {
      requireSubject(request);
      const found = list.find((s) => s.type === request.params.type);
      if (!found) throw new ApiError(404, `Couldn't find ${kind} strategy for given type ${request.params.type}`);
      return found;
    });
  }
};
