import type { AggregationConfig, SearchTypeResult } from '@sift/api';
import { toChartData, type ChartColorSetting, type ChartData, type PivotDescriptor, type PivotRow } from '@sift/charts';

type ResultRow = Extract<SearchTypeResult, { type: 'pivot' }>['rows'][number];
const chartable = (value: unknown): value is number | string | null =>
  value === null || typeof value === 'number' || typeof value === 'string';
/** A row whose values are all numbers, texts or empty, as most are: read as it is, not copied. */
const isChartRow = (row: ResultRow): row is ResultRow & PivotRow => row.values.every((v) => chartable(v.value));

/** The pivot rows of a widget's result as the charts package reads them (values other than numbers and strings are empty). */
export function pivotRows(result: SearchTypeResult | undefined): PivotRow[] {
  if (result?.type !== 'pivot') return [];
  return result.rows.map((row) =>
    isChartRow(row) ? row : { ...row, values: row.values.map((v) => ({ ...v, value: chartable(v.value) ? v.value : null })) },
  );
}

const descriptors = (pivots: AggregationConfig['rowPivots']): PivotDescriptor[] => pivots.map((p) => ({ fields: p.fields, type: p.type }));

/** The options `toChartData` and the other transforms take for a widget's config. */
export function chartOptions(config: AggregationConfig, timezone?: string) {
  return {
    rowPivots: descriptors(config.rowPivots),
    columnPivots: descriptors(config.columnPivots),
    includeRollup: config.rollup,
    chartColors: (config.chartColors ?? []).map((c): ChartColorSetting => ({ field_name: c.fieldName, chart_color: c.chartColor })),
    ...(timezone ? { timezone } : {}),
  };
}

/** A widget's series with the colours its chart draws them in. */
export function widgetChartData(config: AggregationConfig, results: Readonly<Record<string, SearchTypeResult>>): ChartData {
  return toChartData(pivotRows(results['chart']), chartOptions(config));
}

/** The widget's chart colours with `changes` (series name → colour) laid over them. */
export function withChartColors(config: AggregationConfig, changes: Readonly<Record<string, string>>): AggregationConfig {
  const kept = (config.chartColors ?? []).filter((c) => !(c.fieldName in changes));
  const added = Object.entries(changes).map(([fieldName, chartColor]) => ({ fieldName, chartColor }));
  const chartColors = [...kept, ...added];
  return { ...config, chartColors: chartColors.length > 0 ? chartColors : null };
}
