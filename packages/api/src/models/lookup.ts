import { bool, obj, oneOf, optNum, optStr, str, type JsonObject } from './decode';

export const LOOKUP_VALUE_TYPES = ['STRING', 'NUMBER', 'OBJECT', 'BOOLEAN', 'NULL'] as const;
export type LookupValueType = (typeof LOOKUP_VALUE_TYPES)[number];

/** LookupTableApi (API.md §10); note `_scope` with a leading underscore. */
export interface LookupTableWire {
  id: string;
  _scope: string | null;
  title: string;
  description: string;
  name: string;
  cache_id: string;
  data_adapter_id: string;
  content_pack: string | null;
  default_single_value: string;
  default_single_value_type: LookupValueType;
  default_multi_value: string;
  default_multi_value_type: LookupValueType;
}

export interface LookupTable {
  id: string;
  scope: string | null;
  title: string;
  description: string;
  name: string;
  cacheId: string;
  dataAdapterId: string;
  contentPack: string | null;
  defaultSingleValue: string;
  defaultSingleValueType: LookupValueType;
  defaultMultiValue: string;
  defaultMultiValueType: LookupValueType;
}

export function decodeLookupTable(value: unknown, field = 'lookup_table'): LookupTable {
  const source = obj(value, field);
  return {
    id: str(source['id'], `${field}.id`),
    scope: optStr(source['_scope'], `${field}._scope`),
    title: str(source['title'], `${field}.title`),
    description: optStr(source['description'], `${field}.description`) ?? '',
    name: str(source['name'], `${field}.name`),
    cacheId: str(source['cache_id'], `${field}.cache_id`),
    dataAdapterId: str(source['data_adapter_id'], `${field}.data_adapter_id`),
    contentPack: optStr(source['content_pack'], `${field}.content_pack`),
    defaultSingleValue: optStr(source['default_single_value'], `${field}.default_single_value`) ?? '',
    defaultSingleValueType: oneOf(LOOKUP_VALUE_TYPES, source['default_single_value_type'] ?? 'NULL', `${field}.default_single_value_type`),
    defaultMultiValue: optStr(source['default_multi_value'], `${field}.default_multi_value`) ?? '',
    defaultMultiValueType: oneOf(LOOKUP_VALUE_TYPES, source['default_multi_value_type'] ?? 'NULL', `${field}.default_multi_value_type`),
  };
}

export function encodeLookupTable(table: LookupTable): LookupTableWire {
  return {
    id: table.id,
    _scope: table.scope,
    title: table.title,
    description: table.description,
    name: table.name,
    cache_id: table.cacheId,
    data_adapter_id: table.dataAdapterId,
    content_pack: table.contentPack,
    default_single_value: table.defaultSingleValue,
    default_single_value_type: table.defaultSingleValueType,
    default_multi_value: table.defaultMultiValue,
    default_multi_value_type: table.defaultMultiValueType,
  };
}

/** CacheApi and DataAdapterApi share this shape; `config` is polymorphic by `type`. */
export interface LookupComponentWire {
  id: string;
  _scope: string | null;
  title: string;
  description: string;
  name: string;
  content_pack: string | null;
  config: JsonObject & { type: string };
  custom_error_ttl_enabled?: boolean | null;
  custom_error_ttl?: number | null;
  custom_error_ttl_unit?: string | null;
}

export interface LookupComponent {
  id: string;
  scope: string | null;
  title: string;
  description: string;
  name: string;
  contentPack: string | null;
  /** The cache or adapter type, e.g. `guava_cache`, `none`, `csvfile`, `dsvhttp`. */
  configType: string;
  config: JsonObject;
  customErrorTtl: { enabled: boolean | null; value: number | null; unit: string | null } | null;
}

export function decodeLookupComponent(value: unknown, field = 'lookup_component'): LookupComponent {
  const source = obj(value, field);
  const config = obj(source['config'], `${field}.config`);
  const hasTtl = 'custom_error_ttl_enabled' in source || 'custom_error_ttl' in source || 'custom_error_ttl_unit' in source;
  return {
    id: str(source['id'], `${field}.id`),
    scope: optStr(source['_scope'], `${field}._scope`),
    title: str(source['title'], `${field}.title`),
    description: optStr(source['description'], `${field}.description`) ?? '',
    name: str(source['name'], `${field}.name`),
    contentPack: optStr(source['content_pack'], `${field}.content_pack`),
    configType: str(config['type'], `${field}.config.type`),
    config,
    customErrorTtl: hasTtl
      ? {
          enabled:
            source['custom_error_ttl_enabled'] === undefined || source['custom_error_ttl_enabled'] === null
              ? null
              : bool(source['custom_error_ttl_enabled'], `${field}.custom_error_ttl_enabled`),
          value: optNum(source['custom_error_ttl'], `${field}.custom_error_ttl`),
          unit: optStr(source['custom_error_ttl_unit'], `${field}.custom_error_ttl_unit`),
        }
      : null,
  };
}

export function encodeLookupComponent(component: LookupComponent): LookupComponentWire {
  const wire: LookupComponentWire = {
    id: component.id,
    _scope: component.scope,
    title: component.title,
    description: component.description,
    name: component.name,
    content_pack: component.contentPack,
    config: { ...component.config, type: component.configType },
  };
  if (component.customErrorTtl) {
    wire.custom_error_ttl_enabled = component.customErrorTtl.enabled;
    wire.custom_error_ttl = component.customErrorTtl.value;
    wire.custom_error_ttl_unit = component.customErrorTtl.unit;
  }
  return wire;
}
