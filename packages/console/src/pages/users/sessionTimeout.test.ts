import { describe, expect, it } from 'vitest';
import { DEFAULT_SESSION_TIMEOUT, timeoutFromMs, timeoutToMs, validateTimeout } from './sessionTimeout';

describe('session timeout', () => {
  it('starts new accounts at one hour', () => {
    expect(timeoutToMs(DEFAULT_SESSION_TIMEOUT)).toBe(3_600_000);
  });

  it('shows milliseconds in the largest unit that divides them', () => {
    expect(timeoutFromMs(2 * 86_400_000)).toEqual({ value: 2, unit: 'days' });
    expect(timeoutFromMs(36 * 3_600_000)).toEqual({ value: 36, unit: 'hours' });
    expect(timeoutFromMs(90 * 60_000)).toEqual({ value: 90, unit: 'minutes' });
    expect(timeoutFromMs(null)).toEqual(DEFAULT_SESSION_TIMEOUT);
  });

  it('needs a value above 0', () => {
    expect(validateTimeout({ value: 0, unit: 'hours' })).toBe('Must be greater than 0');
    expect(validateTimeout({ value: Number.NaN, unit: 'hours' })).toBe('Must be greater than 0');
    expect(validateTimeout({ value: 5, unit: 'minutes' })).toBeUndefined();
  });
});
