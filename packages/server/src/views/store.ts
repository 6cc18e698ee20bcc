import type { Database } from 'better-sqlite3';
import { migrate } from '../db/migrate.js';

export type ViewType = 'SEARCH' | 'DASHBOARD';

/** A stored view; `body` holds the client-given parts (state, properties, requires). */
export interface ViewRecord {
  id: string;
  type: ViewType;
  title: string;
  summary: string;
  description: string;
  searchId: string;
  properties: string[];
  requires: Record<string, unknown>;
  state: Record<string, unknown>;
  owner: string;
  createdAt: number;
  lastUpdatedAt: number;
}

interface ViewRow {
  id: string;
  type: ViewType;
  title: string;
  summary: string;
  description: string;
  search_id: string;
  body: string;
  owner: string;
  created_at: number;
  last_updated_at: number;
}

const fromRow = (r: ViewRow): ViewRecord => {
  const body = JSON.parse(r.body) as Pick<ViewRecord, 'properties' | 'requires' | 'state'>;
  return {
    id: r.id,
    type: r.type,
    title: r.title,
    summary: r.summary,
    description: r.description,
    searchId: r.search_id,
    properties: body.properties,
    requires: body.requires,
    state: body.state,
    owner: r.owner,
    createdAt: r.created_at,
    lastUpdatedAt: r.last_updated_at,
  };
};

/** Views (saved searches and dashboards), favorites and entity-list preferences. */
export class ViewStore {
  constructor(private readonly db: Database) {
    migrate(db, 'views', [
      {
        version: 1,
        name: 'create views, favorites and entity list preferences',
        up: (d) =>
          d.exec(`
            CREATE TABLE views (
              id TEXT PRIMARY KEY, type TEXT NOT NULL, title TEXT NOT NULL, summary TEXT NOT NULL, description TEXT NOT NULL,
              search_id TEXT NOT NULL, body TEXT NOT NULL, owner TEXT NOT NULL, created_at INTEGER NOT NULL, last_updated_at INTEGER NOT NULL);
            CREATE INDEX views_search ON views(search_id);
            CREATE TABLE favorites (user_id TEXT NOT NULL, grn TEXT NOT NULL, created_at INTEGER NOT NULL, PRIMARY KEY (user_id, grn));
            CREATE TABLE entity_list_preferences (user_id TEXT NOT NULL, list_id TEXT NOT NULL, body TEXT NOT NULL, PRIMARY KEY (user_id, list_id));`),
      },
    ]);
  }

  all(): ViewRecord[] {
    return (this.db.prepare('SELECT * FROM views ORDER BY created_at').all() as ViewRow[]).map(fromRow);
  }

  get(id: string): ViewRecord | undefined {
    const row = this.db.prepare('SELECT * FROM views WHERE id = ?').get(id) as ViewRow | undefined;
    return row && fromRow(row);
  }

  /** Ids of the views built on a search (a search is readable by whoever may read one of them). */
  viewIdsForSearch(searchId: string): string[] {
    return (this.db.prepare('SELECT id FROM views WHERE search_id = ?').all(searchId) as { id: string }[]).map((r) => r.id);
  }

  save(view: ViewRecord): void {
    this.db
      .prepare(
        `INSERT INTO views (id, type, title, summary, description, search_id, body, owner, created_at, last_updated_at)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
         ON CONFLICT(id) DO UPDATE SET type = excluded.type, title = excluded.title, summary = excluded.summary,
           description = excluded.description, search_id = excluded.search_id, body = excluded.body, last_updated_at = excluded.last_updated_at`,
      )
      .run(
        view.id,
        view.type,
        view.title,
        view.summary,
        view.description,
        view.searchId,
        JSON.stringify({ properties: view.properties, requires: view.requires, state: view.state }),
        view.owner,
        view.createdAt,
        view.lastUpdatedAt,
      );
  }

  delete(id: string): boolean {
    return this.db.prepare('DELETE FROM views WHERE id = ?').run(id).changes > 0;
  }

  // Favorites

  favorites(userId: string): string[] {
    return (this.db.prepare('SELECT grn FROM favorites WHERE user_id = ? ORDER BY created_at, grn').all(userId) as { grn: string }[]).map(
      (r) => r.grn,
    );
  }

  addFavorite(userId: string, grn: string): void {
    this.db.prepare('INSERT OR IGNORE INTO favorites (user_id, grn, created_at) VALUES (?, ?, ?)').run(userId, grn, Date.now());
  }

  removeFavorite(userId: string, grn: string): void {
    this.db.prepare('DELETE FROM favorites WHERE user_id = ? AND grn = ?').run(userId, grn);
  }

  removeFavoritesOf(grn: string): void {
    this.db.prepare('DELETE FROM favorites WHERE grn = ?').run(grn);
  }

  // Entity list preferences

  preferences(userId: string, listId: string): unknown {
    const row = this.db.prepare('SELECT body FROM entity_list_preferences WHERE user_id = ? AND list_id = ?').get(userId, listId) as
      { body: string } | undefined;
    return row ? (JSON.parse(row.body) as unknown) : undefined;
  }

  savePreferences(userId: string, listId: string, body: unknown): void {
    this.db
      .prepare(
        'INSERT INTO entity_list_preferences (user_id, list_id, body) VALUES (?, ?, ?) ON CONFLICT(user_id, list_id) DO UPDATE SET body = excluded.body',
      )
      .run(userId, listId, JSON.stringify(body));
  }
}
