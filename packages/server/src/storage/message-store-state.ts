import path from 'node:path';
import { BIGINT, DuckDBDataChunk, type DuckDBConnection, type DuckDBInstance, type DuckDBValue } from '@duckdb/node-api';
import { columnName, fieldName, ident, FIXED_FIELDS, typeFromSql, type FieldType } from './fields.js';
import { DEFAULT_INDEX_SET_ID, indexName, type IndexSetConfig, type IndexState } from './index-sets.js';
import type { RowIdAllocator } from './message.js';
import { HitCache } from './hit-cache.js';
import type { TextIndex } from './text-index.js';
import type { TextIndexWriter } from './text-index-writer.js';
import type { MessageIds } from './message-ids.js';
import { laneConnection } from './query-lane.js';
import {
  HITS_CATALOG,
  MAX_REMEMBERED_VALUE_LENGTH,
  MAX_REMEMBERED_CHARS,
  MAX_KEYWORD_VALUES,
  REMEMBERED_FIXED,
  type Row,
  type RotationEvent,
} from './message-store-schema.js';
import { rowObjects } from './duckdb-rows.js';

/** The state under `MessageStore`: its connections, columns, conflicts, indices, remembered keyword values and hit tables. */
export abstract class MessageStoreState {
  protected readonly columns = new Map<string, FieldType>();
  /** `columns` plus those planned for batches not yet loaded. */
  protected readonly plannedColumns = new Map<string, FieldType>();
  protected batches = 0;
  protected readonly conflicts = new Map<string, Set<FieldType>>();
  /** Every index of every set, by number (oldest first). */
  protected readonly indices: IndexState[] = [];
  /** Every index set's settings, by id. */
  protected readonly sets = new Map<string, IndexSetConfig>();
  /** The set messages go to when no stream sends them elsewhere. */
  protected defaultSet = DEFAULT_INDEX_SET_ID;
  /** The index set of a message by its streams (undefined: the default set). */
  protected router: (streams: readonly string[]) => string | undefined = () => undefined;
  /** Small numbers for the sets of routed messages (a batch line's `s`), and back. */
  protected readonly setOrdinals = new Map<string, number>();
  protected readonly ordinalSets: string[] = [];
  /** The number the next new index gets. */
  protected nextIndexNumber = 0;
  protected writing: Promise<void> = Promise.resolve();
  protected closed = false;
  protected indexing: Promise<void> = Promise.resolve();
  protected nextReader = 0;
  protected readonly storedListeners = new Set<(first: number, last: number) => void>();
  /** Told of every rotation (the old and new write index, the indices retention deleted or closed) and of every batch that failed. */
  protected readonly rotatedListeners = new Set<(rotation: RotationEvent) => void>();
  protected readonly failedListeners = new Set<(batch: readonly { id: string }[], error: unknown) => void>();
  protected readonly fieldLimitListeners = new Set<(field: string, limit: number) => void>();
  /** Whether a field went over the limit since this store was opened (listeners are told once). */
  protected fieldLimitReached = false;
  /**
   * The latest timestamp (ms) of a row stored with a timestamp after its row id's time (a message
   * dated more than a day ahead, whose id was capped), or null when there is none. Every other row has
   * `timestamp <= floor(id / 1024)`, which lets the text index page and count by row id.
   */
  protected aheadOfId: number | null = null;
  /** Value types first seen in conflict with their column since the last batch (recorded with it). */
  protected pendingConflicts: [string, FieldType][] = [];
  /** Rows handed to DuckDB since the table was created (those stored at the start included). */
  protected rowsHanded = 0;
  /** The last message journal entry the stored batches cover (-1: none); read at open, advanced by each batch. */
  journalOffset = -1;
  /** Each planned column's key in the JSON lines (`c<position>`), in plan order. */
  protected readonly columnKeys = new Map<string, string>();
  /** Keyword column → every value it holds (a superset), or null when there are too many to keep. */
  protected readonly keywordValues = new Map<string, Set<string> | null>();
  /** The characters of every remembered keyword value (see MAX_REMEMBERED_CHARS). */
  protected rememberedChars = 0;
  protected keywordValuesLoaded = false;
  protected keywordValuesRead: Promise<void> = Promise.resolve();
  /** Writes the text index off the Node thread once the start-up catch-up is done. */
  protected textWriter: TextIndexWriter | null = null;
  protected readonly batchFile: string;
  protected hitTables = 0;
  /** Long full-text hit lists kept between searches (extended with new rows only). */
  readonly hits: HitCache;

  protected constructor(
    protected readonly instance: DuckDBInstance,
    protected readonly writer: DuckDBConnection,
    /** Creates and fills the hit tables (an in-memory database, apart from the messages' writes). */
    protected readonly hitWriter: DuckDBConnection,
    protected readonly readers: readonly DuckDBConnection[],
    readonly text: TextIndex,
    protected readonly ids: RowIdAllocator,
    /** How the rows' `_id` and `gl2_message_id` are spelled from their row ids. */
    readonly messageIds: MessageIds,
    indexSetConfig: IndexSetConfig,
    protected readonly dir: string,
  ) {
    this.sets.set(indexSetConfig.id ?? DEFAULT_INDEX_SET_ID, indexSetConfig);
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

  /** The settings of the original default set (`graylog_*`). */
  get indexSet(): IndexSetConfig {
    return this.setConfig(DEFAULT_INDEX_SET_ID);
  }

  /** A set's settings (the original default set's prefix with the default rotation for one unknown). */
  setConfig(id: string): IndexSetConfig {
    return (
      this.sets.get(id) ?? {
        id,
        prefix: 'graylog',
        rotation: { type: 'count', maxDocs: 20_000_000 },
        retention: { type: 'noop', maxIndices: 1 },
      }
    );
  }

  /** New or changed rotation/retention settings of a set (by `config.id`); they apply from the next batch. */
  setIndexSet(config: IndexSetConfig): void {
    this.sets.set(config.id ?? DEFAULT_INDEX_SET_ID, { ...config, id: config.id ?? DEFAULT_INDEX_SET_ID });
  }

  /** Makes `id` the set messages go to when no stream sends them elsewhere. */
  setDefaultIndexSet(id: string): void {
    this.defaultSet = id;
  }

  /** Decides each message's index set from its streams (undefined: the default set). */
  setRouter(router: (streams: readonly string[]) => string | undefined): void {
    this.router = router;
  }

  /** The name of an index by its number (`<prefix>_<n>` of its set). */
  indexName(number: number): string {
    const index = this.indices.find((i) => i.number === number);
    if (!index) return indexName(this.indexSet, number);
    return indexName(this.setConfig(index.set), index.seq);
  }

  /** An index's name, also once it is gone from the store. */
  nameOf(index: IndexState): string {
    return indexName(this.setConfig(index.set), index.seq);
  }

  /** The number of the index called `name`, or null when the store has none of that name. */
  indexNumber(name: string): number | null {
    return this.indices.find((i) => this.indexName(i.number) === name)?.number ?? null;
  }

  /** Whether `name` is an index name of one of the store's sets (whether that index exists or not). */
  isManagedName(name: string): boolean {
    return [...this.sets.values()].some((set) => new RegExp(`^${set.prefix.replace(/[^\w]/g, '\\$&')}_\\d+$`).test(name));
  }

  /** Resolves once the keyword values stored before this start have been read. */
  keywordValuesReady(): Promise<void> {
    return this.keywordValuesRead;
  }

  protected async loadKeywordValues(): Promise<void> {
    const columns = [...REMEMBERED_FIXED, ...[...this.columns].filter(([, type]) => type === 'string').map(([name]) => name)];
    for (const name of columns) {
      if (this.closed) return;
      const column = ident(columnName(name));
      const value = name === 'streams' ? 'unnest(streams)' : column;
      const rows = await this.query(
        `SELECT DISTINCT ${value} AS v FROM messages WHERE ${column} IS NOT NULL LIMIT ${MAX_KEYWORD_VALUES + 1}`,
      );
      for (const row of rows) this.remember(name, name === 'source' ? String(row['v']).toLowerCase() : String(row['v']));
    }
    this.keywordValuesLoaded = true;
  }

  protected remember(column: string, value: string): void {
    let set = this.keywordValues.get(column);
    if (set === null) return;
    if (set === undefined) {
      set = new Set();
      this.keywordValues.set(column, set);
    }
    if (set.has(value)) return;
    if (
      value.length > MAX_REMEMBERED_VALUE_LENGTH ||
      set.size >= MAX_KEYWORD_VALUES ||
      this.rememberedChars + value.length > MAX_REMEMBERED_CHARS
    ) {
      this.forgetValues(column, set);
      return;
    }
    set.add(value);
    this.rememberedChars += value.length;
  }

  /** Stops remembering a column's values: it is always searched from now on. */
  protected forgetValues(column: string, set: Set<string>): void {
    for (const value of set) this.rememberedChars -= value.length;
    this.keywordValues.set(column, null);
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

  protected async loadSchema(): Promise<void> {
    const cols = await this.writer.runAndReadAll(
      "SELECT column_name AS name, data_type AS type FROM information_schema.columns WHERE table_name = 'messages' ORDER BY ordinal_position",
    );
    for (const row of cols.getRowObjectsJS() as { name: string; type: string }[]) {
      if (FIXED_FIELDS.has(row.name)) continue;
      // Stores from before `columnName` named a field's column after the field itself, capitals included.
      let column = row.name;
      if (!column.includes('^') && columnName(column) !== column) {
        await this.writer.run(`ALTER TABLE messages RENAME COLUMN ${ident(column)} TO ${ident(columnName(column))}`);
        column = columnName(column);
      }
      const field = fieldName(column);
      this.columns.set(field, typeFromSql(row.type));
      this.plannedColumns.set(field, typeFromSql(row.type));
    }
    const conflicts = await this.writer.runAndReadAll('SELECT field, type FROM field_conflicts');
    for (const row of conflicts.getRowObjectsJS() as { field: string; type: FieldType }[]) {
      this.conflictSet(row.field).add(row.type);
    }
    // Stores from before index sets had indices of their own: every index is the default set's.
    await this.writer.run(`ALTER TABLE indices ADD COLUMN IF NOT EXISTS set_id VARCHAR DEFAULT '${DEFAULT_INDEX_SET_ID}'`);
    await this.writer.run('ALTER TABLE indices ADD COLUMN IF NOT EXISTS seq INTEGER');
    await this.writer.run('ALTER TABLE indices ADD COLUMN IF NOT EXISTS bytes BIGINT');
    await this.writer.run('ALTER TABLE indices ADD COLUMN IF NOT EXISTS closed BOOLEAN DEFAULT false');
    // A closed index's message count (its messages are no longer in `messages`).
    await this.writer.run('ALTER TABLE indices ADD COLUMN IF NOT EXISTS closed_count BIGINT');
    await this.writer.run('UPDATE indices SET seq = number WHERE seq IS NULL');
    await this.writer.run(
      'UPDATE indices SET bytes = coalesce((SELECT sum(strlen(to_json(m)::VARCHAR)) FROM messages m WHERE m.gl2_index = indices.number), 0) WHERE bytes IS NULL',
    );
    const indices = await this.writer.runAndReadAll(
      'SELECT i.number AS number, i.set_id AS set_id, i.seq AS seq, i.bytes AS bytes, i.closed AS closed, i.created_at AS created, i.closed_count AS closed_count, (SELECT count(*) FROM messages m WHERE m.gl2_index = i.number) AS c FROM indices i ORDER BY i.number',
    );
    for (const row of indices.getRowObjectsJS() as {
      number: number;
      set_id: string;
      seq: number;
      bytes: bigint;
      closed: boolean;
      created: bigint;
      closed_count: bigint | null;
      c: bigint;
    }[]) {
      this.indices.push({
        number: row.number,
        set: row.set_id,
        seq: row.seq,
        createdAt: Number(row.created),
        count: row.closed ? Number(row.closed_count ?? 0) : Number(row.c),
        bytes: Number(row.bytes),
        closed: row.closed,
      });
    }
    this.nextIndexNumber = this.indices.reduce((n, i) => Math.max(n, i.number + 1), 0);
  }

  protected conflictSet(field: string): Set<FieldType> {
    let set = this.conflicts.get(field);
    if (!set) {
      set = new Set();
      this.conflicts.set(field, set);
    }
    return set;
  }

  /** A new (empty) write index for a set, counted at once; `rotate` stores it. */
  protected newIndex(set: string): IndexState {
    const seq = this.indices.reduce((n, i) => (i.set === set ? Math.max(n, i.seq + 1) : n), 0);
    const index: IndexState = { number: this.nextIndexNumber++, set, seq, createdAt: Date.now(), count: 0, bytes: 0, closed: false };
    this.indices.push(index);
    return index;
  }

  /** Indexes every row DuckDB holds beyond the text index's last row id. */
  protected async catchUpTextIndex(): Promise<void> {
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

  /** A set's write index (the newest), or undefined before the set got its first message. */
  currentIndex(set: string = DEFAULT_INDEX_SET_ID): IndexState | undefined {
    for (let i = this.indices.length - 1; i >= 0; i--) if (this.indices[i]!.set === set) return this.indices[i];
    return undefined;
  }

  /** Whether the index is its set's write index. */
  isWriteIndex(number: number): boolean {
    const index = this.indices.find((i) => i.number === number);
    return index !== undefined && this.currentIndex(index.set) === index;
  }

  /** Every index of every set, oldest first. */
  listIndices(): readonly IndexState[] {
    return this.indices;
  }

  /** A set's indices, oldest first (the write index last). */
  indicesOf(set: string): IndexState[] {
    return this.indices.filter((i) => i.set === set);
  }

  /**
   * Runs a read-only query and returns rows as plain JS values that JSON can carry: BIGINT and
   * HUGEINT (counts, sums, row ids, long fields) as numbers, also inside lists; TIMESTAMP as Date.
   */
  async query(sql: string, params: DuckDBValue[] = []): Promise<Row[]> {
    // A search with a time budget runs on its own connections (see query-lane.ts), others on the shared readers.
    const connection = laneConnection(() => this.readers[this.nextReader++ % this.readers.length]!);
    // Without parameters the statement runs at once (binding none would prepare it first, a round trip more).
    const result = await connection.run(sql, params.length > 0 ? params : undefined);
    return rowObjects(result);
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
}
