import type { ApiClient } from '../client/ApiClient';
import { IndexSetsApi } from '../calls/indexSets';
import { useApiMutation } from './mutations';

/*
 * Index set changes (ADMIN-API.md §6.1). Each revalidates the index set reads and their stats, so the
 * list, a set's page and the totals show the change.
 */

const removeIndexSet = (client: ApiClient, id: string) => IndexSetsApi.remove(client, id, true);

/** Creates an index set (its `id` is ignored); resolves with the stored set. */
export const useCreateIndexSet = () => useApiMutation(IndexSetsApi.create, ['indexSets', 'indexSetStats']);
/** Saves an index set's changeable settings (prefix, analyzer and creation date stay as stored). */
export const useUpdateIndexSet = () => useApiMutation(IndexSetsApi.update, ['indexSets', 'indexSetStats']);
/** Deletes an index set and its indices; the default set and a set streams write to are refused by the server. */
export const useDeleteIndexSet = () => useApiMutation(removeIndexSet, ['indexSets', 'indexSetStats']);
