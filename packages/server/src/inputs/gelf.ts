import zlib from 'node:zlib';
import type { FieldValue } from '../storage/fields.js';
import type { DecodedMessage } from '../ingest/pipeline.js';

/** A frame that could not be decoded; counted and logged, never fatal to the input. */
export class MalformedMessageError extends Error {
  override name = 'MalformedMessageError';
}

const GELF_CHUNK_MAGIC = [0x1e, 0x0f];
export const MAX_CHUNKS = 128;
export const CHUNK_TIMEOUT_MS = 5000;

/** Inflates a gzip or zlib payload (recognised by its magic bytes); plain JSON passes through. */
export function decompress(payload: Buffer, limit = 8 * 1024 * 1024): Buffer {
  try {
    if (payload[0] === 0x1f && payload[1] === 0x8b) return zlib.gunzipSync(payload, { maxOutputLength: limit });
    if (payload[0] === 0x78 && [0x01, 0x5e, 0x9c, 0xda].includes(payload[1] ?? -1)) return zlib.inflateSync(payload, { maxOutputLength: limit });
  } catch (error) {
    throw new MalformedMessageError(`Could not decompress GELF payload: ${(error as Error).message}`);
  }
  return payload;
}

/** GELF's standard fields that are kept as message fields (the others are read above, or dropped). */
const STANDARD_FIELDS = new Set(['level', 'facility', 'line', 'file']);

function fieldValue(value: unknown): FieldValue | undefined {
  if (typeof value === 'string' || typeof value === 'boolean') return value;
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (value === null || value === undefined) return undefined;
  return JSON.stringify(value);
}

/** Decodes one GELF JSON document (GELF 1.1, as Graylog's GelfCodec reads it). */
export function decodeGelf(payload: Buffer | string): DecodedMessage {
  const text = typeof payload === 'string' ? payload : decompress(payload).toString('utf8');
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
  if (typeof short !== 'string' || short.trim() === '') throw new MalformedMessageError('GELF message has empty mandatory "short_message" field.');
  const fields: Record<string, FieldValue> = {};
  let timestamp: number | undefined;
  const ts = gelf['timestamp'];
  if (typeof ts === 'number' && Number.isFinite(ts)) timestamp = Math.round(ts * 1000);
  else if (typeof ts === 'string' && ts.trim() !== '' && Number.isFinite(Number(ts))) timestamp = Math.round(Number(ts) * 1000);
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
  timer: NodeJS.Timeout;
}

/**
 * Reassembles chunked GELF datagrams (magic 0x1e0f, 8-byte message id, sequence number, count):
 * up to 128 chunks, dropped when incomplete after 5 s.
 */
export class ChunkAssembler {
  private readonly pending = new Map<string, PendingMessage>();

  constructor(
    private readonly onExpired: (id: string) => void = () => undefined,
    private readonly timeoutMs = CHUNK_TIMEOUT_MS,
  ) {}

  /** Adds a chunk; returns the whole payload once every chunk is in. */
  add(datagram: Buffer): Buffer | null {
    const id = datagram.subarray(2, 10).toString('hex');
    const sequence = datagram[10]!;
    const count = datagram[11]!;
    if (count === 0 || count > MAX_CHUNKS || sequence >= count) throw new MalformedMessageError(`Invalid GELF chunk ${sequence}/${count}`);
    let message = this.pending.get(id);
    if (!message) {
      const timer = setTimeout(() => {
        this.pending.delete(id);
        this.onExpired(id);
      }, this.timeoutMs);
      timer.unref();
      message = { chunks: new Array<Buffer | undefined>(count), received: 0, timer };
      this.pending.set(id, message);
    }
    if (message.chunks.length !== count) throw new MalformedMessageError('GELF chunk count changed within one message');
    if (!message.chunks[sequence]) {
      message.chunks[sequence] = datagram.subarray(12);
      message.received += 1;
    }
    if (message.received < count) return null;
    clearTimeout(message.timer);
    this.pending.delete(id);
    return Buffer.concat(message.chunks as Buffer[]);
  }

  get pendingCount(): number {
    return this.pending.size;
  }

  clear(): void {
    for (const m of this.pending.values()) clearTimeout(m.timer);
    this.pending.clear();
  }
}
