import { describe, expect, it } from 'vitest';
import { ABSOLUTE_FORMAT_ERROR, ABSOLUTE_PLACEHOLDER, formatAbsolute, parseAbsolute } from './absolute';
import { convertRange, normalizeRelative } from './conversion';
import { relativePresets } from './durations';
import { limitSeconds, validateRange } from './limits';
import { clampAmount, toAmount, toSeconds } from './relative';

const NOW = Date.parse('2024-05-02T12:00:00.000Z');
const DEFAULT_OPTIONS = { PT5M: '5 minutes', PT0S: 'all messages', PT1H: '1 hour', P1D: '1 day', P30D: '30 days' };

describe('periods and presets', () => {
  it('moves PT0S (all messages) to the end and hides presets beyond the limit', () => {
    expect(relativePresets(DEFAULT_OPTIONS, 0).map((p) => p.label)).toEqual(['5 minutes', '1 hour', '1 day', '30 days', 'all messages']);
    expect(relativePresets(DEFAULT_OPTIONS, 86_400).map((p) => p.label)).toEqual(['5 minutes', '1 hour', '1 day']);
    expect(relativePresets({ five: 'five minutes', P1DT2H: '26 hours' }, 0)).toEqual([{ seconds: 93_600, label: '26 hours' }]);
  });

  it('reads the admin limit, 0 meaning none', () => {
    expect(limitSeconds('PT0S')).toBe(0);
    expect(limitSeconds('P1D')).toBe(86_400);
    expect(limitSeconds(null)).toBe(0);
  });
});

describe('relative amounts', () => {
  it('shows seconds in the largest even unit and back', () => {
    expect(toAmount(300)).toEqual({ value: 5, unit: 'minutes' });
    expect(toAmount(7200)).toEqual({ value: 2, unit: 'hours' });
    expect(toAmount(90)).toEqual({ value: 90, unit: 'seconds' });
    expect(toAmount(1_209_600)).toEqual({ value: 2, unit: 'weeks' });
    expect(toSeconds({ value: 3, unit: 'days' })).toBe(259_200);
  });

  it('caps hours at 23, minutes and seconds at 59, and keeps at least 1', () => {
    expect(clampAmount(30, 'hours')).toBe(23);
    expect(clampAmount(75, 'minutes')).toBe(59);
    expect(clampAmount(60, 'seconds')).toBe(59);
    expect(clampAmount(400, 'days')).toBe(400);
    expect(clampAmount(0, 'days')).toBe(1);
    expect(clampAmount(Number.NaN, 'minutes')).toBe(1);
  });
});

describe('absolute dates', () => {
  it("reads YYYY-MM-DD [HH:mm:ss[.SSS]] in the user's time zone", () => {
    expect(parseAbsolute('2024-05-02', 'UTC')).toBe('2024-05-02T00:00:00.000Z');
    expect(parseAbsolute('2024-05-02 10:11:12', 'Europe/Berlin')).toBe('2024-05-02T08:11:12.000Z');
    expect(parseAbsolute('2024-05-02 10:11:12.345', 'UTC')).toBe('2024-05-02T10:11:12.345Z');
    expect(formatAbsolute('2024-05-02T08:11:12.000Z', 'Europe/Berlin')).toBe('2024-05-02 10:11:12.000');
  });

  it('rejects other formats and impossible dates', () => {
    ['2024/05/02', '2024-05-02 10:11', '2024-02-30', '2024-13-01', '2024-05-02 24:00:00', ''].forEach((text) =>
      expect(parseAbsolute(text, 'UTC')).toBeNull(),
    );
    expect(ABSOLUTE_FORMAT_ERROR).toBe('Format must be: YYYY-MM-DD [HH:mm:ss[.SSS]].');
    expect(ABSOLUTE_PLACEHOLDER).toBe('----/--/-- --:--:--.---');
  });
});

describe('range checks', () => {
  it('relative: beyond the limit, all time under a limit, until not before from', () => {
    expect(validateRange({ type: 'relative', range: 7200 }, 3600, NOW)).toEqual({ from: 'Range is outside limit duration.' });
    expect(validateRange({ type: 'relative', range: 0 }, 3600, NOW)).toEqual({ from: 'Range is outside limit duration.' });
    expect(validateRange({ type: 'relative', range: 0 }, 0, NOW)).toEqual({});
    expect(validateRange({ type: 'relative', from: 300, to: 600 }, 0, NOW)).toEqual({
      to: 'The "Until" date must come after the "From" date.',
    });
    expect(validateRange({ type: 'relative', from: 600, to: 300 }, 0, NOW)).toEqual({});
  });

  it('absolute: until after from, from within the limit', () => {
    expect(validateRange({ type: 'absolute', from: '2024-05-02T11:00:00.000Z', to: '2024-05-02T10:00:00.000Z' }, 0, NOW)).toEqual({
      to: 'The "Until" date must come after the "From" date.',
    });
    expect(validateRange({ type: 'absolute', from: '2024-05-01T11:00:00.000Z', to: '2024-05-02T10:00:00.000Z' }, 3600, NOW)).toEqual({
      from: 'Date is outside limit duration.',
    });
  });

  it('keyword: not empty, parsable, within the limit', () => {
    expect(validateRange({ type: 'keyword', keyword: ' ', timezone: 'UTC' }, 0, NOW)).toEqual({ keyword: 'Keyword must not be empty!' });
    expect(validateRange({ type: 'keyword', keyword: 'gibberish', timezone: 'UTC' }, 0, NOW, null)).toEqual({
      keyword: 'Unable to parse keyword.',
    });
    expect(validateRange({ type: 'keyword', keyword: 'last week', timezone: 'UTC' }, 3600, NOW, '2024-04-25T12:00:00.000Z')).toEqual({
      keyword: 'Range is outside limit duration.',
    });
    expect(validateRange({ type: 'keyword', keyword: 'last hour', timezone: 'UTC' }, 7200, NOW, '2024-05-02T11:00:00.000Z')).toEqual({});
  });
});

describe('switching range types', () => {
  it('absolute from relative subtracts the seconds from now', () => {
    expect(convertRange({ type: 'relative', range: 3600 }, 'absolute', NOW, 'UTC')).toEqual({
      type: 'absolute',
      from: '2024-05-02T11:00:00.000Z',
      to: '2024-05-02T12:00:00.000Z',
    });
    expect(convertRange({ type: 'relative', from: 3600, to: 600 }, 'absolute', NOW, 'UTC')).toEqual({
      type: 'absolute',
      from: '2024-05-02T11:00:00.000Z',
      to: '2024-05-02T11:50:00.000Z',
    });
  });

  it('absolute from a keyword takes its preview', () => {
    expect(
      convertRange({ type: 'keyword', keyword: 'yesterday', timezone: 'UTC' }, 'absolute', NOW, 'UTC', {
        from: '2024-05-01T00:00:00.000Z',
        to: '2024-05-02T00:00:00.000Z',
      }),
    ).toEqual({ type: 'absolute', from: '2024-05-01T00:00:00.000Z', to: '2024-05-02T00:00:00.000Z' });
  });

  it('relative defaults to 5 minutes to Now, keyword to "Last five minutes"', () => {
    expect(convertRange({ type: 'absolute', from: 'a', to: 'b' }, 'relative', NOW, 'UTC')).toEqual({
      type: 'relative',
      from: 300,
      to: null,
    });
    expect(convertRange({ type: 'relative', range: 60 }, 'keyword', NOW, 'Europe/Berlin')).toEqual({
      type: 'keyword',
      keyword: 'Last five minutes',
      timezone: 'Europe/Berlin',
    });
  });

  it('"All Time" forces until to Now', () => {
    expect(normalizeRelative(0, 600)).toEqual({ type: 'relative', range: 0 });
    expect(normalizeRelative(900, null)).toEqual({ type: 'relative', range: 900 });
    expect(normalizeRelative(900, 300)).toEqual({ type: 'relative', from: 900, to: 300 });
  });
});
