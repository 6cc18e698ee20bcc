import type { LiveEventSource } from '../calls/live';

/**
 * An EventSource stand-in the test drives (jsdom has none): open it, emit events, fail it, as the
 * browser would. Hand it to the live client, or install it with `vi.stubGlobal('EventSource', FakeEventSource)`.
 * Exported as `@sift/api/testing` for the console's tests; never imported by application code.
 */
export class FakeEventSource implements LiveEventSource {
  static instances: FakeEventSource[] = [];
  static reset(): void {
    FakeEventSource.instances = [];
  }
  static get latest(): FakeEventSource {
    const last = FakeEventSource.instances.at(-1);
    if (!last) throw new Error('no EventSource was opened');
    return last;
  }

  readyState = 0;
  closed = false;
  onopen: ((event: Event) => void) | null = null;
  onmessage: ((event: MessageEvent) => void) | null = null;
  onerror: ((event: Event) => void) | null = null;
  readonly listeners = new Map<string, Array<(event: MessageEvent) => void>>();

  constructor(
    readonly url: string,
    readonly init?: EventSourceInit,
  ) {
    FakeEventSource.instances.push(this);
  }

  /** The request's query parameters. */
  get params(): Record<string, string> {
    return Object.fromEntries(new URL(this.url, 'http://localhost').searchParams);
  }

  addEventListener(type: string, listener: (event: MessageEvent) => void): void {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }

  close(): void {
    this.readyState = 2;
    this.closed = true;
  }

  open(): void {
    this.readyState = 1;
    this.onopen?.(new Event('open'));
  }

  /** A `message` event (the default type) carrying `data` as JSON. */
  message(data: unknown): void {
    const event = new MessageEvent('message', { data: JSON.stringify(data) });
    this.onmessage?.(event);
    this.listeners.get('message')?.forEach((listener) => listener(event));
  }

  /** One `message` event per row, in ingest order. */
  emit(...rows: unknown[]): void {
    rows.forEach((row) => this.message(row));
  }

  /** A named event from the server. */
  event(type: string, data: unknown): void {
    const event = new MessageEvent(type, { data: JSON.stringify(data) });
    this.listeners.get(type)?.forEach((listener) => listener(event));
    if (type === 'error') this.onerror?.(event);
  }

  /** The connection failed; `fatal` as after an error status (the browser gives up), else it reconnects. */
  fail(fatal: boolean): void {
    this.readyState = fatal ? 2 : 0;
    const event = new Event('error');
    this.listeners.get('error')?.forEach((listener) => listener(event as MessageEvent));
    this.onerror?.(event);
  }
}
