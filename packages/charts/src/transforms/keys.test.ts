import { describe, expect, it } from 'vitest';
import { formatTimestamp } from './keys';

const formatters = new Map<string, Intl.DateTimeFormat>();
const formatter = (timeZone: string) =>
  formatters.get(timeZone) ??
  formatters
    .set(
      timeZone,
      new Intl.DateTimeFormat('sv-SE', {
        timeZone,
        year: 'numeric',
        month: '2-digit',
        day: '2-digit',
        hour: '2-digit',
        minute: '2-digit',
        second: '2-digit',
        hourCycle: 'h23',
      }),
    )
    .get(timeZone)!;
const intl = (date: Date, timeZone: string) => formatter(timeZone).format(date).replace('T', ' ');

describe('formatTimestamp', () => {
  it('spells times every seven minutes around daylight saving changes as Intl does, in zones with hour, half-hour and 45-minute offsets', () => {
    const zones = ['UTC', 'Europe/Berlin', 'America/New_York', 'Asia/Kathmandu', 'Australia/Lord_Howe', 'America/St_Johns'];
    // Around the 2026 changes of Europe (29 March, 25 October), North America (8 March, 1 November) and Lord Howe (5 April).
    const days = ['2026-03-08', '2026-03-29', '2026-04-05', '2026-10-25', '2026-11-01'];
    for (const zone of zones) {
      for (const day of days) {
        const start = Date.parse(`${day}T00:00:00Z`) - 86_400_000;
        const dates: Date[] = [];
        for (let ms = start; ms < start + 3 * 86_400_000; ms += 7 * 60_000 + 7_123) dates.push(new Date(ms));
        expect(
          dates.map((date) => `${date.toISOString()} ${formatTimestamp(date, zone)}`),
          zone,
        ).toEqual(dates.map((date) => `${date.toISOString()} ${intl(date, zone)}`));
      }
    }
  });

  it('spells dates outside four-digit years and invalid dates as Intl does', () => {
    for (const date of [new Date(Date.UTC(999, 0, 1)), new Date(Date.UTC(12000, 0, 1)), new Date(-1)]) {
      expect(formatTimestamp(date, 'Europe/Berlin')).toBe(intl(date, 'Europe/Berlin'));
    }
  });
});
