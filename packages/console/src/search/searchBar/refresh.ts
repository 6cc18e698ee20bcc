import { periodSeconds } from '../timeRange/durations';

export interface RefreshInterval {
  ms: number;
  label: string;
}

/** An interval in words: seconds under 60, else minutes (2-search-and-dashboards.md §4). */
export function refreshIntervalLabel(ms: number): string {
  const seconds = ms / 1000;
  if (seconds < 60) return `${seconds} ${seconds === 1 ? 'second' : 'seconds'}`;
  const minutes = seconds / 60;
  return `${minutes} ${minutes === 1 ? 'minute' : 'minutes'}`;
}

/** The auto-refresh intervals of the searches cluster config, shortest first. */
export function refreshIntervals(options: Record<string, string> | null | undefined): RefreshInterval[] {
  return Object.keys(options ?? {})
    .map((period) => periodSeconds(period))
    .filter((seconds): seconds is number => seconds !== null && seconds > 0)
    .sort((a, b) => a - b)
    .map((seconds) => ({ ms: seconds * 1000, label: refreshIntervalLabel(seconds * 1000) }));
}

/** The config's default interval, else the shortest offered. */
export function defaultRefreshInterval(intervals: readonly RefreshInterval[], defaultOption: string | null | undefined): number | null {
  const seconds = defaultOption ? periodSeconds(defaultOption) : null;
  const match = intervals.find((interval) => seconds !== null && interval.ms === seconds * 1000);
  return (match ?? intervals[0])?.ms ?? null;
}
