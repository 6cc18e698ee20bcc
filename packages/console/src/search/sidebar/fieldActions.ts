import { generateId, type FieldType, type Widget } from '@sift/api';
import { messagesWidget } from '../results/defaultWidgets';

/** Characters with a meaning in the query language, escaped in unquoted values. */
const SPECIAL = /[\\+\-!():^[\]"{}~*?|&/]/g;

/**
 * A value as a query term (2-search-and-dashboards.md §5): newlines become spaces; a value with
 * spaces is quoted with quotes and backslashes escaped; otherwise special characters are escaped.
 */
export function escapeQueryValue(value: unknown): string {
  const text = (typeof value === 'string' ? value : (JSON.stringify(value) ?? '')).replace(/\r?\n/g, ' ');
  if (/\s/.test(text)) return `"${text.replace(/[\\"]/g, (c) => `\\${c}`)}"`;
  return text.replace(SPECIAL, (c) => `\\${c}`);
}

/** The fragment "Add to query" appends: `field:value`, or `_exists_:field` for a field without a value. */
export function addToQueryFragment(field: string, value?: unknown): string {
  return value === undefined ? `_exists_:${field}` : `${field}:${escapeQueryValue(value)}`;
}

/** The fragment "Exclude from query" appends. */
export function excludeFromQueryFragment(field: string, value?: unknown): string {
  return `NOT ${addToQueryFragment(field, value)}`;
}

/** Joins query strings with AND, skipping empty ones and '*' (§5). */
export function joinQueries(...queries: readonly string[]): string {
  return queries
    .map((q) => q.trim())
    .filter((q) => q !== '' && q !== '*')
    .join(' AND ');
}

export function isNumericField(type: FieldType | undefined): boolean {
  return type?.properties.includes('numeric') ?? false;
}

/** Field and value actions are off for decorated fields and analysis-disabled fields (§6). */
export function fieldActionsDisabled(field: string, type: FieldType | undefined, analysisDisabledFields: readonly string[]): boolean {
  return (type?.properties.includes('decorated') ?? false) || analysisDisabledFields.includes(field);
}

const aggregationCommon = { filter: null, filters: [], timerange: null, query: null, streams: [] };

/** "Show top values": a table of the field's values by count, count descending (limit 15). */
export function topValuesWidget(field: string, newId: () => string = generateId): Widget {
  return {
    ...aggregationCommon,
    id: newId(),
    type: 'aggregation',
    config: {
      rowPivots: [{ type: 'values', fields: [field], limit: 15, skipEmptyValues: null }],
      columnPivots: [],
      series: [{ function: 'count()', name: null, type: 'count', field: null, percentile: null }],
      sort: [{ type: 'series', field: 'count()', direction: 'Descending' }],
      visualization: 'table',
      visualizationConfig: null,
      chartColors: null,
      rollup: false,
      eventAnnotation: false,
      rowLimit: null,
      columnLimit: null,
    },
  };
}

/** Statistics functions (§5): count, sum, avg, min, max, stddev, variance, card, percentile(95) for numeric fields; count and card otherwise. */
export function statisticsFunctions(field: string, numeric: boolean): string[] {
  if (!numeric) return [`count(${field})`, `card(${field})`];
  return ['count', 'sum', 'avg', 'min', 'max', 'stddev', 'variance', 'card']
    .map((fn) => `${fn}(${field})`)
    .concat(`percentile(${field},95)`);
}

/** "Statistics": one row of the field's statistics in a table. */
export function statisticsWidget(field: string, numeric: boolean, newId: () => string = generateId): Widget {
  const series = statisticsFunctions(field, numeric).map((fn) => {
    const match = /^(\w+)\(([^,)]*)(?:,(\d+))?\)$/.exec(fn);
    const type = (match?.[1] ?? 'count') as 'count';
    return { function: fn, name: null, type, field, percentile: match?.[3] ? Number(match[3]) : null };
  });
  return {
    ...aggregationCommon,
    id: newId(),
    type: 'aggregation',
    config: {
      rowPivots: [],
      columnPivots: [],
      series,
      sort: [],
      visualization: 'table',
      visualizationConfig: null,
      chartColors: null,
      rollup: true,
      eventAnnotation: false,
      rowLimit: null,
      columnLimit: null,
    },
  };
}

/** Titles of the widgets field actions create. */
export const topValuesTitle = (field: string) => `Top values of ${field}`;
export const statisticsTitle = (field: string) => `Field Statistics for ${field}`;

/** A message table with the given fields (the "Create" section's message table). */
export function messageTableWidget(fields: readonly string[]): Widget {
  return messagesWidget(generateId(), fields);
}

/** Adds a field to the message table's columns (no duplicates). */
export function withTableField(widget: Widget, field: string): Widget {
  if (widget.type !== 'messages' || widget.config.fields.includes(field)) return widget;
  return { ...widget, config: { ...widget.config, fields: [...widget.config.fields, field] } };
}

/** Removes a field from the message table's columns. */
export function withoutTableField(widget: Widget, field: string): Widget {
  if (widget.type !== 'messages' || !widget.config.fields.includes(field)) return widget;
  return { ...widget, config: { ...widget.config, fields: widget.config.fields.filter((name) => name !== field) } };
}
