import type { IndexSetStats } from '@sift/api';

/* Index sets for the page's tests and stories: the default set and one more, with other strategies. */

/** An IndexSetSummary as the server sends it (ADMIN-API.md §6.2). */
const indexSetWire = (id: string, title: string, extra: Record<string, unknown> = {}) => ({
  id,
  title,
  description: `${title} description`,
  default: false,
  can_be_default: true,
  writable: true,
  index_prefix: id,
  shards: 1,
  replicas: 0,
  rotation_strategy_class: 'org.graylog2.indexer.rotation.strategies.MessageCountRotationStrategy',
  rotation_strategy: { type: 'org.graylog2.indexer.rotation.strategies.MessageCountRotationStrategyConfig', max_docs_per_index: 20000000 },
  retention_strategy_class: 'org.graylog2.indexer.retention.strategies.DeletionRetentionStrategy',
  retention_strategy: { type: 'org.graylog2.indexer.retention.strategies.DeletionRetentionStrategyConfig', max_number_of_indices: 20 },
  creation_date: '2026-11-20T10:00:00.000Z',
  index_analyzer: 'standard',
  index_optimization_max_num_segments: 1,
  index_optimization_disabled: false,
  field_type_refresh_interval: 5000,
  index_template_type: 'messages',
  ...extra,
});

export const DEFAULT_SET = indexSetWire('graylog', 'Default index set', { default: true });
export const APP_SET = indexSetWire('app', 'Application logs', {
  rotation_strategy_class: 'org.graylog2.indexer.rotation.strategies.TimeBasedRotationStrategy',
  rotation_strategy: { type: 'org.graylog2.indexer.rotation.strategies.TimeBasedRotationStrategyConfig', rotation_period: 'P1D' },
  retention_strategy_class: 'org.graylog2.indexer.retention.strategies.ClosingRetentionStrategy',
  retention_strategy: { type: 'org.graylog2.indexer.retention.strategies.ClosingRetentionStrategyConfig', max_number_of_indices: 7 },
});
export const STATS: Record<string, IndexSetStats> = {
  graylog: { indices: 3, documents: 125000, size: 3 * 1024 * 1024 },
  app: { indices: 1, documents: 1, size: 2048 },
};
/** Over every set, as `GET /system/indices/index_sets/stats` answers. */
export const TOTALS: IndexSetStats = { indices: 4, documents: 125001, size: 3 * 1024 * 1024 + 2048 };

const ROTATION = 'org.graylog2.indexer.rotation.strategies.';
const RETENTION = 'org.graylog2.indexer.retention.strategies.';
const strategyWire = (type: string, defaults: Record<string, unknown>) => ({
  type,
  default_config: { type: `${type}Config`, ...defaults },
  json_schema: { type: 'object' },
});

/** `GET /system/indices/rotation/strategies` as the embedded server answers: message count and time. */
export const ROTATION_STRATEGIES = {
  total: 2,
  strategies: [
    strategyWire(`${ROTATION}MessageCountRotationStrategy`, { max_docs_per_index: 20000000 }),
    strategyWire(`${ROTATION}TimeBasedRotationStrategy`, {
      rotation_period: 'P1D',
      max_rotation_period: null,
      rotate_empty_index_set: false,
    }),
  ],
  context: { time_size_optimizing_retention_fixed_leeway: null },
};

/** `GET /system/indices/retention/strategies`: deletion and closing. */
export const RETENTION_STRATEGIES = {
  total: 2,
  strategies: [
    strategyWire(`${RETENTION}DeletionRetentionStrategy`, { max_number_of_indices: 20 }),
    strategyWire(`${RETENTION}ClosingRetentionStrategy`, { max_number_of_indices: 20 }),
  ],
  context: { max_index_retention_period: null },
};

/** The index set defaults as Graylog 5.1 stores them at first start (ADMIN-API.md §6.4). */
export const INDEX_SET_DEFAULTS = {
  index_analyzer: 'standard',
  shards: 1,
  replicas: 0,
  index_optimization_max_num_segments: 1,
  index_optimization_disabled: false,
  field_type_refresh_interval: 5,
  field_type_refresh_interval_unit: 'SECONDS',
  rotation_strategy_class: `${ROTATION}TimeBasedSizeOptimizingStrategy`,
  rotation_strategy_config: {
    type: `${ROTATION}TimeBasedSizeOptimizingStrategyConfig`,
    index_lifetime_min: 'P30D',
    index_lifetime_max: 'P40D',
  },
  retention_strategy_class: `${RETENTION}DeletionRetentionStrategy`,
  retention_strategy_config: { type: `${RETENTION}DeletionRetentionStrategyConfig`, max_number_of_indices: 20 },
};

const indexWire = (events: number, bytes: number, begin: string, end: string, extra: Record<string, unknown> = {}) => ({
  size: { events, deleted: 0, bytes },
  range: { index_name: 'x', begin, end, calculated_at: end, took_ms: 1 },
  is_deflector: false,
  is_closed: false,
  is_reopened: false,
  ...extra,
});
/** `GET /system/indexer/overview/app`: a closed index, a full one and the empty write index. */
export const APP_OVERVIEW = {
  deflector: { is_up: true, current_target: 'app_2' },
  indexer_cluster: { health: {}, name: 'sift-message-store' },
  counts: { events: 1500 },
  indices: {
    app_0: indexWire(1000, 2048, '2026-11-20T10:00:00.000Z', '2026-11-20T11:00:00.000Z', { is_closed: true }),
    app_1: indexWire(500, 1024, '2026-11-21T10:00:00.000Z', '2026-11-21T12:30:00.000Z'),
    app_2: indexWire(0, 0, '1970-01-01T00:00:00.000Z', '1970-01-01T00:00:00.000Z', { is_deflector: true }),
  },
};
