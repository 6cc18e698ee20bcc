import { decodeLookupComponent, decodeLookupTable, type LookupTablePage } from '@sift/api';
import { BLOCKLIST_TABLE_WIRE, COUNTRIES_TABLE_WIRE, CSV_ADAPTER_WIRE, MEMORY_CACHE_WIRE } from './lookupFixtures';

/* Primed api answers (models under their api keys) for the lookup stories. */

export const storyCache = decodeLookupComponent(MEMORY_CACHE_WIRE);
export const storyAdapter = decodeLookupComponent(CSV_ADAPTER_WIRE);
export const storyCountries = decodeLookupTable(COUNTRIES_TABLE_WIRE);
export const storyBlocklist = decodeLookupTable(BLOCKLIST_TABLE_WIRE);

export const storyTablePage = (tables = [storyCountries, storyBlocklist]): LookupTablePage => ({
  elements: tables,
  total: tables.length,
  count: tables.length,
  page: 1,
  perPage: 50,
  query: null,
  attributes: [],
  context: {},
  caches: { [storyCache.id]: storyCache },
  dataAdapters: { [storyAdapter.id]: storyAdapter },
});

/** The list page's first request: 50 per page, by title descending, resolved. */
export const FIRST_PAGE_QUERY = { page: 1, perPage: 50, query: '', sort: 'title', order: 'desc', resolve: true } as const;

export const errorStateKey = (tables: readonly string[]) => ({
  tables: [...tables],
  caches: [storyCache.name],
  data_adapters: [storyAdapter.name],
});

export const storyComponentPage = <T>(items: T[]) => ({
  elements: items,
  total: items.length,
  count: items.length,
  page: 1,
  perPage: 50,
  query: null,
  attributes: [],
  context: {},
});

/** A list page's first request of caches or adapters. */
export const FIRST_COMPONENT_QUERY = { page: 1, perPage: 50, query: '', sort: 'title', order: 'desc' } as const;
