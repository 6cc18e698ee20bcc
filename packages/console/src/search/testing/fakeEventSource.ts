import type { LiveEventSource } from '@sift/api';

/**
 * An EventSource stand-in for live-search tests (jsdom has none): install it with
 * `vi.stubGlobal('EventSource', FakeEventSource)`, then open it and emit messages as the server would.
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

  constructor(readonly url: string, readonly init?: EventSourceInit) {
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

  /** One `message` event per row, in ingest order. */
  emit(...rows: unknown[]): void {
    rows.forEach((row) => this.onmessage?.(new MessageEvent('message', { data: JSON.stringify(row) })));
  }

  /** The connection failed; `fatal` as after an error status (the browser gives up), else it reconnects by itself. */
  fail(fatal: boolean): void {
    this.readyState = fatal ? 2 : 0;
    this.onerror?.(new Event('error'));
  }
}

/** A `messages` search-type row as `GET /sift/live` sends it. */
export function liveRow(id: string, fields: Record<string, unknown> = {}) {
  return {
    message: { _id: id, timestamp: '2024-05-02T10:00:05.000Z', source: 'live-host', message: `live message ${id}`, streams: ['s1'], gl2_source_node: 'n1', gl2_source_input: 'i1', ...fields },
    index: 'graylog_0', highlight_ranges: {}, decoration_stats: null,
  };
}
