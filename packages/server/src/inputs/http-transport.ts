import http from 'node:http';
import https from 'node:https';
import type net from 'node:net';
import zlib from 'node:zlib';
import { JournalFullError } from '../ingest/journal.js';
import type { TlsSettings } from './tls.js';
import type { Endpoint, FrameHandler, Listener } from './transports.js';

export interface HttpOptions {
  cors: boolean;
  bulk: boolean;
  /** The largest request body (the input's `max_chunk_size`); larger ones are answered 413. */
  maxBodySize: number;
  /** The most bytes a compressed body may inflate to (the input's `decompress_size_limit`). */
  maxDecompressedSize: number;
  /** Closes connections silent this long (ms; the input's `idle_writer_timeout`; 0: never). */
  idleTimeoutMs: number;
  /** Accept HTTPS only (the input's "Enable TLS"). */
  tls?: TlsSettings | undefined;
}

/** Inflates a request body off the Node thread, failing once it would exceed `limit` bytes. */
function inflate(body: Buffer, encoding: 'gzip' | 'deflate', limit: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const done = (error: Error | null, result: Buffer) => (error ? reject(error) : resolve(result));
    if (encoding === 'gzip') zlib.gunzip(body, { maxOutputLength: limit }, done);
    else zlib.inflate(body, { maxOutputLength: limit }, done);
  });
}

/**
 * GELF HTTP: `POST /gelf` (or `/`), 202 once every message of the body is accepted (and journalled),
 * 503 with Retry-After while the journal is full.
 */
export async function listenHttp(
  endpoint: Endpoint,
  options: HttpOptions,
  onFrame: FrameHandler,
  /** Runs after every frame of a body is handled, before the 202 (the journal's fsync). */
  beforeAnswer: () => Promise<void> = () => Promise.resolve(),
): Promise<Listener> {
  const handleRequest = (request: http.IncomingMessage, response: http.ServerResponse) => {
    if (options.cors) {
      response.setHeader('Access-Control-Allow-Origin', request.headers.origin ?? '*');
      response.setHeader('Access-Control-Allow-Credentials', 'true');
      response.setHeader('Access-Control-Allow-Headers', 'Authorization, Content-Type');
    }
    if (request.method === 'OPTIONS') {
      response.writeHead(200).end();
      return;
    }
    const path = (request.url ?? '/').split('?')[0];
    if (request.method !== 'POST' || (path !== '/gelf' && path !== '/')) {
      response.writeHead(request.method === 'POST' ? 404 : 405).end();
      return;
    }
    const chunks: Buffer[] = [];
    let size = 0;
    let refused = false;
    request.on('data', (chunk: Buffer) => {
      if (refused) return;
      size += chunk.length;
      if (size <= options.maxBodySize) {
        chunks.push(chunk);
        return;
      }
      // Over max_chunk_size: answered at once, and the rest of the body is not read.
      refused = true;
      chunks.length = 0;
      response.writeHead(413, { connection: 'close' }).end(() => request.socket.destroy());
    });
    request.on('end', () => {
      if (refused) return;
      const body = Buffer.concat(chunks);
      const encoding = (request.headers['content-encoding'] ?? '').toLowerCase();
      const remote = request.socket.remoteAddress?.replace(/^::ffff:/, '') ?? '';
      void (async () => {
        let text: string;
        try {
          text = (
            encoding === 'gzip' || encoding === 'deflate' ? await inflate(body, encoding, options.maxDecompressedSize) : body
          ).toString('utf8');
        } catch (error: unknown) {
          response.writeHead((error as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE' ? 413 : 400).end();
          return;
        }
        try {
          const parts = options.bulk ? text.split(/\r?\n/).filter((l) => l.trim() !== '') : [text];
          for (const part of parts) {
            const pending = onFrame(Buffer.from(part, 'utf8'), remote);
            if (pending) await pending;
          }
          await beforeAnswer();
          response.writeHead(202).end();
        } catch (error: unknown) {
          if (error instanceof JournalFullError) response.writeHead(503, { 'retry-after': String(error.retryAfterSeconds) }).end();
          else response.writeHead(400).end();
        }
      })();
    });
  };
  const server = options.tls ? https.createServer(options.tls, handleRequest) : http.createServer(handleRequest);
  if (options.tls) server.on('tlsClientError', (_error, socket) => socket.destroy());
  // Connections silent for idle_writer_timeout are closed (Node destroys a socket that times out).
  server.timeout = options.idleTimeoutMs;
  let open = 0;
  let accepted = 0;
  server.on('connection', (socket: net.Socket) => {
    open++;
    accepted++;
    socket.once('close', () => open--);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(endpoint.port, endpoint.host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  return {
    port: (server.address() as net.AddressInfo).port,
    connections: () => ({ open, total: accepted }),
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
