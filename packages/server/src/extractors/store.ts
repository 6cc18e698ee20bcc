import { randomBytes } from 'node:crypto';
import type { Database } from 'better-sqlite3';
import { migrate } from '../db/migrate.js';
import type { JsonObject } from '../http/body.js';
import type { ExtractorType } from './types.js';

export type CursorStrategy = 'copy' | 'cut';
export type ConditionType = 'none' | 'string' | 'regex';

export interface ExtractorRecord {
  id: string;
  inputId: string;
  title: string;
  type: ExtractorType;
  cursorStrategy: CursorStrategy;
  sourceField: string;
  targetField: string;
  config: JsonObject;
  converters: Array<{ type: string; config: JsonObject }>;
  conditionType: ConditionType;
  conditionValue: string;
  order: number;
  creatorUserId: string;
}

interface Row {
  id: string;
  input_id: string;
  title: string;
  type: string;
  cursor_strategy: string;
  source_field: string;
  target_field: string;
  config: string;
  converters: string;
  condition_type: string;
  condition_value: string;
  ord: number;
  creator_user_id: string;
}

const fromRow = (r: Row): ExtractorRecord => ({
  id: r.id,
  inputId: r.input_id,
  title: r.title,
  type: r.type as ExtractorType,
  cursorStrategy: r.cursor_strategy as CursorStrategy,
  sourceField: r.source_field,
  targetField: r.target_field,
  config: JSON.parse(r.config) as JsonObject,
  converters: JSON.parse(r.converters) as ExtractorRecord['converters'],
  conditionType: r.condition_type as ConditionType,
  conditionValue: r.condition_value,
  order: r.ord,
  creatorUserId: r.creator_user_id,
});

const clockSequence = randomBytes(2).readUInt16BE(0) & 0x3fff;
const node = randomBytes(6);
node[0]! |= 0x01;
let lastTime = 0n;

/** A time-based (version 1) UUID string, as Graylog's extractor ids are. */
export function timeUuid(now = Date.now()): string {
  let time = BigInt(now) * 10_000n + 0x01b21dd213814000n;
  if (time <= lastTime) time = lastTime + 1n;
  lastTime = time;
  const hex = (v: bigint, width: number) => v.toString(16).padStart(width, '0');
  const low = time & 0xffffffffn;
  const mid = (time >> 32n) & 0xffffn;
  const high = ((time >> 48n) & 0x0fffn) | 0x1000n;
  const seq = (clockSequence | 0x8000).toString(16).padStart(4, '0');
  return `${hex(low, 8)}-${hex(mid, 4)}-${hex(high, 4)}-${seq}-${node.toString('hex')}`;
}

/** Extractors of inputs (entity database, namespace `extractors`); an input's extractors go with it. */
export class ExtractorStore {
  constructor(private readonly db: Database) {
    migrate(db, 'extractors', [
      {
        version: 1,
        name: 'create extractors',
        up: (d) =>
          d.exec(`CREATE TABLE extractors (
            id TEXT PRIMARY KEY, input_id TEXT NOT NULL, title TEXT NOT NULL, type TEXT NOT NULL, cursor_strategy TEXT NOT NULL,
            source_field TEXT NOT NULL, target_field TEXT NOT NULL, config TEXT NOT NULL, converters TEXT NOT NULL,
            condition_type TEXT NOT NULL, condition_value TEXT NOT NULL, ord INTEGER NOT NULL, creator_user_id TEXT NOT NULL);
            CREATE INDEX extractors_input ON extractors (input_id)`),
      },
    ]);
  }

  all(): ExtractorRecord[] {
    return (this.db.prepare('SELECT * FROM extractors ORDER BY input_id, ord, id').all() as Row[]).map(fromRow);
  }

  forInput(inputId: string): ExtractorRecord[] {
    return (this.db.prepare('SELECT * FROM extractors WHERE input_id = ? ORDER BY ord, id').all(inputId) as Row[]).map(fromRow);
  }

  get(inputId: string, id: string): ExtractorRecord | null {
    const row = this.db.prepare('SELECT * FROM extractors WHERE input_id = ? AND id = ?').get(inputId, id) as Row | undefined;
    return row ? fromRow(row) : null;
  }

  save(e: ExtractorRecord): void {
    this.db
      .prepare(
        `INSERT INTO extractors (id, input_id, title, type, cursor_strategy, source_field, target_field, config, converters, condition_type, condition_value, ord, creator_user_id)
         VALUES (@id, @input_id, @title, @type, @cursor_strategy, @source_field, @target_field, @config, @converters, @condition_type, @condition_value, @ord, @creator_user_id)
         ON CONFLICT(id) DO UPDATE SET title = excluded.title, type = excluded.type, cursor_strategy = excluded.cursor_strategy,
           source_field = excluded.source_field, target_field = excluded.target_field, config = excluded.config, converters = excluded.converters,
           condition_type = excluded.condition_type, condition_value = excluded.condition_value, ord = excluded.ord`,
      )
      .run({
        id: e.id,
        input_id: e.inputId,
        title: e.title,
        type: e.type,
        cursor_strategy: e.cursorStrategy,
        source_field: e.sourceField,
        target_field: e.targetField,
        config: JSON.stringify(e.config),
        converters: JSON.stringify(e.converters),
        condition_type: e.conditionType,
        condition_value: e.conditionValue,
        ord: e.order,
        creator_user_id: e.creatorUserId,
      });
  }

  /** Sets the order of the listed extractors (all or nothing). */
  reorder(inputId: string, order: ReadonlyArray<readonly [number, string]>): void {
    const update = this.db.prepare('UPDATE extractors SET ord = ? WHERE input_id = ? AND id = ?');
    this.db.transaction(() => {
      for (const [position, id] of order) update.run(position, inputId, id);
    })();
  }

  delete(inputId: string, id: string): boolean {
    return this.db.prepare('DELETE FROM extractors WHERE input_id = ? AND id = ?').run(inputId, id).changes > 0;
  }

  /** Removes the extractors of inputs that no longer exist; answers the inputs affected. */
  deleteOrphans(exists: (inputId: string) => boolean): string[] {
    const orphans = [...new Set(this.all().map((e) => e.inputId))].filter((id) => !exists(id));
    const remove = this.db.prepare('DELETE FROM extractors WHERE input_id = ?');
    for (const id of orphans) remove.run(id);
    return orphans;
  }
}
