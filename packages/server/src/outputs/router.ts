import fs from 'node:fs';
import type { ProcessingStages } from '../ingest/processors.js';
import type { MetricsRegistry } from '../metrics/registry.js';
import type { MessageRecord } from '../storage/message.js';
import { GelfSender, type GelfTarget } from './gelf-sender.js';
import type { OutputRecord, OutputStore } from './store.js';
import { effectiveConfiguration, findOutputType, GELF_OUTPUT, LOGGING_OUTPUT } from './types.js';

/** What the router needs of the streams: which outputs each stream is linked to, and change notices. */
export interface OutputLinks {
  list(): readonly { id: string; outputs: readonly string[] }[];
  subscribe(listener: () => void): () => void;
}

interface RunningOutput {
  /** The stored record it was started from; a change restarts it. */
  signature: string;
  write(record: MessageRecord): void;
  stop(): void;
}

export interface OutputRouterOptions {
  outputs: OutputStore;
  streams: OutputLinks;
  stages: ProcessingStages;
  metrics: MetricsRegistry;
  /** Operational log lines (an output failing, reconnecting). */
  log?: (line: string) => void;
  /** Where the STDOUT output writes its lines. */
  stdout?: (line: string) => void;
}

const text = (value: unknown, fallback: string) => (typeof value === 'string' ? value : fallback);
const int = (value: unknown, fallback: number) => (typeof value === 'number' && Number.isInteger(value) ? value : fallback);

/** `Message.toString()` of Graylog: `source: … | message: … { field: value | … }`. */
function describe(record: MessageRecord): string {
  const fields = Object.entries(record.fields).map(([k, v]) => `${k}: ${v instanceof Date ? v.toISOString() : String(v)}`);
  return `source: ${record.source} | message: ${record.message} { ${fields.join(' | ')} }`;
}

/**
 * Runs the outputs linked to streams and forwards each stored message to the outputs of its streams
 * (once per output, however many of its streams link it). It fills the ingest pipeline's `deliver` stage
 * only while some stream has an output, so an unlinked server does no work per batch.
 */
export class OutputRouter {
  private readonly running = new Map<string, RunningOutput>();
  private routes = new Map<string, RunningOutput[]>();
  private readonly unsubscribe: (() => void)[];
  private readonly log: (line: string) => void;
  private readonly stdout: (line: string) => void;

  constructor(private readonly options: OutputRouterOptions) {
    this.log = options.log ?? ((line) => console.warn(`sift: ${line}`));
    this.stdout = options.stdout ?? ((line) => console.log(line));
    this.unsubscribe = [options.outputs.subscribe(() => this.rebuild()), options.streams.subscribe(() => this.rebuild())];
    this.rebuild();
  }

  /** Whether the output runs (it is linked to a stream and could start). */
  isRunning(id: string): boolean {
    return this.running.has(id);
  }

  close(): void {
    for (const u of this.unsubscribe) u();
    for (const output of this.running.values()) output.stop();
    this.running.clear();
    this.routes.clear();
    this.options.stages.deliver = null;
  }

  private rebuild(): void {
    const linked = new Map<string, string[]>();
    for (const stream of this.options.streams.list()) {
      for (const id of stream.outputs) {
        if (!this.options.outputs.get(id)) continue;
        linked.set(id, [...(linked.get(id) ?? []), stream.id]);
      }
    }
    for (const [id, output] of this.running) {
      const record = this.options.outputs.get(id);
      if (!record || !linked.has(id) || output.signature !== JSON.stringify(record)) {
        output.stop();
        this.running.delete(id);
      }
    }
    const routes = new Map<string, RunningOutput[]>();
    for (const [id, streamIds] of linked) {
      const output = this.running.get(id) ?? this.start(this.options.outputs.get(id)!);
      if (!output) continue;
      this.running.set(id, output);
      for (const streamId of streamIds) routes.set(streamId, [...(routes.get(streamId) ?? []), output]);
    }
    this.routes = routes;
    this.options.stages.deliver = routes.size > 0 ? this.deliver : null;
  }

  private readonly deliver = (batch: readonly MessageRecord[]): void => {
    const routes = this.routes;
    for (const record of batch) {
      if (record.streams.length === 1) {
        for (const output of routes.get(record.streams[0]!) ?? []) output.write(record);
        continue;
      }
      const targets = new Set<RunningOutput>();
      for (const streamId of record.streams) for (const output of routes.get(streamId) ?? []) targets.add(output);
      for (const output of targets) output.write(record);
    }
  };

  /** Starts an output; null (and a log line) when its type is unknown or its configuration unusable. */
  private start(record: OutputRecord): RunningOutput | null {
    const type = findOutputType(record.type);
    if (!type) {
      this.log(`output ${record.id} (${record.title}) has the unknown type ${record.type}; it does not run`);
      return null;
    }
    const config = effectiveConfiguration(type, record.configuration);
    const metric = `${record.type}.${record.id}`;
    const signature = JSON.stringify(record);
    if (record.type === LOGGING_OUTPUT) {
      const prefix = text(config['prefix'], '');
      return {
        signature,
        write: (message) => {
          this.stdout(`${prefix}${describe(message)}`);
          this.options.metrics.increment(`${metric}.writes`);
        },
        stop: () => undefined,
      };
    }
    if (record.type === GELF_OUTPUT) {
      const protocol = text(config['protocol'], 'TCP').toUpperCase();
      const host = text(config['hostname'], '');
      const port = int(config['port'], -1);
      if (host === '' || port < 1 || port > 65535 || (protocol !== 'TCP' && protocol !== 'UDP' && protocol !== 'TCP+TLS')) {
        this.log(`GELF output ${record.id} (${record.title}) cannot start: protocol, hostname or port missing or invalid`);
        return null;
      }
      let tlsCa: Buffer | null = null;
      const chain = text(config['tls_trust_cert_chain'], '');
      if (protocol === 'TCP+TLS' && chain !== '') {
        try {
          tlsCa = fs.readFileSync(chain);
        } catch {
          this.log(`GELF output ${record.id} (${record.title}) cannot start: TLS trust certificate chain file cannot be read!`);
          return null;
        }
      }
      const target: GelfTarget = {
        host,
        port,
        protocol,
        connectTimeoutMs: Math.max(1, int(config['connect_timeout'], 1000)),
        reconnectDelayMs: Math.max(1, int(config['reconnect_delay'], 500)),
        tcpNoDelay: config['tcp_no_delay'] === true,
        tcpKeepAlive: config['tcp_keep_alive'] === true,
        tlsVerify: config['tls_verification_enabled'] === true,
        tlsCa,
        queueSize: Math.max(0, int(config['queue_size'], 512)),
        maxInflightSends: Math.max(1, int(config['max_inflight_sends'], 512)),
      };
      const sender = new GelfSender(target, {
        log: (line) => this.log(`${line} (output ${record.id})`),
        sent: (n) => this.options.metrics.increment(`${metric}.writes`, n),
        dropped: (n) => this.options.metrics.increment(`${metric}.dropped`, n),
      });
      this.options.metrics.gauge(`${metric}.queued`, () => sender.queued);
      return { signature, write: (message) => sender.send(message), stop: () => sender.close() };
    }
    return null;
  }
}
