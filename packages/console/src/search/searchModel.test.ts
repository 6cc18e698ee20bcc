import { describe, expect, it } from 'vitest';
import type { Widget } from '@sift/api';
import {
  applySearchBarValues,
  changeView,
  newSearchModel,
  onlyQueryId,
  searchBarValues,
  withUrlState,
  type DefaultWidgets,
} from './searchModel';

const messagesWidget = (id: string, fields: string[] = ['timestamp', 'source']): Widget => ({
  id,
  type: 'messages',
  filter: null,
  filters: [],
  timerange: null,
  query: null,
  streams: [],
  config: {
    fields,
    showMessageRow: true,
    showSummary: true,
    decorators: [],
    sort: [{ type: 'pivot', field: 'timestamp', direction: 'Descending' }],
  },
});

const defaults: DefaultWidgets = {
  widgets: [messagesWidget('w1')],
  positions: { w1: { col: 1, row: 1, height: 6, width: Infinity } },
  titles: { w1: 'All Messages' },
};
const values = { timerange: { type: 'relative', range: 900 } as const, streams: ['s1'], queryString: 'source:x' };

describe('search model', () => {
  it('builds a new unsaved SEARCH view with the default widgets, its search running the values', () => {
    const model = newSearchModel(defaults, values, 'q1');
    expect(model.view).toMatchObject({ id: null, type: 'SEARCH', title: '' });
    expect(model.view.state['q1']?.widgets.map((w) => w.id)).toEqual(['w1']);
    expect(model.view.state['q1']?.titles).toEqual({ widget: { w1: 'All Messages' } });
    expect(model.search.id).toMatch(/^[0-9a-f]{24}$/);
    expect(model.view.searchId).toBe(model.search.id);
    const searchTypeIds = model.view.state['q1']?.widgetMapping['w1'];
    expect(model.search.queries[0]?.searchTypes.map((t) => t.id)).toEqual(searchTypeIds);
    expect(searchBarValues(model.search, 'q1')).toEqual(values);
  });

  it('regenerates the search with a new id when the values change', () => {
    const model = newSearchModel(defaults, values, 'q1');
    const next = applySearchBarValues(model, { ...values, queryString: 'other', streams: [] });
    expect(next.search.id).not.toBe(model.search.id);
    expect(searchBarValues(next.search, 'q1')).toEqual({ ...values, queryString: 'other', streams: [] });
    expect(next.search.queries[0]?.filter).toBeNull();
  });

  it('regenerates the search only when the widgets change, not for titles or positions', () => {
    const model = newSearchModel(defaults, values, 'q1');
    const state = model.view.state['q1']!;
    const retitled = changeView(model, { ...model.view, state: { q1: { ...state, titles: { widget: { w1: 'Mine' } } } } });
    expect(retitled.search).toBe(model.search);
    expect(retitled.view.state['q1']?.titles).toEqual({ widget: { w1: 'Mine' } });
    const added = changeView(model, { ...model.view, state: { q1: { ...state, widgets: [...state.widgets, messagesWidget('w2')] } } });
    expect(added.search.id).not.toBe(model.search.id);
    expect(Object.keys(added.view.state['q1']?.widgetMapping ?? {})).toEqual(['w1', 'w2']);
    expect(searchBarValues(added.search, 'q1')).toEqual(values);
  });

  it("lets URL parameters override the view's values, one by one", () => {
    expect(withUrlState(values, { queryString: 'q', timerange: null, streams: null, highlightMessage: null })).toEqual({
      ...values,
      queryString: 'q',
    });
    expect(
      withUrlState(values, { queryString: null, timerange: { type: 'relative', range: 0 }, streams: [], highlightMessage: null }),
    ).toEqual({ ...values, timerange: { type: 'relative', range: 0 }, streams: [] });
  });

  it('refuses views without exactly one query', () => {
    const model = newSearchModel(defaults, values, 'q1');
    expect(onlyQueryId(model.view)).toBe('q1');
    expect(() => onlyQueryId({ ...model.view, state: {} })).toThrow('Searches must only have a single query!');
  });
});
