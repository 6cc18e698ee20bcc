import fs from 'node:fs';
import path from 'node:path';
import { DuckDBInstance, type DuckDBConnection, type DuckDBValue } from '@duckdb/node-api';
import { DEFAULT_INDEX_SET, DEFAULT_INDEX_SET_ID, type IndexSetConfig } from './index-sets.js';
import { RowIdAllocator } from './message.js';
import { TextIndex } from './text-index.js';
import { TextIndexWriter } from './text-index-writer.js';
import { HITS_CATALOG, READERS, FIXED_DDL, type Row } from './message-store-schema.js';
import { jsonSafe, loadMessageIds, scalar } from './duckdb-rows.js';
import { laneConnection, queryLanes } from './query-lane.js';
import { MessageStoreWriter } from './message-store-writer.js';

export {
  MAX_FIELDS,
  MAX_TIMESTAMP,
  MIN_TIMESTAMP,
  READERS,
  storableTimestamp,
  type EncodedMessage,
  type Row,
} from './message-store-schema.js';

/**
 * Message storage: DuckDB holds every message (fixed columns plus one typed column per field) and
 * answers all queries; SQLite FTS5 indexes the text of `message` and `full_message` by row id.
 */
export class MessageStore extends MessageStoreWriter {
  /** Opens (or creates) the store in `dir` and lets the text index catch up with DuckDB. */
  static async open(dir: string, indexSet: IndexSetConfig = DEFAULT_INDEX_SET): Promise<MessageStore> {
    fs.mkdirSync(dir, { recursive: true });
    // From the process's instance cache: other code in this process that opens the same file (the
    // benchmark's direct queries) shares this instance instead of failing on the file's lock.
    const instance = await DuckDBInstance.fromCache(path.join(dir, 'messages.duckdb'));
    const writer = await instance.connect();
    await writer.run(FIXED_DDL);
    await writer.run(
      'CREATE TABLE IF NOT EXISTS field_conflicts (field VARCHAR NOT NULL, type VARCHAR NOT NULL, PRIMARY KEY (field, type))',
    );
    await writer.run('CREATE TABLE IF NOT EXISTS indices (number INTEGER PRIMARY KEY, created_at BIGINT NOT NULL)');
    // One row: the last message journal entry stored (-1: none yet).
    await writer.run('CREATE TABLE IF NOT EXISTS journal_offset (committed BIGINT NOT NULL)');
    await writer.run('INSERT INTO journal_offset SELECT -1 WHERE NOT EXISTS (SELECT 1 FROM journal_offset)');
    // Stores from before ids were derived from row ids stored an `_id` for every row.
    await writer.run('ALTER TABLE messages ALTER COLUMN "_id" DROP NOT NULL');
    const messageIds = await loadMessageIds(writer);
    // A few reader connections, so that the queries of one search (page, count, rollups) run side by side.
    const readers = await Promise.all(Array.from({ length: READERS }, () => instance.connect()));
    // Long full-text hit lists go into tables of this in-memory database, which every connection sees.
    const hitWriter = await instance.connect();
    await hitWriter.run(`ATTACH ':memory:' AS ${HITS_CATALOG}`);
    const last = await scalar(writer, 'SELECT coalesce(max(id), 0) AS v FROM messages');
    const store = new MessageStore(
      instance,
      writer,
      hitWriter,
      readers,
      new TextIndex(path.join(dir, 'text-index.sqlite')),
      new RowIdAllocator(Number(last)),
      messageIds,
      indexSet,
      dir,
    );
    await store.loadSchema();
    await store.ensureIndex(DEFAULT_INDEX_SET_ID);
    store.rowsHanded = Number(await scalar(writer, 'SELECT count(*) AS v FROM messages'));
    store.journalOffset = Number(await scalar(writer, 'SELECT max(committed) AS v FROM journal_offset'));
    const ahead = await scalar(writer, 'SELECT max(epoch_ms("timestamp")) AS v FROM messages WHERE epoch_ms("timestamp") > id // 1024');
    store.aheadOfId = ahead === null ? null : Number(ahead);
    await store.catchUpTextIndex();
    store.textWriter = new TextIndexWriter(path.join(dir, 'text-index.sqlite'));
    // Until the stored values are read (in the background), every column is searched.
    store.keywordValuesRead = store
      .loadKeywordValues()
      .catch((error: unknown) => console.error('sift: could not read keyword values', error));
    return store;
  }

  /** A new connection to the message database (a search lane's own reader); the caller closes it. */
  connect(): Promise<DuckDBConnection> {
    return this.instance.connect();
  }

  /**
   * Runs a query and yields its rows chunk by chunk without materialising the whole result; inside a
   * search lane on one of the lane's connections (so that the lane's timeout stops it), else on a
   * connection of its own.
   */
  async *stream(sql: string, params: DuckDBValue[] = []): AsyncGenerator<Row[]> {
    const lane = queryLanes.getStore();
    const connection = lane ? laneConnection(() => lane.connections[0]!) : await this.instance.connect();
    try {
      const result = await connection.stream(sql, params);
      const names = result.columnNames();
      for await (const rows of result.yieldRowsJs()) {
        yield rows.map((values) => Object.fromEntries(names.map((n, i) => [n, jsonSafe(values[i])])));
      }
    } finally {
      if (!lane) connection.closeSync();
    }
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
