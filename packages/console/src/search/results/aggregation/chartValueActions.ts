import type { AggregationConfig, Widget } from '@sift/api';
import type { ValueClickContext } from '@sift/charts';
import { addToQueryFragment, joinQueries } from '../../sidebar/fieldActions';
import { messagesWidget } from '../defaultWidgets';

/** The value actions a chart offers on a clicked bar, point, slice, cell or marker. */
export const CHART_VALUE_ACTIONS = {
  addToQuery: 'Add to query',
  excludeFromQuery: 'Exclude from query',
  showDocuments: 'Show documents for value',
} as const;

export interface ClickedValue {
  field: string;
  value: string;
}

/**
 * The grouping values a click refers to: each values grouping's field and value, rows before columns.
 * Time buckets are left out (a bucket is a range, not a value of the field).
 */
export function clickedValues(config: AggregationConfig, click: ValueClickContext): ClickedValue[] {
  const timeFields = new Set([...config.rowPivots, ...config.columnPivots].filter((p) => p.type === 'time').flatMap((p) => p.fields));
  return [...click.rowKey, ...click.columnKey].flatMap((part) =>
    part.field !== undefined && !timeFields.has(part.field) ? [{ field: part.field, value: part.value }] : [],
  );
}

/** The query that finds the messages behind the values: every value, joined with AND. */
export function valuesQuery(values: readonly ClickedValue[]): string {
  return joinQueries(...values.map((v) => addToQueryFragment(v.field, v.value)));
}

/** The fragment "Exclude from query" appends: none of the values together. */
export function excludeValuesQuery(values: readonly ClickedValue[]): string {
  const query = valuesQuery(values);
  return values.length > 1 ? `NOT (${query})` : `NOT ${query}`;
}

/** "Show documents for value": a message table limited to the values' messages, and its title. */
export function documentsWidget(values: readonly ClickedValue[]): { widget: Widget; title: string } {
  const widget = messagesWidget();
  return {
    widget: { ...widget, query: valuesQuery(values) },
    title: `Messages for ${values.map((v) => `${v.field}: ${v.value}`).join(', ')}`,
  };
}

/** The menu's heading: the values and the metric's value. */
export function valueMenuTitle(click: ValueClickContext, values: readonly ClickedValue[]): string {
  return [...values.map((v) => `${v.field}: ${v.value}`), `${click.seriesId} = ${click.value ?? ''}`].join(', ');
}
