import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';

/** The demo input's port when it is free (GELF's usual port). */
export const DEMO_INPUT_PORT = 12201;
/** The demo input's title, by which `npm run demo` finds its port. */
export const DEMO_INPUT_TITLE = 'Demo data (GELF TCP)';

/**
 * The port the demo input of the server whose data directory this is listens on: the one it stored
 * (12201 unless that was taken on its first start), or 12201 when there is no such server yet.
 */
export function demoInputPort(dataDir: string): number {
  const file = path.join(dataDir, 'sift.db');
  if (!fs.existsSync(file)) return DEMO_INPUT_PORT;
  const db = new Database(file, { readonly: true, fileMustExist: true });
  try {
    const hasInputs = db.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'inputs'").get();
    if (!hasInputs) return DEMO_INPUT_PORT;
    const row = db.prepare('SELECT configuration FROM inputs WHERE title = ? ORDER BY created_at LIMIT 1').get(DEMO_INPUT_TITLE) as
      { configuration: string } | undefined;
    const port = row ? (JSON.parse(row.configuration) as { port?: unknown }).port : undefined;
    return typeof port === 'number' && Number.isInteger(port) && port > 0 ? port : DEMO_INPUT_PORT;
  } finally {
    db.close();
  }
}
