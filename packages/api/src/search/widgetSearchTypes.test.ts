import { describe, expect, it } from 'vitest';
import { loadFixture } from '../../test/fixtures';
import { decodeSearch } from '../models/search';
import type { SearchType } from '../models/searchTypes';
import { decodeView, type View } from '../models/view';
import type { Widget } from '../models/widget';
import { searchTypesForWidget, toSearchInterval } from './widgetSearchTypes';

const PAIRS: Array<[view: string, search: string, pick?: (raw: unknown) => unknown]> = [
  ['ViewTransformer.view.fixture.json', 'ViewTransformer.search.fixture.json'],
  ['UpdateSearchForWidgets.View.fixture.json', 'UpdateSearchForWidgets.Search.fixture.json'],
  ['CopyWidgetToDashboard.Dashboard-View.fixture.json', 'CopyWidgetToDashboard.Dashboard-Search.fixture.json'],
  [
    'CopyWidgetToDashboard.Dashboard-View-Multiple-Queries.fixture.json',
    'CopyWidgetToDashboard.Dashboard-Search-Multiple-Queries.fixture.json',
  ],
  [
    'sample_saved_search_relative-expected_views.json',
    'sample_saved_search_relative-expected_searches.json',
    (raw) => (raw as unknown[])[0],
  ],
];

/** What the search needs from a search type; ids, names and per-type overrides aside. */
function essentials(type: SearchType): unknown {
  if (type.type === 'pivot')
    return { type: type.type, rowGroups: type.rowGroups, columnGroups: type.columnGroups, series: type.series, rollup: type.rollup };
  if (type.type === 'messages') return { type: type.type, limit: type.limit, offset: type.offset };
  return { type: type.type };
}

describe('widget → search types, checked against the Graylog fixture pairs', () => {
  describe.each(PAIRS)('%s', (viewName, searchName, pick = (raw) => raw) => {
    const view: View = decodeView(pick(loadFixture(viewName)));
    const search = decodeSearch(pick(loadFixture(searchName)));
    const cases = Object.entries(view.state).flatMap(([queryId, state]) =>
      state.widgets.map((widget): [string, Widget, string[]] => [queryId, widget, state.widgetMapping[widget.id] ?? []]),
    );

    it.each(cases)('query %s, widget %#: the same search types as the saved search', (queryId, widget, mappedIds) => {
      const query = search.queries.find((q) => q.id === queryId)!;
      const expected = mappedIds.map((id) => query.searchTypes.find((type) => type.id === id)!);
      const generated = searchTypesForWidget(widget);
      expect(generated.map(essentials)).toEqual(expected.map(essentials));
    });
  });
});

describe('widget → search type rules (API.md §5.8)', () => {
  const view = decodeView(loadFixture('UpdateSearchForWidgets.View.fixture.json'));
  const widgets = Object.values(view.state).flatMap((state) => state.widgets);
  const numeric = widgets.find((w) => w.type === 'aggregation' && w.config.visualization === 'numeric')!;

  it('names the aggregation pivot "chart" and uses each series\' effective name as its id', () => {
    if (numeric.type !== 'aggregation') throw new Error('fixture changed');
    const [chart] = searchTypesForWidget(numeric);
    expect(chart).toMatchObject({ type: 'pivot', name: 'chart', series: [{ type: 'count', id: 'Message Count', field: null }] });
  });

  it('adds a "trend" pivot over the offset range of the chart when a numeric widget shows a trend', () => {
    if (numeric.type !== 'aggregation') throw new Error('fixture changed');
    const withTrend: Widget = {
      ...numeric,
      config: { ...numeric.config, visualizationConfig: { kind: 'numeric', trend: true, trendPreference: 'NEUTRAL' } },
    };
    let next = 0;
    const types = searchTypesForWidget(withTrend, () => `st-${(next += 1)}`);
    expect(types.map((t) => [t.type, t.type === 'unknown' ? null : t.name])).toEqual([
      ['pivot', 'chart'],
      ['pivot', 'trend'],
    ]);
    expect(types[1]).toMatchObject({ id: 'st-2', timerange: { type: 'offset', source: 'search_type', id: 'st-1', offset: '1i' } });
  });

  it('adds an "events" search type when event annotations are on', () => {
    if (numeric.type !== 'aggregation') throw new Error('fixture changed');
    const types = searchTypesForWidget({ ...numeric, config: { ...numeric.config, eventAnnotation: true } });
    expect(types.map((t) => t.type)).toEqual(['pivot', 'events']);
    expect(types[1]).toMatchObject({ name: 'events' });
  });

  it('turns widget intervals into search intervals with unit letters', () => {
    expect(toSearchInterval({ type: 'timeunit', value: 1, unit: 'minutes' })).toEqual({ type: 'timeunit', timeunit: '1m' });
    expect(toSearchInterval({ type: 'timeunit', value: 2, unit: 'months' })).toEqual({ type: 'timeunit', timeunit: '2M' });
    expect(toSearchInterval({ type: 'timeunit', value: 30, unit: 'seconds' })).toEqual({ type: 'timeunit', timeunit: '30s' });
    expect(toSearchInterval({ type: 'auto', scaling: 0.5 })).toEqual({ type: 'auto', scaling: 0.5 });
  });

  it('gives a messages widget one messages search type with its sort, and a widget filter string as a query_string filter', () => {
    const messages = widgets.find((w) => w.type === 'messages')!;
    if (messages.type !== 'messages') throw new Error('fixture changed');
    const widget: Widget = {
      ...messages,
      filter: 'source:web',
      config: { ...messages.config, sort: [{ type: 'pivot', field: 'timestamp', direction: 'Descending' }] },
    };
    const types = searchTypesForWidget(widget);
    expect(types).toHaveLength(1);
    expect(types[0]).toMatchObject({
      type: 'messages',
      limit: 150,
      offset: 0,
      sort: [{ field: 'timestamp', order: 'DESC' }],
      filter: { type: 'query_string', query: 'source:web' },
    });
  });

  it('gives an unknown widget no search types', () => {
    const logs = decodeView(loadFixture('views-request.json'));
    expect(searchTypesForWidget(Object.values(logs.state)[0]!.widgets[0]!)).toEqual([]);
  });
});
