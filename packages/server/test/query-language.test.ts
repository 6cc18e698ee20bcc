import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MessageStore } from '../src/storage/message-store.js';
import type { MessageRecord } from '../src/storage/message.js';
import type { FieldValue } from '../src/storage/fields.js';
import { SearchEngine } from '../src/search/engine.js';
import { parseQuery, QueryParseError } from '../src/query/parse.js';

const NOW = Date.UTC(2026, 0, 15, 12, 0, 0);
let dir: string;
let store: MessageStore;
let engine: SearchEngine;

function record(n: number, message: string, fields: Record<string, FieldValue>, extra: Partial<MessageRecord> = {}): MessageRecord {
  return {
    id: `m${n}`,
    messageId: `gl2-${n}`,
    timestamp: NOW - (100 - n) * 60_000,
    source: String(fields['host'] ?? 'web-1'),
    message,
    streams: ['000000000000000000000001'],
    fields,
    ...extra,
  };
}

// A small corpus with every kind of field; each query below is checked against its exact hit set.
const CORPUS: MessageRecord[] = [
  record(1, 'GET /index.html took 12ms', {
    http_method: 'GET',
    status: 200,
    took_ms: 12,
    action: 'index',
    ok: true,
    seen: new Date(Date.UTC(2026, 0, 14, 8)),
  }),
  record(2, 'POST /login failed for user alice', {
    http_method: 'POST',
    status: 401,
    took_ms: 40,
    action: 'login',
    user: 'alice',
    ok: false,
    seen: new Date(Date.UTC(2026, 0, 15, 9, 30)),
  }),
  record(3, 'GET /admin denied for user bob', { http_method: 'GET', status: 403, took_ms: 3, action: 'admin', user: 'bob', ok: false }),
  record(
    4,
    'Database connection timeout after 30s',
    { level: 3, component: 'db-pool', took_ms: 30000.5 },
    { full_message: 'java.sql.SQLTimeoutException: connection timeout\n\tat Pool.get' },
  ),
  record(5, 'Server error: Internal failure (code 500)', {
    http_method: 'GET',
    status: 500,
    took_ms: 250,
    action: 'show',
    user: 'carol',
    seen: new Date(Date.UTC(2026, 0, 15, 11)),
  }),
  record(6, 'user-service started on port 8080', { component: 'user-service', level: 6, version: '1.2.3' }, { source: 'App-1' }),
  record(7, 'cache hit ratio 0.93 for key user:42', { component: 'cache', ratio: 0.93, 'key.name': 'user:42' }),
  record(8, 'Trailing wildcard foobar and foobaz words', { http_method: 'DELETE', status: 204, path: '/api/items/7' }),
];

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sift-q-'));
  store = await MessageStore.open(dir);
  await store.append(CORPUS);
  engine = new SearchEngine(store);
});
afterAll(async () => {
  await store.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

async function hits(query: string): Promise<number[]> {
  const where = engine.where({ queries: [{ text: query }], range: { from: 0, to: NOW }, streams: null }, NOW);
  const rows = await store.query(`SELECT "_id" FROM messages WHERE ${where.sql} ORDER BY "_id"`, where.params);
  return rows.map((r) => Number(String(r['_id']).slice(1))).sort((a, b) => a - b);
}

describe('query language against expected hit sets', () => {
  const cases: [string, number[]][] = [
    ['', [1, 2, 3, 4, 5, 6, 7, 8]],
    ['*', [1, 2, 3, 4, 5, 6, 7, 8]],
    // Unqualified terms: analysed text of message/full_message (case-insensitive) and exact values elsewhere.
    ['timeout', [4]],
    ['TIMEOUT', [4]],
    ['SQLTimeoutException', [4]],
    ['alice', [2]],
    ['carol', [5]],
    ['db-pool', [4]],
    ['500', [5]],
    // Default operator OR.
    ['alice bob', [2, 3]],
    // Fields: exact keyword values are case-sensitive; source is case-insensitive.
    ['http_method:GET', [1, 3, 5]],
    ['http_method:get', []],
    ['source:app-1', [6]],
    ['user:alice', [2]],
    ['message:login', [2]],
    ['full_message:Pool', [4]],
    ['message:Pool', []],
    // Phrases.
    ['"connection timeout"', [4]],
    ['"timeout connection"', []],
    ['message:"for user"', [2, 3]],
    ['component:"user-service"', [6]],
    ['"connection after"~2', [4]],
    // Numbers, booleans.
    ['status:200', [1]],
    ['status:abc', []],
    ['ok:false', [2, 3]],
    ['took_ms:30000.5', [4]],
    // Wildcards (leading allowed) and regular expressions.
    ['foo*', [8]],
    ['message:fooba?', [8]],
    ['*bar', [8]],
    ['action:log*', [2]],
    ['action:*min', [3]],
    ['user:?ob', [3]],
    ['action:/ad.*/', [3]],
    ['message:/fail(ed|ure)/', [2, 5]],
    // Ranges and comparisons.
    ['status:[400 TO 500]', [2, 3, 5]],
    ['status:{401 TO 500}', [3]],
    ['status:[400 TO 500}', [2, 3]],
    ['status:[500 TO *]', [5]],
    ['status:>=401', [2, 3, 5]],
    ['status:>401', [3, 5]],
    ['status:<204', [1]],
    ['took_ms:<=3', [3]],
    ['user:[alice TO bob]', [2, 3]],
    // _exists_ and field:*.
    ['_exists_:user', [2, 3, 5]],
    ['user:*', [2, 3, 5]],
    ['_exists_:nosuchfield', []],
    ['NOT _exists_:status', [4, 6, 7]],
    // Boolean operators, +/-, grouping, field groups.
    ['http_method:GET AND status:500', [5]],
    ['http_method:GET && user:bob', [3]],
    ['status:200 OR status:204', [1, 8]],
    ['status:200 || status:204', [1, 8]],
    ['http_method:GET NOT status:500', [1, 3]],
    ['http_method:GET AND NOT status:500', [1, 3]],
    ['NOT http_method:GET', [2, 4, 6, 7, 8]],
    ['-http_method:GET', [2, 4, 6, 7, 8]],
    ['+http_method:GET -user:bob', [1, 5]],
    ['+http_method:GET +user:bob', [3]],
    ['(alice OR bob) AND http_method:GET', [3]],
    ['http_method:(POST OR DELETE)', [2, 8]],
    ['http_method:(POST DELETE)', [2, 8]],
    ['http_method:GET AND (status:200 OR status:403)', [1, 3]],
    ['a AND b OR alice', []],
    // A prefix or NOT directly before a parenthesised group applies to the whole group.
    ['-(http_method:GET OR status:500)', [2, 4, 6, 7, 8]],
    ['NOT (user:alice OR user:bob)', [1, 4, 5, 6, 7, 8]],
    ['NOT(http_method:GET)', [2, 4, 6, 7, 8]],
    ['!(user:alice)', [1, 3, 4, 5, 6, 7, 8]],
    ['http_method:GET -(status:200 OR status:403)', [5]],
    ['http_method:GET AND NOT(status:200 OR status:403)', [5]],
    ['+(user:alice OR user:bob) ok:false', [2, 3]],
    ['-http_method:(GET AND POST)', [1, 2, 3, 4, 5, 6, 7, 8]],
    ['status:200 OR(status:204)', [1, 8]],
    // Dates (an additional date field and the timestamp): a bare date is its whole day, date math is
    // relative to the search's now (12:00; messages from 10:21 to 10:28).
    ['seen:2026-01-15', [2, 5]],
    ['seen:[2026-01-14 TO 2026-01-14]', [1]],
    ['seen:>=2026-01-15', [2, 5]],
    ['seen:<2026-01-15', [1]],
    ['seen:{2026-01-14 TO 2026-01-15}', []],
    ['seen:[2026-01-15T09:00:00 TO 2026-01-15T10:00:00]', [2]],
    ['seen:[2026-01-15T10:00:00.000Z TO *]', [5]],
    ['_exists_:seen', [1, 2, 5]],
    ['timestamp:[2026-01-15 TO 2026-01-15]', [1, 2, 3, 4, 5, 6, 7, 8]],
    ['timestamp:2026-01-14', []],
    ['timestamp:>now-95m', [6, 7, 8]],
    ['timestamp:[now-99m TO now-98m]', [1, 2]],
    // Escaping.
    ['key.name:user\\:42', [7]],
    ['path:\\/api\\/items\\/7', [8]],
    ['version:1.2.3', [6]],
  ];
  it('refuses a regular expression the engine cannot run as a query error', () => {
    expect(() => engine.where({ queries: [{ text: 'action:/(?=a)b/' }], range: { from: 0, to: NOW }, streams: null }, NOW)).toThrow(
      QueryParseError,
    );
  });
  for (const [query, expected] of cases) {
    it(`${query || '(empty)'} → ${JSON.stringify(expected)}`, async () => {
      expect(await hits(query)).toEqual(expected);
    });
  }
});

describe('query parser', () => {
  it('reports syntax errors with 1-based lines and 0-based columns', () => {
    try {
      parseQuery('status:200 AND (');
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(QueryParseError);
      expect((error as QueryParseError).span).toEqual({ beginLine: 1, beginColumn: 16, endLine: 1, endColumn: 16 });
    }
  });

  it('keeps the typed columns when a group prefix is rewritten, and leaves phrases and regexes alone', () => {
    try {
      parseQuery('-(status:200 AND (');
      expect.unreachable();
    } catch (error) {
      expect((error as QueryParseError).span).toEqual({ beginLine: 1, beginColumn: 18, endLine: 1, endColumn: 18 });
    }
    const node = parseQuery('NOT(a) "x -(y" /-(z)/');
    expect(node).toMatchObject({
      kind: 'and',
      children: [
        {
          kind: 'or',
          children: [
            { kind: 'term', value: 'x -(y', quoted: true },
            { kind: 'term', value: '-(z)', regex: true },
          ],
        },
        { kind: 'not', child: { kind: 'term', value: 'a', span: { beginColumn: 4, endColumn: 5 } } },
      ],
    });
  });

  it('only ever raises validation errors, whatever the input (fuzz)', () => {
    const alphabet = 'ab:*?"()[]{}~^\\/-+!&|<>= TOANDORNOT_exists_\n\t1.é';
    let seed = 42;
    const random = () => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return seed / 2 ** 31;
    };
    for (let i = 0; i < 3000; i++) {
      const length = Math.floor(random() * 24);
      let text = '';
      for (let j = 0; j < length; j++) text += alphabet[Math.floor(random() * alphabet.length)];
      try {
        parseQuery(text);
      } catch (error) {
        if (!(error instanceof QueryParseError)) throw new Error(`"${text}" raised ${String(error)}`, { cause: error });
      }
    }
  });

  it('compiles every parseable fuzz query to SQL that DuckDB accepts', async () => {
    const alphabet = 'ab:*?"()[]{}~\\/-+ TOANDOR_exists_1.';
    let seed = 7;
    const random = () => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return seed / 2 ** 31;
    };
    let compiled = 0;
    for (let i = 0; i < 600; i++) {
      let text = '';
      for (let j = 0; j < 8; j++) text += alphabet[Math.floor(random() * alphabet.length)];
      let where;
      try {
        where = engine.where({ queries: [{ text }], range: { from: 0, to: NOW }, streams: null }, NOW);
      } catch (error) {
        if (error instanceof QueryParseError) continue;
        throw error;
      }
      await store.query(`SELECT count(*) FROM messages WHERE ${where.sql}`, where.params);
      compiled++;
    }
    expect(compiled).toBeGreaterThan(10);
  });
});
