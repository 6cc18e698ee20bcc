import type { AggregationConfig, Visualization, VisualizationConfig, Widget, WidgetPosition } from '@sift/api';

const FROM = '2024-05-02T10:00:00.000Z';
const TO = '2024-05-02T10:15:00.000Z';
const range = { type: 'absolute', from: FROM, to: TO };
const ACTIONS: Array<[string, number]> = [
  ['login failed', 412],
  ['login succeeded', 1630],
  ['password reset', 58],
  ['session expired', 277],
];
const CITIES: Array<[string, number]> = [
  ['52.5200,13.4050', 310],
  ['48.8566,2.3522', 190],
  ['40.7128,-74.0060', 520],
  ['35.6762,139.6503', 140],
];

function config(
  visualization: Visualization,
  patch: Partial<AggregationConfig> = {},
  visualizationConfig: VisualizationConfig | null = null,
): AggregationConfig {
  return {
    rowPivots: [{ type: 'values', fields: ['action'], limit: 15, skipEmptyValues: null }],
    columnPivots: [],
    series: [{ function: 'count()', name: null, type: 'count', field: null, percentile: null }],
    sort: [],
    visualization,
    visualizationConfig,
    chartColors: null,
    rollup: true,
    eventAnnotation: false,
    rowLimit: null,
    columnLimit: null,
    ...patch,
  };
}

const leafRows = (entries: Array<[string, number]>) => [
  ...entries.map(([key, value]) => ({
    key: [key],
    values: [{ key: ['count()'], value, rollup: true, source: 'row-leaf' }],
    source: 'leaf',
  })),
  {
    key: [],
    values: [{ key: ['count()'], value: entries.reduce((s, [, v]) => s + v, 0), rollup: true, source: 'row-inner' }],
    source: 'non-leaf',
  },
];

const heatmapRows = ['web-01', 'web-02', 'web-03'].map((source, i) => ({
  key: [source],
  values: ACTIONS.map(([action, count]) => ({
    key: [action, 'count()'],
    value: Math.round(count / (i + 2)),
    rollup: false,
    source: 'col-leaf',
  })),
  source: 'leaf',
}));

interface Case {
  title: string;
  config: AggregationConfig;
  rows: unknown[];
}

const CASES: Case[] = [
  {
    title: 'Actions (line)',
    config: config('line', {}, { kind: 'line', interpolation: 'spline', axisType: 'linear' }),
    rows: leafRows(ACTIONS),
  },
  {
    title: 'Actions (area)',
    config: config('area', {}, { kind: 'area', interpolation: 'linear', axisType: 'linear' }),
    rows: leafRows(ACTIONS),
  },
  { title: 'Actions (pie)', config: config('pie'), rows: leafRows(ACTIONS) },
  { title: 'Actions (scatter)', config: config('scatter', {}, { kind: 'scatter', axisType: 'logarithmic' }), rows: leafRows(ACTIONS) },
  { title: 'Actions (table)', config: config('table'), rows: leafRows(ACTIONS) },
  {
    title: 'Messages (number)',
    config: config('numeric', { rowPivots: [] }, { kind: 'numeric', trend: false, trendPreference: 'NEUTRAL' }),
    rows: [{ key: [], values: [{ key: ['count()'], value: 2377, rollup: true, source: 'row-leaf' }], source: 'leaf' }],
  },
  {
    title: 'Actions by source (heatmap)',
    config: config('heatmap', {
      rowPivots: [{ type: 'values', fields: ['source'], limit: 15, skipEmptyValues: null }],
      columnPivots: [{ type: 'values', fields: ['action'], limit: 15, skipEmptyValues: null }],
      rollup: false,
    }),
    rows: heatmapRows,
  },
  {
    title: 'Clients (map)',
    config: config(
      'map',
      { rowPivots: [{ type: 'values', fields: ['client_geo'], limit: 15, skipEmptyValues: null }] },
      { kind: 'map', viewport: { centerX: 20, centerY: 0, zoom: 1 } },
    ),
    rows: leafRows(CITIES),
  },
];

const common = { filter: null, filters: [], timerange: null, query: null, streams: [] };

/** One aggregation widget per visualization (and an unknown widget type), with results, below the default widgets. */
export function visualizationStory() {
  const widgets: Widget[] = [];
  const positions: Record<string, WidgetPosition> = {};
  const titles: Record<string, string> = {};
  const mapping: Record<string, string[]> = {};
  const results: Record<string, unknown> = {};
  CASES.forEach((c, i) => {
    const id = `c0ffee00-0000-4000-8000-00000000000${i}`;
    const searchType = `5ea7c400-0000-4000-8000-00000000000${i}`;
    widgets.push({ ...common, id, type: 'aggregation', config: c.config });
    positions[id] = { col: (i % 3) * 4 + 1, row: 9 + Math.floor(i / 3) * 3, height: 3, width: 4 };
    titles[id] = c.title;
    mapping[id] = [searchType];
    results[searchType] = { id: searchType, type: 'pivot', name: 'chart', rows: c.rows, total: 2377, effective_timerange: range };
  });
  const unknownId = 'c0ffee00-0000-4000-8000-0000000000ff';
  widgets.push({ ...common, id: unknownId, type: 'unknown', originalType: 'logs', config: {} });
  positions[unknownId] = { col: 9, row: 15, height: 3, width: 4 };
  titles[unknownId] = 'Legacy widget';
  return { view: { widgets, positions, titles, mapping }, results };
}
