import { describe, expect, it } from 'vitest';
import { loadFixture } from '../../test/fixtures';
import { parseSeriesFunction } from './aggregation';
import { ResponseShapeError, UnknownEnumValueError } from './decode';
import { decodeQuery, decodeSearch, encodeSearch } from './search';
import { decodePivotRows, decodeSearchJob } from './searchJob';
import { decodeTimeRange, encodeTimeRange } from './timeRange';
import { decodeView, encodeView, type View } from './view';

type Json = Record<string, unknown>;
const at = (value: unknown, ...path: (string | number)[]): unknown => path.reduce<unknown>((v, k) => (v as Json)[k as string], value);

describe('older shapes are read and written in the 5.1 form', () => {
  it('turns a pivot\'s legacy "field" into "fields"', () => {
    const view = decodeView(loadFixture('ViewTransformer.view.fixture.json'));
    const wire = encodeView(view);
    const pivot = at(wire, 'state', 'd3cf19bd-f933-4f7b-aa4a-e7cd3fc1c18e', 'widgets', 1, 'config', 'row_pivots', 0) as Json;
    expect(pivot['fields']).toEqual(['timestamp']);
    expect(pivot).not.toHaveProperty('field');
  });

  it('writes the object form of chart_colors as [{field_name, chart_color}]', () => {
    const wire = encodeView(decodeView(loadFixture('UpdateSearchForWidgets.View.fixture.json')));
    const config = at(wire, 'state', 'f678e6c5-43b1-4200-b5c3-d33eae164dea', 'widgets', 0, 'config') as Json;
    expect(config['formatting_settings']).toEqual({ chart_colors: [{ field_name: 'count()', chart_color: '#455a64' }] });
  });

  it('reads the string "Infinity" as Infinity and writes it back as the string', () => {
    const view: View = decodeView(loadFixture('ViewTransformer.view.fixture.json'));
    const state = view.state['d3cf19bd-f933-4f7b-aa4a-e7cd3fc1c18e']!;
    expect(state.positions['527ed7fe-722d-4cf1-bd42-ed2b29a5a59a']).toEqual({ col: 1, row: 1, height: 2, width: Infinity });
    const wire = encodeView(view);
    expect(at(wire, 'state', 'd3cf19bd-f933-4f7b-aa4a-e7cd3fc1c18e', 'positions', '527ed7fe-722d-4cf1-bd42-ed2b29a5a59a', 'width')).toBe(
      'Infinity',
    );
  });

  it('writes a v2 query\'s streams list as an "or" stream filter', () => {
    const wire = encodeSearch(decodeSearch(loadFixture('minimalistic-request-with-streams.json')));
    expect(wire.queries[0]?.filter).toEqual({
      type: 'or',
      filters: [{ type: 'stream', id: '000000000000000000000001', title: null, filters: null }],
    });
    expect(wire.queries[0]).not.toHaveProperty('streams');
  });

  it('reads a bare query string and writes the elasticsearch query object', () => {
    const query = decodeQuery(loadFixture('simple-query.json'), 'query');
    expect(query.queryString).toBe('some-simple-query');
  });

  it('keeps an unknown widget type and an unknown search type verbatim', () => {
    const view = encodeView(decodeView(loadFixture('views-request.json')));
    expect(at(view, 'state', '278992f6-8930-43f5-9dd7-11bbc4e3b797', 'widgets', 0)).toMatchObject({
      type: 'logs',
      config: { size: 100, sort: 'DESC' },
    });
    const search = encodeSearch(decodeSearch(loadFixture('save-search-request.json')));
    expect(search.queries[0]?.search_types[0]).toEqual({
      size: 100,
      streams: [],
      fields: ['timestamp', 'source', 'message'],
      type: 'logs',
      id: '967d2217-fd99-48a6-b829-5acdab906807',
      sort: 'DESC',
    });
  });

  it("defaults a keyword range's missing timezone to Etc/UTC", () => {
    expect(decodeTimeRange({ type: 'keyword', keyword: 'Last 2 Years' }, 'timerange')).toEqual({
      type: 'keyword',
      keyword: 'Last 2 Years',
      timezone: 'Etc/UTC',
    });
  });

  it('keeps relative "range" and "from/to" forms apart', () => {
    expect(encodeTimeRange(decodeTimeRange({ type: 'relative', range: 0 }, 't'))).toEqual({ type: 'relative', range: 0 });
    expect(encodeTimeRange(decodeTimeRange({ type: 'relative', from: 300 }, 't'))).toEqual({ type: 'relative', from: 300 });
    expect(encodeTimeRange(decodeTimeRange({ type: 'relative', from: 300, to: 60 }, 't'))).toEqual({ type: 'relative', from: 300, to: 60 });
  });
});

describe('bad input gives a typed error naming the field', () => {
  const view = loadFixture('ViewTransformer.view.fixture.json') as Json;
  const withChange = (mutate: (copy: Json) => void): Json => {
    const copy = structuredClone(view);
    mutate(copy);
    return copy;
  };

  it('rejects an unknown view type', () => {
    const error = (() => {
      try {
        decodeView({ ...view, type: 'REPORT' });
      } catch (e) {
        return e;
      }
      return null;
    })();
    expect(error).toBeInstanceOf(UnknownEnumValueError);
    expect(error).toMatchObject({ field: 'view.type', received: 'REPORT' });
    expect((error as Error).message).toBe('Unexpected value for "view.type": expected one of "SEARCH", "DASHBOARD", got string "REPORT"');
  });

  it('rejects an unknown visualization, naming the widget path', () => {
    const bad = withChange((copy) => {
      (at(copy, 'state', 'd3cf19bd-f933-4f7b-aa4a-e7cd3fc1c18e', 'widgets', 1, 'config') as Json)['visualization'] = 'donut';
    });
    expect(() => decodeView(bad)).toThrow(
      expect.objectContaining({ field: 'view.state.d3cf19bd-f933-4f7b-aa4a-e7cd3fc1c18e.widgets[1].config.visualization' }),
    );
  });

  it('rejects a malformed position value', () => {
    const bad = withChange((copy) => {
      (at(copy, 'state', 'd3cf19bd-f933-4f7b-aa4a-e7cd3fc1c18e', 'positions', '527ed7fe-722d-4cf1-bd42-ed2b29a5a59a') as Json)['width'] =
        'wide';
    });
    expect(() => decodeView(bad)).toThrow(ResponseShapeError);
  });

  it('rejects an unknown time range type and an unknown series function', () => {
    expect(() => decodeTimeRange({ type: 'fortnight' }, 'timerange')).toThrow(expect.objectContaining({ field: 'timerange.type' }));
    expect(() => parseSeriesFunction('median(took_ms)', 'series[0].function')).toThrow(
      expect.objectContaining({ field: 'series[0].function' }),
    );
    expect(parseSeriesFunction('percentile(took_ms,95)')).toEqual({ type: 'percentile', field: 'took_ms', percentile: 95 });
  });

  it('rejects a search job without an execution state', () => {
    expect(() => decodeSearchJob({ id: 'j', search_id: 's', results: {} })).toThrow(
      expect.objectContaining({ field: 'search_job.execution' }),
    );
  });
});

describe('pivot rows', () => {
  const row = (value: unknown) => ({
    key: ['2026-11-27T10:00:00.000Z'],
    values: [{ key: ['web-1', 'count()'], value, rollup: false, source: 'col-leaf' }],
    source: 'leaf',
  });

  it("are read as they are when every row has the model's shape", () => {
    const rows = [row(3), row(null)];
    expect(decodePivotRows(rows)).toBe(rows);
  });

  it('are read part by part otherwise: a missing value is empty', () => {
    const rows = [row(3), { ...row(0), values: [{ key: ['count()'], rollup: true, source: 'row-leaf' }] }];
    const decoded = decodePivotRows(rows);
    expect(decoded).not.toBe(rows);
    expect(decoded[1]?.values[0]).toEqual({ key: ['count()'], value: null, rollup: true, source: 'row-leaf' });
  });

  it('name the part that is wrong', () => {
    const bad = [row(3), { ...row(1), values: [{ key: ['count()'], value: 1, rollup: 'yes', source: 'row-leaf' }] }];
    expect(() => decodePivotRows(bad, 'chart.rows')).toThrow(/chart\.rows\[1\]\.values\[0\]\.rollup/);
    expect(() => decodePivotRows([{ ...row(1), source: 'leaves' }])).toThrow(UnknownEnumValueError);
  });
});
