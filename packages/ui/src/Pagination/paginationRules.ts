/** The first page number (1-shell.md §9). */
export const FIRST_PAGE = 1;
/** Page sizes for generic shared lists, default 5 (1-shell.md §9). */
export const GENERIC_PAGE_SIZES = [5, 10, 30] as const;
export const GENERIC_DEFAULT_PAGE_SIZE = 5;
/** Page sizes for list pages, default 10 (1-shell.md §9). */
export const LIST_PAGE_SIZES = [10, 20, 50, 100] as const;
export const LIST_DEFAULT_PAGE_SIZE = 10;
/** The filter input's debounce (1-shell.md §5 and §9). */
export const SEARCH_DEBOUNCE_MS = 300;

/** Pagination state of a list (1-shell.md §3). */
export interface PaginationState {
  page: number;
  perPage: number;
  query: string;
}

/** Number of pages for `total` items; at least 1, so an empty list has one (empty) page. */
export function pageCount(total: number, perPage: number): number {
  return Math.max(FIRST_PAGE, Math.ceil(total / Math.max(1, perPage)));
}

/** A page above the last snaps to the last; below the first, to the first. */
export function clampPage(page: number, total: number, perPage: number): number {
  return Math.min(Math.max(FIRST_PAGE, page), pageCount(total, perPage));
}

/** Changing the page size resets to the first page. */
export function withPageSize(state: PaginationState, perPage: number): PaginationState {
  return { ...state, perPage, page: FIRST_PAGE };
}

/** A new filter resets to the first page. */
export function withQuery(state: PaginationState, query: string): PaginationState {
  return query === state.query ? state : { ...state, query, page: FIRST_PAGE };
}

/**
 * The page numbers to show around the current one: first and last always, `window` neighbours
 * either side, and `'gap'` where numbers are left out.
 */
export function pageItems(current: number, total: number, window = 2): Array<number | 'gap'> {
  const items: Array<number | 'gap'> = [];
  for (let p = 1; p <= total; p += 1) {
    if (p === 1 || p === total || Math.abs(p - current) <= window) items.push(p);
    else if (items[items.length - 1] !== 'gap') items.push('gap');
  }
  return items;
}
