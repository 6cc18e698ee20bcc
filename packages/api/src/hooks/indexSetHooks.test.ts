// @vitest-environment happy-dom
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { emptyResponse, harness, jsonResponse, tracked, useFakeHookTimers } from '../../test/hookHarness';
import { decodeIndexSet } from '../models/indexSet';
import { useIndexSets } from './adminHooks';
import { useCreateIndexSet, useDeleteIndexSet, useUpdateIndexSet } from './indexSetHooks';

beforeEach(() => useFakeHookTimers());
afterEach(() => vi.useRealTimers());
const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

const summary = (id: string, title: string) => ({
  id,
  title,
  description: '',
  default: id === 'default',
  can_be_default: true,
  writable: true,
  index_prefix: id,
  shards: 1,
  replicas: 0,
  rotation_strategy_class: 'org.graylog2.indexer.rotation.strategies.MessageCountRotationStrategy',
  rotation_strategy: { type: 'org.graylog2.indexer.rotation.strategies.MessageCountRotationStrategyConfig', max_docs_per_index: 1000 },
  retention_strategy_class: 'org.graylog2.indexer.retention.strategies.DeletionRetentionStrategy',
  retention_strategy: { type: 'org.graylog2.indexer.retention.strategies.DeletionRetentionStrategyConfig', max_number_of_indices: 3 },
  creation_date: '2026-11-26T10:00:00.000Z',
  index_analyzer: 'standard',
  index_optimization_max_num_segments: 1,
  index_optimization_disabled: false,
  field_type_refresh_interval: 5000,
  index_template_type: 'messages',
});

describe('index set mutations', () => {
  it('create, rename and delete a set, each followed by a fresh list', async () => {
    let sets = [summary('default', 'Default index set')];
    const { wrapper, requests } = harness((url, init) => {
      const path = url.replace(/\?.*$/, '');
      if (path === '/api/system/indices/index_sets' && init.method === 'POST') {
        const created = { ...(JSON.parse(String(init.body)) as ReturnType<typeof summary>), id: 'app' };
        sets = [...sets, created];
        return jsonResponse(created);
      }
      if (path === '/api/system/indices/index_sets/app' && init.method === 'PUT') {
        sets = sets.map((s) => (s.id === 'app' ? { ...s, ...(JSON.parse(String(init.body)) as object) } : s));
        return jsonResponse(sets.find((s) => s.id === 'app'));
      }
      if (path === '/api/system/indices/index_sets/app' && init.method === 'DELETE') {
        sets = sets.filter((s) => s.id !== 'app');
        return emptyResponse(204);
      }
      if (path === '/api/system/indices/index_sets') return jsonResponse({ total: sets.length, index_sets: sets, stats: {} });
      return undefined;
    });
    const { result } = renderHook(
      () => ({ list: tracked(useIndexSets()), create: useCreateIndexSet(), update: useUpdateIndexSet(), remove: useDeleteIndexSet() }),
      { wrapper },
    );
    await advance(10);
    const titles = () => result.current.list.data?.indexSets.map((s) => s.title);
    expect(titles()).toEqual(['Default index set']);

    const created = await act(() => result.current.create.trigger(decodeIndexSet({ ...summary('x', 'Application logs'), default: false })));
    expect(created.id).toBe('app');
    await advance(10);
    expect(titles()).toEqual(['Default index set', 'Application logs']);
    // A new set is sent without an id.
    expect(requests.find((r) => r.method === 'POST')?.body).not.toHaveProperty('id');

    await act(() => result.current.update.trigger({ ...created, title: 'App logs' }));
    await advance(10);
    expect(titles()).toEqual(['Default index set', 'App logs']);

    await act(() => result.current.remove.trigger('app'));
    await advance(10);
    expect(requests.find((r) => r.method === 'DELETE')?.url).toBe('/api/system/indices/index_sets/app?delete_indices=true');
    expect(titles()).toEqual(['Default index set']);
  });
});
