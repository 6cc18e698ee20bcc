import type { LayoutItem } from 'react-grid-layout';
import type { WidgetPosition } from '@sift/api';
import { GRID_COLUMNS } from './viewState';

/** 175 px per column (2-search-and-dashboards.md §9). */
export const COLUMN_WIDTH = 175;
export const ROW_HEIGHT = 100;
/** Columns per breakpoint: xxl 12, xl 10, lg 8, md 6, sm 4, xs 2. */
export const GRID_COLS = { xxl: 12, xl: 10, lg: 8, md: 6, sm: 4, xs: 2 } as const;
export type GridBreakpoint = keyof typeof GRID_COLS;
/** A breakpoint starts where its columns fit at 175 px each (xs from 0). */
export const GRID_BREAKPOINTS: Record<GridBreakpoint, number> = {
  xxl: COLUMN_WIDTH * GRID_COLS.xxl,
  xl: COLUMN_WIDTH * GRID_COLS.xl,
  lg: COLUMN_WIDTH * GRID_COLS.lg,
  md: COLUMN_WIDTH * GRID_COLS.md,
  sm: COLUMN_WIDTH * GRID_COLS.sm,
  xs: 0,
};

const FAR_BELOW = 10_000;

/** 1-based widget positions (width may be Infinity) → 0-based grid items for a grid of `cols` columns. */
export function toLayout(positions: Record<string, WidgetPosition>, ids: readonly string[], cols: number): LayoutItem[] {
  return ids.map((id) => {
    const p = positions[id] ?? { col: 1, row: Infinity, height: 4, width: 4 };
    const x = Number.isFinite(p.col) ? Math.min(Math.round((Math.max(p.col - 1, 0) * cols) / GRID_COLUMNS), cols - 1) : 0;
    const widthIn12 = Number.isFinite(p.width) ? p.width : GRID_COLUMNS;
    const w = widthIn12 >= GRID_COLUMNS ? cols : Math.max(1, Math.min(Math.round((widthIn12 * cols) / GRID_COLUMNS), cols - x));
    return { i: id, x, y: Number.isFinite(p.row) ? p.row - 1 : FAR_BELOW, w, h: Number.isFinite(p.height) ? p.height : 4 };
  });
}

/** Grid items of the 12-column layout → positions; a width reaching the last column is full width (Infinity). */
export function fromLayout(layout: readonly LayoutItem[]): Record<string, WidgetPosition> {
  return Object.fromEntries(
    layout.map((item) => [
      item.i,
      {
        col: item.x + 1,
        row: item.y + 1,
        height: item.h,
        width: item.w >= GRID_COLUMNS ? Infinity : item.w,
      },
    ]),
  );
}
