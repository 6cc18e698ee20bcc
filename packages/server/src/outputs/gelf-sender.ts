import { randomBytes } from 'node:crypto';
import dgram from 'node:dgram';
import net from 'node:net';
import tls from 'node:tls';
import zlib from 'node:zlib';
import type { MessageRecord } from '../storage/message.js';
import { GELF_OUTPUT } from './types.js';

/** Where and how a GELF output sends (the GelfOutput configuration, resolved). */
export interface GelfTarget {
  host: string;
  port: number;
  protocol: 'TCP' | 'TCP+TLS' | 'UDP';
  connectTimeoutMs: number;
  reconnectDelayMs: number;
  tcpNoDelay: boolean;
  tcpKeepAlive: boolean;
  tlsVerify: boolean;
  /** The PEM certificates to trust (TCP+TLS), read from the configured file. */
  tlsCa: Buffer | null;
  /** Messages waiting while the target cannot take them; more are dropped. */
  queueSize: number;
  /** UDP datagrams handed to the OS and not yet sent. */
  maxInflightSends: number;
}

/** Bytes the socket may buffer before messages wait in the (bounded) queue instead. */
const SOCKET_HIGH_WATER = 4 * 1024 * 1024;
/** gelfclient's UDP chunk size and chunk limit. */
const UDP_CHUNK_SIZE = 1420;
const UDP_MAX_CHUNKS = 128;

const GELF_LEVELS = new Set([0, 1, 2, 3, 4, 5, 6, 7]);

/** A stored message as one GELF 1.1 document, as Graylog's GelfOutput writes it (with `_forwarder`). */
export function toGelf(record: MessageRecord): Record<string, unknown> {
  const doc: Record<string, unknown> = {
    version: '1.1',
    host: record.source,
    short_message: record.message,
    timestamp: record.timestamp / 1000,
  };
  if (record.full_message !== undefined) doc['full_message'] = record.full_message;
  const level = record.fields['level'];
  const numeric = typeof level === 'number' ? level : typeof level === 'string' && /^\d$/.test(level) ? Number(level) : undefined;
  if (numeric !== undefined && GELF_LEVELS.has(numeric)) doc['level'] = numeric;
  for (const [name, value] of Object.entries(record.fields)) {
    if (name === 'level' && doc['level'] !== undefined) continue;
    const key = name.startsWith('_') ? name : `_${name}`;
    // `_id` is not allowed in GELF.
    if (key === '_id') continue;
    doc[key] = value instanceof Date ? value.toISOString() : value;
  }
  doc['_forwarder'] = GELF_OUTPUT;
  return doc;
}

/** GELF UDP datagrams of one message: gzip-compressed, chunked above 1420 bytes; null when it needs more than 128 chunks. */
export function udpDatagrams(payload: Buffer): Buffer[] | null {
  const compressed = zlib.gzipSync(payload);
  if (compressed.length <= UDP_CHUNK_SIZE) return [compressed];
  const count = Math.ceil(compressed.length / UDP_CHUNK_SIZE);
  if (count > UDP_MAX_CHUNKS) return null;
  const id = randomBytes(8);
  const out: Buffer[] = [];
  for (let i = 0; i < count; i++) {
    const header = Buffer.from([0x1e, 0x0f, ...id, i, count]);
    out.push(Buffer.concat([header, compressed.subarray(i * UDP_CHUNK_SIZE, (i + 1) * UDP_CHUNK_SIZE)]));
  }
  return out;
}

export interface SenderEvents {
  /** A state change worth a log line (connected, lost, failing); not repeated while the state lasts. */
  log(line: string): void;
  sent(count: number): void;
  dropped(count: number): void;
}

/**
 * Sends GELF to one target without ever blocking the caller: messages go straight to the socket while it
 * keeps up, wait in a queue of `queueSize` messages while it does not (or while disconnected), and are
 * dropped (and counted) beyond that. TCP connections are re-established `reconnectDelayMs` after a loss.
 */
export class GelfSender {
  private readonly queue: MessageRecord[] = [];
  private socket: net.Socket | null = null;
  private connected = false;
  private udp: dgram.Socket | null = null;
  private inflight = 0;
  private reconnectTimer: NodeJS.Timeout | null = null;
  private closed = false;
  private failing = false;

  constructor(
    private readonly target: GelfTarget,
    private readonly events: SenderEvents,
  ) {
    if (target.protocol === 'UDP') {
      this.udp = dgram.createSocket(net.isIPv6(target.host) ? 'udp6' : 'udp4');
      this.udp.on('error', (error) => this.fail(`GELF output to udp://${target.host}:${target.port} failed: ${error.message}`));
      this.udp.unref();
    } else {
      this.connect();
    }
  }

  /** Messages waiting in the queue. */
  get queued(): number {
    return this.queue.length;
  }

  get isConnected(): boolean {
    return this.target.protocol === 'UDP' || this.connected;
  }

  send(record: MessageRecord): void {
    if (this.closed) return;
    if (this.queue.length === 0 && this.writable()) {
      this.write(record);
      return;
    }
    if (this.queue.length >= this.target.queueSize) {
      this.events.dropped(1);
      return;
    }
    this.queue.push(record);
  }

  close(): void {
    this.closed = true;
    if (this.reconnectTimer) clearTimeout(this.reconnectTimer);
    this.socket?.destroy();
    this.udp?.close();
    if (this.queue.length > 0) this.events.dropped(this.queue.length);
    this.queue.length = 0;
  }

  private writable(): boolean {
    if (this.udp) return this.inflight < this.target.maxInflightSends;
    return this.connected && this.socket !== null && this.socket.writableLength < SOCKET_HIGH_WATER;
  }

  private write(record: MessageRecord): void {
    const json = Buffer.from(JSON.stringify(toGelf(record)));
    if (this.udp) {
      const datagrams = udpDatagrams(json);
      if (!datagrams) {
        this.events.dropped(1);
        return;
      }
      for (const datagram of datagrams) {
        this.inflight += 1;
        this.udp.send(datagram, this.target.port, this.target.host, (error) => {
          this.inflight -= 1;
          if (error) this.fail(`GELF output to udp://${this.target.host}:${this.target.port} failed: ${error.message}`);
          else this.failing = false;
          this.flushQueue();
        });
      }
      this.events.sent(1);
      return;
    }
    this.socket!.write(Buffer.concat([json, Buffer.from([0])]));
    this.events.sent(1);
  }

  private flushQueue(): void {
    while (this.queue.length > 0 && this.writable()) this.write(this.queue.shift()!);
  }

  private connect(): void {
    if (this.closed) return;
    const { host, port, protocol } = this.target;
    const onConnected = () => {
      socket.setTimeout(0);
      this.connected = true;
      if (this.failing) this.events.log(`GELF output connected to ${protocol.toLowerCase()}://${host}:${port} again`);
      this.failing = false;
      this.flushQueue();
    };
    const socket: net.Socket =
      protocol === 'TCP+TLS'
        ? tls.connect(
            {
              host,
              port,
              servername: net.isIP(host) ? undefined : host,
              rejectUnauthorized: this.target.tlsVerify,
              ...(this.target.tlsCa ? { ca: this.target.tlsCa } : {}),
            },
            onConnected,
          )
        : net.connect({ host, port }, onConnected);
    this.socket = socket;
    socket.setNoDelay(this.target.tcpNoDelay);
    socket.setKeepAlive(this.target.tcpKeepAlive);
    socket.setTimeout(this.target.connectTimeoutMs, () =>
      socket.destroy(new Error(`connect timed out after ${this.target.connectTimeoutMs} ms`)),
    );
    socket.on('drain', () => this.flushQueue());
    // The target never sends anything meaningful; reading keeps a half-closed connection noticed.
    socket.on('data', () => undefined);
    socket.on('error', (error) => this.fail(`GELF output to ${protocol.toLowerCase()}://${host}:${port} failed: ${error.message}`));
    socket.on('close', () => {
      if (this.socket !== socket) return;
      this.connected = false;
      this.socket = null;
      if (this.closed) return;
      this.reconnectTimer = setTimeout(() => this.connect(), this.target.reconnectDelayMs);
      this.reconnectTimer.unref();
    });
  }

  private fail(line: string): void {
    if (this.failing || this.closed) return;
    this.failing = true;
    this.events.log(line);
  }
}
