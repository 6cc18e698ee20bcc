// @vitest-environment happy-dom
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { harness, jsonResponse, tracked, useFakeHookTimers } from '../../test/hookHarness';
import { streamThroughputMetric, useStreamThroughput } from './streamThroughput';

const gauge = (id: string, value: number) => ({
  full_name: streamThroughputMetric(id),
  name: '1-sec-rate',
  type: 'gauge',
  metric: { value },
});

beforeEach(() => useFakeHookTimers());
afterEach(() => vi.useRealTimers());
const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

describe('useStreamThroughput', () => {
  it("sums each stream's 1-sec-rate gauge over the nodes, 0 where none reports it, polled every 2 s", async () => {
    let rate = 3;
    const { wrapper, requests, count } = harness((url) => {
      if (url === '/api/cluster/metrics/multiple')
        return jsonResponse({ n1: { total: 1, metrics: [gauge('s1', rate)] }, n2: { total: 1, metrics: [gauge('s1', 2)] }, n3: null });
      return undefined;
    });
    const { result } = renderHook(() => tracked(useStreamThroughput(['s1', 's2'])), { wrapper });
    await advance(10);
    expect(result.current.data).toEqual({ s1: 5, s2: 0 });
    expect(requests[0]?.body).toEqual({ metrics: [streamThroughputMetric('s1'), streamThroughputMetric('s2')] });
    rate = 7;
    await advance(1_900);
    expect(count('POST', '/cluster/metrics/multiple')).toBe(1);
    await advance(200);
    expect(count('POST', '/cluster/metrics/multiple')).toBe(2);
    expect(result.current.data).toEqual({ s1: 9, s2: 0 });
  });

  it('reads nothing without streams', async () => {
    const { wrapper, requests } = harness(() => undefined);
    renderHook(() => useStreamThroughput([]), { wrapper });
    await advance(3_000);
    expect(requests).toHaveLength(0);
  });
});
