import type { ApiClient } from '../client/ApiClient';
import { LookupApi } from '../calls/lookup';
import type { LookupComponent, LookupTable } from '../models/lookup';
import type { Resource } from './keys';
import { useApiMutation } from './mutations';

/*
 * Changes to lookup tables, caches and data adapters (ADMIN-API.md §5). A table's page shows its cache and
 * adapter, and the error states name all three, so every change revalidates the lookup reads together.
 */

const LOOKUP_READS: readonly Resource[] = ['lookupTables', 'lookupCaches', 'lookupAdapters', 'lookupErrorStates'];

const saveTable = (client: ApiClient, table: LookupTable) =>
  table.id ? LookupApi.updateTable(client, table) : LookupApi.createTable(client, table);
const saveCache = (client: ApiClient, cache: LookupComponent) =>
  cache.id ? LookupApi.updateCache(client, cache) : LookupApi.createCache(client, cache);
const saveAdapter = (client: ApiClient, adapter: LookupComponent) =>
  adapter.id ? LookupApi.updateAdapter(client, adapter) : LookupApi.createAdapter(client, adapter);

/** Creates a table (empty id) or updates it; answers the saved table. */
export const useSaveLookupTable = () => useApiMutation(saveTable, LOOKUP_READS);
export const useDeleteLookupTable = () => useApiMutation(LookupApi.removeTable, LOOKUP_READS);
/** Creates a cache (empty id) or updates it; answers the saved cache. */
export const useSaveLookupCache = () => useApiMutation(saveCache, LOOKUP_READS);
/** The server refuses to delete a cache that a table uses. */
export const useDeleteLookupCache = () => useApiMutation(LookupApi.removeCache, LOOKUP_READS);
/** Creates a data adapter (empty id) or updates it; answers the saved adapter. */
export const useSaveLookupAdapter = () => useApiMutation(saveAdapter, LOOKUP_READS);
/** The server refuses to delete an adapter that a table uses. */
export const useDeleteLookupAdapter = () => useApiMutation(LookupApi.removeAdapter, LOOKUP_READS);
/** Server-side checks before saving (`POST .../validate`): field errors such as a name already in use. Changes nothing. */
export const useValidateLookupTable = () => useApiMutation(LookupApi.validateTable, []);
export const useValidateLookupCache = () => useApiMutation(LookupApi.validateCache, []);
export const useValidateLookupAdapter = () => useApiMutation(LookupApi.validateAdapter, []);
/** Looks a key up through the table's cache and adapter, fresh on every call ("Test lookup"). */
export const useTestLookupTable = () => useApiMutation(LookupApi.queryTable, []);
/** Looks a key up in a data adapter directly, past every cache (the adapter page's "Test lookup"). */
export const useTestLookupAdapter = () => useApiMutation(LookupApi.queryAdapter, []);
/** Purges the table's cache on every node, one key or (without a key) all; later lookups ask the adapter again. */
export const usePurgeLookupTable = () => useApiMutation(LookupApi.purgeTable, ['lookupTables']);
