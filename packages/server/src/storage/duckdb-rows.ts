import { JSDuckDBValueConverter, type DuckDBConnection, type DuckDBMaterializedResult } from '@duckdb/node-api';
import { MessageIds } from './message-ids.js';
import type { Row } from './message-store-schema.js';

/** A DuckDB value as JSON can carry it: 64- and 128-bit integers become numbers (as Graylog's longs on the wire). */
export function jsonSafe(value: unknown): unknown {
  if (typeof value === 'bigint') return Number(value);
  if (Array.isArray(value)) return value.some((v) => typeof v === 'bigint' || Array.isArray(v)) ? value.map(jsonSafe) : value;
  return value;
}

/**
 * A materialised result's rows as objects of JSON-safe values. Its chunks are already in memory and
 * are read synchronously: `runAndReadAll` fetches them one by one, each fetch a round trip through
 * libuv's thread pool (0.1-0.15 ms of every query here, more when the host is busy).
 */
export function rowObjects(result: DuckDBMaterializedResult): Row[] {
  const names = result.deduplicatedColumnNames();
  const rows: Row[] = [];
  for (let c = 0, chunks = result.chunkCount; c < chunks; c++) {
    for (const values of result.getChunk(c).convertRows(JSDuckDBValueConverter)) {
      const row: Row = {};
      for (let i = 0; i < names.length; i++) row[names[i]!] = jsonSafe(values[i]);
      rows.push(row);
    }
  }
  return rows;
}

export async function scalar(connection: DuckDBConnection, sql: string): Promise<unknown> {
  const reader = await connection.runAndReadAll(sql);
  return reader.getRowsJS()[0]?.[0];
}

/** Lone UTF-16 surrogates cannot be encoded as UTF-8: they become U+FFFD (as the appender did). */
export function wellFormed<T extends string | undefined>(value: T): T {
  const text = value as (string & WellFormed) | undefined;
  return (text === undefined || text.isWellFormed() ? value : text.toWellFormed()) as T;
}

export interface WellFormed {
  isWellFormed(): boolean;
  toWellFormed(): string;
}

/** This store's id suffixes (see `MessageIds`), made on its first start and kept in the database. */
export async function loadMessageIds(writer: DuckDBConnection): Promise<MessageIds> {
  await writer.run('CREATE TABLE IF NOT EXISTS message_ids (suffixes VARCHAR NOT NULL)');
  const stored = await scalar(writer, 'SELECT suffixes AS v FROM message_ids LIMIT 1');
  const parsed = typeof stored === 'string' ? MessageIds.parse(stored) : null;
  if (parsed) return parsed;
  const made = MessageIds.random();
  await writer.run('DELETE FROM message_ids');
  await writer.run('INSERT INTO message_ids VALUES ($1)', [made.serialize()]);
  return made;
}
