import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import zlib from 'node:zlib';
import type { MetricsRegistry } from '../metrics/registry.js';
import type { JournalSettings } from './journal-config.js';
import { JOURNAL_METRICS, UTILIZATION_WARNING, type JournalEvents, type JournalSummary } from './journal-summary.js';
import { BLOCK_HEADER, ENTRY_HEADER, readSegment, type JournalEntry } from './journal-segment.js';

export type { JournalEntry } from './journal-segment.js';

/**
 * The message journal (docs/adr/0105-message-journal.md): every frame an input accepts is appended to a
 * segment file before ingest processes it. Appends gather in memory and are written to the file at
 * the end of the event loop's turn (or when STAGING_BYTES gathered), so that a killed process loses
 * none; they are fsynced (against a power loss) at least every `flushAgeMs`, after `flushInterval`
 * messages, and whenever a caller asks (`sync`, before a GELF HTTP request is answered). The store
 * records, in the same DuckDB transaction as each batch, the offset of the last entry the batch covers;
 * on start the entries beyond that offset are replayed. Segments are deleted once every entry in them
 * is stored. The file format is in journal-segment.ts: each write is one block with one checksum.
 */

/** Appends gather in a buffer of this size; a full buffer is written to the segment at once. */
const STAGING_BYTES = 1024 * 1024;
const SEGMENT_SUFFIX = '.log';

const NO_EVENTS: JournalEvents = {
  utilizationHigh: () => undefined,
  utilizationNormal: () => undefined,
  uncommittedDeleted: () => undefined,
};

/** A frame refused because the journal is full (HTTP inputs answer 503 with Retry-After). */
export class JournalFullError extends Error {
  override name = 'JournalFullError';
  /** Seconds a sender should wait before trying again. */
  readonly retryAfterSeconds = 5;
  constructor() {
    super('The message journal is full; try again later');
  }
}

interface Segment {
  /** The first offset the segment may hold (its file name). */
  base: number;
  file: string;
  /** The last offset in it (written or gathering), base - 1 while empty. */
  last: number;
  size: number;
  createdAt: number;
  /** When an entry was last added (ms). */
  touchedAt: number;
}

const segmentName = (base: number) => `${String(base).padStart(20, '0')}${SEGMENT_SUFFIX}`;

export class MessageJournal {
  private segments: Segment[] = [];
  private fd: number | null = null;
  private staging = Buffer.allocUnsafe(STAGING_BYTES);
  /** Bytes in `staging` (its first BLOCK_HEADER bytes are the block's header, filled on write). */
  private staged = BLOCK_HEADER;
  private stagedEntries = 0;
  private nextOffset: number;
  private committed: number;
  /** Offsets up to here are in the segment file (written); up to `synced`, fsynced. */
  private written: number;
  private synced: number;
  private syncing: Promise<void> = Promise.resolve();
  private appendedSinceTick = 0;
  private writeScheduled = false;
  private utilizationHigh = false;
  private readonly timer: NodeJS.Timeout;
  private closed = false;
  private readonly roomWaiters: (() => void)[] = [];

  private constructor(
    private readonly settings: JournalSettings,
    private readonly metrics: MetricsRegistry,
    committed: number,
    private readonly log: (line: string) => void,
    /** The segment files holding entries beyond the stored offset at open, oldest first. */
    private readonly replayable: string[],
    private readonly events: JournalEvents,
  ) {
    this.committed = committed;
    this.nextOffset = committed + 1;
    this.written = this.synced = committed;
    this.timer = setInterval(() => this.tick(), settings.flushAgeMs);
    this.timer.unref();
  }

  /**
   * Opens the journal in its directory: reads every segment (cutting off a torn tail), deletes the
   * segments the store holds entirely (up to `committed`), and keeps the rest for `replay`.
   */
  static open(
    settings: JournalSettings,
    metrics: MetricsRegistry,
    committed: number,
    log: (line: string) => void,
    events: JournalEvents = NO_EVENTS,
  ): MessageJournal {
    fs.mkdirSync(settings.directory, { recursive: true });
    const names = fs
      .readdirSync(settings.directory)
      .filter((name) => /^\d{20}\.log$/.test(name))
      .sort();
    const segments: Segment[] = [];
    const replayable: string[] = [];
    for (const name of names) {
      const file = path.join(settings.directory, name);
      const { entries, validBytes } = readSegment(file);
      const stat = fs.statSync(file);
      if (validBytes < stat.size) {
        log(`message journal: ${name} ends in ${stat.size - validBytes} bytes of a write cut short by a crash; they are removed`);
        fs.truncateSync(file, validBytes);
      }
      const base = Number(name.slice(0, 20));
      const last = entries.length > 0 ? entries[entries.length - 1]!.offset : base - 1;
      // Stored entirely, or empty (a new segment opened just before a crash: its name may be the next one's).
      if (last <= committed || entries.length === 0) {
        fs.rmSync(file, { force: true });
        continue;
      }
      segments.push({ base, file, last, size: validBytes, createdAt: stat.birthtimeMs || stat.mtimeMs, touchedAt: stat.mtimeMs });
      replayable.push(file);
    }
    const journal = new MessageJournal(settings, metrics, committed, log, replayable, events);
    journal.segments = segments;
    const last = Math.max(committed, ...segments.map((s) => s.last));
    journal.nextOffset = last + 1;
    journal.written = journal.synced = last;
    journal.registerMetrics();
    return journal;
  }

  /**
   * The entries beyond the stored offset at open, oldest first, read one segment at a time (so that
   * memory holds one segment, not the journal); only once, at start, before anything new is appended.
   */
  *replay(): Generator<JournalEntry> {
    const after = this.committed;
    while (this.replayable.length > 0) {
      for (const entry of readSegment(this.replayable.shift()!).entries) if (entry.offset > after) yield entry;
    }
  }

  /** How many entries are waiting to be replayed (at start) or stored. */
  get uncommitted(): number {
    return this.nextOffset - 1 - this.committed;
  }

  /** Bytes on disk and gathering, over every segment. */
  get size(): number {
    let size = this.staged - BLOCK_HEADER;
    for (const segment of this.segments) size += segment.size;
    return size;
  }

  /** At its size limit: inputs are held back (TCP), answered 503 (HTTP) or dropped (UDP) until it has room. */
  get full(): boolean {
    return this.size >= this.settings.maxSize;
  }

  /** Resolves once the journal is below its size limit. */
  whenRoom(): Promise<void> {
    if (!this.full || this.closed) return Promise.resolve();
    return new Promise((resolve) => this.roomWaiters.push(resolve));
  }

  /** Appends one frame; answers its offset. The caller checks `full` first. */
  append(inputId: string, remoteAddress: string, frame: Buffer, receivedAt: number): number {
    const id = inputId.length > 0xffff ? inputId.slice(0, 0xffff) : inputId;
    const remote = remoteAddress.length > 0xffff ? remoteAddress.slice(0, 0xffff) : remoteAddress;
    const total = ENTRY_HEADER + id.length + remote.length + frame.length;
    if (this.staged + total > this.staging.length) {
      this.writeOut();
      if (BLOCK_HEADER + total > this.staging.length) this.staging = Buffer.allocUnsafe(BLOCK_HEADER + total);
    }
    const offset = this.nextOffset++;
    const buf = this.staging;
    const at = this.staged;
    buf.writeUInt32LE(total - 4, at);
    buf.writeDoubleLE(offset, at + 4);
    buf.writeDoubleLE(receivedAt, at + 12);
    buf.writeUInt16LE(id.length, at + 20);
    buf.write(id, at + 22, 'latin1');
    const remoteAt = at + 22 + id.length;
    buf.writeUInt16LE(remote.length, remoteAt);
    buf.write(remote, remoteAt + 2, 'latin1');
    frame.copy(buf, remoteAt + 2 + remote.length);
    this.staged += total;
    this.stagedEntries += 1;
    this.appendedSinceTick += 1;
    if (this.stagedEntries >= this.settings.flushInterval) void this.sync();
    else if (!this.writeScheduled) {
      // Written once this turn of the event loop has handled its input: a killed process then loses
      // nothing it accepted (the OS holds the file's pages); the fsync every flush age is for power loss.
      this.writeScheduled = true;
      setImmediate(() => {
        this.writeScheduled = false;
        if (!this.closed) this.writeOut();
      });
    }
    return offset;
  }

  /** Writes what gathered to the current segment (the OS then holds it: a killed process loses none of it). */
  private writeOut(): void {
    if (this.staged === BLOCK_HEADER) return;
    const segment = this.activeSegment();
    this.staging.writeUInt32LE(this.staged - BLOCK_HEADER, 0);
    this.staging.writeUInt32LE(zlib.crc32(this.staging.subarray(BLOCK_HEADER, this.staged)), 4);
    fs.writeSync(this.fd!, this.staging, 0, this.staged);
    segment.size += this.staged;
    segment.last = this.nextOffset - 1;
    segment.touchedAt = Date.now();
    this.written = this.nextOffset - 1;
    this.staged = BLOCK_HEADER;
    this.stagedEntries = 0;
    if (segment.size >= this.settings.segmentSize) this.roll();
  }

  /** The segment being written, opened when there is none (its name is the next offset it holds). */
  private activeSegment(): Segment {
    const current = this.segments[this.segments.length - 1];
    if (current && this.fd !== null) return current;
    const base = this.written + 1;
    const file = path.join(this.settings.directory, segmentName(base));
    this.fd = fs.openSync(file, 'a');
    const now = Date.now();
    const segment: Segment = { base, file, last: base - 1, size: 0, createdAt: now, touchedAt: now };
    this.segments.push(segment);
    return segment;
  }

  /** Closes the current segment (fsynced first); the next write begins a new one. */
  private roll(): void {
    if (this.fd === null) return;
    const fd = this.fd;
    this.fd = null;
    // The pending asynchronous fsync may still use the descriptor: it is closed after that.
    this.queue(() => {
      fs.fdatasyncSync(fd);
      fs.closeSync(fd);
    });
  }

  /**
   * Writes and fsyncs everything appended so far; resolves when it is on disk (group commit: callers
   * arriving meanwhile share the next fsync).
   */
  sync(): Promise<void> {
    if (this.closed) return this.syncing;
    this.writeOut();
    const through = this.written;
    if (through <= this.synced) return this.syncing;
    const fd = this.fd;
    return this.queue(async () => {
      if (through <= this.synced) return;
      if (fd !== null && fd === this.fd)
        await new Promise<void>((resolve, reject) => fs.fdatasync(fd, (error) => (error ? reject(error) : resolve())));
      this.synced = Math.max(this.synced, through);
    });
  }

  /** Runs file work after the file work queued before it (fsyncs, closes, deletions), reporting failures. */
  private queue(work: () => void | Promise<void>): Promise<void> {
    this.syncing = this.syncing.then(work).catch((error: unknown) => this.log(`message journal: ${String(error)}`));
    return this.syncing;
  }

  /** The store holds every entry up to `offset`: deletes the segments it covers, and wakes held-back inputs. */
  commit(offset: number): void {
    if (offset <= this.committed) return;
    this.metrics.mark(JOURNAL_METRICS.read, offset - this.committed);
    this.committed = offset;
    const active = this.fd !== null ? this.segments[this.segments.length - 1] : undefined;
    // A full journal whose current segment is stored entirely starts a new one, so that it can go.
    if (active && active.last <= offset && this.staged === BLOCK_HEADER && this.full) this.roll();
    this.deleteSegments((segment) => segment.last <= this.committed);
    if (!this.full) this.wakeRoom();
  }

  /** Deletes closed segments that `gone` picks. */
  private deleteSegments(gone: (segment: Segment) => boolean): Segment[] {
    const deleted: Segment[] = [];
    this.segments = this.segments.filter((segment, i) => {
      const active = i === this.segments.length - 1 && this.fd !== null;
      if (active || !gone(segment)) return true;
      deleted.push(segment);
      return false;
    });
    if (deleted.length > 0) {
      // After the closing fsync of a rolled segment, so that the descriptor is gone first.
      this.queue(() => deleted.forEach((segment) => fs.rmSync(segment.file, { force: true })));
    }
    return deleted;
  }

  private wakeRoom(): void {
    const waiters = this.roomWaiters.splice(0);
    for (const resolve of waiters) resolve();
  }

  /** Every flush age: write and fsync, begin a new segment past its age, apply the age limit. */
  private tick(): void {
    this.metrics.mark(JOURNAL_METRICS.append, this.appendedSinceTick);
    this.appendedSinceTick = 0;
    void this.sync();
    const now = Date.now();
    const active = this.fd !== null ? this.segments[this.segments.length - 1] : undefined;
    if (active && now - active.createdAt >= this.settings.segmentAgeMs) this.roll();
    const expired = this.deleteSegments((segment) => now - segment.touchedAt >= this.settings.maxAgeMs);
    const lost = expired.reduce((n, s) => n + Math.max(0, s.last - Math.max(this.committed, s.base - 1)), 0);
    if (lost > 0) {
      this.metrics.increment('org.graylog2.journal.uncommitted-messages-deleted', lost);
      this.log(
        `message journal: ${lost} messages not yet stored were deleted with segments older than ${this.settings.maxAgeMs} ms (SIFT_MESSAGE_JOURNAL_MAX_AGE)`,
      );
      this.events.uncommittedDeleted(lost);
    }
    if (expired.length > 0 && !this.full) this.wakeRoom();
    const high = this.size / this.settings.maxSize >= UTILIZATION_WARNING;
    if (high !== this.utilizationHigh) {
      this.utilizationHigh = high;
      if (high) this.events.utilizationHigh(this.size / this.settings.maxSize);
      else this.events.utilizationNormal();
    }
  }

  private registerMetrics(): void {
    const m = this.metrics;
    m.gauge(JOURNAL_METRICS.segments, () => this.segments.length);
    m.gauge(JOURNAL_METRICS.uncommitted, () => this.uncommitted);
    m.gauge(JOURNAL_METRICS.size, () => this.size);
    m.gauge(JOURNAL_METRICS.sizeLimit, () => this.settings.maxSize);
    m.gauge(JOURNAL_METRICS.utilization, () => this.size / this.settings.maxSize);
    m.gauge(JOURNAL_METRICS.oldestSegment, () => this.segments[0]?.createdAt ?? 0);
    m.mark(JOURNAL_METRICS.append, 0);
    m.mark(JOURNAL_METRICS.read, 0);
  }

  summary(): JournalSummary {
    const s = this.settings;
    const oldest = this.segments[0];
    return {
      enabled: true,
      append_events_per_second: this.metrics.rate(JOURNAL_METRICS.append),
      read_events_per_second: this.metrics.rate(JOURNAL_METRICS.read),
      uncommitted_journal_entries: this.uncommitted,
      journal_size: this.size,
      journal_size_limit: s.maxSize,
      number_of_segments: this.segments.length,
      oldest_segment: oldest ? new Date(oldest.createdAt).toISOString() : null,
      journal_config: {
        directory: pathToFileURL(s.directory + path.sep).href,
        segment_size: s.segmentSize,
        segment_age: s.segmentAgeMs,
        max_size: s.maxSize,
        max_age: s.maxAgeMs,
        flush_interval: s.flushInterval,
        flush_age: s.flushAgeMs,
      },
    };
  }

  /** Writes and fsyncs what gathered and closes the current segment (a clean shutdown). */
  async close(): Promise<void> {
    if (this.closed) return;
    clearInterval(this.timer);
    await this.sync();
    this.closed = true;
    this.roll();
    await this.syncing;
    this.wakeRoom();
  }
}
