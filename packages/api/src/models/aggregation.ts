import { arrOr, boolOr, isObject, num, obj, oneOf, optNum, optStr, ResponseShapeError, str, type JsonObject } from './decode';
import { decodeFields, decodeSortSpec, SERIES_TYPES, type SeriesType, type SortSpec, type SortSpecWire } from './searchTypes';
import {
  decodeVisualizationConfig,
  encodeVisualizationConfig,
  VISUALIZATIONS,
  type Visualization,
  type VisualizationConfig,
  type VisualizationConfigWire,
} from './visualizationConfig';

export const INTERVAL_UNITS = ['seconds', 'minutes', 'hours', 'days', 'weeks', 'months', 'years', 'auto'] as const;
export type IntervalUnit = (typeof INTERVAL_UNITS)[number];

/** Widget-side interval (API.md §4 TimeHistogramConfigDTO). */
export type WidgetInterval = { type: 'auto'; scaling: number } | { type: 'timeunit'; value: number; unit: IntervalUnit };

export type PivotWire =
  | { fields: string[]; type: 'values'; config: { limit: number | null; skip_empty_values?: boolean } }
  | { fields: string[]; type: 'time'; config: { interval: WidgetInterval } };

export type Pivot =
  | { type: 'values'; fields: string[]; limit: number | null; skipEmptyValues: boolean | null }
  | { type: 'time'; fields: string[]; interval: WidgetInterval };

export interface SeriesWire {
  config: { name: string | null };
  function: string;
}

/** A widget series: the function string as on the wire plus its parsed parts. */
export interface Series {
  function: string;
  name: string | null;
  type: SeriesType;
  field: string | null;
  percentile: number | null;
}

export interface ChartColorWire {
  field_name: string;
  chart_color: string;
}

export interface AggregationConfigWire {
  row_pivots: PivotWire[];
  column_pivots: PivotWire[];
  series: SeriesWire[];
  sort: SortSpecWire[];
  visualization: Visualization;
  visualization_config: VisualizationConfigWire | null;
  formatting_settings: { chart_colors: ChartColorWire[] } | null;
  rollup: boolean;
  event_annotation: boolean;
  row_limit?: number;
  column_limit?: number;
}

export interface AggregationConfig {
  rowPivots: Pivot[];
  columnPivots: Pivot[];
  series: Series[];
  sort: SortSpec[];
  visualization: Visualization;
  visualizationConfig: VisualizationConfig | null;
  /** Chart colours by field; null when none are set. */
  chartColors: Array<{ fieldName: string; chartColor: string }> | null;
  rollup: boolean;
  eventAnnotation: boolean;
  rowLimit: number | null;
  columnLimit: number | null;
}

/** Parses `<type>(<field>[,<param>])` (API.md §4 SeriesDTO); unknown functions are an error naming the field. */
export function parseSeriesFunction(fn: string, field = 'function'): Pick<Series, 'type' | 'field' | 'percentile'> {
  const match = /^(\w+)\(([^,)]*)(?:,\s*([^)]*))?\)$/.exec(fn.trim());
  if (!match) throw new ResponseShapeError(field, 'a series function such as "count()"', fn);
  const type = oneOf(SERIES_TYPES, match[1], field);
  const seriesField = match[2] ? match[2].trim() : null;
  const param = match[3] === undefined ? null : Number(match[3]);
  if (type === 'percentile' && (param === null || Number.isNaN(param)))
    throw new ResponseShapeError(field, 'percentile(<field>,<number>)', fn);
  return { type, field: seriesField, percentile: type === 'percentile' ? param : null };
}

/** The series' effective name: `config.name ?? function`; the series id in the pivot search type. */
export function seriesEffectiveName(series: Series): string {
  return series.name ?? series.function;
}

function decodeInterval(value: unknown, field: string): WidgetInterval {
  const source = obj(value, field);
  const type = oneOf(['auto', 'timeunit'] as const, source['type'] ?? 'timeunit', `${field}.type`);
  if (type === 'auto') return { type, scaling: optNum(source['scaling'], `${field}.scaling`) ?? 1 };
  return { type, value: num(source['value'], `${field}.value`), unit: oneOf(INTERVAL_UNITS, source['unit'], `${field}.unit`) };
}

export function decodePivot(value: unknown, field: string): Pivot {
  const source = obj(value, field);
  const type = oneOf(['values', 'time'] as const, source['type'], `${field}.type`);
  const fields = decodeFields(source, field);
  const config = isObject(source['config']) ? source['config'] : {};
  if (type === 'values') {
    return {
      type,
      fields,
      limit: optNum(config['limit'], `${field}.config.limit`),
      skipEmptyValues:
        config['skip_empty_values'] === undefined || config['skip_empty_values'] === null
          ? null
          : boolOr(config['skip_empty_values'], `${field}.config.skip_empty_values`, false),
    };
  }
  return {
    type,
    fields,
    interval: config['interval'] ? decodeInterval(config['interval'], `${field}.config.interval`) : { type: 'auto', scaling: 1 },
  };
}

export function encodePivot(pivot: Pivot): PivotWire {
  if (pivot.type === 'values') {
    const config: { limit: number | null; skip_empty_values?: boolean } = { limit: pivot.limit };
    if (pivot.skipEmptyValues !== null) config.skip_empty_values = pivot.skipEmptyValues;
    return { fields: pivot.fields, type: 'values', config };
  }
  return { fields: pivot.fields, type: 'time', config: { interval: pivot.interval } };
}

export function decodeSeries(value: unknown, field: string): Series {
  if (typeof value === 'string') return { function: value, name: null, ...parseSeriesFunction(value, field) };
  const source = obj(value, field);
  const fn = str(source['function'], `${field}.function`);
  const config: JsonObject = isObject(source['config']) ? source['config'] : {};
  return { function: fn, name: optStr(config['name'], `${field}.config.name`), ...parseSeriesFunction(fn, `${field}.function`) };
}

export function encodeSeries(series: Series): SeriesWire {
  return { config: { name: series.name }, function: series.function };
}

/** 5.1 writes `[{field_name, chart_color}]`; the older object map `{field: colour}` is read too. */
function decodeChartColors(value: unknown, field: string): AggregationConfig['chartColors'] {
  if (value === undefined || value === null) return null;
  const source = obj(value, field);
  const colors = source['chart_colors'];
  if (colors === undefined || colors === null) return [];
  if (Array.isArray(colors)) {
    return arrOr(colors, `${field}.chart_colors`, (entry, f) => {
      const color = obj(entry, f);
      return { fieldName: str(color['field_name'], `${f}.field_name`), chartColor: str(color['chart_color'], `${f}.chart_color`) };
    });
  }
  return Object.entries(obj(colors, `${field}.chart_colors`)).map(([fieldName, color]) => ({
    fieldName,
    chartColor: str(color, `${field}.chart_colors.${fieldName}`),
  }));
}

export function decodeAggregationConfig(value: unknown, field: string): AggregationConfig {
  const source = obj(value, field);
  const visualization = oneOf(VISUALIZATIONS, source['visualization'] ?? 'table', `${field}.visualization`);
  return {
    rowPivots: arrOr(source['row_pivots'], `${field}.row_pivots`, decodePivot),
    columnPivots: arrOr(source['column_pivots'], `${field}.column_pivots`, decodePivot),
    series: arrOr(source['series'], `${field}.series`, decodeSeries),
    sort: arrOr(source['sort'], `${field}.sort`, decodeSortSpec),
    visualization,
    visualizationConfig: decodeVisualizationConfig(visualization, source['visualization_config'], `${field}.visualization_config`),
    chartColors: decodeChartColors(source['formatting_settings'], `${field}.formatting_settings`),
    rollup: boolOr(source['rollup'], `${field}.rollup`, true),
    eventAnnotation: boolOr(source['event_annotation'], `${field}.event_annotation`, false),
    rowLimit: optNum(source['row_limit'], `${field}.row_limit`),
    columnLimit: optNum(source['column_limit'], `${field}.column_limit`),
  };
}

export function encodeAggregationConfig(config: AggregationConfig): AggregationConfigWire {
  const wire: AggregationConfigWire = {
    row_pivots: config.rowPivots.map(encodePivot),
    column_pivots: config.columnPivots.map(encodePivot),
    series: config.series.map(encodeSeries),
    sort: config.sort.map((s) => ({ ...s })),
    visualization: config.visualization,
    visualization_config: encodeVisualizationConfig(config.visualizationConfig),
    formatting_settings:
      config.chartColors === null
        ? null
        : { chart_colors: config.chartColors.map((c) => ({ field_name: c.fieldName, chart_color: c.chartColor })) },
    rollup: config.rollup,
    event_annotation: config.eventAnnotation,
  };
  if (config.rowLimit !== null) wire.row_limit = config.rowLimit;
  if (config.columnLimit !== null) wire.column_limit = config.columnLimit;
  return wire;
}
