import {
  DEFAULT_GROUPING_LIMIT,
  SERIES_TYPES,
  seriesEffectiveName,
  type AggregationConfig,
  type FieldType,
  type IntervalUnit,
  type Pivot,
  type Series,
  type SeriesType,
  type SortSpec,
  type Visualization,
  type VisualizationConfig,
} from '@sift/api';
import { configErrors, configFieldRequired, configFromDraftConfig, type VisualizationConfigDraft } from './visualizationDraft';

/** Percentile choices of a percentile metric (2-search-and-dashboards.md §5, §9). */
export const PERCENTILES = [25, 50, 75, 90, 95, 99] as const;
/** The auto interval slider (§5): 0.5 to 10 in steps of 0.5. */
export const SCALING_RANGE = { min: 0.5, max: 10, step: 0.5 } as const;
/** Fixed interval units a time grouping offers, and the default fixed interval (§3: 1 minute). */
export const FIXED_INTERVAL_UNITS = [
  'seconds',
  'minutes',
  'hours',
  'days',
  'weeks',
  'months',
  'years',
] as const satisfies readonly IntervalUnit[];
export const DEFAULT_FIXED_INTERVAL = { value: 1, unit: 'minutes' } as const;
/** Functions whose field may be of any type (§5); every other function takes numeric fields only. */
export const ANY_FIELD_FUNCTIONS: readonly SeriesType[] = ['card', 'count', 'latest'];

/** The nine visualizations with the names the editor shows (and the chart validation messages use). */
export const VISUALIZATION_TITLES: Readonly<Record<Visualization, string>> = {
  table: 'Data Table',
  bar: 'Bar Chart',
  line: 'Line Chart',
  area: 'Area Chart',
  pie: 'Pie Chart',
  scatter: 'Scatter Plot',
  numeric: 'Single Number',
  heatmap: 'Heatmap',
  map: 'World Map',
};
const NEEDS_METRIC: readonly Visualization[] = ['area', 'bar', 'line', 'pie', 'scatter'];

/** Validation messages of §5, word for word. */
export const MESSAGES = {
  functionRequired: 'Function is required.',
  fieldRequiredFor: (fn: string) => `Field is required for function ${fn}.`,
  percentileRequired: 'Percentile is required.',
  fieldRequired: 'Field is required.',
  directionRequired: 'Direction is required.',
  sortWithTimeRows: 'Sort on non data table with time based row grouping does not work.',
  typeRequired: 'Type is required.',
  requiresMetric: (chart: string) => `${chart} requires at least one metric`,
  heatmapGroupings: 'Heatmap requires at least two groupings.',
  heatmapRowAndColumn: 'Groupings must include row and column groupings.',
  heatmapMetric: 'At least one metric must be configured.',
  scalingRequired: 'Scaling is required.',
  scalingRange: 'Must be greater than 0 and smaller or equals 10.',
  valueRequired: 'Value is required.',
  greaterThanZero: 'Must be greater than 0.',
  limitRequired: 'Limit is required.',
  configFieldRequired,
} as const;

export type GroupingDirection = 'row' | 'column';
export type IntervalDraft = { type: 'auto'; scaling: number | null } | { type: 'timeunit'; value: number | null; unit: IntervalUnit };

/** One group-by row of the editor; numbers are null while their input is empty. */
export interface GroupingDraft {
  id: string;
  direction: GroupingDirection;
  field: string;
  type: 'values' | 'time';
  interval: IntervalDraft;
  limit: number | null;
  skipEmptyValues: boolean;
}

export interface MetricDraft {
  id: string;
  fn: SeriesType | '';
  field: string | null;
  percentile: number | null;
  name: string;
}

export interface SortDraft {
  id: string;
  field: string;
  direction: 'Ascending' | 'Descending' | '';
}

/** The editor's form: the parts it edits, and the rest of the widget's config kept as it was. */
export interface EditorDraft {
  groupings: GroupingDraft[];
  metrics: MetricDraft[];
  sorts: SortDraft[];
  visualization: Visualization | '';
  visualizationConfig: VisualizationConfigDraft | null;
  rest: Pick<AggregationConfig, 'chartColors' | 'rollup' | 'eventAnnotation' | 'rowLimit' | 'columnLimit'>;
}

/** Error messages by the key of the field they belong to (`metrics.<id>.field`, `visualization`, ...). */
export type EditorErrors = Readonly<Record<string, string>>;

let counter = 0;
const nextId = (prefix: string) => `${prefix}-${++counter}`;

export function isNumeric(type: FieldType | undefined): boolean {
  return type?.properties.includes('numeric') ?? false;
}

const isDate = (type: FieldType | undefined) => type?.type === 'date';

function groupingFromPivot(pivot: Pivot, direction: GroupingDirection): GroupingDraft {
  const field = pivot.fields[0] ?? '';
  if (pivot.type === 'time')
    return {
      id: nextId('grouping'),
      direction,
      field,
      type: 'time',
      interval: pivot.interval,
      limit: DEFAULT_GROUPING_LIMIT,
      skipEmptyValues: false,
    };
  return {
    id: nextId('grouping'),
    direction,
    field,
    type: 'values',
    interval: { type: 'auto', scaling: 1 },
    limit: pivot.limit,
    skipEmptyValues: pivot.skipEmptyValues ?? false,
  };
}

/** The form for a widget's config. */
export function draftFromConfig(config: AggregationConfig): EditorDraft {
  return {
    groupings: [
      ...config.rowPivots.map((p) => groupingFromPivot(p, 'row')),
      ...config.columnPivots.map((p) => groupingFromPivot(p, 'column')),
    ],
    metrics: config.series.map((s) => ({ id: nextId('metric'), fn: s.type, field: s.field, percentile: s.percentile, name: s.name ?? '' })),
    sorts: config.sort.map((s) => ({ id: nextId('sort'), field: s.field, direction: s.direction })),
    visualization: config.visualization,
    visualizationConfig: config.visualizationConfig,
    rest: {
      chartColors: config.chartColors,
      rollup: config.rollup,
      eventAnnotation: config.eventAnnotation,
      rowLimit: config.rowLimit,
      columnLimit: config.columnLimit,
    },
  };
}

/** A new group-by row: a row grouping by values until a field is chosen. */
export function newGrouping(): GroupingDraft {
  return {
    id: nextId('grouping'),
    direction: 'row',
    field: '',
    type: 'values',
    interval: { type: 'auto', scaling: 1 },
    limit: DEFAULT_GROUPING_LIMIT,
    skipEmptyValues: false,
  };
}

export function newMetric(): MetricDraft {
  return { id: nextId('metric'), fn: '', field: null, percentile: null, name: '' };
}

export function newSort(): SortDraft {
  return { id: nextId('sort'), field: '', direction: '' };
}

/** Choosing a field flips the grouping between time (date fields) and values; a flip resets interval and limit (§3). */
export function withGroupingField(grouping: GroupingDraft, field: string, type: FieldType | undefined): GroupingDraft {
  const kind = isDate(type) ? 'time' : 'values';
  if (kind === grouping.type) return { ...grouping, field };
  return { ...grouping, field, type: kind, interval: { type: 'auto', scaling: 1 }, limit: DEFAULT_GROUPING_LIMIT, skipEmptyValues: false };
}

/** Switching between auto and fixed intervals starts from that kind's default. */
export function withIntervalType(grouping: GroupingDraft, type: IntervalDraft['type']): GroupingDraft {
  if (grouping.interval.type === type) return grouping;
  return { ...grouping, interval: type === 'auto' ? { type: 'auto', scaling: 1 } : { type: 'timeunit', ...DEFAULT_FIXED_INTERVAL } };
}

/** Fields a metric's function may use: numeric ones unless the function is card, count or latest (§5). */
export function metricFieldChoices(fn: MetricDraft['fn'], fields: readonly FieldType[]): FieldType[] {
  if (fn !== '' && ANY_FIELD_FUNCTIONS.includes(fn)) return [...fields];
  return fields.filter(isNumeric);
}

/** A new function keeps the field only when the field suits it, and the percentile only for percentile. */
export function withMetricFunction(metric: MetricDraft, fn: MetricDraft['fn'], fields: readonly FieldType[]): MetricDraft {
  const keepField = metric.field !== null && metricFieldChoices(fn, fields).some((f) => f.name === metric.field);
  return { ...metric, fn, field: keepField ? metric.field : null, percentile: fn === 'percentile' ? metric.percentile : null };
}

/** The function names of `GET /views/functions` that the editor knows, in the server's order. */
export function knownFunctions(functions: Readonly<Record<string, unknown>> | undefined): SeriesType[] {
  return Object.keys(functions ?? {}).filter((name): name is SeriesType => (SERIES_TYPES as readonly string[]).includes(name));
}

/** `count()`, `avg(took_ms)`, `percentile(took_ms,95)`: the series grammar of §3. */
export function metricFunction(metric: MetricDraft): string {
  if (metric.fn === 'percentile') return `percentile(${metric.field ?? ''},${metric.percentile ?? ''})`;
  return `${metric.fn}(${metric.field ?? ''})`;
}

function seriesOf(metric: MetricDraft): Series | null {
  if (metric.fn === '') return null;
  const name = metric.name.trim();
  return {
    function: metricFunction(metric),
    name: name === '' ? null : name,
    type: metric.fn,
    field: metric.field,
    percentile: metric.fn === 'percentile' ? metric.percentile : null,
  };
}

/** Names a sort may use: metrics not using latest, then row groupings' fields (§5). */
export function sortFieldCandidates(draft: EditorDraft): Array<{ field: string; type: SortSpec['type'] }> {
  const series = draft.metrics
    .map(seriesOf)
    .filter((s): s is Series => s !== null && s.type !== 'latest')
    .map((s) => ({ field: seriesEffectiveName(s), type: 'series' as const }));
  const pivots = draft.groupings
    .filter((g) => g.direction === 'row' && g.field !== '')
    .map((g) => ({ field: g.field, type: 'pivot' as const }));
  return [...series, ...pivots];
}

/** A sort's choices shrink by what the other sorts already use. */
export function sortFieldChoices(draft: EditorDraft, sortId: string): Array<{ field: string; type: SortSpec['type'] }> {
  const taken = new Set(draft.sorts.filter((s) => s.id !== sortId).map((s) => s.field));
  return sortFieldCandidates(draft).filter((c) => !taken.has(c.field));
}

/** Choosing a series to sort on defaults its direction to Descending (§3). */
export function withSortField(draft: EditorDraft, sort: SortDraft, field: string): SortDraft {
  const candidate = sortFieldCandidates(draft).find((c) => c.field === field);
  return { ...sort, field, direction: sort.direction === '' && candidate?.type === 'series' ? 'Descending' : sort.direction };
}

/** Each visualization's config as a new one starts (§3, §4: switching type resets to these). */
export function defaultVisualizationConfig(type: Visualization): VisualizationConfig | null {
  switch (type) {
    case 'bar':
      return { kind: 'bar', barmode: 'group', axisType: 'linear' };
    case 'line':
    case 'area':
      return { kind: type, interpolation: 'linear', axisType: 'linear' };
    case 'scatter':
      return { kind: 'scatter', axisType: 'linear' };
    case 'numeric':
      return { kind: 'numeric', trend: false, trendPreference: 'NEUTRAL' };
    case 'heatmap':
      return {
        kind: 'heatmap',
        colorScale: 'Viridis',
        reverseScale: false,
        autoScale: true,
        zMin: null,
        zMax: null,
        defaultValue: null,
        useSmallestAsDefault: false,
      };
    case 'map':
      return { kind: 'map', viewport: { centerX: 0, centerY: 0, zoom: 1 } };
    case 'table':
      return { kind: 'table', pinnedColumns: [] };
    case 'pie':
      return null;
  }
}

export const EVENT_ANNOTATIONS_LABEL = 'Show event annotations';
const TIME_CHARTS: readonly Visualization[] = ['bar', 'line', 'area', 'scatter'];

/** Event annotations are offered on charts with a time axis: bar, line, area or scatter over a time row grouping. */
export function offersEventAnnotations(draft: EditorDraft): boolean {
  const firstRow = draft.groupings.find((g) => g.direction === 'row');
  return draft.visualization !== '' && TIME_CHARTS.includes(draft.visualization) && firstRow?.type === 'time';
}

export function withVisualization(draft: EditorDraft, type: Visualization | ''): EditorDraft {
  if (type === draft.visualization) return draft;
  return { ...draft, visualization: type, visualizationConfig: type === '' ? null : defaultVisualizationConfig(type) };
}

function groupingErrors(g: GroupingDraft, errors: Record<string, string>) {
  if (g.field === '') errors[`groupings.${g.id}.field`] = MESSAGES.fieldRequired;
  if (g.type === 'time' && g.interval.type === 'auto') {
    const { scaling } = g.interval;
    if (scaling === null) errors[`groupings.${g.id}.scaling`] = MESSAGES.scalingRequired;
    else if (!(scaling > 0 && scaling <= 10)) errors[`groupings.${g.id}.scaling`] = MESSAGES.scalingRange;
  }
  if (g.type === 'time' && g.interval.type === 'timeunit') {
    const { value } = g.interval;
    if (value === null) errors[`groupings.${g.id}.value`] = MESSAGES.valueRequired;
    else if (!(value > 0)) errors[`groupings.${g.id}.value`] = MESSAGES.greaterThanZero;
  }
  if (g.type === 'values') {
    if (g.limit === null) errors[`groupings.${g.id}.limit`] = MESSAGES.limitRequired;
    else if (!(g.limit > 0)) errors[`groupings.${g.id}.limit`] = MESSAGES.greaterThanZero;
  }
}

function metricErrors(m: MetricDraft, errors: Record<string, string>) {
  if (m.fn === '') {
    errors[`metrics.${m.id}.function`] = MESSAGES.functionRequired;
    return;
  }
  if (m.fn !== 'count' && m.field === null) errors[`metrics.${m.id}.field`] = MESSAGES.fieldRequiredFor(m.fn);
  if (m.fn === 'percentile' && m.percentile === null) errors[`metrics.${m.id}.percentile`] = MESSAGES.percentileRequired;
}

function visualizationErrors(draft: EditorDraft, errors: Record<string, string>) {
  const type = draft.visualization;
  if (type === '') {
    errors['visualization.type'] = MESSAGES.typeRequired;
    return;
  }
  if (NEEDS_METRIC.includes(type) && draft.metrics.length === 0)
    errors['visualization'] = MESSAGES.requiresMetric(VISUALIZATION_TITLES[type]);
  if (type === 'heatmap') {
    const rows = draft.groupings.filter((g) => g.direction === 'row').length;
    const columns = draft.groupings.length - rows;
    if (draft.groupings.length < 2) errors['visualization'] = MESSAGES.heatmapGroupings;
    else if (rows === 0 || columns === 0) errors['visualization'] = MESSAGES.heatmapRowAndColumn;
    else if (draft.metrics.length === 0) errors['visualization'] = MESSAGES.heatmapMetric;
  }
  configErrors(draft.visualizationConfig, errors);
}

/** Every validation message of §5 that applies to the form, at the field it belongs to. */
export function validateDraft(draft: EditorDraft): EditorErrors {
  const errors: Record<string, string> = {};
  draft.groupings.forEach((g) => groupingErrors(g, errors));
  draft.metrics.forEach((m) => metricErrors(m, errors));
  const timeRows = draft.groupings.some((g) => g.direction === 'row' && g.type === 'time');
  draft.sorts.forEach((s) => {
    if (s.field === '') errors[`sorts.${s.id}.field`] = MESSAGES.fieldRequired;
    if (s.direction === '') errors[`sorts.${s.id}.direction`] = MESSAGES.directionRequired;
    if (timeRows && draft.visualization !== 'table') errors[`sorts.${s.id}.field`] ??= MESSAGES.sortWithTimeRows;
  });
  visualizationErrors(draft, errors);
  return errors;
}

function pivotOf(g: GroupingDraft): Pivot {
  if (g.type === 'values') return { type: 'values', fields: [g.field], limit: g.limit, skipEmptyValues: g.skipEmptyValues };
  const interval =
    g.interval.type === 'auto'
      ? { type: 'auto' as const, scaling: g.interval.scaling ?? 1 }
      : { type: 'timeunit' as const, value: g.interval.value ?? DEFAULT_FIXED_INTERVAL.value, unit: g.interval.unit };
  return { type: 'time', fields: [g.field], interval };
}

/**
 * The widget config the form describes. Sorts whose field matches neither a metric nor a row
 * grouping are dropped (§3), as are unfinished metrics; call it on a valid draft.
 */
export function configFromDraft(draft: EditorDraft): AggregationConfig {
  const candidates = sortFieldCandidates(draft);
  const sort: SortSpec[] = draft.sorts.flatMap((s) => {
    const candidate = candidates.find((c) => c.field === s.field);
    return candidate && s.direction !== '' ? [{ type: candidate.type, field: s.field, direction: s.direction }] : [];
  });
  return {
    rowPivots: draft.groupings.filter((g) => g.direction === 'row').map(pivotOf),
    columnPivots: draft.groupings.filter((g) => g.direction === 'column').map(pivotOf),
    series: draft.metrics.map(seriesOf).filter((s): s is Series => s !== null),
    sort,
    visualization: draft.visualization === '' ? 'table' : draft.visualization,
    visualizationConfig: configFromDraftConfig(
      draft.visualizationConfig,
      draft.groupings.filter((g) => g.direction === 'row').map((g) => g.field),
    ),
    ...draft.rest,
    // Kept only where it can be drawn, so that no other chart asks the server for events.
    eventAnnotation: draft.rest.eventAnnotation && offersEventAnnotations(draft),
  };
}

/** The draft says the same as the widget's config: "Update preview" has nothing to do. */
export function isUnchanged(draft: EditorDraft, config: AggregationConfig): boolean {
  return JSON.stringify(configFromDraft(draft)) === JSON.stringify(configFromDraft(draftFromConfig(config)));
}
