import type { SortSpec } from '@sift/api';

/** Message rows per page of a message table (the messages search type's default limit). */
export const MESSAGES_PER_PAGE = 150;
/** Above this many rows the table renders only the rows in view (react-window). */
export const VIRTUALIZE_ABOVE_ROWS = 150;
/** The message row shows at most this many lines (2-search-and-dashboards.md §2). */
export const MESSAGE_PREVIEW_LINES = 4;
/** Characters of a message the row preview renders at most (4 lines never need more). */
export const MESSAGE_PREVIEW_CHARS = 2_000;
/** Expanded details show this many characters of a huge value until the user asks for all of it. */
export const FIELD_TRUNCATE_CHARS = 10_000;

/**
 * The message table's sort cycle on a column (§4): none → Descending → Ascending → Descending.
 * Sorting another column starts it at Descending; the table sorts by one field.
 */
export function nextMessageSort(current: readonly SortSpec[], field: string): SortSpec[] {
  const existing = current.find((sort) => sort.field === field);
  const direction = existing?.direction === 'Descending' ? 'Ascending' : 'Descending';
  return [{ type: 'pivot', field, direction }];
}

export function sortDirectionOf(current: readonly SortSpec[], field: string): SortSpec['direction'] | null {
  return current.find((sort) => sort.field === field)?.direction ?? null;
}

export interface TextSegment {
  text: string;
  highlighted: boolean;
}

/** Splits text into plain and highlighted segments by `highlight_ranges` (overlaps merged, out-of-range parts dropped). */
export function highlightSegments(text: string, ranges: ReadonlyArray<{ start: number; length: number }> = []): TextSegment[] {
  const sorted = ranges
    .map((r) => ({ start: Math.max(0, r.start), end: Math.min(text.length, r.start + r.length) }))
    .filter((r) => r.end > r.start)
    .sort((a, b) => a.start - b.start);
  const segments: TextSegment[] = [];
  let cursor = 0;
  for (const range of sorted) {
    const start = Math.max(range.start, cursor);
    if (range.end <= start) continue;
    if (start > cursor) segments.push({ text: text.slice(cursor, start), highlighted: false });
    segments.push({ text: text.slice(start, range.end), highlighted: true });
    cursor = range.end;
  }
  if (cursor < text.length || segments.length === 0) segments.push({ text: text.slice(cursor), highlighted: false });
  return segments;
}

/** A field value as text: strings as they are, arrays comma-joined, objects as JSON, null as empty. */
export function fieldText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (Array.isArray(value)) return value.map(fieldText).join(', ');
  return JSON.stringify(value);
}

/** Cuts text at `max` characters; `cut` is how many were left out. */
export function truncateText(text: string, max: number): { text: string; cut: number } {
  return text.length > max ? { text: text.slice(0, max), cut: text.length - max } : { text, cut: 0 };
}

/** A message table's columns with a field added at the end (once). */
export function addTableField(fields: readonly string[], field: string): string[] {
  return fields.includes(field) ? [...fields] : [...fields, field];
}

/** A message table's columns without a field, the others in their order. */
export function removeTableField(fields: readonly string[], field: string): string[] {
  return fields.filter((name) => name !== field);
}
