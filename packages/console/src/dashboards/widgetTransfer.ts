import { generateId, type View, type Widget, type WidgetPosition } from '@sift/api';
import { addWidget, queryState, removeWidget, widgetTitle } from '../search/results/viewState';

export const NO_PAGES_FOUND = 'No pages found';

/**
 * Puts a copy of a widget (a new id, its title and size) at the bottom of another page of a view, or of
 * another view; without `keepCopy` the widget leaves its page (a move, §4).
 */
export function copyWidgetTo(
  source: View,
  fromPage: string,
  widgetId: string,
  target: View,
  toPage: string,
  newId: () => string = generateId,
): View {
  const state = queryState(source, fromPage);
  const widget = state.widgets.find((candidate) => candidate.id === widgetId);
  if (!widget) throw new Error(`Unable to duplicate widget with id ${widgetId}, it is not found.`);
  const copy = { ...widget, id: newId() } as Widget;
  const position = state.positions[widgetId];
  const targetState = queryState(target, toPage);
  const bottom = Object.values(targetState.positions).reduce(
    (row, p) => (Number.isFinite(p.row) && Number.isFinite(p.height) ? Math.max(row, p.row + p.height) : row),
    1,
  );
  return addWidget(target, toPage, copy, widgetTitle(state, widget), position ? { ...position, col: 1, row: bottom } : undefined);
}

/** "Move to page": the widget goes to another page of the same dashboard, or is copied there with `keepCopy`. */
export function moveWidgetToPage(view: View, fromPage: string, widgetId: string, toPage: string, keepCopy: boolean): View {
  if (fromPage === toPage) throw new Error('A widget is moved to another page.');
  const copied = copyWidgetTo(view, fromPage, widgetId, view, toPage);
  return keepCopy ? copied : removeWidget(copied, fromPage, widgetId);
}

/**
 * Where a new widget of a size goes on a dashboard page: the first place, row by row and column by
 * column, where it overlaps no widget on the 12-column grid (so widgets fill a row before the next).
 */
export function freeSlot(
  positions: Readonly<Record<string, WidgetPosition>>,
  size: { width: number; height: number },
  columns = 12,
): WidgetPosition {
  const width = Math.min(size.width, columns);
  const { height } = size;
  const placed = Object.values(positions).map((p) => ({
    col: Number.isFinite(p.col) ? p.col : 1,
    row: Number.isFinite(p.row) ? p.row : 1,
    width: Number.isFinite(p.width) ? Math.min(p.width, columns) : columns,
    height: Number.isFinite(p.height) ? p.height : 1,
  }));
  const overlaps = (col: number, row: number) =>
    placed.some((p) => col < p.col + p.width && p.col < col + width && row < p.row + p.height && p.row < row + height);
  const bottom = placed.reduce((max, p) => Math.max(max, p.row + p.height), 1);
  for (let row = 1; row < bottom; row += 1)
    for (let col = 1; col + width - 1 <= columns; col += 1) if (!overlaps(col, row)) return { col, row, height, width };
  return { col: 1, row: bottom, height, width };
}
