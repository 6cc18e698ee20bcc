import { describe, expect, it } from 'vitest';
import { isPeriod, parsePeriod, periodToMillis } from './periods.js';

describe('ISO-8601 periods, read as Joda-Time reads them', () => {
  it('reads every field of PnYnMnWnDTnHnMnS, with milliseconds from a fraction of the seconds', () => {
    expect(parsePeriod('P1Y2M3W4DT5H6M7.25S')).toEqual({
      years: 1,
      months: 2,
      weeks: 3,
      days: 4,
      hours: 5,
      minutes: 6,
      seconds: 7,
      millis: 250,
    });
    expect(parsePeriod('PT1,5S')).toMatchObject({ seconds: 1, millis: 500 });
    expect(parsePeriod('PT0.0015S')).toMatchObject({ seconds: 0, millis: 1 });
    expect(parsePeriod('p1dt2h')).toMatchObject({ days: 1, hours: 2 });
  });

  it('refuses what is not a period', () => {
    for (const bad of ['', 'P', 'PT', 'P1DT', 'PT5', '1D', 'P1H', 'PT1D', 'P1.5D', 'P-1D', ' PT5M', 'PT5M ', 'P1D2H', 'five'])
      expect(parsePeriod(bad), bad).toBeUndefined();
  });

  it('converts to milliseconds, counting a month as 30 days and a year as 365', () => {
    expect(periodToMillis('PT5M')).toBe(300_000);
    expect(periodToMillis('P1D')).toBe(86_400_000);
    expect(periodToMillis('P1W')).toBe(604_800_000);
    expect(periodToMillis('PT6H')).toBe(21_600_000);
    expect(periodToMillis('P1M')).toBe(30 * 86_400_000);
    expect(periodToMillis('P1Y')).toBe(365 * 86_400_000);
    expect(periodToMillis('PT1.5S')).toBe(1500);
    expect(periodToMillis('PT0S')).toBe(0);
    expect(periodToMillis('1 day')).toBeUndefined();
    expect(isPeriod('P30D')).toBe(true);
    expect(isPeriod(30)).toBe(false);
  });
});
