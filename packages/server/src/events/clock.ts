/** The scheduler's clock: the time, and a timer. Tests drive a `ManualClock` instead of waiting. */
export interface SchedulerClock {
  now(): number;
  /** How long after a window ends it runs: time for the messages of its last moments to be written (the ingest buffer flushes every 250 ms). */
  readonly settleMs: number;
  /** Runs `task` after `delayMs`; returns a function that cancels it. */
  setTimer(task: () => Promise<void>, delayMs: number): () => void;
}

export const systemClock: SchedulerClock = {
  now: () => Date.now(),
  settleMs: 1000,
  setTimer: (task, delayMs) => {
    const timer = setTimeout(() => void task(), delayMs);
    timer.unref();
    return () => clearTimeout(timer);
  },
};

/** A clock that only moves when told to; `advance` runs the timers that fall due, in order, awaiting each. */
export class ManualClock implements SchedulerClock {
  private timers: { at: number; task: () => Promise<void>; seq: number }[] = [];
  private seq = 0;

  constructor(
    private time: number,
    readonly settleMs = 0,
  ) {}

  now(): number {
    return this.time;
  }

  setTimer(task: () => Promise<void>, delayMs: number): () => void {
    const timer = { at: this.time + Math.max(0, delayMs), task, seq: this.seq++ };
    this.timers.push(timer);
    return () => {
      this.timers = this.timers.filter((t) => t !== timer);
    };
  }

  async advance(ms: number): Promise<void> {
    const target = this.time + ms;
    for (;;) {
      const due = this.timers.filter((t) => t.at <= target).sort((a, b) => a.at - b.at || a.seq - b.seq)[0];
      if (!due) break;
      this.timers = this.timers.filter((t) => t !== due);
      this.time = Math.max(this.time, due.at);
      await due.task();
    }
    this.time = target;
  }
}
