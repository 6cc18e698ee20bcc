/** What the cache needs of the message store: the text index and hit tables. */
export interface HitTableStore {
  /** Row ids matching an FTS5 expression (only ids in `range` when given), ascending. */
  match(expression: string, range?: { from: number; to: number }): number[];
  nameHitTable(): string;
  /** Creates the table when it does not exist yet, and appends the ids. */
  fillHitTable(name: string, ids: readonly number[]): Promise<void>;
  dropHitTable(name: string): Promise<void>;
}

/** A cached hit list: every row id matching the expression up to `watermark`, and its table. */
export interface HitEntry {
  readonly expression: string;
  readonly ids: number[];
  readonly table: string;
  /** Settles when the table holds every id in `ids`. */
  filled: Promise<void>;
  watermark: number;
  refs: number;
  used: number;
  stale: boolean;
}

/** Hit lists longer than this are cached (shorter ones are inlined into SQL and cheap to redo). */
export const CACHED_HITS_MIN = 2000;

/**
 * Long full-text hit lists kept between searches. Row ids only grow, so a cached list is brought up to
 * date by matching only rows above its watermark and appending them to its hit table: searching the
 * same common word again (a refresh, the next page, a dashboard's auto-refresh) costs the new rows
 * only, not a read of every hit out of FTS5. Deleting rows (retention) makes every list stale.
 */
export class HitCache {
  private readonly entries = new Map<string, HitEntry>();
  private clock = 0;

  constructor(
    private readonly store: HitTableStore,
    private readonly maxEntries = 8,
    /** Ids kept in all, about 16 bytes each (the JavaScript list and the table). */
    private readonly maxIds = 10_000_000,
  ) {}

  /**
   * The hits of `expression` with a reference held (give it back with `release`), or null when there
   * are too few to cache: then `ids` are the hits.
   */
  acquire(expression: string): { entry: HitEntry | null; ids: number[] } {
    const cached = this.entries.get(expression);
    if (cached && !cached.stale) {
      const delta = this.store.match(expression, { from: cached.watermark + 1, to: Number.MAX_SAFE_INTEGER });
      if (delta.length > 0) {
        for (const id of delta) cached.ids.push(id);
        cached.watermark = delta[delta.length - 1]!;
        this.track(
          cached,
          cached.filled.then(() => this.store.fillHitTable(cached.table, delta)),
        );
      }
      cached.refs += 1;
      cached.used = ++this.clock;
      return { entry: cached, ids: cached.ids };
    }
    const ids = this.store.match(expression);
    if (ids.length <= CACHED_HITS_MIN) return { entry: null, ids };
    if (cached) this.forget(cached);
    const table = this.store.nameHitTable();
    const entry: HitEntry = {
      expression,
      ids,
      table,
      filled: Promise.resolve(),
      watermark: ids[ids.length - 1]!,
      refs: 1,
      used: ++this.clock,
      stale: false,
    };
    this.track(entry, this.store.fillHitTable(table, ids));
    this.entries.set(expression, entry);
    this.evict();
    return { entry, ids };
  }

  /** A table that failed to fill is never handed out again (the searches waiting on it fail). */
  private track(entry: HitEntry, filling: Promise<void>): void {
    entry.filled = filling;
    filling.catch(() => this.forget(entry));
  }

  release(entry: HitEntry): void {
    entry.refs -= 1;
    if (entry.refs === 0 && (entry.stale || this.entries.get(entry.expression) !== entry)) void this.drop(entry);
  }

  /** Rows were deleted: no cached list can be extended any more. */
  invalidate(): void {
    for (const entry of [...this.entries.values()]) this.forget(entry);
  }

  get size(): number {
    return this.entries.size;
  }

  /** Drops the least recently used lists beyond the limits (those no search is using now). */
  private evict(): void {
    const idle = [...this.entries.values()].filter((e) => e.refs === 0).sort((a, b) => a.used - b.used);
    const held = () => [...this.entries.values()].reduce((n, e) => n + e.ids.length, 0);
    while ((this.entries.size > this.maxEntries || held() > this.maxIds) && idle.length > 0) this.forget(idle.shift()!);
  }

  private forget(entry: HitEntry): void {
    entry.stale = true;
    if (this.entries.get(entry.expression) === entry) this.entries.delete(entry.expression);
    if (entry.refs === 0) void this.drop(entry);
  }

  private async drop(entry: HitEntry): Promise<void> {
    await entry.filled.catch(() => undefined);
    await this.store.dropHitTable(entry.table);
  }
}
