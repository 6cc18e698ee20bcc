import type { HitEntry } from '../storage/hit-cache.js';
import type { MessageStore } from '../storage/message-store.js';

/**
 * The full-text hits of one search execution. Long hit lists come from the store's hit cache (matched
 * once, then extended with new rows only, and kept in a hit table that the search types' queries join
 * against); short ones are matched here, once per expression. `ready` resolves once every table the
 * execution uses holds its ids; `release` gives the cached lists back.
 */
export class HitScope {
  private readonly matches = new Map<string, number[]>();
  private readonly tables = new Map<readonly number[], string>();
  private readonly entries: HitEntry[] = [];

  constructor(private readonly store: MessageStore) {}

  /** Row ids matching the expression (within `range` when given), ascending. */
  match(expression: string, range?: { from: number; to: number }): number[] {
    const key = range ? `${range.from}:${range.to}:${expression}` : expression;
    let ids = this.matches.get(key);
    if (!ids) {
      if (range) ids = this.store.text.match(expression, range);
      else {
        const acquired = this.store.hits.acquire(expression);
        ids = acquired.ids;
        if (acquired.entry) {
          this.entries.push(acquired.entry);
          this.tables.set(ids, acquired.entry.table);
        }
      }
      this.matches.set(key, ids);
    }
    return ids;
  }

  /** The table of a cached hit list (none for lists matched within a row id range: those stay a list parameter). */
  table(ids: readonly number[]): string | undefined {
    return this.tables.get(ids);
  }

  /** Resolves once every hit table named so far holds its ids. */
  async ready(): Promise<void> {
    await Promise.all(this.entries.map((entry) => entry.filled));
  }

  /** Gives the cached lists back. */
  async release(): Promise<void> {
    for (const entry of this.entries.splice(0)) this.store.hits.release(entry);
    this.tables.clear();
    this.matches.clear();
  }
}
