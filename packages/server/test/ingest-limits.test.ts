import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DuckDBInstance } from '@duckdb/node-api';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  ChunkAssembler,
  decodeGelf,
  MalformedMessageError,
  MAX_DEPTH,
  MAX_PENDING_CHUNK_BYTES,
  nestsDeeperThan,
} from '../src/inputs/gelf.js';
import { decodeRaw, decodeSyslog } from '../src/inputs/syslog.js';
import net from 'node:net';
import { FrameSplitter, listenTcp } from '../src/inputs/transports.js';
import { InputFailures, REPORT_INTERVAL_MS } from '../src/inputs/failures.js';
import { IngestPipeline, type IngestDrop } from '../src/ingest/pipeline.js';
import { StreamRouter } from '../src/ingest/router.js';
import { MAX_MESSAGE_FIELDS } from '../src/ingest/guard.js';
import { MetricsRegistry } from '../src/metrics/registry.js';
import { columnName, fieldName } from '../src/storage/fields.js';
import { MAX_FIELDS, MAX_TIMESTAMP, MessageStore, MIN_TIMESTAMP, type EncodedMessage } from '../src/storage/message-store.js';
import type { MessageRecord } from '../src/storage/message.js';
import { SearchEngine } from '../src/search/engine.js';
import type { StreamRegistry } from '../src/streams/model.js';

const NO_STREAMS: StreamRegistry = { list: () => [], subscribe: () => () => undefined };
const nested = (levels: number, leaf = '1') => '['.repeat(levels) + leaf + ']'.repeat(levels);
const gelf = (extra: string) => `{"version":"1.1","host":"h","short_message":"m"${extra}}`;

describe('GELF nesting depth', () => {
  it('drops a message whose level or additional field nests 5,000 levels deep as malformed, before it is parsed', () => {
    // The original repro: JSON.stringify of such a value threw a RangeError that ended the process.
    for (const doc of [
      gelf(`,"level":${nested(5000)}`),
      gelf(`,"_deep":${nested(5000)}`),
      gelf(`,"_deep":${'{"a":'.repeat(5000)}1${'}'.repeat(5000)}`),
    ]) {
      expect(() => decodeGelf(doc)).toThrow(MalformedMessageError);
      expect(() => decodeGelf(doc)).toThrow(`nests arrays and objects deeper than ${MAX_DEPTH} levels`);
    }
  });

  it(`keeps values nested up to ${MAX_DEPTH} levels (the message object counts as one) as their JSON text`, () => {
    const deepest = nested(MAX_DEPTH - 1);
    expect(decodeGelf(gelf(`,"_ok":${deepest}`)).fields['ok']).toBe(deepest);
    expect(() => decodeGelf(gelf(`,"_ok":${nested(MAX_DEPTH)}`))).toThrow(MalformedMessageError);
  });

  it('does not count brackets inside strings, escaped quotes included', () => {
    const text = `{"a":"${'['.repeat(200)}\\"${'{'.repeat(200)}"}`;
    expect(nestsDeeperThan(text, MAX_DEPTH)).toBe(false);
    expect(decodeGelf(gelf(`,"_text":"${'['.repeat(200)}"`)).fields['text']).toBe('['.repeat(200));
  });
});

describe('incomplete chunked GELF messages', () => {
  it(`hold at most ${MAX_PENDING_CHUNK_BYTES / 1024 / 1024} MB together: chunks of new messages beyond it are dropped, chunks of started ones still complete them`, () => {
    const assembler = new ChunkAssembler();
    const chunk = (id: number, seq: number, count: number, size: number) => {
      const head = Buffer.from([0x1e, 0x0f, 0, 0, 0, 0, 0, 0, 0, 0, seq, count]);
      head.writeUInt32BE(id, 6);
      return Buffer.concat([head, Buffer.alloc(size, 0x61)]);
    };
    const size = 8000;
    const room = Math.floor(MAX_PENDING_CHUNK_BYTES / size);
    for (let id = 0; id < room; id++) expect(assembler.add(chunk(id, 0, 2, size))).toBeNull();
    expect(() => assembler.add(chunk(room, 0, 2, size))).toThrow('incomplete chunked GELF messages already hold 64 MB');
    expect(assembler.add(chunk(0, 1, 2, size))).toHaveLength(2 * size);
    // Completing one made room for a new one.
    expect(assembler.add(chunk(room, 0, 2, size))).toBeNull();
    expect(assembler.pendingCount).toBe(room);
    assembler.clear();
  });
});

describe('GELF timestamps the store cannot hold', () => {
  it('are NaN (the receive time is used) and keep what was sent in gl2_original_timestamp', () => {
    for (const [sent, original] of [
      ['1e13', '10000000000000'],
      ['-1e13', '-10000000000000'],
      ['1e300', '1e+300'],
      ['"NaN"', 'NaN'],
      ['"soon"', 'soon'],
    ] as const) {
      const decoded = decodeGelf(gelf(`,"timestamp":${sent}`));
      expect(decoded.timestamp, sent).toBeNaN();
      expect(decoded.fields['gl2_original_timestamp'], sent).toBe(original);
    }
    expect(decodeGelf(gelf(',"timestamp":1767225600.5')).timestamp).toBe(1767225600500);
    expect(decodeGelf(gelf('')).timestamp).toBeUndefined();
  });
});

describe('syslog structured data', () => {
  it('is read in one pass: a long run of name characters without ="" (quadratic for a regular expression) decodes at once', () => {
    const started = Date.now();
    expect(decodeSyslog(`<13>1 - h app - - [x ${'a'.repeat(1_000_000)}] text`).message).toBe('text');
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it('and raw lines lose their trailing CR, LF and NUL characters in one pass, however many sit inside the line', () => {
    const started = Date.now();
    const run = '\r\n\0'.repeat(200_000);
    expect(decodeRaw(`${run}x\r\n\0`).message).toBe(`${run}x`);
    expect(decodeSyslog(`<13>1 - h app - - - ${run}x\n`).message).toBe(`${run}x`);
    expect(Date.now() - started).toBeLessThan(2000);
    expect(() => decodeRaw('\r\n\0')).toThrow(MalformedMessageError);
  });

  it('reads parameters with escapes, skips text between them, and drops a message of more than 1,000 parameters', () => {
    const decoded = decodeSyslog('<13>1 - h app - - [x a="1" junk b="q\\"uote\\]" c="un\\\\d"][y Source="s"] text');
    expect(decoded.fields).toMatchObject({ a: '1', b: 'q"uote]', c: 'un\\d', Source: 's' });
    expect(decodeSyslog('<13>1 - h app - - [x a="1"] t', { expandStructuredData: true }).fields).toMatchObject({ x_a: '1' });
    const many = Array.from({ length: MAX_MESSAGE_FIELDS + 1 }, (_, i) => `p${i}="v"`).join(' ');
    expect(() => decodeSyslog(`<13>1 - h app - - [x ${many}] text`)).toThrow(
      `Syslog structured data has more than ${MAX_MESSAGE_FIELDS} parameters`,
    );
  });
});

describe('octet-counted syslog frames over the limit', () => {
  it('refuse the stream instead of buffering the announced length', () => {
    const splitter = new FrameSplitter('syslog', 100);
    expect(splitter.push(Buffer.from('5 hello999999999 <13>x'))).toEqual({ frames: [Buffer.from('hello')], oversized: 1, refused: true });
  });

  it('gather a counted frame from many packets and join it once', () => {
    const splitter = new FrameSplitter('syslog', 10_000);
    const body = 'x'.repeat(5000);
    const packets = Buffer.from(`5000 ${body}3 abc`);
    const seen: string[] = [];
    for (let i = 0; i < packets.length; i += 700) seen.push(...splitter.push(packets.subarray(i, i + 700)).frames.map(String));
    expect(seen).toEqual([body, 'abc']);
    // A counted frame cut short by the end of the connection is not delivered.
    splitter.push(Buffer.from('10 abc'));
    expect(splitter.rest()).toBeNull();
  });
});

describe('idle TCP input connections', () => {
  it('are closed after the idle timeout; connections that keep sending stay open', async () => {
    const frames: string[] = [];
    const listener = await listenTcp(
      { host: '127.0.0.1', port: 0 },
      { framing: 'newline', maxMessageSize: 100, keepAlive: true, idleTimeoutMs: 300 },
      (f) => void frames.push(String(f)),
      () => undefined,
    );
    try {
      const open = (socket: net.Socket) => new Promise<void>((resolve) => socket.once('connect', () => resolve()));
      const closedAt = (socket: net.Socket) => new Promise<number>((resolve) => socket.once('close', () => resolve(Date.now())));
      const idle = net.connect(listener.port, '127.0.0.1');
      const busy = net.connect(listener.port, '127.0.0.1');
      await Promise.all([open(idle), open(busy)]);
      const started = Date.now();
      const idleClosed = closedAt(idle);
      let busyClosed = false;
      busy.once('close', () => (busyClosed = true));
      const timer = setInterval(() => busy.write('tick\n'), 100);
      expect((await idleClosed) - started).toBeGreaterThanOrEqual(250);
      await new Promise((resolve) => setTimeout(resolve, 500));
      clearInterval(timer);
      expect(busyClosed).toBe(false);
      expect(frames.length).toBeGreaterThan(3);
      busy.destroy();
    } finally {
      await listener.close();
    }
  });
});

describe('columns for case-sensitive field names', () => {
  it('spell every capital so that no two field names share a DuckDB column, and read back', () => {
    const names = ['foo', 'Foo', 'FOO', 'Message', 'Source', 'ID', 'gl2_remote_ip', 'a.B-c@D_e'];
    const columns = names.map(columnName);
    expect(new Set(columns.map((c) => c.toLowerCase())).size).toBe(names.length);
    expect(columns.map(fieldName)).toEqual(names);
    expect(columnName('Foo')).toBe('^foo');
    expect(columnName('message')).toBe('message');
  });
});

describe('the message store with hostile field names, timestamps and field counts', () => {
  let dir: string;
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sift-limits-'));
  });
  afterEach(() => {
    fs.rmSync(dir, { recursive: true, force: true });
  });

  const pipelineOver = (store: MessageStore, metrics = new MetricsRegistry(() => Date.now())) =>
    new IngestPipeline<EncodedMessage>(
      { encode: (m: MessageRecord) => store.encode(m), append: (b) => store.appendEncoded(b) },
      new StreamRouter(NO_STREAMS),
      metrics,
      { nodeId: 'n' },
    );

  it('stores _Message, _Source, _ID, Foo after foo and syslog [x Source="a"] as fields of their own, searchable by their names, without failing any batch', async () => {
    const store = await MessageStore.open(dir);
    const pipeline = pipelineOver(store);
    const failed = vi.fn();
    store.onFailed(failed);
    try {
      pipeline.offer({ message: 'lower', source: 'h', fields: { foo: 'small' } });
      pipeline.offer(decodeGelf(gelf(',"_Message":"other text","_Source":"other source","_ID":"my id","_Foo":"big"')));
      pipeline.offer(decodeSyslog('<13>1 2026-01-02T03:04:05Z host app - - [x Source="a" id="b"] structured'));
      pipeline.offer({ message: 'after', source: 'h', fields: { foo: 'again' } });
      await pipeline.flush();
      expect(failed).not.toHaveBeenCalled();
      const engine = new SearchEngine(store);
      const fields = engine.fields();
      for (const name of ['foo', 'Foo', 'Message', 'Source', 'ID']) expect(fields.has(name), name).toBe(true);
      const read = async (query: string) => {
        const where = engine.where({ queries: [{ text: query }], range: { from: 0, to: Date.now() + 1000 }, streams: null });
        const rows = await store.query(`SELECT * FROM messages WHERE ${where.sql} ORDER BY id`, where.params);
        return rows.map((r) => engine.toMessage(r));
      };
      const [gelfMessage] = await read('Foo:big');
      expect(gelfMessage).toMatchObject({
        message: 'm',
        source: 'h',
        Message: 'other text',
        Source: 'other source',
        ID: 'my id',
        Foo: 'big',
      });
      expect(gelfMessage).not.toHaveProperty('foo');
      expect((await read('foo:small')).map((m) => m['message'])).toEqual(['lower']);
      expect(await read('foo:big')).toEqual([]);
      const [syslog] = await read('Source:a');
      expect(syslog).toMatchObject({ message: 'structured', source: 'host', Source: 'a' });
      expect((await read('_exists_:foo')).map((m) => m['message'])).toEqual(['lower', 'after']);
    } finally {
      await pipeline.close();
      await store.close();
    }
  });

  it('renames the columns of an older store named with capitals, and reads their values back under the same names', async () => {
    const store = await MessageStore.open(dir);
    await store.append([{ timestamp: Date.now(), source: 'h', message: 'old', streams: [], fields: { plain: 'p' } }]);
    await store.close();
    // An older server named columns after their fields, capitals and all.
    const instance = await DuckDBInstance.create(path.join(dir, 'messages.duckdb'));
    const connection = await instance.connect();
    await connection.run('ALTER TABLE messages ADD COLUMN "Legacy" VARCHAR');
    await connection.run(`UPDATE messages SET "Legacy" = 'kept'`);
    connection.closeSync();
    instance.closeSync();

    const reopened = await MessageStore.open(dir);
    try {
      expect([...reopened.fieldColumns().keys()].sort()).toEqual(['Legacy', 'plain']);
      await reopened.append([
        { timestamp: Date.now(), source: 'h', message: 'new', streams: [], fields: { legacy: 'small', Legacy: 'big' } },
      ]);
      const engine = new SearchEngine(reopened);
      const rows = await reopened.query('SELECT * FROM messages ORDER BY id');
      expect(rows.map((r) => engine.toMessage(r))).toMatchObject([
        { message: 'old', plain: 'p', Legacy: 'kept' },
        { message: 'new', legacy: 'small', Legacy: 'big' },
      ]);
    } finally {
      await reopened.close();
    }
  });

  it('replaces timestamps outside years 0001-9999 by the receive time, keeps the original, and stores the rest of the batch', async () => {
    const store = await MessageStore.open(dir);
    const pipeline = pipelineOver(store);
    try {
      const before = Date.now();
      for (const ts of ['1e13', '-1e13', '1e300', '"NaN"']) pipeline.offer(decodeGelf(gelf(`,"timestamp":${ts},"_n":${ts.length}`)));
      pipeline.offer({ message: 'from a rule', source: 'h', timestamp: Number.POSITIVE_INFINITY, fields: {} });
      pipeline.offer({ message: 'fine', source: 'h', timestamp: Date.UTC(2026, 0, 1), fields: {} });
      pipeline.offer({ message: 'earliest', source: 'h', timestamp: MIN_TIMESTAMP, fields: {} });
      pipeline.offer({ message: 'latest', source: 'h', timestamp: MAX_TIMESTAMP, fields: {} });
      pipeline.offer({ message: 'just after', source: 'h', timestamp: MAX_TIMESTAMP + 1, fields: {} });
      // A date field a stage could make: kept as text instead of failing the batch.
      pipeline.offer({
        message: 'far date',
        source: 'h',
        timestamp: Date.UTC(2026, 0, 1),
        fields: { when: new Date(8.64e15), good: new Date(Date.UTC(2026, 0, 1)) },
      });
      await pipeline.flush();
      const rows = await store.query(
        'SELECT message, epoch_ms("timestamp") AS ts, gl2_original_timestamp AS original, gl2_processing_error AS error FROM messages ORDER BY id',
      );
      expect(rows).toHaveLength(10);
      const replaced = rows.filter((r) => r['original'] !== null);
      expect(replaced.map((r) => r['original'])).toEqual([
        '10000000000000',
        '-10000000000000',
        '1e+300',
        'NaN',
        'Infinity',
        String(MAX_TIMESTAMP + 1),
      ]);
      for (const row of replaced) {
        expect(row['ts']).toBeGreaterThanOrEqual(before);
        expect(row['ts']).toBeLessThanOrEqual(Date.now());
        expect(String(row['error'])).toMatch(/^Replaced invalid timestamp value with the receive time/);
      }
      expect(rows.find((r) => r['message'] === 'fine')).toMatchObject({ ts: Date.UTC(2026, 0, 1), original: null });
      const [far] = await store.query(`SELECT "when", "good" FROM messages WHERE message = 'far date'`);
      expect(far).toEqual({ when: '8640000000000000', good: new Date(Date.UTC(2026, 0, 1)) });
      // Years 0001 and 9999 are stored as they are.
      expect(rows.find((r) => r['message'] === 'earliest')).toMatchObject({ ts: Date.parse('0001-01-01T00:00:00.000Z'), original: null });
      expect(rows.find((r) => r['message'] === 'latest')).toMatchObject({ ts: Date.parse('9999-12-31T23:59:59.999Z'), original: null });
    } finally {
      await pipeline.close();
      await store.close();
    }
  });

  it('drops a message with too many fields and removes fields with invalid names, reporting both, and stores its neighbours', async () => {
    const store = await MessageStore.open(dir);
    const metrics = new MetricsRegistry(() => Date.now());
    const pipeline = pipelineOver(store, metrics);
    const drops: IngestDrop[] = [];
    pipeline.onDropped((d) => drops.push(d));
    try {
      const many = Object.fromEntries(Array.from({ length: MAX_MESSAGE_FIELDS + 1 }, (_, i) => [`f${i}`, i]));
      pipeline.offer({ message: 'before', source: 'h', fields: {} }, { inputId: 'in-1' });
      pipeline.offer({ message: 'too many fields', source: 'h', fields: many }, { inputId: 'in-1' });
      pipeline.offer({ message: 'odd names', source: 'h', fields: { 'bad name': 1, ['x'.repeat(251)]: 2, ok: 3 } }, { inputId: 'in-1' });
      pipeline.offer({ message: 'after', source: 'h', fields: {} }, { inputId: 'in-1' });
      await pipeline.flush();
      const rows = await store.query('SELECT message FROM messages ORDER BY id');
      expect(rows.map((r) => r['message'])).toEqual(['before', 'odd names', 'after']);
      expect([...store.fieldColumns().keys()]).toEqual(['ok']);
      expect(drops).toEqual([
        { inputId: 'in-1', kind: 'malformed', reason: `message has more than ${MAX_MESSAGE_FIELDS} fields`, sample: 'too many fields' },
        {
          inputId: 'in-1',
          kind: 'fields',
          reason: expect.stringMatching(
            /^removed 2 field\(s\) whose names are not valid field names: "bad name", "x{60}…" \(251 characters\)$/,
          ),
          sample: 'odd names',
        },
      ]);
      expect(metrics.counter('org.graylog2.ingest.droppedMessages')).toBe(1);
      expect(metrics.counter('org.graylog2.ingest.droppedFields')).toBe(1);
    } finally {
      await pipeline.close();
      await store.close();
    }
  });

  it('remembers only short keyword values, 16 Mi characters in all: a column holding a longer one, or beyond the budget, is always searched', async () => {
    const store = await MessageStore.open(dir);
    try {
      await store.keywordValuesReady();
      await store.append([
        {
          timestamp: Date.now(),
          source: 'h',
          message: 'm',
          streams: [],
          fields: { small: 'a', big: 'b'.repeat(257), fine: 'c'.repeat(256) },
        },
      ]);
      // A word in all fields skips a column only when the column certainly does not hold it.
      expect(store.mayHold('small', 'a')).toBe(true);
      expect(store.mayHold('small', 'z')).toBe(false);
      expect(store.mayHold('fine', 'z')).toBe(false);
      expect(store.mayHold('big', 'z')).toBe(true);
      // All columns together remember at most 16 Mi characters: 6 columns of 10,000 values of 256 fit, the 7th does not.
      const value = (column: number, n: number) => `${column}-${n}-`.padEnd(256, 'v');
      for (let c = 0; c < 7; c++) {
        await store.append(
          Array.from({ length: 10_000 }, (_, n) => ({
            timestamp: Date.now(),
            source: 'h',
            message: 'm',
            streams: [],
            fields: { [`k${c}`]: value(c, n) },
          })),
        );
      }
      for (let c = 0; c < 6; c++) expect(store.mayHold(`k${c}`, 'z'), `k${c}`).toBe(false);
      expect(store.mayHold('k6', 'z')).toBe(true);
      expect(store.mayHold('k0', value(0, 9999))).toBe(true);
    } finally {
      await store.close();
    }
  });

  it(`keeps at most ${MAX_FIELDS} fields as columns; newer ones stay with their messages, and the limit is reported once`, async () => {
    const store = await MessageStore.open(dir);
    const limit = vi.fn();
    store.onFieldLimit(limit);
    try {
      // The fixed fields (message, source, timestamp, ...) count too, as in OpenSearch's mapping.
      const room = MAX_FIELDS - SearchEngineFixedCount(store);
      const fields = Object.fromEntries(Array.from({ length: room }, (_, i) => [`f${i}`, i]));
      await store.append([{ timestamp: Date.now(), source: 'h', message: 'fills', streams: [], fields }]);
      expect(limit).not.toHaveBeenCalled();
      await store.append([{ timestamp: Date.now(), source: 'h', message: 'over', streams: [], fields: { f0: 7, extra: 'kept', more: 2 } }]);
      expect(limit).toHaveBeenCalledTimes(1);
      expect(limit).toHaveBeenCalledWith('extra', MAX_FIELDS);
      const engine = new SearchEngine(store);
      expect(engine.fields().size).toBe(MAX_FIELDS);
      expect(engine.fields().has('extra')).toBe(false);
      const [row] = await store.query(`SELECT * FROM messages WHERE message = 'over'`);
      expect(engine.toMessage(row!)).toMatchObject({ message: 'over', f0: 7, extra: 'kept', more: 2 });
    } finally {
      await store.close();
    }
  });
});

/** The fixed fields a search sees (every message's own). */
function SearchEngineFixedCount(store: MessageStore): number {
  return new SearchEngine(store).fields().size - store.fieldColumns().size;
}

describe('a stage that throws on a message', () => {
  it('drops that message only, reported as a processing failure, and the batch keeps its neighbours', async () => {
    const stored: string[] = [];
    const pipeline = new IngestPipeline(
      {
        encode: (m: MessageRecord) => m,
        append: async (batch: readonly MessageRecord[]) => void stored.push(...batch.map((m) => m.message)),
      },
      new StreamRouter(NO_STREAMS),
      new MetricsRegistry(() => Date.now()),
      { nodeId: 'n' },
    );
    const drops: IngestDrop[] = [];
    pipeline.onDropped((d) => drops.push(d));
    pipeline.stages.extract = (message) => {
      if (message.message === 'poison') throw new RangeError('Maximum call stack size exceeded');
      return true;
    };
    for (const text of ['one', 'poison', 'two'])
      expect(pipeline.offer({ message: text, source: 'h', fields: {} }, { inputId: 'in-1' })).toBe(true);
    await pipeline.flush();
    expect(stored).toEqual(['one', 'two']);
    expect(drops).toEqual([
      { inputId: 'in-1', kind: 'processing', reason: 'message could not be processed: Maximum call stack size exceeded', sample: 'poison' },
    ]);
    await pipeline.close();
  });
});

describe('reporting dropped messages', () => {
  afterEach(() => vi.useRealTimers());

  it('counts every drop in the input metric, and logs and notifies at once, then at most every 10 s with the last reason and sample', () => {
    vi.useFakeTimers();
    const metrics = new MetricsRegistry(() => Date.now());
    const lines: string[] = [];
    const published: { details: Record<string, unknown> }[] = [];
    const failures = new InputFailures(
      metrics,
      (l) => lines.push(l),
      () => ({ title: 'My GELF', typeName: 'GELF UDP' }),
      { publish: (n) => published.push(n) },
    );
    failures.drop('in-1', 'malformed', 'GELF message is not valid JSON', '{oops\u0000');
    expect(published).toEqual([
      {
        type: 'input_failing',
        key: 'in-1',
        severity: 'normal',
        details: {
          input_id: 'in-1',
          input_title: 'My GELF',
          reason: 'dropped a message: GELF message is not valid JSON; sample: "{oops\ufffd"',
          sample: '{oops\ufffd',
          problems: 1,
        },
      },
    ]);
    expect(lines).toEqual(['Input in-1 (GELF UDP): dropped a message: GELF message is not valid JSON; sample: "{oops\ufffd"']);
    for (let i = 0; i < 500; i++) failures.drop('in-1', 'malformed', `bad ${i}`, `sample ${i}`);
    expect(published).toHaveLength(1);
    expect(metrics.counter('org.graylog2.inputs.in-1.failures.malformed')).toBe(501);
    vi.advanceTimersByTime(REPORT_INTERVAL_MS);
    expect(published).toHaveLength(2);
    expect(published[1]!.details).toMatchObject({
      reason: 'dropped a message: bad 499; sample: "sample 499"',
      sample: 'sample 499',
      problems: 501,
    });
    expect(lines[1]).toBe('Input in-1 (GELF UDP): dropped a message: bad 499 (500 problems since the last report); sample: "sample 499"');
    failures.close();
  });
});
