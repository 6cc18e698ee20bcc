import { EXPORT_DEFAULT_FIELDS, type View } from '@sift/api';

export const DOWNLOADING = 'Downloading...';
export const EXPORT_FAILED = 'Export failed';
export const NO_MESSAGE_TABLE = 'You need to create a message table widget to export its result.';

/** The fields of the query's first message table, else timestamp, source and message. */
export function exportFields(view: View, queryId: string): string[] | null {
  const table = view.state[queryId]?.widgets.find((widget) => widget.type === 'messages');
  if (!table) return null;
  return table.type === 'messages' && table.config.fields.length > 0 ? [...table.config.fields] : [...EXPORT_DEFAULT_FIELDS];
}

/** A limit is empty (no limit) or a whole number of at least 1. */
export function parseLimit(text: string): { valid: boolean; limit: number | undefined } {
  if (text.trim() === '') return { valid: true, limit: undefined };
  const limit = Number(text);
  return Number.isInteger(limit) && limit >= 1 ? { valid: true, limit } : { valid: false, limit: undefined };
}

/** A file name from the search's title. */
export function exportFilename(title: string): string {
  const base = title.trim().replace(/[^\w.-]+/g, '-').replace(/^-+|-+$/g, '') || 'search';
  return `${base}-search-result.csv`;
}
