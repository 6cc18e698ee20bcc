import { describe, expect, it } from 'vitest';
import { timeTickFormatter } from './format';

const at = (iso: string) => new Date(iso);
const labels = (ticks: Date[], timezone = 'UTC') => ticks.map(timeTickFormatter(ticks, timezone));

describe('timeTickFormatter', () => {
  it('gives seconds when ticks are under a minute apart, so a 5-minute range never repeats a label', () => {
    const ticks = [0, 30, 60, 90, 120].map((s) => new Date(Date.UTC(2026, 10, 26, 17, 7, s)));
    expect(labels(ticks)).toEqual(['17:07:00', '17:07:30', '17:08:00', '17:08:30', '17:09:00']);
  });

  it('gives hours and minutes for minute to hour steps', () => {
    expect(labels([at('2026-11-26T17:00:00Z'), at('2026-11-26T17:15:00Z'), at('2026-11-26T17:30:00Z')])).toEqual([
      '17:00',
      '17:15',
      '17:30',
    ]);
  });

  it('adds the date to the first tick of a new day', () => {
    expect(labels([at('2026-11-26T18:00:00Z'), at('2026-11-27T00:00:00Z'), at('2026-11-27T06:00:00Z')])).toEqual([
      '18:00',
      '27/11 00:00',
      '06:00',
    ]);
  });

  it('gives the date for steps of a day or more, in the user time zone', () => {
    expect(labels([at('2026-11-25T23:00:00Z'), at('2026-11-26T23:00:00Z')], 'Europe/Berlin')).toEqual(['26/11', '27/11']);
  });

  it('keeps every label distinct over a live minute of one-second ticks', () => {
    const ticks = Array.from({ length: 10 }, (_, i) => new Date(Date.UTC(2026, 10, 26, 17, 7, i * 5)));
    expect(new Set(labels(ticks)).size).toBe(10);
  });
});
