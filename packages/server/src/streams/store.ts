import type { Database } from 'better-sqlite3';
import { migrate } from '../db/migrate.js';
import { newObjectId } from '../db/ids.js';
import { DEFAULT_INDEX_SET_ID } from '../storage/index-sets.js';
import { DEFAULT_STREAM_ID, type StreamDefinition, type StreamRegistry, type StreamRuleDefinition, type StreamRuleType } from './model.js';

/** A stream as stored: what ingest routes by, plus what the API shows. */
export interface StreamRecord extends StreamDefinition {
  description: string | null;
  creatorUserId: string;
  createdAt: number;
  isDefault: boolean;
  contentPack: string | null;
  outputs: string[];
}

interface StreamRow {
  id: string;
  title: string;
  description: string | null;
  disabled: number;
  matching_type: 'AND' | 'OR';
  remove_matches_from_default_stream: number;
  index_set_id: string;
  creator_user_id: string;
  created_at: number;
  is_default: number;
  content_pack: string | null;
  outputs: string;
}
interface RuleRow {
  id: string;
  stream_id: string;
  field: string;
  type: StreamRuleType;
  value: string;
  inverted: number;
  description: string;
}

/**
 * Streams and their rules in SQLite, and the `StreamRegistry` ingest routes by: every change notifies
 * subscribers synchronously, so routing uses the new rules for the next message.
 */
export class StreamStore implements StreamRegistry {
  private cache: StreamRecord[] | undefined;
  private readonly listeners = new Set<() => void>();

  constructor(private readonly db: Database) {
    migrate(db, 'streams', [
      {
        version: 1,
        name: 'create streams, rules and the default stream',
        up: (d) => {
          d.exec(`
            CREATE TABLE streams (
              id TEXT PRIMARY KEY, title TEXT NOT NULL, description TEXT, disabled INTEGER NOT NULL,
              matching_type TEXT NOT NULL, remove_matches_from_default_stream INTEGER NOT NULL, index_set_id TEXT NOT NULL,
              creator_user_id TEXT NOT NULL, created_at INTEGER NOT NULL, is_default INTEGER NOT NULL, content_pack TEXT,
              outputs TEXT NOT NULL);
            CREATE TABLE stream_rules (
              id TEXT PRIMARY KEY, stream_id TEXT NOT NULL REFERENCES streams(id) ON DELETE CASCADE,
              field TEXT NOT NULL, type INTEGER NOT NULL, value TEXT NOT NULL, inverted INTEGER NOT NULL, description TEXT NOT NULL,
              position INTEGER NOT NULL);`);
          d.prepare(
            `INSERT INTO streams VALUES (?, 'Default Stream', 'Contains messages that are not explicitly routed to other streams', 0, 'AND', 0, ?, 'local:admin', ?, 1, NULL, '[]')`,
          ).run(DEFAULT_STREAM_ID, DEFAULT_INDEX_SET_ID, Date.now());
        },
      },
    ]);
  }

  list(): readonly StreamRecord[] {
    if (!this.cache) {
      const rules = new Map<string, StreamRuleDefinition[]>();
      for (const r of this.db.prepare('SELECT * FROM stream_rules ORDER BY position, id').all() as RuleRow[]) {
        const list = rules.get(r.stream_id) ?? [];
        list.push({ id: r.id, field: r.field, type: r.type, value: r.value, inverted: r.inverted === 1, description: r.description });
        rules.set(r.stream_id, list);
      }
      this.cache = (this.db.prepare('SELECT * FROM streams ORDER BY is_default DESC, created_at, id').all() as StreamRow[]).map((s) => ({
        id: s.id,
        title: s.title,
        description: s.description,
        disabled: s.disabled === 1,
        matchingType: s.matching_type,
        removeMatchesFromDefaultStream: s.remove_matches_from_default_stream === 1,
        indexSetId: s.index_set_id,
        rules: rules.get(s.id) ?? [],
        creatorUserId: s.creator_user_id,
        createdAt: s.created_at,
        isDefault: s.is_default === 1,
        contentPack: s.content_pack,
        outputs: JSON.parse(s.outputs) as string[],
      }));
    }
    return this.cache;
  }

  get(id: string): StreamRecord | undefined {
    return this.list().find((s) => s.id === id);
  }

  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  private changed(): void {
    this.cache = undefined;
    for (const l of this.listeners) l();
  }

  insert(stream: Omit<StreamRecord, 'id' | 'createdAt' | 'rules' | 'isDefault'>, rules: Omit<StreamRuleDefinition, 'id'>[]): StreamRecord {
    const id = newObjectId();
    this.db.transaction(() => {
      this.db
        .prepare('INSERT INTO streams VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, 0, ?, ?)')
        .run(
          id,
          stream.title,
          stream.description,
          stream.disabled ? 1 : 0,
          stream.matchingType,
          stream.removeMatchesFromDefaultStream ? 1 : 0,
          stream.indexSetId,
          stream.creatorUserId,
          Date.now(),
          stream.contentPack,
          JSON.stringify(stream.outputs),
        );
      for (const rule of rules) this.insertRuleRow(id, rule);
    })();
    this.changed();
    return this.get(id)!;
  }

  update(stream: StreamRecord): void {
    this.db
      .prepare(
        'UPDATE streams SET title = ?, description = ?, disabled = ?, matching_type = ?, remove_matches_from_default_stream = ?, index_set_id = ?, outputs = ? WHERE id = ?',
      )
      .run(
        stream.title,
        stream.description,
        stream.disabled ? 1 : 0,
        stream.matchingType,
        stream.removeMatchesFromDefaultStream ? 1 : 0,
        stream.indexSetId,
        JSON.stringify(stream.outputs),
        stream.id,
      );
    this.changed();
  }

  delete(id: string): boolean {
    const done = this.db.prepare('DELETE FROM streams WHERE id = ?').run(id).changes > 0;
    this.changed();
    return done;
  }

  private insertRuleRow(streamId: string, rule: Omit<StreamRuleDefinition, 'id'>): string {
    const id = newObjectId();
    const position = (this.db.prepare('SELECT COUNT(*) AS n FROM stream_rules WHERE stream_id = ?').get(streamId) as { n: number }).n;
    this.db
      .prepare(
        'INSERT INTO stream_rules (id, stream_id, field, type, value, inverted, description, position) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
      )
      .run(id, streamId, rule.field, rule.type, rule.value, rule.inverted ? 1 : 0, rule.description, position);
    return id;
  }

  addRule(streamId: string, rule: Omit<StreamRuleDefinition, 'id'>): string {
    const id = this.insertRuleRow(streamId, rule);
    this.changed();
    return id;
  }

  updateRule(streamId: string, rule: StreamRuleDefinition): void {
    this.db
      .prepare('UPDATE stream_rules SET field = ?, type = ?, value = ?, inverted = ?, description = ? WHERE id = ? AND stream_id = ?')
      .run(rule.field, rule.type, rule.value, rule.inverted ? 1 : 0, rule.description, rule.id, streamId);
    this.changed();
  }

  deleteRule(streamId: string, ruleId: string): boolean {
    const done = this.db.prepare('DELETE FROM stream_rules WHERE id = ? AND stream_id = ?').run(ruleId, streamId).changes > 0;
    this.changed();
    return done;
  }
}
