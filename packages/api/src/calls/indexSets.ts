import type { ApiClient } from '../client/ApiClient';
import { decodeStrategies, type Strategies } from '../models/configuration';
import { arrOr, isObject, num, record, required } from '../models/decode';
import { decodeIndexSet, decodeIndexSetStats, encodeIndexSet, type IndexSet, type IndexSetStats } from '../models/indexSet';
import { call, getObject, segment } from './helpers';

/** Index sets (ADMIN-API.md §6). */
export const IndexSetsApi = {
  /** `limit: 0` means all; stats are filled only when asked for. */
  list: async (
    client: ApiClient,
    options: { skip?: number; limit?: number; stats?: boolean } = {},
  ): Promise<{ total: number; indexSets: IndexSet[]; stats: Record<string, IndexSetStats> }> => {
    const body = await getObject(client, '/system/indices/index_sets', 'index_sets', {
      skip: options.skip ?? 0,
      limit: options.limit ?? 0,
      stats: options.stats ?? false,
    });
    return {
      total: num(body['total'], 'index_sets.total'),
      indexSets: arrOr(body['index_sets'], 'index_sets.index_sets', decodeIndexSet),
      stats: isObject(body['stats']) ? record(body['stats'], 'index_sets.stats', decodeIndexSetStats) : {},
    };
  },
  get: async (client: ApiClient, id: string): Promise<IndexSet> =>
    decodeIndexSet(await getObject(client, `/system/indices/index_sets/${segment(id)}`, 'index_set')),
  stats: async (client: ApiClient, id?: string): Promise<IndexSetStats> =>
    decodeIndexSetStats(
      await getObject(
        client,
        id ? `/system/indices/index_sets/${segment(id)}/stats` : '/system/indices/index_sets/stats',
        'index_set_stats',
      ),
    ),
  create: async (client: ApiClient, set: IndexSet): Promise<IndexSet> =>
    decodeIndexSet(required(await client.post('/system/indices/index_sets', encodeIndexSet({ ...set, id: null })), 'index_set')),
  update: async (client: ApiClient, set: IndexSet): Promise<IndexSet> => {
    const wire = encodeIndexSet(set);
    const update = {
      title: wire.title,
      description: wire.description,
      writable: wire.writable,
      shards: wire.shards,
      replicas: wire.replicas,
      rotation_strategy_class: wire.rotation_strategy_class,
      rotation_strategy: wire.rotation_strategy,
      retention_strategy_class: wire.retention_strategy_class,
      retention_strategy: wire.retention_strategy,
      index_optimization_max_num_segments: wire.index_optimization_max_num_segments,
      index_optimization_disabled: wire.index_optimization_disabled,
      field_type_refresh_interval: wire.field_type_refresh_interval,
    };
    return decodeIndexSet(required(await client.put(`/system/indices/index_sets/${segment(set.id ?? '')}`, update), 'index_set'));
  },
  setDefault: async (client: ApiClient, id: string): Promise<IndexSet> =>
    decodeIndexSet(required(await client.put(`/system/indices/index_sets/${segment(id)}/default`), 'index_set')),
  remove: (client: ApiClient, id: string, deleteIndices = true) =>
    call(client, 'DELETE', `/system/indices/index_sets/${segment(id)}`, undefined, { delete_indices: deleteIndices }),
  rotationStrategies: async (client: ApiClient): Promise<Strategies> =>
    decodeStrategies(await getObject(client, '/system/indices/rotation/strategies', 'rotation_strategies'), 'rotation_strategies'),
  retentionStrategies: async (client: ApiClient): Promise<Strategies> =>
    decodeStrategies(await getObject(client, '/system/indices/retention/strategies', 'retention_strategies'), 'retention_strategies'),
};
