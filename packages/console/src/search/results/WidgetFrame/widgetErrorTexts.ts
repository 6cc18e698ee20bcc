import type { SearchError } from '@sift/api';

/** Heading of the per-widget error panel (2-search-and-dashboards.md §2). */
export const WIDGET_ERRORS_TITLE = 'While retrieving data for this widget, the following error(s) occurred:';
/** Heading shown when a widget throws while rendering. */
export const WIDGET_RENDER_ERROR_TITLE = 'While rendering this widget, the following error occurred:';

/** The text of one search error; a result-window-limit error explains the usable pages first (§8). */
export function searchErrorText(error: SearchError, pageSize: number): string {
  if (error.type === 'result_window_limit' && error.resultWindowLimit !== null) {
    const pages = Math.floor(error.resultWindowLimit / pageSize);
    return `Elasticsearch limits the search result to ${error.resultWindowLimit} messages. With a page size of ${pageSize} messages, you can use the first ${pages} pages. ${error.description}`;
  }
  return error.description;
}
