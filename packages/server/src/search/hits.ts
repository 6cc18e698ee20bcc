import type { MessageStore } from '../storage/message-store.js';

/**
 * The full-text hits of one search execution: each FTS5 expression is matched once, however many
 * search types ask for it, and long hit lists are loaded into hit tables that the search types'
 * queries join against. `ready` resolves once every table is filled; `release` drops them.
 */
export class HitScope {
  private readonly matches = new Map<string, number[]>();
  private readonly tables = new Map<readonly number[], string>();
  private readonly fills: Promise<void>[] = [];

  constructor(private readonly store: MessageStore) {}

  /** Row ids matching the expression (within `range` when given), ascending. */
  match(expression: string, range?: { from: number; to: number }): number[] {
    const key = range ? `${range.from}:${range.to}:${expression}` : expression;
    let ids = this.matches.get(key);
    if (!ids) {
      ids = this.store.text.match(expression, range);
      this.matches.set(key, ids);
    }
    return ids;
  }

  /** The name of a table holding `ids` (filled in the background until `ready`). */
  table(ids: readonly number[]): string {
    let name = this.tables.get(ids);
    if (!name) {
      name = this.store.nameHitTable();
      this.tables.set(ids, name);
      this.fills.push(this.store.fillHitTable(name, ids));
    }
    return name;
  }

  /** Resolves once every hit table named so far holds its ids. */
  async ready(): Promise<void> {
    await Promise.all(this.fills);
  }

  /** Drops the hit tables (after the queries using them are done). */
  async release(): Promise<void> {
    await Promise.allSettled(this.fills);
    await Promise.all([...this.tables.values()].map((name) => this.store.dropHitTable(name)));
    this.tables.clear();
    this.matches.clear();
  }
}
