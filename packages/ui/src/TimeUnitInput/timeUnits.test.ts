import { describe, expect, it } from 'vitest';
import {
  REFRESH_INTERVAL_DEFAULT_UNIT,
  TIME_UNIT_DEFAULT_UNIT,
  TIME_UNIT_DEFAULT_VALUE,
  TIME_UNITS,
  isTimeUnit,
  storedTimeUnitValue,
  timeUnitLabel,
} from './timeUnits';

describe('time units', () => {
  it('run from NANOSECONDS to DAYS', () => {
    expect(TIME_UNITS).toEqual(['NANOSECONDS', 'MICROSECONDS', 'MILLISECONDS', 'SECONDS', 'MINUTES', 'HOURS', 'DAYS']);
    expect(isTimeUnit('HOURS')).toBe(true);
    expect(isTimeUnit('WEEKS')).toBe(false);
    expect(timeUnitLabel('MILLISECONDS')).toBe('milliseconds');
  });
  it('default to 1 SECONDS, and MINUTES for refresh intervals', () => {
    expect([TIME_UNIT_DEFAULT_VALUE, TIME_UNIT_DEFAULT_UNIT]).toEqual([1, 'SECONDS']);
    expect(REFRESH_INTERVAL_DEFAULT_UNIT).toBe('MINUTES');
  });
  it('store a disabled interval as 0', () => {
    expect(storedTimeUnitValue(5, true)).toBe(5);
    expect(storedTimeUnitValue(5, false)).toBe(0);
  });
});
