/** How an index set rotates (Graylog's rotation strategies). */
export type RotationConfig =
  | { type: 'count'; maxDocs: number }
  | { type: 'size'; maxBytes: number }
  | { type: 'time'; periodMs: number; rotateEmpty?: boolean }
  | { type: 'time-size'; minLifetimeMs: number; maxLifetimeMs: number };

/**
 * What an index set keeps (Graylog's retention strategies): beyond `maxIndices` indices the oldest are
 * deleted, closed (their messages leave the searchable store) or kept (`noop`). With time-size
 * optimizing rotation, indices whose lifetime passed the rotation's maximum go instead, whatever their number.
 */
export interface RetentionConfig {
  type: 'delete' | 'close' | 'noop';
  maxIndices: number;
}

/** How one index set rotates and what it keeps. */
export interface IndexSetConfig {
  /** The index set's id (the default set's when absent). */
  id?: string;
  /** Index names are `<prefix>_<n>`. */
  prefix: string;
  rotation: RotationConfig;
  retention: RetentionConfig;
}

export const DEFAULT_INDEX_SET_ID = '000000000000000000000002';

export const DEFAULT_INDEX_SET: IndexSetConfig = {
  id: DEFAULT_INDEX_SET_ID,
  prefix: 'graylog',
  rotation: { type: 'count', maxDocs: 20_000_000 },
  retention: { type: 'delete', maxIndices: 20 },
};

/** Graylog's `time_size_optimizing_rotation_min_shard_size` and `..._max_shard_size` (20 GiB and 50 GiB). */
export const TIME_SIZE_MIN_BYTES = 20 * 1024 ** 3;
export const TIME_SIZE_MAX_BYTES = 50 * 1024 ** 3;
/** Graylog's `time_size_optimizing_rotation_period` (P1D). */
export const TIME_SIZE_PERIOD_MS = 86_400_000;

export interface IndexState {
  /** The index's number in the store (`gl2_index`), unique across index sets. */
  number: number;
  /** The index set the index belongs to. */
  set: string;
  /** Its number within its set: the `n` of `<prefix>_<n>`. */
  seq: number;
  createdAt: number;
  count: number;
  /** The size of its messages as stored documents (their JSON), in bytes. */
  bytes: number;
  /** Closed by retention: its messages are kept aside, out of searches. */
  closed: boolean;
}

/** Whether the set's write index must be replaced (before more messages go in, or on the periodic check). */
export function needsRotation(config: IndexSetConfig, current: IndexState, now: number): boolean {
  const r = config.rotation;
  const age = now - current.createdAt;
  switch (r.type) {
    case 'count':
      return current.count >= r.maxDocs;
    case 'size':
      return current.bytes >= r.maxBytes;
    case 'time':
      return (current.count > 0 || r.rotateEmpty === true) && age >= r.periodMs;
    case 'time-size':
      // As Graylog's TimeBasedSizeOptimizingStrategy: too big, or big enough and a day old, or older
      // than the leeway between the minimum and maximum lifetime.
      if (current.count === 0) return false;
      if (current.bytes >= TIME_SIZE_MAX_BYTES) return true;
      if (age >= TIME_SIZE_PERIOD_MS && current.bytes >= TIME_SIZE_MIN_BYTES) return true;
      return age >= Math.max(r.maxLifetimeMs - r.minLifetimeMs, 1);
  }
}

/**
 * The indices of one set (oldest first, the write index last) that retention removes now: the oldest
 * beyond `maxIndices`, or with time-size optimizing rotation those rotated away longer ago than the
 * maximum lifetime. The write index is never among them; for `close`, closed ones are left out.
 */
export function retentionTargets(config: IndexSetConfig, indices: readonly IndexState[], now: number): IndexState[] {
  if (config.retention.type === 'noop' || indices.length < 2) return [];
  let targets: IndexState[];
  if (config.rotation.type === 'time-size') {
    const max = config.rotation.maxLifetimeMs;
    // An index was written to until the next one was created.
    targets = indices.slice(0, -1).filter((index, i) => now - indices[i + 1]!.createdAt > max);
  } else {
    const excess = indices.length - Math.max(1, config.retention.maxIndices);
    targets = excess > 0 ? indices.slice(0, excess) : [];
  }
  return config.retention.type === 'close' ? targets.filter((index) => !index.closed) : targets;
}

export function indexName(config: IndexSetConfig, n: number): string {
  return `${config.prefix}_${n}`;
}

/** The index number in a name such as `graylog_3`, or null if the name is not of this set. */
export function parseIndexName(config: IndexSetConfig, name: string): number | null {
  const match = new RegExp(`^${config.prefix.replace(/[^\w]/g, '\\$&')}_(\\d+)$`).exec(name);
  return match ? Number(match[1]) : null;
}
