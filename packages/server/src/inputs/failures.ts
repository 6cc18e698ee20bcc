import type { MetricsRegistry } from '../metrics/registry.js';

/** How often, at most, an input's drops are logged and its notification is updated. */
export const REPORT_INTERVAL_MS = 10_000;

/** Where inputs report dropped messages (the system's NotificationService satisfies this). */
export interface FailureNotifications {
  publish(notification: { type: 'input_failing'; key: string; severity: 'normal'; details: Record<string, unknown> }): void;
}

/** Why a message was dropped: `malformed` (it could not be decoded or broke a limit), or `processing` (a stage failed on it). */
export type DropKind = 'malformed' | 'processing' | 'fields';

interface InputState {
  /** Drops since the input's first report of this run (what the notification counts). */
  total: number;
  /** Drops not logged yet. */
  unlogged: number;
  last: { reason: string; sample: string } | null;
  reportedAt: number;
  timer: NodeJS.Timeout | null;
}

/**
 * Counts and reports the messages an input drops: an input metric per drop
 * (`org.graylog2.inputs.<id>.failures.<kind>`), a log line and an `input_failing` notification with
 * the reason and a sample of the last one. Logs and notifications go out at once for the first drop,
 * then at most every REPORT_INTERVAL_MS with what gathered, so that a flood of bad messages costs a
 * counter increment each.
 */
export class InputFailures {
  private readonly inputs = new Map<string, InputState>();

  constructor(
    private readonly metrics: MetricsRegistry,
    private readonly log: (line: string) => void,
    /** The title and type name of an input, for the log line and notification. */
    private readonly describe: (inputId: string) => { title: string; typeName: string },
    private readonly notifications?: FailureNotifications,
    private readonly now: () => number = Date.now,
  ) {}

  drop(inputId: string, kind: DropKind, reason: string, sample: string): void {
    this.metrics.increment(`org.graylog2.inputs.${inputId}.failures.${kind}`);
    let state = this.inputs.get(inputId);
    if (!state) {
      state = { total: 0, unlogged: 0, last: null, reportedAt: -Infinity, timer: null };
      this.inputs.set(inputId, state);
    }
    state.total++;
    state.unlogged++;
    state.last = { reason: kind === 'fields' ? reason : `dropped a message: ${reason}`, sample: printable(sample) };
    if (state.timer) return;
    const wait = state.reportedAt + REPORT_INTERVAL_MS - this.now();
    if (wait <= 0) this.report(inputId, state);
    else {
      state.timer = setTimeout(() => {
        state.timer = null;
        this.report(inputId, state);
      }, wait);
      state.timer.unref();
    }
  }

  private report(inputId: string, state: InputState): void {
    if (!state.last || state.unlogged === 0) return;
    state.reportedAt = this.now();
    const { title, typeName } = this.describe(inputId);
    const more = state.unlogged > 1 ? ` (${state.unlogged} problems since the last report)` : '';
    this.log(`Input ${inputId} (${typeName}): ${state.last.reason}${more}; sample: ${JSON.stringify(state.last.sample)}`);
    state.unlogged = 0;
    this.notifications?.publish({
      type: 'input_failing',
      key: inputId,
      severity: 'normal',
      // The reason carries the sample too: the notification's text shows the reason.
      details: {
        input_id: inputId,
        input_title: title,
        reason: `${state.last.reason}; sample: ${JSON.stringify(state.last.sample)}`,
        sample: state.last.sample,
        problems: state.total,
      },
    });
  }

  /** Forgets an input (deleted or stopped): pending reports are dropped. */
  forget(inputId: string): void {
    const state = this.inputs.get(inputId);
    if (state?.timer) clearTimeout(state.timer);
    this.inputs.delete(inputId);
  }

  close(): void {
    for (const id of [...this.inputs.keys()]) this.forget(id);
  }
}

/** At most 200 characters, control characters (but tab) shown as U+FFFD. */
function printable(text: string): string {
  const short = text.length > 200 ? `${text.slice(0, 200)}…` : text;
  // eslint-disable-next-line no-control-regex
  return short.replace(/[\u0000-\u0008\u000a-\u001f\u007f]/g, '\ufffd');
}
