import {
  DEFAULT_RELATIVE_RANGE_SECONDS,
  emptyExecutionState,
  generateId,
  updateSearchForWidgets,
  type ExecutionState,
  type Search,
  type View,
  type ViewState,
} from '@sift/api';
import type { GlobalOverride } from './GlobalOverrideBar';

/** A dashboard view and its search; each query of the search is a page. */
export interface DashboardModel {
  view: View;
  search: Search;
}

/** Page titles are required and at most 40 characters long (2-search-and-dashboards.md §5, §9). */
export const PAGE_TITLE_MAX_LENGTH = 40;
export const PAGE_TITLE_HELP = 'Enter a helpful dashboard page title. It has a maximum length of 40 characters.';
export const DELETE_PAGE_QUESTION = 'Do you really want to delete this dashboard page?';
/** What a duplicated page's title ends with (§4). */
export const COPY_SUFFIX = ' (Copy)';

export function isValidPageTitle(title: string): boolean {
  const trimmed = title.trim();
  return trimmed !== '' && trimmed.length <= PAGE_TITLE_MAX_LENGTH;
}

function emptyPageState(): ViewState {
  return {
    selectedFields: null,
    staticMessageListId: null,
    titles: {},
    widgets: [],
    widgetMapping: {},
    positions: {},
    highlighting: [],
    displayModePositions: {},
  };
}

/** The pages of a dashboard, in order (the view state's query ids). */
export function pageIds(view: View): string[] {
  return Object.keys(view.state);
}

/** The page shown: the chosen one while it exists, else the first. */
export function shownPage(pages: readonly string[], chosen: string | null): string {
  return chosen !== null && pages.includes(chosen) ? chosen : (pages[0] ?? '');
}

/** The execution state of a dashboard: the global override, and only the shown page's query. */
export function dashboardExecutionState(override: GlobalOverride, pageId: string): ExecutionState {
  const empty = emptyExecutionState();
  return {
    ...empty,
    globalOverride: {
      ...empty.globalOverride,
      timerange: override.timerange,
      queryString: override.queryString.trim() === '' ? null : override.queryString.trim(),
      keepQueries: [pageId],
    },
  };
}

/** Models made for a view as it was read (see `prepareOpening`); `taken` once its page has opened it. */
const opened = new WeakMap<View, { search: Search; model: DashboardModel; taken: boolean }>();

/**
 * The model a saved dashboard will open with, made as soon as its view and search are read: its search
 * regenerated from the widgets (new ids; it is created again before it runs, as on the search page), so
 * that it can run before the page renders (`preloadDashboard`). Null when the page has opened this view
 * already: it runs its own.
 */
export function prepareOpening(view: View, search: Search): DashboardModel | null {
  if (opened.get(view)?.search === search) return null;
  const model = updateSearchForWidgets(view, search);
  opened.set(view, { search, model, taken: false });
  return model;
}

/** The model a saved dashboard opens with: the one prepared for this view and search (once), else a new one. */
export function openingModel(view: View, search: Search): DashboardModel {
  const made = opened.get(view);
  if (made && made.search === search && !made.taken) {
    made.taken = true;
    return made.model;
  }
  const model = updateSearchForWidgets(view, search);
  opened.set(view, { search, model, taken: true });
  return model;
}

/** A page's title, or "Page#N" for an untitled one (§3). */
export function pageTitle(view: View, queryId: string): string {
  const title = view.state[queryId]?.titles['tab']?.['title'];
  return title ?? `Page#${pageIds(view).indexOf(queryId) + 1}`;
}

/** A new, unsaved dashboard with one empty page over the default range. */
export function newDashboardModel(queryId: string = generateId()): DashboardModel {
  const view: View = {
    id: null,
    type: 'DASHBOARD',
    title: '',
    summary: '',
    description: '',
    searchId: '',
    properties: [],
    requires: {},
    owner: null,
    createdAt: null,
    favorite: false,
    state: { [queryId]: emptyPageState() },
  };
  const search: Search = {
    id: null,
    queries: [
      {
        id: queryId,
        timerange: { type: 'relative', range: DEFAULT_RELATIVE_RANGE_SECONDS },
        filter: null,
        filters: [],
        queryString: '',
        searchTypes: [],
      },
    ],
    parameters: [],
  };
  return updateSearchForWidgets(view, search);
}

/** The view changed: its search is regenerated from the widgets of every page. */
export function changeDashboard(model: DashboardModel, view: View): DashboardModel {
  return updateSearchForWidgets(view, model.search);
}

/** Appends an empty page; returns the model and the new page's id. */
export function addPage(model: DashboardModel, queryId: string = generateId()): { model: DashboardModel; pageId: string } {
  const view = { ...model.view, state: { ...model.view.state, [queryId]: emptyPageState() } };
  return { model: changeDashboard(model, view), pageId: queryId };
}

/** Sets a page's title (trimmed); an invalid title is refused. */
export function renamePage(model: DashboardModel, queryId: string, title: string): DashboardModel {
  if (!isValidPageTitle(title)) throw new Error(PAGE_TITLE_HELP);
  const state = model.view.state[queryId];
  if (!state) throw new Error(`The dashboard has no page ${queryId}`);
  const titles = { ...state.titles, tab: { ...state.titles['tab'], title: title.trim() } };
  return { ...model, view: { ...model.view, state: { ...model.view.state, [queryId]: { ...state, titles } } } };
}

/**
 * Duplicates a page after the last one: new widget ids (titles and positions follow them), the title
 * with " (Copy)", and the same range, query and streams.
 */
export function duplicatePage(
  model: DashboardModel,
  queryId: string,
  newId: () => string = generateId,
): { model: DashboardModel; pageId: string } {
  const source = model.view.state[queryId];
  if (!source) throw new Error(`The dashboard has no page ${queryId}`);
  const pageId = newId();
  const ids = new Map(source.widgets.map((widget) => [widget.id, newId()]));
  const mapKeys = <T>(record: Record<string, T>) =>
    Object.fromEntries(Object.entries(record).map(([id, value]) => [ids.get(id) ?? id, value]));
  const copy: ViewState = {
    ...source,
    widgets: source.widgets.map((widget) => ({ ...widget, id: ids.get(widget.id) ?? widget.id })),
    widgetMapping: {},
    positions: mapKeys(source.positions),
    displayModePositions: mapKeys(source.displayModePositions),
    titles: {
      ...source.titles,
      widget: mapKeys(source.titles['widget'] ?? {}),
      tab: { title: `${pageTitle(model.view, queryId)}${COPY_SUFFIX}` },
    },
  };
  const query = model.search.queries.find((candidate) => candidate.id === queryId);
  const search: Search = query ? { ...model.search, queries: [...model.search.queries, { ...query, id: pageId }] } : model.search;
  const view = { ...model.view, state: { ...model.view.state, [pageId]: copy } };
  return { model: updateSearchForWidgets(view, search), pageId };
}

/**
 * Removes a page; the last page cannot be removed (§5). Returns the model and the page to show next:
 * the previous one, or the first one left.
 */
export function removePage(model: DashboardModel, queryId: string): { model: DashboardModel; pageId: string } {
  const ids = pageIds(model.view);
  const index = ids.indexOf(queryId);
  if (index === -1) throw new Error(`The dashboard has no page ${queryId}`);
  if (ids.length === 1) throw new Error('Deleting the only remaining page is not allowed.');
  const { [queryId]: _removed, ...state } = model.view.state;
  const search = { ...model.search, queries: model.search.queries.filter((query) => query.id !== queryId) };
  const remaining = ids.filter((id) => id !== queryId);
  const next = remaining[Math.max(0, index - 1)] ?? (remaining[0] as string);
  return { model: updateSearchForWidgets({ ...model.view, state }, search), pageId: next };
}

/**
 * The pages in a new order, with new titles, and without those left out (the "Update Dashboard Pages
 * Configuration" modal). At least one page stays; unknown ids are ignored.
 */
export function configurePages(model: DashboardModel, pages: ReadonlyArray<{ id: string; title: string }>): DashboardModel {
  const kept = pages.filter((page) => model.view.state[page.id] !== undefined);
  if (kept.length === 0) throw new Error('Deleting the only remaining page is not allowed.');
  let next = model;
  kept.forEach((page) => {
    if (page.title !== pageTitle(model.view, page.id)) next = renamePage(next, page.id, page.title);
  });
  const state = Object.fromEntries(kept.map((page) => [page.id, next.view.state[page.id] as ViewState]));
  const order = kept.map((page) => page.id);
  const queries = order.flatMap((id) => next.search.queries.filter((query) => query.id === id));
  return updateSearchForWidgets({ ...next.view, state }, { ...next.search, queries });
}
