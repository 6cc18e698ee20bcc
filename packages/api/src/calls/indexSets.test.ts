import { describe, expect, it, vi } from 'vitest';
import { ApiClient } from '../client/ApiClient';
import { SessionGate } from '../client/SessionGate';
import { decodeIndexSet, encodeIndexSet } from '../models/indexSet';
import { IndexSetsApi } from './indexSets';

// The example IndexSetSummary of ADMIN-API.md §6.2.
const SUMMARY = {
  id: '5a82af654b900a1c9d8d392e',
  title: 'Default index set',
  description: 'The default',
  default: true,
  can_be_default: true,
  writable: true,
  index_prefix: 'graylog',
  shards: 1,
  replicas: 0,
  rotation_strategy_class: 'org.graylog2.indexer.rotation.strategies.TimeBasedRotationStrategy',
  rotation_strategy: {
    type: 'org.graylog2.indexer.rotation.strategies.TimeBasedRotationStrategyConfig',
    rotation_period: 'P1D',
    max_rotation_period: null,
    rotate_empty_index_set: false,
  },
  retention_strategy_class: 'org.graylog2.indexer.retention.strategies.DeletionRetentionStrategy',
  retention_strategy: { type: 'org.graylog2.indexer.retention.strategies.DeletionRetentionStrategyConfig', max_number_of_indices: 20 },
  creation_date: '2023-09-01T10:00:00.000Z',
  index_analyzer: 'standard',
  index_optimization_max_num_segments: 1,
  index_optimization_disabled: false,
  field_type_refresh_interval: 5000,
  index_template_type: 'messages',
};

function clientAnswering(body: unknown) {
  const calls: Array<{ url: string; init: RequestInit }> = [];
  const fetchMock = vi.fn(async (url: string | URL | Request, init: RequestInit = {}) => {
    calls.push({ url: String(url), init });
    return new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });
  });
  return { client: new ApiClient({ fetch: fetchMock as unknown as typeof fetch, session: new SessionGate('admin') }), calls };
}

describe('index sets', () => {
  it('round-trips an IndexSetSummary', () => {
    const set = decodeIndexSet(SUMMARY);
    expect(set).toMatchObject({ isDefault: true, indexPrefix: 'graylog', fieldTypeRefreshInterval: 5000, indexTemplateType: 'messages' });
    expect(encodeIndexSet(set)).toEqual(SUMMARY);
  });

  it('rejects an unknown template type, naming the field', () => {
    expect(() => decodeIndexSet({ ...SUMMARY, index_template_type: 'failures' })).toThrow(
      expect.objectContaining({ field: 'index_set.index_template_type' }),
    );
  });

  it('lists all index sets with their stats', async () => {
    const { client, calls } = clientAnswering({
      total: 1,
      index_sets: [SUMMARY],
      stats: { [SUMMARY.id]: { indices: 2, documents: 10, size: 2048 } },
    });
    const result = await IndexSetsApi.list(client, { stats: true });
    expect(calls[0]?.url).toBe('/api/system/indices/index_sets?skip=0&limit=0&stats=true');
    expect(result.stats[SUMMARY.id]).toEqual({ indices: 2, documents: 10, size: 2048 });
    expect(result.indexSets[0]?.title).toBe('Default index set');
  });

  it('sends only the updatable fields on update', async () => {
    const { client, calls } = clientAnswering(SUMMARY);
    await IndexSetsApi.update(client, decodeIndexSet(SUMMARY));
    expect(calls[0]?.url).toBe(`/api/system/indices/index_sets/${SUMMARY.id}`);
    const sent = JSON.parse(String(calls[0]?.init.body)) as Record<string, unknown>;
    expect(Object.keys(sent).sort()).toEqual([
      'description',
      'field_type_refresh_interval',
      'index_optimization_disabled',
      'index_optimization_max_num_segments',
      'replicas',
      'retention_strategy',
      'retention_strategy_class',
      'rotation_strategy',
      'rotation_strategy_class',
      'shards',
      'title',
      'writable',
    ]);
  });
});
