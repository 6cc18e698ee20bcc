/** Search bar timings (2-search-and-dashboards.md §4, §9). */
export const QUERY_VALIDATION_DEBOUNCE_MS = 350;
/** The keyword preview follows the search bar's input debounce. */
export const KEYWORD_PREVIEW_DEBOUNCE_MS = 350;
/** How long the validation panel shakes when the user searches while the query is invalid. */
export const SHAKE_DURATION_MS = 820;
