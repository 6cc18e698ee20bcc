import { THROUGHPUT_INPUT_1S, THROUGHPUT_OUTPUT_1S, type MetricsRegistry } from '../metrics/registry.js';
import { streamRateMetric } from '../metrics/stream-metrics.js';
import type { FieldValue } from '../storage/fields.js';
import type { MessageRecord } from '../storage/message.js';
import type { StreamRouter } from './router.js';
import { ProcessingMessage, type ProcessingStages } from './processors.js';
import { describeFieldName, DroppedMessage, guardMessage } from './guard.js';
import type { MessageJournal } from './journal.js';
import { addStaticFields } from './static-fields.js';
import { attempt, LookupMemo, LookupPending, suspended } from '../lookup/pending.js';

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
  /** The frame as the input received it: written to the message journal when the message is accepted. */
  frame?: Buffer | undefined;
  /** A message replayed from the journal: its offset there (it is not journalled again) ... */
  journalOffset?: number | undefined;
  /** ... and when it was first received (ms). */
  receivedAt?: number | undefined;
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

/** How long `close` waits for messages held for a network lookup before giving them up. */
const HELD_CLOSE_WAIT_MS = 5_000;

/** A message after its stages: the record to store (null: a stage filtered it out), or a failure already reported. */
type Prepared<Encoded> = { record: MessageRecord; encoded: Encoded } | { record: null } | { failed: true };

/**
 * A message held back in arrival order, because its processing waits for a network lookup (ADR 0106) or
 * because one before it does: released to the buffer once every message before it is released.
 */
interface Held<Encoded> {
  /** The message as decoded, never processed: every run starts from a copy of it. */
  original: DecodedMessage;
  context: IngestContext;
  receivedAt: number;
  offset: number | undefined;
  memo: LookupMemo;
  /** Undefined while its lookups are running. */
  prepared: Prepared<Encoded> | undefined;
}

/** A copy of a decoded message that processing may change without touching the original. */
const copyOf = (decoded: DecodedMessage): DecodedMessage => ({ ...decoded, fields: { ...decoded.fields } });

/** A message ingest could not keep whole, or at all: counted and reported, never thrown at the input. */
export interface IngestDrop {
  inputId: string | undefined;
  /**
   * `malformed`: the message broke a limit and was dropped; `processing`: a stage (or the store's
   * encoding) failed on it and it was dropped; `fields`: fields with invalid names were removed from it.
   */
  kind: 'malformed' | 'processing' | 'fields';
  reason: string;
  /** The start of the message's text. */
  sample: string;
}

/** The start of a message's text, for logs and notifications. */
export const sampleOf = (text: string): string => (text.length > 200 ? `${text.slice(0, 200)}…` : text);

/** What inputs hand decoded messages to (the ingest buffer). */
export interface MessageIntake {
  /** Calls `listener` for every message (or field) dropped on the way to the store. Returns the unsubscribe. */
  onDropped(listener: (drop: IngestDrop) => void): () => void;
  /** Accepts one message; resolves once it is buffered (waits while the buffer is full). */
  submit(decoded: DecodedMessage, context?: IngestContext): Promise<void>;
  /** Accepts one message at once if the buffer (and the journal) has room; false when it is full. */
  offer(decoded: DecodedMessage, context?: IngestContext): boolean;
  /** Whether the message journal is full (inputs then hold back, refuse or drop what they receive). */
  readonly journalFull: boolean;
  /** Resolves once every message accepted so far is on disk (in the journal; at once without one). */
  sync(): Promise<void>;
}

/**
 * Where batches go. `encode` makes a message ready for storage as it is accepted (the buffer keeps what
 * it answers); `append` stores a batch of them.
 */
export interface MessageSink<Encoded = MessageRecord> {
  encode(message: MessageRecord): Encoded;
  /**
   * Stores a batch; called again before the last call settles, and must keep the order of calls.
   * `journalOffset`: the batch covers the journal up to this offset, recorded with the batch.
   */
  append(batch: readonly Encoded[], journalOffset?: number): Promise<void>;
  /**
   * How many more messages end the store's current storage block; under load, batches are handed
   * over in such steps (a batch ending on a block boundary loads much faster). All at once without it.
   */
  rowsToBoundary?(): number;
  /** What an encoded message holds, for the buffer dump (`/system/processbufferdump`). */
  describe?(encoded: Encoded): BufferedMessage;
}

/** One message waiting in the ingest buffer, as the buffer dump shows it. */
export interface BufferedMessage {
  timestamp: number;
  source: string;
  message: string;
}

/** The ingest buffer's current contents (the Node.js equivalent of Graylog's process buffer dump). */
export interface BufferDump {
  /** Whether batches are written (false while message processing is paused). */
  processing: boolean;
  /** Messages accepted and not handed to the store yet. */
  waiting: number;
  /** Messages handed to the store and not stored yet. */
  writing: number;
  /** Batches handed to the store and not stored yet. */
  batchesInFlight: number;
  /** When the oldest waiting message arrived (ms), or null. */
  oldestWaitingSince: number | null;
  /** The first waiting messages, oldest first (at most the limit asked for). */
  messages: BufferedMessage[];
}

export interface PipelineOptions {
  /** Write a batch at least this often (ms). */
  flushIntervalMs?: number;
  /** Write a batch as soon as this many messages are waiting. */
  batchSize?: number;
  /** Accepting more than this many unwritten messages waits for a write (back-pressure). */
  maxBuffered?: number;
  nodeId: string;
  /** Where accepted frames are written first (none: messages go straight to the buffer). */
  journal?: MessageJournal | null;
}

/**
 * The ingest buffer: decoded messages are routed into streams, stamped and collected; batches go to
 * the store every `flushIntervalMs` or every `batchSize` messages. When the store falls behind, `submit`
 * waits, which pauses TCP sockets and delays HTTP answers (back-pressure).
 */
export class IngestPipeline<Encoded = MessageRecord> implements MessageIntake {
  private buffer: Encoded[] = [];
  /** Beside `buffer` while there is a journal: the journal offset each buffered message came with. */
  private offsets: number[] = [];
  /** The journal offset of the latest message accepted (stored, filtered or dropped). */
  private lastOffset = -1;
  private readonly journal: MessageJournal | null;
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
  private readonly dropListeners = new Set<(drop: IngestDrop) => void>();
  /** Messages waiting for a network lookup, and every message after the first of them, in arrival order. */
  private held: Held<Encoded>[] = [];
  private heldDrained: Array<() => void> = [];
  /** Extractors, pipeline rules and outputs; filled by the subsystems that own them. */
  readonly stages: ProcessingStages = { extract: null, process: null, deliver: null, mayWait: null };

  constructor(
    private readonly sink: MessageSink<Encoded>,
    private readonly router: StreamRouter,
    private readonly metrics: MetricsRegistry,
    private readonly options: PipelineOptions,
  ) {
    this.flushIntervalMs = options.flushIntervalMs ?? 250;
    this.batchSize = options.batchSize ?? DEFAULT_BATCH_SIZE;
    this.maxBuffered = options.maxBuffered ?? 3 * DEFAULT_BATCH_SIZE;
    this.journal = options.journal ?? null;
    this.timer = setInterval(() => this.tick(true), this.flushIntervalMs);
    this.timer.unref();
  }

  /** Messages accepted but not yet written. */
  get buffered(): number {
    return this.buffer.length + this.pendingWrites + this.held.length;
  }

  /** Messages held back for a network lookup (and those behind them). */
  get heldBack(): number {
    return this.held.length;
  }

  /** What the buffer holds now: its counts and the first `limit` waiting messages. */
  dump(limit: number): BufferDump {
    const describe = this.sink.describe;
    return {
      processing: this.processing,
      waiting: this.buffer.length,
      writing: this.pendingWrites,
      batchesInFlight: this.inFlight,
      oldestWaitingSince: this.gatheringSince,
      messages: describe ? this.buffer.slice(0, Math.max(0, limit)).map((encoded) => describe(encoded)) : [],
    };
  }

  /** Accepts one message. Resolves once it is buffered (waits while the buffer is full). */
  async submit(decoded: DecodedMessage, context: IngestContext = {}): Promise<void> {
    if (this.closed) throw new Error('Ingest is shut down');
    while (!this.offer(decoded, context)) {
      // A full journal makes room as the store catches up (or its age limit deletes segments).
      await (this.journal?.full ? this.journal.whenRoom() : new Promise<void>((resolve) => this.waiters.push(resolve)));
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
    const receivedAt = context.receivedAt ?? Date.now();
    let offset: number | undefined;
    if (this.journal) {
      offset = context.journalOffset;
      if (offset === undefined && context.frame) {
        if (this.journal.full) return false;
        offset = this.journal.append(context.inputId ?? '', context.remoteAddress ?? '', context.frame, receivedAt);
      }
    }
    // While a lookup may have to wait for the network, the stages run on a copy: a message whose lookup
    // waits is run again from the original once the answer is in (ADR 0106).
    const original = (this.stages.extract || this.stages.process) && this.stages.mayWait?.() ? copyOf(decoded) : null;
    const memo = original ? new LookupMemo() : null;
    let prepared: Prepared<Encoded>;
    try {
      prepared = memo
        ? attempt(memo, () => this.prepare(decoded, context, receivedAt, true))
        : this.prepare(decoded, context, receivedAt, false);
    } catch (error) {
      const slot: Held<Encoded> = { original: original!, context, receivedAt, offset, memo: memo!, prepared: undefined };
      this.held.push(slot);
      void this.resume(slot, error as LookupPending);
      return true;
    }
    if (this.held.length > 0) this.held.push({ original: decoded, context, receivedAt, offset, memo: memo ?? new LookupMemo(), prepared });
    else this.accept(prepared, context, offset, receivedAt);
    return true;
  }

  /**
   * Runs the stages on a message and makes it ready for storage. A message is the unit of failure:
   * whatever a stage or the store's encoding throws drops this message (counted and reported), never the
   * batch, the input or the process. A lookup that must wait is thrown on when `canWait`.
   */
  private prepare(decoded: DecodedMessage, context: IngestContext, receivedAt: number, canWait: boolean): Prepared<Encoded> {
    try {
      const record =
        this.stages.extract || this.stages.process
          ? this.processed(decoded, context, receivedAt)
          : this.toRecord(decoded, context, receivedAt);
      if (!record) return { record: null };
      const { invalidFields } = guardMessage(record, receivedAt);
      if (invalidFields.length > 0) {
        const names = invalidFields.slice(0, 3).map(describeFieldName).join(', ');
        this.dropped(
          context,
          'fields',
          `removed ${invalidFields.length} field(s) whose names are not valid field names: ${names}`,
          decoded.message,
        );
      }
      return { record, encoded: this.sink.encode(record) };
    } catch (error: unknown) {
      if (error instanceof LookupPending && canWait) throw error;
      const limit = error instanceof DroppedMessage;
      const reason = limit ? error.message : `message could not be processed: ${error instanceof Error ? error.message : String(error)}`;
      this.dropped(context, limit ? 'malformed' : 'processing', reason, typeof decoded.message === 'string' ? decoded.message : '');
      return { failed: true };
    }
  }

  /** Puts a processed message into the buffer, in arrival order. */
  private accept(prepared: Prepared<Encoded>, context: IngestContext, offset: number | undefined, receivedAt: number): void {
    if (offset !== undefined) this.lastOffset = offset;
    if ('failed' in prepared) return;
    this.arrivals++;
    const { record } = prepared;
    if (record) {
      for (const stream of record.streams) this.metrics.mark(streamRateMetric(stream));
      if (this.buffer.length === 0) this.gatheringSince = receivedAt;
      this.buffer.push(prepared.encoded);
      this.records.push(this.stages.deliver ? record : null);
      if (this.journal) this.offsets.push(this.lastOffset);
    } else this.metrics.increment('org.graylog2.shared.buffers.processors.ProcessBufferProcessor.filteredOutMessages');
    this.metrics.mark(THROUGHPUT_INPUT_1S);
    this.metrics.increment('org.graylog2.throughput.input');
    if (context.inputId) this.metrics.increment(this.incomingKey(context.inputId));
    if (this.buffer.length >= this.handoverAt()) this.handover();
  }

  /** Waits for each lookup a held message needs and runs it again from its original, until it is through. */
  private async resume(slot: Held<Encoded>, first: LookupPending): Promise<void> {
    let pending = first;
    for (;;) {
      suspended(slot.memo);
      // A failed wait is no answer: the next run asks again (and after enough runs, gives up).
      await pending.settled.catch(() => undefined);
      try {
        slot.prepared = attempt(slot.memo, () => this.prepare(copyOf(slot.original), slot.context, slot.receivedAt, true));
        break;
      } catch (error) {
        pending = error as LookupPending;
      }
    }
    this.release();
  }

  /** Moves the held messages that are through, up to the first still waiting, into the buffer. */
  private release(): void {
    while (this.held.length > 0 && this.held[0]!.prepared !== undefined) {
      const slot = this.held.shift()!;
      this.accept(slot.prepared!, slot.context, slot.offset, slot.receivedAt);
    }
    if (this.held.length === 0) {
      const drained = this.heldDrained;
      this.heldDrained = [];
      for (const resolve of drained) resolve();
    }
    this.wake();
  }

  /** Resolves once no message is held back for a lookup (at once when none is). */
  private whenReleased(): Promise<void> {
    return this.held.length === 0 ? Promise.resolve() : new Promise((resolve) => this.heldDrained.push(resolve));
  }

  get journalFull(): boolean {
    return this.journal?.full ?? false;
  }

  sync(): Promise<void> {
    return this.journal?.sync() ?? Promise.resolve();
  }

  /** Calls `listener` for every message (or field) dropped on the way to the store. Returns the unsubscribe. */
  onDropped(listener: (drop: IngestDrop) => void): () => void {
    this.dropListeners.add(listener);
    return () => this.dropListeners.delete(listener);
  }

  private dropped(context: IngestContext, kind: IngestDrop['kind'], reason: string, text: string): void {
    this.metrics.increment(kind === 'fields' ? 'org.graylog2.ingest.droppedFields' : 'org.graylog2.ingest.droppedMessages');
    const drop: IngestDrop = { inputId: context.inputId, kind, reason, sample: sampleOf(text) };
    for (const listener of this.dropListeners) {
      try {
        listener(drop);
      } catch (error: unknown) {
        console.error('sift: could not report a dropped message', error);
      }
    }
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

  private toRecord(decoded: DecodedMessage, context: IngestContext, receivedAt: number): MessageRecord {
    // The codec's fields object is the message's own: extended in place rather than copied.
    const fields: Record<string, FieldValue> = decoded.fields;
    if (context.remoteAddress) fields['gl2_remote_ip'] = context.remoteAddress;
    if (context.staticFields) addStaticFields(fields, context.staticFields);
    const source = context.overrideSource || decoded.source || context.remoteAddress || 'unknown';
    const timestamp = decoded.timestamp ?? receivedAt;
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
  private processed(decoded: DecodedMessage, context: IngestContext, receivedAt: number): MessageRecord | null {
    const fields: Record<string, FieldValue> = decoded.fields;
    if (context.remoteAddress) fields['gl2_remote_ip'] = context.remoteAddress;
    if (context.staticFields) addStaticFields(fields, context.staticFields);
    const source = context.overrideSource || decoded.source || context.remoteAddress || 'unknown';
    const message = new ProcessingMessage(
      decoded.message,
      decoded.full_message,
      source,
      decoded.timestamp ?? receivedAt,
      fields,
      context.inputId,
    );
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
    else if (
      this.inFlight === 0 &&
      (quiet || this.buffer.length <= SMALL_BATCH || Date.now() - (this.gatheringSince ?? Date.now()) >= MAX_GATHER_MS)
    ) {
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

  /**
   * Writes everything buffered so far (nothing while processing is paused); resolves when it is stored.
   * Messages held back for a network lookup are written once they are through.
   */
  flush(): Promise<void> {
    if (this.held.length > 0) return this.whenReleased().then(() => this.flush());
    return this.processing ? this.write(this.buffer.length) : this.writing;
  }

  /** Hands the first `count` buffered messages to the store. */
  private write(count: number): Promise<void> {
    if (count > 0) {
      const whole = count >= this.buffer.length;
      const batch = whole ? this.buffer : this.buffer.slice(0, count);
      const records = (whole ? this.records : this.records.slice(0, count)).filter((r): r is MessageRecord => r !== null);
      // The journal offset the batch covers (when whole, also what was filtered or dropped since).
      const offset = this.journal ? (whole ? this.lastOffset : this.offsets[count - 1]!) : undefined;
      if (this.journal) this.offsets = whole ? [] : this.offsets.slice(count);
      this.buffer = whole ? [] : this.buffer.slice(count);
      this.records = whole ? [] : this.records.slice(count);
      this.gatheringSince = this.buffer.length === 0 ? null : Date.now();
      this.pendingWrites += batch.length;
      this.inFlight += 1;
      // Handed over at once: the sink stores batches in the order given and prepares the next one
      // while the last is still loading (back-pressure counts everything not yet stored).
      const stored = this.sink
        .append(batch, offset)
        .then(() => {
          if (offset !== undefined) this.journal?.commit(offset);
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
    // Messages waiting for a network lookup get a few seconds; those still waiting then stay in the
    // journal (its offset never passed them) and are processed again at the next start.
    if (this.held.length > 0) {
      let timer: NodeJS.Timeout | undefined;
      await Promise.race([this.whenReleased(), new Promise<void>((resolve) => (timer = setTimeout(resolve, HELD_CLOSE_WAIT_MS)))]);
      clearTimeout(timer);
      for (const slot of this.held) {
        const text = typeof slot.original.message === 'string' ? slot.original.message : '';
        this.dropped(slot.context, 'processing', 'the server shut down while the message waited for a lookup', text);
      }
      this.held = [];
    }
    // A clean shutdown writes every accepted message, even while processing is paused.
    await this.write(this.buffer.length);
    this.closed = true;
    this.wake();
  }
}
