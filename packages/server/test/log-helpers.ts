import fs from 'node:fs';
import path from 'node:path';
import dgram from 'node:dgram';
import http from 'node:http';
import net from 'node:net';
import { expect } from 'vitest';
import { ADMIN, type TestServer } from './helpers.js';

/** A port that was free a moment ago (TCP and UDP). */
export async function freePort(): Promise<number> {
  for (;;) {
    const port = await new Promise<number>((resolve) => {
      const s = net.createServer().listen(0, '127.0.0.1', () => {
        const p = (s.address() as net.AddressInfo).port;
        s.close(() => resolve(p));
      });
    });
    const udpFree = await new Promise<boolean>((resolve) => {
      const u = dgram.createSocket('udp4');
      u.once('error', () => resolve(false));
      u.bind(port, '127.0.0.1', () => u.close(() => resolve(true)));
    });
    if (udpFree) return port;
  }
}

/** Creates an input through the API, listening on 127.0.0.1 on a free port. */
export async function createInput(
  server: TestServer,
  type: string,
  configuration: Record<string, unknown> = {},
): Promise<{ id: string; port: number }> {
  const port = await freePort();
  const res = await server.call('POST', '/api/system/inputs', {
    as: ADMIN,
    body: { title: `test ${type}`, type, global: true, configuration: { bind_address: '127.0.0.1', port, ...configuration } },
  });
  expect(res.statusCode, res.body).toBe(201);
  return { id: res.json().id as string, port };
}

export interface MessagesResult {
  messages: { message: Record<string, unknown>; index: string; highlight_ranges: Record<string, { start: number; length: number }[]> }[];
  total_results: number;
}

/** Runs one messages search through `POST /views/search/sync`. */
export async function searchMessages(
  server: TestServer,
  query: string,
  options: {
    as?: string;
    range?: Record<string, unknown>;
    streams?: string[];
    limit?: number;
    sort?: { field: string; order: string }[];
  } = {},
) {
  const res = await server.call('POST', '/api/views/search/sync', {
    as: options.as ?? ADMIN,
    body: {
      queries: [
        {
          id: 'q',
          timerange: options.range ?? { type: 'relative', range: 0 },
          query: { type: 'elasticsearch', query_string: query },
          ...(options.streams ? { filter: { type: 'or', filters: options.streams.map((id) => ({ type: 'stream', id })) } } : {}),
          search_types: [
            { id: 'm', type: 'messages', limit: options.limit ?? 150, offset: 0, ...(options.sort ? { sort: options.sort } : {}) },
          ],
        },
      ],
    },
  });
  return res;
}

export async function messagesOf(
  server: TestServer,
  query: string,
  options: Parameters<typeof searchMessages>[2] = {},
): Promise<MessagesResult> {
  const res = await searchMessages(server, query, options);
  expect(res.statusCode, res.body).toBe(200);
  const body = res.json();
  expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
  return body.results.q.search_types.m as MessagesResult;
}

/** Polls until `check` stops throwing (messages are written in batches every 250 ms). */
export async function eventually<T>(check: () => Promise<T>, timeoutMs = 8000): Promise<T> {
  const started = Date.now();
  for (;;) {
    try {
      return await check();
    } catch (error) {
      if (Date.now() - started > timeoutMs) throw error;
      await new Promise((r) => setTimeout(r, 100));
    }
  }
}

/**
 * Creates a lookup table `name` over a CSV file written in the server's directory (no cache):
 * `rows` as `key,value` lines, `defaultValue` answered for a missing key (none when null).
 */
export async function createCsvLookupTable(
  server: TestServer,
  name: string,
  rows: Record<string, string>,
  defaultValue: string | null,
): Promise<void> {
  const csv = path.join(server.dir, `${name}.csv`);
  fs.writeFileSync(csv, ['key,value', ...Object.entries(rows).map(([key, value]) => `${key},${value}`)].join('\n') + '\n');
  const created = async (url: string, body: Record<string, unknown>) => {
    const res = await server.call('POST', url, { as: ADMIN, body });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().id as string;
  };
  const cache = await created('/api/system/lookup/caches', {
    title: `${name} cache`,
    description: '',
    name: `${name}-none`,
    config: { type: 'none' },
  });
  const adapter = await created('/api/system/lookup/adapters', {
    title: `${name} file`,
    description: '',
    name: `${name}-csv`,
    config: {
      type: 'csvfile',
      path: csv,
      separator: ',',
      quotechar: '"',
      key_column: 'key',
      value_column: 'value',
      check_interval: 60,
      case_insensitive_lookup: false,
      cidr_lookup: false,
    },
  });
  await created('/api/system/lookup/tables', {
    title: name,
    description: '',
    name,
    cache_id: cache,
    data_adapter_id: adapter,
    default_single_value: defaultValue ?? '',
    default_single_value_type: defaultValue === null ? 'NULL' : 'STRING',
    default_multi_value: '',
    default_multi_value_type: 'NULL',
  });
}

/** Sends one GELF document to a GELF HTTP input; resolves with the answer's status. */
export function postGelf(port: number, body: object): Promise<number> {
  return new Promise<number>((resolve, reject) => {
    const req = http.request({ host: '127.0.0.1', port, path: '/gelf', method: 'POST' }, (res) => {
      res.resume();
      resolve(res.statusCode ?? 0);
    });
    req.on('error', reject);
    req.end(JSON.stringify(body));
  });
}
