import type { Database } from 'better-sqlite3';
import { migrate } from '../db/migrate.js';
import type { SearchDTO } from './dto.js';

export interface StoredSearch {
  search: SearchDTO;
  owner: string;
  createdAt: string;
}

/** Saved searches (`POST /views/search`), kept in the entity database (namespace `searches`). */
export class SearchStore {
  constructor(private readonly db: Database) {
    migrate(db, 'searches', [
      {
        version: 1,
        name: 'create searches',
        up: (d) => d.exec('CREATE TABLE searches (id TEXT PRIMARY KEY, owner TEXT NOT NULL, created_at TEXT NOT NULL, body TEXT NOT NULL)'),
      },
    ]);
  }

  save(search: SearchDTO, owner: string): void {
    this.db
      .prepare('INSERT INTO searches (id, owner, created_at, body) VALUES (?, ?, ?, ?) ON CONFLICT(id) DO UPDATE SET body = excluded.body')
      .run(search.id, owner, new Date().toISOString(), JSON.stringify(search));
  }

  get(id: string): StoredSearch | null {
    const row = this.db.prepare('SELECT owner, created_at, body FROM searches WHERE id = ?').get(id) as
      { owner: string; created_at: string; body: string } | undefined;
    return row ? { search: JSON.parse(row.body) as SearchDTO, owner: row.owner, createdAt: row.created_at } : null;
  }

  listByOwner(owner: string): SearchDTO[] {
    return (this.db.prepare('SELECT body FROM searches WHERE owner = ? ORDER BY created_at').all(owner) as { body: string }[]).map(
      (r) => JSON.parse(r.body) as SearchDTO,
    );
  }
}
