import type { ApiClient } from '../client/ApiClient';
import { decodeStrategies, type Strategies } from '../models/configuration';
import { arrOr, isObject, num, record, required } from '../models/decode';
import { decodeIndexSet, decodeIndexSetStats, encodeIndexSet, type IndexSet, type IndexSetStats } from '../models/indexSet';
import { decodeIndexerOverview, type IndexerOverview } from '../models/indexer';
import { call, getObject, segment } from './helpers';

/** What a retention would remove now: which indices, with how many messages and bytes, deleted or closed. */
export interface RetentionPreview {
  action: 'delete' | 'close' | 'none';
  indices: string[];
  messages: number;
  bytes: number;
}

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
  /** The set's indices (`/system/indexer/overview/{id}`): counts, sizes, time ranges, the write index. */
  overview: async (client: ApiClient, id: string): Promise<IndexerOverview> =>
    decodeIndexerOverview(await getObject(client, `/system/indexer/overview/${segment(id)}`, 'indexer_overview')),
  /** What saving these strategies would remove now (the embedded server's `retention_preview`). */
  retentionPreview: async (
    client: ApiClient,
    id: string,
    strategies: { rotation: IndexSet['rotationStrategy']; retention: IndexSet['retentionStrategy'] },
  ): Promise<RetentionPreview> => {
    const body = required(
      await client.post(`/system/indices/index_sets/${segment(id)}/retention_preview`, {
        rotation_strategy: strategies.rotation,
        retention_strategy: strategies.retention,
      }),
      'retention_preview',
    );
    const source: Record<string, unknown> = isObject(body) ? body : {};
    const action = source['action'];
    return {
      action: action === 'delete' || action === 'close' ? action : 'none',
      indices: arrOr(source['indices'], 'retention_preview.indices', (v) => String(v)),
      messages: num(source['messages'], 'retention_preview.messages'),
      bytes: num(source['bytes'], 'retention_preview.bytes'),
    };
  },
  remove: (client: ApiClient, id: string, deleteIndices = true) =>
    call(client, 'DELETE', `/system/indices/index_sets/${segment(id)}`, undefined, { delete_indices: deleteIndices }),
  rotationStrategies: async (client: ApiClient): Promise<Strategies> =>
    decodeStrategies(await getObject(client, '/system/indices/rotation/strategies', 'rotation_strategies'), 'rotation_strategies'),
  retentionStrategies: async (client: ApiClient): Promise<Strategies> =>
    decodeStrategies(await getObject(client, '/system/indices/retention/strategies', 'retention_strategies'), 'retention_strategies'),
};
