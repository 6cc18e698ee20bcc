import type { Layout, LayoutItem } from 'react-grid-layout';
import { cloneLayout, moveElement, verticalCompactor } from 'react-grid-layout/core';
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

/** A column edge of the 12-column grid on a grid of `cols` columns. */
const scaleEdge = (edge: number, cols: number) => Math.round((edge * cols) / GRID_COLUMNS);

/** 1-based widget positions (width may be Infinity) → 0-based grid items for a grid of `cols` columns. */
export function toLayout(positions: Record<string, WidgetPosition>, ids: readonly string[], cols: number): LayoutItem[] {
  return ids.map((id) => {
    const p = positions[id] ?? { col: 1, row: Infinity, height: 4, width: 4 };
    // Both edges are scaled, so widgets side by side in 12 columns stay side by side (not overlapping) in fewer.
    const start = Number.isFinite(p.col) ? Math.max(p.col - 1, 0) : 0;
    const x = Math.min(scaleEdge(start, cols), cols - 1);
    const widthIn12 = Number.isFinite(p.width) ? p.width : GRID_COLUMNS;
    const w = widthIn12 >= GRID_COLUMNS ? cols : Math.max(1, Math.min(scaleEdge(start + widthIn12, cols), cols) - x);
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

/** The arrow keys of a focused widget: without Shift they move it one cell, with Shift they resize it by one cell. */
export const GRID_ARROW_KEYS = ['ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown'] as const;
export type GridArrowKey = (typeof GRID_ARROW_KEYS)[number];
export const isGridArrowKey = (key: string): key is GridArrowKey => (GRID_ARROW_KEYS as readonly string[]).includes(key);

const STEP: Record<GridArrowKey, { dx: number; dy: number }> = {
  ArrowLeft: { dx: -1, dy: 0 },
  ArrowRight: { dx: 1, dy: 0 },
  ArrowUp: { dx: 0, dy: -1 },
  ArrowDown: { dx: 0, dy: 1 },
};

/**
 * Positions after an arrow key on widget `id` of the 12-column grid, settled as a drag or resize of the grid
 * would (other widgets make room, the grid compacts upwards); null when nothing changes (an edge, the minimum size).
 * Shift+Right/Left widens/narrows, Shift+Down/Up makes taller/shorter.
 */
export function keyboardLayoutChange(
  positions: Record<string, WidgetPosition>,
  ids: readonly string[],
  id: string,
  key: GridArrowKey,
  resize: boolean,
): Record<string, WidgetPosition> | null {
  const layout = verticalCompactor.compact(toLayout(positions, ids, GRID_COLUMNS), GRID_COLUMNS);
  const before = fromLayout(layout);
  const item = layout.find((entry) => entry.i === id);
  if (!item) return null;
  const { dx, dy } = STEP[key];
  const settle = (next: Layout) => {
    const after = fromLayout(verticalCompactor.compact(next, GRID_COLUMNS));
    const changed = Object.entries(after).some(([widgetId, p]) => {
      const b = before[widgetId];
      return !b || b.col !== p.col || b.row !== p.row || b.width !== p.width || b.height !== p.height;
    });
    return changed ? after : null;
  };
  const moveTo = (x: number, y: number) => {
    const copy = cloneLayout(layout);
    const moving = copy.find((entry) => entry.i === id);
    return moving ? settle(moveElement(copy, moving, x, y, true, false, 'vertical', GRID_COLUMNS)) : null;
  };
  if (resize) {
    const w = Math.max(1, Math.min(item.w + dx, GRID_COLUMNS - item.x));
    const h = Math.max(1, item.h + dy);
    if (w === item.w && h === item.h) return null;
    return settle(layout.map((entry) => (entry.i === id ? { ...entry, w, h } : entry)));
  }
  if (dx !== 0) {
    const x = Math.max(0, Math.min(item.x + dx, GRID_COLUMNS - item.w));
    return x === item.x ? null : moveTo(x, item.y);
  }
  // The grid compacts upwards: a widget passes the one above or below it only once it is moved past that one's
  // top, so one press moves as many rows as it takes to change places (as a drag would).
  const bottom = layout.reduce((max, entry) => Math.max(max, entry.y + entry.h), 0);
  for (let y = item.y + dy; y >= 0 && y <= bottom; y += dy) {
    const next = moveTo(item.x, y);
    if (next) return next;
  }
  return null;
}
