import { ApiError } from '../http/errors.js';
import { periodToMillis } from '../system/periods.js';
import { DEFAULT_INDEX_SET, type IndexSetConfig } from './index-sets.js';

export const ROTATION = 'org.graylog2.indexer.rotation.strategies.';
export const RETENTION = 'org.graylog2.indexer.retention.strategies.';
const COUNT_ROTATION = `${ROTATION}MessageCountRotationStrategyConfig`;
const TIME_ROTATION = `${ROTATION}TimeBasedRotationStrategyConfig`;
const DELETE_RETENTION = `${RETENTION}DeletionRetentionStrategyConfig`;

/** An index set as stored (the mutable settings of Graylog's IndexSetConfig). */
export interface StoredIndexSet {
  title: string;
  description: string;
  createdAt: string;
  rotation: Record<string, unknown> & { type: string };
  maxIndices: number;
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
    maxIndices: DEFAULT_INDEX_SET.maxIndices,
  };
}

/** The rotation and retention the message store applies. */
export function toConfig(stored: StoredIndexSet): IndexSetConfig {
  const r = stored.rotation;
  const rotation =
    r.type === TIME_ROTATION
      ? { type: 'time' as const, periodMs: periodToMillis(String(r['rotation_period'] ?? 'P1D')) ?? 86_400_000 }
      : { type: 'count' as const, maxDocs: Number(r['max_docs_per_index'] ?? 20_000_000) };
  return { prefix: stored.prefix ?? DEFAULT_INDEX_SET.prefix, rotation, maxIndices: stored.maxIndices };
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
    retention_strategy_class: `${RETENTION}DeletionRetentionStrategy`,
    retention_strategy: { type: DELETE_RETENTION, max_number_of_indices: s.maxIndices },
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

/** Rotation (message count or time based) and deletion retention, checked as Graylog's strategy configs. */
export function readStrategies(
  body: Record<string, unknown>,
  current: StoredIndexSet | null,
): { rotation: StoredIndexSet['rotation']; maxIndices: number } {
  const rotation = (object(body['rotation_strategy']) ?? current?.rotation ?? null) as StoredIndexSet['rotation'] | null;
  if (!rotation) throw new ApiError(400, 'rotation_strategy is required');
  if (rotation.type === COUNT_ROTATION) {
    if (!isInt(rotation['max_docs_per_index'], 1)) throw new ApiError(400, 'max_docs_per_index must be a whole number of at least 1');
  } else if (rotation.type === TIME_ROTATION) {
    if (periodToMillis(String(rotation['rotation_period'] ?? '')) === undefined)
      throw new ApiError(400, 'rotation_period must be an ISO-8601 period such as P1D');
  } else {
    throw new ApiError(400, `Unsupported rotation strategy ${String(rotation.type)}: use message count or time based rotation`);
  }
  const retention = object(body['retention_strategy']);
  if (!retention && !current) throw new ApiError(400, 'retention_strategy is required');
  if (retention && retention['type'] !== undefined && retention['type'] !== DELETE_RETENTION) {
    throw new ApiError(400, `Unsupported retention strategy ${String(retention['type'])}: use deletion retention`);
  }
  const maxIndices = retention?.['max_number_of_indices'] ?? current?.maxIndices;
  if (!isInt(maxIndices, 1)) throw new ApiError(400, 'max_number_of_indices must be a whole number of at least 1');
  return { rotation, maxIndices };
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
  const { rotation, maxIndices } = readStrategies(body, null);
  const templateType = body['index_template_type'];
  return {
    title,
    description: typeof body['description'] === 'string' ? body['description'] : '',
    createdAt: new Date(Date.parse(creation)).toISOString(),
    rotation,
    maxIndices,
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
