import { describe, expect, it } from 'vitest';
import { DateFormatError, lexJodaPattern, parseJodaDate } from './jodaDates.js';

const NOW = Date.parse('2026-06-15T12:00:00Z');

describe('Joda-Time patterns', () => {
  it('splits a pattern into letter runs and literal text, quotes included', () => {
    expect(lexJodaPattern("yyyy-MM-dd'T'HH ''x")).toEqual([
      { letter: 'y', count: 4 },
      { text: '-' },
      { letter: 'M', count: 2 },
      { text: '-' },
      { letter: 'd', count: 2 },
      { text: 'T' },
      { letter: 'H', count: 2 },
      { text: ' ' },
      { text: "'" },
      { letter: 'x', count: 1 },
    ]);
  });

  it('parses in the zone of the text, else the given one', () => {
    expect(parseJodaDate('2024-03-01 10:00:00', 'yyyy-MM-dd HH:mm:ss', 'Europe/Berlin')).toBe(Date.parse('2024-03-01T09:00:00Z'));
    expect(parseJodaDate('01/Mar/2024:10:00:00 +0200', 'dd/MMM/yyyy:HH:mm:ss Z')).toBe(Date.parse('2024-03-01T08:00:00Z'));
    expect(parseJodaDate('2024-01-02 03:04 EST', 'yyyy-MM-dd HH:mm z')).toBe(Date.parse('2024-01-02T08:04:00Z'));
    expect(parseJodaDate('2024-01-02 03:04 America/New_York', 'yyyy-MM-dd HH:mm ZZZ')).toBe(Date.parse('2024-01-02T08:04:00Z'));
  });

  it('reads adjacent fields, fractions, 12-hour clocks, names and literals', () => {
    expect(parseJodaDate('20240102', 'yyyyMMdd')).toBe(Date.parse('2024-01-02T00:00:00Z'));
    expect(parseJodaDate('2024-01-02 03:04:05.678', 'yyyy-MM-dd HH:mm:ss.SSS')).toBe(Date.parse('2024-01-02T03:04:05.678Z'));
    expect(parseJodaDate('Tue, 02 Jan 2024 04:04:05 PM', 'EEE, dd MMM yyyy hh:mm:ss a')).toBe(Date.parse('2024-01-02T16:04:05Z'));
    expect(parseJodaDate('2024-01-02T03:04', "yyyy-MM-dd'T'HH:mm")).toBe(Date.parse('2024-01-02T03:04:00Z'));
  });

  it('takes a missing year from the caller (the current year by default) and pivots two-digit years around now', () => {
    expect(new Date(parseJodaDate('Mar 1 10:00:00', 'MMM d HH:mm:ss', 'Etc/UTC', NOW)).getUTCFullYear()).toBe(2026);
    expect(new Date(parseJodaDate('Mar 1 10:00:00', 'MMM d HH:mm:ss', 'Etc/UTC', NOW, 2000)).getUTCFullYear()).toBe(2000);
    expect(new Date(parseJodaDate('01.02.24', 'dd.MM.yy', 'Etc/UTC', NOW)).getUTCFullYear()).toBe(2024);
    expect(new Date(parseJodaDate('01.02.99', 'dd.MM.yy', 'Etc/UTC', NOW)).getUTCFullYear()).toBe(1999);
  });

  it('refuses text that does not fit, impossible dates and unknown pattern letters', () => {
    expect(() => parseJodaDate('nope', 'yyyy')).toThrow('Invalid format: "nope"');
    expect(() => parseJodaDate('2024-02-30', 'yyyy-MM-dd')).toThrow(DateFormatError);
    expect(() => parseJodaDate('2024-13-01', 'yyyy-MM-dd')).toThrow('Value out of range');
    expect(() => parseJodaDate('2024-Q1', 'yyyy-QQ')).toThrow('Illegal pattern component: QQ');
  });
});
