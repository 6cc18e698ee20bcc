import type { MetricsRegistry } from '../metrics/registry.js';
import type { MessageIntake } from '../ingest/pipeline.js';
import { InputFailures } from './failures.js';
import { startInput } from './runtime.js';
import { TCP_IDLE_TIMEOUT_MS } from './transports.js';
import type { InputRecord, InputStore } from './store.js';
import type { Listener } from './transports.js';
import { findInputType } from './types.js';

export type IOState =
  | 'CREATED'
  | 'INITIALIZED'
  | 'INVALID_CONFIGURATION'
  | 'STARTING'
  | 'RUNNING'
  | 'FAILED'
  | 'STOPPING'
  | 'STOPPED'
  | 'TERMINATED'
  | 'FAILING';

interface Runtime {
  state: IOState;
  startedAt: string | null;
  detailedMessage: string | null;
  listener: Listener | null;
}

/** Where inputs report that they failed to start or drop messages (the system's NotificationService satisfies this). */
export interface InputNotifications {
  publish(notification: {
    type: 'input_failed_to_start' | 'input_failing';
    key: string;
    severity: 'normal';
    details: Record<string, unknown>;
  }): void;
  fix(type: 'input_failed_to_start' | 'input_failing', key: string): boolean;
}

/** Runs the configured inputs on this node and tracks their state (`/cluster/inputstates`). */
export class InputManager {
  private readonly runtimes = new Map<string, Runtime>();
  /** Counts and reports the messages inputs drop, in decoding and in ingest's stages. */
  private readonly failures: InputFailures;
  private readonly unsubscribeDrops: () => void;

  constructor(
    readonly store: InputStore,
    private readonly pipeline: MessageIntake,
    private readonly metrics: MetricsRegistry,
    readonly nodeId: string,
    private readonly log: (line: string) => void,
    private readonly notifications?: InputNotifications,
    /** Where state changes are recorded as system messages (`Input [<type name>/<id>] is now RUNNING`). */
    private readonly activity?: { write(content: string, caller: string): void },
    /** A TCP input connection silent this long is closed (`SIFT_INPUT_TCP_IDLE_TIMEOUT`). */
    private readonly tcpIdleTimeoutMs = TCP_IDLE_TIMEOUT_MS,
  ) {
    this.failures = new InputFailures(
      metrics,
      log,
      (id) => ({ title: this.store.get(id)?.title ?? 'unknown', typeName: this.typeName(id) }),
      notifications,
    );
    this.unsubscribeDrops = pipeline.onDropped((drop) => {
      if (drop.inputId) this.failures.drop(drop.inputId, drop.kind, drop.reason, drop.sample);
    });
  }

  private recordState(id: string, typeName: string, state: IOState, detail?: string): void {
    this.activity?.write(
      `Input [${typeName}/${id}] is now ${state}${detail ? ` (${detail})` : ''}`,
      'org.graylog2.shared.inputs.InputStateListener',
    );
  }

  /** Starts every input whose desired state is RUNNING. */
  async startAll(): Promise<void> {
    for (const input of this.store.list()) if (input.desiredState === 'RUNNING' && this.runsHere(input)) await this.start(input.id);
  }

  runsHere(input: InputRecord): boolean {
    return input.global || input.node === null || input.node === this.nodeId;
  }

  state(id: string): Runtime | null {
    return this.runtimes.get(id) ?? null;
  }

  /** The port an input listens on (useful with port 0), or null when it is not running. */
  boundPort(id: string): number | null {
    return this.runtimes.get(id)?.listener?.port ?? null;
  }

  async start(id: string): Promise<Runtime> {
    const input = this.store.get(id);
    if (!input) throw new Error(`Input ${id} does not exist`);
    await this.stop(id, false);
    const type = findInputType(input.type);
    const runtime: Runtime = { state: 'STARTING', startedAt: null, detailedMessage: null, listener: null };
    this.runtimes.set(id, runtime);
    if (!type) {
      runtime.state = 'INVALID_CONFIGURATION';
      runtime.detailedMessage = `Unknown input type ${input.type}`;
      return runtime;
    }
    try {
      runtime.listener = await startInput({
        id,
        type,
        configuration: input.configuration,
        staticFields: () => this.store.get(id)?.staticFields ?? {},
        pipeline: this.pipeline,
        metrics: this.metrics,
        failures: this.failures,
        tcpIdleTimeoutMs: this.tcpIdleTimeoutMs,
      });
      runtime.state = 'RUNNING';
      runtime.startedAt = new Date().toISOString();
      this.recordState(id, type.name, 'RUNNING');
      this.notifications?.fix('input_failed_to_start', id);
    } catch (error) {
      runtime.state = 'FAILED';
      runtime.detailedMessage = (error as Error).message;
      this.log(`Input ${id} (${type.name}) failed to start: ${(error as Error).message}`);
      this.recordState(id, type.name, 'FAILED', runtime.detailedMessage);
      // As Graylog's InputStateListener: a NORMAL notification with the input id and the reason.
      this.notifications?.publish({
        type: 'input_failed_to_start',
        key: id,
        severity: 'normal',
        details: { input_id: id, input_title: input.title, reason: runtime.detailedMessage },
      });
    }
    return runtime;
  }

  async stop(id: string, remember = true): Promise<void> {
    const runtime = this.runtimes.get(id);
    if (runtime?.listener) {
      runtime.state = 'STOPPING';
      await runtime.listener.close();
      runtime.listener = null;
      if (remember) this.recordState(id, this.typeName(id), 'STOPPED');
    }
    if (runtime) runtime.state = remember ? 'STOPPED' : runtime.state;
  }

  private typeName(id: string): string {
    const type = this.store.get(id)?.type;
    return (type && findInputType(type)?.name) ?? type ?? 'unknown';
  }

  async remove(id: string): Promise<void> {
    const typeName = this.typeName(id);
    await this.stop(id);
    if (this.runtimes.delete(id)) this.recordState(id, typeName, 'TERMINATED');
    this.failures.forget(id);
    this.notifications?.fix('input_failed_to_start', id);
    this.notifications?.fix('input_failing', id);
  }

  async close(): Promise<void> {
    for (const id of [...this.runtimes.keys()]) await this.stop(id);
    this.unsubscribeDrops();
    this.failures.close();
  }
}
