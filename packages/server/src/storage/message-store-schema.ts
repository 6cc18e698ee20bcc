import { FIXED_COLUMNS, FIXED_FIELD_TYPES, type FieldType } from './fields.js';
import type { IndexSetConfig, IndexState } from './index-sets.js';

export type Row = Record<string, unknown>;

/** Reader connections: the queries of one search run side by side on them. */
export const READERS = 4;
/** The in-memory database holding the hit tables of long full-text hit lists (see HitCache). */
export const HITS_CATALOG = 'hits';
/**
 * Keyword values are remembered only while they are short and, all columns together, take little
 * memory: a column with a longer value, or that would go beyond the budget, is always searched instead
 * (senders choose how many values, how long, in how many fields).
 */
export const MAX_REMEMBERED_VALUE_LENGTH = 256;
export const MAX_REMEMBERED_CHARS = 16 * 1024 * 1024;
/** Distinct values remembered per keyword column; beyond this the column is always searched. */
export const MAX_KEYWORD_VALUES = 10_000;
/**
 * The most fields the store keeps columns for, fixed ones included: OpenSearch's default mapping limit
 * (`index.mapping.total_fields.limit`), which Graylog inherits. Fields beyond it stay with their
 * message (shown with it, not searchable).
 */
export const MAX_FIELDS = 1000;
/** The timestamps the store takes (ms): years 0001 to 9999, as Graylog's date format writes them. */
export const MIN_TIMESTAMP = -62_135_596_800_000; // 0001-01-01T00:00:00.000Z
export const MAX_TIMESTAMP = 253_402_300_799_999; // 9999-12-31T23:59:59.999Z
/** Whether the store can hold a message dated `ms`. */
export const storableTimestamp = (ms: number): boolean => Number.isFinite(ms) && ms >= MIN_TIMESTAMP && ms <= MAX_TIMESTAMP;
/** Fixed keyword columns whose values are remembered (gl2_message_id is unique per message). */
export const REMEMBERED_FIXED = ['source', 'streams', 'gl2_source_input', 'gl2_source_node'];

/** A set's rotation and retention, planned with a batch (or by `maintain`), carried out by `rotate`. */
export interface Rotation {
  set: string;
  /** The set's write index until now (none for its first). */
  previous: IndexState | null;
  /** The new write index (none when only retention runs). */
  next: IndexState | null;
  drop: IndexState[];
  close: IndexState[];
}

export interface PreparedBatch {
  rotations: Rotation[];
  /** The SQL of the index (number) each row goes into, by the line's set key `s`. */
  indexSql: string;
  /** Index number → bytes the batch adds to it. */
  sizes: Map<number, number>;
  /** Columns the batch needs that DuckDB may not have yet. */
  newColumns: Map<string, FieldType>;
  columns: BatchColumn[];
  lines: string[];
  textRows: TextRow[];
  newConflicts: [string, FieldType][];
  file: string;
  /** The message journal's offset the batch covers, recorded in the same transaction as its rows. */
  journalOffset: number | undefined;
}

export interface TextRow {
  id: number;
  message: string;
  full_message: string | null;
}

/**
 * A message made ready for storage the moment it is accepted (`MessageStore.encode`): its row id, its
 * row as one line of JSON, and its text for the text index. This is what the ingest buffer holds until
 * the batch is written: one string and one small object a message instead of the decoded message's
 * object graph, so that the garbage collector's young generation copies far less while batches gather.
 */
export interface EncodedMessage extends TextRow {
  line: string;
  /** The ordinal of the index set the message goes to (absent: the default set). */
  set?: number;
}

/** How a batch file carries each column (keys `c0`, `c1`, ... in column order): JSON type and the SQL reading it. */
export interface BatchColumn {
  name: string;
  /** The column's key in the JSON lines. */
  key: string;
  jsonType: string;
  select: (key: string) => string;
}
export const asIs = (key: string): string => key;
export const fromEpochMs = (key: string): string => `epoch_ms(${key})`;
export const FIXED_BATCH_COLUMNS: readonly BatchColumn[] = FIXED_COLUMNS.map((name, i) => ({
  name,
  key: `c${i}`,
  jsonType: { id: 'BIGINT', timestamp: 'BIGINT', streams: 'VARCHAR[]', gl2_index: 'INTEGER' }[name as string] ?? 'VARCHAR',
  select: name === 'timestamp' ? fromEpochMs : asIs,
}));
/** Fields every message has (the fixed ones a search sees), counted against MAX_FIELDS. */
export const FIXED_FIELD_COUNT = Object.keys(FIXED_FIELD_TYPES).length;
/** `columnKey`'s answer for a new field when the store already has MAX_FIELDS fields. */
export const OVER_LIMIT = Symbol('over the field limit');
/** DuckDB's row group size (rows). */
export const ROW_GROUP_ROWS = 122_880;
/** The position of `gl2_index` among the fixed columns: the same for every row of a batch, so not in the lines. */
export const GL2_INDEX_COLUMN = FIXED_COLUMNS.indexOf('gl2_index');

export const FIXED_DDL = `CREATE TABLE IF NOT EXISTS messages (
  id BIGINT NOT NULL,
  "_id" VARCHAR,
  "timestamp" TIMESTAMP NOT NULL,
  source VARCHAR,
  message VARCHAR,
  full_message VARCHAR,
  streams VARCHAR[],
  gl2_source_input VARCHAR,
  gl2_source_node VARCHAR,
  gl2_message_id VARCHAR,
  gl2_index INTEGER NOT NULL,
  "_conflicts" VARCHAR
)`;

/** A rotation: the set's old write index (none for its first), the new one, and what retention deleted or closed. */
export interface RotationEvent {
  set: IndexSetConfig;
  previous: IndexState | null;
  next: IndexState | null;
  dropped: readonly IndexState[];
  closed: readonly IndexState[];
}
