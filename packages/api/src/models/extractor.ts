import { arrOr, isObject, num, obj, oneOf, optStr, str, type JsonObject } from './decode';

export const EXTRACTOR_TYPES = [
  'copy_input',
  'regex',
  'regex_replace',
  'split_and_index',
  'substring',
  'grok',
  'json',
  'lookup_table',
] as const;
export type ExtractorType = (typeof EXTRACTOR_TYPES)[number];
export const CURSOR_STRATEGIES = ['copy', 'cut'] as const;
export type CursorStrategy = (typeof CURSOR_STRATEGIES)[number];
export const CONDITION_TYPES = ['none', 'string', 'regex'] as const;
export type ConditionType = (typeof CONDITION_TYPES)[number];

/** `CreateExtractorRequest` (ADMIN-API.md §2.2); enums are sent lower case. */
export interface ExtractorRequestWire {
  title: string;
  extractor_type: ExtractorType;
  cursor_strategy: CursorStrategy;
  source_field: string;
  target_field: string;
  extractor_config: JsonObject;
  converters: Array<{ type: string; config: JsonObject }>;
  condition_type: ConditionType;
  condition_value: string;
  order: number;
}

/** ExtractorSummary, the answer of the extractor list and reads. */
export interface Extractor {
  id: string;
  title: string;
  type: ExtractorType;
  cursorStrategy: CursorStrategy;
  sourceField: string;
  targetField: string;
  config: JsonObject;
  creatorUserId: string | null;
  converters: Array<{ type: string; config: JsonObject }>;
  conditionType: ConditionType;
  conditionValue: string;
  order: number;
  exceptions: number;
  converterExceptions: number;
  metrics: JsonObject;
}

const lower = (value: unknown): unknown => (typeof value === 'string' ? value.toLowerCase() : value);

export function decodeExtractor(value: unknown, field = 'extractor'): Extractor {
  const source = obj(value, field);
  return {
    id: str(source['id'], `${field}.id`),
    title: str(source['title'], `${field}.title`),
    type: oneOf(EXTRACTOR_TYPES, lower(source['type']), `${field}.type`),
    cursorStrategy: oneOf(CURSOR_STRATEGIES, lower(source['cursor_strategy']), `${field}.cursor_strategy`),
    sourceField: str(source['source_field'], `${field}.source_field`),
    targetField: optStr(source['target_field'], `${field}.target_field`) ?? '',
    config: isObject(source['extractor_config']) ? source['extractor_config'] : {},
    creatorUserId: optStr(source['creator_user_id'], `${field}.creator_user_id`),
    converters: arrOr(source['converters'], `${field}.converters`, (c, f) => {
      const converter = obj(c, f);
      return { type: str(converter['type'], `${f}.type`), config: isObject(converter['config']) ? converter['config'] : {} };
    }),
    conditionType: oneOf(CONDITION_TYPES, lower(source['condition_type'] ?? 'none'), `${field}.condition_type`),
    conditionValue: optStr(source['condition_value'], `${field}.condition_value`) ?? '',
    order: num(source['order'] ?? 0, `${field}.order`),
    exceptions: num(source['exceptions'] ?? 0, `${field}.exceptions`),
    converterExceptions: num(source['converter_exceptions'] ?? 0, `${field}.converter_exceptions`),
    metrics: isObject(source['metrics']) ? source['metrics'] : {},
  };
}

/** The request to create or update an extractor; `condition_value` is "" when the condition is `none`, as the web UI sends. */
export function encodeExtractorRequest(
  extractor: Omit<Extractor, 'id' | 'creatorUserId' | 'exceptions' | 'converterExceptions' | 'metrics'>,
): ExtractorRequestWire {
  return {
    title: extractor.title,
    extractor_type: extractor.type,
    cursor_strategy: extractor.cursorStrategy,
    source_field: extractor.sourceField,
    target_field: extractor.targetField,
    extractor_config: extractor.config,
    converters: extractor.converters,
    condition_type: extractor.conditionType,
    condition_value: extractor.conditionType === 'none' ? '' : extractor.conditionValue,
    order: extractor.order,
  };
}
