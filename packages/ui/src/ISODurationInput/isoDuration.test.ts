import { describe, expect, it } from 'vitest';
import { describeIsoDuration, isoDurationToMs, isValidIsoDuration, normalizeIsoDurationInput } from './isoDuration';

describe('isValidIsoDuration', () => {
  it('accepts ISO 8601 durations', () => {
    for (const ok of ['P1D', 'PT1H', 'PT0S', 'P1Y2M3W4DT5H6M7S', 'PT1.5S', 'P0D']) expect(isValidIsoDuration(ok)).toBe(true);
  });
  it('rejects everything else', () => {
    for (const bad of ['', 'P', 'PT', '1D', 'P1H', 'PT1D', 'P1DT', 'p1d', 'P-1D', 'P1D2H']) expect(isValidIsoDuration(bad)).toBe(false);
  });
});

describe('normalizeIsoDurationInput', () => {
  it('forces upper case and prefixes a missing P', () => {
    expect(normalizeIsoDurationInput('pt1h')).toBe('PT1H');
    expect(normalizeIsoDurationInput('1d')).toBe('P1D');
    expect(normalizeIsoDurationInput('t5m')).toBe('PT5M');
    expect(normalizeIsoDurationInput('')).toBe('');
  });
});

describe('isoDurationToMs', () => {
  it('adds up the parts', () => {
    expect(isoDurationToMs('PT1H30M')).toBe(5_400_000);
    expect(isoDurationToMs('P1W')).toBe(604_800_000);
    expect(isoDurationToMs('bogus')).toBeUndefined();
  });
});

describe('describeIsoDuration', () => {
  it('reads out the parts', () => {
    expect(describeIsoDuration('P1DT2H', true)).toBe('1 day, 2 hours');
    expect(describeIsoDuration('PT1M', true)).toBe('1 minute');
  });
  it('shows "Never" for a zero duration', () => {
    expect(describeIsoDuration('PT0S', true)).toBe('Never');
    expect(describeIsoDuration('P0D', true)).toBe('Never');
  });
  it('shows the error text when invalid, "invalid" by default', () => {
    expect(describeIsoDuration('P1H', false)).toBe('invalid');
    expect(describeIsoDuration('PT1H', false, 'too short')).toBe('too short');
  });
});
