import type { MetricsRegistry } from '../metrics/registry.js';
import type { DecodedMessage, MessageIntake } from '../ingest/pipeline.js';
import { ChunkAssembler, decodeGelf, decompress, isChunk, MalformedMessageError } from './gelf.js';
import { decodeRaw, decodeSyslog } from './syslog.js';
import { listenHttp, listenTcp, listenUdp, type Listener } from './transports.js';
import type { InputConfiguration, InputType } from './types.js';

export interface RunningInputOptions {
  id: string;
  type: InputType;
  configuration: InputConfiguration;
  staticFields: () => Readonly<Record<string, string>>;
  pipeline: MessageIntake;
  metrics: MetricsRegistry;
  log: (line: string) => void;
}

const num = (value: unknown, fallback: number): number => (typeof value === 'number' && value > 0 ? value : fallback);
const bool = (value: unknown, fallback: boolean): boolean => (typeof value === 'boolean' ? value : fallback);

/** Starts the sockets of one input; every decoded message goes to the ingest pipeline. */
export async function startInput(options: RunningInputOptions): Promise<Listener> {
  const { id, type, configuration: config, pipeline, metrics, log } = options;
  const endpoint = { host: typeof config['bind_address'] === 'string' ? config['bind_address'] : '0.0.0.0', port: num(config['port'], 0) };
  const overrideSource = typeof config['override_source'] === 'string' && config['override_source'] !== '' ? config['override_source'] : undefined;
  const decompressLimit = num(config['decompress_size_limit'], 8 * 1024 * 1024);
  const syslogOptions = {
    storeFullMessage: bool(config['store_full_message'], false),
    expandStructuredData: bool(config['expand_structured_data'], false),
    allowOverrideDate: bool(config['allow_override_date'], true),
  };

  const malformed = (reason: string) => {
    metrics.increment(`org.graylog2.inputs.${id}.failures.malformed`);
    log(`Input ${id} (${type.name}): dropped a malformed message: ${reason}`);
  };

  const decode = (frame: Buffer): DecodedMessage => {
    switch (type.codec) {
      case 'gelf':
        return decodeGelf(decompress(frame, decompressLimit).toString('utf8'));
      case 'syslog':
        return decodeSyslog(frame.toString('utf8'), syslogOptions);
      default:
        return decodeRaw(frame.toString('utf8'));
    }
  };

  const readBytes = `org.graylog2.inputs.${id}.read_bytes_total`;
  /** Decodes and submits one frame; a promise only when the ingest buffer is full (back-pressure). */
  const handle = (frame: Buffer, remoteAddress: string, strict = false): Promise<void> | undefined => {
    metrics.increment(readBytes, frame.length);
    let decoded: DecodedMessage;
    try {
      decoded = decode(frame);
    } catch (error) {
      if (error instanceof MalformedMessageError) {
        malformed(error.message);
        if (strict) throw error;
        return undefined;
      }
      throw error;
    }
    const context = { inputId: id, remoteAddress, staticFields: options.staticFields(), overrideSource };
    return pipeline.offer(decoded, context) ? undefined : pipeline.submit(decoded, context);
  };

  if (type.transport === 'udp') {
    const assembler = new ChunkAssembler(() => malformed('incomplete chunked GELF message after 5 s'));
    const listener = await listenUdp(
      endpoint,
      async (datagram, remote) => {
        if (type.codec === 'gelf' && isChunk(datagram)) {
          let whole: Buffer | null;
          try {
            whole = assembler.add(datagram);
          } catch (error) {
            malformed((error as Error).message);
            return;
          }
          if (whole) await handle(whole, remote);
          return;
        }
        await handle(datagram, remote);
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
      { cors: bool(config['enable_cors'], true), bulk: bool(config['enable_bulk_receiving'], false), maxBodySize: 64 * 1024 * 1024 },
      (frame, remote) => handle(frame, remote, true),
    );
  }
  const framing = type.codec === 'gelf' ? 'null' : type.codec === 'syslog' ? 'syslog' : bool(config['use_null_delimiter'], false) ? 'null' : 'newline';
  return listenTcp(endpoint, framing, num(config['max_message_size'], 2097152), handle, () => malformed('message larger than max_message_size'));
}
