import fs from 'node:fs';
import {
  SQL_TYPES,
  columnName,
  fits,
  ident,
  isValidFieldName,
  literal,
  FIXED_COLUMNS,
  FIXED_FIELDS,
  typeOfValue,
  type FieldType,
} from './fields.js';
import type { MessageRecord } from './message.js';
import {
  MAX_FIELDS,
  asIs,
  fromEpochMs,
  FIXED_BATCH_COLUMNS,
  FIXED_FIELD_COUNT,
  OVER_LIMIT,
  ROW_GROUP_ROWS,
  GL2_INDEX_COLUMN,
  storableTimestamp,
  type Rotation,
  type RotationEvent,
  type PreparedBatch,
  type TextRow,
  type EncodedMessage,
  type BatchColumn,
} from './message-store-schema.js';
import { wellFormed } from './duckdb-rows.js';

import { MessageStoreRotation } from './message-store-rotation.js';

/** The write path of `MessageStore`: encoding, batching, columns, rotation and the listeners told of them. */
export abstract class MessageStoreWriter extends MessageStoreRotation {
  /**
   * Stores a batch; the promise settles once it is durable in DuckDB and searchable (text too).
   * Batches are prepared at once (ids, values, planned columns: JavaScript work on this thread),
   * loaded into DuckDB one after another, and indexed for text on the text index's worker in the same
   * order. So while DuckDB loads one batch, the next is prepared and the previous one indexed: callers
   * may append again without waiting.
   */
  append(batch: readonly MessageRecord[]): Promise<void> {
    if (this.closed) return Promise.reject(new Error('The message store is closed'));
    let encoded: EncodedMessage[];
    try {
      encoded = batch.map((m) => this.encode(m));
    } catch (error) {
      // A message that could not be encoded never got a row id, so it has no id unless it came with one.
      const ids = batch.map((m) => ({ id: m.id ?? '' }));
      this.failedListeners.forEach((l) => l(ids, error));
      return Promise.reject(error);
    }
    return this.appendEncoded(encoded);
  }

  /**
   * How many more rows complete DuckDB's current row group (1 to 122,880). A batch that ends on a row
   * group boundary loads at about half the cost per row of one that ends inside a row group (measured:
   * 5.3 against 10.9 µs a row), so under load the ingest buffer hands batches over in these steps.
   */
  rowsToBoundary(): number {
    return ROW_GROUP_ROWS - (this.rowsHanded % ROW_GROUP_ROWS);
  }

  /**
   * `append` for messages encoded as they were accepted (`encode`), in the order they were encoded.
   * `journalOffset`: the last message journal entry the batch covers, stored atomically with its rows
   * (`journalOffset` reads it back at start: the journal replays what lies beyond).
   */
  appendEncoded(batch: readonly EncodedMessage[], journalOffset?: number): Promise<void> {
    if (this.closed) return Promise.reject(new Error('The message store is closed'));
    if (batch.length === 0) return this.indexing;
    const failed = (error: unknown) => {
      const ids = batch.map((m) => ({ id: this.messageIds.documentId(m.id) }));
      this.failedListeners.forEach((l) => l(ids, error));
    };
    let prepared: PreparedBatch;
    try {
      prepared = this.prepare(batch, journalOffset);
    } catch (error) {
      failed(error);
      return Promise.reject(error);
    }
    this.rowsHanded += batch.length;
    const stored = this.writing.then(() => this.commit(prepared));
    this.writing = stored.catch(() => undefined);
    const indexed = Promise.all([stored, this.indexing]).then(async () => {
      await this.textWriter!.add(prepared.textRows);
      this.notifyStored(prepared.textRows);
    });
    this.indexing = indexed.catch(() => undefined);
    if (this.failedListeners.size > 0) indexed.catch(failed);
    return indexed;
  }

  /** Calls `listener` after every rotation, with the indices retention deleted. Returns the unsubscribe. */
  onRotated(listener: (rotation: RotationEvent) => void): () => void {
    this.rotatedListeners.add(listener);
    return () => this.rotatedListeners.delete(listener);
  }

  /**
   * Calls `listener` the first time a message brings a new field while the store already has its
   * limit of fields (the field that did not get a column). Returns the unsubscribe.
   */
  onFieldLimit(listener: (field: string, limit: number) => void): () => void {
    this.fieldLimitListeners.add(listener);
    return () => this.fieldLimitListeners.delete(listener);
  }

  private overLimit(field: string): void {
    if (this.fieldLimitReached) return;
    this.fieldLimitReached = true;
    for (const listener of this.fieldLimitListeners) listener(field, MAX_FIELDS);
  }

  /** Calls `listener` with every batch that could not be stored. Returns the unsubscribe. */
  onFailed(listener: (batch: readonly { id: string }[], error: unknown) => void): () => void {
    this.failedListeners.add(listener);
    return () => this.failedListeners.delete(listener);
  }

  private notifyStored(rows: readonly TextRow[]): void {
    if (rows.length === 0) return;
    // Row ids only grow, so a batch is the id range [first, last]; it is searchable (text too) now.
    const first = rows[0]!.id;
    const last = rows[rows.length - 1]!.id;
    for (const listener of this.storedListeners) listener(first, last);
  }

  /** Calls `listener` with the row id range of every batch once it is searchable. Returns the unsubscribe. */
  onStored(listener: (first: number, last: number) => void): () => void {
    this.storedListeners.add(listener);
    return () => this.storedListeners.delete(listener);
  }

  /**
   * Encodes a message for storage at once: its row id, its row as one line of JSON (`JSON.stringify`
   * is native and fast; keys `c0`, `c1`, ... in column order, columns for new fields planned here),
   * and its text. Synchronous and called in arrival order, so row ids and columns follow that order.
   */
  encode(m: MessageRecord): EncodedMessage {
    if (!storableTimestamp(m.timestamp))
      throw new RangeError(`Timestamp ${m.timestamp} is outside the storable range (years 0001 to 9999)`);
    const id = this.ids.next(m.timestamp);
    if (Math.trunc(m.timestamp) > Math.floor(id / 1024)) this.aheadOfId = Math.max(this.aheadOfId ?? 0, Math.trunc(m.timestamp));
    const source = wellFormed(m.source);
    // Absent ids (all of ingest's) are left out of the line: stored as NULL, spelled from the row id.
    const row: Record<string, unknown> = {
      c0: id,
      c1: wellFormed(m.id),
      c2: Math.trunc(m.timestamp),
      c3: source,
      c4: wellFormed(m.message),
      c5: wellFormed(m.full_message),
      c6: m.streams,
      c7: wellFormed(m.gl2_source_input),
      c8: wellFormed(m.gl2_source_node),
      c9: wellFormed(m.messageId),
    };
    this.remember('source', source.toLowerCase());
    for (const stream of m.streams) this.remember('streams', stream);
    if (m.gl2_source_input !== undefined) this.remember('gl2_source_input', m.gl2_source_input);
    if (m.gl2_source_node !== undefined) this.remember('gl2_source_node', m.gl2_source_node);
    let conflicting: Record<string, unknown> | null = null;
    for (const name in m.fields) {
      const value = m.fields[name]!;
      const type = typeOfValue(value);
      const key = this.columnKey(name, type);
      if (key === null) continue;
      if (key === OVER_LIMIT) {
        // Kept with the message (shown with it), as a value that did not fit its column is.
        conflicting ??= {};
        conflicting[name] = value instanceof Date ? value.toISOString() : value;
        this.overLimit(name);
        continue;
      }
      const columnType = this.plannedColumns.get(name)!;
      if (fits(columnType, type)) {
        if (typeof value === 'string') {
          const text = wellFormed(value);
          row[key] = text;
          if (columnType === 'string') this.remember(name, text);
        } else row[key] = type === 'date' ? (value as Date).getTime() : value;
        continue;
      }
      conflicting ??= {};
      conflicting[name] = value instanceof Date ? value.toISOString() : value;
      if (!this.conflicts.get(name)?.has(type)) {
        this.conflictSet(name).add(type);
        this.pendingConflicts.push([name, type]);
      }
    }
    if (conflicting) row['c11'] = wellFormed(JSON.stringify(conflicting));
    const set = this.router(m.streams);
    if (set !== undefined && set !== this.defaultSet && this.sets.has(set)) {
      let ordinal = this.setOrdinals.get(set);
      if (ordinal === undefined) {
        ordinal = this.ordinalSets.push(set) - 1;
        this.setOrdinals.set(set, ordinal);
      }
      row['s'] = ordinal;
      return { id, line: JSON.stringify(row), message: m.message, full_message: m.full_message ?? null, set: ordinal };
    }
    return { id, line: JSON.stringify(row), message: m.message, full_message: m.full_message ?? null };
  }

  /**
   * The JSON key of a field's column, planning the column when the field is new (created by `commit`
   * before the batch that needs it is loaded; again by a later batch if that failed). A planned column
   * not created yet widens from long to double when a double comes. Null for fields with no column.
   */
  private columnKey(name: string, type: FieldType): string | null | typeof OVER_LIMIT {
    const key = this.columnKeys.get(name);
    if (key !== undefined) {
      if (type === 'double' && this.plannedColumns.get(name) === 'long' && !this.columns.has(name)) this.plannedColumns.set(name, 'double');
      return key;
    }
    if (FIXED_FIELDS.has(name) || !isValidFieldName(name)) return null;
    if (!this.plannedColumns.has(name)) {
      if (FIXED_FIELD_COUNT + this.plannedColumns.size >= MAX_FIELDS) return OVER_LIMIT;
      this.plannedColumns.set(name, type);
    }
    return this.keyOf(name);
  }

  private keyOf(name: string): string {
    let key = this.columnKeys.get(name);
    if (key === undefined) {
      key = `c${FIXED_COLUMNS.length + this.columnKeys.size}`;
      this.columnKeys.set(name, key);
    }
    return key;
  }

  /**
   * Makes a batch of encoded messages ready to load (synchronous, in append order): the rotation it
   * starts, the columns it needs, the file its lines go to, and its text rows.
   */
  private prepare(batch: readonly EncodedMessage[], journalOffset: number | undefined): PreparedBatch {
    const newColumns = new Map<string, FieldType>();
    for (const [name, type] of this.plannedColumns) if (!this.columns.has(name)) newColumns.set(name, type);
    const lines = new Array<string>(batch.length);
    const textRows = new Array<TextRow>(batch.length);
    // Per line's set key (-1: the default set): messages and bytes.
    const perSet = new Map<number, { count: number; bytes: number }>();
    for (let r = 0; r < batch.length; r++) {
      const m = batch[r]!;
      lines[r] = m.line;
      textRows[r] = { id: m.id, message: m.message, full_message: m.full_message };
      const key = m.set !== undefined && this.sets.has(this.ordinalSets[m.set]!) ? m.set : -1;
      const sums = perSet.get(key);
      if (sums) {
        sums.count++;
        sums.bytes += m.line.length;
      } else perSet.set(key, { count: 1, bytes: m.line.length });
    }
    const rotations: Rotation[] = [];
    const sizes = new Map<number, number>();
    const cases: string[] = [];
    let fallback = '';
    for (const [key, sums] of perSet) {
      const set = key === -1 ? this.defaultSet : this.ordinalSets[key]!;
      const rotation = this.planRotation(set, Date.now());
      if (rotation) rotations.push(rotation);
      const index = this.currentIndex(set)!;
      index.count += sums.count;
      index.bytes += sums.bytes;
      sizes.set(index.number, (sizes.get(index.number) ?? 0) + sums.bytes);
      if (key === -1) fallback = String(index.number);
      else cases.push(`WHEN ${key} THEN ${index.number}`);
      if (fallback === '') fallback = String(index.number);
    }
    // Lines of a set deleted since they were encoded go to the default set, whose index is the fallback.
    const indexSql = cases.length === 0 ? fallback : `CASE s ${cases.join(' ')} ELSE ${fallback} END`;
    const columns: BatchColumn[] = [...FIXED_BATCH_COLUMNS];
    for (const [name, type] of this.plannedColumns) {
      columns.push({
        name: columnName(name),
        key: this.keyOf(name),
        jsonType: type === 'date' ? 'BIGINT' : SQL_TYPES[type],
        select: type === 'date' ? fromEpochMs : asIs,
      });
    }
    const newConflicts = this.pendingConflicts;
    this.pendingConflicts = [];
    return {
      rotations,
      indexSql,
      sizes,
      newColumns,
      columns,
      lines,
      textRows,
      newConflicts,
      file: `${this.batchFile}.${++this.batches}`,
      journalOffset,
    };
  }

  /** Loads a prepared batch into DuckDB: rotation and new columns first, then one bulk insert. */
  private async commit(batch: PreparedBatch): Promise<void> {
    for (const rotation of batch.rotations) await this.rotate(rotation);
    for (const [name, type] of batch.newColumns) {
      await this.writer.run(`ALTER TABLE messages ADD COLUMN IF NOT EXISTS ${ident(columnName(name))} ${SQL_TYPES[type]}`);
      this.columns.set(name, type);
    }
    await fs.promises.writeFile(batch.file, batch.lines.join('\n'));
    const names = batch.columns.map((c) => ident(c.name)).join(', ');
    const select = batch.columns.map((c, i) => (i === GL2_INDEX_COLUMN ? batch.indexSql : c.select(c.key))).join(', ');
    const types = [...batch.columns.flatMap((c, i) => (i === GL2_INDEX_COLUMN ? [] : [`${c.key}: '${c.jsonType}'`])), "s: 'INTEGER'"].join(
      ', ',
    );
    const sizes = [...batch.sizes].map(([n, bytes]) => `UPDATE indices SET bytes = bytes + ${bytes} WHERE number = ${n}`);
    const insert = `INSERT INTO messages (${names}) SELECT ${select} FROM read_json(${literal(batch.file)}, format = 'newline_delimited', columns = {${types}})`;
    try {
      if (batch.journalOffset === undefined) {
        await this.writer.run(insert);
        for (const update of sizes) await this.writer.run(update);
      } else {
        // The rows and the journal offset they cover commit together: a crash keeps both or neither.
        await this.writer.run('BEGIN TRANSACTION');
        try {
          await this.writer.run(insert);
          for (const update of sizes) await this.writer.run(update);
          await this.writer.run(`UPDATE journal_offset SET committed = ${Math.trunc(batch.journalOffset)}`);
          await this.writer.run('COMMIT');
        } catch (error) {
          await this.writer.run('ROLLBACK').catch(() => undefined);
          throw error;
        }
        this.journalOffset = batch.journalOffset;
      }
    } finally {
      await fs.promises.rm(batch.file, { force: true });
    }
    for (const [name, type] of batch.newConflicts) {
      await this.writer.run('INSERT OR IGNORE INTO field_conflicts VALUES ($1, $2)', [name, type]);
    }
  }

  /** Waits for every batch handed to `append` so far. */
  async flush(): Promise<void> {
    await this.writing;
    await this.indexing;
  }
}
