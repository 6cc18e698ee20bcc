const PERIOD = /^P(?!$)(?:(\d+)Y)?(?:(\d+)M)?(?:(\d+)W)?(?:(\d+)D)?(?:T(?=\d)(?:(\d+)H)?(?:(\d+)M)?(?:(\d+(?:\.\d+)?)S)?)?$/;

/** Milliseconds of an ISO-8601 period such as `PT5M` or `P1D` (months as 30 days, years as 365), or undefined if malformed. */
export function periodToMillis(period: string): number | undefined {
  const m = PERIOD.exec(period);
  if (!m) return undefined;
  const [, y, mo, w, d, h, mi, s] = m;
  const n = (v: string | undefined) => (v ? Number(v) : 0);
  const days = n(y) * 365 + n(mo) * 30 + n(w) * 7 + n(d);
  return Math.round(((days * 24 + n(h)) * 60 + n(mi)) * 60_000 + n(s) * 1000);
}

export const isPeriod = (value: unknown): value is string => typeof value === 'string' && periodToMillis(value) !== undefined;
