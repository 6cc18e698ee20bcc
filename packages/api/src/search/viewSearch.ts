import type { ExecutionState, Query, Search } from '../models/search';
import type { SearchError, SearchJob, SearchTypeResult } from '../models/searchJob';
import type { View, ViewState } from '../models/view';
import { generateId, generateObjectId } from './ids';
import { searchTypesForWidget } from './widgetSearchTypes';

/**
 * Regenerates a view's search from its widgets, as the web UI does on every change (API.md §5.8):
 * a new Search with a new id whose queries keep their time range, query and filters but carry the
 * widgets' search types, and the view pointing at it with a rewritten `widget_mapping`.
 * Save the search first (`POST /views/search`), then the view.
 */
export function updateSearchForWidgets(
  view: View,
  search: Search,
  ids: { searchId?: () => string; searchTypeId?: () => string } = {},
): { view: View; search: Search } {
  const newSearchTypeId = ids.searchTypeId ?? generateId;
  const queriesById = new Map(search.queries.map((query) => [query.id, query]));
  const state: Record<string, ViewState> = {};
  const queries: Query[] = Object.entries(view.state).map(([queryId, viewState]) => {
    const widgetMapping: Record<string, string[]> = {};
    const searchTypes = viewState.widgets.flatMap((widget) => {
      const types = searchTypesForWidget(widget, newSearchTypeId);
      widgetMapping[widget.id] = types.map((type) => type.id ?? '');
      return types;
    });
    state[queryId] = { ...viewState, widgetMapping };
    const existing = queriesById.get(queryId);
    return {
      id: queryId,
      timerange: existing?.timerange ?? { type: 'relative', range: 300 },
      filter: existing?.filter ?? null,
      filters: existing?.filters ?? [],
      queryString: existing?.queryString ?? '',
      searchTypes,
    };
  });
  const newSearch: Search = { id: (ids.searchId ?? generateObjectId)(), queries, parameters: search.parameters };
  return { search: newSearch, view: { ...view, searchId: newSearch.id ?? view.searchId, state } };
}

/** A widget's results and errors, read from a search job: `results[queryId].search_types[id]`. */
export interface WidgetResult {
  /** Results by search-type name (`chart`, `trend`, `events`; messages lists have no name, so `messages`). */
  byName: Record<string, SearchTypeResult>;
  /** Errors of the widget's search types, of its query as a whole, and of the job. */
  errors: SearchError[];
  /** True when the job has no result yet for any of the widget's search types. */
  missing: boolean;
}

export function widgetResult(job: SearchJob, view: View, queryId: string, widgetId: string): WidgetResult {
  const searchTypeIds = view.state[queryId]?.widgetMapping[widgetId] ?? [];
  const queryResult = job.results[queryId];
  const byName: Record<string, SearchTypeResult> = {};
  searchTypeIds.forEach((id) => {
    const result = queryResult?.searchTypes[id];
    if (!result) return;
    const name = result.type === 'unknown' ? result.originalType : (result.name ?? result.type);
    byName[name] = result;
  });
  const ownErrors = (queryResult?.errors ?? []).filter(
    (error) => error.searchTypeId === null || searchTypeIds.includes(error.searchTypeId),
  );
  const jobErrors = job.errors.filter((error) => error.searchTypeId === null || searchTypeIds.includes(error.searchTypeId));
  return { byName, errors: [...ownErrors, ...jobErrors], missing: searchTypeIds.length > 0 && Object.keys(byName).length === 0 };
}

/** The search-type ids of the given widgets, for `keep_search_types` when refreshing only them. */
export function searchTypeIdsOf(view: View, widgetIds: readonly string[]): string[] {
  return Object.values(view.state).flatMap((state) => widgetIds.flatMap((id) => state.widgetMapping[id] ?? []));
}

/**
 * The execution state that fetches one page of a message table: its search type gets the page's
 * limit and offset, and only that search type is re-run (`keep_search_types`).
 */
export function messagePageExecutionState(base: ExecutionState, searchTypeId: string, page: number, perPage: number): ExecutionState {
  if (!Number.isInteger(page) || page < 1) throw new RangeError(`page must be a positive integer, got ${page}`);
  return {
    ...base,
    globalOverride: {
      ...base.globalOverride,
      searchTypes: { ...base.globalOverride.searchTypes, [searchTypeId]: { limit: perPage, offset: (page - 1) * perPage } },
      keepSearchTypes: [searchTypeId],
    },
  };
}
