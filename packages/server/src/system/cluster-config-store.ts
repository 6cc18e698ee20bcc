import type { Database } from 'better-sqlite3';
import { migrate } from '../db/migrate.js';

/** Cluster-wide configuration objects keyed by Graylog class name, stored as JSON. */
export class ClusterConfigStore {
  constructor(private readonly db: Database) {
    migrate(db, 'cluster_config', [
      {
        version: 1,
        name: 'create cluster_config',
        up: (d) => d.exec('CREATE TABLE cluster_config (class TEXT PRIMARY KEY, payload TEXT NOT NULL, updated_at TEXT NOT NULL)'),
      },
    ]);
  }

  get<T>(cls: string): T | undefined {
    const row = this.db.prepare('SELECT payload FROM cluster_config WHERE class = ?').get(cls) as { payload: string } | undefined;
    return row ? (JSON.parse(row.payload) as T) : undefined;
  }

  put(cls: string, value: unknown): void {
    this.db
      .prepare(
        'INSERT INTO cluster_config (class, payload, updated_at) VALUES (?, ?, ?) ON CONFLICT(class) DO UPDATE SET payload = excluded.payload, updated_at = excluded.updated_at',
      )
      .run(cls, JSON.stringify(value), new Date().toISOString());
  }

  delete(cls: string): boolean {
    return this.db.prepare('DELETE FROM cluster_config WHERE class = ?').run(cls).changes > 0;
  }

  classes(): string[] {
    return (this.db.prepare('SELECT class FROM cluster_config ORDER BY class').all() as { class: string }[]).map((r) => r.class);
  }
}

export const USER_CONFIGURATION = 'org.graylog2.users.UserConfiguration';

export interface UserConfiguration {
  enable_global_session_timeout: boolean;
  global_session_timeout_interval: string;
}

export const DEFAULT_USER_CONFIGURATION: UserConfiguration = {
  enable_global_session_timeout: false,
  global_session_timeout_interval: 'PT1H',
};
