/** The grid unit in pixels: `spacing(1)` is 8 px. */
export const GRID_UNIT = 8;

export type Spacing = (...units: number[]) => string;

/** `spacing(1)` → `8px`; `spacing(1, 2)` → `8px 16px` (CSS shorthand). */
export function createSpacing(unit: number = GRID_UNIT): Spacing {
  return (...units) => (units.length === 0 ? [1] : units).map((u) => `${u * unit}px`).join(' ');
}
