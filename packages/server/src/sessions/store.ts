import type { Database } from 'better-sqlite3';
import { migrate } from '../db/migrate.js';
import { randomSecret } from '../auth/passwords.js';

export interface SessionRecord {
  id: string;
  userId: string;
  createdAt: number;
  lastAccess: number;
  timeoutMs: number;
  host: string | null;
}

interface SessionRow {
  id: string;
  user_id: string;
  created_at: number;
  last_access: number;
  timeout_ms: number;
  host: string | null;
}

const fromRow = (r: SessionRow): SessionRecord => ({
  id: r.id,
  userId: r.user_id,
  createdAt: r.created_at,
  lastAccess: r.last_access,
  timeoutMs: r.timeout_ms,
  host: r.host,
});

/** How often a session's last access is written at most. */
export const SESSION_TOUCH_INTERVAL_MS = 1000;

/** Server-side sessions: a session is valid until `lastAccess + timeoutMs`; logging out deletes it for good. */
export class SessionStore {
  constructor(
    private readonly db: Database,
    private readonly now: () => number = () => Date.now(),
  ) {
    migrate(db, 'sessions', [
      {
        version: 1,
        name: 'create sessions',
        up: (d) =>
          d.exec(`CREATE TABLE sessions (
            id TEXT PRIMARY KEY,
            user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
            created_at INTEGER NOT NULL,
            last_access INTEGER NOT NULL,
            timeout_ms INTEGER NOT NULL,
            host TEXT)`),
      },
    ]);
  }

  create(userId: string, timeoutMs: number, host: string | null): SessionRecord {
    const t = this.now();
    const record: SessionRecord = { id: randomSecret(32), userId, createdAt: t, lastAccess: t, timeoutMs, host };
    this.db
      .prepare('INSERT INTO sessions (id, user_id, created_at, last_access, timeout_ms, host) VALUES (?, ?, ?, ?, ?, ?)')
      .run(record.id, userId, t, t, timeoutMs, host);
    return record;
  }

  /** The session if it exists and has not expired; expired sessions are removed. */
  get(id: string): SessionRecord | undefined {
    const row = this.db.prepare('SELECT * FROM sessions WHERE id = ?').get(id) as SessionRow | undefined;
    if (!row) return undefined;
    const session = fromRow(row);
    if (session.lastAccess + session.timeoutMs <= this.now()) {
      this.delete(id);
      return undefined;
    }
    return session;
  }

  /**
   * Slides the expiry: the session now lasts `timeoutMs` from this moment. The last access is written
   * at most once every SESSION_TOUCH_INTERVAL_MS (the requests of one page load would each write it),
   * so a session may end up to that much before `timeoutMs` after its last request.
   */
  touch(session: SessionRecord, timeoutMs: number = session.timeoutMs): SessionRecord {
    const t = this.now();
    if (t - session.lastAccess < SESSION_TOUCH_INTERVAL_MS && timeoutMs === session.timeoutMs) return session;
    this.db.prepare('UPDATE sessions SET last_access = ?, timeout_ms = ? WHERE id = ?').run(t, timeoutMs, session.id);
    return { ...session, lastAccess: t, timeoutMs };
  }

  delete(id: string): void {
    this.db.prepare('DELETE FROM sessions WHERE id = ?').run(id);
  }

  /** Ends every session of a user, except `keep` (the session a password change was made from). */
  deleteForUser(userId: string, keep?: string): void {
    this.db.prepare('DELETE FROM sessions WHERE user_id = ? AND id IS NOT ?').run(userId, keep ?? null);
  }

  /** The latest live session of a user, for `session_active` / `last_activity` / `client_address`. */
  latestForUser(userId: string): SessionRecord | undefined {
    const row = this.db
      .prepare('SELECT * FROM sessions WHERE user_id = ? AND last_access + timeout_ms > ? ORDER BY last_access DESC LIMIT 1')
      .get(userId, this.now()) as SessionRow | undefined;
    return row && fromRow(row);
  }
}
