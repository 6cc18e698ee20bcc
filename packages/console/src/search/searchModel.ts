import {
  DEFAULT_RELATIVE_RANGE_SECONDS,
  filterStreamIds,
  generateId,
  streamsFilter,
  updateSearchForWidgets,
  type Search,
  type TimeRange,
  type View,
  type Widget,
  type WidgetPosition,
} from '@sift/api';
import type { SearchUrlState } from './urlState';

/** The search bar form (2-search-and-dashboards.md §3): time range, streams and query string. */
export interface SearchBarValues {
  timerange: TimeRange;
  streams: string[];
  queryString: string;
}

/** The widgets a new search starts with (built by the results package). */
export interface DefaultWidgets {
  widgets: Widget[];
  positions: Record<string, WidgetPosition>;
  /** Widget id → title. */
  titles: Record<string, string>;
}

/** A view and the search it runs, with the id of its only query. */
export interface SearchModel {
  view: View;
  search: Search;
  queryId: string;
}

export const DEFAULT_SEARCH_BAR_VALUES: SearchBarValues = {
  timerange: { type: 'relative', range: DEFAULT_RELATIVE_RANGE_SECONDS },
  streams: [],
  queryString: '',
};

/** The default name of a view that was never saved ("Unsaved {type}"). */
export const UNSAVED_SEARCH_TITLE = 'Unsaved search';

/** The single query of a search; a view with none or several is refused. */
export function onlyQueryId(view: View): string {
  const ids = Object.keys(view.state);
  if (ids.length !== 1) throw new Error('Searches must only have a single query!');
  return ids[0] as string;
}

/** The search bar values held by a search's query. */
export function searchBarValues(search: Search, queryId: string): SearchBarValues {
  const query = search.queries.find((candidate) => candidate.id === queryId);
  if (!query) return DEFAULT_SEARCH_BAR_VALUES;
  return { timerange: query.timerange, streams: filterStreamIds(query.filter), queryString: query.queryString };
}

/** URL parameters override what the view says (a shared link shows what its sender saw). */
export function withUrlState(values: SearchBarValues, url: SearchUrlState): SearchBarValues {
  return {
    timerange: url.timerange ?? values.timerange,
    streams: url.streams ?? values.streams,
    queryString: url.queryString ?? values.queryString,
  };
}

/** Writes search bar values into the search's query, then regenerates the search (new id) from the widgets. */
export function applySearchBarValues(model: SearchModel, values: SearchBarValues): SearchModel {
  const queries = model.search.queries.map((query) =>
    query.id === model.queryId
      ? { ...query, timerange: values.timerange, filter: streamsFilter(values.streams), queryString: values.queryString }
      : query,
  );
  const regenerated = updateSearchForWidgets(model.view, { ...model.search, queries });
  return { ...regenerated, queryId: model.queryId };
}

/** A new, unsaved search view with the default widgets, running the given values. */
export function newSearchModel(defaults: DefaultWidgets, values: SearchBarValues, queryId: string = generateId()): SearchModel {
  const view: View = {
    id: null,
    type: 'SEARCH',
    title: '',
    summary: '',
    description: '',
    searchId: '',
    properties: [],
    requires: {},
    owner: null,
    createdAt: null,
    favorite: false,
    state: {
      [queryId]: {
        selectedFields: null,
        staticMessageListId: null,
        titles: { widget: defaults.titles },
        widgets: defaults.widgets,
        widgetMapping: {},
        positions: defaults.positions,
        highlighting: [],
        displayModePositions: {},
      },
    },
  };
  const search: Search = {
    id: null,
    queries: [{ id: queryId, timerange: values.timerange, filter: null, filters: [], queryString: '', searchTypes: [] }],
    parameters: [],
  };
  return applySearchBarValues({ view, search, queryId }, values);
}

/** True when two views differ in their widgets (which is what the search is built from). */
export function widgetsChanged(before: View, after: View): boolean {
  const widgets = (view: View) => JSON.stringify(Object.entries(view.state).map(([id, state]) => [id, state.widgets]));
  return widgets(before) !== widgets(after);
}

/** A view changed by the results (widgets, titles, positions); the search is regenerated only when widgets changed. */
export function changeView(model: SearchModel, view: View): SearchModel {
  if (!widgetsChanged(model.view, view)) return { ...model, view };
  const regenerated = updateSearchForWidgets(view, model.search);
  return { ...regenerated, queryId: model.queryId };
}
