import { isoDurationToMs } from '@sift/ui';

/** Whole seconds of an ISO-8601 period of the searches config (`PT5M`, `P1D`, `PT0S`), as ui's duration rules read it; null when unreadable. */
export function periodSeconds(period: string): number | null {
  const ms = isoDurationToMs(period);
  return ms === undefined ? null : Math.round(ms / 1000);
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
