import type { Database } from 'better-sqlite3';
import { migrate } from '../db/migrate.js';
import { newObjectId } from '../db/ids.js';

export interface RoleRecord {
  id: string;
  name: string;
  description: string;
  permissions: string[];
  readOnly: boolean;
}

/** Graylog's built-in Reader permissions ("Grants basic permissions for every Graylog user"). */
export const READER_PERMISSIONS = [
  'buffers:read',
  'clusterconfigentry:read',
  'decorators:read',
  'fieldnames:read',
  'indexercluster:read',
  'inputs:read',
  'journal:read',
  'jvmstats:read',
  'messagecount:read',
  'messages:analyze',
  'messages:read',
  'metrics:read',
  'savedsearches:create',
  'savedsearches:edit',
  'savedsearches:read',
  'system:read',
  'throughput:read',
];

interface RoleRow {
  id: string;
  name: string;
  description: string;
  permissions: string;
  read_only: number;
}

const fromRow = (r: RoleRow): RoleRecord => ({
  id: r.id,
  name: r.name,
  description: r.description,
  permissions: JSON.parse(r.permissions) as string[],
  readOnly: r.read_only === 1,
});

export class RoleStore {
  constructor(private readonly db: Database) {
    migrate(db, 'roles', [
      {
        version: 1,
        name: 'create roles with Admin and Reader',
        up: (d) => {
          d.exec(`CREATE TABLE roles (
            id TEXT PRIMARY KEY,
            name TEXT NOT NULL UNIQUE COLLATE NOCASE,
            description TEXT NOT NULL,
            permissions TEXT NOT NULL,
            read_only INTEGER NOT NULL)`);
          const insert = d.prepare('INSERT INTO roles (id, name, description, permissions, read_only) VALUES (?, ?, ?, ?, 1)');
          insert.run(newObjectId(), 'Admin', 'Grants all permissions for Graylog administrators (built-in)', JSON.stringify(['*']));
          insert.run(
            newObjectId(),
            'Reader',
            'Grants basic permissions for every Graylog user (built-in)',
            JSON.stringify(READER_PERMISSIONS),
          );
        },
      },
    ]);
  }

  all(): RoleRecord[] {
    return (this.db.prepare('SELECT * FROM roles ORDER BY name COLLATE NOCASE').all() as RoleRow[]).map(fromRow);
  }

  byId(id: string): RoleRecord | undefined {
    const row = this.db.prepare('SELECT * FROM roles WHERE id = ?').get(id) as RoleRow | undefined;
    return row && fromRow(row);
  }

  byName(name: string): RoleRecord | undefined {
    const row = this.db.prepare('SELECT * FROM roles WHERE name = ?').get(name) as RoleRow | undefined;
    return row && fromRow(row);
  }

  insert(role: Omit<RoleRecord, 'id'>): RoleRecord {
    const record = { ...role, id: newObjectId() };
    this.db
      .prepare('INSERT INTO roles (id, name, description, permissions, read_only) VALUES (?, ?, ?, ?, ?)')
      .run(record.id, record.name, record.description, JSON.stringify(record.permissions), record.readOnly ? 1 : 0);
    return record;
  }

  update(role: RoleRecord): void {
    this.db
      .prepare('UPDATE roles SET name = ?, description = ?, permissions = ? WHERE id = ?')
      .run(role.name, role.description, JSON.stringify(role.permissions), role.id);
  }

  delete(id: string): boolean {
    return this.db.prepare('DELETE FROM roles WHERE id = ?').run(id).changes > 0;
  }
}
