import crypto from 'node:crypto';
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, createUser, startServer, type TestServer } from './helpers.js';
import { createCsvLookupTable, createInput, eventually, messagesOf } from './log-helpers.js';
import { compileGrok, GrokError } from '../src/grok/compiler.js';
import { DEFAULT_GROK_PATTERNS } from '../src/grok/defaults.js';
import { buildConverter } from '../src/extractors/converters.js';
import { compileJavaRegex } from '../src/extractors/java-regex.js';
import { ExtractorRuntime } from '../src/extractors/runtime.js';
import type { ExtractorRecord, ExtractorStore } from '../src/extractors/store.js';
import { extractJson, jsonOptions } from '../src/extractors/types.js';
import { ProcessingMessage } from '../src/ingest/processors.js';

let server: TestServer;
let reader: string;
beforeAll(async () => {
  server = await startServer();
  reader = await createUser(server, 'rita');
});
afterAll(async () => {
  await server.close();
});

const marker = () => `m${crypto.randomBytes(6).toString('hex')}`;
const RAW_TCP = 'org.graylog2.inputs.raw.tcp.RawTCPInput';

function sendTcp(port: number, payload: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () => socket.end(payload));
    socket.on('close', () => resolve());
    socket.on('error', reject);
  });
}

const extractor = (overrides: Record<string, unknown> = {}) => ({
  title: 'status',
  extractor_type: 'regex',
  cursor_strategy: 'copy',
  source_field: 'message',
  target_field: 'http_status',
  extractor_config: { regex_value: 'status=(\\d+)' },
  converters: [],
  condition_type: 'none',
  condition_value: '',
  order: 0,
  ...overrides,
});

const definitions = new Map(DEFAULT_GROK_PATTERNS);

describe('grok compiler', () => {
  it('compiles nested patterns, named captures, types and the default set', () => {
    for (const [name] of DEFAULT_GROK_PATTERNS) expect(() => compileGrok(`%{${name}}`, definitions), name).not.toThrow();
    const line = '127.0.0.1 - frank [10/Oct/2000:13:55:36 -0700] "GET /apache_pb.gif HTTP/1.0" 200 2326';
    const all = compileGrok('%{COMMONAPACHELOG}', definitions, true).match(line);
    expect(all).toMatchObject({
      clientip: '127.0.0.1',
      ident: '-',
      auth: 'frank',
      verb: 'GET',
      request: '/apache_pb.gif',
      httpversion: '1.0',
      response: '200',
      bytes: '2326',
    });
    expect(all?.['timestamp']).toEqual(new Date('2000-10-10T20:55:36.000Z'));
    const typed = compileGrok('%{WORD:w} %{NUMBER:n:int} %{NUMBER:f;float}', definitions, true).match('abc 42 1.5');
    expect(typed).toEqual({ w: 'abc', n: 42, f: 1.5 });
    expect(compileGrok('%{INT}', definitions).match('x -12')).toEqual({ INT: '-12' });
    expect(compileGrok('%{INT}', definitions, true).match('x -12')).toEqual({});
    expect(compileGrok('%{IP:addr} (?<rest>.*)', definitions, true).match('10.1.2.3 hi there')).toEqual({
      addr: '10.1.2.3',
      rest: 'hi there',
    });
    expect(compileGrok('%{LOGLEVEL:level}', definitions, true).match('[WARN] disk')).toEqual({ level: 'WARN' });
    expect(compileGrok('%{TIMESTAMP_ISO8601:ts}', definitions, true).match('at 2024-04-03T14:39:18.123Z ok')).toEqual({
      ts: '2024-04-03T14:39:18.123Z',
    });
    expect(compileGrok('%{JAVASTACKTRACEPART}', definitions, true).match('    at com.example.Foo.bar(Foo.java:42)')).toEqual({
      class: 'com.example.Foo',
      method: 'bar',
      file: 'Foo.java',
      line: '42',
    });
    expect(DEFAULT_GROK_PATTERNS.length).toBe(76);
    expect(compileGrok('%{HTTPDATE:d}', definitions, true).match('10/Oct/2000:13:55:36 -0700')).toEqual({
      d: '10/Oct/2000:13:55:36 -0700',
    });
  });

  it('reports unknown patterns, recursion and invalid regexes', () => {
    expect(() => compileGrok('%{NOPE}', definitions)).toThrow(new GrokError("No definition for key 'NOPE' found, aborting"));
    expect(() =>
      compileGrok(
        '%{A}',
        new Map([
          ['A', '%{B}'],
          ['B', '%{A}'],
        ]),
      ),
    ).toThrow(/Deep recursion/);
    expect(() => compileGrok('(%{INT}', definitions)).toThrow(GrokError);
    const doubling = new Map([
      ['D0', 'x'.repeat(100)],
      ...Array.from({ length: 20 }, (_, i) => [`D${i + 1}`, `%{D${i}}%{D${i}}`] as [string, string]),
    ]);
    expect(() => compileGrok('%{D20}', doubling)).toThrow(/expands to more than/);
  });
});

describe('Java regex, dates, converters and the JSON extractor', () => {
  it('translates Java-only regex syntax', () => {
    expect(compileJavaRegex('(?i)^abc$').test('ABC')).toBe(true);
    expect(compileJavaRegex('\\Aa(?>b+)c++\\z').test('abbccc')).toBe(true);
    expect(compileJavaRegex('a.b').test('a\nb')).toBe(true);
    expect(compileJavaRegex('\\Q1+1\\E').test('1+1')).toBe(true);
    expect(() => compileJavaRegex('(')).toThrow();
  });

  it('runs the 13 converters', () => {
    const one = (type: string, value: string, config = {}) => {
      const c = buildConverter(type, config, { lookup: (table, key) => (table === 'users' && key === 'u1' ? 'Ursula' : null) });
      return c.convert(value);
    };
    expect(one('numeric', '42')).toBe(42);
    expect(one('numeric', '4.5')).toBe(4.5);
    expect(one('numeric', 'x')).toBe('x');
    expect(one('date', '2024-01-02', { date_format: 'yyyy-MM-dd' })).toEqual(new Date('2024-01-02T00:00:00Z'));
    expect(one('flexdate', 'no date here')).toBeNull();
    expect(one('flexdate', '2024-01-02 10:00')).toBeInstanceOf(Date);
    expect(one('hash', 'abc')).toBe('900150983cd24fb0d6963f7d28e17f72');
    expect(one('split_and_count', 'a,b,c', { split_by: ',' })).toBe(3);
    expect(one('split_and_count', '', { split_by: ',' })).toBe(0);
    expect(one('syslog_pri_level', '14')).toBe(6);
    expect(one('syslog_pri_facility', '14')).toBe('user-level');
    expect(one('syslog_pri_facility', '999')).toBe('Unknown');
    expect(one('tokenizer', 'a=1 b="two words" c=\'x\'')).toEqual({ a: '1', b: 'two words', c: 'x' });
    expect(one('tokenizer', 'nothing')).toEqual({});
    expect(one('ip_anonymizer', 'from 10.1.2.3 to 192.168.0.77')).toBe('from 10.1.2.xxx to 192.168.0.xxx');
    expect(one('csv', 'x,"y,z",1', { column_header: 'a,b,c' })).toEqual({ a: 'x', b: 'y,z', c: '1' });
    expect(one('csv', 'x,y', { column_header: 'a,b,c' })).toBeNull();
    expect(one('lowercase', 'AbC')).toBe('abc');
    expect(one('uppercase', 'AbC')).toBe('ABC');
    expect(one('lookup_table', 'u1', { lookup_table_name: 'users' })).toBe('Ursula');
    expect(one('lookup_table', 'u2', { lookup_table_name: 'users' })).toBe('u2');
    expect(() => buildConverter('date', {})).toThrow();
  });

  it('flattens JSON as Graylog does', () => {
    expect(extractJson('{"a":{"b":1,"c":[1,2]},"n":null,"k y":true}', jsonOptions({ replace_key_whitespace: true }))).toEqual({
      a_b: 1,
      a_c: '1, 2',
      k_y: true,
    });
    expect(extractJson('{"a":{"b":1,"c":[1,2]}}', jsonOptions({ flatten: true }))).toEqual({ a: 'b=1, c=[1, 2]' });
    expect(() => extractJson('[1]', jsonOptions({}))).toThrow();
  });

  it('applies extractors with conditions, cut, converters and a fake lookup table', () => {
    const records: ExtractorRecord[] = [
      {
        id: 'e1',
        inputId: 'i1',
        title: 'user',
        type: 'lookup_table',
        cursorStrategy: 'copy',
        sourceField: 'user',
        targetField: 'user_name',
        config: { lookup_table_name: 'users' },
        converters: [{ type: 'uppercase', config: {} }],
        conditionType: 'none',
        conditionValue: '',
        order: 0,
        creatorUserId: 'admin',
      },
      {
        id: 'e2',
        inputId: 'i1',
        title: 'cut',
        type: 'regex',
        cursorStrategy: 'cut',
        sourceField: 'line',
        targetField: 'code',
        config: { regex_value: 'code=(\\d+)' },
        converters: [
          { type: 'numeric', config: {} },
          { type: 'hash', config: {} },
        ],
        conditionType: 'string',
        conditionValue: 'code=',
        order: 1,
        creatorUserId: 'admin',
      },
      {
        id: 'e4',
        inputId: 'i1',
        title: 'time',
        type: 'regex',
        cursorStrategy: 'copy',
        sourceField: 'line',
        targetField: 'timestamp',
        config: { regex_value: '^(\\S+)' },
        converters: [{ type: 'date', config: { date_format: 'yyyy-MM-dd', time_zone: 'Europe/Berlin' } }],
        conditionType: 'none',
        conditionValue: '',
        order: 3,
        creatorUserId: 'admin',
      },
      {
        id: 'e5',
        inputId: 'i1',
        title: 'gone',
        type: 'copy_input',
        cursorStrategy: 'copy',
        sourceField: 'user',
        targetField: 'gone',
        config: {},
        converters: [{ type: 'flexdate', config: {} }],
        conditionType: 'none',
        conditionValue: '',
        order: 4,
        creatorUserId: 'admin',
      },
      {
        id: 'e3',
        inputId: 'i1',
        title: 'never',
        type: 'copy_input',
        cursorStrategy: 'copy',
        sourceField: 'line',
        targetField: 'copy',
        config: {},
        converters: [],
        conditionType: 'regex',
        conditionValue: '^zzz',
        order: 2,
        creatorUserId: 'admin',
      },
    ];
    const store = { all: () => records, forInput: () => records } as unknown as ExtractorStore;
    const runtime = new ExtractorRuntime(store, {
      compileGrok: (e, n) => compileGrok(e, definitions, n),
      lookup: (t, k) => (t === 'users' && k === 'u1' ? 'ursula' : null),
    });
    const stages = { extract: null, process: null, deliver: null } as {
      extract: ((m: ProcessingMessage) => boolean) | null;
      process: null;
      deliver: null;
    };
    runtime.attach(stages);
    const message = new ProcessingMessage('msg', undefined, 'src', 0, { user: 'u1', line: '2024-05-06 code=200 b', gone: 'x' }, 'i1');
    expect(stages.extract?.(message)).toBe(true);
    // Only group 1 is cut from the source.
    expect(message.fields).toMatchObject({ user_name: 'URSULA', code: 200, line: '2024-05-06 code= b' });
    // A date extracted into `timestamp` goes through the date converter as text; a null conversion removes the field.
    expect(message.timestamp).toBe(Date.parse('2024-05-05T22:00:00Z'));
    expect('gone' in message.fields).toBe(false);
    expect(message.fields['copy']).toBeUndefined();
    expect(runtime.metricsOf('e2').toJSON()).toMatchObject({ condition_hits: 1, condition_misses: 0 });
    expect(runtime.metricsOf('e3').toJSON()).toMatchObject({ condition_hits: 0, condition_misses: 1 });
    // Another input's messages are untouched.
    const other = new ProcessingMessage('msg', undefined, 'src', 0, { line: 'code=1' }, 'i2');
    stages.extract?.(other);
    expect(other.fields).toEqual({ line: 'code=1' });
  });
});

describe('grok pattern API', () => {
  it('lists the default set, pages, filters and sorts', async () => {
    const all = (await server.call('GET', '/api/system/grok', { as: ADMIN })).json();
    expect(all.patterns.length).toBe(DEFAULT_GROK_PATTERNS.length);
    expect(all.patterns.find((p: { name: string }) => p.name === 'COMMONAPACHELOG')).toMatchObject({
      id: expect.any(String),
      content_pack: null,
    });
    const page = (
      await server.call('GET', '/api/system/grok/paginated?page=1&per_page=2&query=IP&sort=name&order=desc', { as: ADMIN })
    ).json();
    expect(page).toMatchObject({ page: 1, per_page: 2, count: 2, query: 'IP', grand_total: DEFAULT_GROK_PATTERNS.length });
    expect(page.patterns.map((p: { name: string }) => p.name)).toEqual(['URIPROTO', 'URIPATHPARAM']);
    expect(page.total).toBe(8);
    const exact = (await server.call('GET', '/api/system/grok/paginated?query=name:%3DIP', { as: ADMIN })).json();
    expect(exact.patterns.map((p: { name: string }) => p.name)).toEqual(['IP']);
    const excluded = (await server.call('GET', '/api/system/grok/paginated?query=IPV%20-name:6', { as: ADMIN })).json();
    expect(excluded.patterns.map((p: { name: string }) => p.name)).toEqual(['IPV4']);
    expect((await server.call('GET', '/api/system/grok', { as: reader })).statusCode).toBe(200);
  });

  it('creates, reads, updates, tests and deletes a pattern with Graylog validation', async () => {
    const created = await server.call('POST', '/api/system/grok', { as: ADMIN, body: { name: 'MYNUM', pattern: '%{INT:value}x' } });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().id;
    expect((await server.call('GET', `/api/system/grok/${id}`, { as: ADMIN })).json()).toEqual({
      id,
      name: 'MYNUM',
      pattern: '%{INT:value}x',
      content_pack: null,
    });
    const duplicate = await server.call('POST', '/api/system/grok', { as: ADMIN, body: { name: 'MYNUM', pattern: '\\d+' } });
    expect(duplicate.statusCode).toBe(400);
    expect(duplicate.json()).toMatchObject({ type: 'ValidationApiError', message: 'Grok pattern MYNUM already exists' });
    const unknown = await server.call('POST', '/api/system/grok', { as: ADMIN, body: { name: 'BAD', pattern: '%{NOPE}' } });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toContain("No definition for key 'NOPE' found, aborting");
    expect((await server.call('POST', '/api/system/grok', { as: ADMIN, body: { name: 'BAD', pattern: '(' } })).statusCode).toBe(400);
    expect((await server.call('POST', '/api/system/grok', { as: reader, body: { name: 'R', pattern: 'r' } })).statusCode).toBe(403);
    const updated = await server.call('PUT', `/api/system/grok/${id}`, { as: ADMIN, body: { name: 'MYNUM', pattern: '%{INT:value}y' } });
    expect(updated.json()).toMatchObject({ id, pattern: '%{INT:value}y' });
    const tested = await server.call('POST', '/api/system/grok/test', {
      as: ADMIN,
      body: { grok_pattern: { name: 'MYNUM', pattern: '%{INT:value}z' }, sampleData: 'a 12z' },
    });
    expect(tested.json()).toEqual({ MYNUM: '12z', value: '12' });
    const failing = await server.call('POST', '/api/system/grok/test', {
      as: ADMIN,
      body: { grok_pattern: { name: 'T', pattern: '%{NOPE}' }, sampleData: 'x' },
    });
    expect(failing.statusCode).toBe(400);
    expect(failing.json().message).toContain('NOPE');
    expect((await server.call('DELETE', `/api/system/grok/${id}`, { as: ADMIN })).statusCode).toBe(204);
    expect((await server.call('DELETE', `/api/system/grok/${id}`, { as: ADMIN })).statusCode).toBe(404);
    expect((await server.call('GET', `/api/system/grok/${id}`, { as: ADMIN })).statusCode).toBe(404);
    expect((await server.call('PUT', `/api/system/grok/${id}`, { as: ADMIN, body: { name: 'X', pattern: 'x' } })).statusCode).toBe(404);
  });

  it('imports JSON and text with the import strategies, all or nothing', async () => {
    const put = (body: unknown, query = '') => server.call('PUT', `/api/system/grok${query}`, { as: ADMIN, body });
    expect(
      (
        await put({
          patterns: [
            { name: 'IMP_A', pattern: 'a+' },
            { name: 'IMP_B', pattern: '%{IMP_A}b' },
          ],
        })
      ).statusCode,
    ).toBe(202);
    const conflict = await put({ patterns: [{ name: 'IMP_A', pattern: 'x' }] });
    expect(conflict.statusCode).toBe(400);
    expect(
      (
        await put({
          patterns: [
            { name: 'IMP_C', pattern: 'c' },
            { name: 'IMP_D', pattern: '%{MISSING}' },
          ],
        })
      ).statusCode,
    ).toBe(400);
    const names = async () =>
      (await server.call('GET', '/api/system/grok', { as: ADMIN })).json().patterns.map((p: { name: string }) => p.name);
    expect(await names()).not.toContain('IMP_C');
    expect((await put({ patterns: [{ name: 'IMP_A', pattern: 'x' }] }, '?import-strategy=REPLACE_ON_CONFLICT')).statusCode).toBe(202);
    const text = await server.app.http.inject({
      method: 'POST',
      url: '/api/system/grok',
      headers: { 'x-requested-by': 't', 'content-type': 'text/plain', authorization: `Basic ${Buffer.from(ADMIN).toString('base64')}` },
      payload: '# comment\n\nTXT_ONE   \\d+\nTXT_TWO\t%{TXT_ONE}-x\n',
    });
    expect(text.statusCode, text.body).toBe(202);
    expect(await names()).toEqual(expect.arrayContaining(['TXT_ONE', 'TXT_TWO', 'IMP_A', 'IMP_B']));
    expect(
      (await server.call('GET', '/api/system/grok', { as: ADMIN })).json().patterns.find((p: { name: string }) => p.name === 'IMP_A')
        .pattern,
    ).toBe('x');
  });
});

describe('extractors API and ingest', () => {
  it('CRUD, ordering, validation and permissions', async () => {
    const { id: inputId } = await createInput(server, RAW_TCP);
    const base = `/api/system/inputs/${inputId}/extractors`;
    const created = await server.call('POST', base, {
      as: ADMIN,
      body: extractor({
        converters: [
          { type: 'numeric', config: {} },
          { type: 'date', config: {} },
        ],
      }),
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().extractor_id;
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-1[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    const one = (await server.call('GET', `${base}/${id}`, { as: ADMIN })).json();
    // The date converter without date_format is dropped silently.
    expect(one).toMatchObject({
      id,
      title: 'status',
      type: 'regex',
      cursor_strategy: 'copy',
      target_field: 'http_status',
      converters: [{ type: 'numeric', config: {} }],
      creator_user_id: 'admin',
      exceptions: 0,
      converter_exceptions: 0,
    });
    expect(one.metrics.total).toMatchObject({
      duration_unit: 'microseconds',
      rate_unit: 'events/second',
      time: expect.objectContaining({ '95th_percentile': 0 }),
      rate: expect.objectContaining({ one_minute: 0 }),
    });
    const second = (
      await server.call('POST', base, {
        as: ADMIN,
        body: extractor({
          title: 'grok',
          extractor_type: 'GROK',
          target_field: '',
          extractor_config: { grok_pattern: '%{WORD:first_word}' },
          order: 1,
        }),
      })
    ).json().extractor_id;
    const list = (await server.call('GET', base, { as: ADMIN })).json();
    expect(list.total).toBe(2);
    expect(list.extractors.map((e: { id: string }) => e.id)).toEqual([id, second]);
    expect((await server.call('POST', `${base}/order`, { as: ADMIN, body: { order: { 0: second, 1: id } } })).statusCode).toBe(204);
    expect((await server.call('GET', base, { as: ADMIN })).json().extractors.map((e: { id: string }) => e.id)).toEqual([second, id]);
    const updated = await server.call('PUT', `${base}/${id}`, {
      as: ADMIN,
      body: extractor({ title: 'renamed', condition_type: 'string', condition_value: 'status=' }),
    });
    expect(updated.json()).toMatchObject({ id, title: 'renamed', condition_type: 'string', condition_value: 'status=' });
    // Validation.
    const bad = async (body: unknown) => (await server.call('POST', base, { as: ADMIN, body })).statusCode;
    expect(await bad(extractor({ extractor_config: {} }))).toBe(400);
    expect(await bad(extractor({ extractor_type: 'nope' }))).toBe(400);
    expect(await bad(extractor({ target_field: '_id' }))).toBe(400);
    expect(await bad(extractor({ extractor_type: 'substring', extractor_config: { begin_index: '1', end_index: 2 } }))).toBe(400);
    expect(await bad(extractor({ extractor_type: 'grok', extractor_config: { grok_pattern: '%{NOPE}' } }))).toBe(400);
    expect(await bad(extractor({ condition_type: 'regex', condition_value: '(' }))).toBe(400);
    expect(await bad({ ...extractor(), sift: 1 })).toBe(400);
    // 404s and permissions.
    expect((await server.call('GET', `${base}/nope`, { as: ADMIN })).statusCode).toBe(404);
    expect((await server.call('GET', '/api/system/inputs/5f0c1a2b3c4d5e6f7a8b9c0d/extractors', { as: ADMIN })).statusCode).toBe(404);
    expect((await server.call('POST', `${base}/order`, { as: ADMIN, body: { order: { 0: 'nope' } } })).statusCode).toBe(404);
    expect((await server.call('GET', base, { as: reader })).statusCode).toBe(200);
    expect((await server.call('POST', base, { as: reader, body: extractor() })).statusCode).toBe(403);
    expect((await server.call('DELETE', `${base}/${id}`, { as: reader })).statusCode).toBe(403);
    expect((await server.call('DELETE', `${base}/${id}`, { as: ADMIN })).statusCode).toBe(204);
    expect((await server.call('DELETE', `${base}/${id}`, { as: ADMIN })).statusCode).toBe(404);
  });

  it('applies extractors to messages of their input, found through the search API', async () => {
    const { id: inputId, port } = await createInput(server, RAW_TCP);
    const base = `/api/system/inputs/${inputId}/extractors`;
    const add = async (body: Record<string, unknown>) => {
      const res = await server.call('POST', base, { as: ADMIN, body: extractor(body) });
      expect(res.statusCode, res.body).toBe(201);
      return res.json().extractor_id as string;
    };
    const status = await add({ converters: [{ type: 'numeric', config: {} }] });
    await add({
      title: 'kv',
      extractor_type: 'grok',
      target_field: '',
      extractor_config: { grok_pattern: 'user=%{WORD:user_name} took=%{NUMBER:took_ms:int}ms', named_captures_only: true },
      order: 1,
    });
    await add({
      title: 'cut',
      extractor_type: 'split_and_index',
      cursor_strategy: 'cut',
      source_field: 'user_name',
      target_field: 'first_letter_rest',
      extractor_config: { split_by: 'x', index: 2 },
      order: 2,
    });
    const m = marker();
    await sendTcp(port, `${m} status=503 user=alexander took=42ms\n${m} nothing to see\n`);
    const hits = await eventually(async () => {
      const result = await messagesOf(server, `${m} AND http_status:503`);
      expect(result.total_results).toBe(1);
      return result.messages;
    });
    expect(hits[0]!.message).toMatchObject({ http_status: 503, took_ms: 42, user_name: 'alex', first_letter_rest: 'ander' });
    const plain = await messagesOf(server, `${m} AND NOT _exists_:http_status`);
    expect(plain.total_results).toBe(1);
    const metrics = (await server.call('GET', `${base}/${status}`, { as: ADMIN })).json().metrics;
    expect(metrics.condition_hits).toBe(2);
    expect(metrics.total.rate.total).toBe(2);
  });

  it('looks values up in a real CSV lookup table, through a lookup_table extractor and a converter', async () => {
    await createCsvLookupTable(server, 'owners', { '10.1.2.3': 'payments', '10.9.9.9': 'search' }, 'unknown');
    const { id: inputId, port } = await createInput(server, RAW_TCP);
    const base = `/api/system/inputs/${inputId}/extractors`;
    for (const body of [
      extractor({ title: 'ip', target_field: 'client_ip', extractor_config: { regex_value: 'from (\\S+)' } }),
      extractor({
        title: 'owner',
        extractor_type: 'lookup_table',
        source_field: 'client_ip',
        target_field: 'owner',
        extractor_config: { lookup_table_name: 'owners' },
        order: 1,
      }),
      extractor({
        title: 'team',
        extractor_type: 'copy_input',
        source_field: 'client_ip',
        target_field: 'team',
        extractor_config: {},
        converters: [{ type: 'lookup_table', config: { lookup_table_name: 'owners' } }],
        order: 2,
      }),
    ]) {
      const res = await server.call('POST', base, { as: ADMIN, body });
      expect(res.statusCode, res.body).toBe(201);
    }
    const m = marker();
    await sendTcp(port, `${m} request from 10.1.2.3\n${m} request from 10.7.7.7\n`);
    const hits = await eventually(async () => {
      const result = await messagesOf(server, `${m} AND _exists_:owner`);
      expect(result.total_results).toBe(2);
      return result.messages;
    });
    const byIp = Object.fromEntries(hits.map((h) => [h.message['client_ip'], [h.message['owner'], h.message['team']]]));
    expect(byIp).toEqual({ '10.1.2.3': ['payments', 'payments'], '10.7.7.7': ['unknown', 'unknown'] });
  });
});

describe('testers and message parsing', () => {
  const post = (url: string, body: unknown) => server.call('POST', `/api${url}`, { as: reader, body });

  it('answers the regex, replace, split, substring, contains, grok and JSON testers', async () => {
    expect((await post('/tools/regex_tester', { regex: 'id=(\\d+)', string: 'x id=42 y' })).json()).toEqual({
      matched: true,
      match: { match: '42', start: 5, end: 7 },
      regex: 'id=(\\d+)',
      string: 'x id=42 y',
    });
    expect((await post('/tools/regex_tester', { regex: 'id=\\d+', string: 'x id=42' })).json()).toMatchObject({
      matched: true,
      match: null,
    });
    expect((await post('/tools/regex_tester', { regex: '(', string: 'x' })).statusCode).toBe(400);
    expect((await server.call('GET', '/api/tools/regex_tester?regex=a(b)&string=xab', { as: reader })).json()).toMatchObject({
      matched: true,
      match: { match: 'b', start: 2, end: 3 },
    });
    expect((await server.call('GET', '/api/tools/regex_tester/validate?regex=(', { as: reader })).json()).toMatchObject({
      regex: '(',
      is_valid: false,
      validation_message: expect.any(String),
    });
    expect((await server.call('GET', '/api/tools/regex_tester/validate?regex=a%2B', { as: reader })).json()).toEqual({
      regex: 'a+',
      is_valid: true,
    });
    expect(
      (
        await post('/tools/regex_replace_tester', {
          regex: 'user=(\\w+)',
          replacement: 'u:$1',
          replace_all: false,
          string: 'a user=bob user=al',
        })
      ).json(),
    ).toEqual({
      matched: true,
      match: { match: 'a u:bob user=al', start: 7, end: 10 },
      regex: 'user=(\\w+)',
      replacement: 'u:$1',
      replace_all: false,
      string: 'a user=bob user=al',
    });
    expect(
      (
        await post('/tools/regex_replace_tester', { regex: 'user=(\\w+)', replacement: '', replace_all: true, string: 'user=bob user=al' })
      ).json().match.match,
    ).toBe('bob al');
    expect((await post('/tools/split_and_index_tester', { string: 'foo bar baz', split_by: ' ', index: 2 })).json()).toEqual({
      successful: true,
      cut: 'bar',
      begin_index: 4,
      end_index: 7,
    });
    expect((await post('/tools/split_and_index_tester', { string: 'foo bar', split_by: ' ', index: 5 })).json()).toEqual({
      successful: false,
      cut: null,
      begin_index: -1,
      end_index: -1,
    });
    expect((await post('/tools/substring_tester', { string: 'abcdef', start: 1, end: 3 })).json()).toEqual({
      successful: true,
      cut: 'bc',
      begin_index: 1,
      end_index: 3,
    });
    expect(
      (await server.call('GET', '/api/tools/substring_tester?string=abc&begin_index=2&end_index=9', { as: reader })).json(),
    ).toMatchObject({ successful: false });
    expect((await post('/tools/contains_string_tester', { string: 'hello world', search_string: 'wor' })).json()).toEqual({
      matched: true,
      match: { start: 6, end: 9 },
      search_string: 'wor',
      string: 'hello world',
    });
    expect(
      (await post('/tools/grok_tester', { pattern: '%{IP:ip} %{WORD}', string: '1.2.3.4 hi', named_captures_only: true })).json(),
    ).toEqual({ matched: true, matches: [{ name: 'ip', match: '1.2.3.4' }], pattern: '%{IP:ip} %{WORD}', string: '1.2.3.4 hi' });
    expect((await post('/tools/grok_tester', { pattern: '%{NOPE}', string: 'x', named_captures_only: false })).json()).toMatchObject({
      matched: false,
      matches: [],
      error_message: expect.stringContaining('NOPE'),
    });
    const json = {
      string: '{"a":{"b":1}}',
      flatten: false,
      list_separator: ', ',
      key_separator: '.',
      kv_separator: '=',
      replace_key_whitespace: false,
      key_whitespace_replacement: '_',
      key_prefix: 'p_',
    };
    expect((await post('/tools/json_tester', json)).json()).toEqual({
      matches: { 'p_a.b': 1 },
      flatten: false,
      line_separator: ', ',
      key_separator: '.',
      kv_separator: '=',
      string: '{"a":{"b":1}}',
    });
    expect((await post('/tools/json_tester', { ...json, string: 'nope' })).statusCode).toBe(400);
    expect((await post('/tools/grok_tester', { pattern: 'x', string: 'x', sift: 1 })).statusCode).toBe(400);
    expect((await server.call('POST', '/api/tools/regex_tester', { body: { regex: 'a', string: 'a' } })).statusCode).toBe(401);
    // Catastrophic backtracking is stopped instead of blocking the server.
    const started = Date.now();
    const slow = await post('/tools/regex_tester', { regex: '(a+)+$', string: `${'a'.repeat(40)}!` });
    expect(slow.statusCode).toBe(400);
    expect(slow.json().message).toContain('took longer than');
    expect(Date.now() - started).toBeLessThan(5000);
    expect(
      (await post('/tools/grok_tester', { pattern: '(?<x>(a+)+)$', string: `${'a'.repeat(40)}!`, named_captures_only: false })).statusCode,
    ).toBe(400);
  });

  it('answers the natural date tester', async () => {
    const ok = await server.call('GET', '/api/tools/natural_date_tester?string=yesterday&timezone=Europe%2FBerlin', { as: reader });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toMatchObject({
      from: expect.stringMatching(/T00:00:00\.000\+0[12]:00$/),
      to: expect.any(String),
      timezone: 'Europe/Berlin',
    });
    expect((await server.call('GET', '/api/tools/natural_date_tester?string=blorp', { as: reader })).statusCode).toBe(422);
  });

  it('parses raw messages with the GELF, syslog and raw codecs', async () => {
    const gelf = await post('/messages/parse', {
      message: '{"version":"1.1","host":"web-1","short_message":"hi","_user":"bob","timestamp":1700000000.5}',
      codec: 'gelf',
      remote_address: '10.0.0.1',
    });
    expect(gelf.statusCode, gelf.body).toBe(200);
    expect(gelf.json()).toMatchObject({
      message: { _id: expect.any(String), message: 'hi', source: 'web-1', user: 'bob', timestamp: '2023-11-14T22:13:20.500Z' },
      index: null,
      highlight_ranges: {},
    });
    const syslog = (
      await post('/messages/parse', {
        message: '<14>Oct 11 22:14:15 host1 su: hello',
        codec: 'syslog',
        remote_address: '10.0.0.1',
        configuration: { store_full_message: true },
      })
    ).json();
    expect(syslog.message).toMatchObject({ source: 'host1', facility: 'user-level', full_message: '<14>Oct 11 22:14:15 host1 su: hello' });
    expect(
      (
        await post('/messages/parse', {
          message: 'plain text',
          codec: 'raw',
          remote_address: '10.0.0.9',
          configuration: { override_source: 'fixed' },
        })
      ).json().message,
    ).toMatchObject({ message: 'plain text', source: 'fixed' });
    expect((await post('/messages/parse', { message: 'plain', codec: 'raw', remote_address: '10.0.0.9' })).json().message.source).toBe(
      '10.0.0.9',
    );
    expect((await post('/messages/parse', { message: 'not json', codec: 'gelf', remote_address: '10.0.0.1' })).json()).toEqual({
      type: 'ApiError',
      message: 'Could not decode message',
    });
    expect((await post('/messages/parse', { message: 'x', codec: 'nope', remote_address: '10.0.0.1' })).statusCode).toBe(404);
  });
});
