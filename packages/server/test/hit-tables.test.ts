import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_STREAM_ID } from '../src/streams/model.js';
import { MessageStore } from '../src/storage/message-store.js';
import type { MessageRecord } from '../src/storage/message.js';
import { SearchEngine } from '../src/search/engine.js';
import { HitScope } from '../src/search/hits.js';
import { ADMIN, startServer } from './helpers.js';
import { createInput, eventually, messagesOf } from './log-helpers.js';
import { CACHED_HITS_MIN, HitCache, type HitTableStore } from '../src/storage/hit-cache.js';

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

const hitTables = async () =>
  Number((await store.query("SELECT count(*) AS c FROM duckdb_tables() WHERE database_name = 'hits'"))[0]!['c']);

describe('full-text hit tables', () => {
  it('stores batches appended without waiting in order, with ascending time-ordered row ids', async () => {
    const rows = await store.query('SELECT n, id FROM messages ORDER BY id');
    expect(rows.map((r) => r['n'])).toEqual(Array.from({ length: COUNT }, (_, n) => n));
  });

  it('joins a long hit list from a table, with the same answers as the list parameter, and keeps it for the next search', async () => {
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
    expect(await hitTables()).toBe(1);
    expect(store.hits.size).toBe(1);
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
  });

  it('extends a cached list with the rows stored since, matching only those', async () => {
    const count = async () => {
      const scope = new HitScope(store);
      const where = engine.where(
        { queries: [{ text: 'common' }], range: { from: BASE, to: BASE + 10 * COUNT }, streams: null },
        Date.now(),
        scope,
      );
      await scope.ready();
      const [row] = await store.query(`SELECT count(*) AS c FROM messages WHERE ${where.sql}`, where.params);
      await scope.release();
      return { table: /hits\.h\d+/.exec(where.sql)?.[0], count: row!['c'] };
    };
    const before = await count();
    expect(before.count).toBe(3000);
    const matched: string[] = [];
    const original = store.text.match.bind(store.text);
    store.text.match = (expression, range) => {
      matched.push(range ? `${expression} from ${range.from}` : expression);
      return original(expression, range);
    };
    try {
      await store.append(Array.from({ length: 1000 }, (_, k) => record(COUNT + k)));
      const after = await count();
      expect(after).toEqual({ table: before.table, count: 3500 });
      // Only the rows above the cached list's last id were matched.
      expect(matched).toHaveLength(1);
      expect(matched[0]).toMatch(/"common" from \d+$/);
    } finally {
      store.text.match = original;
    }
  });

  it('inlines short hit lists and makes no table for them', async () => {
    const tablesBefore = await hitTables();
    const scope = new HitScope(store);
    const where = engine.where(
      { queries: [{ text: 'rare' }], range: { from: BASE, to: BASE + COUNT - 1 }, streams: null },
      Date.now(),
      scope,
    );
    expect(where.sql).not.toContain('hits.');
    await scope.ready();
    expect((await store.query(`SELECT n FROM messages WHERE ${where.sql} ORDER BY n`, where.params)).map((r) => r['n'])).toEqual([
      0, 1000, 2000, 3000, 4000, 5000,
    ]);
    await scope.release();
    expect(await hitTables()).toBe(tablesBefore);
  });
});

describe('hit cache', () => {
  /** A fake store: `hits[expression]` are the matching ids; tables are names in a set. */
  function fakeStore(hits: Record<string, number[]>, failFill = false) {
    const tables = new Set<string>();
    let n = 0;
    const store: HitTableStore = {
      match: (expression, range) => (hits[expression] ?? []).filter((id) => !range || (id >= range.from && id <= range.to)),
      nameHitTable: () => `hits.t${++n}`,
      fillHitTable: async (name) => {
        if (failFill) throw new Error('no room');
        tables.add(name);
      },
      dropHitTable: async (name) => void tables.delete(name),
    };
    return { store, tables };
  }
  const many = (from: number) => Array.from({ length: CACHED_HITS_MIN + 1 }, (_, i) => from + i);

  it('caches only lists longer than the inlined ones, and evicts the least recently used idle list beyond the limit', async () => {
    const hits: Record<string, number[]> = { short: [1, 2, 3], a: many(0), b: many(10_000), c: many(20_000) };
    const { store, tables } = fakeStore(hits);
    const cache = new HitCache(store, 2);
    expect(cache.acquire('short').entry).toBeNull();
    const a = cache.acquire('a').entry!;
    const b = cache.acquire('b').entry!;
    cache.release(a);
    cache.release(b);
    cache.acquire('a'); // a is now the most recently used
    const c = cache.acquire('c').entry!;
    await c.filled;
    await new Promise((r) => setTimeout(r, 0));
    expect(cache.size).toBe(2);
    expect([...tables].sort()).toEqual([a.table, c.table].sort());
  });

  it('keeps the ids held in all under a budget', async () => {
    const { store, tables } = fakeStore({ a: many(0), b: many(10_000) });
    const cache = new HitCache(store, 8, CACHED_HITS_MIN + 100);
    const a = cache.acquire('a').entry!;
    cache.release(a);
    const b = cache.acquire('b').entry!;
    await b.filled;
    await new Promise((r) => setTimeout(r, 0));
    expect(cache.size).toBe(1);
    expect([...tables]).toEqual([b.table]);
  });

  it('never evicts a list a search is using, and drops it once given back when it went stale', async () => {
    const { store, tables } = fakeStore({ a: many(0) });
    const cache = new HitCache(store);
    const a = cache.acquire('a').entry!;
    await a.filled;
    cache.invalidate();
    expect(cache.size).toBe(0);
    expect(tables.has(a.table)).toBe(true);
    cache.release(a);
    await new Promise((r) => setTimeout(r, 0));
    expect(tables.has(a.table)).toBe(false);
    // Matched afresh after the invalidation.
    expect(cache.acquire('a').entry!.table).not.toBe(a.table);
  });

  it('forgets a list whose table could not be filled, so that the next search tries again', async () => {
    const { store } = fakeStore({ a: many(0) }, true);
    const cache = new HitCache(store);
    const a = cache.acquire('a').entry!;
    await expect(a.filled).rejects.toThrow('no room');
    expect(cache.size).toBe(0);
    cache.release(a);
  });
});

describe('exports with a long hit list', () => {
  it('streams every hit of a common word as CSV through a hit table, and answers a bad query with 400', async () => {
    const server = await startServer();
    try {
      const { port } = await createInput(server, 'org.graylog2.inputs.gelf.tcp.GELFTCPInput');
      const now = Date.now() / 1000;
      let payload = '';
      for (let n = 0; n < 2500; n++) {
        payload += `${JSON.stringify({ version: '1.1', host: 'h', short_message: `${n % 6 === 5 ? 'plain' : 'frequent'} line ${n}`, timestamp: now - 60 + n / 1000, _n: n })}\0`;
      }
      await new Promise<void>((resolve, reject) => {
        const socket = net.connect(port, '127.0.0.1', () => socket.end(payload));
        socket.on('close', () => resolve());
        socket.on('error', reject);
      });
      await eventually(async () =>
        expect((await messagesOf(server, 'frequent', { range: { type: 'relative', range: 300 } })).total_results).toBe(2084),
      );
      const exportOf = (query: string) =>
        server.call('POST', '/api/views/search/messages', {
          as: ADMIN,
          body: {
            timerange: { type: 'relative', range: 300 },
            query_string: { type: 'elasticsearch', query_string: query },
            streams: [],
            fields_in_order: ['n'],
            sort: [{ field: 'n', order: 'ASC' }],
          },
        });
      for (let round = 0; round < 2; round++) {
        const csv = await exportOf('frequent');
        expect(csv.statusCode).toBe(200);
        const lines = csv.body.trim().split('\n');
        expect(lines).toHaveLength(1 + 2084);
        expect(lines.slice(0, 3)).toEqual(['"n"', '"0"', '"1"']);
      }
      expect((await exportOf('frequent AND message:/(?=x)/')).statusCode).toBe(400);
      expect((await exportOf('frequent')).statusCode).toBe(200);
    } finally {
      await server.close();
    }
  });
});
