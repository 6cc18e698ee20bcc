import type { Database } from 'better-sqlite3';

/** One schema step. Versions are numbered from 1 and applied once, in order, inside a transaction. */
export interface Migration {
  version: number;
  name: string;
  up: (db: Database) => void;
}

/**
 * Applies the migrations of one subsystem (`namespace`) that the database has not seen yet, in version
 * order, each in its own transaction together with its `schema_migrations` row (a failing step leaves no
 * trace and stops the start). Each subsystem keeps its own numbering, so features can add steps without
 * touching each other. Returns the versions applied now. A database with a version this code does not
 * know (written by a newer server) is refused.
 */
export function migrate(db: Database, namespace: string, migrations: readonly Migration[]): number[] {
  db.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
    namespace TEXT NOT NULL,
    version INTEGER NOT NULL,
    name TEXT NOT NULL,
    applied_at TEXT NOT NULL,
    PRIMARY KEY (namespace, version)
  )`);
  const sorted = [...migrations].sort((a, b) => a.version - b.version);
  sorted.forEach((m, i) => {
    if (m.version !== i + 1) {
      throw new Error(`Migrations of "${namespace}" must be numbered 1..n without gaps; found ${m.version} at position ${i + 1}`);
    }
  });
  const applied = new Set(
    db
      .prepare('SELECT version FROM schema_migrations WHERE namespace = ?')
      .all(namespace)
      .map((row) => (row as { version: number }).version),
  );
  const newest = Math.max(0, ...applied);
  if (newest > sorted.length) {
    // A newer Sift wrote this database: running on it could misread or corrupt what it stored.
    throw new Error(
      `The database has migration ${newest} of "${namespace}", which this server does not know (it knows 1..${sorted.length}); it was written by a newer version.`,
    );
  }
  const record = db.prepare('INSERT INTO schema_migrations (namespace, version, name, applied_at) VALUES (?, ?, ?, ?)');
  const done: number[] = [];
  for (const m of sorted) {
    if (applied.has(m.version)) continue;
    db.transaction(() => {
      m.up(db);
      record.run(namespace, m.version, m.name, new Date().toISOString());
    })();
    done.push(m.version);
  }
  return done;
}
