import { generateId, type View, type ViewState, type Widget, type WidgetPosition } from '@sift/api';
import { NEW_WIDGET_SIZES, UNTITLED_WIDGET_TITLES } from './defaultWidgets';

/** Grid columns (2-search-and-dashboards.md §9); a width of 12 or more is full width. */
export const GRID_COLUMNS = 12;

/** The state of one query of a view; a missing query is a programming error. */
export function queryState(view: View, queryId: string): ViewState {
  const state = view.state[queryId];
  if (!state) throw new Error(`The view has no query ${queryId}`);
  return state;
}

export function withQueryState(view: View, queryId: string, update: (state: ViewState) => ViewState): View {
  return { ...view, state: { ...view.state, [queryId]: update(queryState(view, queryId)) } };
}

/** The widget's title, or "Untitled {Type}". */
export function widgetTitle(state: ViewState, widget: Widget): string {
  return state.titles['widget']?.[widget.id] ?? UNTITLED_WIDGET_TITLES[widget.type];
}

function withTitle(state: ViewState, widgetId: string, title: string | null): ViewState['titles'] {
  const widgetTitles = { ...state.titles['widget'] };
  if (title === null) delete widgetTitles[widgetId];
  else widgetTitles[widgetId] = title;
  return { ...state.titles, widget: widgetTitles };
}

/** Renames a widget; an empty (blank) title keeps the previous one (§4 inline title edit). */
export function renameWidget(view: View, queryId: string, widgetId: string, title: string): View {
  if (title.trim() === '') return view;
  return withQueryState(view, queryId, (state) => ({ ...state, titles: withTitle(state, widgetId, title) }));
}

export function replaceWidget(view: View, queryId: string, widget: Widget): View {
  return withQueryState(view, queryId, (state) => ({ ...state, widgets: state.widgets.map((w) => (w.id === widget.id ? widget : w)) }));
}

/** The first free row below every widget. */
function nextFreeRow(state: ViewState): number {
  return Object.values(state.positions).reduce(
    (row, p) => (Number.isFinite(p.row) && Number.isFinite(p.height) ? Math.max(row, p.row + p.height) : row),
    1,
  );
}

/** Adds a widget with a title at the bottom of the grid, in its type's default size unless a position is given. */
export function addWidget(view: View, queryId: string, widget: Widget, title: string, position?: WidgetPosition): View {
  return withQueryState(view, queryId, (state) => {
    const size = widget.type === 'unknown' ? NEW_WIDGET_SIZES.aggregation : NEW_WIDGET_SIZES[widget.type];
    return {
      ...state,
      widgets: [...state.widgets, widget],
      positions: { ...state.positions, [widget.id]: position ?? { col: 1, row: nextFreeRow(state), ...size } },
      titles: withTitle(state, widget.id, title),
    };
  });
}

/** Copies a widget under a new id with the title "<title> (copy)", placed below the others in the same size. */
export function duplicateWidget(view: View, queryId: string, widgetId: string, newId: () => string = generateId): View {
  const state = queryState(view, queryId);
  const widget = state.widgets.find((w) => w.id === widgetId);
  if (!widget) throw new Error(`Unable to duplicate widget with id ${widgetId}, it is not found.`);
  const copy = { ...widget, id: newId() } as Widget;
  const position = state.positions[widgetId];
  const placed = position ? { ...position, col: 1, row: nextFreeRow(state) } : undefined;
  return addWidget(view, queryId, copy, `${widgetTitle(state, widget)} (copy)`, placed);
}

export function removeWidget(view: View, queryId: string, widgetId: string): View {
  return withQueryState(view, queryId, (state) => {
    const positions = { ...state.positions };
    delete positions[widgetId];
    const widgetMapping = { ...state.widgetMapping };
    delete widgetMapping[widgetId];
    return {
      ...state,
      widgets: state.widgets.filter((w) => w.id !== widgetId),
      positions,
      widgetMapping,
      titles: withTitle(state, widgetId, null),
    };
  });
}

export function isFullWidth(position: WidgetPosition): boolean {
  return position.width >= GRID_COLUMNS;
}

/** Stretch to full width, or compress a full-width widget back to its type's default width. */
export function toggleStretch(view: View, queryId: string, widgetId: string): View {
  return withQueryState(view, queryId, (state) => {
    const widget = state.widgets.find((w) => w.id === widgetId);
    const position = state.positions[widgetId] ?? {
      col: 1,
      row: 1,
      height: NEW_WIDGET_SIZES.aggregation.height,
      width: NEW_WIDGET_SIZES.aggregation.width,
    };
    const defaultWidth = widget?.type === 'messages' ? NEW_WIDGET_SIZES.messages.width : NEW_WIDGET_SIZES.aggregation.width;
    const width = isFullWidth(position) ? defaultWidth : Infinity;
    return { ...state, positions: { ...state.positions, [widgetId]: { ...position, width } } };
  });
}

export function setPositions(view: View, queryId: string, positions: Record<string, WidgetPosition>): View {
  return withQueryState(view, queryId, (state) => ({ ...state, positions: { ...state.positions, ...positions } }));
}
