/** Units of the session timeout input, largest first. */
export const TIMEOUT_UNITS = [
  { value: 'days', label: 'Days', ms: 24 * 3600 * 1000 },
  { value: 'hours', label: 'Hours', ms: 3600 * 1000 },
  { value: 'minutes', label: 'Minutes', ms: 60 * 1000 },
] as const;
export type TimeoutUnit = (typeof TIMEOUT_UNITS)[number]['value'];

export interface SessionTimeout {
  value: number;
  unit: TimeoutUnit;
}

/** New accounts: sessions end after one hour without activity (the server's default). */
export const DEFAULT_SESSION_TIMEOUT: SessionTimeout = { value: 1, unit: 'hours' };

const unitMs = (unit: TimeoutUnit) => TIMEOUT_UNITS.find((u) => u.value === unit)?.ms ?? 60 * 1000;

export function timeoutToMs({ value, unit }: SessionTimeout): number {
  return Math.round(value * unitMs(unit));
}

/** Milliseconds in the largest unit that divides them evenly (minutes at least). */
export function timeoutFromMs(ms: number | null): SessionTimeout {
  if (ms === null || ms <= 0) return DEFAULT_SESSION_TIMEOUT;
  const unit = TIMEOUT_UNITS.find((u) => ms % u.ms === 0) ?? TIMEOUT_UNITS[TIMEOUT_UNITS.length - 1]!;
  return { value: Math.max(1, Math.round(ms / unit.ms)), unit: unit.value };
}

export const TIMEOUT_MIN_MESSAGE = 'Must be greater than 0';

export function validateTimeout({ value }: SessionTimeout): string | undefined {
  return Number.isFinite(value) && value > 0 ? undefined : TIMEOUT_MIN_MESSAGE;
}
