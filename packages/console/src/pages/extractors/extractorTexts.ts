import type { ConditionType, CursorStrategy, Extractor, ExtractorType } from '@sift/api';

/** The extractor screens' toasts and other texts. */
export const EXTRACTOR_TEXTS = {
  none: 'This input has no extractors yet. Extractors take fields out of the messages it receives.',
  deleted: 'Extractor deleted successfully',
  deleteFailed: 'Could not delete extractor',
  orderSaved: 'Extractor order saved successfully',
  orderFailed: 'Could not save the order of the extractors',
  listFailed: 'Could not retrieve extractors',
  orderHelp:
    'Extractors run on every message in this order, top to bottom. Drag a handle, or focus it and use Space and the arrow keys, to move an extractor.',
} as const;

export const deleteExtractorQuestion = (title: string) => `Do you really want to delete the extractor "${title}"?`;

/** The eight extractor types as the console names them. */
export const EXTRACTOR_TYPE_NAMES: Record<ExtractorType, string> = {
  copy_input: 'Copy input',
  grok: 'Grok pattern',
  json: 'JSON',
  regex: 'Regular expression',
  regex_replace: 'Replace with regular expression',
  split_and_index: 'Split & index',
  substring: 'Substring',
  lookup_table: 'Lookup table',
};

export const CURSOR_NAMES: Record<CursorStrategy, string> = { copy: 'copy', cut: 'cut' };

/** When an extractor runs, in words. */
export function conditionText(type: ConditionType, value: string): string {
  if (type === 'string') return `only if the field contains "${value}"`;
  if (type === 'regex') return `only if the field matches /${value}/`;
  return 'on every message';
}

/** What an extractor does, in one line: "Regular expression: copy from message into status, on every message". */
export function extractorSummary(extractor: Extractor): string {
  const target = extractor.targetField ? ` into ${extractor.targetField}` : '';
  return `${EXTRACTOR_TYPE_NAMES[extractor.type]}: ${CURSOR_NAMES[extractor.cursorStrategy]} from ${extractor.sourceField}${target}, ${conditionText(extractor.conditionType, extractor.conditionValue)}`;
}

const numberAt = (value: unknown, ...path: string[]): number | null => {
  let current: unknown = value;
  for (const key of path) {
    if (typeof current !== 'object' || current === null) return null;
    current = (current as Record<string, unknown>)[key];
  }
  return typeof current === 'number' && Number.isFinite(current) ? current : null;
};

const count = (n: number, one: string, many: string) => `${n.toLocaleString('en-US')} ${n === 1 ? one : many}`;

/**
 * An extractor's metrics (ExtractorSummary.metrics, ADMIN-API.md §2.2) in one line: condition hits and
 * misses, failures, and the mean and 95th percentile of its total time per message in microseconds.
 */
export function metricsSummary(extractor: Extractor): string {
  const hits = numberAt(extractor.metrics, 'condition_hits') ?? 0;
  const misses = numberAt(extractor.metrics, 'condition_misses') ?? 0;
  const parts = [
    count(hits, 'hit', 'hits'),
    count(misses, 'miss', 'misses'),
    count(extractor.exceptions + extractor.converterExceptions, 'error', 'errors'),
  ];
  const mean = numberAt(extractor.metrics, 'total', 'time', 'mean');
  const p95 = numberAt(extractor.metrics, 'total', 'time', '95th_percentile');
  if (hits + misses > 0 && mean !== null)
    parts.push(`${mean.toLocaleString('en-US')} µs mean${p95 !== null ? `, ${p95.toLocaleString('en-US')} µs 95th percentile` : ''}`);
  return parts.join(' · ');
}
