import { useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { LOOKUP_PAGE_DEFAULTS, type PageQuery } from '@sift/api';
import { LIST_PAGE_SIZES, readUrlPagination, writeUrlPagination, type SortState, type TableLayoutPreferences } from '@sift/ui';

const URL_OPTIONS = { pageSizes: LIST_PAGE_SIZES, defaultPageSize: LOOKUP_PAGE_DEFAULTS.perPage };
/** Lookup lists sort by title, descending, unless a header says otherwise (3-administration.md §9). */
export const DEFAULT_LOOKUP_SORT: SortState = { attributeId: LOOKUP_PAGE_DEFAULTS.sort, direction: LOOKUP_PAGE_DEFAULTS.order };

/**
 * The state of a lookup list: page and page size in the URL (50 per page by default, of 10, 20, 50, 100),
 * the filter and the sort in the page. Answers the server query and what the overview table needs.
 */
export function useLookupList(columns: readonly string[]) {
  const search = useSearch();
  const [location, navigate] = useLocation();
  const { page, pageSize } = readUrlPagination(search, URL_OPTIONS);
  const [query, setQuery] = useState('');
  const [sort, setSort] = useState<SortState>(DEFAULT_LOOKUP_SORT);
  const [displayed, setDisplayed] = useState<readonly string[]>(columns);
  const toUrl = (nextPage: number, nextSize: number) =>
    navigate(`${location}?${writeUrlPagination(search, { page: nextPage, pageSize: nextSize }, URL_OPTIONS).toString()}`);
  const layout: TableLayoutPreferences = { displayedAttributes: displayed, sort, perPage: pageSize };
  const pageQuery: PageQuery = { page, perPage: pageSize, query, sort: sort.attributeId, order: sort.direction };
  return {
    pageQuery,
    layout,
    onLayoutChange: (next: TableLayoutPreferences) => {
      if (next.perPage !== pageSize) toUrl(1, next.perPage);
      if (next.sort) setSort(next.sort);
      setDisplayed(next.displayedAttributes);
    },
    paging: (totalItems: number) => ({
      totalItems,
      page,
      query,
      onChange: (nextPage: number, nextQuery: string) => {
        setQuery(nextQuery);
        toUrl(nextQuery === query ? nextPage : 1, pageSize);
      },
    }),
  };
}
