import type { Database } from 'better-sqlite3';
import { migrate } from '../db/migrate.js';
import { newObjectId } from '../db/ids.js';
import { EVERYONE_GRN, parseGrn, toGrn } from './grn.js';

export type Capability = 'view' | 'manage' | 'own';
export const CAPABILITIES: readonly Capability[] = ['view', 'manage', 'own'];
export const isCapability = (v: unknown): v is Capability => typeof v === 'string' && (CAPABILITIES as readonly string[]).includes(v);

export interface GrantRecord {
  id: string;
  grantee: string;
  capability: Capability;
  target: string;
  createdBy: string;
  createdAt: number;
}

/** What each capability allows on its target, as Graylog's built-in capabilities (each permission gets `:<entity id>`). */
const VIEW = ['dashboards:read', 'view:read', 'streams:read', 'outputs:read'];
const MANAGE = [...VIEW, 'dashboards:edit', 'view:edit', 'streams:edit', 'streams:changestate', 'outputs:edit'];
const OWN = [...MANAGE, 'dashboards:delete', 'view:delete'];
export const CAPABILITY_PERMISSIONS: Record<Capability, readonly string[]> = { view: VIEW, manage: MANAGE, own: OWN };

interface GrantRow {
  id: string;
  grantee: string;
  capability: Capability;
  target: string;
  created_by: string;
  created_at: number;
}
const fromRow = (r: GrantRow): GrantRecord => ({
  id: r.id,
  grantee: r.grantee,
  capability: r.capability,
  target: r.target,
  createdBy: r.created_by,
  createdAt: r.created_at,
});

/** Grants of capabilities on entities (by GRN) to grantees (user GRNs or Everyone). */
export class GrantStore {
  constructor(private readonly db: Database) {
    migrate(db, 'grants', [
      {
        version: 1,
        name: 'create grants',
        up: (d) =>
          d.exec(`CREATE TABLE grants (
            id TEXT PRIMARY KEY,
            grantee TEXT NOT NULL,
            capability TEXT NOT NULL,
            target TEXT NOT NULL,
            created_by TEXT NOT NULL,
            created_at INTEGER NOT NULL,
            UNIQUE (grantee, target));
          CREATE INDEX grants_target ON grants(target);`),
      },
    ]);
  }

  forGrantees(grantees: readonly string[]): GrantRecord[] {
    if (grantees.length === 0) return [];
    const marks = grantees.map(() => '?').join(',');
    return (this.db.prepare(`SELECT * FROM grants WHERE grantee IN (${marks})`).all(...grantees) as GrantRow[]).map(fromRow);
  }

  forTarget(target: string): GrantRecord[] {
    return (this.db.prepare('SELECT * FROM grants WHERE target = ? ORDER BY created_at').all(target) as GrantRow[]).map(fromRow);
  }

  /** Sets (or replaces) the capability of one grantee on one target. */
  set(grantee: string, target: string, capability: Capability, createdBy: string): void {
    this.db
      .prepare(
        `INSERT INTO grants (id, grantee, capability, target, created_by, created_at) VALUES (?, ?, ?, ?, ?, ?)
         ON CONFLICT(grantee, target) DO UPDATE SET capability = excluded.capability`,
      )
      .run(newObjectId(), grantee, capability, target, createdBy, Date.now());
  }

  remove(grantee: string, target: string): void {
    this.db.prepare('DELETE FROM grants WHERE grantee = ? AND target = ?').run(grantee, target);
  }

  removeTarget(target: string): void {
    this.db.prepare('DELETE FROM grants WHERE target = ?').run(target);
  }

  removeGrantee(grantee: string): void {
    this.db.prepare('DELETE FROM grants WHERE grantee = ?').run(grantee);
  }

  /** Registers the creator as owner of a new entity (Graylog's entity ownership). */
  registerOwner(type: string, entityId: string, userId: string): void {
    this.set(toGrn('user', userId), toGrn(type, entityId), 'own', userId);
  }

  /**
   * `<perm>:<entity id>` permissions and `entity:own:<grn>` GRN permissions of a user's grants (direct, via
   * Everyone, or via `teams`: the GRNs of the user's teams).
   */
  permissionsOf(userId: string, teams: readonly string[] = []): { permissions: string[]; grnPermissions: string[] } {
    const permissions: string[] = [];
    const grnPermissions: string[] = [];
    for (const g of this.forGrantees([toGrn('user', userId), EVERYONE_GRN, ...teams])) {
      const target = parseGrn(g.target);
      if (!target) continue;
      for (const p of CAPABILITY_PERMISSIONS[g.capability]) permissions.push(`${p}:${target.entity}`);
      if (g.capability === 'own') grnPermissions.push(`entity:own:${g.target}`);
    }
    return { permissions, grnPermissions };
  }
}
