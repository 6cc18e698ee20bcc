/** Polling intervals and cache lifetimes of 1-shell.md §9 and 2-search-and-dashboards.md §9. */
export const PING_INTERVAL_MS = 20_000;
export const NOTIFICATIONS_POLL_MS = 3_000;
export const THROUGHPUT_POLL_MS = 2_000;
export const NODES_POLL_MS = 5_000;
export const SEARCH_JOB_POLL_MS = 250;
export const LAYOUT_PREFERENCES_CACHE_MS = 60 * 60 * 1000;
export const FIELD_TYPES_STALE_MS = 30_000;
/** The node page's journal figures (size, uncommitted entries, lag) refresh as often as the node list. */
export const JOURNAL_POLL_MS = 5_000;
