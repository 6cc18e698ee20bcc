// @vitest-environment happy-dom
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { harness, jsonResponse, tracked, useFakeHookTimers } from '../../test/hookHarness';
import { decodeLookupTable } from '../models/lookup';
import { useLookupTable } from './adminHooks';
import { usePurgeLookupTable, useSaveLookupTable, useTestLookupAdapter, useTestLookupTable, useValidateLookupTable } from './lookupHooks';

const tableWire = (title: string, id = 't1') => ({
  id,
  _scope: 'DEFAULT',
  title,
  description: '',
  name: 'countries',
  cache_id: 'c1',
  data_adapter_id: 'a1',
  content_pack: null,
  default_single_value: '',
  default_single_value_type: 'NULL',
  default_multi_value: '',
  default_multi_value_type: 'NULL',
});
const page = (table: unknown) => ({
  query: null,
  total: 1,
  count: 1,
  page: 1,
  per_page: 1,
  lookup_tables: [table],
  caches: {},
  data_adapters: {},
});

beforeEach(() => useFakeHookTimers());
afterEach(() => vi.useRealTimers());
const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

describe('lookup mutations', () => {
  it('creates a table without an id by POST, and an update by PUT refreshes the table page', async () => {
    let title = 'Countries';
    const { wrapper, requests } = harness((url, init) => {
      if (url === '/api/system/lookup/tables' && init.method === 'POST') return jsonResponse(tableWire('New', 't2'));
      if (url === '/api/system/lookup/tables/t1' && init.method === 'PUT') {
        title = 'Renamed';
        return jsonResponse(tableWire(title));
      }
      if (url.startsWith('/api/system/lookup/tables/countries')) return jsonResponse(page(tableWire(title)));
      return undefined;
    });
    const { result } = renderHook(() => ({ one: tracked(useLookupTable('countries')), save: useSaveLookupTable() }), { wrapper });
    await advance(10);
    expect(result.current.one.data?.elements[0]?.title).toBe('Countries');
    const draft = { ...decodeLookupTable(tableWire('New')), id: '' };
    await act(async () => {
      expect((await result.current.save.trigger(draft)).id).toBe('t2');
    });
    expect(requests.find((r) => r.method === 'POST')?.body).toMatchObject({ title: 'New', name: 'countries', cache_id: 'c1' });
    await act(async () => {
      await result.current.save.trigger(decodeLookupTable(tableWire('Renamed')));
    });
    await advance(10);
    expect(result.current.one.data?.elements[0]?.title).toBe('Renamed');
  });

  it('validation answers the field errors; a test lookup asks the server every time; purge sends the key', async () => {
    let hits = 0;
    const { wrapper, requests } = harness((url, init) => {
      if (url === '/api/system/lookup/tables/validate')
        return jsonResponse({ failed: true, errors: { name: ['The lookup table name is already in use.'] }, error_context: {} });
      if (url === '/api/system/lookup/tables/countries/query?key=de') {
        hits += 1;
        return jsonResponse({
          single_value: `Germany ${hits}`,
          multi_value: null,
          string_list_value: null,
          has_error: false,
          ttl: Number.MAX_SAFE_INTEGER,
        });
      }
      if (url.startsWith('/api/cluster/system/lookup/tables/countries/purge') && init.method === 'POST')
        return jsonResponse({
          n1: { call_executed: true, server_error_message: null, response: { success: true, code: 204, entity: null } },
        });
      return undefined;
    });
    const { result } = renderHook(
      () => ({ validate: useValidateLookupTable(), test: useTestLookupTable(), purge: usePurgeLookupTable() }),
      {
        wrapper,
      },
    );
    await act(async () => {
      const answer = await result.current.validate.trigger(decodeLookupTable(tableWire('Countries')));
      expect(answer.failed).toBe(true);
      expect(answer.errors['name']).toEqual(['The lookup table name is already in use.']);
    });
    await act(async () => {
      expect((await result.current.test.trigger('countries', 'de')).singleValue).toBe('Germany 1');
      const again = await result.current.test.trigger('countries', 'de');
      expect(again.singleValue).toBe('Germany 2');
      expect(again.ttlMs).toBe(Infinity);
    });
    await act(async () => {
      await result.current.purge.trigger('countries', 'de');
    });
    expect(requests.find((r) => r.url.includes('/purge'))?.url).toBe('/api/cluster/system/lookup/tables/countries/purge?key=de');
  });

  it('a test lookup on a data adapter asks the adapter by name, past the caches', async () => {
    const { wrapper, requests } = harness((url) =>
      url === '/api/system/lookup/adapters/tor/query?key=1.2.3.4'
        ? jsonResponse({ single_value: 'ABC', multi_value: { node_ids: ['ABC'] }, string_list_value: null, has_error: false, ttl: 1000 })
        : undefined,
    );
    const { result } = renderHook(() => useTestLookupAdapter(), { wrapper });
    await act(async () => {
      expect((await result.current.trigger('tor', '1.2.3.4')).multiValue).toEqual({ node_ids: ['ABC'] });
    });
    expect(requests).toHaveLength(1);
  });
});
