import fs from 'node:fs';
import path from 'node:path';
import { BIGINT, DuckDBDataChunk, DuckDBInstance, JSDuckDBValueConverter, type DuckDBConnection, type DuckDBMaterializedResult, type DuckDBValue } from '@duckdb/node-api';
import {
  SQL_TYPES,
  fits,
  ident,
  isValidFieldName,
  literal,
  FIXED_COLUMNS,
  FIXED_FIELDS,
  typeFromSql,
  typeOfValue,
  type FieldType,
} from './fields.js';
import { DEFAULT_INDEX_SET, indexName, needsRotation, type IndexSetConfig, type IndexState } from './index-sets.js';
import { RowIdAllocator, type MessageRecord } from './message.js';
import { HitCache } from './hit-cache.js';
import { TextIndex } from './text-index.js';
import { TextIndexWriter } from './text-index-writer.js';
import { MessageIds } from './message-ids.js';

export type Row = Record<string, unknown>;

/** Reader connections: the queries of one search run side by side on them. */
export const READERS = 4;
/** The in-memory database holding the hit tables of long full-text hit lists (see HitCache). */
const HITS_CATALOG = 'hits';
/** Distinct values remembered per keyword column; beyond this the column is always searched. */
const MAX_KEYWORD_VALUES = 10_000;
/** Fixed keyword columns whose values are remembered (gl2_message_id is unique per message). */
const REMEMBERED_FIXED = ['source', 'streams', 'gl2_source_input', 'gl2_source_node'];

interface Rotation {
  next: IndexState;
  drop: IndexState[];
}

interface PreparedBatch {
  rotation: Rotation | null;
  /** The index (number) every row of the batch goes into. */
  index: number;
  /** Columns the batch needs that DuckDB may not have yet. */
  newColumns: Map<string, FieldType>;
  columns: BatchColumn[];
  lines: string[];
  textRows: TextRow[];
  newConflicts: [string, FieldType][];
  file: string;
}

interface TextRow {
  id: number;
  message: string;
  full_message: string | null;
}

/**
 * A message made ready for storage the moment it is accepted (`MessageStore.encode`): its row id, its
 * row as one line of JSON, and its text for the text index. This is what the ingest buffer holds until
 * the batch is written: one string and one small object a message instead of the decoded message's
 * object graph, so that the garbage collector's young generation copies far less while batches gather.
 */
export interface EncodedMessage extends TextRow {
  line: string;
}

/** How a batch file carries each column (keys `c0`, `c1`, ... in column order): JSON type and the SQL reading it. */
interface BatchColumn {
  name: string;
  /** The column's key in the JSON lines. */
  key: string;
  jsonType: string;
  select: (key: string) => string;
}
const asIs = (key: string): string => key;
const fromEpochMs = (key: string): string => `epoch_ms(${key})`;
const FIXED_BATCH_COLUMNS: readonly BatchColumn[] = FIXED_COLUMNS.map((name, i) => ({
  name,
  key: `c${i}`,
  jsonType: { id: 'BIGINT', timestamp: 'BIGINT', streams: 'VARCHAR[]', gl2_index: 'INTEGER' }[name as string] ?? 'VARCHAR',
  select: name === 'timestamp' ? fromEpochMs : asIs,
}));
/** DuckDB's row group size (rows). */
const ROW_GROUP_ROWS = 122_880;
/** The position of `gl2_index` among the fixed columns: the same for every row of a batch, so not in the lines. */
const GL2_INDEX_COLUMN = FIXED_COLUMNS.indexOf('gl2_index');

const FIXED_DDL = `CREATE TABLE IF NOT EXISTS messages (
  id BIGINT NOT NULL,
  "_id" VARCHAR,
  "timestamp" TIMESTAMP NOT NULL,
  source VARCHAR,
  message VARCHAR,
  full_message VARCHAR,
  streams VARCHAR[],
  gl2_source_input VARCHAR,
  gl2_source_node VARCHAR,
  gl2_message_id VARCHAR,
  gl2_index INTEGER NOT NULL,
  "_conflicts" VARCHAR
)`;

/**
 * Message storage: DuckDB holds every message (fixed columns plus one typed column per field) and
 * answers all queries; SQLite FTS5 indexes the text of `message` and `full_message` by row id.
 */
export class MessageStore {
  private readonly columns = new Map<string, FieldType>();
  /** `columns` plus those planned for batches not yet loaded. */
  private readonly plannedColumns = new Map<string, FieldType>();
  private batches = 0;
  private readonly conflicts = new Map<string, Set<FieldType>>();
  private readonly indices: IndexState[] = [];
  private writing: Promise<void> = Promise.resolve();
  private closed = false;
  private indexing: Promise<void> = Promise.resolve();
  private nextReader = 0;
  private readonly storedListeners = new Set<(first: number, last: number) => void>();
  /** Told of every rotation (the new index and the indices retention deleted) and of every batch that failed. */
  private readonly rotatedListeners = new Set<(rotation: { next: IndexState; dropped: readonly IndexState[] }) => void>();
  private readonly failedListeners = new Set<(batch: readonly { id: string }[], error: unknown) => void>();
  /**
   * The latest timestamp (ms) of a row stored with a timestamp after its row id's time (a message
   * dated more than a day ahead, whose id was capped), or null when there is none. Every other row has
   * `timestamp <= floor(id / 1024)`, which lets the text index page and count by row id.
   */
  private aheadOfId: number | null = null;
  /** Value types first seen in conflict with their column since the last batch (recorded with it). */
  private pendingConflicts: [string, FieldType][] = [];
  /** Rows handed to DuckDB since the table was created (those stored at the start included). */
  private rowsHanded = 0;
  /** Each planned column's key in the JSON lines (`c<position>`), in plan order. */
  private readonly columnKeys = new Map<string, string>();
  /** Keyword column → every value it holds (a superset), or null when there are too many to keep. */
  private readonly keywordValues = new Map<string, Set<string> | null>();
  private keywordValuesLoaded = false;
  private keywordValuesRead: Promise<void> = Promise.resolve();
  /** Writes the text index off the Node thread once the start-up catch-up is done. */
  private textWriter: TextIndexWriter | null = null;
  private readonly batchFile: string;
  private hitTables = 0;
  /** Long full-text hit lists kept between searches (extended with new rows only). */
  readonly hits: HitCache;

  private constructor(
    private readonly instance: DuckDBInstance,
    private readonly writer: DuckDBConnection,
    /** Creates and fills the hit tables (an in-memory database, apart from the messages' writes). */
    private readonly hitWriter: DuckDBConnection,
    private readonly readers: readonly DuckDBConnection[],
    readonly text: TextIndex,
    private readonly ids: RowIdAllocator,
    /** How the rows' `_id` and `gl2_message_id` are spelled from their row ids. */
    readonly messageIds: MessageIds,
    private indexSetConfig: IndexSetConfig,
    dir: string,
  ) {
    this.batchFile = path.join(dir, 'ingest-batch.ndjson');
    this.hits = new HitCache({
      match: (expression, range) => this.text.match(expression, range),
      nameHitTable: () => this.nameHitTable(),
      fillHitTable: (name, ids) => this.fillHitTable(name, ids),
      dropHitTable: (name) => this.dropHitTable(name),
    });
  }

  /** The latest timestamp of a row dated after its row id's time (see `aheadOfId`), or null. */
  get latestAheadOfId(): number | null {
    return this.aheadOfId;
  }

  /** The highest row id given out so far (rows being stored included). */
  get newestRowId(): number {
    return this.ids.lastId;
  }

  get indexSet(): IndexSetConfig {
    return this.indexSetConfig;
  }

  /** New rotation/retention settings; they apply from the next batch. */
  setIndexSet(config: IndexSetConfig): void {
    this.indexSetConfig = config;
  }

  /** Opens (or creates) the store in `dir` and lets the text index catch up with DuckDB. */
  static async open(dir: string, indexSet: IndexSetConfig = DEFAULT_INDEX_SET): Promise<MessageStore> {
    fs.mkdirSync(dir, { recursive: true });
    // From the process's instance cache: other code in this process that opens the same file (the
    // benchmark's direct queries) shares this instance instead of failing on the file's lock.
    const instance = await DuckDBInstance.fromCache(path.join(dir, 'messages.duckdb'));
    const writer = await instance.connect();
    await writer.run(FIXED_DDL);
    await writer.run('CREATE TABLE IF NOT EXISTS field_conflicts (field VARCHAR NOT NULL, type VARCHAR NOT NULL, PRIMARY KEY (field, type))');
    await writer.run('CREATE TABLE IF NOT EXISTS indices (number INTEGER PRIMARY KEY, created_at BIGINT NOT NULL)');
    // Stores from before ids were derived from row ids stored an `_id` for every row.
    await writer.run('ALTER TABLE messages ALTER COLUMN "_id" DROP NOT NULL');
    const messageIds = await loadMessageIds(writer);
    // A few reader connections, so that the queries of one search (page, count, rollups) run side by side.
    const readers = await Promise.all(Array.from({ length: READERS }, () => instance.connect()));
    // Long full-text hit lists go into tables of this in-memory database, which every connection sees.
    const hitWriter = await instance.connect();
    await hitWriter.run(`ATTACH ':memory:' AS ${HITS_CATALOG}`);
    const last = await scalar(writer, 'SELECT coalesce(max(id), 0) AS v FROM messages');
    const store = new MessageStore(instance, writer, hitWriter, readers, new TextIndex(path.join(dir, 'text-index.sqlite')), new RowIdAllocator(Number(last)), messageIds, indexSet, dir);
    await store.loadSchema();
    store.rowsHanded = Number(await scalar(writer, 'SELECT count(*) AS v FROM messages'));
    const ahead = await scalar(writer, 'SELECT max(epoch_ms("timestamp")) AS v FROM messages WHERE epoch_ms("timestamp") > id // 1024');
    store.aheadOfId = ahead === null ? null : Number(ahead);
    await store.catchUpTextIndex();
    store.textWriter = new TextIndexWriter(path.join(dir, 'text-index.sqlite'));
    // Until the stored values are read (in the background), every column is searched.
    store.keywordValuesRead = store.loadKeywordValues().catch((error: unknown) => console.error('sift: could not read keyword values', error));
    return store;
  }

  /** Resolves once the keyword values stored before this start have been read. */
  keywordValuesReady(): Promise<void> {
    return this.keywordValuesRead;
  }

  private async loadKeywordValues(): Promise<void> {
    const columns = [...REMEMBERED_FIXED, ...[...this.columns].filter(([, type]) => type === 'string').map(([name]) => name)];
    for (const name of columns) {
      if (this.closed) return;
      const value = name === 'streams' ? 'unnest(streams)' : ident(name);
      const rows = await this.query(`SELECT DISTINCT ${value} AS v FROM messages WHERE ${ident(name)} IS NOT NULL LIMIT ${MAX_KEYWORD_VALUES + 1}`);
      for (const row of rows) this.remember(name, name === 'source' ? String(row['v']).toLowerCase() : String(row['v']));
    }
    this.keywordValuesLoaded = true;
  }

  private remember(column: string, value: string): void {
    let set = this.keywordValues.get(column);
    if (set === null) return;
    if (set === undefined) {
      set = new Set();
      this.keywordValues.set(column, set);
    }
    set.add(value);
    if (set.size > MAX_KEYWORD_VALUES) this.keywordValues.set(column, null);
  }

  /**
   * Whether the keyword column may hold `value` (`source` compared lower-cased, for ASCII values only,
   * where JS and DuckDB lower-case alike); false only when it certainly does not, so that a search for
   * a word in all fields can leave that column out.
   */
  mayHold(column: string, value: string): boolean {
    // Message ids are ULIDs made at ingest (26 Crockford base-32 characters): nothing else can match.
    if (column === 'gl2_message_id') return /^[0-9A-Z]{26}$/.test(value);
    if (!this.keywordValuesLoaded) return true;
    if (column === 'source' && [...value].some((c) => c.charCodeAt(0) > 0x7f)) return true;
    const set = this.keywordValues.get(column);
    if (set === undefined) return !REMEMBERED_FIXED.includes(column) && this.columns.get(column) !== 'string';
    return set === null || set.has(value);
  }

  private async loadSchema(): Promise<void> {
    const cols = await this.writer.runAndReadAll(
      "SELECT column_name AS name, data_type AS type FROM information_schema.columns WHERE table_name = 'messages' ORDER BY ordinal_position",
    );
    for (const row of cols.getRowObjectsJS() as { name: string; type: string }[]) {
      if (!FIXED_FIELDS.has(row.name)) {
        this.columns.set(row.name, typeFromSql(row.type));
        this.plannedColumns.set(row.name, typeFromSql(row.type));
      }
    }
    const conflicts = await this.writer.runAndReadAll('SELECT field, type FROM field_conflicts');
    for (const row of conflicts.getRowObjectsJS() as { field: string; type: FieldType }[]) {
      this.conflictSet(row.field).add(row.type);
    }
    const indices = await this.writer.runAndReadAll(
      'SELECT i.number AS number, i.created_at AS created, (SELECT count(*) FROM messages m WHERE m.gl2_index = i.number) AS c FROM indices i ORDER BY i.number',
    );
    for (const row of indices.getRowObjectsJS() as { number: number; created: bigint; c: bigint }[]) {
      this.indices.push({ number: row.number, createdAt: Number(row.created), count: Number(row.c) });
    }
    if (this.indices.length === 0) await this.createIndex(0);
  }

  private conflictSet(field: string): Set<FieldType> {
    let set = this.conflicts.get(field);
    if (!set) {
      set = new Set();
      this.conflicts.set(field, set);
    }
    return set;
  }

  private async createIndex(number: number): Promise<void> {
    const createdAt = Date.now();
    await this.writer.run(`INSERT INTO indices VALUES (${number}, ${createdAt})`);
    this.indices.push({ number, createdAt, count: 0 });
  }

  /** Indexes every row DuckDB holds beyond the text index's last row id. */
  private async catchUpTextIndex(): Promise<void> {
    let after = this.text.lastRowId();
    for (;;) {
      const reader = await this.writer.runAndReadAll(
        `SELECT id, message, full_message FROM messages WHERE id > ${after} ORDER BY id LIMIT 50000`,
      );
      const rows = (reader.getRowObjectsJS() as { id: bigint; message: string | null; full_message: string | null }[]).map((r) => ({
        id: Number(r.id),
        message: r.message ?? '',
        full_message: r.full_message,
      }));
      if (rows.length === 0) return;
      this.text.add(rows);
      after = rows[rows.length - 1]!.id;
    }
  }

  /** Field name → column type of every additional field. */
  fieldColumns(): ReadonlyMap<string, FieldType> {
    return this.columns;
  }

  /** Field name → other types seen for the field that did not fit its column. */
  fieldConflicts(): ReadonlyMap<string, ReadonlySet<FieldType>> {
    return this.conflicts;
  }

  currentIndex(): IndexState {
    return this.indices[this.indices.length - 1]!;
  }

  listIndices(): readonly IndexState[] {
    return this.indices;
  }

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

  /** `append` for messages encoded as they were accepted (`encode`), in the order they were encoded. */
  appendEncoded(batch: readonly EncodedMessage[]): Promise<void> {
    if (this.closed) return Promise.reject(new Error('The message store is closed'));
    if (batch.length === 0) return this.indexing;
    const failed = (error: unknown) => {
      const ids = batch.map((m) => ({ id: this.messageIds.documentId(m.id) }));
      this.failedListeners.forEach((l) => l(ids, error));
    };
    let prepared: PreparedBatch;
    try {
      prepared = this.prepare(batch);
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
  onRotated(listener: (rotation: { next: IndexState; dropped: readonly IndexState[] }) => void): () => void {
    this.rotatedListeners.add(listener);
    return () => this.rotatedListeners.delete(listener);
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
    return { id, line: JSON.stringify(row), message: m.message, full_message: m.full_message ?? null };
  }

  /**
   * The JSON key of a field's column, planning the column when the field is new (created by `commit`
   * before the batch that needs it is loaded; again by a later batch if that failed). A planned column
   * not created yet widens from long to double when a double comes. Null for fields with no column.
   */
  private columnKey(name: string, type: FieldType): string | null {
    const key = this.columnKeys.get(name);
    if (key !== undefined) {
      if (type === 'double' && this.plannedColumns.get(name) === 'long' && !this.columns.has(name)) this.plannedColumns.set(name, 'double');
      return key;
    }
    if (FIXED_FIELDS.has(name) || !isValidFieldName(name)) return null;
    if (!this.plannedColumns.has(name)) this.plannedColumns.set(name, type);
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
  private prepare(batch: readonly EncodedMessage[]): PreparedBatch {
    const rotation = this.planRotation();
    const newColumns = new Map<string, FieldType>();
    for (const [name, type] of this.plannedColumns) if (!this.columns.has(name)) newColumns.set(name, type);
    const index = this.currentIndex();
    index.count += batch.length;
    const lines = new Array<string>(batch.length);
    const textRows = new Array<TextRow>(batch.length);
    for (let r = 0; r < batch.length; r++) {
      const m = batch[r]!;
      lines[r] = m.line;
      textRows[r] = { id: m.id, message: m.message, full_message: m.full_message };
    }
    const columns: BatchColumn[] = [...FIXED_BATCH_COLUMNS];
    for (const [name, type] of this.plannedColumns) {
      columns.push({ name, key: this.keyOf(name), jsonType: type === 'date' ? 'BIGINT' : SQL_TYPES[type], select: type === 'date' ? fromEpochMs : asIs });
    }
    const newConflicts = this.pendingConflicts;
    this.pendingConflicts = [];
    return { rotation, index: index.number, newColumns, columns, lines, textRows, newConflicts, file: `${this.batchFile}.${++this.batches}` };
  }

  /** Loads a prepared batch into DuckDB: rotation and new columns first, then one bulk insert. */
  private async commit(batch: PreparedBatch): Promise<void> {
    if (batch.rotation) await this.rotate(batch.rotation);
    for (const [name, type] of batch.newColumns) {
      await this.writer.run(`ALTER TABLE messages ADD COLUMN IF NOT EXISTS ${ident(name)} ${SQL_TYPES[type]}`);
      this.columns.set(name, type);
    }
    await fs.promises.writeFile(batch.file, batch.lines.join('\n'));
    const names = batch.columns.map((c) => ident(c.name)).join(', ');
    const select = batch.columns.map((c, i) => (i === GL2_INDEX_COLUMN ? String(batch.index) : c.select(c.key))).join(', ');
    const types = batch.columns.flatMap((c, i) => (i === GL2_INDEX_COLUMN ? [] : [`${c.key}: '${c.jsonType}'`])).join(', ');
    try {
      await this.writer.run(
        `INSERT INTO messages (${names}) SELECT ${select} FROM read_json(${literal(batch.file)}, format = 'newline_delimited', columns = {${types}})`,
      );
    } finally {
      await fs.promises.rm(batch.file, { force: true });
    }
    for (const [name, type] of batch.newConflicts) {
      await this.writer.run('INSERT OR IGNORE INTO field_conflicts VALUES ($1, $2)', [name, type]);
    }
  }

  /** Starts a new index when the current one is full or old, and plans deleting the oldest beyond retention. */
  private planRotation(): Rotation | null {
    const current = this.currentIndex();
    if (!needsRotation(this.indexSet, current, Date.now())) return null;
    const next: IndexState = { number: current.number + 1, createdAt: Date.now(), count: 0 };
    this.indices.push(next);
    const drop: IndexState[] = [];
    while (this.indices.length > this.indexSet.maxIndices) drop.push(this.indices.shift()!);
    return { next, drop };
  }

  private async rotate({ next, drop }: Rotation): Promise<void> {
    await this.writer.run(`INSERT INTO indices VALUES (${next.number}, ${next.createdAt})`);
    for (const oldest of drop) {
      const range = await this.writer.runAndReadAll(
        `SELECT coalesce(min(id), 0) AS lo, coalesce(max(id), -1) AS hi FROM messages WHERE gl2_index = ${oldest.number}`,
      );
      const { lo, hi } = range.getRowObjectsJS()[0] as { lo: bigint; hi: bigint };
      await this.writer.run(`DELETE FROM messages WHERE gl2_index = ${oldest.number}`);
      await this.writer.run(`DELETE FROM indices WHERE number = ${oldest.number}`);
      if (hi >= lo) await this.textWriter!.deleteRange(Number(lo), Number(hi));
    }
    // Deleted rows simply no longer join; forgetting the cached hit lists frees their ids.
    if (drop.length > 0) this.hits.invalidate();
    for (const listener of this.rotatedListeners) listener({ next, dropped: drop });
  }

  /** Waits for every batch handed to `append` so far. */
  async flush(): Promise<void> {
    await this.writing;
    await this.indexing;
  }

  /**
   * Runs a read-only query and returns rows as plain JS values that JSON can carry: BIGINT and
   * HUGEINT (counts, sums, row ids, long fields) as numbers, also inside lists; TIMESTAMP as Date.
   */
  async query(sql: string, params: DuckDBValue[] = []): Promise<Row[]> {
    // Without parameters the statement runs at once (binding none would prepare it first, a round trip more).
    const result = await this.readers[this.nextReader++ % this.readers.length]!.run(sql, params.length > 0 ? params : undefined);
    return rowObjects(result);
  }

  /** Runs a query and yields its rows chunk by chunk without materialising the whole result. */
  async *stream(sql: string, params: DuckDBValue[] = []): AsyncGenerator<Row[]> {
    const connection = await this.instance.connect();
    try {
      const result = await connection.stream(sql, params);
      const names = result.columnNames();
      for await (const rows of result.yieldRowsJs()) {
        yield rows.map((values) => Object.fromEntries(names.map((n, i) => [n, jsonSafe(values[i])])));
      }
    } finally {
      connection.closeSync();
    }
  }

  /**
   * Names a new hit table, `hits.hN`, for a long list of row ids. Handing DuckDB a few hundred thousand
   * ids as one list parameter costs over half a second; appended to a table in data chunks they take a
   * few tens of milliseconds, and a semi-join against the table is as fast as a hash join gets.
   * Call `fillHitTable` before a query uses the name, and `dropHitTable` when done.
   */
  nameHitTable(): string {
    return `${HITS_CATALOG}.h${++this.hitTables}`;
  }

  /** Appends ids to a hit table, creating it first when needed. */
  async fillHitTable(name: string, ids: readonly number[]): Promise<void> {
    const table = name.slice(HITS_CATALOG.length + 1);
    await this.hitWriter.run(`CREATE TABLE IF NOT EXISTS ${name} (id BIGINT NOT NULL)`);
    const appender = await this.hitWriter.createAppender(table, 'main', HITS_CATALOG);
    try {
      const size = 2048;
      for (let i = 0; i < ids.length; i += size) {
        const part = ids.slice(i, i + size).map((id) => BigInt(id));
        const chunk = DuckDBDataChunk.create([BIGINT], part.length);
        chunk.setColumnValues(0, part);
        appender.appendDataChunk(chunk);
      }
      appender.flushSync();
    } finally {
      appender.closeSync();
    }
  }

  async dropHitTable(name: string): Promise<void> {
    if (this.closed) return;
    await this.hitWriter.run(`DROP TABLE IF EXISTS ${name}`);
  }

  indexName(number: number): string {
    return indexName(this.indexSet, number);
  }

  async close(): Promise<void> {
    if (this.closed) return;
    await this.keywordValuesRead;
    await this.flush();
    this.closed = true;
    for (const reader of this.readers) reader.closeSync();
    this.hitWriter.closeSync();
    this.writer.closeSync();
    this.instance.closeSync();
    await this.textWriter?.close();
    this.text.close();
  }
}

/** A DuckDB value as JSON can carry it: 64- and 128-bit integers become numbers (as Graylog's longs on the wire). */
export function jsonSafe(value: unknown): unknown {
  if (typeof value === 'bigint') return Number(value);
  if (Array.isArray(value)) return value.some((v) => typeof v === 'bigint' || Array.isArray(v)) ? value.map(jsonSafe) : value;
  return value;
}

/**
 * A materialised result's rows as objects of JSON-safe values. Its chunks are already in memory and
 * are read synchronously: `runAndReadAll` fetches them one by one, each fetch a round trip through
 * libuv's thread pool (0.1-0.15 ms of every query here, more when the host is busy).
 */
function rowObjects(result: DuckDBMaterializedResult): Row[] {
  const names = result.deduplicatedColumnNames();
  const rows: Row[] = [];
  for (let c = 0, chunks = result.chunkCount; c < chunks; c++) {
    for (const values of result.getChunk(c).convertRows(JSDuckDBValueConverter)) {
      const row: Row = {};
      for (let i = 0; i < names.length; i++) row[names[i]!] = jsonSafe(values[i]);
      rows.push(row);
    }
  }
  return rows;
}

async function scalar(connection: DuckDBConnection, sql: string): Promise<unknown> {
  const reader = await connection.runAndReadAll(sql);
  return reader.getRowsJS()[0]?.[0];
}

/** Lone UTF-16 surrogates cannot be encoded as UTF-8: they become U+FFFD (as the appender did). */
function wellFormed<T extends string | undefined>(value: T): T {
  const text = value as (string & WellFormed) | undefined;
  return (text === undefined || text.isWellFormed() ? value : text.toWellFormed()) as T;
}

interface WellFormed {
  isWellFormed(): boolean;
  toWellFormed(): string;
}

/** This store's id suffixes (see `MessageIds`), made on its first start and kept in the database. */
async function loadMessageIds(writer: DuckDBConnection): Promise<MessageIds> {
  await writer.run('CREATE TABLE IF NOT EXISTS message_ids (suffixes VARCHAR NOT NULL)');
  const stored = await scalar(writer, 'SELECT suffixes AS v FROM message_ids LIMIT 1');
  const parsed = typeof stored === 'string' ? MessageIds.parse(stored) : null;
  if (parsed) return parsed;
  const made = MessageIds.random();
  await writer.run('DELETE FROM message_ids');
  await writer.run('INSERT INTO message_ids VALUES ($1)', [made.serialize()]);
  return made;
}
