import os from 'node:os';
import type { MetricsRegistry } from '../metrics/registry.js';
import type { DecodedMessage, MessageIntake } from '../ingest/pipeline.js';
import { sampleOf } from '../ingest/pipeline.js';
import { JournalFullError } from '../ingest/journal.js';
import type { InputFailures } from './failures.js';
import { ChunkAssembler, decodeGelf, decompress, isChunk, MalformedMessageError } from './gelf.js';
import { decodeRaw, decodeSyslog } from './syslog.js';
import { tlsSettingsOf } from './tls.js';
import { listenHttp } from './http-transport.js';
import { listenTcp, listenUdp, type Listener } from './transports.js';
import type { InputConfiguration, InputType } from './types.js';

export interface RunningInputOptions {
  id: string;
  type: InputType;
  configuration: InputConfiguration;
  staticFields: () => Readonly<Record<string, string>>;
  pipeline: MessageIntake;
  metrics: MetricsRegistry;
  /** Where dropped messages are counted and reported. */
  failures: InputFailures;
  /** A TCP connection silent this long is closed (ms). */
  tcpIdleTimeoutMs: number;
}

const num = (value: unknown, fallback: number): number => (typeof value === 'number' && value > 0 ? value : fallback);
/** A setting where 0 means "off": a non-negative number, else the fallback. */
const zeroOrMore = (value: unknown, fallback: number): number => (typeof value === 'number' && value >= 0 ? value : fallback);
const bool = (value: unknown, fallback: boolean): boolean => (typeof value === 'boolean' ? value : fallback);

/** Decodes one frame of an input of `type` (at ingest, and when the journal is replayed). */
export function frameDecoder(type: InputType, config: InputConfiguration): (frame: Buffer) => DecodedMessage {
  const decompressLimit = num(config['decompress_size_limit'], 8 * 1024 * 1024);
  const syslogOptions = {
    storeFullMessage: bool(config['store_full_message'], false),
    expandStructuredData: bool(config['expand_structured_data'], false),
    allowOverrideDate: bool(config['allow_override_date'], true),
  };
  return (frame) => {
    switch (type.codec) {
      case 'gelf':
        return decodeGelf(decompress(frame, decompressLimit).toString('utf8'));
      case 'syslog':
        return decodeSyslog(frame.toString('utf8'), syslogOptions);
      default:
        return decodeRaw(frame.toString('utf8'));
    }
  };
}

/** The source an input sets on every message (`override_source`), if any. */
export function overrideSourceOf(config: InputConfiguration): string | undefined {
  return typeof config['override_source'] === 'string' && config['override_source'] !== '' ? config['override_source'] : undefined;
}

/**
 * Starts the sockets of one input; every decoded message goes to the ingest pipeline. Once they
 * listen, the input reports what Graylog's inputs page reads under Graylog's names
 * (`<type>.<id>.<metric>`, ADMIN-API.md §1.7); an input that cannot bind reports nothing.
 */
export async function startInput(options: RunningInputOptions): Promise<Listener> {
  const listener = await listen(options);
  const { id, type, metrics } = options;
  const graylogName = (metric: string) => `${type.type}.${id}.${metric}`;
  metrics.meter(graylogName('incomingMessages'));
  metrics.mark(graylogName('read_bytes_1sec'), 0);
  metrics.gauge(graylogName('read_bytes_total'), () => metrics.counter(`org.graylog2.inputs.${id}.read_bytes_total`));
  const connections = listener.connections;
  if (connections) {
    metrics.gauge(graylogName('open_connections'), () => connections().open);
    metrics.gauge(graylogName('total_connections'), () => connections().total);
  }
  return listener;
}

async function listen(options: RunningInputOptions): Promise<Listener> {
  const { id, type, configuration: config, pipeline, metrics, failures } = options;
  const endpoint = { host: typeof config['bind_address'] === 'string' ? config['bind_address'] : '0.0.0.0', port: num(config['port'], 0) };
  const tls = type.transport === 'udp' ? undefined : await tlsSettingsOf(config, os.hostname());
  const overrideSource = overrideSourceOf(config);
  const decompressLimit = num(config['decompress_size_limit'], 8 * 1024 * 1024);

  const malformed = (reason: string, sample: Buffer | string = '') => {
    failures.drop(id, 'malformed', reason, sampleOf(typeof sample === 'string' ? sample : sample.subarray(0, 256).toString('utf8')));
  };

  const decode = frameDecoder(type, config);
  const journalDrops = `org.graylog2.inputs.${id}.journal_full_drops`;
  const bufferDrops = `org.graylog2.inputs.${id}.buffer_full_drops`;

  const readBytes = `org.graylog2.inputs.${id}.read_bytes_total`;
  const incoming = `${type.type}.${id}.incomingMessages`;
  const readBytes1Sec = `${type.type}.${id}.read_bytes_1sec`;
  /**
   * Decodes and submits one frame; a promise only when the ingest buffer is full (back-pressure; never
   * for UDP, whose datagrams are then dropped).
   * A frame that cannot be decoded is a counted, reported drop; with `strict` (HTTP, whose sender
   * is answered) it also throws MalformedMessageError.
   */
  const handle = (frame: Buffer, remoteAddress: string, strict = false): Promise<void> | undefined => {
    metrics.increment(readBytes, frame.length);
    metrics.mark(readBytes1Sec, frame.length);
    metrics.meter(incoming).mark();
    let decoded: DecodedMessage;
    try {
      decoded = decode(frame);
    } catch (error) {
      // Any error of a decoder is this frame's problem, never the input's.
      const reason = error instanceof MalformedMessageError ? error.message : `could not decode the message: ${(error as Error).message}`;
      malformed(reason, frame);
      if (strict) throw error instanceof MalformedMessageError ? error : new MalformedMessageError(reason);
      return undefined;
    }
    // The frame goes into the message journal with the message (replayed from there after a crash).
    const context = { inputId: id, remoteAddress, staticFields: options.staticFields(), overrideSource, frame };
    if (pipeline.offer(decoded, context)) return undefined;
    // UDP cannot hold its sender back: a datagram that finds the journal or the ingest buffer full is
    // dropped and counted (kept waiting, datagrams would pile up in memory without bound).
    if (type.transport === 'udp') {
      metrics.increment(pipeline.journalFull ? journalDrops : bufferDrops);
      return undefined;
    }
    // A full journal: HTTP answers 503 with Retry-After; TCP (and HTTP while only the buffer is full)
    // waits for room, its socket not read meanwhile.
    if (pipeline.journalFull && type.transport === 'http') throw new JournalFullError();
    return pipeline.submit(decoded, context);
  };

  if (type.transport === 'udp') {
    const assembler = new ChunkAssembler(() => malformed('incomplete chunked GELF message after 5 s'));
    const listener = await listenUdp(
      endpoint,
      (datagram, remote) => {
        if (type.codec === 'gelf' && isChunk(datagram)) {
          let whole: Buffer | null;
          try {
            whole = assembler.add(datagram);
          } catch (error) {
            malformed((error as Error).message, datagram);
            return;
          }
          if (whole) handle(whole, remote);
          return;
        }
        handle(datagram, remote);
      },
      num(config['recv_buffer_size'], 262144),
    );
    return {
      port: listener.port,
      close: async () => {
        assembler.clear();
        await listener.close();
      },
    };
  }
  if (type.transport === 'http') {
    return listenHttp(
      endpoint,
      {
        cors: bool(config['enable_cors'], true),
        bulk: bool(config['enable_bulk_receiving'], false),
        maxBodySize: num(config['max_chunk_size'], 65536),
        maxDecompressedSize: decompressLimit,
        idleTimeoutMs: zeroOrMore(config['idle_writer_timeout'], 60) * 1000,
        tls,
      },
      (frame, remote) => handle(frame, remote, true),
      // A 202 promises the messages are on disk: the journal is fsynced before the answer.
      () => pipeline.sync(),
    );
  }
  const framing =
    type.codec === 'gelf' ? 'null' : type.codec === 'syslog' ? 'syslog' : bool(config['use_null_delimiter'], false) ? 'null' : 'newline';
  const maxMessageSize = num(config['max_message_size'], 2097152);
  return listenTcp(
    endpoint,
    { framing, maxMessageSize, keepAlive: bool(config['tcp_keepalive'], false), idleTimeoutMs: options.tcpIdleTimeoutMs, tls },
    handle,
    (refused) =>
      malformed(
        refused
          ? `an octet count announced a frame larger than max_message_size (${maxMessageSize} bytes); the connection was closed`
          : `message larger than max_message_size (${maxMessageSize} bytes)`,
      ),
  );
}
