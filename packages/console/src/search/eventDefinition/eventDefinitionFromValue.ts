import type { AggregationConfig, TimeRange } from '@sift/api';
import type { EventDefinitionSeed } from '../../pages/alerts/definitionSeed';
import { addToQueryFragment, joinQueries } from '../sidebar/fieldActions';

/** The five strategies of the event-definition dialog (3-administration.md §4). */
export const STRATEGIES = ['EXACT', 'ROW', 'COL', 'ALL', 'CUSTOM'] as const;
export type Strategy = (typeof STRATEGIES)[number];

/** The parts a definition built from a value is made of. */
export const PARTS = [
  'queryWithReplacedParams',
  'searchFilterQuery',
  'rowValuePath',
  'columnValuePath',
  'aggCondition',
  'rowGroupBy',
  'columnGroupBy',
  'streams',
  'searchWithin',
] as const;
export type Part = (typeof PARTS)[number];

/** The parts in the dialog's groups, in order. */
export const PART_GROUPS: readonly { label: string; parts: readonly Part[] }[] = [
  { label: 'Query', parts: ['queryWithReplacedParams', 'searchFilterQuery', 'rowValuePath', 'columnValuePath'] },
  { label: 'Aggregation', parts: ['aggCondition', 'rowGroupBy', 'columnGroupBy'] },
  { label: 'Search', parts: ['streams', 'searchWithin'] },
];

export const EVENT_DEFINITION_TEXTS = {
  action: 'Create event definition',
  title: 'Create event definition',
  strategy: 'Strategy',
  continue: 'Continue configuration',
  cancel: 'Cancel',
} as const;

export const STRATEGY_LABELS: Record<Strategy, { label: string; description: string }> = {
  EXACT: { label: 'Exactly this value', description: 'Everything below: the query, the value with its row and column, the condition.' },
  ROW: { label: 'This row', description: 'Drops the column value and the column grouping.' },
  COL: { label: 'This column', description: 'Drops the row value and the row grouping.' },
  ALL: { label: 'All messages', description: 'Drops the search query and the search filter.' },
  CUSTOM: { label: 'Custom', description: 'Tick the parts to keep.' },
};

/** A grouping value of the clicked value, as `field:value`. */
export interface ValuePathEntry {
  field: string;
  value: string;
}

/** What a value in a chart or a message table says about the definition to build. */
export interface ValueSource {
  /** The search's query, parameters replaced. */
  query: string;
  /** The widget's own filter query. */
  filterQuery: string;
  streams: readonly string[];
  /** The searched range's length; 0 when unknown. */
  searchWithinMs: number;
  rowValues: readonly ValuePathEntry[];
  columnValues: readonly ValuePathEntry[];
  rowGroupBy: readonly string[];
  columnGroupBy: readonly string[];
  /** The metric and its value, for a value of a chart or aggregation table. */
  aggregation: { fn: string; field: string | null; value: number } | null;
}

/** The text of each part present in the source; a part absent here cannot be ticked. */
export function partTexts(source: ValueSource): Partial<Record<Part, string>> {
  const path = (values: readonly ValuePathEntry[]) => values.map((v) => addToQueryFragment(v.field, v.value)).join(' AND ');
  const texts: Partial<Record<Part, string>> = {};
  if (joinQueries(source.query) !== '') texts.queryWithReplacedParams = `Search query: ${source.query}`;
  if (joinQueries(source.filterQuery) !== '') texts.searchFilterQuery = `Search filter: ${source.filterQuery}`;
  if (source.rowValues.length > 0) texts.rowValuePath = `Row value: ${path(source.rowValues)}`;
  if (source.columnValues.length > 0) texts.columnValuePath = `Column value: ${path(source.columnValues)}`;
  if (source.aggregation) {
    const a = source.aggregation;
    texts.aggCondition = `Condition: ${a.fn}(${a.field ?? ''}) > ${a.value}`;
  }
  if (source.rowGroupBy.length > 0) texts.rowGroupBy = `Row group by: ${source.rowGroupBy.join(', ')}`;
  if (source.columnGroupBy.length > 0) texts.columnGroupBy = `Column group by: ${source.columnGroupBy.join(', ')}`;
  if (source.streams.length > 0) texts.streams = `Streams: ${source.streams.join(', ')}`;
  if (source.searchWithinMs > 0) texts.searchWithin = `Search within: ${formatWindow(source.searchWithinMs)}`;
  return texts;
}

function formatWindow(ms: number): string {
  const units: [number, string][] = [
    [86_400_000, 'day'],
    [3_600_000, 'hour'],
    [60_000, 'minute'],
    [1000, 'second'],
  ];
  for (const [size, name] of units) {
    if (ms % size === 0) {
      const n = ms / size;
      return `${n} ${name}${n === 1 ? '' : 's'}`;
    }
  }
  return `${ms} ms`;
}

/** The strategies offered: ROW only with a row value, COL only with a column value. */
export function availableStrategies(source: ValueSource): Strategy[] {
  return STRATEGIES.filter((s) => (s !== 'ROW' || source.rowValues.length > 0) && (s !== 'COL' || source.columnValues.length > 0));
}

const DROPPED: Record<Exclude<Strategy, 'CUSTOM'>, readonly Part[]> = {
  EXACT: [],
  ROW: ['columnValuePath', 'columnGroupBy'],
  COL: ['rowValuePath', 'rowGroupBy'],
  ALL: ['searchFilterQuery', 'queryWithReplacedParams'],
};

/** The parts a strategy checks, out of those present. */
export function strategyParts(strategy: Exclude<Strategy, 'CUSTOM'>, source: ValueSource): Set<Part> {
  const present = Object.keys(partTexts(source)) as Part[];
  return new Set(present.filter((p) => !DROPPED[strategy].includes(p)));
}

export type GroupState = 'checked' | 'indeterminate' | 'empty';

/** A group is checked when all its present parts are, empty when none is, indeterminate otherwise. */
export function groupState(parts: readonly Part[], checked: ReadonlySet<Part>): GroupState {
  const on = parts.filter((p) => checked.has(p)).length;
  if (parts.length > 0 && on === parts.length) return 'checked';
  return on === 0 ? 'empty' : 'indeterminate';
}

/** Clicking an empty or indeterminate group checks all its parts; clicking a checked group unchecks them. */
export function toggleGroup(parts: readonly Part[], checked: ReadonlySet<Part>): Set<Part> {
  const next = new Set(checked);
  const all = groupState(parts, checked) === 'checked';
  for (const p of parts) {
    if (all) next.delete(p);
    else next.add(p);
  }
  return next;
}

/** The seed (3-administration.md §3) the checked parts make. */
export function buildSeed(source: ValueSource, checked: ReadonlySet<Part>): EventDefinitionSeed {
  const path = (values: readonly ValuePathEntry[]) => values.map((v) => addToQueryFragment(v.field, v.value));
  const query = joinQueries(
    checked.has('queryWithReplacedParams') ? source.query : '',
    checked.has('searchFilterQuery') ? source.filterQuery : '',
    ...(checked.has('rowValuePath') ? path(source.rowValues) : []),
    ...(checked.has('columnValuePath') ? path(source.columnValues) : []),
  );
  const agg = checked.has('aggCondition') ? source.aggregation : null;
  return {
    type: 'aggregation-v1',
    query,
    ...(agg ? { agg_function: agg.fn, agg_field: agg.field ?? '', agg_value: agg.value } : {}),
    group_by: [...(checked.has('rowGroupBy') ? source.rowGroupBy : []), ...(checked.has('columnGroupBy') ? source.columnGroupBy : [])],
    loc_query_parameters: [],
    search_within_ms: checked.has('searchWithin') ? source.searchWithinMs : 0,
    streams: checked.has('streams') ? [...source.streams] : [],
  };
}

/** The create page's address for a seed stored under `sessionId`. */
export const continueHref = (sessionId: string) => `/alerts/definitions/new?step=condition&session-id=${encodeURIComponent(sessionId)}`;

/** Stores the seed under a new session id and returns that id. */
export function storeSeed(storage: Pick<Storage, 'setItem'>, seed: EventDefinitionSeed, newId: () => string): string {
  const id = `event-definition-${newId()}`;
  storage.setItem(id, JSON.stringify(seed));
  return id;
}

/** The length of a searched range in ms (relative: its seconds; absolute: to − from; keyword: unknown, 0). */
export function rangeLengthMs(range: TimeRange | null | undefined): number {
  if (!range) return 0;
  if (range.type === 'relative') return 'range' in range ? range.range * 1000 : Math.max(0, range.from - (range.to ?? 0)) * 1000;
  if (range.type === 'absolute') return Math.max(0, Date.parse(range.to) - Date.parse(range.from));
  return 0;
}

/** `count()`, `avg(took_ms)`, `percentile(took_ms,95)` → function and field. */
export function parseSeries(fn: string): { fn: string; field: string | null } | null {
  const m = /^(\w+)\(([^,)]*)/.exec(fn);
  if (!m) return null;
  return { fn: m[1]!, field: m[2] ? m[2] : null };
}

/** The source of a value clicked in an aggregation chart or table. */
export function sourceFromChartValue(
  config: AggregationConfig,
  click: {
    rowKey: readonly { field: string | undefined; value: string }[];
    columnKey: readonly { field: string | undefined; value: string }[];
    seriesId: string;
    value: number | string | null;
  },
  search: { query: string; filterQuery: string; streams: readonly string[]; timerange: TimeRange | null | undefined },
): ValueSource {
  const valueFields = (pivots: AggregationConfig['rowPivots']) => pivots.filter((p) => p.type !== 'time').flatMap((p) => p.fields);
  const rowFields = valueFields(config.rowPivots);
  const columnFields = valueFields(config.columnPivots);
  const entries = (key: readonly { field: string | undefined; value: string }[], fields: readonly string[]) =>
    key.flatMap((k) => (k.field !== undefined && fields.includes(k.field) ? [{ field: k.field, value: k.value }] : []));
  const series = config.series.find((s) => (s.name ?? s.function) === click.seriesId);
  const parsed = series ? parseSeries(series.function) : null;
  const value = typeof click.value === 'number' ? click.value : Number(click.value);
  return {
    query: search.query,
    filterQuery: search.filterQuery,
    streams: search.streams,
    searchWithinMs: rangeLengthMs(search.timerange),
    rowValues: entries(click.rowKey, rowFields),
    columnValues: entries(click.columnKey, columnFields),
    rowGroupBy: rowFields,
    columnGroupBy: columnFields,
    aggregation: parsed && Number.isFinite(value) ? { ...parsed, value } : null,
  };
}

/** The source of a value in a message: the value is the row value; no aggregation. */
export function sourceFromMessageValue(
  field: string,
  value: unknown,
  search: { query: string; streams: readonly string[]; timerange: TimeRange | null | undefined },
): ValueSource {
  return {
    query: search.query,
    filterQuery: '',
    streams: search.streams,
    searchWithinMs: rangeLengthMs(search.timerange),
    rowValues: [{ field, value: typeof value === 'string' ? value : JSON.stringify(value) }],
    columnValues: [],
    rowGroupBy: [],
    columnGroupBy: [],
    aggregation: null,
  };
}
