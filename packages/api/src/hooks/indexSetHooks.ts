import type { ApiClient } from '../client/ApiClient';
import { IndexSetsApi } from '../calls/indexSets';
import type { IndexSet } from '../models/indexSet';
import { useApiMutation } from './mutations';
import { useApiRead } from './useApiRead';

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
/** Makes a set the default (messages no stream sends elsewhere go there); a set that cannot be default is refused (409). */
export const useSetDefaultIndexSet = () => useApiMutation(IndexSetsApi.setDefault, ['indexSets', 'indexSetStats']);
/** A set's indices with their counts, sizes, time ranges and the write index; a null id holds the read. */
export const useIndexSetOverview = (id: string | null) =>
  useApiRead(id ? ['indexSets', 'overview', id] : null, (c) => IndexSetsApi.overview(c, id ?? ''));
/** What saving these strategies would remove from the set now; a null id holds the read. */
export const useRetentionPreview = (id: string | null, rotation: IndexSet['rotationStrategy'], retention: IndexSet['retentionStrategy']) =>
  useApiRead(id ? ['indexSets', 'retentionPreview', id, JSON.stringify(rotation), JSON.stringify(retention)] : null, (c) =>
    IndexSetsApi.retentionPreview(c, id ?? '', { rotation, retention }),
  );
