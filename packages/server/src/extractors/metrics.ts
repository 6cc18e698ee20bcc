const TICK_MS = 5000;
const RESERVOIR = 1028;
const ALPHAS = [1, 5, 15].map((minutes) => 1 - Math.exp(-TICK_MS / 60_000 / minutes));

/** Exponentially weighted moving averages of 1, 5 and 15 minutes, ticked every 5 s (as Dropwizard's Meter). */
class Meter {
  private count = 0;
  private uncounted = 0;
  private readonly rates = [0, 0, 0];
  private initialized = false;
  private lastTick: number;
  private readonly started: number;

  constructor(now = Date.now()) {
    this.started = now;
    this.lastTick = now;
  }

  mark(now: number): void {
    this.tick(now);
    this.count++;
    this.uncounted++;
  }

  private tick(now: number): void {
    const ticks = Math.floor((now - this.lastTick) / TICK_MS);
    if (ticks <= 0) return;
    this.lastTick += ticks * TICK_MS;
    for (let t = 0; t < Math.min(ticks, 1000); t++) {
      const instant = this.uncounted / (TICK_MS / 1000);
      this.uncounted = 0;
      for (let i = 0; i < 3; i++) this.rates[i] = this.initialized ? this.rates[i]! + ALPHAS[i]! * (instant - this.rates[i]!) : instant;
      this.initialized = true;
    }
    if (ticks > 1000) this.rates.fill(0);
  }

  snapshot(now = Date.now()) {
    this.tick(now);
    const elapsed = (now - this.started) / 1000;
    return {
      total: this.count,
      mean: elapsed > 0 ? this.count / elapsed : 0,
      one_minute: this.rates[0]!,
      five_minute: this.rates[1]!,
      fifteen_minute: this.rates[2]!,
    };
  }
}

/** A timer as Graylog's extractor metrics report it: durations in microseconds and a rate. */
export class Timer {
  private readonly meter = new Meter();
  private readonly samples: number[] = [];
  private next = 0;

  /** Records one duration given in milliseconds (`performance.now()` differences). */
  record(ms: number): void {
    const us = ms * 1000;
    if (this.samples.length < RESERVOIR) this.samples.push(us);
    else {
      this.samples[this.next] = us;
      this.next = (this.next + 1) % RESERVOIR;
    }
    this.meter.mark(Date.now());
  }

  toJSON() {
    const sorted = [...this.samples].sort((a, b) => a - b);
    const n = sorted.length;
    const mean = n === 0 ? 0 : sorted.reduce((s, v) => s + v, 0) / n;
    const variance = n <= 1 ? 0 : sorted.reduce((s, v) => s + (v - mean) ** 2, 0) / (n - 1);
    const quantile = (q: number) => (n === 0 ? 0 : sorted[Math.min(n - 1, Math.max(0, Math.ceil(q * n) - 1))]!);
    const whole = (v: number) => Math.round(v);
    return {
      time: {
        min: whole(sorted[0] ?? 0),
        max: whole(sorted[n - 1] ?? 0),
        mean: whole(mean),
        std_dev: whole(Math.sqrt(variance)),
        '95th_percentile': whole(quantile(0.95)),
        '98th_percentile': whole(quantile(0.98)),
        '99th_percentile': whole(quantile(0.99)),
      },
      rate: this.meter.snapshot(),
      duration_unit: 'microseconds',
      rate_unit: 'events/second',
    };
  }
}

/** The live metrics of one extractor (kept in memory, as Graylog's metric registry does). */
export class ExtractorMetrics {
  readonly total = new Timer();
  readonly condition = new Timer();
  readonly execution = new Timer();
  readonly converters = new Timer();
  conditionHits = 0;
  conditionMisses = 0;
  exceptions = 0;
  converterExceptions = 0;

  toJSON() {
    return {
      total: this.total.toJSON(),
      condition: this.condition.toJSON(),
      execution: this.execution.toJSON(),
      converters: this.converters.toJSON(),
      condition_hits: this.conditionHits,
      condition_misses: this.conditionMisses,
    };
  }
}
