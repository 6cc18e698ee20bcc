import { DEFAULT_CHART_COLORS } from '@sift/ui';
import { assignColors } from './colors';
import { browserTimezone, formatKeyPart, formatTimestamp, KEY_SEPARATOR, keyFields, parseTimeKey } from './keys';
import type { ChartColorSetting, KeyPart, PivotDescriptor, PivotRow, PivotValue } from './types';

export interface ChartPoint {
  /** Row key parts with their fields: what a click on this value refers to. */
  rowKey: KeyPart[];
  /** Display label of the row key (x category). */
  label: string;
  /** The x position: a Date on a time axis, else the label. */
  x: Date | string;
  value: number | null;
}

export interface ChartSeries {
  /** Stable id: raw column values and series id joined. */
  id: string;
  /** Display name, e.g. `index - count()` or `count()` for a rollup. */
  name: string;
  /** The series (metric) id, e.g. `count()`. */
  seriesId: string;
  /** Column key parts with their fields. */
  columnKey: KeyPart[];
  /** True for the rollup (all columns) trace of a series. */
  rollup: boolean;
  color: string;
  points: ChartPoint[];
}

export interface ChartData {
  /** `time` when the only row grouping is a time grouping (x is a Date), else `category`. */
  xType: 'time' | 'category';
  /** Row labels in result order. */
  categories: string[];
  series: ChartSeries[];
  /** Totals per series id from the totals row, when present. */
  totals: Record<string, number | null>;
}

export interface ChartDataOptions {
  rowPivots?: readonly PivotDescriptor[];
  columnPivots?: readonly PivotDescriptor[];
  /** Whether rollup traces (a series over all columns) are drawn next to the column traces. Default true. */
  includeRollup?: boolean;
  /** IANA timezone for time keys; the browser's by default. */
  timezone?: string;
  chartColors?: readonly ChartColorSetting[];
  palette?: readonly string[];
}

const toNumber = (v: PivotValue['value']): number | null => {
  if (v === null || v === undefined) return null;
  const n = typeof v === 'number' ? v : Number(v);
  return Number.isFinite(n) ? n : null;
};

/** Key parts with their fields; missing field names stay undefined. */
export function describeKey(values: readonly string[], fields: readonly { field: string; time: boolean }[]): KeyPart[] {
  return values.map((value, i) => ({ field: fields[i]?.field, value }));
}

/**
 * Pivot rows into chart series: one trace per column value × series (plus rollup traces), points
 * in row order, the totals row kept apart.
 */
export function toChartData(rows: readonly PivotRow[], options: ChartDataOptions = {}): ChartData {
  const { rowPivots = [], columnPivots = [], includeRollup = true, chartColors = [], palette = DEFAULT_CHART_COLORS } = options;
  const timezone = options.timezone ?? browserTimezone();
  const rowFields = keyFields(rowPivots);
  const colFields = keyFields(columnPivots);
  const leafs = rows.filter((r) => r.source === 'leaf');
  const xType: ChartData['xType'] = rowFields.length === 1 && rowFields[0]!.time ? 'time' : 'category';

  const totals: Record<string, number | null> = {};
  rows
    .filter((r) => r.source === 'non-leaf' && r.key.length === 0)
    .forEach((r) => r.values.forEach((v) => (totals[v.key[v.key.length - 1] ?? ''] = toNumber(v.value))));

  const categories: string[] = [];
  const traces = new Map<string, Omit<ChartSeries, 'color'>>();
  for (const row of leafs) {
    // A time key is parsed once: for its label and as the point's x.
    const date = xType === 'time' ? parseTimeKey(row.key[0] ?? '') : null;
    const label = date
      ? formatTimestamp(date, timezone)
      : row.key.map((k, i) => formatKeyPart(k, rowFields[i]?.time ?? false, timezone)).join(KEY_SEPARATOR);
    const x = date ?? label;
    categories.push(label);
    // The row's key parts, shared by its points.
    const rowKey = describeKey(row.key, rowFields);
    for (const value of row.values) {
      if (value.source === 'row-inner' || (value.rollup && !includeRollup && colFields.length > 0)) continue;
      const seriesId = value.key[value.key.length - 1] ?? '';
      const colValues = value.key.slice(0, -1);
      const id = value.key.join('\u241E');
      let trace = traces.get(id);
      if (!trace) {
        const name = [...colValues.map((k, i) => formatKeyPart(k, colFields[i]?.time ?? false, timezone)), seriesId].join(KEY_SEPARATOR);
        trace = { id, name, seriesId, columnKey: describeKey(colValues, colFields), rollup: value.rollup, points: [] };
        traces.set(id, trace);
      }
      trace.points.push({ rowKey, label, x, value: toNumber(value.value) });
    }
  }
  const list = [...traces.values()];
  const colors = assignColors(
    list.map((t) => t.name),
    chartColors,
    palette,
  );
  return { xType, categories, totals, series: list.map((t) => ({ ...t, color: colors.get(t.name)! })) };
}
