import { CONDITION_TYPES, CURSOR_STRATEGIES, EXTRACTOR_TYPES, type Extractor, type ExtractorRequestWire } from '@sift/api';

/** The export of an input's extractors, as Graylog's web interface writes it (ADMIN-API.md §2.6). */
export interface ExtractorExport {
  extractors: ExtractorRequestWire[];
  version: string;
}

/** Each extractor's summary with `type` as `extractor_type`, without id, metrics, creator and exception counts. */
export function exportOf(extractors: readonly Extractor[], version: string): ExtractorExport {
  return {
    extractors: extractors.map((e) => ({
      title: e.title,
      extractor_type: e.type,
      cursor_strategy: e.cursorStrategy,
      source_field: e.sourceField,
      target_field: e.targetField,
      extractor_config: e.config,
      converters: e.converters,
      condition_type: e.conditionType,
      condition_value: e.conditionValue,
      order: e.order,
    })),
    version,
  };
}

export const IMPORT_ERRORS = {
  notJson: 'This is not JSON',
  noList: 'The JSON has no "extractors" list',
  empty: 'The "extractors" list is empty',
} as const;

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const oneOf = <T extends string>(allowed: readonly T[], value: unknown, fallback: T | null, what: string, position: number): T => {
  const lower = typeof value === 'string' ? value.toLowerCase() : value;
  if ((allowed as readonly unknown[]).includes(lower)) return lower as T;
  if ((value === undefined || value === null) && fallback !== null) return fallback;
  throw new Error(`Extractor ${position}: ${what} must be one of ${allowed.join(', ')}`);
};
const textOf = (value: unknown, what: string, position: number, fallback?: string): string => {
  if (typeof value === 'string') return value;
  if ((value === undefined || value === null) && fallback !== undefined) return fallback;
  throw new Error(`Extractor ${position}: ${what} is missing`);
};

/**
 * Reads an export into create requests: `extractor_type` or `type`, `cursor_strategy` copy and
 * `condition_type` none when absent. Throws an Error that names the first problem.
 */
export function parseImport(text: string): ExtractorRequestWire[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new Error(IMPORT_ERRORS.notJson);
  }
  if (!isRecord(parsed) || !Array.isArray(parsed['extractors'])) throw new Error(IMPORT_ERRORS.noList);
  if (parsed['extractors'].length === 0) throw new Error(IMPORT_ERRORS.empty);
  return parsed['extractors'].map((entry: unknown, index) => {
    const position = index + 1;
    if (!isRecord(entry)) throw new Error(`Extractor ${position} is not an object`);
    const converters = Array.isArray(entry['converters']) ? entry['converters'] : [];
    return {
      title: textOf(entry['title'], 'title', position),
      extractor_type: oneOf(EXTRACTOR_TYPES, entry['extractor_type'] ?? entry['type'], null, 'extractor_type', position),
      cursor_strategy: oneOf(CURSOR_STRATEGIES, entry['cursor_strategy'], 'copy', 'cursor_strategy', position),
      source_field: textOf(entry['source_field'], 'source_field', position),
      target_field: textOf(entry['target_field'], 'target_field', position, ''),
      extractor_config: isRecord(entry['extractor_config']) ? entry['extractor_config'] : {},
      converters: converters
        .filter(isRecord)
        .map((c) => ({ type: String(c['type']).toLowerCase(), config: isRecord(c['config']) ? c['config'] : {} })),
      condition_type: oneOf(CONDITION_TYPES, entry['condition_type'], 'none', 'condition_type', position),
      condition_value: textOf(entry['condition_value'], 'condition_value', position, ''),
      order: typeof entry['order'] === 'number' ? entry['order'] : index,
    } as ExtractorRequestWire;
  });
}
