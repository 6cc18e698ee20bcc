/** How the default index set `graylog_*` rotates and what it keeps (Graylog's rotation/retention strategies). */
export interface IndexSetConfig {
  /** Index names are `<prefix>_<n>`. */
  prefix: string;
  rotation: { type: 'count'; maxDocs: number } | { type: 'time'; periodMs: number };
  /** Retention: when more indices than this exist, the oldest is deleted. */
  maxIndices: number;
}

export const DEFAULT_INDEX_SET_ID = '000000000000000000000002';

export const DEFAULT_INDEX_SET: IndexSetConfig = {
  prefix: 'graylog',
  rotation: { type: 'count', maxDocs: 20_000_000 },
  maxIndices: 20,
};

export interface IndexState {
  number: number;
  createdAt: number;
  count: number;
}

/** Whether the current index must be closed before more messages go in. */
export function needsRotation(config: IndexSetConfig, current: IndexState, now: number): boolean {
  if (config.rotation.type === 'count') return current.count >= config.rotation.maxDocs;
  return current.count > 0 && now - current.createdAt >= config.rotation.periodMs;
}

export function indexName(config: IndexSetConfig, n: number): string {
  return `${config.prefix}_${n}`;
}

/** The index number in a name such as `graylog_3`, or null if the name is not of this set. */
export function parseIndexName(config: IndexSetConfig, name: string): number | null {
  const match = new RegExp(`^${config.prefix.replace(/[^\w]/g, '\\$&')}_(\\d+)$`).exec(name);
  return match ? Number(match[1]) : null;
}
