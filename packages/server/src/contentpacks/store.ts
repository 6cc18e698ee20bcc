import type { Database } from 'better-sqlite3';
import { migrate } from '../db/migrate.js';
import type { JsonObject } from '../http/body.js';
import type { ContentPack } from './model.js';

/** An entity an installation created (or found on the system): Graylog's NativeEntityDescriptor. */
export interface NativeEntityDescriptor {
  id: string;
  content_pack_entity_id: string;
  title: string;
  type: { name: string; version: string };
  found_on_system: boolean;
}

/** A content pack installation (ContentPackInstallation) as stored and answered. */
export interface ContentPackInstallation {
  _id: string;
  content_pack_id: string;
  content_pack_revision: number;
  parameters: JsonObject;
  entities: NativeEntityDescriptor[];
  comment: string;
  created_at: string;
  created_by: string;
}

/** Content packs (every revision) and their installations (namespace `content_packs`). */
export class ContentPackStore {
  constructor(private readonly db: Database) {
    migrate(db, 'content_packs', [
      {
        version: 1,
        name: 'create content packs and installations',
        up: (d) =>
          d.exec(`
            CREATE TABLE content_packs (id TEXT NOT NULL, rev INTEGER NOT NULL, pack TEXT NOT NULL, PRIMARY KEY (id, rev));
            CREATE TABLE content_pack_installations (
              id TEXT PRIMARY KEY, content_pack_id TEXT NOT NULL, content_pack_revision INTEGER NOT NULL, installation TEXT NOT NULL);`),
      },
    ]);
  }

  all(): ContentPack[] {
    return (this.db.prepare('SELECT pack FROM content_packs ORDER BY id, rev').all() as { pack: string }[]).map(
      (r) => JSON.parse(r.pack) as ContentPack,
    );
  }

  /** The highest revision of each pack. */
  latest(): ContentPack[] {
    const latest = new Map<string, ContentPack>();
    for (const pack of this.all()) latest.set(pack.id, pack);
    return [...latest.values()];
  }

  revisions(id: string): ContentPack[] {
    return (this.db.prepare('SELECT pack FROM content_packs WHERE id = ? ORDER BY rev').all(id) as { pack: string }[]).map(
      (r) => JSON.parse(r.pack) as ContentPack,
    );
  }

  get(id: string, rev: number): ContentPack | undefined {
    const row = this.db.prepare('SELECT pack FROM content_packs WHERE id = ? AND rev = ?').get(id, rev) as { pack: string } | undefined;
    return row ? (JSON.parse(row.pack) as ContentPack) : undefined;
  }

  /** Stores a new revision; false when this id and revision exist already. */
  insert(pack: ContentPack): boolean {
    return (
      this.db.prepare('INSERT OR IGNORE INTO content_packs (id, rev, pack) VALUES (?, ?, ?)').run(pack.id, pack.rev, JSON.stringify(pack))
        .changes > 0
    );
  }

  delete(id: string, rev?: number): number {
    return rev === undefined
      ? this.db.prepare('DELETE FROM content_packs WHERE id = ?').run(id).changes
      : this.db.prepare('DELETE FROM content_packs WHERE id = ? AND rev = ?').run(id, rev).changes;
  }

  installations(contentPackId?: string, rev?: number): ContentPackInstallation[] {
    const rows = (
      contentPackId === undefined
        ? this.db.prepare('SELECT installation FROM content_pack_installations ORDER BY id').all()
        : rev === undefined
          ? this.db.prepare('SELECT installation FROM content_pack_installations WHERE content_pack_id = ? ORDER BY id').all(contentPackId)
          : this.db
              .prepare(
                'SELECT installation FROM content_pack_installations WHERE content_pack_id = ? AND content_pack_revision = ? ORDER BY id',
              )
              .all(contentPackId, rev)
    ) as { installation: string }[];
    return rows.map((r) => JSON.parse(r.installation) as ContentPackInstallation);
  }

  installation(id: string): ContentPackInstallation | undefined {
    const row = this.db.prepare('SELECT installation FROM content_pack_installations WHERE id = ?').get(id) as
      { installation: string } | undefined;
    return row ? (JSON.parse(row.installation) as ContentPackInstallation) : undefined;
  }

  saveInstallation(installation: ContentPackInstallation): void {
    this.db
      .prepare('INSERT INTO content_pack_installations (id, content_pack_id, content_pack_revision, installation) VALUES (?, ?, ?, ?)')
      .run(installation._id, installation.content_pack_id, installation.content_pack_revision, JSON.stringify(installation));
  }

  deleteInstallation(id: string): void {
    this.db.prepare('DELETE FROM content_pack_installations WHERE id = ?').run(id);
  }
}
