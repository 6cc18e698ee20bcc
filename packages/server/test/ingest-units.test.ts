import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ruleMatches, StreamRouter } from '../src/ingest/router.js';
import { IngestPipeline } from '../src/ingest/pipeline.js';
import { MetricsRegistry, THROUGHPUT_INPUT_1S } from '../src/metrics/registry.js';
import {
  DEFAULT_STREAM_ID,
  STREAM_RULE_TYPES,
  type StreamDefinition,
  type StreamRegistry,
  type StreamRuleDefinition,
} from '../src/streams/model.js';
import { decodeSyslog } from '../src/inputs/syslog.js';
import { ChunkAssembler, decodeGelf, MalformedMessageError } from '../src/inputs/gelf.js';
import { FrameSplitter } from '../src/inputs/transports.js';
import type { MessageRecord } from '../src/storage/message.js';
import { SearchEngine } from '../src/search/engine.js';
import { MessageStore } from '../src/storage/message-store.js';

class MemoryRegistry implements StreamRegistry {
  private listeners = new Set<() => void>();
  constructor(public streams: StreamDefinition[]) {}
  list() {
    return this.streams;
  }
  subscribe(listener: () => void) {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }
  change(streams: StreamDefinition[]) {
    this.streams = streams;
    for (const l of this.listeners) l();
  }
}

const rule = (type: StreamRuleDefinition['type'], field: string, value: string, inverted = false): StreamRuleDefinition => ({
  id: 'r',
  field,
  type,
  value,
  inverted,
  description: '',
});
const stream = (id: string, rules: StreamRuleDefinition[], extra: Partial<StreamDefinition> = {}): StreamDefinition => ({
  id,
  title: id,
  disabled: false,
  matchingType: 'AND',
  removeMatchesFromDefaultStream: false,
  indexSetId: 'x',
  rules,
  ...extra,
});
const message = (fields: Record<string, unknown>, inputId = 'input-1') => ({ field: (name: string) => fields[name], inputId });
const matches = (r: StreamRuleDefinition, fields: Record<string, unknown>, inputId?: string) =>
  ruleMatches({ rule: r, regex: r.type === 2 ? new RegExp(r.value) : null }, message(fields, inputId));

describe('stream rules', () => {
  it('implements all eight rule types and inversion', () => {
    const T = STREAM_RULE_TYPES;
    expect(matches(rule(T.EXACT, 'status', '500'), { status: 500 })).toBe(true);
    expect(matches(rule(T.EXACT, 'status', '500'), { status: 501 })).toBe(false);
    expect(matches(rule(T.EXACT, 'status', '500', true), { status: 501 })).toBe(true);
    expect(matches(rule(T.REGEX, 'message', '^ERR\\d'), { message: 'ERR1 boom' })).toBe(true);
    expect(matches(rule(T.REGEX, 'message', '^ERR\\d'), { message: 'ok' })).toBe(false);
    expect(matches(rule(T.GREATER, 'took', '100'), { took: '150' })).toBe(true);
    expect(matches(rule(T.GREATER, 'took', '100'), { took: 100 })).toBe(false);
    expect(matches(rule(T.GREATER, 'took', '100'), {})).toBe(false);
    expect(matches(rule(T.SMALLER, 'took', '100'), { took: 99.5 })).toBe(true);
    expect(matches(rule(T.PRESENCE, 'user', ''), { user: 'x' })).toBe(true);
    expect(matches(rule(T.PRESENCE, 'user', ''), { user: '' })).toBe(false);
    expect(matches(rule(T.PRESENCE, 'user', '', true), {})).toBe(true);
    expect(matches(rule(T.CONTAINS, 'message', 'fail'), { message: 'it failed' })).toBe(true);
    expect(matches(rule(T.CONTAINS, 'message', 'fail', true), { message: 'it failed' })).toBe(false);
    expect(matches(rule(T.ALWAYS_MATCH, '', ''), {})).toBe(true);
    expect(matches(rule(T.MATCH_INPUT, '', 'input-1'), {}, 'input-1')).toBe(true);
    expect(matches(rule(T.MATCH_INPUT, '', 'input-1'), {}, 'input-2')).toBe(false);
  });

  it('routes with AND/OR, skips paused streams, removes from the default stream, and follows registry changes', () => {
    const registry = new MemoryRegistry([
      stream('and', [rule(1, 'a', '1'), rule(1, 'b', '2')]),
      stream('or', [rule(1, 'a', '1'), rule(1, 'b', '2')], { matchingType: 'OR' }),
      stream('paused', [rule(7, '', '')], { disabled: true }),
      stream('empty', []),
    ]);
    const router = new StreamRouter(registry);
    expect(router.route(message({ a: '1', b: '2' }))).toEqual([DEFAULT_STREAM_ID, 'and', 'or']);
    expect(router.route(message({ a: '1' }))).toEqual([DEFAULT_STREAM_ID, 'or']);
    registry.change([stream('moved', [rule(6, 'message', 'x')], { removeMatchesFromDefaultStream: true })]);
    expect(router.route(message({ message: 'xyz' }))).toEqual(['moved']);
    expect(router.route(message({ message: 'abc' }))).toEqual([DEFAULT_STREAM_ID]);
    router.close();
  });
});

describe('ingest buffer', () => {
  afterEach(() => vi.useRealTimers());

  it('writes a batch every 250 ms, marks throughput, and applies back-pressure when the store lags', async () => {
    vi.useFakeTimers();
    const written: MessageRecord[][] = [];
    // A store that holds every batch until released (the pipeline hands batches over without waiting).
    const pending: (() => void)[] = [];
    const release = () => pending.splice(0).forEach((resolve) => resolve());
    const sink = {
      encode: (m: MessageRecord) => m,
      append: (batch: readonly MessageRecord[]) =>
        new Promise<void>((resolve) => {
          written.push([...batch]);
          pending.push(resolve);
        }),
    };
    const metrics = new MetricsRegistry(() => Date.now());
    const pipeline = new IngestPipeline(sink, new StreamRouter(new MemoryRegistry([])), metrics, {
      nodeId: 'n',
      maxBuffered: 3,
      batchSize: 1000,
    });
    await pipeline.submit({ message: 'one', fields: {} }, { inputId: 'i', staticFields: { env: 'prod' } });
    await pipeline.submit({ message: 'two', fields: {} });
    expect(written).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(249);
    expect(written).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(written[0]!.map((m) => m.message)).toEqual(['one', 'two']);
    expect(written[0]![0]).toMatchObject({
      streams: [DEFAULT_STREAM_ID],
      gl2_source_input: 'i',
      gl2_source_node: 'n',
      fields: { env: 'prod' },
    });
    // The store has not finished: two messages are pending, one more fits, the fourth waits.
    await pipeline.submit({ message: 'three', fields: {} });
    let fourthAccepted = false;
    const fourth = pipeline.submit({ message: 'four', fields: {} }).then(() => (fourthAccepted = true));
    await vi.advanceTimersByTimeAsync(10);
    expect(fourthAccepted).toBe(false);
    release();
    await fourth;
    expect(fourthAccepted).toBe(true);
    await vi.advanceTimersByTimeAsync(1000);
    expect(metrics.rate(THROUGHPUT_INPUT_1S)).toBe(4);
    expect(metrics.counter('org.graylog2.throughput.input')).toBe(4);
    expect(metrics.counter('org.graylog2.throughput.output')).toBe(2);
    const closing = pipeline.close();
    release();
    await vi.advanceTimersByTimeAsync(0);
    release();
    await closing;
    expect(written.flat().map((m) => m.message)).toEqual(['one', 'two', 'three', 'four']);
  });
});

describe('ingest buffer under load', () => {
  afterEach(() => vi.useRealTimers());

  it('lets messages gather into one bigger batch while the store holds two, and hands it over when one is stored', async () => {
    vi.useFakeTimers();
    const written: string[][] = [];
    const pending: (() => void)[] = [];
    const sink = {
      encode: (m: MessageRecord) => m,
      append: (batch: readonly MessageRecord[]) =>
        new Promise<void>((resolve) => {
          written.push(batch.map((m) => m.message));
          pending.push(resolve);
        }),
    };
    const pipeline = new IngestPipeline(sink, new StreamRouter(new MemoryRegistry([])), new MetricsRegistry(() => Date.now()), {
      nodeId: 'n',
      batchSize: 1000,
    });
    const tickWith = async (message: string) => {
      await pipeline.submit({ message, fields: {} });
      await vi.advanceTimersByTimeAsync(250);
    };
    await tickWith('a');
    await tickWith('b');
    // Two batches are with the store: the next ticks let messages gather.
    await tickWith('c');
    await tickWith('d');
    expect(written).toEqual([['a'], ['b']]);
    pending.shift()!();
    await vi.advanceTimersByTimeAsync(0);
    expect(written).toEqual([['a'], ['b'], ['c', 'd']]);
    const closing = pipeline.close();
    for (let i = 0; i < 3; i++) {
      pending.shift()?.();
      await vi.advanceTimersByTimeAsync(0);
    }
    await closing;
  });
});

describe('codecs and framing', () => {
  it('decodes GELF and rejects what Graylog rejects', () => {
    expect(decodeGelf('{"version":"1.1","host":"h","short_message":"hi","timestamp":1700000000.5,"_x":1,"_id":"drop","level":3}')).toEqual({
      message: 'hi',
      source: 'h',
      timestamp: 1700000000500,
      full_message: undefined,
      fields: { x: 1, level: 3 },
    });
    expect(() => decodeGelf('{"host":"h"}')).toThrow(MalformedMessageError);
    expect(() => decodeGelf('[1]')).toThrow(MalformedMessageError);
  });

  it('drops incomplete chunked messages after 5 s', () => {
    vi.useFakeTimers();
    const expired = vi.fn();
    const assembler = new ChunkAssembler(expired);
    const chunk = (seq: number, count: number, data: string) =>
      Buffer.concat([Buffer.from([0x1e, 0x0f]), Buffer.alloc(8, 1), Buffer.from([seq, count]), Buffer.from(data)]);
    expect(assembler.add(chunk(0, 2, 'ab'))).toBeNull();
    vi.advanceTimersByTime(4999);
    expect(expired).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(expired).toHaveBeenCalledTimes(1);
    expect(assembler.pendingCount).toBe(0);
    expect(() => assembler.add(chunk(0, 129, 'x'))).toThrow(MalformedMessageError);
    expect(assembler.add(chunk(1, 2, 'cd'))).toBeNull();
    expect(assembler.add(chunk(0, 2, 'ab'))!.toString()).toBe('abcd');
    vi.useRealTimers();
  });

  it('frames TCP streams by NUL, newline and syslog octet counting across packet boundaries', () => {
    const nul = new FrameSplitter('null', 100);
    expect(nul.push(Buffer.from('a\0b')).frames.map(String)).toEqual(['a']);
    expect(nul.push(Buffer.from('c\0')).frames.map(String)).toEqual(['bc']);
    const syslog = new FrameSplitter('syslog', 100);
    expect(syslog.push(Buffer.from('5 hel')).frames).toEqual([]);
    expect(syslog.push(Buffer.from('lo<13>x\n')).frames.map(String)).toEqual(['hello', '<13>x']);
    const small = new FrameSplitter('newline', 4);
    expect(small.push(Buffer.from('toolong\nok\n'))).toEqual({ frames: [Buffer.from('ok')], oversized: 1 });
  });

  it('decodes syslog without a year as the current or previous year', () => {
    const now = () => Date.UTC(2026, 0, 2);
    expect(decodeSyslog('<13>Jan  1 10:00:00 h app: x', { now }).timestamp).toBe(Date.UTC(2026, 0, 1, 10));
    expect(decodeSyslog('<13>Dec 31 10:00:00 h app: x', { now }).timestamp).toBe(Date.UTC(2025, 11, 31, 10));
    expect(() => decodeSyslog('no pri')).toThrow(MalformedMessageError);
  });
});

describe('store durability', () => {
  it('stores every column type, dates, conflicts and lone surrogates through the bulk load', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sift-store-'));
    const store = await MessageStore.open(dir);
    const at = Date.UTC(2026, 0, 2, 3, 4, 5, 678);
    const base = { messageId: 'g', timestamp: at, source: 's', streams: [DEFAULT_STREAM_ID] };
    await store.append([
      { ...base, id: 'a', message: 'broken \ud800 text', fields: { n: 1, ok: true, when: new Date(at), ratio: 0.5, tag: 'x' } },
    ]);
    await store.append([
      { ...base, id: 'b', message: 'second', full_message: 'long "quoted"\nline', fields: { n: 'not a number', ratio: 2 } },
    ]);
    const rows = await store.query(
      'SELECT "_id", message, full_message, "timestamp", n, ok, "when", ratio, tag, "_conflicts" FROM messages ORDER BY "_id"',
    );
    expect(rows[0]).toMatchObject({ message: 'broken \ufffd text', n: 1, ok: true, ratio: 0.5, tag: 'x', _conflicts: null });
    expect((rows[0]!['timestamp'] as Date).getTime()).toBe(at);
    expect((rows[0]!['when'] as Date).getTime()).toBe(at);
    expect(rows[1]).toMatchObject({ full_message: 'long "quoted"\nline', n: null, ratio: 2, _conflicts: '{"n":"not a number"}' });
    expect(store.fieldConflicts().get('n')).toEqual(new Set(['string']));
    expect(store.text.match('quoted')).toHaveLength(1);
    await store.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('answers queries of many chunks whole and in order, with integers as numbers (also in lists) and parameters bound', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sift-store-'));
    const store = await MessageStore.open(dir);
    try {
      // DuckDB hands results over in chunks of 2,048 rows.
      const rows = await store.query(
        'SELECT i, i * 3_000_000_000 AS big, [i, i + 1] AS pair, i::VARCHAR AS text FROM range(5000) t(i) ORDER BY i',
      );
      expect(rows).toHaveLength(5000);
      expect(rows[0]).toEqual({ i: 0, big: 0, pair: [0, 1], text: '0' });
      expect(rows[4999]).toEqual({ i: 4999, big: 4999 * 3_000_000_000, pair: [4999, 5000], text: '4999' });
      expect(rows.every((row, n) => row['i'] === n)).toBe(true);
      expect(await store.query('SELECT $1::INTEGER + 1 AS n', [41])).toEqual([{ n: 42 }]);
    } finally {
      await store.close();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('catches the text index up from DuckDB on start, and rotates and deletes old indices', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sift-store-'));
    const rec = (n: number): MessageRecord => ({
      id: `id${n}`,
      messageId: `g${n}`,
      timestamp: Date.now() - 1000 + n,
      source: 's',
      message: `word${n} common`,
      streams: [DEFAULT_STREAM_ID],
      fields: { n },
    });
    const config = {
      prefix: 'graylog',
      rotation: { type: 'count' as const, maxDocs: 2 },
      retention: { type: 'delete' as const, maxIndices: 2 },
    };
    let store = await MessageStore.open(dir, config);
    await store.append([rec(1), rec(2)]);
    await store.close();
    // Simulate a crash between the DuckDB write and the text index: forget the text index entirely.
    fs.rmSync(path.join(dir, 'text-index.sqlite'));
    store = await MessageStore.open(dir, config);
    expect(store.text.match('word2')).toHaveLength(1);
    await store.append([rec(3), rec(4)]);
    await store.append([rec(5)]);
    expect(store.listIndices().map((i) => i.number)).toEqual([1, 2]);
    expect(store.text.match('common')).toHaveLength(3);
    expect((await store.query('SELECT count(*) AS c FROM messages'))[0]!['c']).toBe(3);
    await store.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('remembers keyword values across a restart, so that a word in all fields skips columns without it', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sift-store-'));
    const rec = (n: number, fields: MessageRecord['fields']): MessageRecord => ({
      id: `k${n}`,
      messageId: `g${n}`,
      timestamp: Date.now() - 1000 + n,
      source: n === 1 ? 'Web-01' : 'db-01',
      message: `line ${n}`,
      streams: [DEFAULT_STREAM_ID],
      fields,
    });
    let store = await MessageStore.open(dir);
    await store.append([rec(1, { env: 'staging', team: 'Payments' }), rec(2, { env: 'production' })]);
    await store.close();
    store = await MessageStore.open(dir);
    await store.keywordValuesReady();
    expect(store.mayHold('env', 'staging')).toBe(true);
    expect(store.mayHold('env', 'zebracorn')).toBe(false);
    expect(store.mayHold('team', 'payments')).toBe(false); // keywords are exact
    expect(store.mayHold('source', 'web-01')).toBe(true);
    expect(store.mayHold('streams', DEFAULT_STREAM_ID)).toBe(true);
    // Unique per message, so never remembered; but only a ULID can be one.
    expect(store.mayHold('gl2_message_id', 'anything')).toBe(false);
    expect(store.mayHold('gl2_message_id', '01JDZQ3V8W0000000000000000')).toBe(true);
    await store.append([rec(3, { env: 'qa' })]);
    expect(store.mayHold('env', 'qa')).toBe(true);
    const engine = new SearchEngine(store);
    const ids = async (query: string) => {
      const where = engine.where({ queries: [{ text: query }], range: { from: 0, to: Date.now() + 1000 }, streams: null });
      return (await store.query(`SELECT "_id" FROM messages WHERE ${where.sql} ORDER BY "_id"`, where.params)).map((r) => r['_id']);
    };
    expect(where(engine, 'zebracorn')).not.toContain('"env"');
    expect(await ids('staging')).toEqual(['k1']);
    expect(await ids('WEB-01')).toEqual(['k1']);
    expect(await ids('Payments')).toEqual(['k1']);
    expect(await ids('qa')).toEqual(['k3']);
    expect(await ids('zebracorn')).toEqual([]);
    await store.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });
});

function where(engine: SearchEngine, query: string): string {
  return engine.where({ queries: [{ text: query }], range: { from: 0, to: Date.now() + 1000 }, streams: null }).sql;
}

describe('processing stages', () => {
  it('runs extract before stream routing and process after it, drops what a stage rejects and delivers stored batches', async () => {
    const stored: MessageRecord[] = [];
    const delivered: string[] = [];
    const sink = { encode: (m: MessageRecord) => m, append: async (batch: readonly MessageRecord[]) => void stored.push(...batch) };
    const registry = new MemoryRegistry([{ ...stream('s1', [rule(STREAM_RULE_TYPES.EXACT, 'level', 'error')]) }]);
    const metrics = new MetricsRegistry(() => Date.now());
    const pipeline = new IngestPipeline(sink, new StreamRouter(registry), metrics, { nodeId: 'n', batchSize: 1000 });
    const seenStreams: string[][] = [];
    pipeline.stages.extract = (m) => {
      const level = /level=(\w+)/.exec(m.message)?.[1];
      if (level) m.set('level', level);
      return true;
    };
    pipeline.stages.process = (m) => {
      seenStreams.push([...m.streams]);
      if (m.get('level') === 'debug') return false;
      m.set('source', 'rewritten');
      return true;
    };
    pipeline.stages.deliver = (batch) => delivered.push(...batch.map((m) => m.message));
    await pipeline.submit({ message: 'level=error disk full', fields: {} }, { inputId: 'in1' });
    await pipeline.submit({ message: 'level=debug noise', fields: {} }, { inputId: 'in1' });
    await pipeline.close();
    expect(seenStreams).toEqual([[DEFAULT_STREAM_ID, 's1'], [DEFAULT_STREAM_ID]]);
    expect(stored.map((m) => [m.message, m.source, m.fields['level'], m.streams])).toEqual([
      ['level=error disk full', 'rewritten', 'error', [DEFAULT_STREAM_ID, 's1']],
    ]);
    expect(delivered).toEqual(['level=error disk full']);
    expect(metrics.counter('org.graylog2.shared.buffers.processors.ProcessBufferProcessor.filteredOutMessages')).toBe(1);
  });
});

describe('encoding messages for storage', () => {
  it('widens a new long column to double within a batch, keeps later misfits in _conflicts, and keeps columns apart after a restart', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sift-encode-'));
    const message = (n: number, fields: MessageRecord['fields']): MessageRecord => ({
      id: `m${n}`,
      messageId: `g${n}`,
      timestamp: Date.UTC(2026, 0, 1) + n,
      source: 'h',
      message: `line ${n}`,
      streams: [DEFAULT_STREAM_ID],
      fields,
    });
    let store = await MessageStore.open(dir);
    try {
      await store.append([message(1, { size: 3, kind: 'a' }), message(2, { size: 2.5 })]);
      await store.append([message(3, { size: 'big', kind: 'b' })]);
      await store.close();
      // After a restart, a field never seen before comes first: every value must still land in its own column.
      store = await MessageStore.open(dir);
      await store.append([message(4, { fresh: true, kind: 'c', size: 7 })]);
      expect(store.fieldColumns().get('size')).toBe('double');
      const rows = await store.query('SELECT message, size, kind, fresh, "_conflicts" AS c FROM messages ORDER BY id');
      expect(rows).toEqual([
        { message: 'line 1', size: 3, kind: 'a', fresh: null, c: null },
        { message: 'line 2', size: 2.5, kind: null, fresh: null, c: null },
        { message: 'line 3', size: null, kind: 'b', fresh: null, c: '{"size":"big"}' },
        { message: 'line 4', size: 7, kind: 'c', fresh: true, c: null },
      ]);
      expect(store.fieldConflicts().get('size')).toEqual(new Set(['string']));
    } finally {
      await store.close();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('handing batches over on storage block boundaries', () => {
  afterEach(() => vi.useRealTimers());

  it('under load hands over up to the next block boundary, and lets the rest gather; when the inputs go quiet it writes everything', async () => {
    vi.useFakeTimers();
    const handed: number[] = [];
    const pending: (() => void)[] = [];
    let rows = 3; // the store's current block holds 3 of its 10 rows
    const sink = {
      encode: (m: MessageRecord) => m,
      append: (batch: readonly MessageRecord[]) =>
        new Promise<void>((resolve) => {
          handed.push(batch.length);
          rows += batch.length;
          pending.push(resolve);
        }),
      rowsToBoundary: () => 10 - (rows % 10),
    };
    const pipeline = new IngestPipeline(sink, new StreamRouter(new MemoryRegistry([])), new MetricsRegistry(() => Date.now()), {
      nodeId: 'n',
      batchSize: 10,
      maxBuffered: 100,
    });
    const send = (n: number) => {
      for (let i = 0; i < n; i++) pipeline.offer({ message: `m${i}`, fields: {} });
    };
    // 7 rows end the block: handed over as soon as they are there, though the store is idle.
    send(7);
    expect(handed).toEqual([7]);
    // The store is busy: 12 more rows give one whole block now and leave 2 gathering.
    send(12);
    expect(handed).toEqual([7, 10]);
    await vi.advanceTimersByTimeAsync(250);
    expect(handed).toEqual([7, 10]);
    pending.splice(0).forEach((resolve) => resolve());
    await vi.advanceTimersByTimeAsync(0);
    // The store is idle and no message came in the last tick: the 2 gathered rows go at once.
    await vi.advanceTimersByTimeAsync(250);
    expect(handed).toEqual([7, 10, 2]);
    pending.splice(0).forEach((resolve) => resolve());
    await pipeline.close();
  });

  it('writes what gathered once the oldest message waited 3 seconds, even while messages keep coming', async () => {
    vi.useFakeTimers();
    const handed: number[] = [];
    const sink = {
      encode: (m: MessageRecord) => m,
      append: async (batch: readonly MessageRecord[]) => void handed.push(batch.length),
      rowsToBoundary: () => 1_000_000,
    };
    const pipeline = new IngestPipeline(sink, new StreamRouter(new MemoryRegistry([])), new MetricsRegistry(() => Date.now()), {
      nodeId: 'n',
      batchSize: 1_000_000,
      maxBuffered: 1_000_000,
    });
    // 20,000 messages a tick (more than a small batch): they gather while they keep coming...
    for (let tick = 0; tick < 11; tick++) {
      for (let i = 0; i < 20_000; i++) pipeline.offer({ message: 'x', fields: {} });
      await vi.advanceTimersByTimeAsync(250);
    }
    expect(handed).toEqual([]);
    // ...until the oldest has waited 3 s.
    for (let i = 0; i < 1000; i++) pipeline.offer({ message: 'x', fields: {} });
    await vi.advanceTimersByTimeAsync(250);
    expect(handed).toEqual([11 * 20_000 + 1000]);
    await pipeline.close();
  });
});
