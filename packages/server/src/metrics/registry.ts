/**
 * Process-wide metrics in Graylog's naming (`org.graylog2.throughput.input.1-sec-rate`, ...), with
 * Codahale's kinds: counters (only go up), gauges (read on demand), meters (count plus moving
 * averages over 1, 5 and 15 minutes), histograms (a sample of recent values) and timers (a histogram
 * of durations plus a meter of how often). A one-second rate meter (`mark`) reports events per second
 * over the last full second; it is shown as the gauge `<name>` (names ending in `.1-sec-rate`).
 */
export class MetricsRegistry {
  private readonly counters = new Map<string, number>();
  private readonly oneSecond = new Map<string, { current: number; windowStart: number; lastRate: number }>();
  private readonly gauges = new Map<string, () => number>();
  private readonly meters = new Map<string, Meter>();
  private readonly histograms = new Map<string, Histogram>();
  private readonly timers = new Map<string, Timer>();

  constructor(private readonly now: () => number = Date.now) {}

  increment(name: string, by = 1): void {
    this.counters.set(name, (this.counters.get(name) ?? 0) + by);
  }

  counter(name: string): number {
    return this.counters.get(name) ?? 0;
  }

  /** Registers a gauge read on demand (e.g. open connections). */
  gauge(name: string, read: () => number): void {
    this.gauges.set(name, read);
  }

  /** The gauge's current value, or undefined when no such gauge exists. */
  gaugeValue(name: string): number | undefined {
    if (this.gauges.has(name)) return this.gauges.get(name)?.();
    return this.oneSecond.has(name) ? this.rate(name) : undefined;
  }

  /** Records `count` events for the one-second rate meter `name`. */
  mark(name: string, count = 1): void {
    const meter = this.roll(name);
    meter.current += count;
  }

  /** Events per second in the last complete second. */
  rate(name: string): number {
    return this.roll(name).lastRate;
  }

  /** The meter `name`, created on first use. */
  meter(name: string): Meter {
    let meter = this.meters.get(name);
    if (!meter) {
      meter = new Meter(this.now);
      this.meters.set(name, meter);
    }
    return meter;
  }

  /** The histogram `name`, created on first use. */
  histogram(name: string): Histogram {
    let histogram = this.histograms.get(name);
    if (!histogram) {
      histogram = new Histogram();
      this.histograms.set(name, histogram);
    }
    return histogram;
  }

  /** The timer `name`, created on first use. */
  timer(name: string): Timer {
    let timer = this.timers.get(name);
    if (!timer) {
      timer = new Timer(this.now);
      this.timers.set(name, timer);
    }
    return timer;
  }

  /** Every metric with its kind, sorted by name (as Codahale's registry lists them). */
  all(): { name: string; kind: MetricKind }[] {
    const out: { name: string; kind: MetricKind }[] = [];
    for (const name of this.counters.keys()) out.push({ name, kind: 'counter' });
    for (const name of new Set([...this.gauges.keys(), ...this.oneSecond.keys()])) out.push({ name, kind: 'gauge' });
    for (const name of this.meters.keys()) out.push({ name, kind: 'meter' });
    for (const name of this.histograms.keys()) out.push({ name, kind: 'histogram' });
    for (const name of this.timers.keys()) out.push({ name, kind: 'timer' });
    return out.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  }

  /** The kind of the metric `name`, or undefined when none exists. */
  kind(name: string): MetricKind | undefined {
    if (this.gauges.has(name) || this.oneSecond.has(name)) return 'gauge';
    if (this.counters.has(name)) return 'counter';
    if (this.meters.has(name)) return 'meter';
    if (this.timers.has(name)) return 'timer';
    if (this.histograms.has(name)) return 'histogram';
    return undefined;
  }

  private roll(name: string) {
    const t = this.now();
    let meter = this.oneSecond.get(name);
    if (!meter) {
      meter = { current: 0, windowStart: t, lastRate: 0 };
      this.oneSecond.set(name, meter);
    }
    const elapsed = t - meter.windowStart;
    if (elapsed >= 2000) {
      meter.lastRate = 0;
      meter.current = 0;
      meter.windowStart = t;
    } else if (elapsed >= 1000) {
      meter.lastRate = meter.current;
      meter.current = 0;
      meter.windowStart += 1000;
    }
    return meter;
  }
}

export type MetricKind = 'counter' | 'gauge' | 'meter' | 'histogram' | 'timer';

const TICK_MS = 5000;
/** Exponentially weighted moving average ticking every 5 s, as Codahale's `EWMA` (rates per second). */
class Ewma {
  private readonly alpha: number;
  private uncounted = 0;
  private perSecond = 0;
  private initialized = false;

  constructor(minutes: number) {
    this.alpha = 1 - Math.exp(-TICK_MS / 1000 / 60 / minutes);
  }

  update(n: number): void {
    this.uncounted += n;
  }

  tick(): void {
    const instant = this.uncounted / (TICK_MS / 1000);
    this.uncounted = 0;
    if (this.initialized) this.perSecond += this.alpha * (instant - this.perSecond);
    else {
      this.perSecond = instant;
      this.initialized = true;
    }
  }

  get rate(): number {
    return this.perSecond;
  }
}

/** Events counted with their mean rate and 1, 5 and 15 minute moving averages (per second). */
export class Meter {
  private total = 0;
  private readonly startedAt: number;
  private lastTick: number;
  private readonly averages = { m1: new Ewma(1), m5: new Ewma(5), m15: new Ewma(15) };

  constructor(private readonly now: () => number) {
    this.startedAt = now();
    this.lastTick = this.startedAt;
  }

  mark(n = 1): void {
    this.tickIfNeeded();
    this.total += n;
    this.averages.m1.update(n);
    this.averages.m5.update(n);
    this.averages.m15.update(n);
  }

  get count(): number {
    return this.total;
  }

  rates(): { mean: number; m1: number; m5: number; m15: number } {
    this.tickIfNeeded();
    const elapsed = (this.now() - this.startedAt) / 1000;
    return {
      mean: elapsed > 0 ? this.total / elapsed : 0,
      m1: this.averages.m1.rate,
      m5: this.averages.m5.rate,
      m15: this.averages.m15.rate,
    };
  }

  private tickIfNeeded(): void {
    const t = this.now();
    // Catch up every 5-second tick that passed (bounded: after an hour idle the averages are ~0 anyway).
    let ticks = Math.min(Math.floor((t - this.lastTick) / TICK_MS), 720);
    if (ticks <= 0) return;
    this.lastTick += Math.floor((t - this.lastTick) / TICK_MS) * TICK_MS;
    while (ticks-- > 0) {
      this.averages.m1.tick();
      this.averages.m5.tick();
      this.averages.m15.tick();
    }
  }
}

const RESERVOIR_SIZE = 1028;
/** A count of values and a sample of the latest 1028 of them, with their statistics. */
export class Histogram {
  private total = 0;
  private readonly sample: number[] = [];
  private next = 0;

  update(value: number): void {
    this.total += 1;
    if (this.sample.length < RESERVOIR_SIZE) this.sample.push(value);
    else {
      this.sample[this.next] = value;
      this.next = (this.next + 1) % RESERVOIR_SIZE;
    }
  }

  get count(): number {
    return this.total;
  }

  snapshot(): HistogramSnapshot {
    const sorted = [...this.sample].sort((a, b) => a - b);
    const n = sorted.length;
    if (n === 0) return { min: 0, max: 0, mean: 0, stddev: 0, p50: 0, p75: 0, p95: 0, p98: 0, p99: 0, p999: 0 };
    const mean = sorted.reduce((s, v) => s + v, 0) / n;
    const variance = n > 1 ? sorted.reduce((s, v) => s + (v - mean) ** 2, 0) / (n - 1) : 0;
    const quantile = (q: number) => {
      const pos = q * (n + 1);
      if (pos < 1) return sorted[0]!;
      if (pos >= n) return sorted[n - 1]!;
      const lower = sorted[Math.floor(pos) - 1]!;
      return lower + (pos - Math.floor(pos)) * (sorted[Math.floor(pos)]! - lower);
    };
    return {
      min: sorted[0]!,
      max: sorted[n - 1]!,
      mean,
      stddev: Math.sqrt(variance),
      p50: quantile(0.5),
      p75: quantile(0.75),
      p95: quantile(0.95),
      p98: quantile(0.98),
      p99: quantile(0.99),
      p999: quantile(0.999),
    };
  }
}

export interface HistogramSnapshot {
  min: number;
  max: number;
  mean: number;
  stddev: number;
  p50: number;
  p75: number;
  p95: number;
  p98: number;
  p99: number;
  p999: number;
}

/** Durations (recorded in microseconds, as Graylog reports timers) and how often they happen. */
export class Timer {
  readonly durations = new Histogram();
  readonly meter: Meter;

  constructor(now: () => number) {
    this.meter = new Meter(now);
  }

  /** Records one duration in milliseconds. */
  update(ms: number): void {
    this.durations.update(Math.round(ms * 1000));
    this.meter.mark();
  }
}

export const THROUGHPUT_INPUT_1S = 'org.graylog2.throughput.input.1-sec-rate';
export const THROUGHPUT_OUTPUT_1S = 'org.graylog2.throughput.output.1-sec-rate';
/** Open live (server-sent events) search connections. */
export const LIVE_CONNECTIONS = 'org.graylog2.sift.live.connections';
