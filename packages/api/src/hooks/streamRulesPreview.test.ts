// @vitest-environment happy-dom
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { harness, jsonResponse, tracked, useFakeHookTimers } from '../../test/hookHarness';
import { RULES_PREVIEW_RANGE_SECONDS, streamRulesQuery, useStreamRulesPreview, type PreviewRule } from './streamRulesPreview';

const rule = (type: PreviewRule['type'], field: string, value = '', inverted = false): PreviewRule => ({ type, field, value, inverted });

describe('streamRulesQuery', () => {
  it('turns each rule type into a Lucene clause, negating inverted rules, joined as the matching type says', () => {
    expect(streamRulesQuery([rule(1, 'source', 'web "01"'), rule(6, 'message', 'GET /a b')], 'AND')).toBe(
      '(source:"web \\"01\\"") AND (message:*GET\\ \\/a\\ b*)',
    );
    expect(streamRulesQuery([rule(3, 'took_ms', '100'), rule(4, 'level', '-1', true)], 'OR')).toBe('(took_ms:>100) OR NOT (level:<\\-1)');
    expect(streamRulesQuery([rule(5, 'user'), rule(7, ''), rule(8, '', 'abc')], 'AND')).toBe(
      '(_exists_:user) AND (*) AND (gl2_source_input:"abc")',
    );
    expect(streamRulesQuery([rule(2, 'path', '^/api/v[0-9]')], 'AND')).toBe('(path:/.*(^\\/api\\/v[0-9]).*/)');
  });

  it('is null without rules: such a stream matches nothing', () => {
    expect(streamRulesQuery([], 'OR')).toBeNull();
  });
});

beforeEach(() => useFakeHookTimers());
afterEach(() => vi.useRealTimers());

describe('useStreamRulesPreview', () => {
  it("counts the last hour's matching messages and returns the newest few", async () => {
    const { wrapper, requests } = harness((url) => {
      if (url.startsWith('/api/views/search/sync')) {
        return jsonResponse({
          id: 'job',
          search_id: 's',
          owner: 'admin',
          execution: { done: true, cancelled: false, completed_exceptionally: false },
          errors: [],
          results: {
            preview: {
              state: 'COMPLETED',
              errors: [],
              search_types: {
                sample: {
                  id: 'sample',
                  type: 'messages',
                  total_results: 12,
                  messages: [{ message: { _id: 'm1', message: 'GET /' }, index: 'graylog_0' }],
                  effective_timerange: { type: 'relative', range: 3600 },
                },
              },
            },
          },
        });
      }
      return undefined;
    });
    const { result } = renderHook(() => tracked(useStreamRulesPreview([rule(1, 'source', 'web-01')], 'AND')), { wrapper });
    await act(() => vi.advanceTimersByTimeAsync(10));
    expect(result.current.data?.total).toBe(12);
    expect(result.current.data?.messages.map((m) => m.id)).toEqual(['m1']);
    const body = requests[0]?.body as { queries: Array<{ timerange: unknown; query: unknown }> };
    expect(body.queries[0]?.timerange).toEqual({ type: 'relative', range: RULES_PREVIEW_RANGE_SECONDS });
    expect(body.queries[0]?.query).toEqual({ type: 'elasticsearch', query_string: '(source:"web-01")' });
  });

  it('reads nothing for a stream without rules', async () => {
    const { wrapper, requests } = harness(() => undefined);
    renderHook(() => useStreamRulesPreview([], 'AND'), { wrapper });
    await act(() => vi.advanceTimersByTimeAsync(10));
    expect(requests).toHaveLength(0);
  });
});
