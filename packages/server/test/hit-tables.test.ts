import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_STREAM_ID } from '../src/streams/model.js';
import { MessageStore } from '../src/storage/message-store.js';
import type { MessageRecord } from '../src/storage/message.js';
import { SearchEngine } from '../src/search/engine.js';
import { HitScope } from '../src/search/hits.js';

// 6,000 messages, a millisecond apart: every other one says "common" (3,000 hits, beyond the 2,000
// ids that are inlined into SQL), every 1,000th says "rare".
const BASE = Date.UTC(2026, 0, 5, 12);
const COUNT = 6000;
const record = (n: number): MessageRecord => ({
  id: `m${n}`,
  messageId: `g${n}`,
  timestamp: BASE + n,
  source: 'host',
  message: `${n % 2 === 0 ? 'common' : 'other'} line ${n}${n % 1000 === 0 ? ' rare' : ''}`,
  streams: [DEFAULT_STREAM_ID],
  fields: { n, kind: n % 3 === 0 ? 'three' : 'not' },
});

let dir: string;
let store: MessageStore;
let engine: SearchEngine;
const range = { from: BASE, to: BASE + COUNT };

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sift-hits-'));
  store = await MessageStore.open(dir);
  // Handed over without waiting, as the ingest buffer does: stored in order all the same.
  const batches = [];
  for (let i = 0; i < COUNT; i += 1000) batches.push(store.append(Array.from({ length: 1000 }, (_, k) => record(i + k))));
  await Promise.all(batches);
  engine = new SearchEngine(store);
});
afterAll(async () => {
  await store.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

const hitTables = async () => Number((await store.query("SELECT count(*) AS c FROM duckdb_tables() WHERE database_name = 'hits'"))[0]!['c']);

describe('full-text hit tables', () => {
  it('stores batches appended without waiting in order, with ascending time-ordered row ids', async () => {
    const rows = await store.query('SELECT n, id FROM messages ORDER BY id');
    expect(rows.map((r) => r['n'])).toEqual(Array.from({ length: COUNT }, (_, n) => n));
  });

  it('joins a long hit list from a table, with the same answers as the list parameter, and drops it on release', async () => {
    const query = { queries: [{ text: 'common AND NOT kind:three' }], range, streams: null };
    const scope = new HitScope(store);
    const where = engine.where(query, Date.now(), scope);
    expect(where.sql).toMatch(/IN \(SELECT id FROM hits\.h\d+\)/);
    await scope.ready();
    expect(await hitTables()).toBe(1);
    const viaTable = await store.query(`SELECT count(*) AS c, min(n) AS lo, max(n) AS hi FROM messages WHERE ${where.sql}`, where.params);
    const plain = engine.where(query);
    expect(plain.sql).not.toContain('hits.');
    const viaList = await store.query(`SELECT count(*) AS c, min(n) AS lo, max(n) AS hi FROM messages WHERE ${plain.sql}`, plain.params);
    // Even numbers that are not multiples of three: 3,000 - 1,000.
    expect(viaTable).toEqual([{ c: 2000, lo: 2, hi: 5998 }]);
    expect(viaList).toEqual(viaTable);
    await scope.release();
    expect(await hitTables()).toBe(0);
  });

  it('matches each expression once per scope and shares its table between search types', async () => {
    const scope = new HitScope(store);
    const a = engine.where({ queries: [{ text: 'common' }], range, streams: null }, Date.now(), scope);
    const b = engine.where({ queries: [{ text: 'common' }, { text: 'kind:three' }], range, streams: null }, Date.now(), scope);
    const table = /hits\.h\d+/.exec(a.sql)?.[0];
    expect(table).toBeDefined();
    expect(b.sql).toContain(table);
    await scope.ready();
    expect(await hitTables()).toBe(1);
    await scope.release();
    expect(await hitTables()).toBe(0);
  });

  it('inlines short hit lists and makes no table for them', async () => {
    const scope = new HitScope(store);
    const where = engine.where({ queries: [{ text: 'rare' }], range, streams: null }, Date.now(), scope);
    expect(where.sql).not.toContain('hits.');
    await scope.ready();
    expect((await store.query(`SELECT n FROM messages WHERE ${where.sql} ORDER BY n`, where.params)).map((r) => r['n'])).toEqual([0, 1000, 2000, 3000, 4000, 5000]);
    await scope.release();
  });
});
