const PERIOD = /^P(?:(\d+)Y)?(?:(\d+)M)?(?:(\d+)W)?(?:(\d+)D)?(?:T(?:(\d+)H)?(?:(\d+)M)?(?:(\d+(?:\.\d+)?)S)?)?$/;

const DAY = 86_400;

/** Seconds of an ISO-8601 period (`PT5M`, `P1D`, `PT0S`); months count 30 days, years 365. Null when unreadable. */
export function periodSeconds(period: string): number | null {
  const match = PERIOD.exec(period.trim().toUpperCase());
  if (!match || period.trim().toUpperCase() === 'P' || period.trim().toUpperCase().endsWith('T')) return null;
  const [, years, months, weeks, days, hours, minutes, secs] = match.map((part) => (part === undefined ? 0 : Number(part)));
  return Math.round((years ?? 0) * 365 * DAY + (months ?? 0) * 30 * DAY + (weeks ?? 0) * 7 * DAY + (days ?? 0) * DAY + (hours ?? 0) * 3600 + (minutes ?? 0) * 60 + (secs ?? 0));
}

export interface RangePreset {
  /** The relative range in seconds; 0 is all messages. */
  seconds: number;
  label: string;
}

/**
 * The relative presets of the searches cluster config, in their order, with PT0S (all messages)
 * moved to the end and presets longer than the query time range limit hidden (0 = no limit).
 */
export function relativePresets(options: Record<string, string>, limitSeconds: number): RangePreset[] {
  const presets = Object.entries(options).flatMap(([period, label]) => {
    const seconds = periodSeconds(period);
    return seconds === null ? [] : [{ seconds, label }];
  });
  const allowed = presets.filter((preset) => limitSeconds === 0 || (preset.seconds !== 0 && preset.seconds <= limitSeconds));
  return [...allowed.filter((preset) => preset.seconds !== 0), ...allowed.filter((preset) => preset.seconds === 0)];
}
