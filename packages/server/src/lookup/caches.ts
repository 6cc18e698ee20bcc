import type { JsonObject } from '../http/body.js';
import { LookupPending } from './pending.js';
import { emptyResult, errorResult, type LookupResult } from './result.js';
import { isTimeUnit, toMillis } from './types.js';

/** A running cache. Keys are `<adapter id>\u0000<key>`, so tables sharing a cache are purged apart. */
export interface LookupCache {
  /** The entry of `key`, else what `load` answers (a `LookupPending` it throws goes to the caller, uncached). */
  get(key: string, load: () => LookupResult): LookupResult;
  /** Stores an answer that arrived later (a network adapter's). */
  put(key: string, result: LookupResult): void;
  purgeAll(): void;
  /** Drops every entry whose key starts with `prefix`. */
  purgePrefix(prefix: string): void;
  purgeKey(key: string): void;
  entryCount(): number;
}

/** `none`: asks the adapter every time and stores nothing; a failing load gives an empty result. */
export class NullCache implements LookupCache {
  get(_key: string, load: () => LookupResult): LookupResult {
    try {
      return load();
    } catch (error) {
      if (error instanceof LookupPending) throw error;
      return emptyResult();
    }
  }
  put(): void {}
  purgeAll(): void {}
  purgePrefix(): void {}
  purgeKey(): void {}
  entryCount(): number {
    return 0;
  }
}

interface Entry {
  result: LookupResult;
  /** Epoch ms; Infinity never expires. */
  expiresAt: number;
}

const duration = (config: JsonObject, amountKey: string, unitKey: string): number | null => {
  const amount = config[amountKey];
  const unit = config[unitKey];
  return typeof amount === 'number' && amount > 0 && isTimeUnit(unit) ? toMillis(amount, unit) : null;
};

/**
 * `guava_cache` (Graylog's Caffeine cache): at most `max_size` entries, least recently used evicted
 * first. An entry lives for its result's TTL if it has one, otherwise `expire_after_write` (when set),
 * otherwise forever; each read moves the expiry to `expire_after_access` from now (when set). A load
 * that throws is cached as an error result.
 */
export class MemoryCache implements LookupCache {
  /** Insertion order is recency order: a hit is moved to the end, eviction takes the first. */
  private readonly entries = new Map<string, Entry>();
  private readonly maxSize: number;
  private readonly afterWrite: number | null;
  private readonly afterAccess: number | null;

  constructor(
    config: JsonObject,
    private readonly now: () => number = Date.now,
  ) {
    this.maxSize = typeof config['max_size'] === 'number' ? Math.max(0, config['max_size']) : 1000;
    this.afterWrite = duration(config, 'expire_after_write', 'expire_after_write_unit');
    this.afterAccess = duration(config, 'expire_after_access', 'expire_after_access_unit');
  }

  get(key: string, load: () => LookupResult): LookupResult {
    const now = this.now();
    const hit = this.entries.get(key);
    if (hit && hit.expiresAt > now) {
      this.entries.delete(key);
      if (this.afterAccess !== null) hit.expiresAt = now + this.afterAccess;
      this.entries.set(key, hit);
      return hit.result;
    }
    if (hit) this.entries.delete(key);
    let result: LookupResult;
    try {
      result = load();
    } catch (error) {
      if (error instanceof LookupPending) throw error;
      result = errorResult(
        undefined,
        `Loading value from data adapter failed for key <${key.slice(key.indexOf('\u0000') + 1)}>: ${error instanceof Error ? error.message : String(error)}`,
      );
    }
    this.put(key, result);
    return result;
  }

  put(key: string, result: LookupResult): void {
    if (this.maxSize <= 0) return;
    const ttl = Number.isFinite(result.ttl) ? result.ttl : (this.afterWrite ?? Infinity);
    this.entries.delete(key);
    this.entries.set(key, { result, expiresAt: this.now() + ttl });
    while (this.entries.size > this.maxSize) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) break;
      this.entries.delete(oldest);
    }
  }

  purgeAll(): void {
    this.entries.clear();
  }

  purgePrefix(prefix: string): void {
    for (const key of [...this.entries.keys()]) if (key.startsWith(prefix)) this.entries.delete(key);
  }

  purgeKey(key: string): void {
    this.entries.delete(key);
  }

  entryCount(): number {
    const now = this.now();
    for (const [key, entry] of this.entries) if (entry.expiresAt <= now) this.entries.delete(key);
    return this.entries.size;
  }
}

export function createCache(config: JsonObject & { type: string }): LookupCache {
  return config.type === 'guava_cache' ? new MemoryCache(config) : new NullCache();
}
