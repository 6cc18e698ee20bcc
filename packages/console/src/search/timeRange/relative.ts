/** Units of a relative range, largest last (1-shell.md §9). */
export const RELATIVE_UNITS = [
  { unit: 'seconds', label: 'Seconds', seconds: 1, max: 59 },
  { unit: 'minutes', label: 'Minutes', seconds: 60, max: 59 },
  { unit: 'hours', label: 'Hours', seconds: 3600, max: 23 },
  { unit: 'days', label: 'Days', seconds: 86_400, max: null },
  { unit: 'weeks', label: 'Weeks', seconds: 604_800, max: null },
  { unit: 'months', label: 'Months', seconds: 2_592_000, max: null },
] as const;

export type RelativeUnit = (typeof RELATIVE_UNITS)[number]['unit'];

/** A relative offset as the picker edits it: a value and a unit. */
export interface RelativeAmount {
  value: number;
  unit: RelativeUnit;
}

function unitOf(unit: RelativeUnit) {
  return RELATIVE_UNITS.find((candidate) => candidate.unit === unit) ?? RELATIVE_UNITS[0];
}

/** Seconds as the largest unit that divides them evenly (300 → 5 minutes). */
export function toAmount(seconds: number): RelativeAmount {
  const unit =
    [...RELATIVE_UNITS].reverse().find((candidate) => seconds % candidate.seconds === 0 && seconds >= candidate.seconds) ??
    RELATIVE_UNITS[0];
  return { value: seconds / unit.seconds, unit: unit.unit };
}

export function toSeconds(amount: RelativeAmount): number {
  return amount.value * unitOf(amount.unit).seconds;
}

/** A typed value kept in the unit's bounds: at least 1; hours at most 23, minutes and seconds at most 59. */
export function clampAmount(value: number, unit: RelativeUnit): number {
  const { max } = unitOf(unit);
  const whole = Math.floor(Number.isFinite(value) ? value : 1);
  return Math.max(1, max === null ? whole : Math.min(max, whole));
}
