import { createAdapter, type AdapterContext, type DataAdapter } from './adapters.js';
import { createThreatIntelAdapter } from './threatintel.js';
import { createCache, type LookupCache } from './caches.js';
import { NetworkAdapter } from './network.js';
import { OtxAdapter } from './otx.js';
import { currentMemo, LookupPending, settle } from './pending.js';
import { WhoisAdapter, type WhoisServers } from './whois.js';
import { defaultMulti, defaultSingle, type ComponentRecord, type TableRecord } from './model.js';
import { emptyResult, errorResult, isEmptyResult, type LookupResult } from './result.js';
import type { Collection, LookupStore } from './store.js';
import type { MetricsRegistry } from '../metrics/registry.js';

export interface LookupServiceOptions {
  /** Whether the URL allowlist permits an adapter to fetch `url` (DSV over HTTP). */
  isUrlAllowed(url: string): boolean;
  fetch?: typeof fetch;
  /** Where the caches' request, hit and miss meters and entry gauges go. */
  metrics?: MetricsRegistry;
  /** Where the whois adapter finds each registry's server (`SIFT_LOOKUP_WHOIS_SERVERS`); port 43 of the registry's host otherwise. */
  whoisServers?: WhoisServers;
}

/** The prefix of a cache's metrics, as Graylog names them. */
export const cacheMetrics = (cacheId: string) => `org.graylog2.lookup.caches.${cacheId}`;

const cacheKey = (adapterId: string, key: string) => `${adapterId}\u0000${key}`;

/** The defaults of a table, parsed once per table version. */
interface TableDefaults {
  single: unknown;
  multi: Record<string, unknown> | null;
  set: boolean;
}

/**
 * The running lookup tables (Graylog's `LookupTableService`): one adapter and one cache instance per
 * stored adapter and cache, kept in step with the store. Lookups are synchronous: most adapters hold
 * their data in memory and refresh it in the background; a key a network adapter (Whois, OTX) has not
 * answered yet suspends the lookup with `LookupPending` (ADR 0106), and `lookupAsync` waits it out.
 */
export class LookupService {
  private readonly adapters = new Map<string, DataAdapter>();
  private readonly caches = new Map<string, LookupCache>();
  private readonly defaults = new Map<string, { table: TableRecord; defaults: TableDefaults }>();
  /** Network requests in flight, by cache key: a key asked for again meanwhile waits for the same answer. */
  private readonly inFlight = new Map<string, Promise<LookupResult>>();
  private networkAdapters = 0;
  private readonly unsubscribe: () => void;

  constructor(
    private readonly store: LookupStore,
    private readonly options: LookupServiceOptions,
  ) {
    for (const cache of store.list('lut_caches')) this.startCache(cache);
    for (const adapter of store.list('lut_data_adapters')) this.startAdapter(adapter);
    this.unsubscribe = store.subscribe((collection, id) => this.changed(collection, id));
  }

  private changed(collection: Collection, id: string): void {
    if (collection === 'lut_data_adapters') {
      const old = this.adapters.get(id);
      old?.stop();
      if (old instanceof NetworkAdapter) this.networkAdapters -= 1;
      this.adapters.delete(id);
      const record = this.store.byId('lut_data_adapters', id);
      if (record) this.startAdapter(record);
      // The tables using it answer from the new data: drop what their caches hold from the old one.
      for (const cache of this.caches.values()) cache.purgePrefix(cacheKey(id, ''));
    } else if (collection === 'lut_caches') {
      this.caches.delete(id);
      const record = this.store.byId('lut_caches', id);
      if (record) this.startCache(record);
    } else {
      this.defaults.delete(id);
      const table = this.store.byId('lut_tables', id);
      if (table) this.cacheOf(table)?.purgePrefix(cacheKey(table.dataAdapterId, ''));
    }
  }

  private startCache(record: ComponentRecord): void {
    this.caches.set(record.id, createCache(record.config));
    // Read through the map, so that a cache replaced after an edit (or deleted) is what the gauge reports.
    this.options.metrics?.gauge(`${cacheMetrics(record.id)}.entries`, () => this.caches.get(record.id)?.entryCount() ?? 0);
  }

  /** Graylog's cache meters (`org.graylog2.lookup.caches.<id>.{requests,hits,misses}`), which the console's cache page reads. */
  private countCacheUse(cacheId: string, missed: boolean): void {
    const metrics = this.options.metrics;
    if (!metrics) return;
    metrics.meter(`${cacheMetrics(cacheId)}.requests`).mark();
    metrics.meter(`${cacheMetrics(cacheId)}.${missed ? 'misses' : 'hits'}`).mark();
  }

  private startAdapter(record: ComponentRecord): void {
    const context: AdapterContext = {
      purgeCaches: () => {
        for (const table of this.store.tablesUsing('adapter', record.id)) this.cacheOf(table)?.purgePrefix(cacheKey(record.id, ''));
      },
      isUrlAllowed: (url) => this.options.isUrlAllowed(url),
      fetch: this.options.fetch ?? fetch,
    };
    const adapter =
      record.config.type === 'whois'
        ? new WhoisAdapter(record, context, this.options.whoisServers ?? {})
        : record.config.type === 'otx-api'
          ? new OtxAdapter(record, context)
          : (createThreatIntelAdapter(record, context) ?? createAdapter(record, context));
    if (adapter instanceof NetworkAdapter) this.networkAdapters += 1;
    this.adapters.set(record.id, adapter);
    adapter.start();
  }

  private cacheOf(table: TableRecord): LookupCache | undefined {
    return this.caches.get(table.cacheId);
  }

  private tableDefaults(table: TableRecord): TableDefaults {
    const known = this.defaults.get(table.id);
    if (known && known.table === table) return known.defaults;
    // Defaults that do not parse (stored before validation existed, or by hand) count as unset.
    const parse = <T>(read: () => T): T | null => {
      try {
        return read();
      } catch {
        return null;
      }
    };
    const single = parse(() => defaultSingle(table.defaultSingleValue, table.defaultSingleValueType));
    const multi = parse(() => defaultMulti(table.defaultMultiValue, table.defaultMultiValueType));
    const defaults = { single, multi, set: table.defaultSingleValueType !== 'NULL' || table.defaultMultiValueType !== 'NULL' };
    this.defaults.set(table.id, { table, defaults });
    return defaults;
  }

  /** Whether a lookup may suspend (some adapter asks over the network): ingest then keeps a copy of each message. */
  mayWait(): boolean {
    return this.networkAdapters > 0;
  }

  /** The answer of a network adapter for one request of `key`, shared by everyone asking meanwhile. */
  private fetchOnce(adapter: NetworkAdapter, key: string, text: string): Promise<LookupResult> {
    let pending = this.inFlight.get(key);
    if (!pending) {
      pending = adapter.load(text).finally(() => this.inFlight.delete(key));
      this.inFlight.set(key, pending);
    }
    return pending;
  }

  /**
   * A cache miss of a network adapter: the answer the current work fetched on an earlier run, else a
   * suspension until it arrives. Work that cannot wait (no memo, or it waited too often) gets an error
   * result now, and the answer lands in the cache for the next lookup.
   */
  private remote(adapter: NetworkAdapter, cache: LookupCache, key: string, text: string): LookupResult {
    const memo = currentMemo();
    const known = memo?.results.get(key);
    if (known) return known;
    const answer = this.fetchOnce(adapter, key, text);
    if (!memo || memo.exhausted) {
      void answer.then((result) => cache.put(key, result));
      return errorResult(0, `The data adapter ${adapter.name} is still looking up <${text}>`);
    }
    throw new LookupPending(
      answer.then((result) => {
        memo.results.set(key, result);
        cache.put(key, result);
      }),
      text,
    );
  }

  /** Whether a table of that name exists. */
  hasTable(name: string): boolean {
    return this.store.byName('lut_tables', name) !== undefined;
  }

  /**
   * Looks `key` up in the table named `tableName` without waiting: cache, then adapter, then the
   * table's defaults (ADMIN-API.md §5.3). An error result is returned as it is, without defaults.
   * Null when no table has that name. `ttl` is in milliseconds, `Infinity` for "no TTL".
   */
  lookupSync(tableName: string, key: unknown): LookupResult | null {
    const table = this.store.byName('lut_tables', tableName);
    if (!table) return null;
    const adapter = this.adapters.get(table.dataAdapterId);
    const cache = this.cacheOf(table);
    if (!adapter || !cache) return errorResult();
    const text = String(key);
    let missed = false;
    let result: LookupResult;
    try {
      result =
        key === null || key === undefined
          ? emptyResult()
          : cache.get(cacheKey(adapter.id, text), () => {
              missed = true;
              return adapter instanceof NetworkAdapter ? this.remote(adapter, cache, cacheKey(adapter.id, text), text) : adapter.get(text);
            });
    } finally {
      // A lookup that waits for the network is a miss (its run again finds the answer: a hit).
      this.countCacheUse(table.cacheId, missed);
    }
    if (result.has_error || !isEmptyResult(result)) return result;
    const defaults = this.tableDefaults(table);
    if (!defaults.set) return result;
    const multi = defaults.multi ?? (defaults.single === null ? null : { value: defaults.single });
    return { single_value: defaults.single, multi_value: multi, string_list_value: null, has_error: false, ttl: Infinity };
  }

  /** `GET /system/lookup/tables/{name}/query`: a table that does not exist gives an error result. */
  lookup(tableName: string, key: unknown): LookupResult {
    return this.lookupSync(tableName, key) ?? errorResult();
  }

  /** `lookup`, waiting for network adapters: the real answer (the routes and the lookup table tester). */
  lookupAsync(tableName: string, key: unknown): Promise<LookupResult> {
    return settle(() => this.lookup(tableName, key));
  }

  /** Asks the adapter named `name` directly, bypassing every cache; null when no such adapter runs. */
  async lookupAdapter(name: string, key: unknown): Promise<LookupResult | null> {
    for (const adapter of this.adapters.values()) {
      if (adapter.name !== name) continue;
      return adapter instanceof NetworkAdapter ? adapter.load(String(key)) : adapter.get(String(key));
    }
    return null;
  }

  /** Purges the cache entries of a table: all of them, or the one of `key`. False when no such table. */
  purgeTable(tableName: string, key?: string): boolean {
    const table = this.store.byName('lut_tables', tableName);
    if (!table) return false;
    const cache = this.cacheOf(table);
    if (key === undefined || key === '') cache?.purgePrefix(cacheKey(table.dataAdapterId, ''));
    else cache?.purgeKey(cacheKey(table.dataAdapterId, key));
    return true;
  }

  /** The running adapter of that id (tests and error states). */
  adapter(id: string): DataAdapter | undefined {
    return this.adapters.get(id);
  }

  /** Entries a cache holds now. */
  cacheSize(id: string): number {
    return this.caches.get(id)?.entryCount() ?? 0;
  }

  /** `POST /system/lookup/errorstates`: only existing tables and running adapters and caches are named. */
  errorStates(request: { tables?: readonly string[]; dataAdapters?: readonly string[]; caches?: readonly string[] }) {
    const tables: Record<string, string> = {};
    for (const name of request.tables ?? []) {
      const table = this.store.byName('lut_tables', name);
      if (!table) continue;
      tables[name] = this.adapters.get(table.dataAdapterId)?.errorMessage() ?? '';
    }
    const dataAdapters: Record<string, string | null> = {};
    for (const name of request.dataAdapters ?? []) {
      const record = this.store.byName('lut_data_adapters', name);
      const adapter = record && this.adapters.get(record.id);
      if (adapter) dataAdapters[name] = adapter.errorMessage();
    }
    const caches: Record<string, string | null> = {};
    for (const name of request.caches ?? []) {
      const record = this.store.byName('lut_caches', name);
      if (record && this.caches.has(record.id)) caches[name] = null;
    }
    return { tables, data_adapters: dataAdapters, caches };
  }

  close(): void {
    this.unsubscribe();
    for (const adapter of this.adapters.values()) adapter.stop();
    this.adapters.clear();
    this.caches.clear();
  }
}
