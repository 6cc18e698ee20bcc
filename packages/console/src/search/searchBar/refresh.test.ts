import { describe, expect, it } from 'vitest';
import { defaultRefreshInterval, refreshIntervalLabel, refreshIntervals } from './refresh';

describe('refresh intervals', () => {
  it('labels intervals in seconds under 60, else in minutes', () => {
    expect(refreshIntervalLabel(1_000)).toBe('1 second');
    expect(refreshIntervalLabel(30_000)).toBe('30 seconds');
    expect(refreshIntervalLabel(60_000)).toBe('1 minute');
    expect(refreshIntervalLabel(300_000)).toBe('5 minutes');
  });

  it("reads the cluster config's options, shortest first, and its default", () => {
    const intervals = refreshIntervals({ PT5M: '5 minutes', PT1S: '1 second', PT2S: '2 second', PT1M: '1 minute' });
    expect(intervals).toEqual([
      { ms: 1000, label: '1 second' },
      { ms: 2000, label: '2 seconds' },
      { ms: 60_000, label: '1 minute' },
      { ms: 300_000, label: '5 minutes' },
    ]);
    expect(defaultRefreshInterval(intervals, 'PT1M')).toBe(60_000);
    expect(defaultRefreshInterval(intervals, null)).toBe(1000);
    expect(defaultRefreshInterval([], 'PT5S')).toBeNull();
    expect(refreshIntervals(null)).toEqual([]);
  });
});
