// @vitest-environment happy-dom
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadFixture } from '../../test/fixtures';
import { harness, jsonResponse, useFakeHookTimers } from '../../test/hookHarness';
import { decodeSearch, emptyExecutionState } from '../models/search';
import { decodeView } from '../models/view';
import { updateSearchForWidgets } from '../search/viewSearch';
import { SEARCH_JOB_POLL_MS } from './constants';
import { primeSearchExecution, useSearchExecution } from './useSearchExecution';

const QUERY = 'd3cf19bd-f933-4f7b-aa4a-e7cd3fc1c18e';
const CHART_WIDGET = '527ed7fe-722d-4cf1-bd42-ed2b29a5a59a';
const MESSAGES_WIDGET = '8209351b-407a-455b-9942-cefea43b76ae';
const CHART_TYPE = 'd8691141-660e-442c-b77a-609e6649def0';
const MESSAGES_TYPE = '77ce265c-83bf-4ae3-bd05-d882570ac014';
const view = decodeView(loadFixture('ViewTransformer.view.fixture.json'));
const range = { type: 'absolute', from: '2019-10-14T07:00:00.000Z', to: '2019-10-14T08:00:00.000Z' };

function jobAnswer(done: boolean, searchTypes: Record<string, unknown>, errors: unknown[] = []) {
  return {
    execution: { done, cancelled: false, completed_exceptionally: false },
    results: done
      ? {
          [QUERY]: {
            query: {},
            execution_stats: { duration: 1, timestamp: range.to, effective_timerange: range },
            search_types: searchTypes,
            errors,
            state: errors.length ? 'FAILED' : 'COMPLETED',
          },
        }
      : {},
    id: 'job-1',
    search_id: view.searchId,
    owner: 'admin',
  };
}

const chartResult = {
  id: CHART_TYPE,
  type: 'pivot',
  name: 'chart',
  rows: loadFixture('ExpandRows.test.noPivots.json'),
  total: 10,
  effective_timerange: range,
};

beforeEach(() => useFakeHookTimers());
afterEach(() => vi.useRealTimers());
const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

describe('useSearchExecution', () => {
  it("executes the view's search, polls the status every 250 ms until done, and exposes results per widget", async () => {
    let polls = 0;
    const { wrapper, requests } = harness((url, init) => {
      if (url === `/api/views/search/${view.searchId}/execute` && init.method === 'POST') return jsonResponse(jobAnswer(false, {}), 201);
      if (url === '/api/views/search/status/job-1') {
        polls += 1;
        return jsonResponse(
          polls < 3
            ? jobAnswer(false, {})
            : jobAnswer(true, { [CHART_TYPE]: chartResult }, [
                { type: 'search_type', description: 'Messages failed', query_id: QUERY, search_type_id: MESSAGES_TYPE },
              ]),
        );
      }
      return undefined;
    });
    const { result } = renderHook(() => useSearchExecution({ view }), { wrapper });
    await advance(0);
    expect(result.current.status).toBe('polling');
    expect(result.current.widget(QUERY, CHART_WIDGET).loading).toBe(true);
    expect(requests.map((r) => r.url)).toEqual([`/api/views/search/${view.searchId}/execute`]);
    expect(requests[0]?.body).toEqual({ parameter_bindings: {}, global_override: {} });

    await advance(SEARCH_JOB_POLL_MS - 1);
    expect(polls).toBe(0);
    await advance(1);
    expect(polls).toBe(1);
    await advance(SEARCH_JOB_POLL_MS * 2);
    expect(polls).toBe(3);
    expect(result.current.status).toBe('done');
    expect(result.current.loading).toBe(false);

    const chart = result.current.widget(QUERY, CHART_WIDGET);
    expect(chart.loading).toBe(false);
    expect(chart.byName['chart']).toMatchObject({ type: 'pivot', total: 10 });
    expect(chart.errors).toEqual([]);
    const messages = result.current.widget(QUERY, MESSAGES_WIDGET);
    expect(messages.errors.map((e) => e.description)).toEqual(['Messages failed']);

    await advance(SEARCH_JOB_POLL_MS * 4);
    expect(polls).toBe(3);
  });

  it('creates a regenerated search first and runs that one, with the execution state', async () => {
    const { search: newSearch, view: newView } = updateSearchForWidgets(
      view,
      decodeSearch(loadFixture('ViewTransformer.search.fixture.json')),
      { searchId: () => '000000000000000000000abc' },
    );
    const { wrapper, requests } = harness((url, init) => {
      if (url === '/api/views/search' && init.method === 'POST') return jsonResponse(JSON.parse(String(init.body)), 201);
      if (url === '/api/views/search/000000000000000000000abc/execute')
        return jsonResponse({ ...jobAnswer(true, {}), search_id: '000000000000000000000abc' }, 201);
      return undefined;
    });
    const executionState = {
      ...emptyExecutionState(),
      globalOverride: { ...emptyExecutionState().globalOverride, timerange: { type: 'relative' as const, range: 300 } },
    };
    // The search and state objects are rebuilt on every render, as callers do; the run must not restart.
    const { result, rerender } = renderHook(
      () => useSearchExecution({ view: newView, search: { ...newSearch }, executionState: { ...executionState } }),
      { wrapper },
    );
    await advance(0);
    rerender();
    await advance(0);
    expect(requests.map((r) => `${r.method} ${r.url}`)).toEqual([
      'POST /api/views/search',
      'POST /api/views/search/000000000000000000000abc/execute',
    ]);
    expect(requests[1]?.body).toEqual({ parameter_bindings: {}, global_override: { timerange: { type: 'relative', range: 300 } } });
    expect(result.current).toMatchObject({ status: 'done', searchId: '000000000000000000000abc' });
  });

  it('takes the answer of a run primed before the page rendered, once: a refresh asks again', async () => {
    const { search: newSearch, view: newView } = updateSearchForWidgets(
      view,
      decodeSearch(loadFixture('ViewTransformer.search.fixture.json')),
      { searchId: () => '000000000000000000000abd' },
    );
    const { wrapper, requests, client } = harness((url, init) => {
      if (url === '/api/views/search' && init.method === 'POST') return jsonResponse(JSON.parse(String(init.body)), 201);
      if (url === '/api/views/search/000000000000000000000abd/execute')
        return jsonResponse({ ...jobAnswer(true, { [CHART_TYPE]: chartResult }), search_id: '000000000000000000000abd' }, 201);
      return undefined;
    });
    const executionState = { ...emptyExecutionState(), globalOverride: { ...emptyExecutionState().globalOverride, keepQueries: [QUERY] } };
    // Answers once the execute call has gone out, before its answer.
    await primeSearchExecution(client, newSearch, executionState);
    expect(requests.map((r) => `${r.method} ${r.url}`)).toEqual([
      'POST /api/views/search',
      'POST /api/views/search/000000000000000000000abd/execute',
    ]);
    await advance(0);
    expect(requests.map((r) => `${r.method} ${r.url}`)).toEqual([
      'POST /api/views/search',
      'POST /api/views/search/000000000000000000000abd/execute',
    ]);
    const { result } = renderHook(() => useSearchExecution({ view: newView, search: newSearch, executionState: { ...executionState } }), {
      wrapper,
    });
    await advance(0);
    expect(requests).toHaveLength(2);
    expect(result.current).toMatchObject({ status: 'done', searchId: '000000000000000000000abd' });
    act(() => result.current.refresh());
    await advance(0);
    expect(requests.map((r) => `${r.method} ${r.url}`).slice(2)).toEqual([
      'POST /api/views/search',
      'POST /api/views/search/000000000000000000000abd/execute',
    ]);
  });

  it('runs the search itself when the primed run had another execution state or failed', async () => {
    const { search: newSearch, view: newView } = updateSearchForWidgets(
      view,
      decodeSearch(loadFixture('ViewTransformer.search.fixture.json')),
      { searchId: () => '000000000000000000000abe' },
    );
    let creates = 0;
    const { wrapper, requests, client } = harness((url, init) => {
      if (url === '/api/views/search' && init.method === 'POST') {
        creates += 1;
        // The early create is refused (no session yet); the page's own goes through.
        return creates === 1
          ? jsonResponse({ type: 'ApiError', message: 'Unauthorized' }, 401)
          : jsonResponse(JSON.parse(String(init.body)), 201);
      }
      if (url === '/api/views/search/000000000000000000000abe/execute')
        return jsonResponse({ ...jobAnswer(true, {}), search_id: '000000000000000000000abe' }, 201);
      return undefined;
    });
    primeSearchExecution(client, newSearch);
    await advance(0);
    const { result } = renderHook(() => useSearchExecution({ view: newView, search: newSearch }), { wrapper });
    await advance(0);
    expect(result.current).toMatchObject({ status: 'done', searchId: '000000000000000000000abe', error: null });
    expect(requests.map((r) => `${r.method} ${r.url}`)).toEqual([
      'POST /api/views/search',
      'POST /api/views/search',
      'POST /api/views/search/000000000000000000000abe/execute',
    ]);

    // Primed with another state (a page the user did not open): the hook runs its own.
    primeSearchExecution(client, newSearch, {
      ...emptyExecutionState(),
      globalOverride: { ...emptyExecutionState().globalOverride, keepQueries: ['other'] },
    });
    await advance(0);
    const before = requests.length;
    const second = renderHook(() => useSearchExecution({ view: newView, search: newSearch }), { wrapper });
    await advance(0);
    expect(second.result.current.status).toBe('done');
    expect(requests.slice(before).map((r) => r.body)).toEqual([
      expect.objectContaining({ id: '000000000000000000000abe' }),
      { parameter_bindings: {}, global_override: {} },
    ]);
  });

  it('reports a failed execution and runs again on refresh', async () => {
    let attempts = 0;
    const { wrapper } = harness(() => {
      attempts += 1;
      return attempts === 1
        ? jsonResponse({ type: 'ApiError', message: 'Search 1 not available' }, 400)
        : jsonResponse(jobAnswer(true, {}), 201);
    });
    const { result } = renderHook(() => useSearchExecution({ view }), { wrapper });
    await advance(0);
    expect(result.current.status).toBe('failed');
    expect(result.current.error?.message).toContain('Additional information: Search 1 not available');
    act(() => result.current.refresh());
    await advance(0);
    expect(result.current.status).toBe('done');
    expect(result.current.error).toBeNull();
  });

  it('stays idle while disabled or without a search', async () => {
    const { wrapper, requests } = harness(() => undefined);
    const { result } = renderHook(() => useSearchExecution({ view, enabled: false }), { wrapper });
    await advance(1000);
    expect(result.current.status).toBe('idle');
    expect(requests).toHaveLength(0);
  });
});
