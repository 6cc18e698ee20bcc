import { isValidFieldName, MAX_FIELD_NAME_LENGTH } from '../storage/fields.js';
import type { MessageRecord } from '../storage/message.js';
import { storableTimestamp } from '../storage/message-store.js';

/** The most fields one message may carry (besides the fixed ones); a message with more is dropped. */
export const MAX_MESSAGE_FIELDS = 1000;

/** Where a replaced timestamp's original value is kept (Graylog's `Message.FIELD_GL2_ORIGINAL_TIMESTAMP`). */
export const ORIGINAL_TIMESTAMP_FIELD = 'gl2_original_timestamp';
const PROCESSING_ERROR_FIELD = 'gl2_processing_error';

/** Valid field names seen so far (the same few names come with message after message); bounded. */
const validNames = new Set<string>();
const MAX_REMEMBERED_NAMES = 10_000;

function validName(name: string): boolean {
  if (validNames.has(name)) return true;
  if (!isValidFieldName(name)) return false;
  if (validNames.size < MAX_REMEMBERED_NAMES) validNames.add(name);
  return true;
}

/** What `guardMessage` did to a message it kept. */
export interface GuardResult {
  /** Fields removed because their names are not valid Graylog field names. */
  invalidFields: string[];
}

/** Why a message was dropped (a plain sentence for logs and notifications). */
export class DroppedMessage extends Error {
  override name = 'DroppedMessage';
}

/**
 * The last stage before a message is stored, after every decoder, extractor and pipeline rule: the
 * store must take whatever leaves it. A timestamp the store cannot hold (not finite, or outside years
 * 0001-9999) becomes `receivedAt` and the original is kept in `gl2_original_timestamp`, as Graylog does
 * for an unusable timestamp; date fields the store cannot hold become text; fields whose names
 * Graylog would not accept are removed (Graylog's `Message.addField` ignores them); a message with
 * more than MAX_MESSAGE_FIELDS fields is dropped (throws DroppedMessage). Changes the record in place.
 */
export function guardMessage(record: MessageRecord, receivedAt: number): GuardResult {
  const fields = record.fields;
  let count = 0;
  const invalidFields: string[] = [];
  for (const name in fields) {
    if (++count > MAX_MESSAGE_FIELDS) throw new DroppedMessage(`message has more than ${MAX_MESSAGE_FIELDS} fields`);
    if (!validName(name)) invalidFields.push(name);
    const value = fields[name];
    // A date the store cannot hold (a stage may make one) is kept as its time in milliseconds, as text.
    if (typeof value === 'object' && !storableTimestamp(value.getTime())) fields[name] = String(value.getTime());
  }
  for (const name of invalidFields) delete fields[name];
  if (!storableTimestamp(record.timestamp)) {
    // A decoder that read a timestamp it could not use keeps it as it was sent (`NaN` here).
    fields[ORIGINAL_TIMESTAMP_FIELD] ??= String(record.timestamp);
    const original = String(fields[ORIGINAL_TIMESTAMP_FIELD]);
    const error = `Replaced invalid timestamp value with the receive time: ${original} is not a time between the years 0001 and 9999`;
    const existing = fields[PROCESSING_ERROR_FIELD];
    fields[PROCESSING_ERROR_FIELD] = typeof existing === 'string' && existing !== '' ? `${existing},${error}` : error;
    record.timestamp = receivedAt;
  }
  return { invalidFields };
}

/** A field name as it may appear in a log line or notification: shortened, control characters escaped. */
export function describeFieldName(name: string): string {
  return (
    JSON.stringify(name.length > 60 ? `${name.slice(0, 60)}…` : name) +
    (name.length > MAX_FIELD_NAME_LENGTH ? ` (${name.length} characters)` : '')
  );
}
