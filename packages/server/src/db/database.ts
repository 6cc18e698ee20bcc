import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';

export type { Database } from 'better-sqlite3';

/** Opens (creating if needed) the entity store `sift.db` in the data directory. */
export function openDatabase(dataDir: string): Database.Database {
  fs.mkdirSync(dataDir, { recursive: true });
  const db = new Database(path.join(dataDir, 'sift.db'));
  db.pragma('journal_mode = WAL');
  db.pragma('foreign_keys = ON');
  db.pragma('busy_timeout = 5000');
  return db;
}
