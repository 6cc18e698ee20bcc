import type { FieldValue } from './fields.js';

/** A message ready to be stored: the fixed fields plus any number of additional fields. */
export interface MessageRecord {
  /** The document id (`_id`); absent (as at ingest), the store spells it from the row id (`MessageIds`). */
  id?: string | undefined;
  /** Graylog's time-ordered message id (`gl2_message_id`, a ULID); absent, spelled from the row id. */
  messageId?: string | undefined;
  /** Milliseconds since the epoch. */
  timestamp: number;
  source: string;
  message: string;
  full_message?: string | undefined;
  streams: string[];
  gl2_source_input?: string | undefined;
  gl2_source_node?: string | undefined;
  /** Every other field by name. */
  fields: Record<string, FieldValue>;
}

/** A stored message as the search API returns it (`ResultMessage.message`). */
export type StoredMessage = Record<string, unknown> & { _id: string; timestamp: string };

/**
 * Row ids are time-ordered: `timestamp_ms * 1024 + sequence`, never going backwards, so that the
 * text index returns hits in (nearly) time order and a row id identifies a message cheaply.
 */
export class RowIdAllocator {
  constructor(private last: number) {}

  next(timestampMs: number): number {
    const capped = Math.max(0, Math.min(timestampMs, Date.now() + 86_400_000));
    const id = Math.max(Math.floor(capped) * 1024, this.last + 1);
    this.last = id;
    return id;
  }

  get lastId(): number {
    return this.last;
  }
}
