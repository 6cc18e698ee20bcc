import type { FastifyPluginAsync } from 'fastify';
import { requireSubject } from '../auth/subject.js';
import { ApiError } from '../http/errors.js';
import { LIVE_CONNECTIONS, type MetricsRegistry } from '../metrics/registry.js';
import { QueryParseError } from '../query/parse.js';
import type { SearchEngine } from './engine.js';
import { MissingStreamPermissionError } from './execute.js';
import { highlighter } from './highlight.js';
import { LiveStream, type LiveStreamOptions } from './live-stream.js';
import { sendMissingStreamPermission } from './routes.js';
import type { StreamAccess } from './streams.js';

/** Every stored message is in this range; live selections are bounded by row ids instead. */
const ALL_TIME = { from: 0, to: 8.64e15 };

interface Subscriber {
  query: string;
  streams: readonly string[] | null;
  stream: LiveStream;
  /** Batches are matched one after another, so events keep ingest order. */
  pending: Promise<void>;
}

/**
 * Live search: every batch the message store makes searchable is matched against each open
 * connection's query and streams (the same SQL as a search, bounded to the batch's row ids), and the
 * matches are sent as `messages` search-type rows.
 */
export class LiveHub {
  private readonly subscribers = new Set<Subscriber>();
  private readonly unsubscribeStore: () => void;

  constructor(private readonly engine: SearchEngine) {
    this.unsubscribeStore = engine.store.onStored((first, last) => this.stored(first, last));
  }

  get size(): number {
    return this.subscribers.size;
  }

  /** Throws QueryParseError when the query cannot be parsed. */
  check(query: string): void {
    this.engine.where({ queries: [{ text: query }], range: ALL_TIME, streams: null, ids: { from: 0, to: -1 } });
  }

  /** Starts sending matches of newly stored messages to `stream`. Returns the unsubscribe. */
  subscribe(query: string, streams: readonly string[] | null, stream: LiveStream): () => void {
    const subscriber: Subscriber = { query, streams, stream, pending: Promise.resolve() };
    this.subscribers.add(subscriber);
    return () => {
      this.subscribers.delete(subscriber);
      stream.close();
    };
  }

  private stored(first: number, last: number): void {
    for (const subscriber of this.subscribers) {
      subscriber.pending = subscriber.pending
        .then(() => this.match(subscriber, first, last))
        .catch((error: unknown) => {
          subscriber.stream.event('error', { message: error instanceof Error ? error.message : String(error) });
        });
    }
  }

  private async match(subscriber: Subscriber, first: number, last: number): Promise<void> {
    if (!this.subscribers.has(subscriber)) return;
    const room = subscriber.stream.room;
    const where = this.engine.where({
      queries: [{ text: subscriber.query }],
      range: ALL_TIME,
      streams: subscriber.streams,
      ids: { from: first, to: last },
    });
    // One row more than fits tells whether some must be dropped; only then are they counted.
    const rows = await this.engine.store.query(`SELECT * FROM messages WHERE ${where.sql} ORDER BY id LIMIT ${room + 1}`, where.params);
    if (!this.subscribers.has(subscriber)) return;
    const highlight = highlighter(where.parsed);
    for (const row of rows.slice(0, room)) {
      const message = this.engine.toMessage(row);
      subscriber.stream.message({ message, index: this.engine.indexOf(row), highlight_ranges: highlight(message), decoration_stats: null });
    }
    if (rows.length > room) {
      const counted = await this.engine.store.query(`SELECT count(*) AS c FROM messages WHERE ${where.sql}`, where.params);
      subscriber.stream.drop(Number(counted[0]?.['c'] ?? 0) - room);
    }
  }

  /** Ends every connection (server shutdown). */
  close(): void {
    this.unsubscribeStore();
    for (const subscriber of this.subscribers) subscriber.stream.close(true);
    this.subscribers.clear();
  }
}

export interface LiveRouteDeps {
  engine: SearchEngine;
  access: StreamAccess;
  metrics?: MetricsRegistry | undefined;
  stream?: LiveStreamOptions;
}

/**
 * Beyond Graylog: `GET /sift/capabilities` (what this server offers besides the Graylog API; a real
 * Graylog answers 404) and `GET /sift/live?query=&streams=` (server-sent events of new matching messages).
 */
export const liveRoutes: FastifyPluginAsync<LiveRouteDeps> = async (app, { engine, access, metrics, stream: streamOptions }) => {
  const hub = new LiveHub(engine);
  metrics?.gauge(LIVE_CONNECTIONS, () => hub.size);
  // Open event streams would keep the HTTP server from closing.
  app.addHook('preClose', (done) => {
    hub.close();
    done();
  });

  app.get('/sift/capabilities', async (request) => {
    requireSubject(request);
    return { live: true };
  });

  app.get<{ Querystring: { query?: string; streams?: string } }>('/sift/live', async (request, reply) => {
    const subject = requireSubject(request);
    const query = typeof request.query.query === 'string' ? request.query.query : '';
    const requested =
      typeof request.query.streams === 'string'
        ? request.query.streams
            .split(',')
            .map((s) => s.trim())
            .filter((s) => s.length > 0)
        : [];
    const forbidden = [...new Set(requested.filter((id) => !subject.isPermitted(`streams:read:${id}`)))];
    if (forbidden.length > 0) return sendMissingStreamPermission(reply, new MissingStreamPermissionError(forbidden));
    const streams = access.effectiveStreams(subject, requested);

    try {
      hub.check(query);
    } catch (error) {
      if (error instanceof QueryParseError) throw new ApiError(400, error.message);
      throw error;
    }

    reply.hijack();
    const res = reply.raw;
    res.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-cache',
      connection: 'keep-alive',
      'x-accel-buffering': 'no',
    });
    request.raw.socket.setTimeout(0);
    const stream = new LiveStream(
      {
        write: (chunk) => res.write(chunk),
        once: (event, listener) => res.once(event, listener),
        end: () => res.end(),
      },
      streamOptions,
    );
    const unsubscribe = hub.subscribe(query, streams, stream);
    res.on('close', unsubscribe);
  });
};
