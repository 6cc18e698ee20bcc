import type { FieldValue } from '../storage/fields.js';

/**
 * Field names a static field may not take (Graylog's Message.RESERVED_FIELDS less the settable ones):
 * the search backend's own names and the fields the server sets itself. `message`, `source` and
 * `timestamp` are accepted, as Graylog accepts them, and like any field a message already carries they
 * are never overwritten.
 */
const RESERVED = new Set(['_id', '_ttl', '_source', '_all', '_index', '_type', '_score', 'streams']);

/** Whether `key` is reserved for a static field (the names above and every `gl2_` field). */
export function isReservedStaticField(key: string): boolean {
  return RESERVED.has(key) || key.startsWith('gl2_');
}

/**
 * Fields every stored message has outside its additional fields (`source` falls back to the sender's
 * address, `timestamp` to the time received). A static field of these names never applies; for
 * `full_message` that is a difference from Graylog, which would add it to a message without one.
 */
const RECORD_FIELDS = new Set(['message', 'source', 'timestamp', 'full_message']);

/** Graylog's StaticFieldFilter: adds each static field the message does not carry already; a sender's value wins. */
export function addStaticFields(fields: Record<string, FieldValue>, staticFields: Readonly<Record<string, string>>): void {
  for (const key in staticFields) if (!(key in fields) && !RECORD_FIELDS.has(key)) fields[key] = staticFields[key]!;
}
