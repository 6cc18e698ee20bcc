import { describe, expect, it } from 'vitest';
import { decodeSearchJob, type View } from '@sift/api';
import { searchErrorText, unclaimedErrors } from './searchErrors';

const view = (widgetMapping: Record<string, string[]>, widgets = Object.keys(widgetMapping).length): View => ({
  id: null,
  type: 'SEARCH',
  title: '',
  summary: '',
  description: '',
  searchId: 's',
  properties: [],
  requires: {},
  owner: null,
  createdAt: null,
  favorite: false,
  state: {
    q1: {
      selectedFields: null,
      staticMessageListId: null,
      titles: {},
      widgets: Array.from({ length: widgets }, () => ({}) as never),
      widgetMapping,
      positions: {},
      highlighting: [],
      displayModePositions: {},
    },
  },
});

const job = (errors: unknown[]) =>
  decodeSearchJob({
    id: 'j',
    search_id: 's',
    owner: 'jane',
    execution: { done: true, cancelled: false, completed_exceptionally: true },
    results: { q1: { query: {}, search_types: {}, state: 'FAILED', errors, execution_stats: null } },
    errors: [],
  });

describe('search-level errors', () => {
  it('explains the result window limit before the description', () => {
    expect(
      searchErrorText(
        {
          type: 'result_window_limit',
          description: 'Result window is too large',
          queryId: 'q1',
          searchTypeId: 'st',
          backtrace: null,
          resultWindowLimit: 10000,
          parameter: null,
        },
        150,
      ),
    ).toBe(
      'Elasticsearch limits the search result to 10000 messages. With a page size of 150 messages, you can use the first 66 pages. Result window is too large',
    );
    expect(
      searchErrorText(
        {
          type: 'query',
          description: 'boom',
          queryId: null,
          searchTypeId: null,
          backtrace: null,
          resultWindowLimit: null,
          parameter: null,
        },
        150,
      ),
    ).toBe('boom');
  });

  it('lists only errors no widget shows, or all of them when there is no widget', () => {
    const errors = [
      { type: 'search_type', description: 'mine', query_id: 'q1', search_type_id: 'st1' },
      { type: 'search_type', description: 'orphan', query_id: 'q1', search_type_id: 'st9' },
      { type: 'query', description: 'query-wide', query_id: 'q1' },
    ];
    expect(unclaimedErrors(job(errors), view({ w1: ['st1'] })).map((e) => e.description)).toEqual(['orphan']);
    expect(unclaimedErrors(job(errors), view({}, 0)).map((e) => e.description)).toEqual(['mine', 'orphan', 'query-wide']);
    expect(unclaimedErrors(null, view({}))).toEqual([]);
  });
});
