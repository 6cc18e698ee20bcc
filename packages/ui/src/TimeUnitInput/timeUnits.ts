/** Time units from the smallest to the largest (1-shell.md §3). */
export const TIME_UNITS = ['NANOSECONDS', 'MICROSECONDS', 'MILLISECONDS', 'SECONDS', 'MINUTES', 'HOURS', 'DAYS'] as const;
export type TimeUnit = (typeof TIME_UNITS)[number];

/** A time-unit input starts at 1 SECONDS. */
export const TIME_UNIT_DEFAULT_VALUE = 1;
export const TIME_UNIT_DEFAULT_UNIT: TimeUnit = 'SECONDS';
/** Refresh intervals count in minutes by default. */
export const REFRESH_INTERVAL_DEFAULT_UNIT: TimeUnit = 'MINUTES';

export function isTimeUnit(value: string): value is TimeUnit {
  return (TIME_UNITS as readonly string[]).includes(value);
}

/** "SECONDS" reads "seconds". */
export function timeUnitLabel(unit: TimeUnit): string {
  return unit.toLowerCase();
}

/** What is stored for the interval: its value when enabled, 0 when disabled. */
export function storedTimeUnitValue(value: number, enabled: boolean): number {
  return enabled ? value : 0;
}
