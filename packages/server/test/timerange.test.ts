import { describe, expect, it } from 'vitest';
import { resolveKeyword, resolveTimeRange, TimeRangeError } from '../src/query/timerange.js';
import { parseDate } from '../src/query/dates.js';

const NOW = Date.UTC(2026, 4, 13, 15, 30, 0); // Wednesday
const iso = (r: { from: number; to: number }) => [new Date(r.from).toISOString(), new Date(r.to).toISOString()];

describe('time ranges', () => {
  it('resolves relative ranges, with 0 meaning all messages, and rejects invalid ones', () => {
    expect(resolveTimeRange({ type: 'relative', range: 300 }, NOW)).toEqual({ from: NOW - 300_000, to: NOW });
    expect(resolveTimeRange({ type: 'relative', range: 0 }, NOW)).toEqual({ from: 0, to: NOW });
    expect(resolveTimeRange({ type: 'relative', from: 600, to: 60 }, NOW)).toEqual({ from: NOW - 600_000, to: NOW - 60_000 });
    expect(() => resolveTimeRange({ type: 'relative', from: 60, to: 600 }, NOW)).toThrow(TimeRangeError);
    expect(() => resolveTimeRange({ type: 'relative', range: 5, from: 3 }, NOW)).toThrow(TimeRangeError);
  });

  it('resolves absolute ranges in ISO and Graylog formats', () => {
    expect(iso(resolveTimeRange({ type: 'absolute', from: '2019-11-25T00:00:00.000Z', to: '2019-11-26 00:00:00.000' }, NOW))).toEqual([
      '2019-11-25T00:00:00.000Z',
      '2019-11-26T00:00:00.000Z',
    ]);
    expect(() => resolveTimeRange({ type: 'absolute', from: 'yesterday-ish', to: 'x' }, NOW)).toThrow(TimeRangeError);
  });

  it('resolves natural-language keywords, widening whole days in the timezone', () => {
    expect(iso(resolveKeyword('last five minutes', 'Etc/UTC', NOW))).toEqual(['2026-05-13T15:25:00.000Z', '2026-05-13T15:30:00.000Z']);
    expect(iso(resolveKeyword('2 days ago to now', 'Etc/UTC', NOW))).toEqual(['2026-05-11T15:30:00.000Z', '2026-05-13T15:30:00.000Z']);
    expect(iso(resolveKeyword('yesterday', 'Etc/UTC', NOW))).toEqual(['2026-05-12T00:00:00.000Z', '2026-05-13T00:00:00.000Z']);
    expect(iso(resolveKeyword('yesterday', 'Europe/Berlin', NOW))).toEqual(['2026-05-11T22:00:00.000Z', '2026-05-12T22:00:00.000Z']);
    expect(iso(resolveKeyword('last week', 'Etc/UTC', NOW))).toEqual(['2026-05-06T15:30:00.000Z', '2026-05-13T15:30:00.000Z']);
    expect(() => resolveKeyword('blorp', 'Etc/UTC', NOW)).toThrow(TimeRangeError);
    expect(() => resolveKeyword('yesterday', 'Not/AZone', NOW)).toThrow(TimeRangeError);
  });

  it('shifts offset ranges by intervals of the referenced range or by units', () => {
    const reference = { from: NOW - 3_600_000, to: NOW };
    expect(resolveTimeRange({ type: 'offset', source: 'search_type', offset: '1i' }, NOW, reference)).toEqual({
      from: NOW - 7_200_000,
      to: NOW - 3_600_000,
    });
    expect(resolveTimeRange({ type: 'offset', source: 'search_type', offset: '1d' }, NOW, reference)).toEqual({
      from: NOW - 3_600_000 - 86_400_000,
      to: NOW - 86_400_000,
    });
  });

  it('parses query dates including date math', () => {
    expect(parseDate('now-1h', NOW)).toEqual({ ms: NOW - 3_600_000, periodMs: 1 });
    expect(parseDate('now/d', NOW)!.ms).toBe(Date.UTC(2026, 4, 13));
    expect(parseDate('2026-05-13', NOW)).toEqual({ ms: Date.UTC(2026, 4, 13), periodMs: 86_400_000 });
    expect(parseDate('nonsense', NOW)).toBeNull();
  });
});
