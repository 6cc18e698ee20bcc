import type { Database } from 'better-sqlite3';
import { migrate } from '../db/migrate.js';
import type { InputConfiguration } from './types.js';

export interface InputRecord {
  id: string;
  title: string;
  type: string;
  global: boolean;
  node: string | null;
  configuration: InputConfiguration;
  staticFields: Record<string, string>;
  creatorUserId: string;
  createdAt: string;
  desiredState: 'RUNNING' | 'STOPPED';
}

interface Row {
  id: string;
  title: string;
  type: string;
  global: number;
  node: string | null;
  configuration: string;
  static_fields: string;
  creator_user_id: string;
  created_at: string;
  desired_state: string;
}

const fromRow = (r: Row): InputRecord => ({
  id: r.id,
  title: r.title,
  type: r.type,
  global: r.global === 1,
  node: r.node,
  configuration: JSON.parse(r.configuration) as InputConfiguration,
  staticFields: JSON.parse(r.static_fields) as Record<string, string>,
  creatorUserId: r.creator_user_id,
  createdAt: r.created_at,
  desiredState: r.desired_state === 'STOPPED' ? 'STOPPED' : 'RUNNING',
});

/** Inputs as configured through `/system/inputs` (entity database, namespace `inputs`). */
export class InputStore {
  /** Records by id, read once: ingest asks for static fields on every message. */
  private readonly cache = new Map<string, InputRecord | null>();

  constructor(private readonly db: Database) {
    migrate(db, 'inputs', [
      {
        version: 1,
        name: 'create inputs',
        up: (d) =>
          d.exec(`CREATE TABLE inputs (
            id TEXT PRIMARY KEY, title TEXT NOT NULL, type TEXT NOT NULL, global INTEGER NOT NULL, node TEXT,
            configuration TEXT NOT NULL, static_fields TEXT NOT NULL, creator_user_id TEXT NOT NULL,
            created_at TEXT NOT NULL, desired_state TEXT NOT NULL)`),
      },
    ]);
  }

  list(): InputRecord[] {
    return (this.db.prepare('SELECT * FROM inputs ORDER BY created_at, id').all() as Row[]).map(fromRow);
  }

  get(id: string): InputRecord | null {
    const cached = this.cache.get(id);
    if (cached !== undefined) return cached;
    const record = this.read(id);
    this.cache.set(id, record);
    return record;
  }

  private read(id: string): InputRecord | null {
    const row = this.db.prepare('SELECT * FROM inputs WHERE id = ?').get(id) as Row | undefined;
    return row ? fromRow(row) : null;
  }

  save(input: InputRecord): void {
    this.cache.delete(input.id);
    this.db
      .prepare(
        `INSERT INTO inputs (id, title, type, global, node, configuration, static_fields, creator_user_id, created_at, desired_state)
         VALUES (@id, @title, @type, @global, @node, @configuration, @static_fields, @creator_user_id, @created_at, @desired_state)
         ON CONFLICT(id) DO UPDATE SET title = excluded.title, type = excluded.type, global = excluded.global, node = excluded.node,
           configuration = excluded.configuration, static_fields = excluded.static_fields, desired_state = excluded.desired_state`,
      )
      .run({
        id: input.id,
        title: input.title,
        type: input.type,
        global: input.global ? 1 : 0,
        node: input.node,
        configuration: JSON.stringify(input.configuration),
        static_fields: JSON.stringify(input.staticFields),
        creator_user_id: input.creatorUserId,
        created_at: input.createdAt,
        desired_state: input.desiredState,
      });
  }

  delete(id: string): boolean {
    this.cache.delete(id);
    return this.db.prepare('DELETE FROM inputs WHERE id = ?').run(id).changes > 0;
  }
}
