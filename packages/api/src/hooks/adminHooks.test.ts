// @vitest-environment happy-dom
import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { emptyResponse, harness, jsonResponse, tracked } from '../../test/hookHarness';
import { OtherAdminApi } from '../calls/admin';
import { InputsApi } from '../calls/streamsInputs';
import { ResponseShapeError } from '../models/decode';
import { useIndexSets, useInputTypeInfos, usePipelines, useRoles, useUrlWhitelist } from './adminHooks';
import { useApiMutation } from './mutations';
import { useApiRead } from './useApiRead';

const INPUT_TYPE = {
  type: 'org.graylog2.inputs.raw.udp.RawUDPInput',
  name: 'Raw/Plaintext UDP',
  is_exclusive: false,
  requested_configuration: {},
  link_to_docs: '',
};

describe('useApiRead, the generic read hook', () => {
  it('reads through the provider client under a typed key', async () => {
    const { wrapper, count } = harness((url) =>
      url === '/api/system/inputs/types/all' ? jsonResponse({ [INPUT_TYPE.type]: INPUT_TYPE }) : undefined,
    );
    const { result } = renderHook(() => tracked(useApiRead(['inputTypes', 'custom'], (client) => InputsApi.allTypes(client))), { wrapper });
    await waitFor(() => expect(result.current.data?.[INPUT_TYPE.type]?.name).toBe('Raw/Plaintext UDP'));
    expect(count('GET', '/system/inputs/types/all')).toBe(1);
  });

  it('holds the read while logged out unless it is anonymous, and holds a null key', async () => {
    const { wrapper, requests } = harness(() => jsonResponse({ ok: true }), null);
    const held = renderHook(() => tracked(useApiRead(['systemInfo', 'held'], (client) => client.get('/held'))), { wrapper });
    const open = renderHook(
      () => tracked(useApiRead(['systemInfo', 'open'], (client) => client.get('/open', { anonymous: true }), { anonymous: true })),
      { wrapper },
    );
    const none = renderHook(() => tracked(useApiRead(null, (client) => client.get('/none'))), { wrapper });
    await waitFor(() => expect(open.result.current.data).toEqual({ ok: true }));
    expect(held.result.current.data).toBeUndefined();
    expect(none.result.current.data).toBeUndefined();
    expect(requests.map((r) => r.url)).toEqual(['/api/open']);
  });

  it('passes SWR options through (a fallback shown before the first answer)', async () => {
    const { wrapper } = harness(() => jsonResponse({ entries: [], disabled: true }));
    const { result } = renderHook(
      () => tracked(useApiRead(['clusterConfig', 'fallback'], (c) => c.get<string>('/x'), { fallbackData: 'fallback' })),
      { wrapper },
    );
    expect(result.current.data).toBe('fallback');
    await waitFor(() => expect(result.current.data).toEqual({ entries: [], disabled: true }));
  });

  it('answers a decode error naming the field for a malformed response', async () => {
    const { wrapper } = harness(() => jsonResponse({ entries: [{ id: 'e', type: 'glob', title: 't', value: 'x' }], disabled: false }));
    const { result } = renderHook(() => tracked(useUrlWhitelist()), { wrapper });
    await waitFor(() => expect(result.current.error).toBeInstanceOf(ResponseShapeError));
    expect((result.current.error as ResponseShapeError).field).toBe('urlwhitelist.entries[0].type');
  });
});

describe('administration read hooks', () => {
  it('read typed models of inputs, index sets and pipelines', async () => {
    const indexSet = {
      id: 'is1',
      title: 'Default',
      description: null,
      default: true,
      can_be_default: true,
      writable: true,
      index_prefix: 'graylog',
      shards: 1,
      replicas: 0,
      rotation_strategy_class: 'r',
      rotation_strategy: { type: 'rc' },
      retention_strategy_class: 'd',
      retention_strategy: { type: 'dc' },
      creation_date: 'x',
      index_analyzer: 'standard',
      index_optimization_max_num_segments: 1,
      index_optimization_disabled: false,
      field_type_refresh_interval: 5000,
    };
    const { wrapper } = harness((url) => {
      const path = url.split('?')[0];
      if (path === '/api/system/inputs/types/all') return jsonResponse({ [INPUT_TYPE.type]: INPUT_TYPE });
      if (path === '/api/system/indices/index_sets') return jsonResponse({ total: 1, index_sets: [indexSet], stats: {} });
      if (path === '/api/system/pipelines/pipeline')
        return jsonResponse([{ id: 'p', title: 'p', description: '', source: 's', created_at: 'x', modified_at: 'x', stages: [] }]);
      return undefined;
    });
    const { result } = renderHook(
      () => ({ types: tracked(useInputTypeInfos()), sets: tracked(useIndexSets()), pipelines: tracked(usePipelines()) }),
      { wrapper },
    );
    await waitFor(() => {
      expect(result.current.types.data?.[INPUT_TYPE.type]?.requestedConfiguration).toEqual([]);
      expect(result.current.sets.data?.indexSets[0]?.indexPrefix).toBe('graylog');
      expect(result.current.pipelines.data?.[0]?.stages).toEqual([]);
    });
  });

  it('are revalidated by a mutation naming their resource', async () => {
    let roles = [
      { name: 'Reader', description: '', permissions: [], read_only: true },
      { name: 'Ops', description: '', permissions: ['streams:read'], read_only: false },
    ];
    const { wrapper, count } = harness((url, init) => {
      if (url === '/api/roles' && (init.method ?? 'GET') === 'GET') return jsonResponse({ total: roles.length, roles });
      if (url === '/api/roles/Ops' && init.method === 'DELETE') {
        roles = roles.filter((r) => r.name !== 'Ops');
        return emptyResponse();
      }
      return undefined;
    });
    const { result } = renderHook(() => ({ roles: tracked(useRoles()), remove: useApiMutation(OtherAdminApi.removeRole, ['roles']) }), {
      wrapper,
    });
    await waitFor(() => expect(result.current.roles.data?.map((r) => r.name)).toEqual(['Reader', 'Ops']));
    await act(() => result.current.remove.trigger('Ops'));
    await waitFor(() => expect(result.current.roles.data?.map((r) => r.name)).toEqual(['Reader']));
    expect(count('GET', '/roles')).toBe(2);
  });
});
