import { FIRST_PAGE, LIST_DEFAULT_PAGE_SIZE, LIST_PAGE_SIZES } from './paginationRules';

export const PAGE_PARAM = 'page';
export const PAGE_SIZE_PARAM = 'pageSize';

export interface UrlPagination {
  page: number;
  pageSize: number;
}

export interface UrlPaginationOptions {
  /** Allowed page sizes; any other `pageSize` in the URL falls back to the default. */
  pageSizes?: readonly number[];
  defaultPageSize?: number;
}

const POSITIVE_INTEGER = /^[1-9]\d*$/;

/**
 * Reads `page` and `pageSize` from URL search parameters: `page` must be a positive integer
 * (else 1), `pageSize` one of the allowed sizes (else the default).
 */
export function readUrlPagination(search: URLSearchParams | string, options: UrlPaginationOptions = {}): UrlPagination {
  const { pageSizes = LIST_PAGE_SIZES, defaultPageSize = LIST_DEFAULT_PAGE_SIZE } = options;
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const rawPage = params.get(PAGE_PARAM) ?? '';
  const rawSize = params.get(PAGE_SIZE_PARAM) ?? '';
  const page = POSITIVE_INTEGER.test(rawPage) && Number.isSafeInteger(Number(rawPage)) ? Number(rawPage) : FIRST_PAGE;
  const size = POSITIVE_INTEGER.test(rawSize) ? Number(rawSize) : Number.NaN;
  return { page, pageSize: pageSizes.includes(size) ? size : defaultPageSize };
}

/**
 * Returns new search parameters with `page` and `pageSize` set, keeping every other parameter.
 * Changing the page size resets the page to 1.
 */
export function writeUrlPagination(
  search: URLSearchParams | string,
  next: Partial<UrlPagination>,
  options: UrlPaginationOptions = {},
): URLSearchParams {
  const params = new URLSearchParams(search);
  const current = readUrlPagination(params, options);
  const sizeChanged = next.pageSize !== undefined && next.pageSize !== current.pageSize;
  const page = sizeChanged ? FIRST_PAGE : (next.page ?? current.page);
  params.set(PAGE_PARAM, String(page));
  params.set(PAGE_SIZE_PARAM, String(next.pageSize ?? current.pageSize));
  return params;
}
