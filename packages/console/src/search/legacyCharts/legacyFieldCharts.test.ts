import { describe, expect, it } from 'vitest';
import {
  legacyInterval,
  legacySeriesFunction,
  legacyVisualization,
  migrateLegacyChart,
  MIGRATED_MARKER_KEY,
  pendingLegacyCharts,
  PINNED_CHARTS_KEY,
  readPinnedCharts,
} from './legacyFieldCharts';

/** A Storage over a Map, for the marker rules. */
function memoryStorage(entries: Record<string, string> = {}): Storage {
  const map = new Map(Object.entries(entries));
  return {
    get length() {
      return map.size;
    },
    clear: () => map.clear(),
    getItem: (key) => map.get(key) ?? null,
    key: (index) => [...map.keys()][index] ?? null,
    removeItem: (key) => void map.delete(key),
    setItem: (key, value) => void map.set(key, value),
  };
}

describe('legacy pinned-chart mapping (2-search-and-dashboards.md §4)', () => {
  it('maps total to sum, mean to avg, cardinality to card, keeps the others and counts without a field', () => {
    expect(legacySeriesFunction({ valuetype: 'total', field: 'bytes' })).toBe('sum(bytes)');
    expect(legacySeriesFunction({ valuetype: 'mean', field: 'took_ms' })).toBe('avg(took_ms)');
    expect(legacySeriesFunction({ valuetype: 'cardinality', field: 'source' })).toBe('card(source)');
    expect(legacySeriesFunction({ valuetype: 'min', field: 'took_ms' })).toBe('min(took_ms)');
    expect(legacySeriesFunction({ valuetype: 'max', field: 'took_ms' })).toBe('max(took_ms)');
    expect(legacySeriesFunction({ valuetype: 'count', field: 'took_ms' })).toBe('count()');
  });

  it('maps the renderers line, area, bar and scatterplot', () => {
    expect(['line', 'area', 'bar', 'scatterplot'].map(legacyVisualization)).toEqual(['line', 'area', 'bar', 'scatter']);
  });

  it('makes a quarter three months and reads intervals in the time units s, m, h, d, w, M', () => {
    expect(legacyInterval('quarter')).toEqual({ type: 'timeunit', value: 3, unit: 'months' });
    expect(legacyInterval('minute')).toEqual({ type: 'timeunit', value: 1, unit: 'minutes' });
    expect(legacyInterval('hour')).toEqual({ type: 'timeunit', value: 1, unit: 'hours' });
    expect(legacyInterval('day')).toEqual({ type: 'timeunit', value: 1, unit: 'days' });
    expect(legacyInterval('week')).toEqual({ type: 'timeunit', value: 1, unit: 'weeks' });
    expect(legacyInterval('month')).toEqual({ type: 'timeunit', value: 1, unit: 'months' });
    expect(['30s', '5m', '2h', '1d', '1w', '1M'].map((i) => legacyInterval(i))).toEqual([
      { type: 'timeunit', value: 30, unit: 'seconds' },
      { type: 'timeunit', value: 5, unit: 'minutes' },
      { type: 'timeunit', value: 2, unit: 'hours' },
      { type: 'timeunit', value: 1, unit: 'days' },
      { type: 'timeunit', value: 1, unit: 'weeks' },
      { type: 'timeunit', value: 1, unit: 'months' },
    ]);
    expect(legacyInterval('fortnight')).toBeNull();
    expect(legacyInterval('0m')).toBeNull();
  });

  it('turns a chart into an aggregation over time with its range, query and stream', () => {
    const { widget, title } = migrateLegacyChart(
      {
        field: 'took_ms',
        valuetype: 'mean',
        renderer: 'area',
        interval: 'quarter',
        interpolation: 'cardinal',
        query: 'source:shop',
        rangetype: 'relative',
        range: { relative: 86400 },
        streamid: 'stream-1',
      },
      'w1',
    );
    expect(title).toBe('avg(took_ms) of took_ms');
    expect(widget).toMatchObject({
      id: 'w1',
      type: 'aggregation',
      timerange: { type: 'relative', range: 86400 },
      query: 'source:shop',
      streams: ['stream-1'],
      config: {
        rowPivots: [{ type: 'time', fields: ['timestamp'], interval: { type: 'timeunit', value: 3, unit: 'months' } }],
        series: [{ function: 'avg(took_ms)', type: 'avg', field: 'took_ms' }],
        visualization: 'area',
        visualizationConfig: { kind: 'area', interpolation: 'spline', axisType: 'linear' },
      },
    });
    const scatter = migrateLegacyChart({ field: 'x', valuetype: 'count', renderer: 'scatterplot', query: '*' }, 'w2').widget;
    expect(scatter).toMatchObject({ timerange: null, query: null, streams: [] });
    expect(scatter.type === 'aggregation' && scatter.config.rowPivots[0]).toMatchObject({ interval: { type: 'auto' } });
  });
});

describe('legacy pinned-chart markers', () => {
  const charts = JSON.stringify({ a: { field: 'took_ms', valuetype: 'mean' }, b: { field: 'bytes', valuetype: 'total' } });

  it('offers the charts while no marker exists', () => {
    expect(pendingLegacyCharts(memoryStorage({ [PINNED_CHARTS_KEY]: charts }))).toHaveLength(2);
    expect(readPinnedCharts(memoryStorage({ [PINNED_CHARTS_KEY]: JSON.stringify([{ field: 'x' }]) }))).toHaveLength(1);
  });

  it('offers nothing once migrated or discarded, without charts, or when they cannot be read', () => {
    expect(pendingLegacyCharts(memoryStorage({ [PINNED_CHARTS_KEY]: charts, [MIGRATED_MARKER_KEY]: 'finished' }))).toEqual([]);
    expect(pendingLegacyCharts(memoryStorage({ [PINNED_CHARTS_KEY]: charts, [MIGRATED_MARKER_KEY]: 'discarded' }))).toEqual([]);
    expect(pendingLegacyCharts(memoryStorage())).toEqual([]);
    expect(pendingLegacyCharts(memoryStorage({ [PINNED_CHARTS_KEY]: '{not json' }))).toEqual([]);
  });
});
