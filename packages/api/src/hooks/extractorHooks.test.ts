// @vitest-environment happy-dom
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { emptyResponse, harness, jsonResponse, tracked } from '../../test/hookHarness';
import { useExtractors } from './adminHooks';
import { useDeleteExtractor, useOrderExtractors } from './extractorHooks';

const summary = (id: string, order: number) => ({
  id,
  title: `extractor ${id}`,
  type: 'regex',
  cursor_strategy: 'copy',
  source_field: 'message',
  target_field: 'status',
  extractor_config: { regex_value: 'status=(\\d+)' },
  creator_user_id: 'admin',
  converters: [],
  condition_type: 'none',
  condition_value: '',
  order,
  exceptions: 0,
  converter_exceptions: 0,
  metrics: {},
});

describe('extractor mutations', () => {
  it('send the new order as positions 0..n-1 and read the list again', async () => {
    let list = [summary('a', 0), summary('b', 1)];
    const { wrapper, requests, count } = harness((url, init) => {
      if (url === '/api/system/inputs/i1/extractors' && (init.method ?? 'GET') === 'GET')
        return jsonResponse({ total: list.length, extractors: list });
      if (url === '/api/system/inputs/i1/extractors/order') {
        list = [summary('b', 0), summary('a', 1)];
        return emptyResponse();
      }
      return undefined;
    });
    const { result } = renderHook(() => ({ list: tracked(useExtractors('i1')), order: useOrderExtractors() }), { wrapper });
    await act(async () => {});
    expect(result.current.list.data?.map((e) => e.id)).toEqual(['a', 'b']);
    await act(() => result.current.order.trigger('i1', ['b', 'a']));
    expect(requests.find((r) => r.method === 'POST')?.body).toEqual({ order: { 0: 'b', 1: 'a' } });
    expect(count('GET', '/system/inputs/i1/extractors')).toBe(2);
    expect(result.current.list.data?.map((e) => e.id)).toEqual(['b', 'a']);
  });

  it('delete one extractor by input and id, and rethrow a failure', async () => {
    const { wrapper, requests } = harness((url, init) =>
      init.method === 'DELETE' && url.endsWith('/e2')
        ? jsonResponse({ type: 'ApiError', message: "Couldn't find extractor e2" }, 404)
        : init.method === 'DELETE'
          ? emptyResponse()
          : undefined,
    );
    const { result } = renderHook(() => useDeleteExtractor(), { wrapper });
    await act(() => result.current.trigger('i1', 'e1'));
    expect(requests.at(-1)).toMatchObject({ method: 'DELETE', url: '/api/system/inputs/i1/extractors/e1' });
    await act(() => expect(result.current.trigger('i1', 'e2')).rejects.toThrow("Couldn't find extractor e2"));
  });
});
