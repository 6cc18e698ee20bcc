import type { Database } from 'better-sqlite3';
import { migrate } from '../db/migrate.js';
import { newObjectId } from '../db/ids.js';

/** A team (a Sift addition; Graylog has teams in its enterprise edition only): members share its roles and its grants. */
export interface TeamRecord {
  id: string;
  name: string;
  description: string;
  /** Member user ids. */
  users: string[];
  /** Role ids every member holds through the team. */
  roles: string[];
}

interface TeamRow {
  id: string;
  name: string;
  description: string;
  users: string;
  roles: string;
}

const fromRow = (r: TeamRow): TeamRecord => ({
  id: r.id,
  name: r.name,
  description: r.description,
  users: JSON.parse(r.users) as string[],
  roles: JSON.parse(r.roles) as string[],
});

export class TeamStore {
  constructor(private readonly db: Database) {
    migrate(db, 'teams', [
      {
        version: 1,
        name: 'create teams',
        up: (d) =>
          d.exec(`CREATE TABLE teams (
            id TEXT PRIMARY KEY,
            name TEXT NOT NULL UNIQUE COLLATE NOCASE,
            description TEXT NOT NULL,
            users TEXT NOT NULL,
            roles TEXT NOT NULL
          )`),
      },
    ]);
  }

  all(): TeamRecord[] {
    return (this.db.prepare('SELECT * FROM teams ORDER BY name COLLATE NOCASE').all() as TeamRow[]).map(fromRow);
  }

  byId(id: string): TeamRecord | undefined {
    const row = this.db.prepare('SELECT * FROM teams WHERE id = ?').get(id) as TeamRow | undefined;
    return row && fromRow(row);
  }

  byName(name: string): TeamRecord | undefined {
    const row = this.db.prepare('SELECT * FROM teams WHERE name = ?').get(name) as TeamRow | undefined;
    return row && fromRow(row);
  }

  /** The teams a user belongs to. */
  ofUser(userId: string): TeamRecord[] {
    return this.all().filter((t) => t.users.includes(userId));
  }

  save(team: Omit<TeamRecord, 'id'> & { id?: string }): TeamRecord {
    const record: TeamRecord = { ...team, id: team.id ?? newObjectId() };
    this.db
      .prepare(
        `INSERT INTO teams (id, name, description, users, roles) VALUES (?, ?, ?, ?, ?)
         ON CONFLICT(id) DO UPDATE SET name = excluded.name, description = excluded.description, users = excluded.users, roles = excluded.roles`,
      )
      .run(record.id, record.name, record.description, JSON.stringify(record.users), JSON.stringify(record.roles));
    return record;
  }

  delete(id: string): boolean {
    return this.db.prepare('DELETE FROM teams WHERE id = ?').run(id).changes > 0;
  }
}
