import zlib from 'node:zlib';
import type { FieldValue } from '../storage/fields.js';
import type { DecodedMessage } from '../ingest/pipeline.js';
import { ORIGINAL_TIMESTAMP_FIELD } from '../ingest/guard.js';
import { storableTimestamp } from '../storage/message-store.js';

/** A frame that could not be decoded; counted and logged, never fatal to the input. */
export class MalformedMessageError extends Error {
  override name = 'MalformedMessageError';
}

const GELF_CHUNK_MAGIC = [0x1e, 0x0f];
export const MAX_CHUNKS = 128;
export const CHUNK_TIMEOUT_MS = 5000;
/**
 * The most bytes incomplete chunked messages may hold together; a chunk of a new message beyond it is
 * dropped (a sender opening message after message without completing them cannot grow memory).
 */
export const MAX_PENDING_CHUNK_BYTES = 64 * 1024 * 1024;

/** Inflates a gzip or zlib payload (recognised by its magic bytes); plain JSON passes through. */
export function decompress(payload: Buffer, limit = 8 * 1024 * 1024): Buffer {
  try {
    if (payload[0] === 0x1f && payload[1] === 0x8b) return zlib.gunzipSync(payload, { maxOutputLength: limit });
    if (payload[0] === 0x78 && [0x01, 0x5e, 0x9c, 0xda].includes(payload[1] ?? -1))
      return zlib.inflateSync(payload, { maxOutputLength: limit });
  } catch (error) {
    throw new MalformedMessageError(`Could not decompress GELF payload: ${(error as Error).message}`);
  }
  return payload;
}

/** GELF's standard fields that are kept as message fields (the others are read above, or dropped). */
const STANDARD_FIELDS = new Set(['level', 'facility', 'line', 'file']);

/**
 * The deepest nesting of arrays and objects a GELF document may have (the message object is the
 * first level). Deeper documents are dropped before they are parsed: parsing millions of levels takes
 * seconds, and writing a field's value back as JSON text recurses once per level.
 */
export const MAX_DEPTH = 64;

/** Whether a JSON text nests arrays and objects deeper than `max` (brackets inside strings do not count). */
export function nestsDeeperThan(text: string, max: number): boolean {
  // Most messages hold a handful of brackets: counting them natively settles it without a scan.
  let brackets = 0;
  for (let i = text.indexOf('{'); i >= 0 && brackets <= max; i = text.indexOf('{', i + 1)) brackets++;
  for (let i = text.indexOf('['); i >= 0 && brackets <= max; i = text.indexOf('[', i + 1)) brackets++;
  if (brackets <= max) return false;
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 92 /* \\ */) i++;
      else if (c === 34 /* " */) inString = false;
    } else if (c === 34) inString = true;
    else if (c === 123 /* { */ || c === 91 /* [ */) {
      if (++depth > max) return true;
    } else if (c === 125 /* } */ || c === 93 /* ] */) depth--;
  }
  return false;
}

function fieldValue(value: unknown): FieldValue | undefined {
  if (typeof value === 'string' || typeof value === 'boolean') return value;
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (value === null || typeof value !== 'object') return undefined;
  return JSON.stringify(value);
}

/**
 * GELF's `timestamp` (seconds since the epoch, a number or numeric text) in milliseconds; NaN when one
 * was sent but cannot be used (the message then gets its receive time and keeps this value, see
 * `guardMessage`); undefined when there is none.
 */
function gelfTimestamp(value: unknown, fields: Record<string, FieldValue>): number | undefined {
  if (value === undefined || value === null || value === '') return undefined;
  const seconds = typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : NaN;
  const ms = Math.round(seconds * 1000);
  if (storableTimestamp(ms)) return ms;
  fields[ORIGINAL_TIMESTAMP_FIELD] =
    typeof value === 'string' ? value.slice(0, 100) : typeof value === 'number' ? String(value) : JSON.stringify(value).slice(0, 100);
  return NaN;
}

/** Decodes one GELF JSON document (GELF 1.1, as Graylog's GelfCodec reads it). */
export function decodeGelf(payload: Buffer | string): DecodedMessage {
  const text = typeof payload === 'string' ? payload : decompress(payload).toString('utf8');
  if (nestsDeeperThan(text, MAX_DEPTH))
    throw new MalformedMessageError(`GELF message nests arrays and objects deeper than ${MAX_DEPTH} levels`);
  let doc: unknown;
  try {
    doc = JSON.parse(text);
  } catch {
    throw new MalformedMessageError('GELF message is not valid JSON');
  }
  if (typeof doc !== 'object' || doc === null || Array.isArray(doc)) throw new MalformedMessageError('GELF message must be a JSON object');
  const gelf = doc as Record<string, unknown>;
  const host = gelf['host'];
  if (typeof host !== 'string' || host.trim() === '') throw new MalformedMessageError('GELF message has empty mandatory "host" field.');
  const short = gelf['short_message'] ?? gelf['message'];
  if (typeof short !== 'string' || short.trim() === '')
    throw new MalformedMessageError('GELF message has empty mandatory "short_message" field.');
  const fields: Record<string, FieldValue> = {};
  const timestamp = gelfTimestamp(gelf['timestamp'], fields);
  for (const key in gelf) {
    if (!Object.hasOwn(gelf, key)) continue;
    if (key.charCodeAt(0) === 95 /* _ */) {
      if (key === '_id' || key === '_') continue;
      const value = fieldValue(gelf[key]);
      if (value !== undefined) fields[key.slice(1)] = value;
    } else if (STANDARD_FIELDS.has(key)) {
      const value = fieldValue(gelf[key]);
      if (value !== undefined) fields[key] = value;
    }
  }
  const full = gelf['full_message'];
  return { message: short, source: host, timestamp, full_message: typeof full === 'string' ? full : undefined, fields };
}

export function isChunk(datagram: Buffer): boolean {
  return datagram.length > 12 && datagram[0] === GELF_CHUNK_MAGIC[0] && datagram[1] === GELF_CHUNK_MAGIC[1];
}

interface PendingMessage {
  chunks: (Buffer | undefined)[];
  received: number;
  bytes: number;
  timer: NodeJS.Timeout;
}

/**
 * Reassembles chunked GELF datagrams (magic 0x1e0f, 8-byte message id, sequence number, count):
 * up to 128 chunks, dropped when incomplete after 5 s, at most MAX_PENDING_CHUNK_BYTES held at once.
 */
export class ChunkAssembler {
  private readonly pending = new Map<string, PendingMessage>();
  private pendingBytes = 0;

  constructor(
    private readonly onExpired: (id: string) => void = () => undefined,
    private readonly timeoutMs = CHUNK_TIMEOUT_MS,
    private readonly maxPendingBytes = MAX_PENDING_CHUNK_BYTES,
  ) {}

  /** Adds a chunk; returns the whole payload once every chunk is in. */
  add(datagram: Buffer): Buffer | null {
    const id = datagram.subarray(2, 10).toString('hex');
    const sequence = datagram[10]!;
    const count = datagram[11]!;
    if (count === 0 || count > MAX_CHUNKS || sequence >= count) throw new MalformedMessageError(`Invalid GELF chunk ${sequence}/${count}`);
    let message = this.pending.get(id);
    if (!message) {
      if (this.pendingBytes + datagram.length > this.maxPendingBytes) {
        throw new MalformedMessageError(
          `incomplete chunked GELF messages already hold ${Math.round(this.maxPendingBytes / 1024 / 1024)} MB`,
        );
      }
      const timer = setTimeout(() => {
        this.forget(id);
        this.onExpired(id);
      }, this.timeoutMs);
      timer.unref();
      message = { chunks: new Array<Buffer | undefined>(count), received: 0, bytes: 0, timer };
      this.pending.set(id, message);
    }
    if (message.chunks.length !== count) throw new MalformedMessageError('GELF chunk count changed within one message');
    if (!message.chunks[sequence]) {
      const chunk = datagram.subarray(12);
      message.chunks[sequence] = chunk;
      message.received += 1;
      message.bytes += chunk.length;
      this.pendingBytes += chunk.length;
    }
    if (message.received < count) return null;
    clearTimeout(message.timer);
    this.forget(id);
    return Buffer.concat(message.chunks as Buffer[]);
  }

  private forget(id: string): void {
    const message = this.pending.get(id);
    if (!message) return;
    this.pendingBytes -= message.bytes;
    this.pending.delete(id);
  }

  get pendingCount(): number {
    return this.pending.size;
  }

  clear(): void {
    for (const m of this.pending.values()) clearTimeout(m.timer);
    this.pending.clear();
    this.pendingBytes = 0;
  }
}
