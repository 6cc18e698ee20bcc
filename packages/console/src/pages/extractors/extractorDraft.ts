import type { ConditionType, CursorStrategy, Extractor, ExtractorRequestWire, ExtractorType } from '@sift/api';

/** One setting of an extractor type or converter, edited as text or as a checkbox. */
export interface SettingDefinition {
  key: string;
  label: string;
  kind: 'text' | 'integer' | 'boolean';
  /** The value a new extractor or converter starts with. */
  initial: string | boolean;
  required?: boolean;
  help?: string;
}

type Settings = Record<string, string | boolean>;

const text = (key: string, label: string, initial = '', extra: Partial<SettingDefinition> = {}): SettingDefinition => ({
  key,
  label,
  kind: 'text',
  initial,
  ...extra,
});
const integer = (key: string, label: string, extra: Partial<SettingDefinition> = {}): SettingDefinition => ({
  key,
  label,
  kind: 'integer',
  initial: '',
  required: true,
  ...extra,
});
const flag = (key: string, label: string, initial = false, help?: string): SettingDefinition => ({
  key,
  label,
  kind: 'boolean',
  initial,
  help,
});

/** The `extractor_config` keys of each type (ADMIN-API.md §2.4). */
export const EXTRACTOR_SETTINGS: Record<ExtractorType, readonly SettingDefinition[]> = {
  copy_input: [],
  regex: [
    text('regex_value', 'Regular expression', '', {
      required: true,
      help: 'The value of the first group in parentheses is extracted, e.g. status=(\\d+).',
    }),
  ],
  regex_replace: [
    text('regex', 'Regular expression', '', { required: true }),
    text('replacement', 'Replacement', '$1', { help: 'Refer to groups as $1, $2 …; $1 when left empty.' }),
    flag('replace_all', 'Replace all occurrences', false, 'Otherwise only the first match is replaced.'),
  ],
  split_and_index: [
    text('split_by', 'Split by', '', { required: true, help: 'The characters between the parts, e.g. a space.' }),
    integer('index', 'Target index', { help: 'Which part to take, counting from 1.' }),
  ],
  substring: [
    integer('begin_index', 'Begin index', { help: 'Counting from 0.' }),
    integer('end_index', 'End index', { help: 'The first character not taken.' }),
  ],
  grok: [
    text('grok_pattern', 'Grok pattern', '', { required: true, help: 'Each named capture becomes a field, e.g. %{IPV4:client}.' }),
    flag('named_captures_only', 'Named captures only'),
  ],
  json: [
    flag('flatten', 'Flatten structures', false, 'Nested objects become one value of key=value pairs.'),
    text('list_separator', 'List item separator', ', '),
    text('key_separator', 'Key separator', '_', { help: 'Joins the keys of nested objects.' }),
    text('kv_separator', 'Key/value separator', '='),
    text('key_prefix', 'Key prefix', ''),
    flag('replace_key_whitespace', 'Replace whitespace in keys'),
    text('key_whitespace_replacement', 'Key whitespace replacement', '_'),
  ],
  lookup_table: [
    text('lookup_table_name', 'Lookup table', '', { required: true, help: 'The name of the lookup table that maps the value.' }),
  ],
};

export const CONVERTER_TYPES = [
  'numeric',
  'date',
  'hash',
  'split_and_count',
  'ip_anonymizer',
  'syslog_pri_level',
  'syslog_pri_facility',
  'tokenizer',
  'csv',
  'lowercase',
  'uppercase',
  'flexdate',
  'lookup_table',
] as const;
export type ConverterType = (typeof CONVERTER_TYPES)[number];

export const CONVERTER_NAMES: Record<ConverterType, string> = {
  numeric: 'Numeric',
  date: 'Date',
  hash: 'Hash (MD5)',
  split_and_count: 'Split & count',
  ip_anonymizer: 'Anonymize IPv4 addresses',
  syslog_pri_level: 'Syslog level from PRI',
  syslog_pri_facility: 'Syslog facility from PRI',
  tokenizer: 'Key=value pairs to fields',
  csv: 'CSV to fields',
  lowercase: 'Lowercase',
  uppercase: 'Uppercase',
  flexdate: 'Flexible date',
  lookup_table: 'Lookup table',
};

/** The settings of the thirteen converters (ADMIN-API.md §2.5). */
export const CONVERTER_SETTINGS: Record<ConverterType, readonly SettingDefinition[]> = {
  numeric: [],
  date: [
    text('date_format', 'Date format', '', { required: true, help: 'A Joda-Time pattern, e.g. dd/MMM/yyyy:HH:mm:ss Z.' }),
    text('time_zone', 'Time zone', 'Etc/UTC'),
    text('locale', 'Locale', 'en', { help: 'A language tag such as en or de-CH.' }),
  ],
  hash: [],
  split_and_count: [text('split_by', 'Split by', '', { required: true })],
  ip_anonymizer: [],
  syslog_pri_level: [],
  syslog_pri_facility: [],
  tokenizer: [],
  csv: [
    text('column_header', 'Field names', '', { required: true, help: 'The names of the columns, separated as the values are.' }),
    text('separator', 'Separator', ','),
    text('quote_char', 'Quote character', '"'),
    text('escape_char', 'Escape character', '\\'),
    flag('strict_quotes', 'Strict quotes', false, 'Ignore characters outside quotes.'),
    flag('trim_leading_whitespace', 'Trim leading whitespace', true),
  ],
  lowercase: [],
  uppercase: [],
  flexdate: [text('time_zone', 'Time zone', 'Etc/UTC')],
  lookup_table: [text('lookup_table_name', 'Lookup table', '', { required: true })],
};

export interface ConverterDraft {
  type: ConverterType;
  settings: Settings;
}

export interface ExtractorDraft {
  title: string;
  type: ExtractorType;
  cursorStrategy: CursorStrategy;
  sourceField: string;
  targetField: string;
  settings: Settings;
  conditionType: ConditionType;
  conditionValue: string;
  converters: ConverterDraft[];
  order: number;
}

export const initialSettings = (definitions: readonly SettingDefinition[]): Settings =>
  Object.fromEntries(definitions.map((d) => [d.key, d.initial]));

export const newDraft = (type: ExtractorType, sourceField: string, order: number): ExtractorDraft => ({
  title: '',
  type,
  cursorStrategy: 'copy',
  sourceField,
  targetField: '',
  settings: initialSettings(EXTRACTOR_SETTINGS[type]),
  conditionType: 'none',
  conditionValue: '',
  converters: [],
  order,
});

/** A new converter with its settings' initial values. */
export const newConverter = (type: ConverterType): ConverterDraft => ({ type, settings: initialSettings(CONVERTER_SETTINGS[type]) });

/** Grok and JSON name their fields themselves: they have no target field and cannot cut. */
export const writesNamedFields = (type: ExtractorType) => type === 'grok' || type === 'json';

const settingsOf = (definitions: readonly SettingDefinition[], config: Record<string, unknown>): Settings =>
  Object.fromEntries(
    definitions.map((d) => {
      const value = config[d.key];
      if (d.kind === 'boolean') return [d.key, typeof value === 'boolean' ? value : d.initial];
      return [d.key, value === undefined || value === null ? d.initial : String(value)];
    }),
  );

const isConverterType = (type: string): type is ConverterType => (CONVERTER_TYPES as readonly string[]).includes(type);

/** The draft of a stored extractor; converters of unknown types are left out. */
export function draftOf(extractor: Extractor): ExtractorDraft {
  return {
    title: extractor.title,
    type: extractor.type,
    cursorStrategy: extractor.cursorStrategy,
    sourceField: extractor.sourceField,
    targetField: extractor.targetField,
    settings: settingsOf(EXTRACTOR_SETTINGS[extractor.type], extractor.config),
    conditionType: extractor.conditionType,
    conditionValue: extractor.conditionValue,
    converters: extractor.converters
      .filter((c) => isConverterType(c.type))
      .map((c) => ({ type: c.type as ConverterType, settings: settingsOf(CONVERTER_SETTINGS[c.type as ConverterType], c.config) })),
    order: extractor.order,
  };
}

/** Settings as the server takes them: integers as numbers, the rest as they are. */
export function configOf(definitions: readonly SettingDefinition[], settings: Settings): Record<string, string | number | boolean> {
  return Object.fromEntries(
    definitions.map((d) => {
      const value = settings[d.key] ?? d.initial;
      if (d.kind === 'integer') return [d.key, Number.parseInt(String(value), 10)];
      return [d.key, value];
    }),
  );
}

export const VALIDATION = {
  required: 'Required field',
  integer: 'Must be a whole number',
  index: 'Must be 1 or more',
  begin: 'Must be 0 or more',
  end: 'Must be after the begin index',
} as const;

const isInteger = (value: string | boolean | undefined) => typeof value === 'string' && /^\s*-?\d+\s*$/.test(value);

function settingErrors(definitions: readonly SettingDefinition[], settings: Settings, prefix: string): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const d of definitions) {
    const value = settings[d.key];
    if (d.kind === 'boolean') continue;
    // Not trimmed: a space is a fine separator.
    if (d.required && (typeof value !== 'string' || value === '')) errors[`${prefix}${d.key}`] = VALIDATION.required;
    else if (d.kind === 'integer' && !isInteger(value)) errors[`${prefix}${d.key}`] = VALIDATION.integer;
  }
  return errors;
}

/** What keeps a draft from being saved, by field: `title`, `settings.<key>`, `converters.<i>.<key>` and so on. */
export function validateDraft(draft: ExtractorDraft): Record<string, string> {
  const errors: Record<string, string> = settingErrors(EXTRACTOR_SETTINGS[draft.type], draft.settings, 'settings.');
  if (draft.title.trim() === '') errors['title'] = VALIDATION.required;
  if (draft.sourceField.trim() === '') errors['sourceField'] = VALIDATION.required;
  if (!writesNamedFields(draft.type) && draft.targetField.trim() === '') errors['targetField'] = VALIDATION.required;
  if (draft.conditionType !== 'none' && draft.conditionValue === '') errors['conditionValue'] = VALIDATION.required;
  const { settings } = draft;
  if (draft.type === 'split_and_index' && !errors['settings.index'] && Number.parseInt(String(settings['index']), 10) < 1)
    errors['settings.index'] = VALIDATION.index;
  if (draft.type === 'substring' && !errors['settings.begin_index'] && !errors['settings.end_index']) {
    const [begin, end] = [Number.parseInt(String(settings['begin_index']), 10), Number.parseInt(String(settings['end_index']), 10)];
    if (begin < 0) errors['settings.begin_index'] = VALIDATION.begin;
    else if (end <= begin) errors['settings.end_index'] = VALIDATION.end;
  }
  draft.converters.forEach((converter, index) =>
    Object.assign(errors, settingErrors(CONVERTER_SETTINGS[converter.type], converter.settings, `converters.${index}.`)),
  );
  return errors;
}

/** The create or update request of a draft (`target_field` is "" for grok and json, as Graylog's web interface sends). */
export function requestOf(draft: ExtractorDraft): ExtractorRequestWire {
  const named = writesNamedFields(draft.type);
  return {
    title: draft.title.trim(),
    extractor_type: draft.type,
    cursor_strategy: named ? 'copy' : draft.cursorStrategy,
    source_field: draft.sourceField.trim(),
    target_field: named ? '' : draft.targetField.trim(),
    extractor_config: configOf(EXTRACTOR_SETTINGS[draft.type], draft.settings),
    converters: draft.converters.map((c) => ({ type: c.type, config: configOf(CONVERTER_SETTINGS[c.type], c.settings) })),
    condition_type: draft.conditionType,
    condition_value: draft.conditionType === 'none' ? '' : draft.conditionValue,
    order: draft.order,
  };
}
