import { ApiError } from '../http/errors.js';
import { optBoolean, optInteger, optString, readStrictObject, type JsonObject } from '../http/body.js';
import {
  addError,
  ADAPTER_TYPES,
  CACHE_TYPES,
  isTimeUnit,
  readConfig,
  type ComponentType,
  type FieldErrors,
  type TimeUnit,
} from './types.js';

export const SINGLE_VALUE_TYPES = ['STRING', 'NUMBER', 'OBJECT', 'BOOLEAN', 'NULL'] as const;
export type ValueType = (typeof SINGLE_VALUE_TYPES)[number];
export const DEFAULT_SCOPE = 'DEFAULT';

/** A lookup table as stored (LookupTableDto). */
export interface TableRecord {
  id: string;
  scope: string;
  title: string;
  description: string;
  name: string;
  cacheId: string;
  dataAdapterId: string;
  contentPack: string | null;
  defaultSingleValue: string;
  defaultSingleValueType: ValueType;
  defaultMultiValue: string;
  defaultMultiValueType: ValueType;
}

/** A cache or data adapter as stored (CacheDto, DataAdapterDto). */
export interface ComponentRecord {
  id: string;
  scope: string;
  title: string;
  description: string;
  name: string;
  contentPack: string | null;
  config: JsonObject & { type: string };
  /** Data adapters only. */
  customErrorTtlEnabled: boolean | null;
  customErrorTtl: number | null;
  customErrorTtlUnit: TimeUnit | null;
}

export const tableJson = (t: TableRecord) => ({
  id: t.id,
  _scope: t.scope,
  title: t.title,
  description: t.description,
  name: t.name,
  cache_id: t.cacheId,
  data_adapter_id: t.dataAdapterId,
  content_pack: t.contentPack,
  default_single_value: t.defaultSingleValue,
  default_single_value_type: t.defaultSingleValueType,
  default_multi_value: t.defaultMultiValue,
  default_multi_value_type: t.defaultMultiValueType,
});

export const cacheJson = (c: ComponentRecord) => ({
  id: c.id,
  _scope: c.scope,
  title: c.title,
  description: c.description,
  name: c.name,
  content_pack: c.contentPack,
  config: c.config,
});

export const adapterJson = (a: ComponentRecord) => ({
  id: a.id,
  _scope: a.scope,
  title: a.title,
  description: a.description,
  name: a.name,
  custom_error_ttl_enabled: a.customErrorTtlEnabled,
  custom_error_ttl: a.customErrorTtl,
  custom_error_ttl_unit: a.customErrorTtlUnit,
  content_pack: a.contentPack,
  config: a.config,
});

const TABLE_FIELDS = [
  'id',
  '_scope',
  'title',
  'description',
  'name',
  'cache_id',
  'data_adapter_id',
  'content_pack',
  'default_single_value',
  'default_single_value_type',
  'default_multi_value',
  'default_multi_value_type',
];
const COMPONENT_FIELDS = ['id', '_scope', 'title', 'description', 'name', 'content_pack', 'config'];
const ADAPTER_FIELDS = [...COMPONENT_FIELDS, 'custom_error_ttl_enabled', 'custom_error_ttl', 'custom_error_ttl_unit'];

/** A body as Jackson maps it onto the DTO (types, lengths), before bean validation; the id may be absent. */
export interface Parsed<T> {
  record: Omit<T, 'id'> & { id: string | null };
  /** Bean-validation failures (`@NotEmpty` and the config's constraints), field → messages. */
  violations: FieldErrors;
}

const valueType = (body: JsonObject, key: string): ValueType => {
  const v = body[key];
  if (v === undefined || v === null) return 'NULL';
  if (typeof v !== 'string' || !(SINGLE_VALUE_TYPES as readonly string[]).includes(v)) {
    throw new ApiError(400, `Unable to map property ${key}: expected one of ${SINGLE_VALUE_TYPES.join(', ')}.`);
  }
  return v as ValueType;
};

const requiredText = (violations: FieldErrors, body: JsonObject, key: string, max: number): string => {
  const v = optString(body, key, max);
  if (v === undefined || v === '') addError(violations, key, 'must not be empty');
  return v ?? '';
};

const idOf = (body: JsonObject): string | null => {
  const id = optString(body, 'id', 64);
  return id === undefined || id === '' ? null : id;
};

export function readTable(body: unknown): Parsed<TableRecord> {
  const b = readStrictObject(body, TABLE_FIELDS, 'lookup table');
  const violations: FieldErrors = {};
  const record = {
    id: idOf(b),
    scope: optString(b, '_scope', 64) || DEFAULT_SCOPE,
    title: requiredText(violations, b, 'title', 500),
    description: optString(b, 'description', 5000) ?? '',
    name: requiredText(violations, b, 'name', 500),
    cacheId: requiredText(violations, b, 'cache_id', 64),
    dataAdapterId: requiredText(violations, b, 'data_adapter_id', 64),
    contentPack: optString(b, 'content_pack', 500) ?? null,
    defaultSingleValue: optString(b, 'default_single_value', 65_536) ?? '',
    defaultSingleValueType: valueType(b, 'default_single_value_type'),
    defaultMultiValue: optString(b, 'default_multi_value', 65_536) ?? '',
    defaultMultiValueType: valueType(b, 'default_multi_value_type'),
  };
  return { record, violations };
}

function readComponent(body: unknown, fields: string[], types: readonly ComponentType[], what: string): Parsed<ComponentRecord> {
  const b = readStrictObject(body, fields, what);
  const violations: FieldErrors = {};
  const base = {
    id: idOf(b),
    scope: optString(b, '_scope', 64) || DEFAULT_SCOPE,
    title: requiredText(violations, b, 'title', 500),
    description: optString(b, 'description', 5000) ?? '',
    name: requiredText(violations, b, 'name', 500),
    contentPack: optString(b, 'content_pack', 500) ?? null,
  };
  if (b['config'] === undefined || b['config'] === null) throw new ApiError(400, 'Missing required properties: config');
  const { spec, config } = readConfig(b['config'], types, what);
  for (const [field, messages] of Object.entries(spec.constraints(config))) for (const m of messages) addError(violations, field, m);
  const unit = b['custom_error_ttl_unit'];
  if (unit !== undefined && unit !== null && !isTimeUnit(unit))
    throw new ApiError(400, 'Unable to map property custom_error_ttl_unit: expected a time unit.');
  return {
    record: {
      ...base,
      config,
      customErrorTtlEnabled: optBoolean(b, 'custom_error_ttl_enabled') ?? null,
      customErrorTtl: optInteger(b, 'custom_error_ttl', 0) ?? null,
      customErrorTtlUnit: (unit as TimeUnit | null | undefined) ?? null,
    },
    violations,
  };
}

export const readAdapter = (body: unknown) => readComponent(body, ADAPTER_FIELDS, ADAPTER_TYPES, 'data adapter');
export const readCache = (body: unknown) => {
  const parsed = readComponent(body, COMPONENT_FIELDS, CACHE_TYPES, 'cache');
  return { ...parsed, record: { ...parsed.record, customErrorTtlEnabled: null, customErrorTtl: null, customErrorTtlUnit: null } };
};

/** Refuses a body that fails bean validation, as Jersey's `@Valid` does, naming each violation. */
export function assertValid(violations: FieldErrors): void {
  const entries = Object.entries(violations);
  if (entries.length) throw new ApiError(400, entries.map(([field, messages]) => `${field} ${messages.join(', ')}`).join('; '));
}

/** The default single value of a table (`LookupDefaultSingleValue.create`); throws with Graylog's message. */
export function defaultSingle(valueString: string, type: ValueType): unknown {
  switch (type) {
    case 'STRING':
      return valueString;
    case 'NUMBER': {
      const trimmed = valueString.trim();
      const n = trimmed === '' ? NaN : Number(trimmed);
      if (!Number.isFinite(n) || !/^-?\d+(\.\d+)?([eE][-+]?\d+)?$/.test(trimmed))
        throw new Error(`Could not parse JSON number value <${valueString}>`);
      return n;
    }
    case 'BOOLEAN':
      return valueString.trim().toLowerCase() === 'true';
    case 'NULL':
      return null;
    default:
      throw new Error(`Could not convert <${valueString}> to single value type <${type}>`);
  }
}

/** The default multi value of a table (`LookupDefaultMultiValue.create`): a JSON object or null. */
export function defaultMulti(valueString: string, type: ValueType): Record<string, unknown> | null {
  switch (type) {
    case 'OBJECT': {
      let parsed: unknown;
      try {
        parsed = JSON.parse(valueString);
      } catch {
        throw new Error(`Could not parse JSON object value <${valueString}>`);
      }
      if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed))
        throw new Error(`Could not parse JSON object value <${valueString}>`);
      return parsed as Record<string, unknown>;
    }
    case 'NULL':
      return null;
    default:
      throw new Error(`Could not convert <${valueString}> to multi value type <${type}>`);
  }
}
