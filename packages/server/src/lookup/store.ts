import type { Database } from 'better-sqlite3';
import { migrate } from '../db/migrate.js';
import { newObjectId, OBJECT_ID } from '../db/ids.js';
import { ApiError } from '../http/errors.js';
import type { ComponentRecord, TableRecord } from './model.js';

type Collection = 'lut_tables' | 'lut_caches' | 'lut_data_adapters';
type RecordOf<C extends Collection> = C extends 'lut_tables' ? TableRecord : ComponentRecord;

/**
 * Lookup tables, caches and data adapters in the entity database: one row each, the whole DTO as JSON
 * plus the columns that are unique (`name`) or searched by reference (`cache_id`, `data_adapter_id`).
 * Every collection is kept in memory as well, so lookups never touch SQLite.
 */
export class LookupStore {
  private readonly memory = new Map<Collection, Map<string, TableRecord | ComponentRecord>>();
  private readonly listeners = new Set<(collection: Collection, id: string) => void>();

  constructor(private readonly db: Database) {
    migrate(db, 'lookup', [
      {
        version: 1,
        name: 'create lookup tables, caches and data adapters',
        up: (d) => {
          d.exec(`
            CREATE TABLE lut_data_adapters (id TEXT PRIMARY KEY, name TEXT NOT NULL UNIQUE, doc TEXT NOT NULL);
            CREATE TABLE lut_caches (id TEXT PRIMARY KEY, name TEXT NOT NULL UNIQUE, doc TEXT NOT NULL);
            CREATE TABLE lut_tables (
              id TEXT PRIMARY KEY, name TEXT NOT NULL UNIQUE, cache_id TEXT NOT NULL, data_adapter_id TEXT NOT NULL, doc TEXT NOT NULL);`);
        },
      },
    ]);
  }

  private all<C extends Collection>(collection: C): Map<string, RecordOf<C>> {
    let items = this.memory.get(collection);
    if (!items) {
      items = new Map();
      for (const row of this.db.prepare(`SELECT doc FROM ${collection} ORDER BY id`).all() as { doc: string }[]) {
        const record = JSON.parse(row.doc) as TableRecord | ComponentRecord;
        items.set(record.id, record);
      }
      this.memory.set(collection, items);
    }
    return items as Map<string, RecordOf<C>>;
  }

  list<C extends Collection>(collection: C): RecordOf<C>[] {
    return [...this.all(collection).values()];
  }

  /** By ObjectId or by unique name, as Graylog's `get(idOrName)`. */
  get<C extends Collection>(collection: C, idOrName: string): RecordOf<C> | undefined {
    const items = this.all(collection);
    if (OBJECT_ID.test(idOrName)) {
      const byId = items.get(idOrName);
      if (byId) return byId;
    }
    return this.byName(collection, idOrName);
  }

  byName<C extends Collection>(collection: C, name: string): RecordOf<C> | undefined {
    for (const item of this.all(collection).values()) if (item.name === name) return item;
    return undefined;
  }

  byId<C extends Collection>(collection: C, id: string): RecordOf<C> | undefined {
    return this.all(collection).get(id);
  }

  /** Tables that use the cache or adapter `id`. */
  tablesUsing(kind: 'cache' | 'adapter', id: string): TableRecord[] {
    return this.list('lut_tables').filter((t) => (kind === 'cache' ? t.cacheId : t.dataAdapterId) === id);
  }

  subscribe(listener: (collection: Collection, id: string) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /**
   * Inserts (no id) or replaces (an existing id) a record, as MongoDB's `save`; a name held by another
   * record is refused with MongoDB's duplicate-key message, which Graylog passes on as a 400.
   */
  save<C extends Collection>(collection: C, record: Omit<RecordOf<C>, 'id'> & { id: string | null }): RecordOf<C> {
    const saved = { ...record, id: record.id ?? newObjectId() } as RecordOf<C>;
    const clash = this.byName(collection, saved.name);
    if (clash && clash.id !== saved.id) {
      throw new ApiError(
        400,
        `E11000 duplicate key error collection: graylog.${collection} index: name_1 dup key: { name: ${JSON.stringify(saved.name)} }`,
      );
    }
    const doc = JSON.stringify(saved);
    if (collection === 'lut_tables') {
      const t = saved as TableRecord;
      this.db
        .prepare(
          'INSERT INTO lut_tables (id, name, cache_id, data_adapter_id, doc) VALUES (?, ?, ?, ?, ?) ON CONFLICT(id) DO UPDATE SET name = excluded.name, cache_id = excluded.cache_id, data_adapter_id = excluded.data_adapter_id, doc = excluded.doc',
        )
        .run(t.id, t.name, t.cacheId, t.dataAdapterId, doc);
    } else {
      this.db
        .prepare(
          `INSERT INTO ${collection} (id, name, doc) VALUES (?, ?, ?) ON CONFLICT(id) DO UPDATE SET name = excluded.name, doc = excluded.doc`,
        )
        .run(saved.id, saved.name, doc);
    }
    this.all(collection).set(saved.id, saved);
    for (const l of this.listeners) l(collection, saved.id);
    return saved;
  }

  delete(collection: Collection, id: string): boolean {
    const done = this.db.prepare(`DELETE FROM ${collection} WHERE id = ?`).run(id).changes > 0;
    this.all(collection).delete(id);
    if (done) for (const l of this.listeners) l(collection, id);
    return done;
  }
}

export type { Collection };
