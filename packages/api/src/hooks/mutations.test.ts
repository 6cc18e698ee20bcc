// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { emptyResponse, harness, jsonResponse, tracked, useFakeHookTimers } from '../../test/hookHarness';
import { useStream, useStreams } from './entityHooks';
import { usePauseStream, useToggleFavorite } from './mutations';

const stream = (disabled: boolean) => ({ id: 's1', creator_user_id: 'admin', outputs: [], matching_type: 'AND', description: null, created_at: '2024-01-01T00:00:00.000Z', disabled, rules: [], title: 'Web', content_pack: null, is_default: false, remove_matches_from_default_stream: false, index_set_id: 'i1', is_editable: true });

beforeEach(() => useFakeHookTimers());
afterEach(() => vi.useRealTimers());
const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

describe('mutation helpers', () => {
  it('pauses a stream, then revalidates the stream reads it changed', async () => {
    let paused = false;
    const { wrapper, count } = harness((url, init) => {
      if (url === '/api/streams/s1/pause' && init.method === 'POST') {
        paused = true;
        return emptyResponse(204);
      }
      if (url === '/api/streams') return jsonResponse({ total: 1, streams: [stream(paused)] });
      if (url === '/api/streams/s1') return jsonResponse(stream(paused));
      return undefined;
    });
    const { result } = renderHook(() => ({ list: tracked(useStreams()), one: tracked(useStream('s1')), pause: usePauseStream() }), { wrapper });
    await advance(10);
    expect(result.current.list.data?.[0]?.disabled).toBe(false);

    await act(() => result.current.pause.trigger('s1'));
    await advance(10);
    expect(count('POST', '/streams/s1/pause')).toBe(1);
    expect(count('GET', '/streams')).toBe(2);
    expect(count('GET', '/streams/s1')).toBe(2);
    expect(result.current.list.data?.[0]?.disabled).toBe(true);
    expect(result.current.one.data?.disabled).toBe(true);
  });

  it('leaves unrelated reads alone and reports a failure', async () => {
    const { wrapper, count } = harness((url) => {
      if (url.startsWith('/api/favorites/')) return jsonResponse({ type: 'ApiError', message: 'nope' }, 500);
      if (url === '/api/streams') return jsonResponse({ total: 0, streams: [] });
      return undefined;
    });
    const { result } = renderHook(() => ({ list: tracked(useStreams()), favorite: useToggleFavorite() }), { wrapper });
    await advance(10);
    let failure: unknown = null;
    await act(async () => { await result.current.favorite.trigger('grn::::dashboard:1', true).catch((e: unknown) => { failure = e; }); });
    expect(failure).not.toBeNull();
    expect(result.current.favorite.error).toBe(failure);
    expect(count('GET', '/streams')).toBe(1);
  });
});
