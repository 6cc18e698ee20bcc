import type { FieldValue } from '../storage/fields.js';
import type { MessageRecord } from '../storage/message.js';

/**
 * A message between decoding and storage, as extractors and pipeline rules read and change it. The
 * fixed fields (`message`, `full_message`, `source`, `timestamp`) are reached by name like any other.
 */
export class ProcessingMessage {
  /** The streams the message is routed into (filled by stream routing, changed by pipeline rules). */
  streams: string[] = [];

  constructor(
    public message: string,
    public fullMessage: string | undefined,
    public source: string,
    /** Milliseconds since the epoch. */
    public timestamp: number,
    /** Every other field by name. */
    public readonly fields: Record<string, FieldValue>,
    public readonly inputId: string | undefined,
  ) {}

  get(name: string): FieldValue | undefined {
    switch (name) {
      case 'message':
        return this.message;
      case 'full_message':
        return this.fullMessage;
      case 'source':
        return this.source;
      case 'timestamp':
        return new Date(this.timestamp);
      case 'gl2_source_input':
        return this.inputId;
      case 'streams':
        return undefined;
      default:
        return this.fields[name];
    }
  }

  has(name: string): boolean {
    const value = this.get(name);
    return value !== undefined && value !== '';
  }

  /** Sets a field; `timestamp` takes a Date or epoch milliseconds, the text fields take their string form. */
  set(name: string, value: FieldValue): void {
    switch (name) {
      case 'message':
        this.message = String(value);
        return;
      case 'full_message':
        this.fullMessage = String(value);
        return;
      case 'source':
        this.source = String(value);
        return;
      case 'timestamp': {
        const ms = value instanceof Date ? value.getTime() : typeof value === 'number' ? value : Date.parse(String(value));
        if (Number.isFinite(ms)) this.timestamp = ms;
        return;
      }
      case '_id':
      case 'gl2_source_input':
      case 'gl2_source_node':
      case 'gl2_message_id':
      case 'streams':
        // Set by ingest itself; Graylog ignores them too.
        return;
      default:
        this.fields[name] = value;
    }
  }

  /** Removes a field; `message`, `source` and `timestamp` are required and stay. */
  remove(name: string): void {
    if (name === 'full_message') this.fullMessage = undefined;
    else if (!['message', 'source', 'timestamp'].includes(name)) delete this.fields[name];
  }

  /** Every field name the message has (fixed ones included). */
  fieldNames(): string[] {
    const names = ['message', 'source', 'timestamp', ...Object.keys(this.fields)];
    if (this.fullMessage !== undefined) names.push('full_message');
    if (this.inputId !== undefined) names.push('gl2_source_input');
    return names;
  }
}

/** Changes a message in place; answers false to drop it. */
export type MessageProcessor = (message: ProcessingMessage) => boolean;

/**
 * The stages messages go through, in Graylog's order: an input's extractors before stream routing,
 * the processors after it (pipeline rules), and delivery of stored batches to outputs. Each slot is
 * filled by the subsystem that owns it; an empty slot costs nothing on the ingest path.
 */
export interface ProcessingStages {
  /** Runs before stream routing (the input's extractors; `message.inputId` says which input). */
  extract: MessageProcessor | null;
  /** Runs after stream routing, on `message.streams` too (the pipeline processor). */
  process: MessageProcessor | null;
  /** Receives every stored batch (outputs forward the messages of their streams). */
  deliver: ((batch: readonly MessageRecord[]) => void) | null;
  /**
   * Whether a lookup in `extract` or `process` may have to wait for the network (a Whois or OTX adapter
   * runs): ingest then keeps each message's original, to run it again once the answer is in (ADR 0106).
   */
  mayWait?: (() => boolean) | null;
}
