import type { Database } from 'better-sqlite3';
import { migrate } from '../db/migrate.js';
import { newObjectId } from '../db/ids.js';

/** A stored rule or pipeline: its source text (the title is the name declared in it). */
export interface SourceRecord {
  id: string;
  title: string;
  description: string;
  source: string;
  /** Milliseconds since the epoch. */
  createdAt: number;
  modifiedAt: number;
}

export interface ConnectionRecord {
  id: string;
  streamId: string;
  pipelineIds: string[];
}

interface SourceRow {
  id: string;
  title: string;
  description: string;
  source: string;
  created_at: number;
  modified_at: number;
}

const toRecord = (r: SourceRow): SourceRecord => ({
  id: r.id,
  title: r.title,
  description: r.description,
  source: r.source,
  createdAt: r.created_at,
  modifiedAt: r.modified_at,
});

/** Rules, pipelines and stream connections in SQLite; every change notifies the interpreter to recompile. */
export class PipelineStore {
  private readonly listeners = new Set<() => void>();

  constructor(private readonly db: Database) {
    migrate(db, 'pipelines', [
      {
        version: 1,
        name: 'create pipeline rules, pipelines and stream connections',
        up: (d) =>
          d.exec(`
            CREATE TABLE pipeline_rules (
              id TEXT PRIMARY KEY, title TEXT NOT NULL UNIQUE, description TEXT NOT NULL, source TEXT NOT NULL,
              created_at INTEGER NOT NULL, modified_at INTEGER NOT NULL);
            CREATE TABLE pipelines (
              id TEXT PRIMARY KEY, title TEXT NOT NULL, description TEXT NOT NULL, source TEXT NOT NULL,
              created_at INTEGER NOT NULL, modified_at INTEGER NOT NULL);
            CREATE TABLE pipeline_connections (
              id TEXT PRIMARY KEY, stream_id TEXT NOT NULL UNIQUE, pipeline_ids TEXT NOT NULL);`),
      },
    ]);
  }

  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  private changed(): void {
    for (const l of this.listeners) l();
  }

  // --- rules -------------------------------------------------------------------------------------

  rules(): SourceRecord[] {
    return (this.db.prepare('SELECT * FROM pipeline_rules ORDER BY title, id').all() as SourceRow[]).map(toRecord);
  }

  rule(id: string): SourceRecord | undefined {
    const row = this.db.prepare('SELECT * FROM pipeline_rules WHERE id = ?').get(id) as SourceRow | undefined;
    return row ? toRecord(row) : undefined;
  }

  ruleByTitle(title: string): SourceRecord | undefined {
    const row = this.db.prepare('SELECT * FROM pipeline_rules WHERE title = ?').get(title) as SourceRow | undefined;
    return row ? toRecord(row) : undefined;
  }

  insertRule(rule: Omit<SourceRecord, 'id' | 'createdAt' | 'modifiedAt'>): SourceRecord {
    const id = newObjectId();
    const now = Date.now();
    this.db.prepare('INSERT INTO pipeline_rules VALUES (?, ?, ?, ?, ?, ?)').run(id, rule.title, rule.description, rule.source, now, now);
    this.changed();
    return this.rule(id)!;
  }

  updateRule(rule: SourceRecord): SourceRecord {
    this.db
      .prepare('UPDATE pipeline_rules SET title = ?, description = ?, source = ?, modified_at = ? WHERE id = ?')
      .run(rule.title, rule.description, rule.source, Date.now(), rule.id);
    this.changed();
    return this.rule(rule.id)!;
  }

  deleteRule(id: string): boolean {
    const done = this.db.prepare('DELETE FROM pipeline_rules WHERE id = ?').run(id).changes > 0;
    if (done) this.changed();
    return done;
  }

  // --- pipelines ---------------------------------------------------------------------------------

  pipelines(): SourceRecord[] {
    return (this.db.prepare('SELECT * FROM pipelines ORDER BY title, id').all() as SourceRow[]).map(toRecord);
  }

  pipeline(id: string): SourceRecord | undefined {
    const row = this.db.prepare('SELECT * FROM pipelines WHERE id = ?').get(id) as SourceRow | undefined;
    return row ? toRecord(row) : undefined;
  }

  insertPipeline(pipeline: Omit<SourceRecord, 'id' | 'createdAt' | 'modifiedAt'>): SourceRecord {
    const id = newObjectId();
    const now = Date.now();
    this.db
      .prepare('INSERT INTO pipelines VALUES (?, ?, ?, ?, ?, ?)')
      .run(id, pipeline.title, pipeline.description, pipeline.source, now, now);
    this.changed();
    return this.pipeline(id)!;
  }

  updatePipeline(pipeline: SourceRecord): SourceRecord {
    this.db
      .prepare('UPDATE pipelines SET title = ?, description = ?, source = ?, modified_at = ? WHERE id = ?')
      .run(pipeline.title, pipeline.description, pipeline.source, Date.now(), pipeline.id);
    this.changed();
    return this.pipeline(pipeline.id)!;
  }

  /** Deletes a pipeline and takes it out of every stream connection. */
  deletePipeline(id: string): boolean {
    const done = this.db.transaction(() => {
      const deleted = this.db.prepare('DELETE FROM pipelines WHERE id = ?').run(id).changes > 0;
      if (deleted) {
        for (const c of this.connections()) {
          if (c.pipelineIds.includes(id))
            this.writeConnection(
              c.streamId,
              c.pipelineIds.filter((p) => p !== id),
            );
        }
      }
      return deleted;
    })();
    if (done) this.changed();
    return done;
  }

  // --- connections -------------------------------------------------------------------------------

  connections(): ConnectionRecord[] {
    return (
      this.db.prepare('SELECT * FROM pipeline_connections ORDER BY stream_id').all() as Array<{
        id: string;
        stream_id: string;
        pipeline_ids: string;
      }>
    ).map((r) => ({
      id: r.id,
      streamId: r.stream_id,
      pipelineIds: JSON.parse(r.pipeline_ids) as string[],
    }));
  }

  connection(streamId: string): ConnectionRecord | undefined {
    return this.connections().find((c) => c.streamId === streamId);
  }

  private writeConnection(streamId: string, pipelineIds: readonly string[]): void {
    const ids = JSON.stringify([...new Set(pipelineIds)]);
    this.db
      .prepare(
        'INSERT INTO pipeline_connections (id, stream_id, pipeline_ids) VALUES (?, ?, ?) ON CONFLICT(stream_id) DO UPDATE SET pipeline_ids = excluded.pipeline_ids',
      )
      .run(newObjectId(), streamId, ids);
  }

  /** Sets the pipelines of one stream (`to_stream`). */
  connectStream(streamId: string, pipelineIds: readonly string[]): ConnectionRecord {
    this.writeConnection(streamId, pipelineIds);
    this.changed();
    return this.connection(streamId)!;
  }

  /** Sets the streams of one pipeline (`to_pipeline`); answers the connections that changed. */
  connectPipeline(pipelineId: string, streamIds: readonly string[]): ConnectionRecord[] {
    const touched = new Set<string>();
    this.db.transaction(() => {
      for (const c of this.connections()) {
        if (c.pipelineIds.includes(pipelineId) && !streamIds.includes(c.streamId)) {
          this.writeConnection(
            c.streamId,
            c.pipelineIds.filter((p) => p !== pipelineId),
          );
          touched.add(c.streamId);
        }
      }
      for (const streamId of streamIds) {
        const current = this.connection(streamId)?.pipelineIds ?? [];
        this.writeConnection(streamId, [...current, pipelineId]);
        touched.add(streamId);
      }
    })();
    this.changed();
    return this.connections().filter((c) => touched.has(c.streamId));
  }

  /** Drops the connections of streams that no longer exist. */
  pruneStreams(existing: ReadonlySet<string>): void {
    const gone = this.connections().filter((c) => !existing.has(c.streamId));
    if (gone.length === 0) return;
    const del = this.db.prepare('DELETE FROM pipeline_connections WHERE stream_id = ?');
    this.db.transaction(() => gone.forEach((c) => del.run(c.streamId)))();
    this.changed();
  }
}
