import { generateId, parseSeriesFunction, type IntervalUnit, type TimeRange, type VisualizationConfig, type Widget } from '@sift/api';

// Field charts pinned on the search page of Graylog before views (2.x) lived in the browser's local storage.
// Sift offers to turn them into aggregation widgets once (2-search-and-dashboards.md §4): a marker in local
// storage records that the user migrated them ("finished") or discarded them ("discarded").

/** Where the legacy search page kept its pinned field charts: a JSON object (chart id → chart) or array. */
export const PINNED_CHARTS_KEY = 'pinned-field-charts';
/** The migration's marker: absent until the user answers the prompt. */
export const MIGRATED_MARKER_KEY = 'pinned-field-charts-migrated';
export type MigrationMarker = 'finished' | 'discarded';

export const MIGRATION_PROMPT_TITLE = 'Migrate pinned charts';
export const migrationPromptText = (count: number) =>
  `This browser keeps ${count === 1 ? 'one chart' : `${count} charts`} pinned on the search page of an earlier version. Add ${count === 1 ? 'it' : 'them'} to this search as aggregation widgets?`;
export const MIGRATE_BUTTON = 'Migrate';
export const DISCARD_BUTTON = 'Discard';

/** A pinned field chart as the legacy search page stored it. */
export interface LegacyFieldChart {
  field?: string;
  /** count, total, mean, min, max, cardinality, ... */
  valuetype?: string;
  /** line, area, bar or scatterplot. */
  renderer?: string;
  /** minute, hour, day, week, month, quarter, year, or a count and unit such as "5m", "1M". */
  interval?: string;
  interpolation?: string;
  query?: string;
  rangetype?: string;
  range?: { relative?: number; range?: number; from?: string; to?: string; keyword?: string };
  streamid?: string | null;
}

/** Legacy value types whose series function has another name (§4); the others keep theirs. */
const FUNCTIONS: Readonly<Record<string, string>> = { total: 'sum', mean: 'avg', cardinality: 'card', std_deviation: 'stddev' };
/** Legacy renderers → visualizations (§4). */
const RENDERERS: Readonly<Record<string, 'line' | 'area' | 'bar' | 'scatter'>> = {
  line: 'line',
  area: 'area',
  bar: 'bar',
  scatterplot: 'scatter',
};
/** Named legacy intervals; a quarter is three months (§4). */
const NAMED_INTERVALS: Readonly<Record<string, { value: number; unit: IntervalUnit }>> = {
  second: { value: 1, unit: 'seconds' },
  minute: { value: 1, unit: 'minutes' },
  hour: { value: 1, unit: 'hours' },
  day: { value: 1, unit: 'days' },
  week: { value: 1, unit: 'weeks' },
  month: { value: 1, unit: 'months' },
  quarter: { value: 3, unit: 'months' },
  year: { value: 12, unit: 'months' },
};
/** Interval time units s, m, h, d, w, M (§4). */
const UNIT_LETTERS: Readonly<Record<string, IntervalUnit>> = {
  s: 'seconds',
  m: 'minutes',
  h: 'hours',
  d: 'days',
  w: 'weeks',
  M: 'months',
};

/** The series function of a legacy chart: count() needs no field. */
export function legacySeriesFunction(chart: LegacyFieldChart): string {
  const type = chart.valuetype ?? 'count';
  if (type === 'count') return 'count()';
  return `${FUNCTIONS[type] ?? type}(${chart.field ?? ''})`;
}

export function legacyVisualization(renderer: string | undefined): 'line' | 'area' | 'bar' | 'scatter' {
  return RENDERERS[renderer ?? ''] ?? 'line';
}

/** A legacy interval as a widget's time unit interval; unknown ones become an automatic interval. */
export function legacyInterval(interval: string | undefined): { type: 'timeunit'; value: number; unit: IntervalUnit } | null {
  if (!interval) return null;
  const named = NAMED_INTERVALS[interval.toLowerCase()];
  if (named) return { type: 'timeunit', ...named };
  const match = /^(\d+)\s*([smhdwM])$/.exec(interval.trim());
  const unit = match ? UNIT_LETTERS[match[2]!] : undefined;
  return match && unit && Number(match[1]) > 0 ? { type: 'timeunit', value: Number(match[1]), unit } : null;
}

function legacyTimerange(chart: LegacyFieldChart): TimeRange | null {
  const range = chart.range ?? {};
  switch (chart.rangetype) {
    case 'relative': {
      const seconds = range.relative ?? range.range;
      return typeof seconds === 'number' && seconds >= 0 ? { type: 'relative', range: seconds } : null;
    }
    case 'absolute':
      return range.from && range.to ? { type: 'absolute', from: range.from, to: range.to } : null;
    case 'keyword':
      return range.keyword ? { type: 'keyword', keyword: range.keyword, timezone: 'Etc/UTC' } : null;
    default:
      return null;
  }
}

function visualizationConfig(visualization: 'line' | 'area' | 'bar' | 'scatter', interpolation: string | undefined): VisualizationConfig {
  if (visualization === 'bar') return { kind: 'bar', barmode: null, axisType: 'linear' };
  if (visualization === 'scatter') return { kind: 'scatter', axisType: 'linear' };
  const kept = interpolation === 'linear' || interpolation === 'step-after' ? interpolation : interpolation ? 'spline' : 'linear';
  return { kind: visualization, interpolation: kept, axisType: 'linear' };
}

/** A legacy chart as an aggregation widget over time, with its own range, query and stream, and its title. */
export function migrateLegacyChart(chart: LegacyFieldChart, id: string = generateId()): { widget: Widget; title: string } {
  const fn = legacySeriesFunction(chart);
  const visualization = legacyVisualization(chart.renderer);
  const query = chart.query?.trim();
  const widget: Widget = {
    id,
    type: 'aggregation',
    filter: null,
    filters: [],
    timerange: legacyTimerange(chart),
    query: query && query !== '*' ? query : null,
    streams: chart.streamid ? [chart.streamid] : [],
    config: {
      rowPivots: [{ type: 'time', fields: ['timestamp'], interval: legacyInterval(chart.interval) ?? { type: 'auto', scaling: 1 } }],
      columnPivots: [],
      series: [{ function: fn, name: null, ...parseSeriesFunction(fn) }],
      sort: [],
      visualization,
      visualizationConfig: visualizationConfig(visualization, chart.interpolation),
      chartColors: null,
      rollup: true,
      eventAnnotation: false,
      rowLimit: null,
      columnLimit: null,
    },
  };
  return { widget, title: chart.field ? `${fn} of ${chart.field}` : fn };
}

/** The pinned charts kept in `storage`; unreadable entries count as none. */
export function readPinnedCharts(storage: Storage): LegacyFieldChart[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(storage.getItem(PINNED_CHARTS_KEY) ?? 'null');
  } catch {
    return [];
  }
  if (parsed === null || typeof parsed !== 'object') return [];
  const entries = Array.isArray(parsed) ? (parsed as unknown[]) : Object.values(parsed);
  return entries.filter((entry): entry is LegacyFieldChart => entry !== null && typeof entry === 'object');
}

export function readMigrationMarker(storage: Storage): MigrationMarker | null {
  const marker = storage.getItem(MIGRATED_MARKER_KEY);
  return marker === 'finished' || marker === 'discarded' ? marker : null;
}

export function writeMigrationMarker(storage: Storage, marker: MigrationMarker): void {
  storage.setItem(MIGRATED_MARKER_KEY, marker);
}

/** The prompt appears when pinned charts exist and no marker does. */
export function pendingLegacyCharts(storage: Storage): LegacyFieldChart[] {
  return readMigrationMarker(storage) === null ? readPinnedCharts(storage) : [];
}
