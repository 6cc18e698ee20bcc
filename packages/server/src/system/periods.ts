/** The fields of an ISO-8601 period, as Joda-Time's `Period` holds them. */
export interface PeriodFields {
  years: number;
  months: number;
  weeks: number;
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
  millis: number;
}

/*
 * Joda-Time's ISOPeriodFormat.standard(), which Graylog reads every period with: PnYnMnWnDTnHnMnS,
 * designators in either case, a fraction (after '.' or ',') only on the seconds, at least one field,
 * and a T only before a time field. Signed fields are refused: every period the server reads is a length.
 */
const PERIOD = /^P(?=\d|T\d)(?:(\d+)Y)?(?:(\d+)M)?(?:(\d+)W)?(?:(\d+)D)?(?:T(?=\d)(?:(\d+)H)?(?:(\d+)M)?(?:(\d+)(?:[.,](\d+))?S)?)?$/i;

/** The fields of an ISO-8601 period such as `PT5M`, `P1DT2H` or `PT1.5S`, or undefined if malformed. */
export function parsePeriod(text: string): PeriodFields | undefined {
  const m = PERIOD.exec(text);
  if (!m) return undefined;
  const n = (i: number) => (m[i] ? Number(m[i]) : 0);
  // Joda keeps milliseconds: the first three digits of the fraction.
  const millis = m[8] ? Number(m[8].slice(0, 3).padEnd(3, '0')) : 0;
  return { years: n(1), months: n(2), weeks: n(3), days: n(4), hours: n(5), minutes: n(6), seconds: n(7), millis };
}

/** Milliseconds of an ISO-8601 period (months as 30 days, years as 365), or undefined if malformed. */
export function periodToMillis(period: string): number | undefined {
  const p = parsePeriod(period);
  if (!p) return undefined;
  const days = p.years * 365 + p.months * 30 + p.weeks * 7 + p.days;
  return ((days * 24 + p.hours) * 60 + p.minutes) * 60_000 + p.seconds * 1000 + p.millis;
}

export const isPeriod = (value: unknown): value is string => typeof value === 'string' && parsePeriod(value) !== undefined;
