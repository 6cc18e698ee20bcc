import type { ApiClient } from '../client/ApiClient';
import { FetchError } from '../client/FetchError';
import { isObject, num, str } from '../models/decode';
import { decodeMessage, type Message } from '../models/searchJob';

/**
 * Beyond Graylog (docs/api-compatibility/live.md): what the embedded server offers besides the
 * Graylog API. A real Graylog answers 404 at `GET /sift/capabilities`, which means "nothing".
 */
export interface Capabilities {
  /** `GET /sift/live` streams new matching messages (server-sent events). */
  live: boolean;
}

export const NO_CAPABILITIES: Capabilities = { live: false };

export function decodeCapabilities(value: unknown): Capabilities {
  return { live: isObject(value) && value['live'] === true };
}

/** Messages are handed over in batches collected over this many milliseconds. */
export const LIVE_BATCH_MS = 100;
/** First wait before opening a stream again after the browser gave up on it; doubles per attempt. */
export const LIVE_RECONNECT_MS = 3_000;
/** Longest wait between attempts. */
export const LIVE_RECONNECT_MAX_MS = 30_000;
/** Attempts in a row (without a successful open) before giving up. */
export const LIVE_MAX_RECONNECTS = 5;

/** Something the subscriber should know about; only `failed` ends the subscription. */
export type LiveProblem =
  /** The connection broke; it is being opened again (`attempt` counts from 1). */
  | { kind: 'reconnecting'; attempt: number }
  /** The server skipped `count` messages because the client read slower than they arrived. */
  | { kind: 'dropped'; count: number }
  /** The server could not match a batch; the stream stays open. */
  | { kind: 'server'; message: string }
  /** The stream ended for good (live search gone, signed out, or too many failed attempts). */
  | { kind: 'failed'; error: Error };

/** The part of `EventSource` the client uses, so tests can pass a fake. */
export interface LiveEventSource {
  readonly readyState: number;
  onopen: ((event: Event) => void) | null;
  onmessage: ((event: MessageEvent) => void) | null;
  onerror: ((event: Event) => void) | null;
  addEventListener(type: string, listener: (event: MessageEvent) => void): void;
  close(): void;
}

export type LiveEventSourceConstructor = new (url: string, init?: EventSourceInit) => LiveEventSource;

export interface LiveOptions {
  /** Told whenever the connection is (again) open. */
  onOpen?: () => void;
  /** The EventSource implementation; the global one by default. */
  EventSource?: LiveEventSourceConstructor;
  /** Batch window in ms (0 hands each message over at once). */
  batchMs?: number;
}

/** `EventSource.CLOSED`: the browser will not reconnect by itself. */
const CLOSED = 2;

function parse(data: unknown): unknown {
  return typeof data === 'string' ? (JSON.parse(data) as unknown) : data;
}

/**
 * Subscribes to new messages matching `query` (Lucene, empty = all) in `streams` (empty = every
 * readable stream) through `GET /sift/live`. Messages arrive in ingest order, batched. The browser
 * reconnects a dropped connection by itself (the server asks for 3 s); when it gives up (an error
 * status), the client checks that live search is still offered and the session still valid, and
 * opens the stream again with a growing delay. Returns the unsubscribe, which closes the stream.
 */
function subscribe(
  client: ApiClient,
  query: string,
  streams: readonly string[],
  onMessages: (messages: Message[]) => void,
  onError: (problem: LiveProblem) => void,
  options: LiveOptions = {},
): () => void {
  const EventSourceImpl = options.EventSource ?? (globalThis.EventSource as LiveEventSourceConstructor | undefined);
  const batchMs = options.batchMs ?? LIVE_BATCH_MS;
  let closed = false;
  let source: LiveEventSource | null = null;
  let retry: ReturnType<typeof setTimeout> | undefined;
  let flushTimer: ReturnType<typeof setTimeout> | undefined;
  let batch: Message[] = [];
  let attempts = 0;

  const flush = () => {
    flushTimer = undefined;
    if (closed || batch.length === 0) return;
    const messages = batch;
    batch = [];
    onMessages(messages);
  };
  const fail = (error: Error) => {
    if (closed) return;
    stop();
    onError({ kind: 'failed', error });
  };

  const open = () => {
    if (closed) return;
    if (!EventSourceImpl) {
      fail(new Error('This browser cannot receive server-sent events.'));
      return;
    }
    const url = client.url('/sift/live', { query, streams: streams.length > 0 ? streams.join(',') : undefined });
    const es = new EventSourceImpl(url, { withCredentials: /^https?:\/\//i.test(url) });
    source = es;
    es.onopen = () => {
      if (closed || source !== es) return;
      attempts = 0;
      options.onOpen?.();
    };
    es.onmessage = (event) => {
      if (closed || source !== es) return;
      let message: Message;
      try {
        message = decodeMessage(parse(event.data), 'live');
      } catch {
        return; // Not a message row: ignored, as an unknown event would be.
      }
      batch.push(message);
      if (batchMs <= 0) flush();
      else flushTimer ??= setTimeout(flush, batchMs);
    };
    es.addEventListener('dropped', (event) => {
      if (closed || source !== es) return;
      try {
        const body = parse(event.data);
        onError({ kind: 'dropped', count: num(isObject(body) ? body['count'] : undefined, 'dropped.count') });
      } catch {
        // A malformed notice carries nothing to report.
      }
    });
    es.addEventListener('error', (event) => {
      // Named `error` events from the server carry data; the connection's own errors do not.
      if (closed || source !== es || typeof event.data !== 'string') return;
      try {
        const body = parse(event.data);
        onError({ kind: 'server', message: str(isObject(body) ? body['message'] : undefined, 'error.message') });
      } catch {
        onError({ kind: 'server', message: event.data });
      }
    });
    es.onerror = (event) => {
      if (closed || source !== es || (event as MessageEvent).data !== undefined) return;
      attempts += 1;
      if (es.readyState !== CLOSED) {
        // The browser reconnects by itself.
        onError({ kind: 'reconnecting', attempt: attempts });
        return;
      }
      es.close();
      source = null;
      if (attempts > LIVE_MAX_RECONNECTS) {
        fail(new Error('The live stream could not be opened again.'));
        return;
      }
      onError({ kind: 'reconnecting', attempt: attempts });
      void reconnect();
    };
  };

  const reconnect = async () => {
    // Why did the server refuse the stream? A 404 means live search is gone (another server behind the
    // proxy now); a 401 logs the user out through the client. Anything else is worth another try.
    try {
      if (!(await capabilities(client)).live) throw new Error('The server no longer offers live search.');
    } catch (error) {
      if (!(error instanceof FetchError) || error.status === 401 || error.status === 403) {
        fail(error instanceof Error ? error : new Error(String(error)));
        return;
      }
    }
    if (closed) return;
    const delay = Math.min(LIVE_RECONNECT_MAX_MS, LIVE_RECONNECT_MS * 2 ** (attempts - 1));
    retry = setTimeout(open, delay);
  };

  const stop = () => {
    closed = true;
    clearTimeout(retry);
    clearTimeout(flushTimer);
    batch = [];
    source?.close();
    source = null;
  };

  client.session.whenLoggedIn().then(open, () => undefined);
  return stop;
}

/** `GET /sift/capabilities`; a 404 (a real Graylog) means no capabilities. */
async function capabilities(client: ApiClient): Promise<Capabilities> {
  try {
    return decodeCapabilities(await client.get('/sift/capabilities'));
  } catch (error) {
    if (error instanceof FetchError && error.status === 404) return NO_CAPABILITIES;
    throw error;
  }
}

/** The embedded server's calls beyond the Graylog API. */
export const LiveApi = { capabilities, subscribe };
