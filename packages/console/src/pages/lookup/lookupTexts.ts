/** Texts of the lookup table screens (System → Lookup Tables). */
export const LOOKUP_TEXTS = {
  tablesTitle: 'Lookup Tables',
  tablesDescription:
    'Lookup tables map a key to a value: extractors, pipeline rules and decorators use them to enrich messages. A table reads its values from a data adapter and keeps recent answers in a cache.',
  cachesTitle: 'Caches',
  cachesDescription: 'Caches keep the answers of data adapters in memory, so that a table does not ask its adapter for every message.',
  adaptersTitle: 'Data Adapters',
  adaptersDescription: 'Data adapters look keys up in a source: a CSV file, a file downloaded over HTTP, a threat-intelligence feed.',
  createTable: 'Create lookup table',
  createCache: 'Create cache',
  createAdapter: 'Create data adapter',
  testLookup: 'Test lookup',
  lookUp: 'Look up',
  purgeKey: 'Purge key',
  purgeAll: 'Purge all',
  noTtl: 'No TTL (kept until purged or evicted)',
} as const;

export const LOOKUP_FAILURES = {
  loadTables: 'Could not load lookup tables',
  saveTable: 'Could not save lookup table',
  deleteTable: 'Could not delete lookup table',
  testLookup: 'Could not look up the key',
  purge: 'Could not purge the cache',
  loadCaches: 'Could not load caches',
  saveCache: 'Could not save cache',
  deleteCache: 'Could not delete cache',
  loadAdapters: 'Could not load data adapters',
  saveAdapter: 'Could not save data adapter',
  deleteAdapter: 'Could not delete data adapter',
} as const;

export const deleteQuestion = (kind: 'lookup table' | 'cache' | 'data adapter', title: string) =>
  `Are you sure you want to delete ${kind} "${title}"?`;
export const savedText = (kind: 'Lookup table' | 'Cache' | 'Data adapter', title: string, created: boolean) =>
  `${kind} "${title}" was ${created ? 'created' : 'updated'}.`;
export const purgedKeyText = (key: string, title: string) => `Purged "${key}" from the cache of lookup table "${title}".`;
export const purgedAllText = (title: string) => `Purged the whole cache of lookup table "${title}".`;

/** A lookup result's TTL in words: milliseconds as the largest whole unit, or no TTL. */
export function ttlText(ttlMs: number): string {
  if (!Number.isFinite(ttlMs)) return LOOKUP_TEXTS.noTtl;
  const units: ReadonlyArray<readonly [number, string]> = [
    [86_400_000, 'day'],
    [3_600_000, 'hour'],
    [60_000, 'minute'],
    [1000, 'second'],
  ];
  for (const [size, unit] of units) {
    if (ttlMs >= size && ttlMs % size === 0) {
      const n = ttlMs / size;
      return `${n} ${unit}${n === 1 ? '' : 's'}`;
    }
  }
  return `${ttlMs} ms`;
}
