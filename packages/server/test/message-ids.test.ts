import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DuckDBInstance } from '@duckdb/node-api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_STREAM_ID } from '../src/streams/model.js';
import { MessageIds } from '../src/storage/message-ids.js';
import { MessageStore } from '../src/storage/message-store.js';
import type { MessageRecord } from '../src/storage/message.js';
import { SearchEngine, type Selection } from '../src/search/engine.js';
import { executeMessages, type MessagesSpec } from '../src/search/messages.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-8[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const ULID = /^[0-9A-HJKMNP-TV-Z]{26}$/;
const BASE = Date.UTC(2026, 5, 1, 8);

describe('ids spelled from row ids', () => {
  const ids = MessageIds.random();
  // Row ids as the allocator gives them: milliseconds times 1024 plus a sequence number.
  const rowIds = [
    BASE * 1024,
    BASE * 1024 + 1,
    BASE * 1024 + 31,
    BASE * 1024 + 32,
    BASE * 1024 + 1023,
    (BASE + 1) * 1024,
    (BASE + 86_400_000) * 1024 + 517,
  ];

  it('are a version 8 UUID and a ULID, unique, in row order, and name their row', () => {
    const documents = rowIds.map((id) => ids.documentId(id));
    const messages = rowIds.map((id) => ids.messageId(id));
    for (const d of documents) expect(d).toMatch(UUID);
    for (const m of messages) expect(m).toMatch(ULID);
    expect(new Set(documents).size).toBe(rowIds.length);
    expect(new Set(messages).size).toBe(rowIds.length);
    expect([...documents].sort()).toEqual(documents);
    expect([...messages].sort()).toEqual(messages);
    // The ULID's time is the row's millisecond, as Graylog's ids carry the message time.
    expect(messages[0]!.slice(0, 10)).toBe(messages[4]!.slice(0, 10));
    expect(rowIds.map((id) => ids.rowIdOf('_id', ids.documentId(id)))).toEqual(rowIds);
    expect(rowIds.map((id) => ids.rowIdOf('gl2_message_id', ids.messageId(id)))).toEqual(rowIds);
  });

  it('read back no row from ids of another store, random ids or other text', () => {
    const other = MessageIds.random();
    expect(ids.rowIdOf('_id', other.documentId(rowIds[0]!))).toBeNull();
    expect(ids.rowIdOf('gl2_message_id', other.messageId(rowIds[0]!))).toBeNull();
    for (const text of ['', 'm1', crypto.randomUUID(), ids.documentId(rowIds[0]!).toUpperCase(), `${ids.documentId(rowIds[0]!)}0`]) {
      expect(ids.rowIdOf('_id', text), text).toBeNull();
    }
    for (const text of [
      '',
      '01JABCDEFGHJKMNPQRSTVWXYZ0',
      ids.messageId(rowIds[0]!).toLowerCase(),
      `${ids.messageId(rowIds[0]!).slice(0, 25)}U`,
    ]) {
      expect(ids.rowIdOf('gl2_message_id', text), text).toBeNull();
    }
  });

  it('keep their suffixes through serialize and parse, and refuse anything else', () => {
    const copy = MessageIds.parse(ids.serialize())!;
    expect(copy.documentId(rowIds[3]!)).toBe(ids.documentId(rowIds[3]!));
    expect(copy.messageId(rowIds[3]!)).toBe(ids.messageId(rowIds[3]!));
    for (const text of ['', 'abc', ids.serialize().replace(' ', ''), `${ids.serialize()}x`, ids.serialize().replace(/^(.)./, '$1c')]) {
      expect(MessageIds.parse(text), text).toBeNull();
    }
  });
});

const record = (n: number, extra: Partial<MessageRecord> = {}): MessageRecord => ({
  timestamp: BASE + Math.floor(n / 40) * 1000,
  source: 'host',
  message: `line ${n}`,
  streams: [DEFAULT_STREAM_ID],
  fields: { n },
  ...extra,
});

describe('a store with spelled ids', () => {
  let dir: string;
  let store: MessageStore;
  let engine: SearchEngine;
  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sift-message-ids-'));
    store = await MessageStore.open(dir);
    // 40 messages a second share a millisecond, so sequence numbers go past 31; one keeps its own ids.
    await store.append([
      ...Array.from({ length: 200 }, (_, n) => record(n)),
      record(200, { id: 'kept-id', messageId: '01KEPT0000000000000000000A' }),
    ]);
    engine = new SearchEngine(store);
  });
  afterAll(async () => {
    await store.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  const spec = (limit: number, sort: MessagesSpec['sort'] = []): MessagesSpec => ({ id: 'm', limit, offset: 0, sort });
  const search = (text: string, limit = 300, sort: MessagesSpec['sort'] = []) => {
    const selection: Selection = { queries: [{ text }], range: { from: BASE - 1000, to: BASE + 3_600_000 }, streams: null };
    return executeMessages(engine, spec(limit, sort), engine.where(selection), selection.range);
  };

  it('spells the same ids in SQL as in the messages it returns', async () => {
    const rows = await store.query(
      `SELECT id, ${engine.column('_id')} AS doc, ${engine.column('gl2_message_id')} AS ulid FROM messages ORDER BY id`,
    );
    const result = await search('', 300, [{ field: 'timestamp', order: 'ASC' }]);
    expect(result.messages.map((m) => m.message['_id'])).toEqual(rows.map((r) => r['doc']));
    expect(result.messages.map((m) => m.message['gl2_message_id'])).toEqual(rows.map((r) => r['ulid']));
    expect(rows.filter((r) => UUID.test(String(r['doc']))).length).toBe(200);
    expect(rows.at(-1)).toMatchObject({ doc: 'kept-id', ulid: '01KEPT0000000000000000000A' });
  });

  it('finds a message by either id, exactly, and sorts and filters on the spelled values', async () => {
    const all = (await search('', 300, [{ field: 'timestamp', order: 'ASC' }])).messages.map((m) => m.message);
    const target = all[77]!;
    const byDoc = await search(`_id:"${String(target['_id'])}"`);
    expect(byDoc.messages.map((m) => m.message['n'])).toEqual([77]);
    expect(byDoc.total_results).toBe(1);
    expect((await search(`gl2_message_id:${String(target['gl2_message_id'])}`)).messages.map((m) => m.message['n'])).toEqual([77]);
    // An unqualified id is a value in all fields.
    expect((await search(String(target['gl2_message_id']))).messages.map((m) => m.message['n'])).toEqual([77]);
    expect((await search('_id:kept-id')).messages.map((m) => m.message['n'])).toEqual([200]);
    expect((await search(`_id:${MessageIds.random().documentId(1)}`)).total_results).toBe(0);
    // A wildcard and a sort read the spelled values.
    const prefix = String(target['_id']).slice(0, 13);
    const wild = await search(`_id:${prefix}*`);
    expect(wild.messages.every((m) => String(m.message['_id']).startsWith(prefix))).toBe(true);
    expect(wild.total_results).toBeGreaterThan(0);
    const sorted = (await search('NOT _id:kept-id', 300, [{ field: '_id', order: 'DESC' }])).messages.map((m) => m.message['n']);
    expect(sorted).toEqual(Array.from({ length: 200 }, (_, i) => 199 - i));
  });

  it('spells the same ids after a restart', async () => {
    const before = (await search('', 5)).messages.map((m) => [m.message['_id'], m.message['gl2_message_id']]);
    await store.close();
    store = await MessageStore.open(dir);
    engine = new SearchEngine(store);
    expect((await search('', 5)).messages.map((m) => [m.message['_id'], m.message['gl2_message_id']])).toEqual(before);
  });
});

it('opens a store written when every row stored its ids, keeping them and spelling the new ones', async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sift-message-ids-old-'));
  try {
    // The table as stores before spelled ids created it: `_id` NOT NULL.
    const old = await DuckDBInstance.create(path.join(dir, 'messages.duckdb'));
    const connection = await old.connect();
    await connection.run(`CREATE TABLE messages (id BIGINT NOT NULL, "_id" VARCHAR NOT NULL, "timestamp" TIMESTAMP NOT NULL, source VARCHAR, message VARCHAR,
      full_message VARCHAR, streams VARCHAR[], gl2_source_input VARCHAR, gl2_source_node VARCHAR, gl2_message_id VARCHAR, gl2_index INTEGER NOT NULL, "_conflicts" VARCHAR)`);
    await connection.run(
      `INSERT INTO messages VALUES (${BASE * 1024}, 'old-uuid', epoch_ms(${BASE}), 'host', 'old line', NULL, ['${DEFAULT_STREAM_ID}'], NULL, NULL, '01OLD00000000000000000000A', 0, NULL)`,
    );
    connection.closeSync();
    old.closeSync();
    const store = await MessageStore.open(dir);
    try {
      await store.append([record(40)]);
      const engine = new SearchEngine(store);
      const selection: Selection = { queries: [{ text: '' }], range: { from: BASE - 1000, to: BASE + 60_000 }, streams: null };
      const result = await executeMessages(engine, spec0, engine.where(selection), selection.range);
      expect(result.messages.map((m) => m.message['_id'])).toEqual([expect.stringMatching(UUID), 'old-uuid']);
      expect(result.messages.map((m) => m.message['gl2_message_id'])).toEqual([expect.stringMatching(ULID), '01OLD00000000000000000000A']);
    } finally {
      await store.close();
    }
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});
const spec0: MessagesSpec = { id: 'm', limit: 10, offset: 0, sort: [] };
