/**
 * Process-wide metrics in Graylog's naming (`org.graylog2.throughput.input.1-sec-rate`, ...).
 * Counters only go up; a rate meter reports events per second over the last full second.
 */
export class MetricsRegistry {
  private readonly counters = new Map<string, number>();
  private readonly meters = new Map<string, { current: number; windowStart: number; lastRate: number }>();
  private readonly gauges = new Map<string, () => number>();

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
    return this.gauges.get(name)?.();
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

  private roll(name: string) {
    const t = this.now();
    let meter = this.meters.get(name);
    if (!meter) {
      meter = { current: 0, windowStart: t, lastRate: 0 };
      this.meters.set(name, meter);
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

export const THROUGHPUT_INPUT_1S = 'org.graylog2.throughput.input.1-sec-rate';
export const THROUGHPUT_OUTPUT_1S = 'org.graylog2.throughput.output.1-sec-rate';
/** Open live (server-sent events) search connections. */
export const LIVE_CONNECTIONS = 'org.graylog2.sift.live.connections';
