import dgram from 'node:dgram';
import http from 'node:http';
import net from 'node:net';
import zlib from 'node:zlib';

export interface Listener {
  /** The bound port (useful with port 0). */
  port: number;
  close(): Promise<void>;
}

export interface Endpoint {
  host: string;
  port: number;
}

export type FrameHandler = (frame: Buffer, remoteAddress: string) => Promise<void> | void;

export async function listenUdp(endpoint: Endpoint, onDatagram: FrameHandler, recvBufferSize?: number): Promise<Listener> {
  const socket = dgram.createSocket({ type: endpoint.host.includes(':') ? 'udp6' : 'udp4', recvBufferSize });
  socket.on('message', (msg, rinfo) => void onDatagram(msg, rinfo.address));
  await new Promise<void>((resolve, reject) => {
    socket.once('error', reject);
    socket.bind(endpoint.port, endpoint.host, () => {
      socket.off('error', reject);
      resolve();
    });
  });
  socket.on('error', () => undefined);
  return {
    port: socket.address().port,
    close: () => new Promise<void>((resolve) => socket.close(() => resolve())),
  };
}

/** TCP framing: NUL-terminated (GELF), newline-terminated, or syslog's octet counting with newline fallback. */
export type Framing = 'null' | 'newline' | 'syslog';

/**
 * Splits a byte stream into frames. Octet counting (`<len> <frame>`) is recognised when a frame starts
 * with digits and a space (RFC 6587); otherwise frames end at the delimiter.
 */
export class FrameSplitter {
  private pending: Buffer = Buffer.alloc(0);

  constructor(
    private readonly framing: Framing,
    private readonly maxMessageSize: number,
  ) {}

  push(data: Buffer): { frames: Buffer[]; oversized: number } {
    this.pending = this.pending.length === 0 ? data : Buffer.concat([this.pending, data]);
    const frames: Buffer[] = [];
    let oversized = 0;
    for (;;) {
      if (this.framing === 'syslog') {
        const counted = /^(\d{1,9}) /.exec(this.pending.subarray(0, 11).toString('latin1'));
        if (counted) {
          const length = Number(counted[1]);
          const start = counted[0].length;
          if (this.pending.length < start + length) break;
          frames.push(this.pending.subarray(start, start + length));
          this.pending = this.pending.subarray(start + length);
          continue;
        }
      }
      const delimiter = this.framing === 'null' ? 0 : 10;
      const end = this.framing === 'syslog' ? indexOfEither(this.pending) : this.pending.indexOf(delimiter);
      if (end < 0) {
        if (this.pending.length > this.maxMessageSize) {
          this.pending = Buffer.alloc(0);
          oversized += 1;
        }
        break;
      }
      const frame = this.pending.subarray(0, end);
      this.pending = this.pending.subarray(end + 1);
      if (frame.length > this.maxMessageSize) oversized += 1;
      else if (frame.length > 0 && !(frame.length === 1 && frame[0] === 13)) frames.push(frame);
    }
    return { frames, oversized };
  }

  /** What is left when the connection ends (a last frame without delimiter). */
  rest(): Buffer | null {
    const rest = this.pending;
    this.pending = Buffer.alloc(0);
    return rest.length > 0 && rest.length <= this.maxMessageSize ? rest : null;
  }
}

function indexOfEither(buffer: Buffer): number {
  const nl = buffer.indexOf(10);
  const nul = buffer.indexOf(0);
  if (nl < 0) return nul;
  if (nul < 0) return nl;
  return Math.min(nl, nul);
}

export async function listenTcp(
  endpoint: Endpoint,
  framing: Framing,
  maxMessageSize: number,
  onFrame: FrameHandler,
  onOversized: () => void,
): Promise<Listener> {
  const sockets = new Set<net.Socket>();
  const server = net.createServer((socket) => {
    sockets.add(socket);
    const remote = socket.remoteAddress?.replace(/^::ffff:/, '') ?? '';
    const splitter = new FrameSplitter(framing, maxMessageSize);
    let queue: Promise<void> = Promise.resolve();
    const deliver = (frames: Buffer[]) => {
      if (frames.length === 0) return;
      socket.pause();
      queue = queue
        .then(async () => {
          for (const frame of frames) {
            const pending = onFrame(frame, remote);
            if (pending) await pending;
          }
        })
        .finally(() => socket.resume());
    };
    socket.on('data', (data) => {
      const { frames, oversized } = splitter.push(data);
      for (let i = 0; i < oversized; i++) onOversized();
      deliver(frames);
    });
    socket.on('end', () => {
      const rest = splitter.rest();
      if (rest) deliver([rest]);
      void queue.finally(() => socket.end());
    });
    socket.on('error', () => undefined);
    socket.on('close', () => sockets.delete(socket));
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
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        for (const socket of sockets) socket.end();
        setTimeout(() => {
          for (const socket of sockets) socket.destroy();
        }, 1000).unref();
      }),
  };
}

export interface HttpOptions {
  cors: boolean;
  bulk: boolean;
  maxBodySize: number;
}

/** GELF HTTP: `POST /gelf` (or `/`), 202 once every message of the body is accepted. */
export async function listenHttp(endpoint: Endpoint, options: HttpOptions, onFrame: FrameHandler): Promise<Listener> {
  const server = http.createServer((request, response) => {
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
    let tooLarge = false;
    request.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > options.maxBodySize) tooLarge = true;
      else chunks.push(chunk);
    });
    request.on('end', () => {
      if (tooLarge) {
        response.writeHead(413).end();
        return;
      }
      let body = Buffer.concat(chunks);
      const encoding = (request.headers['content-encoding'] ?? '').toLowerCase();
      const remote = request.socket.remoteAddress?.replace(/^::ffff:/, '') ?? '';
      void (async () => {
        try {
          if (encoding === 'gzip') body = zlib.gunzipSync(body);
          else if (encoding === 'deflate') body = zlib.inflateSync(body);
          const parts = options.bulk ? body.toString('utf8').split(/\r?\n/).filter((l) => l.trim() !== '') : [body.toString('utf8')];
          for (const part of parts) await onFrame(Buffer.from(part, 'utf8'), remote);
          response.writeHead(202).end();
        } catch {
          response.writeHead(400).end();
        }
      })();
    });
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
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
