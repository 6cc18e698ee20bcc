import type { Database } from 'better-sqlite3';
import { migrate } from '../db/migrate.js';
import { newObjectId } from '../db/ids.js';

export type AccountStatus = 'enabled' | 'disabled' | 'deleted';

export interface Startpage {
  type: string | null;
  id: string | null;
}

export interface UserRecord {
  id: string;
  username: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
  fullName: string | null;
  passwordHash: string;
  permissions: string[];
  /** Role ids. */
  roles: string[];
  preferences: Record<string, unknown>;
  timezone: string | null;
  sessionTimeoutMs: number;
  startpage: Startpage | null;
  accountStatus: AccountStatus;
  serviceAccount: boolean;
  readOnly: boolean;
  createdAt: number;
}

export interface TokenRecord {
  id: string;
  userId: string;
  name: string;
  lastAccess: number | null;
  createdAt: number;
}

/** The root user's fixed id, as on Graylog (`local:admin`). */
export const ROOT_USER_ID = 'local:admin';
export const ROOT_USERNAME = 'admin';
/** Graylog's default session timeout: 8 hours. */
export const DEFAULT_SESSION_TIMEOUT_MS = 8 * 60 * 60 * 1000;

interface UserRow {
  id: string;
  username: string;
  email: string;
  first_name: string | null;
  last_name: string | null;
  full_name: string | null;
  password_hash: string;
  permissions: string;
  roles: string;
  preferences: string;
  timezone: string | null;
  session_timeout_ms: number;
  startpage: string | null;
  account_status: AccountStatus;
  service_account: number;
  read_only: number;
  created_at: number;
}

const fromRow = (r: UserRow): UserRecord => ({
  id: r.id,
  username: r.username,
  email: r.email,
  firstName: r.first_name,
  lastName: r.last_name,
  fullName: r.full_name,
  passwordHash: r.password_hash,
  permissions: JSON.parse(r.permissions) as string[],
  roles: JSON.parse(r.roles) as string[],
  preferences: JSON.parse(r.preferences) as Record<string, unknown>,
  timezone: r.timezone,
  sessionTimeoutMs: r.session_timeout_ms,
  startpage: r.startpage ? (JSON.parse(r.startpage) as Startpage) : null,
  accountStatus: r.account_status,
  serviceAccount: r.service_account === 1,
  readOnly: r.read_only === 1,
  createdAt: r.created_at,
});

export class UserStore {
  constructor(private readonly db: Database) {
    migrate(db, 'users', [
      {
        version: 1,
        name: 'create users and tokens',
        up: (d) =>
          d.exec(`
            CREATE TABLE users (
              id TEXT PRIMARY KEY,
              username TEXT NOT NULL UNIQUE,
              email TEXT NOT NULL,
              first_name TEXT, last_name TEXT, full_name TEXT,
              password_hash TEXT NOT NULL,
              permissions TEXT NOT NULL,
              roles TEXT NOT NULL,
              preferences TEXT NOT NULL,
              timezone TEXT,
              session_timeout_ms INTEGER NOT NULL,
              startpage TEXT,
              account_status TEXT NOT NULL,
              service_account INTEGER NOT NULL,
              read_only INTEGER NOT NULL,
              created_at INTEGER NOT NULL
            );
            CREATE TABLE user_tokens (
              id TEXT PRIMARY KEY,
              user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
              name TEXT NOT NULL,
              token_hash TEXT NOT NULL UNIQUE,
              last_access INTEGER,
              created_at INTEGER NOT NULL
            );`),
      },
    ]);
  }

  count(): number {
    return (this.db.prepare('SELECT COUNT(*) AS n FROM users').get() as { n: number }).n;
  }

  all(): UserRecord[] {
    return (this.db.prepare('SELECT * FROM users ORDER BY username').all() as UserRow[]).map(fromRow);
  }

  byId(id: string): UserRecord | undefined {
    const row = this.db.prepare('SELECT * FROM users WHERE id = ?').get(id) as UserRow | undefined;
    return row && fromRow(row);
  }

  byUsername(username: string): UserRecord | undefined {
    const row = this.db.prepare('SELECT * FROM users WHERE username = ?').get(username) as UserRow | undefined;
    return row && fromRow(row);
  }

  /** A user by id or, failing that, by username (Graylog 5.1 mixes both in its user paths). */
  byIdOrName(key: string): UserRecord | undefined {
    return this.byId(key) ?? this.byUsername(key);
  }

  insert(user: Omit<UserRecord, 'id' | 'createdAt'> & { id?: string }): UserRecord {
    const record: UserRecord = { ...user, id: user.id ?? newObjectId(), createdAt: Date.now() };
    this.db
      .prepare(
        `INSERT INTO users (id, username, email, first_name, last_name, full_name, password_hash, permissions, roles, preferences,
          timezone, session_timeout_ms, startpage, account_status, service_account, read_only, created_at)
         VALUES (@id, @username, @email, @first_name, @last_name, @full_name, @password_hash, @permissions, @roles, @preferences,
          @timezone, @session_timeout_ms, @startpage, @account_status, @service_account, @read_only, @created_at)`,
      )
      .run(this.toRow(record));
    return record;
  }

  update(record: UserRecord): void {
    this.db
      .prepare(
        `UPDATE users SET username=@username, email=@email, first_name=@first_name, last_name=@last_name, full_name=@full_name,
          password_hash=@password_hash, permissions=@permissions, roles=@roles, preferences=@preferences, timezone=@timezone,
          session_timeout_ms=@session_timeout_ms, startpage=@startpage, account_status=@account_status,
          service_account=@service_account, read_only=@read_only WHERE id=@id`,
      )
      .run(this.toRow(record));
  }

  delete(id: string): boolean {
    return this.db.prepare('DELETE FROM users WHERE id = ?').run(id).changes > 0;
  }

  private toRow(r: UserRecord): UserRow {
    return {
      id: r.id,
      username: r.username,
      email: r.email,
      first_name: r.firstName,
      last_name: r.lastName,
      full_name: r.fullName,
      password_hash: r.passwordHash,
      permissions: JSON.stringify(r.permissions),
      roles: JSON.stringify(r.roles),
      preferences: JSON.stringify(r.preferences),
      timezone: r.timezone,
      session_timeout_ms: r.sessionTimeoutMs,
      startpage: r.startpage ? JSON.stringify(r.startpage) : null,
      account_status: r.accountStatus,
      service_account: r.serviceAccount ? 1 : 0,
      read_only: r.readOnly ? 1 : 0,
      created_at: r.createdAt,
    };
  }

  // API tokens

  tokens(userId: string): TokenRecord[] {
    return (
      this.db
        .prepare('SELECT id, user_id, name, last_access, created_at FROM user_tokens WHERE user_id = ? ORDER BY created_at')
        .all(userId) as {
        id: string;
        user_id: string;
        name: string;
        last_access: number | null;
        created_at: number;
      }[]
    ).map((r) => ({ id: r.id, userId: r.user_id, name: r.name, lastAccess: r.last_access, createdAt: r.created_at }));
  }

  addToken(userId: string, name: string, tokenHash: string): TokenRecord {
    const record: TokenRecord = { id: newObjectId(), userId, name, lastAccess: null, createdAt: Date.now() };
    this.db
      .prepare('INSERT INTO user_tokens (id, user_id, name, token_hash, last_access, created_at) VALUES (?, ?, ?, ?, NULL, ?)')
      .run(record.id, userId, name, tokenHash, record.createdAt);
    return record;
  }

  deleteToken(userId: string, tokenId: string): boolean {
    return this.db.prepare('DELETE FROM user_tokens WHERE user_id = ? AND id = ?').run(userId, tokenId).changes > 0;
  }

  /** The owner of a token (by its hash), marking the token as used now. */
  userByTokenHash(tokenHash: string): UserRecord | undefined {
    const row = this.db.prepare('SELECT user_id FROM user_tokens WHERE token_hash = ?').get(tokenHash) as { user_id: string } | undefined;
    if (!row) return undefined;
    this.db.prepare('UPDATE user_tokens SET last_access = ? WHERE token_hash = ?').run(Date.now(), tokenHash);
    return this.byId(row.user_id);
  }
}
