import type { AggregationConfig, SearchTypeResult } from '@sift/api';

/** count() and avg(took_ms) by action, as a bar chart, with the colour of avg(took_ms) already chosen. */
export const COLORED_CONFIG: AggregationConfig = {
  rowPivots: [{ type: 'values', fields: ['action'], limit: 15, skipEmptyValues: null }],
  columnPivots: [],
  series: [
    { function: 'count()', name: null, type: 'count', field: null, percentile: null },
    { function: 'avg(took_ms)', name: null, type: 'avg', field: 'took_ms', percentile: null },
  ],
  sort: [],
  visualization: 'bar',
  visualizationConfig: null,
  chartColors: [{ fieldName: 'avg(took_ms)', chartColor: '#f4a261' }],
  rollup: true,
  eventAnnotation: false,
  rowLimit: null,
  columnLimit: null,
};

export const COLORED_RESULTS: Record<string, SearchTypeResult> = {
  chart: {
    type: 'pivot',
    id: 'chart',
    name: 'chart',
    total: 2377,
    effectiveTimerange: { type: 'absolute', from: '2024-05-02T10:00:00.000Z', to: '2024-05-02T10:15:00.000Z' },
    rows: (
      [
        ['login failed', 412, 38],
        ['login succeeded', 1630, 21],
        ['password reset', 58, 64],
      ] as const
    ).map(([action, count, took]) => ({
      key: [action],
      values: [
        { key: ['count()'], value: count, rollup: true, source: 'row-leaf' },
        { key: ['avg(took_ms)'], value: took, rollup: true, source: 'row-leaf' },
      ],
      source: 'leaf',
    })),
  },
};
