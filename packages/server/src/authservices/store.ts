import type { Database } from 'better-sqlite3';
import { migrate } from '../db/migrate.js';
import { newObjectId } from '../db/ids.js';
import type { ClusterConfigStore } from '../system/cluster-config-store.js';
import { isEncryptedValue, type SecretBox } from '../auth/encrypted-value.js';
import type { BackendConfig, BackendRecord } from './model.js';

/** Where Graylog keeps the id of the active backend (`GlobalAuthServiceConfig.Data`). */
export const GLOBAL_AUTH_SERVICE_CONFIG = 'org.graylog.security.authservice.GlobalAuthServiceConfig$Data';

interface BackendRow {
  id: string;
  title: string;
  description: string;
  default_roles: string;
  config: string;
}

/** A user an authentication service created or took over: the backend and the directory's id of the account. */
export interface ExternalAccount {
  userId: string;
  backendId: string;
  uniqueId: string;
}

/** Authentication service backends, which of them is active, and the accounts each one provides. */
export class AuthServiceStore {
  constructor(
    private readonly db: Database,
    private readonly clusterConfig: ClusterConfigStore,
    private readonly secrets: SecretBox,
  ) {
    migrate(db, 'authservices', [
      {
        version: 1,
        name: 'create auth service backends and their users',
        up: (d) => {
          d.exec(`CREATE TABLE auth_service_backends (
            id TEXT PRIMARY KEY,
            title TEXT NOT NULL,
            description TEXT NOT NULL,
            default_roles TEXT NOT NULL,
            config TEXT NOT NULL
          )`);
          d.exec(`CREATE TABLE auth_service_users (
            user_id TEXT PRIMARY KEY,
            backend_id TEXT NOT NULL,
            unique_id TEXT NOT NULL,
            UNIQUE (backend_id, unique_id)
          )`);
        },
      },
      {
        version: 2,
        name: 'encrypt the system users passwords',
        up: (d) => {
          const rows = d.prepare('SELECT id, config FROM auth_service_backends').all() as { id: string; config: string }[];
          const update = d.prepare('UPDATE auth_service_backends SET config = ? WHERE id = ?');
          for (const row of rows) {
            const config = JSON.parse(row.config) as Record<string, unknown>;
            const password = config['systemUserPassword'];
            update.run(
              JSON.stringify({ ...config, systemUserPassword: typeof password === 'string' ? secrets.encrypt(password) : null }),
              row.id,
            );
          }
        },
      },
    ]);
  }

  all(): BackendRecord[] {
    return (this.db.prepare('SELECT * FROM auth_service_backends ORDER BY title COLLATE NOCASE, id').all() as BackendRow[]).map((r) =>
      this.fromRow(r),
    );
  }

  byId(id: string): BackendRecord | undefined {
    const row = this.db.prepare('SELECT * FROM auth_service_backends WHERE id = ?').get(id) as BackendRow | undefined;
    return row ? this.fromRow(row) : undefined;
  }

  save(backend: Omit<BackendRecord, 'id'> & { id?: string }): BackendRecord {
    const record: BackendRecord = { ...backend, id: backend.id ?? newObjectId() };
    this.db
      .prepare(
        `INSERT INTO auth_service_backends (id, title, description, default_roles, config) VALUES (?, ?, ?, ?, ?)
         ON CONFLICT(id) DO UPDATE SET title = excluded.title, description = excluded.description,
           default_roles = excluded.default_roles, config = excluded.config`,
      )
      .run(record.id, record.title, record.description, JSON.stringify(record.defaultRoles), this.sealedConfig(record.config));
    return record;
  }

  delete(id: string): boolean {
    return this.db.transaction(() => {
      this.db.prepare('DELETE FROM auth_service_users WHERE backend_id = ?').run(id);
      return this.db.prepare('DELETE FROM auth_service_backends WHERE id = ?').run(id).changes > 0;
    })();
  }

  activeId(): string | null {
    const id = this.clusterConfig.get<{ active_backend?: string | null }>(GLOBAL_AUTH_SERVICE_CONFIG)?.active_backend ?? null;
    // A backend deleted meanwhile is not active.
    return id && this.byId(id) ? id : null;
  }

  active(): BackendRecord | undefined {
    const id = this.activeId();
    return id ? this.byId(id) : undefined;
  }

  setActive(id: string | null): void {
    this.clusterConfig.put(GLOBAL_AUTH_SERVICE_CONFIG, { active_backend: id });
  }

  /** The config as stored: the system user's password encrypted (never in the clear on disk). */
  private sealedConfig(config: BackendConfig): string {
    const password = config.systemUserPassword;
    return JSON.stringify({ ...config, systemUserPassword: password === null ? null : this.secrets.encrypt(password) });
  }

  private fromRow(r: BackendRow): BackendRecord {
    const stored = JSON.parse(r.config) as Omit<BackendConfig, 'systemUserPassword'> & { systemUserPassword: unknown };
    let password: string | null = null;
    if (isEncryptedValue(stored.systemUserPassword)) {
      try {
        password = this.secrets.decrypt(stored.systemUserPassword);
      } catch {
        // Sealed under another password secret: the backend works again once its password is set anew.
        console.error(
          `sift: the system user password of authentication service "${r.title}" cannot be decrypted with this password secret`,
        );
      }
    }
    return {
      id: r.id,
      title: r.title,
      description: r.description,
      defaultRoles: JSON.parse(r.default_roles) as string[],
      config: { ...stored, systemUserPassword: password },
    };
  }

  accountByUniqueId(backendId: string, uniqueId: string): ExternalAccount | undefined {
    const row = this.db
      .prepare('SELECT user_id, backend_id, unique_id FROM auth_service_users WHERE backend_id = ? AND unique_id = ?')
      .get(backendId, uniqueId) as { user_id: string; backend_id: string; unique_id: string } | undefined;
    return row ? { userId: row.user_id, backendId: row.backend_id, uniqueId: row.unique_id } : undefined;
  }

  accountOfUser(userId: string): ExternalAccount | undefined {
    const row = this.db.prepare('SELECT user_id, backend_id, unique_id FROM auth_service_users WHERE user_id = ?').get(userId) as
      { user_id: string; backend_id: string; unique_id: string } | undefined;
    return row ? { userId: row.user_id, backendId: row.backend_id, uniqueId: row.unique_id } : undefined;
  }

  userIdsOf(backendId: string): string[] {
    return (this.db.prepare('SELECT user_id FROM auth_service_users WHERE backend_id = ?').all(backendId) as { user_id: string }[]).map(
      (r) => r.user_id,
    );
  }

  unlink(userId: string): void {
    this.db.prepare('DELETE FROM auth_service_users WHERE user_id = ?').run(userId);
  }

  link(account: ExternalAccount): void {
    // The directory's id may have belonged to an account that was deleted and created again.
    this.db
      .prepare('DELETE FROM auth_service_users WHERE backend_id = ? AND unique_id = ? AND user_id <> ?')
      .run(account.backendId, account.uniqueId, account.userId);
    this.db
      .prepare(
        `INSERT INTO auth_service_users (user_id, backend_id, unique_id) VALUES (?, ?, ?)
         ON CONFLICT(user_id) DO UPDATE SET backend_id = excluded.backend_id, unique_id = excluded.unique_id`,
      )
      .run(account.userId, account.backendId, account.uniqueId);
  }
}
