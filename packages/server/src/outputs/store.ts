import type { Database } from 'better-sqlite3';
import { migrate } from '../db/migrate.js';
import { newObjectId } from '../db/ids.js';
import type { OutputConfiguration } from './types.js';

/** An output as stored (Graylog's `outputs` collection). */
export interface OutputRecord {
  id: string;
  title: string;
  type: string;
  creatorUserId: string;
  /** Milliseconds since the epoch. */
  createdAt: number;
  configuration: OutputConfiguration;
  contentPack: string | null;
}

interface Row {
  id: string;
  title: string;
  type: string;
  creator_user_id: string;
  created_at: number;
  configuration: string;
  content_pack: string | null;
}

const fromRow = (r: Row): OutputRecord => ({
  id: r.id,
  title: r.title,
  type: r.type,
  creatorUserId: r.creator_user_id,
  createdAt: r.created_at,
  configuration: JSON.parse(r.configuration) as OutputConfiguration,
  contentPack: r.content_pack,
});

/** Outputs in the entity database (namespace `outputs`); subscribers hear of every change at once. */
export class OutputStore {
  private cache: Map<string, OutputRecord> | undefined;
  private readonly listeners = new Set<() => void>();

  constructor(private readonly db: Database) {
    migrate(db, 'outputs', [
      {
        version: 1,
        name: 'create outputs',
        up: (d) =>
          d.exec(`CREATE TABLE outputs (
            id TEXT PRIMARY KEY, title TEXT NOT NULL, type TEXT NOT NULL, creator_user_id TEXT NOT NULL,
            created_at INTEGER NOT NULL, configuration TEXT NOT NULL, content_pack TEXT)`),
      },
    ]);
  }

  private all(): Map<string, OutputRecord> {
    if (!this.cache) {
      const rows = this.db.prepare('SELECT * FROM outputs ORDER BY created_at, id').all() as Row[];
      this.cache = new Map(rows.map((r) => [r.id, fromRow(r)]));
    }
    return this.cache;
  }

  list(): OutputRecord[] {
    return [...this.all().values()];
  }

  get(id: string): OutputRecord | undefined {
    return this.all().get(id);
  }

  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  private changed(): void {
    this.cache = undefined;
    for (const l of this.listeners) l();
  }

  insert(output: Omit<OutputRecord, 'id' | 'createdAt'>): OutputRecord {
    const record: OutputRecord = { ...output, id: newObjectId(), createdAt: Date.now() };
    this.db
      .prepare(
        'INSERT INTO outputs (id, title, type, creator_user_id, created_at, configuration, content_pack) VALUES (?, ?, ?, ?, ?, ?, ?)',
      )
      .run(
        record.id,
        record.title,
        record.type,
        record.creatorUserId,
        record.createdAt,
        JSON.stringify(record.configuration),
        record.contentPack,
      );
    this.changed();
    return record;
  }

  update(output: OutputRecord): void {
    this.db
      .prepare('UPDATE outputs SET title = ?, configuration = ?, content_pack = ? WHERE id = ?')
      .run(output.title, JSON.stringify(output.configuration), output.contentPack, output.id);
    this.changed();
  }

  delete(id: string): boolean {
    const done = this.db.prepare('DELETE FROM outputs WHERE id = ?').run(id).changes > 0;
    this.changed();
    return done;
  }
}
