import dgram from 'node:dgram';
import net from 'node:net';
import tls from 'node:tls';
import type { TlsSettings } from './tls.js';

export interface Listener {
  /** The bound port (useful with port 0). */
  port: number;
  /** Connections open now and accepted since the start (connection-based transports only). */
  connections?: () => { open: number; total: number };
  close(): Promise<void>;
}

export interface Endpoint {
  host: string;
  port: number;
}

export type FrameHandler = (frame: Buffer, remoteAddress: string) => Promise<void> | void;

/** Runs a frame handler; whatever it throws or rejects with is reported, never left to end the process. */
function run(handler: FrameHandler, frame: Buffer, remote: string, onError: (error: unknown) => void): Promise<void> | undefined {
  try {
    const pending = handler(frame, remote);
    return pending ? pending.catch(onError) : undefined;
  } catch (error: unknown) {
    onError(error);
    return undefined;
  }
}

const reportHandlerError = (error: unknown) => console.error('sift: an input could not handle a message', error);

export async function listenUdp(endpoint: Endpoint, onDatagram: FrameHandler, recvBufferSize?: number): Promise<Listener> {
  const socket = dgram.createSocket({ type: endpoint.host.includes(':') ? 'udp6' : 'udp4', recvBufferSize });
  socket.on('message', (msg, rinfo) => void run(onDatagram, msg, rinfo.address, reportHandlerError));
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

/** What `FrameSplitter.push` found: whole frames, frames dropped for their size, and whether the stream must end. */
export interface SplitResult {
  frames: Buffer[];
  oversized: number;
  /** An octet count announced a frame over the limit: the connection cannot be read on and is closed. */
  refused?: true;
}

/**
 * Splits a byte stream into frames. Octet counting (`<len> <frame>`) is recognised when a frame starts
 * with digits and a space (RFC 6587); otherwise frames end at the delimiter. A counted frame longer
 * than `maxMessageSize` refuses the stream (nothing after it can be framed).
 */
export class FrameSplitter {
  private pending: Buffer = Buffer.alloc(0);
  /** While a counted frame arrives: its parts (joined once, when it is complete) and the bytes they need. */
  private parts: Buffer[] = [];
  private partsLength = 0;
  private needed = 0;

  constructor(
    private readonly framing: Framing,
    private readonly maxMessageSize: number,
  ) {}

  push(data: Buffer): SplitResult {
    if (this.needed > 0) {
      // Joining a large counted frame's packets as they come would copy it once a packet.
      this.parts.push(data);
      this.partsLength += data.length;
      if (this.partsLength < this.needed) return { frames: [], oversized: 0 };
      data = Buffer.concat(this.parts, this.partsLength);
      this.parts = [];
      this.partsLength = 0;
      this.needed = 0;
    }
    this.pending = this.pending.length === 0 ? data : Buffer.concat([this.pending, data]);
    const frames: Buffer[] = [];
    let oversized = 0;
    for (;;) {
      if (this.framing === 'syslog') {
        const counted = /^(\d{1,9}) /.exec(this.pending.subarray(0, 11).toString('latin1'));
        if (counted) {
          const length = Number(counted[1]);
          if (length > this.maxMessageSize) {
            this.pending = Buffer.alloc(0);
            return { frames, oversized: oversized + 1, refused: true };
          }
          const start = counted[0].length;
          if (this.pending.length < start + length) {
            this.parts = [this.pending];
            this.partsLength = this.pending.length;
            this.needed = start + length;
            this.pending = Buffer.alloc(0);
            break;
          }
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
    // A counted frame cut short is incomplete: nothing to deliver.
    const rest = this.needed > 0 ? Buffer.alloc(0) : this.pending;
    this.pending = Buffer.alloc(0);
    this.parts = [];
    this.partsLength = 0;
    this.needed = 0;
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

/**
 * How long a TCP input connection may stay silent before it is closed (ms). Graylog's TCP inputs set
 * none, so the limit is generous: senders that go quiet for longer reconnect when they next send.
 */
export const TCP_IDLE_TIMEOUT_MS = 10 * 60_000;

export interface TcpOptions {
  framing: Framing;
  maxMessageSize: number;
  /** TCP keepalive probes on every connection (the input's `tcp_keepalive`). */
  keepAlive: boolean;
  /** Closes connections silent this long (ms; 0: never). */
  idleTimeoutMs: number;
  /** Accept TLS connections only (the input's "Enable TLS"). */
  tls?: TlsSettings | undefined;
}

export async function listenTcp(
  endpoint: Endpoint,
  options: TcpOptions,
  onFrame: FrameHandler,
  /** Told of every frame dropped for its size; `refused` when the connection was closed for it. */
  onOversized: (refused: boolean) => void,
): Promise<Listener> {
  const sockets = new Set<net.Socket>();
  let accepted = 0;
  const onConnection = (socket: net.Socket) => {
    sockets.add(socket);
    accepted++;
    const remote = socket.remoteAddress?.replace(/^::ffff:/, '') ?? '';
    const splitter = new FrameSplitter(options.framing, options.maxMessageSize);
    if (options.keepAlive) socket.setKeepAlive(true);
    if (options.idleTimeoutMs > 0) socket.setTimeout(options.idleTimeoutMs, () => socket.destroy());
    let queue: Promise<void> = Promise.resolve();
    const deliver = (frames: Buffer[]) => {
      if (frames.length === 0) return;
      socket.pause();
      queue = queue
        .then(async () => {
          for (const frame of frames) {
            const pending = run(onFrame, frame, remote, reportHandlerError);
            if (pending) await pending;
          }
        })
        .finally(() => socket.resume());
    };
    socket.on('data', (data) => {
      const { frames, oversized, refused } = splitter.push(data);
      for (let i = 0; i < oversized; i++) onOversized(refused === true && i === oversized - 1);
      deliver(frames);
      // The frames before the refused one are delivered; the rest of the stream cannot be framed.
      if (refused) void queue.finally(() => socket.destroy());
    });
    socket.on('end', () => {
      const rest = splitter.rest();
      if (rest) deliver([rest]);
      void queue.finally(() => socket.end());
    });
    socket.on('error', () => undefined);
    socket.on('close', () => sockets.delete(socket));
  };
  // With TLS a connection counts once its handshake succeeded; a failed handshake is the sender's problem.
  const server = options.tls ? tls.createServer(options.tls, onConnection) : net.createServer(onConnection);
  if (options.tls) server.on('tlsClientError', (_error, socket) => socket.destroy());
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(endpoint.port, endpoint.host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  return {
    port: (server.address() as net.AddressInfo).port,
    connections: () => ({ open: sockets.size, total: accepted }),
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
