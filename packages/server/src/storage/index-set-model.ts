import { ApiError } from '../http/errors.js';
import { periodToMillis } from '../system/periods.js';
import { DEFAULT_INDEX_SET, type IndexSetConfig } from './index-sets.js';

export const ROTATION = 'org.graylog2.indexer.rotation.strategies.';
export const RETENTION = 'org.graylog2.indexer.retention.strategies.';
const COUNT_ROTATION = `${ROTATION}MessageCountRotationStrategyConfig`;
const SIZE_ROTATION = `${ROTATION}SizeBasedRotationStrategyConfig`;
const TIME_ROTATION = `${ROTATION}TimeBasedRotationStrategyConfig`;
const TIME_SIZE_ROTATION = `${ROTATION}TimeBasedSizeOptimizingStrategyConfig`;
const DELETE_RETENTION = `${RETENTION}DeletionRetentionStrategyConfig`;
const CLOSE_RETENTION = `${RETENTION}ClosingRetentionStrategyConfig`;
const NOOP_RETENTION = `${RETENTION}NoopRetentionStrategyConfig`;
/** NoopRetentionStrategyConfig's `max_number_of_indices` (Integer.MAX_VALUE). */
const NOOP_MAX_INDICES = 2_147_483_647;
const DAY_MS = 86_400_000;

type StrategyConfig = Record<string, unknown> & { type: string };

/** An index set as stored (the mutable settings of Graylog's IndexSetConfig). */
export interface StoredIndexSet {
  title: string;
  description: string;
  createdAt: string;
  rotation: StrategyConfig;
  /** The retention config; sets stored before retention could be chosen have `maxIndices` (deletion) instead. */
  retention?: StrategyConfig;
  maxIndices?: number;
  /** Absent on the default set stored before index sets could be created (it is `graylog`). */
  prefix?: string;
  writable?: boolean;
  shards?: number;
  replicas?: number;
  analyzer?: string;
  maxNumSegments?: number;
  optimizationDisabled?: boolean;
  refreshIntervalMs?: number;
  templateType?: string;
}

export function defaultStoredSet(): StoredIndexSet {
  return {
    title: 'Default index set',
    description: 'The Graylog default index set',
    createdAt: new Date().toISOString(),
    rotation: {
      type: COUNT_ROTATION,
      max_docs_per_index: DEFAULT_INDEX_SET.rotation.type === 'count' ? DEFAULT_INDEX_SET.rotation.maxDocs : 20_000_000,
    },
    retention: { type: DELETE_RETENTION, max_number_of_indices: DEFAULT_INDEX_SET.retention.maxIndices },
  };
}

/** A stored set's retention config (deletion with its `maxIndices` for one stored before retention could be chosen). */
export function retentionOf(stored: StoredIndexSet): StrategyConfig {
  return stored.retention ?? { type: DELETE_RETENTION, max_number_of_indices: stored.maxIndices ?? DEFAULT_INDEX_SET.retention.maxIndices };
}

const period = (value: unknown): number => periodToMillis(String(value ?? '')) ?? 0;

/** The rotation and retention the message store applies to the set `id`. */
export function toConfig(id: string, stored: StoredIndexSet): IndexSetConfig {
  const r = stored.rotation;
  const rotation: IndexSetConfig['rotation'] =
    r.type === TIME_ROTATION
      ? { type: 'time', periodMs: period(r['rotation_period']) || DAY_MS, rotateEmpty: r['rotate_empty_index_set'] === true }
      : r.type === SIZE_ROTATION
        ? { type: 'size', maxBytes: Number(r['max_size'] ?? 1_073_741_824) }
        : r.type === TIME_SIZE_ROTATION
          ? { type: 'time-size', minLifetimeMs: period(r['index_lifetime_min']), maxLifetimeMs: period(r['index_lifetime_max']) }
          : { type: 'count', maxDocs: Number(r['max_docs_per_index'] ?? 20_000_000) };
  const retention = retentionOf(stored);
  const type = retention.type === CLOSE_RETENTION ? 'close' : retention.type === NOOP_RETENTION ? 'noop' : 'delete';
  return {
    id,
    prefix: stored.prefix ?? DEFAULT_INDEX_SET.prefix,
    rotation,
    retention: { type, maxIndices: Number(retention['max_number_of_indices'] ?? NOOP_MAX_INDICES) },
  };
}

/** `IndexSetSummary` (ADMIN-API.md §6.2). */
export function indexSetSummary(id: string, s: StoredIndexSet, isDefault: boolean) {
  const writable = s.writable ?? true;
  const templateType = s.templateType ?? 'messages';
  return {
    id,
    title: s.title,
    description: s.description,
    default: isDefault,
    can_be_default: writable && templateType === 'messages',
    writable,
    index_prefix: s.prefix ?? DEFAULT_INDEX_SET.prefix,
    shards: s.shards ?? 1,
    replicas: s.replicas ?? 0,
    rotation_strategy_class: s.rotation.type.replace(/Config$/, ''),
    rotation_strategy: s.rotation,
    retention_strategy_class: retentionOf(s).type.replace(/Config$/, ''),
    retention_strategy: retentionOf(s),
    creation_date: s.createdAt,
    index_analyzer: s.analyzer ?? 'standard',
    index_optimization_max_num_segments: s.maxNumSegments ?? 1,
    index_optimization_disabled: s.optimizationDisabled ?? false,
    field_type_refresh_interval: s.refreshIntervalMs ?? 5000,
    index_template_type: templateType,
  };
}

const isInt = (v: unknown, min: number): v is number => typeof v === 'number' && Number.isInteger(v) && v >= min;
const object = (v: unknown): Record<string, unknown> | null =>
  typeof v === 'object' && v !== null && !Array.isArray(v) ? (v as Record<string, unknown>) : null;

const periodOk = (value: unknown): boolean => typeof value === 'string' && period(value) > 0;

/** The rotation and retention strategies of a create or update body, checked as Graylog's strategy configs and IndexSetValidator. */
export function readStrategies(
  body: Record<string, unknown>,
  current: StoredIndexSet | null,
): { rotation: StoredIndexSet['rotation']; retention: StrategyConfig } {
  const rotation = (object(body['rotation_strategy']) ?? current?.rotation ?? null) as StrategyConfig | null;
  if (!rotation) throw new ApiError(400, 'rotation_strategy is required');
  switch (rotation.type) {
    case COUNT_ROTATION:
      if (!isInt(rotation['max_docs_per_index'], 1)) throw new ApiError(400, 'max_docs_per_index must be a whole number of at least 1');
      break;
    case SIZE_ROTATION:
      if (!isInt(rotation['max_size'], 1)) throw new ApiError(400, 'max_size must be a whole number of at least 1');
      break;
    case TIME_ROTATION:
      if (!periodOk(rotation['rotation_period'])) throw new ApiError(400, 'rotation_period must be an ISO-8601 period such as P1D');
      if (rotation['max_rotation_period'] != null && !periodOk(rotation['max_rotation_period']))
        throw new ApiError(400, 'max_rotation_period must be an ISO-8601 period such as P1D');
      break;
    case TIME_SIZE_ROTATION: {
      const min = rotation['index_lifetime_min'];
      const max = rotation['index_lifetime_max'];
      if (!periodOk(min) || !periodOk(max))
        throw new ApiError(400, 'index_lifetime_min and index_lifetime_max must be ISO-8601 periods such as P30D');
      if (period(min) % DAY_MS !== 0 || period(max) % DAY_MS !== 0)
        throw new ApiError(400, 'index_lifetime_min and index_lifetime_max must be whole days');
      if (period(max) < period(min))
        throw new ApiError(400, `index_lifetime_max <${String(max)}> must not be shorter than index_lifetime_min <${String(min)}>`);
      if (period(max) - period(min) < DAY_MS)
        throw new ApiError(
          400,
          `The leeway between index_lifetime_min <${String(min)}> and index_lifetime_max <${String(max)}> must be at least P1D`,
        );
      break;
    }
    default:
      throw new ApiError(400, `Unsupported rotation strategy ${String(rotation.type)}`);
  }
  const given = object(body['retention_strategy']);
  if (!given && !current) throw new ApiError(400, 'retention_strategy is required');
  const retention = { ...(current ? retentionOf(current) : {}), ...(given ?? {}) } as StrategyConfig;
  if (given && given['type'] === undefined) retention.type = current ? retentionOf(current).type : DELETE_RETENTION;
  if (retention.type === NOOP_RETENTION) {
    retention['max_number_of_indices'] = isInt(retention['max_number_of_indices'], 1)
      ? retention['max_number_of_indices']
      : NOOP_MAX_INDICES;
  } else if (retention.type === DELETE_RETENTION || retention.type === CLOSE_RETENTION) {
    if (!isInt(retention['max_number_of_indices'], 1))
      throw new ApiError(400, 'max_number_of_indices must be a whole number of at least 1');
  } else {
    throw new ApiError(400, `Unsupported retention strategy ${String(retention.type)}`);
  }
  return { rotation, retention: { type: retention.type, max_number_of_indices: retention['max_number_of_indices'] } };
}

const PREFIX = /^[a-z0-9][a-z0-9_+-]*$/;

/** A new index set from a `POST /system/indices/index_sets` body (IndexSetSummary without id). */
export function readNewIndexSet(body: Record<string, unknown>, existingPrefixes: readonly string[]): StoredIndexSet {
  const title = body['title'];
  if (typeof title !== 'string' || title.trim() === '') throw new ApiError(400, 'title is required');
  const prefix = body['index_prefix'];
  if (typeof prefix !== 'string' || !PREFIX.test(prefix) || Buffer.byteLength(prefix) > 250) {
    throw new ApiError(
      400,
      'index_prefix must start with a lower-case letter or digit and contain only a-z, 0-9, _, + and - (at most 250 bytes)',
    );
  }
  // IndexSetValidator: no prefix may be the start of another (their index wildcards would overlap).
  const conflict = existingPrefixes.find((p) => p.startsWith(prefix) || prefix.startsWith(p));
  if (conflict !== undefined)
    throw new ApiError(400, `Index prefix "${prefix}" would conflict with existing index set prefix "${conflict}"`);
  const creation = body['creation_date'];
  if (typeof creation !== 'string' || Number.isNaN(Date.parse(creation))) throw new ApiError(400, 'creation_date is required');
  const shards = body['shards'] ?? 1;
  const replicas = body['replicas'] ?? 0;
  const segments = body['index_optimization_max_num_segments'] ?? 1;
  const refresh = body['field_type_refresh_interval'] ?? 5000;
  if (!isInt(shards, 1)) throw new ApiError(400, 'shards must be at least 1');
  if (!isInt(replicas, 0)) throw new ApiError(400, 'replicas must be at least 0');
  if (!isInt(segments, 1)) throw new ApiError(400, 'index_optimization_max_num_segments must be at least 1');
  if (!isInt(refresh, 1000)) throw new ApiError(400, 'Field type refresh interval must be at least 1 second');
  const { rotation, retention } = readStrategies(body, null);
  const templateType = body['index_template_type'];
  return {
    title,
    description: typeof body['description'] === 'string' ? body['description'] : '',
    createdAt: new Date(Date.parse(creation)).toISOString(),
    rotation,
    retention,
    prefix,
    writable: body['writable'] !== false,
    shards,
    replicas,
    analyzer: typeof body['index_analyzer'] === 'string' ? body['index_analyzer'] : 'standard',
    maxNumSegments: segments,
    optimizationDisabled: body['index_optimization_disabled'] === true,
    refreshIntervalMs: refresh,
    templateType: typeof templateType === 'string' ? templateType : 'messages',
  };
}
