import { describe, expect, it } from 'vitest';
import { loadFixture } from '../../test/fixtures';
import { decodeSearch, emptyExecutionState, encodeExecutionState } from '../models/search';
import { decodeSearchJob } from '../models/searchJob';
import { decodeView } from '../models/view';
import { messagePageExecutionState, searchTypeIdsOf, updateSearchForWidgets, widgetResult } from './viewSearch';

const QUERY = 'd3cf19bd-f933-4f7b-aa4a-e7cd3fc1c18e';
const MESSAGES_WIDGET = '8209351b-407a-455b-9942-cefea43b76ae';
const CHART_WIDGET = '527ed7fe-722d-4cf1-bd42-ed2b29a5a59a';
const view = decodeView(loadFixture('ViewTransformer.view.fixture.json'));
const search = decodeSearch(loadFixture('ViewTransformer.search.fixture.json'));
const range = { type: 'absolute', from: '2018-05-24T14:00:00.000Z', to: '2018-05-24T15:00:00.000Z' };

function job(results: Record<string, unknown>, errors: unknown[] = []) {
  return decodeSearchJob({
    execution: { done: true, cancelled: false, completed_exceptionally: errors.length > 0 },
    results: {
      [QUERY]: {
        query: {},
        execution_stats: { duration: 3, timestamp: range.to, effective_timerange: range },
        search_types: results,
        state: 'COMPLETED',
        errors,
      },
    },
    id: 'job1',
    search_id: view.searchId,
    owner: 'admin',
  });
}

describe('updateSearchForWidgets', () => {
  it("creates a new search with the widgets' search types and rewrites widget_mapping to them", () => {
    let n = 0;
    const updated = updateSearchForWidgets(view, search, { searchId: () => 'new-search', searchTypeId: () => `st${(n += 1)}` });
    expect(updated.search.id).toBe('new-search');
    expect(updated.view.searchId).toBe('new-search');
    expect(updated.view.state[QUERY]?.widgetMapping).toEqual({ [MESSAGES_WIDGET]: ['st1'], [CHART_WIDGET]: ['st2'] });
    const query = updated.search.queries[0]!;
    expect(query.id).toBe(QUERY);
    expect(query.timerange).toEqual({ type: 'relative', range: 2592000 });
    expect(query.filter).toEqual(search.queries[0]?.filter);
    expect(query.searchTypes.map((t) => [t.id, t.type])).toEqual([
      ['st1', 'messages'],
      ['st2', 'pivot'],
    ]);
  });

  it('lists the search types of the widgets being refreshed for keep_search_types', () => {
    expect(searchTypeIdsOf(view, [CHART_WIDGET])).toEqual(['d8691141-660e-442c-b77a-609e6649def0']);
  });
});

describe('widgetResult', () => {
  const chartId = 'd8691141-660e-442c-b77a-609e6649def0';
  const messagesId = '77ce265c-83bf-4ae3-bd05-d882570ac014';

  it("reads a widget's results from results[queryId].search_types[searchTypeId]", () => {
    const rows = loadFixture('ChartData.test.simple.json');
    const result = widgetResult(
      job({
        [chartId]: { id: chartId, type: 'pivot', name: 'chart', rows, total: 4490, effective_timerange: range },
        [messagesId]: {
          id: messagesId,
          type: 'messages',
          messages: [{ message: { _id: 'm1', message: 'hello' }, index: 'graylog_0', highlight_ranges: null }],
          total_results: 1,
          effective_timerange: range,
        },
      }),
      view,
      QUERY,
      CHART_WIDGET,
    );
    expect(Object.keys(result.byName)).toEqual(['chart']);
    expect(result.byName['chart']).toMatchObject({ type: 'pivot', total: 4490 });
    expect(result.errors).toEqual([]);
    expect(result.missing).toBe(false);

    const messages = widgetResult(
      job({
        [messagesId]: {
          id: messagesId,
          type: 'messages',
          messages: [{ message: { _id: 'm1', message: 'hello' }, index: 'graylog_0' }],
          total_results: 1,
          effective_timerange: range,
        },
      }),
      view,
      QUERY,
      MESSAGES_WIDGET,
    );
    expect(messages.byName['messages']).toMatchObject({
      type: 'messages',
      total: 1,
      messages: [{ id: 'm1', index: 'graylog_0', fields: { message: 'hello' } }],
    });
  });

  it('gives each widget only its own search-type errors plus query-level ones', () => {
    const errors = [
      { type: 'search_type', description: 'bad pivot', query_id: QUERY, search_type_id: chartId, backtrace: 'x' },
      { type: 'query', description: 'query failed', query_id: QUERY },
    ];
    const chart = widgetResult(job({}, errors), view, QUERY, CHART_WIDGET);
    expect(chart.errors.map((e) => e.description)).toEqual(['bad pivot', 'query failed']);
    expect(chart.missing).toBe(true);
    const messages = widgetResult(job({}, errors), view, QUERY, MESSAGES_WIDGET);
    expect(messages.errors.map((e) => e.description)).toEqual(['query failed']);
  });
});

describe('messagePageExecutionState', () => {
  it('asks for one page of one message table and keeps only that search type', () => {
    const state = messagePageExecutionState(emptyExecutionState(), 'st-messages', 3, 100);
    expect(encodeExecutionState(state)).toEqual({
      parameter_bindings: {},
      global_override: { search_types: { 'st-messages': { limit: 100, offset: 200 } }, keep_search_types: ['st-messages'] },
    });
    expect(() => messagePageExecutionState(emptyExecutionState(), 'st', 0, 100)).toThrow(RangeError);
  });
});
