import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatBytes, formatNumber, formatPercentage, formatPrecise } from './numbers';
import { formatDateTime, INVALID_DATE_TEXT } from './dates';
import { isAbsoluteUrl, isAllowedProtocol } from './urls';

afterEach(() => vi.restoreAllMocks());

describe('number formatters', () => {
  it('groups thousands and keeps at most two decimals', () => {
    expect(formatNumber(1234567.891)).toBe('1,234,567.89');
    expect(formatNumber(42)).toBe('42');
    expect(formatNumber('12.5')).toBe('12.5');
  });
  it('formats percentages with two decimals', () => {
    expect(formatPercentage(0.12345)).toBe('12.35%');
    expect(formatPercentage(1)).toBe('100.00%');
  });
  it('formats bytes in binary units with one decimal', () => {
    expect(formatBytes(1536)).toBe('1.5KiB');
    expect(formatBytes(1024 * 1024 * 3)).toBe('3.0MiB');
  });
  it('keeps up to 7 decimals', () => {
    expect(formatPrecise(0.123456789)).toBe('0.1234568');
    expect(formatPrecise(1.5)).toBe('1.5');
  });
  it('returns non-numbers unchanged', () => {
    expect(formatNumber('n/a')).toBe('n/a');
    expect(formatBytes(Number.NaN)).toBe('NaN');
  });
});

describe('formatDateTime', () => {
  const instant = '2024-03-05T14:07:09.123Z';
  it('renders each named format in the given timezone', () => {
    expect(formatDateTime(instant)).toBe('2024-03-05 14:07:09');
    expect(formatDateTime(instant, 'complete', 'Europe/Berlin')).toBe('2024-03-05 15:07:09.123');
    expect(formatDateTime(instant, 'withTz', 'Europe/Berlin')).toBe('2024-03-05 15:07:09 +01:00');
    expect(formatDateTime(instant, 'readable', 'America/New_York')).toBe('Tuesday 5 March 2024, 09:07 -05:00');
    expect(formatDateTime(instant, 'internal', 'UTC')).toBe('2024-03-05T14:07:09.123+00:00');
    expect(formatDateTime(instant, 'date', 'Asia/Tokyo')).toBe('2024-03-05');
    expect(formatDateTime(instant, 'hourAndMinute', 'Asia/Tokyo')).toBe('23:07');
  });
  it('keeps the indexer format in UTC whatever the user timezone', () => {
    expect(formatDateTime(instant, 'internalIndexer', 'Asia/Tokyo')).toBe('2024-03-05 14:07:09.123');
  });
  it('logs an invalid date instead of throwing', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(formatDateTime('not a date')).toBe(INVALID_DATE_TEXT);
    expect(error).toHaveBeenCalledWith('Invalid date: not a date');
  });
});

describe('URL checks', () => {
  it('accepts absolute http and https URLs only', () => {
    expect(isAbsoluteUrl('https://example.org/path?q=1')).toBe(true);
    expect(isAbsoluteUrl('http://localhost:9000')).toBe(true);
    expect(isAbsoluteUrl('ftp://example.org')).toBe(false);
    expect(isAbsoluteUrl('/relative/path')).toBe(false);
    expect(isAbsoluteUrl('javascript:alert(1)')).toBe(false);
  });
  it('checks protocols with or without the colon', () => {
    expect(isAllowedProtocol('https')).toBe(true);
    expect(isAllowedProtocol('HTTP:')).toBe(true);
    expect(isAllowedProtocol('file:')).toBe(false);
  });
});
