// @vitest-environment happy-dom
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { harness, jsonResponse, tracked, useFakeHookTimers } from '../../test/hookHarness';
import { EVENT_PREVIEW_SAMPLE_SIZE, useEventFilterPreview } from './eventPreview';

beforeEach(() => useFakeHookTimers());
afterEach(() => vi.useRealTimers());

const job = (preview: unknown) => ({
  id: 'job',
  search_id: 's',
  owner: 'admin',
  execution: { done: true, cancelled: false, completed_exceptionally: false },
  errors: [],
  results: { preview },
});

describe('useEventFilterPreview', () => {
  it("searches the definition's query and streams over its window and returns the total and the newest messages", async () => {
    const { wrapper, requests } = harness((url) =>
      url.startsWith('/api/views/search/sync')
        ? jsonResponse(
            job({
              state: 'COMPLETED',
              errors: [],
              search_types: {
                sample: {
                  id: 'sample',
                  type: 'messages',
                  total_results: 7,
                  messages: [{ message: { _id: 'm1', message: 'checkout failed' }, index: 'graylog_0' }],
                  effective_timerange: { type: 'relative', range: 600 },
                },
              },
            }),
          )
        : undefined,
    );
    const request = { query: 'level:3', streams: ['s1', 's2'], rangeSeconds: 600 };
    const { result } = renderHook(() => tracked(useEventFilterPreview(request)), { wrapper });
    await act(() => vi.advanceTimersByTimeAsync(10));
    expect(result.current.data?.total).toBe(7);
    expect(result.current.data?.messages.map((m) => m.id)).toEqual(['m1']);
    const query = (requests[0]?.body as { queries: Array<Record<string, unknown>> }).queries[0];
    expect(query).toMatchObject({
      timerange: { type: 'relative', range: 600 },
      query: { type: 'elasticsearch', query_string: 'level:3' },
      filter: {
        type: 'or',
        filters: [
          { type: 'stream', id: 's1' },
          { type: 'stream', id: 's2' },
        ],
      },
      search_types: [{ type: 'messages', limit: EVENT_PREVIEW_SAMPLE_SIZE }],
    });
  });

  it('fails with the search error, and reads nothing for null', async () => {
    const { wrapper, requests } = harness(() =>
      jsonResponse(job({ state: 'FAILED', errors: [{ type: 'query', description: 'Cannot parse query' }], search_types: {} })),
    );
    const { result } = renderHook(() => tracked(useEventFilterPreview({ query: 'a:(', streams: [], rangeSeconds: 60 })), { wrapper });
    await act(() => vi.advanceTimersByTimeAsync(10));
    expect(result.current.error?.message).toBe('Cannot parse query');
    expect((requests[0]?.body as { queries: Array<Record<string, unknown>> }).queries[0]).not.toHaveProperty('filter');
    const none = harness(() => undefined);
    renderHook(() => useEventFilterPreview(null), { wrapper: none.wrapper });
    await act(() => vi.advanceTimersByTimeAsync(10));
    expect(none.requests).toHaveLength(0);
  });
});
