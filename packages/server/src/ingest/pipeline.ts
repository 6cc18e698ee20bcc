import { THROUGHPUT_INPUT_1S, THROUGHPUT_OUTPUT_1S, type MetricsRegistry } from '../metrics/registry.js';
import type { FieldValue } from '../storage/fields.js';
import type { MessageRecord } from '../storage/message.js';
import type { StreamRouter } from './router.js';
import { ProcessingMessage, type ProcessingStages } from './processors.js';

/** A message as a codec decoded it, before ingest adds ids, streams and input metadata. */
export interface DecodedMessage {
  message: string;
  source?: string | undefined;
  /** Milliseconds since the epoch; the receive time when absent. */
  timestamp?: number | undefined;
  full_message?: string | undefined;
  fields: Record<string, FieldValue>;
}

/** Where a message came from. */
export interface IngestContext {
  inputId?: string | undefined;
  remoteAddress?: string | undefined;
  staticFields?: Readonly<Record<string, string>> | undefined;
  overrideSource?: string | undefined;
}

/**
 * The largest batch: DuckDB's row group (122,880 rows), so that a full batch is written straight into
 * compressed row groups instead of going through DuckDB's write-ahead log first.
 */
const DEFAULT_BATCH_SIZE = 122_880;

/**
 * An idle store takes what has gathered at once up to this many messages (a batch ending inside a
 * storage block costs DuckDB up to three times more per row, negligible for a few thousand); more
 * waits for the block boundary, at most MAX_GATHER_MS.
 */
const SMALL_BATCH = 16_384;
const MAX_GATHER_MS = 3_000;

/** Batches the store may hold at once before the timer lets messages gather into a bigger one. */
const MAX_IN_FLIGHT = 2;

/** What inputs hand decoded messages to (the ingest buffer). */
export interface MessageIntake {
  /** Accepts one message; resolves once it is buffered (waits while the buffer is full). */
  submit(decoded: DecodedMessage, context?: IngestContext): Promise<void>;
  /** Accepts one message at once if the buffer has room; false when it is full. */
  offer(decoded: DecodedMessage, context?: IngestContext): boolean;
}

/**
 * Where batches go. `encode` makes a message ready for storage as it is accepted (the buffer keeps what
 * it answers); `append` stores a batch of them.
 */
export interface MessageSink<Encoded = MessageRecord> {
  encode(message: MessageRecord): Encoded;
  /** Stores a batch; called again before the last call settles, and must keep the order of calls. */
  append(batch: readonly Encoded[]): Promise<void>;
  /**
   * How many more messages end the store's current storage block; under load, batches are handed
   * over in such steps (a batch ending on a block boundary loads much faster). All at once without it.
   */
  rowsToBoundary?(): number;
}

export interface PipelineOptions {
  /** Write a batch at least this often (ms). */
  flushIntervalMs?: number;
  /** Write a batch as soon as this many messages are waiting. */
  batchSize?: number;
  /** Accepting more than this many unwritten messages waits for a write (back-pressure). */
  maxBuffered?: number;
  nodeId: string;
}

/**
 * The ingest buffer: decoded messages are routed into streams, stamped and collected; batches go to
 * the store every `flushIntervalMs` or every `batchSize` messages. When the store falls behind, `submit`
 * waits, which pauses TCP sockets and delays HTTP answers (back-pressure).
 */
export class IngestPipeline<Encoded = MessageRecord> implements MessageIntake {
  private buffer: Encoded[] = [];
  /** The buffered messages themselves, beside `buffer`: kept only while outputs want them (`stages.deliver`), else null. */
  private records: (MessageRecord | null)[] = [];
  /** When the oldest buffered message arrived (ms), or null while the buffer is empty. */
  private gatheringSince: number | null = null;
  /** Messages accepted since the last timer tick (none: the inputs went quiet, so nothing is worth waiting for). */
  private arrivals = 0;
  private writing: Promise<void> = Promise.resolve();
  private pendingWrites = 0;
  private waiters: (() => void)[] = [];
  private readonly timer: NodeJS.Timeout;
  private closed = false;
  /** While false (processing paused), messages are accepted into the buffer but not written. */
  private processing = true;
  private readonly flushIntervalMs: number;
  private readonly batchSize: number;
  private readonly maxBuffered: number;
  private readonly incomingKeys = new Map<string, string>();
  /** Batches handed to the store and not stored yet. */
  private inFlight = 0;
  /** Extractors, pipeline rules and outputs; filled by the subsystems that own them. */
  readonly stages: ProcessingStages = { extract: null, process: null, deliver: null };

  constructor(
    private readonly sink: MessageSink<Encoded>,
    private readonly router: StreamRouter,
    private readonly metrics: MetricsRegistry,
    private readonly options: PipelineOptions,
  ) {
    this.flushIntervalMs = options.flushIntervalMs ?? 250;
    this.batchSize = options.batchSize ?? DEFAULT_BATCH_SIZE;
    this.maxBuffered = options.maxBuffered ?? 3 * DEFAULT_BATCH_SIZE;
    this.timer = setInterval(() => this.tick(true), this.flushIntervalMs);
    this.timer.unref();
  }

  /** Messages accepted but not yet written. */
  get buffered(): number {
    return this.buffer.length + this.pendingWrites;
  }

  /** Accepts one message. Resolves once it is buffered (waits while the buffer is full). */
  async submit(decoded: DecodedMessage, context: IngestContext = {}): Promise<void> {
    if (this.closed) throw new Error('Ingest is shut down');
    while (!this.offer(decoded, context)) {
      await new Promise<void>((resolve) => this.waiters.push(resolve));
      if (this.closed) throw new Error('Ingest is shut down');
    }
  }

  /**
   * Accepts one message at once if the buffer has room (the fast path of inputs: no promise per
   * message); false when it is full, and the caller should `await submit(...)` instead.
   */
  offer(decoded: DecodedMessage, context: IngestContext = {}): boolean {
    if (this.closed) throw new Error('Ingest is shut down');
    if (this.buffered >= this.maxBuffered) return false;
    const record = this.stages.extract || this.stages.process ? this.processed(decoded, context) : this.toRecord(decoded, context);
    this.arrivals++;
    if (record) {
      if (this.buffer.length === 0) this.gatheringSince = Date.now();
      this.buffer.push(this.sink.encode(record));
      this.records.push(this.stages.deliver ? record : null);
    }
    else this.metrics.increment('org.graylog2.shared.buffers.processors.ProcessBufferProcessor.filteredOutMessages');
    this.metrics.mark(THROUGHPUT_INPUT_1S);
    this.metrics.increment('org.graylog2.throughput.input');
    if (context.inputId) this.metrics.increment(this.incomingKey(context.inputId));
    if (this.buffer.length >= this.handoverAt()) this.handover();
    return true;
  }

  /**
   * Pauses or resumes processing (`/system/processing/pause`): while paused, inputs keep accepting
   * into the buffer (waiting when it is full) and nothing is written; resuming writes what waited.
   */
  setProcessing(processing: boolean): void {
    this.processing = processing;
    if (processing) void this.flush();
  }

  private incomingKey(inputId: string): string {
    let key = this.incomingKeys.get(inputId);
    if (key === undefined) {
      key = `org.graylog2.inputs.${inputId}.incomingMessages`;
      this.incomingKeys.set(inputId, key);
    }
    return key;
  }

  private toRecord(decoded: DecodedMessage, context: IngestContext): MessageRecord {
    // The codec's fields object is the message's own: extended in place rather than copied.
    const fields: Record<string, FieldValue> = decoded.fields;
    if (context.remoteAddress) fields['gl2_remote_ip'] = context.remoteAddress;
    if (context.staticFields) for (const key in context.staticFields) fields[key] = context.staticFields[key]!;
    const source = context.overrideSource || decoded.source || context.remoteAddress || 'unknown';
    const timestamp = decoded.timestamp ?? Date.now();
    const streams = this.router.route({
      field: (name) => {
        switch (name) {
          case 'message':
            return decoded.message;
          case 'source':
            return source;
          case 'full_message':
            return decoded.full_message;
          case 'gl2_source_input':
            return context.inputId;
          default:
            return fields[name];
        }
      },
      inputId: context.inputId,
    });
    return {
      timestamp,
      source,
      message: decoded.message,
      full_message: decoded.full_message,
      streams,
      gl2_source_input: context.inputId,
      gl2_source_node: this.options.nodeId,
      fields,
    };
  }

  /** `toRecord` with the extract and process stages around stream routing; null when a stage drops it. */
  private processed(decoded: DecodedMessage, context: IngestContext): MessageRecord | null {
    const fields: Record<string, FieldValue> = decoded.fields;
    if (context.remoteAddress) fields['gl2_remote_ip'] = context.remoteAddress;
    if (context.staticFields) for (const key in context.staticFields) fields[key] = context.staticFields[key]!;
    const source = context.overrideSource || decoded.source || context.remoteAddress || 'unknown';
    const message = new ProcessingMessage(decoded.message, decoded.full_message, source, decoded.timestamp ?? Date.now(), fields, context.inputId);
    const { extract, process } = this.stages;
    if (extract && !extract(message)) return null;
    message.streams = this.router.route({ field: (name) => message.get(name), inputId: context.inputId });
    if (process && !process(message)) return null;
    return {
      timestamp: message.timestamp,
      source: message.source,
      message: message.message,
      full_message: message.fullMessage,
      streams: message.streams,
      gl2_source_input: context.inputId,
      gl2_source_node: this.options.nodeId,
      fields: message.fields,
    };
  }

  /** The buffer length at which a batch is handed over even while the store is busy. */
  private handoverAt(): number {
    const room = this.sink.rowsToBoundary?.();
    return room === undefined ? this.batchSize : Math.min(room, this.batchSize);
  }

  /**
   * Hands a batch over: up to the store's next block boundary once the buffer reaches it; everything
   * when the store is idle and the buffer small (an idle server still writes every 250 ms), the inputs
   * went quiet, or the oldest message has waited MAX_GATHER_MS; nothing otherwise, so that under load
   * messages gather into batches that end on a boundary.
   */
  private handover(quiet = false): void {
    if (!this.processing || this.buffer.length === 0) return;
    const aligned = this.sink.rowsToBoundary !== undefined;
    const at = this.handoverAt();
    if (this.buffer.length >= at) void this.write(aligned ? at : this.buffer.length);
    else if (!aligned) void this.write(this.buffer.length);
    else if (this.inFlight === 0 && (quiet || this.buffer.length <= SMALL_BATCH || Date.now() - (this.gatheringSince ?? Date.now()) >= MAX_GATHER_MS)) {
      void this.write(this.buffer.length);
    }
  }

  /**
   * The timer's flush. While the store is busy with MAX_IN_FLIGHT batches, messages keep gathering
   * into a bigger batch (handed over when one is stored, or when it reaches the batch size): DuckDB
   * loads big batches much faster per row.
   */
  private tick(fromTimer = false): void {
    const quiet = fromTimer && this.arrivals === 0;
    if (fromTimer) this.arrivals = 0;
    if (this.inFlight >= MAX_IN_FLIGHT && this.buffer.length < this.handoverAt()) return;
    this.handover(quiet);
  }

  /** Writes everything buffered so far (nothing while processing is paused); resolves when it is stored. */
  flush(): Promise<void> {
    return this.processing ? this.write(this.buffer.length) : this.writing;
  }

  /** Hands the first `count` buffered messages to the store. */
  private write(count: number): Promise<void> {
    if (count > 0) {
      const whole = count >= this.buffer.length;
      const batch = whole ? this.buffer : this.buffer.slice(0, count);
      const records = (whole ? this.records : this.records.slice(0, count)).filter((r): r is MessageRecord => r !== null);
      this.buffer = whole ? [] : this.buffer.slice(count);
      this.records = whole ? [] : this.records.slice(count);
      this.gatheringSince = this.buffer.length === 0 ? null : Date.now();
      this.pendingWrites += batch.length;
      this.inFlight += 1;
      // Handed over at once: the sink stores batches in the order given and prepares the next one
      // while the last is still loading (back-pressure counts everything not yet stored).
      const stored = this.sink
        .append(batch)
        .then(() => {
          try {
            if (records.length > 0) this.stages.deliver?.(records);
          } catch (error: unknown) {
            console.error('sift: could not deliver a batch to the outputs', error);
          }
          this.metrics.mark(THROUGHPUT_OUTPUT_1S, batch.length);
          this.metrics.increment('org.graylog2.throughput.output', batch.length);
        })
        .catch((error: unknown) => {
          this.metrics.increment('org.graylog2.ingest.failedBatches');
          console.error('sift: could not store a batch of messages', error);
        })
        .finally(() => {
          this.pendingWrites -= batch.length;
          this.inFlight -= 1;
          if (this.buffer.length > 0 && !this.closed) this.tick();
          this.wake();
        });
      this.writing = Promise.all([this.writing, stored]).then(() => undefined);
    }
    return this.writing;
  }

  private wake(): void {
    const waiters = this.waiters;
    this.waiters = [];
    for (const resolve of waiters) resolve();
  }

  /** Stops the timer and writes every accepted message. */
  async close(): Promise<void> {
    clearInterval(this.timer);
    // A clean shutdown writes every accepted message, even while processing is paused.
    await this.write(this.buffer.length);
    this.closed = true;
    this.wake();
  }
}
