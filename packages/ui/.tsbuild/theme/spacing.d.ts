/** The grid unit in pixels: `spacing(1)` is 8 px. */
export declare const GRID_UNIT = 8;
export type Spacing = (...units: number[]) => string;
/** `spacing(1)` → `8px`; `spacing(1, 2)` → `8px 16px` (CSS shorthand). */
export declare function createSpacing(unit?: number): Spacing;
