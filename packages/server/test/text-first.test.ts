import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { DEFAULT_STREAM_ID } from '../src/streams/model.js';
import { MessageStore } from '../src/storage/message-store.js';
import type { MessageRecord } from '../src/storage/message.js';
import { SearchEngine, type Selection } from '../src/search/engine.js';
import { executeMessages, fetchRows, type MessagesSpec } from '../src/search/messages.js';
import { textFirstMessages } from '../src/search/text-first.js';

// 6,000 messages 10 ms apart, then 300 stored late (timestamps from the middle of the day, so their
// row ids are far ahead of their time), with runs of equal timestamps.
const BASE = Date.UTC(2026, 0, 5, 12);
const COUNT = 6000;
const record = (n: number, timestamp: number): MessageRecord => ({
  id: `m${n}`,
  messageId: `g${n}`,
  timestamp,
  source: 'host',
  message: `${n % 2 === 0 ? 'common' : 'other'} line ${n}${n % 997 === 0 ? ' rare' : ''}${n % 5 === 0 ? ' fifth' : ''}`,
  streams: [DEFAULT_STREAM_ID],
  fields: { n, kind: n % 3 === 0 ? 'three' : 'not' },
});

let dir: string;
let store: MessageStore;
let engine: SearchEngine;
const END = BASE + COUNT * 10;

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sift-text-first-'));
  store = await MessageStore.open(dir);
  // Four messages share each timestamp.
  await store.append(Array.from({ length: COUNT }, (_, n) => record(n, BASE + Math.floor(n / 4) * 40)));
  await store.append(Array.from({ length: 300 }, (_, k) => record(COUNT + k, BASE + 20_000 + k * 7)));
  engine = new SearchEngine(store);
});
afterAll(async () => {
  await store.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

const spec = (offset: number, limit: number, sort: MessagesSpec['sort'] = []): MessagesSpec => ({ id: 'm', limit, offset, sort });
const selection = (text: string, from: number, to: number): Selection => ({
  queries: [{ text }, { text: '' }],
  range: { from, to },
  streams: null,
});
const ids = (result: { messages: { message: Record<string, unknown> }[] }) => result.messages.map((m) => m.message['_id']);

describe('text-first paging and counting', () => {
  const cases: [string, number, number, number, number][] = [
    ['common', BASE, END, 0, 150],
    ['common', BASE, END, 140, 25],
    ['rare', BASE, END, 0, 150],
    ['fifth', BASE + 25_000, END, 0, 150],
    ['common OR rare', BASE + 19_990, END, 3, 40],
    ['common AND fifth', BASE, END, 0, 500],
    ['"common line"', BASE + 40_000, END + 60_000, 10, 10],
    ['message:comm*', BASE + 20_500, END, 0, 150],
    ['rare', BASE + 59_000, END, 0, 150],
  ];
  it.each(cases)('answers %s in [%i, %i] at offset %i, limit %i exactly as the regular plan', async (query, from, to, offset, limit) => {
    const sel = selection(query, from, to);
    const text = engine.textOnly(sel);
    expect(text).not.toBeNull();
    const fast = await textFirstMessages(engine, spec(offset, limit, [{ field: 'timestamp', order: 'DESC' }]), text!, sel.range);
    const regular = await executeMessages(engine, spec(offset, limit), engine.where(sel), sel.range);
    expect(fast).not.toBeNull();
    expect(fast!.total_results).toBe(regular.total_results);
    expect(ids(fast!)).toEqual(ids(regular));
    expect(fast!.messages.map((m) => m.highlight_ranges)).toEqual(regular.messages.map((m) => m.highlight_ranges));
  });

  it('counts the late-stored rows in the range and leaves out those dated before it', async () => {
    // The range starts after the late rows' time but before their ids: they must not be counted.
    const sel = selection('common', BASE + 50_000, END);
    const fast = await textFirstMessages(engine, spec(0, 5), engine.textOnly(sel)!, sel.range);
    const expected = Number(
      (
        await store.query(`SELECT count(*) AS c FROM messages WHERE message LIKE 'common %' AND "timestamp" >= epoch_ms(${BASE + 50_000})`)
      )[0]!['c'],
    );
    expect(fast!.total_results).toBe(expected);
  });

  it('fetches a page of scattered and neighbouring rows in the page order, however it splits the page into runs', async () => {
    const stored = await store.query('SELECT id, rowid AS pos FROM messages ORDER BY id');
    const all = stored.map((r) => ({ id: r['id'] as number, pos: r['pos'] as number }));
    // Newest first: ten neighbours, then rows scattered over the table, then the oldest row.
    const page = [...all.slice(3000, 3010).reverse(), ...[5900, 4100, 2500, 777, 12].map((i) => all[i]!), all[0]!];
    const expected = page.map((p) => p.id);
    for (const work of [1, 1000, 1e12]) {
      const rows = await fetchRows(engine, page, work);
      expect(
        rows.map((r) => r['id']),
        `run work ${work}`,
      ).toEqual(expected);
      expect(rows.every((r) => typeof r['message'] === 'string' && r['_id'] !== undefined)).toBe(true);
    }
    expect(await fetchRows(engine, [])).toEqual([]);
  });

  it('leaves other sorts, ranges ending before the newest row and non-text queries to the regular plan', async () => {
    const sel = selection('common', BASE, END);
    const text = engine.textOnly(sel)!;
    await expect(textFirstMessages(engine, spec(0, 10, [{ field: 'timestamp', order: 'ASC' }]), text, sel.range)).resolves.toBeNull();
    await expect(textFirstMessages(engine, spec(0, 10, [{ field: 'n', order: 'DESC' }]), text, sel.range)).resolves.toBeNull();
    await expect(textFirstMessages(engine, spec(0, 10), text, { from: BASE, to: BASE + 30_000 })).resolves.toBeNull();
    for (const query of ['kind:three', 'common AND kind:three', 'NOT common', '/comm.n/', 'host', 'comm*']) {
      expect(engine.textOnly(selection(query, BASE, END)), query).toBeNull();
    }
    expect(engine.textOnly({ ...selection('common', BASE, END), streams: [DEFAULT_STREAM_ID] })).toBeNull();
    expect(engine.textOnly({ queries: [{ text: 'common' }, { text: 'line' }], range: { from: BASE, to: END }, streams: null })).toBeNull();
  });

  it('is ruled out by a message dated more than a day ahead, which gets a row id before its time', async () => {
    const aheadDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sift-text-ahead-'));
    const ahead = await MessageStore.open(aheadDir);
    try {
      const now = Date.now();
      await ahead.append([record(1, now - 1000), record(2, now + 3 * 86_400_000)]);
      const aheadEngine = new SearchEngine(ahead);
      const sel = selection('common', now - 60_000, now + 4 * 86_400_000);
      await expect(textFirstMessages(aheadEngine, spec(0, 10), aheadEngine.textOnly(sel)!, sel.range)).resolves.toBeNull();
      await ahead.close();
      // Known again after a restart.
      const reopened = await MessageStore.open(aheadDir);
      expect(reopened.latestAheadOfId).toBe(now + 3 * 86_400_000);
      await reopened.close();
    } finally {
      fs.rmSync(aheadDir, { recursive: true, force: true });
    }
  });
  it('pages and counts the text index as it was when the search began, while its worker indexes more', async () => {
    const liveDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sift-text-live-'));
    const live = await MessageStore.open(liveDir);
    try {
      const now = Date.now();
      await live.append([{ ...record(1, now - 1000), message: 'zebra one' }]);
      const liveEngine = new SearchEngine(live);
      // The worker commits a batch right after the page walked the index, before the count reads it.
      const walk = live.text.newest.bind(live.text);
      vi.spyOn(live.text, 'newest').mockImplementationOnce((...args) => {
        const ids = walk(...args);
        live.text.add([{ id: live.newestRowId + 1, message: 'zebra two', full_message: null }]);
        return ids;
      });
      const sel = selection('zebra', now - 60_000, now + 60_000);
      const result = await textFirstMessages(liveEngine, spec(0, 10), liveEngine.textOnly(sel)!, sel.range);
      expect(ids(result!)).toEqual(['m1']);
      expect(result!.total_results).toBe(1);
    } finally {
      await live.close();
      fs.rmSync(liveDir, { recursive: true, force: true });
    }
  });
});
