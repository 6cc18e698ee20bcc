import { EXPORT_DEFAULT_FIELDS, type View } from '@sift/api';

export const DOWNLOADING = 'Downloading...';
export const EXPORT_FAILED = 'Export failed';
export const WIDGET_EXPORT_FAILED = 'Export for widget failed';
export const NO_MESSAGE_TABLE = 'You need to create a message table widget to export its result.';
/** The widget action of a message table that exports it. */
export const EXPORT_WIDGET_ACTION = 'Export';

/** A message table's columns, or timestamp, source and message when it has none. */
function tableFields(fields: readonly string[]): string[] {
  return fields.length > 0 ? [...fields] : [...EXPORT_DEFAULT_FIELDS];
}

/** The fields of the query's first message table, else timestamp, source and message. */
export function exportFields(view: View, queryId: string): string[] | null {
  const table = view.state[queryId]?.widgets.find((widget) => widget.type === 'messages');
  if (!table) return null;
  return table.type === 'messages' ? tableFields(table.config.fields) : [...EXPORT_DEFAULT_FIELDS];
}

/** What exporting one message table needs: its columns in order and its search type (which carries its query, filters and streams). */
export interface WidgetExport {
  fields: string[];
  searchTypeId: string;
}

/** The export of one message table of the query; null for other widgets or a widget without a search type. */
export function widgetExport(view: View, queryId: string, widgetId: string): WidgetExport | null {
  const state = view.state[queryId];
  const widget = state?.widgets.find((candidate) => candidate.id === widgetId);
  const searchTypeId = state?.widgetMapping[widgetId]?.[0];
  if (widget?.type !== 'messages' || !searchTypeId) return null;
  return { fields: tableFields(widget.config.fields), searchTypeId };
}

/** A limit is empty (no limit) or a whole number of at least 1. */
export function parseLimit(text: string): { valid: boolean; limit: number | undefined } {
  if (text.trim() === '') return { valid: true, limit: undefined };
  const limit = Number(text);
  return Number.isInteger(limit) && limit >= 1 ? { valid: true, limit } : { valid: false, limit: undefined };
}

/** A file name from the search's (or the widget's) title. */
export function exportFilename(title: string): string {
  const base =
    title
      .trim()
      .replace(/[^\w.-]+/g, '-')
      .replace(/^-+|-+$/g, '') || 'search';
  return `${base}-search-result.csv`;
}
