import type { SearchError, SearchJob, View } from '@sift/api';

export const UPDATING_SEARCH_RESULTS = 'Updating search results...';
export const SEARCH_ERRORS_TITLE = 'While retrieving data for this search, the following error(s) occurred:';

/** The result-window-limit text (2-search-and-dashboards.md §8), followed by the original description. */
export function searchErrorText(error: SearchError, pageSize: number): string {
  if (error.resultWindowLimit === null) return error.description;
  const pages = Math.floor(error.resultWindowLimit / pageSize);
  return `Elasticsearch limits the search result to ${error.resultWindowLimit} messages. With a page size of ${pageSize} messages, you can use the first ${pages} pages. ${error.description}`;
}

/**
 * Errors of a job that no widget shows: errors of search types no widget maps to, and, when the
 * view has no widgets, every error (widgets show their own and their query's errors).
 */
export function unclaimedErrors(job: SearchJob | null, view: View): SearchError[] {
  if (!job) return [];
  const mapped = new Set(Object.values(view.state).flatMap((state) => Object.values(state.widgetMapping).flat()));
  const hasWidgets = Object.values(view.state).some((state) => state.widgets.length > 0);
  const all = [...job.errors, ...Object.values(job.results).flatMap((result) => result.errors)];
  return all.filter((error) => !hasWidgets || (error.searchTypeId !== null && !mapped.has(error.searchTypeId)));
}
