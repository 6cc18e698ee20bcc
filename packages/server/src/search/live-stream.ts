/** Where a live stream writes: an HTTP response (`write` returns false when the client is behind). */
export interface EventSink {
  write(chunk: string): boolean;
  once(event: 'drain', listener: () => void): unknown;
  end(): void;
}

export interface LiveStreamOptions {
  /** A heartbeat comment is written this often (ms), so proxies and clients keep the connection. */
  heartbeatMs?: number;
  /** At most this many events wait for a slow client; newer ones are dropped (and counted). */
  maxBuffered?: number;
}

/** Heartbeat comment interval of live connections. */
export const LIVE_HEARTBEAT_MS = 15_000;
/** Events a live connection keeps for a client that reads slower than messages arrive. */
export const LIVE_MAX_BUFFERED = 1_000;

/**
 * One server-sent-events connection: `message` events (one per message), a `: heartbeat` comment
 * every 15 s, and a bounded buffer for a slow client. Once the buffer is full, further events are
 * dropped; when the client has caught up, one `dropped` event (`{"count":n}`) says how many it missed.
 */
export class LiveStream {
  private readonly queue: string[] = [];
  private waiting = false;
  private dropped = 0;
  private closed = false;
  private readonly heartbeat: ReturnType<typeof setInterval>;
  private readonly maxBuffered: number;

  constructor(
    private readonly sink: EventSink,
    options: LiveStreamOptions = {},
  ) {
    this.maxBuffered = options.maxBuffered ?? LIVE_MAX_BUFFERED;
    this.heartbeat = setInterval(() => this.send(': heartbeat\n\n'), options.heartbeatMs ?? LIVE_HEARTBEAT_MS);
    this.heartbeat.unref?.();
    // Tells EventSource how long to wait before reconnecting, and flushes the headers at once.
    this.send('retry: 3000\n\n');
  }

  /** How many more events fit before events are dropped. */
  get room(): number {
    return this.closed ? 0 : Math.max(0, this.maxBuffered - this.queue.length);
  }

  /** Sends one `message` event carrying `data` as JSON. */
  message(data: unknown): void {
    this.event('message', data);
  }

  /** Counts events that were never queued because the buffer was full; reported once the client has caught up. */
  drop(count: number): void {
    if (count <= 0 || this.closed) return;
    this.dropped += count;
    if (!this.waiting) this.reportDropped();
  }

  /** Sends one named event. Queued while the client is behind; dropped once the queue is full. */
  event(name: string, data: unknown): void {
    if (this.closed) return;
    const chunk = `event: ${name}\ndata: ${JSON.stringify(data)}\n\n`;
    if (!this.waiting) return this.send(chunk);
    if (this.queue.length >= this.maxBuffered) this.dropped++;
    else this.queue.push(chunk);
  }

  private send(chunk: string): void {
    // While the client is behind, heartbeats are skipped: it has data waiting anyway.
    if (this.closed || this.waiting) return;
    if (!this.sink.write(chunk)) this.waitForDrain();
  }

  private waitForDrain(): void {
    this.waiting = true;
    this.sink.once('drain', () => this.drain());
  }

  /** Writes queued events until the client is behind again; then reports what was dropped. */
  private drain(): void {
    this.waiting = false;
    while (!this.closed && this.queue.length > 0) {
      if (!this.sink.write(this.queue.shift()!)) return this.waitForDrain();
    }
    this.reportDropped();
  }

  private reportDropped(): void {
    if (this.dropped === 0) return;
    const count = this.dropped;
    this.dropped = 0;
    this.send(`event: dropped\ndata: ${JSON.stringify({ count })}\n\n`);
  }

  /** Stops the heartbeat; `end` also ends the response (server shutdown). */
  close(end = false): void {
    if (this.closed) return;
    this.closed = true;
    clearInterval(this.heartbeat);
    this.queue.length = 0;
    if (end) this.sink.end();
  }
}
