import { arrOr, bool, boolOr, isObject, obj, oneOf, optNum, optStr, record, str, strings, type JsonObject } from './decode';

/** Field types of a plugin configuration form (ADMIN-API.md §1.2). */
export const CONFIGURATION_FIELD_TYPES = ['text', 'number', 'boolean', 'dropdown', 'list', 'inline_binary'] as const;
export type ConfigurationFieldType = (typeof CONFIGURATION_FIELD_TYPES)[number];

/** One entry of a `requested_configuration` (ConfigurationRequest#asList). */
export type ConfigurationFieldWire = {
  type: ConfigurationFieldType;
  human_name: string;
  description: string;
  default_value: unknown;
  is_optional: boolean;
  attributes: string[];
  additional_info: JsonObject;
  position?: number;
  is_encrypted?: boolean;
};

export interface ConfigurationField {
  name: string;
  type: ConfigurationFieldType;
  humanName: string;
  description: string;
  defaultValue: unknown;
  isOptional: boolean;
  attributes: string[];
  /** `{values: {value: label}}` for dropdowns and lists. */
  additionalInfo: JsonObject;
  position: number;
  isEncrypted: boolean;
}

export function decodeConfigurationField(value: unknown, field: string, name: string): ConfigurationField {
  const source = obj(value, field);
  return {
    name,
    type: oneOf(CONFIGURATION_FIELD_TYPES, source['type'], `${field}.type`),
    humanName: str(source['human_name'], `${field}.human_name`),
    description: optStr(source['description'], `${field}.description`) ?? '',
    defaultValue: source['default_value'] ?? null,
    isOptional: boolOr(source['is_optional'], `${field}.is_optional`, false),
    attributes: strings(source['attributes'], `${field}.attributes`),
    additionalInfo: isObject(source['additional_info']) ? source['additional_info'] : {},
    position: optNum(source['position'], `${field}.position`) ?? 100,
    isEncrypted: boolOr(source['is_encrypted'], `${field}.is_encrypted`, false),
  };
}

/** `requested_configuration`: an ordered object keyed by field name; the model lists fields by `position`, then wire order. */
export function decodeRequestedConfiguration(value: unknown, field: string): ConfigurationField[] {
  if (value === undefined || value === null) return [];
  const source = obj(value, field);
  return Object.entries(source)
    .map(([name, entry]) => decodeConfigurationField(entry, `${field}.${name}`, name))
    .map((entry, index) => ({ entry, index }))
    .sort((a, b) => a.entry.position - b.entry.position || a.index - b.index)
    .map(({ entry }) => entry);
}

/** InputTypeInfo of `GET /system/inputs/types/{type}` (ADMIN-API.md §1.2). */
export type InputTypeInfoWire = {
  type: string;
  name: string;
  is_exclusive: boolean;
  requested_configuration: Record<string, ConfigurationFieldWire>;
  link_to_docs: string;
};

export interface InputTypeInfo {
  type: string;
  name: string;
  isExclusive: boolean;
  requestedConfiguration: ConfigurationField[];
  linkToDocs: string;
}

export function decodeInputTypeInfo(value: unknown, field = 'input_type'): InputTypeInfo {
  const source = obj(value, field);
  return {
    type: str(source['type'], `${field}.type`),
    name: str(source['name'], `${field}.name`),
    isExclusive: boolOr(source['is_exclusive'], `${field}.is_exclusive`, false),
    requestedConfiguration: decodeRequestedConfiguration(source['requested_configuration'], `${field}.requested_configuration`),
    linkToDocs: optStr(source['link_to_docs'], `${field}.link_to_docs`) ?? '',
  };
}

/** `GET /system/inputs/types/all`: `{<type>: InputTypeInfo}`. */
export function decodeInputTypeInfos(value: unknown, field = 'input_types'): Record<string, InputTypeInfo> {
  return record(value, field, decodeInputTypeInfo);
}

/** `GET /system/outputs/available`: `{types: {<type>: {name, type, human_name, link_to_docs, requested_configuration}}}` (ADMIN-API.md §4). */
export type AvailableOutputWire = {
  name: string;
  type: string;
  human_name: string;
  link_to_docs: string;
  requested_configuration: Record<string, ConfigurationFieldWire>;
};
export type AvailableOutputsWire = { types: Record<string, AvailableOutputWire> };

export interface AvailableOutput {
  type: string;
  name: string;
  humanName: string;
  linkToDocs: string;
  requestedConfiguration: ConfigurationField[];
}

export function decodeAvailableOutputs(value: unknown, field = 'output_types'): Record<string, AvailableOutput> {
  const source = obj(value, field);
  return record(source['types'] ?? {}, `${field}.types`, (entry, f) => {
    const type = obj(entry, f);
    return {
      type: str(type['type'], `${f}.type`),
      name: str(type['name'], `${f}.name`),
      humanName: optStr(type['human_name'], `${f}.human_name`) ?? str(type['name'], `${f}.name`),
      linkToDocs: optStr(type['link_to_docs'], `${f}.link_to_docs`) ?? '',
      requestedConfiguration: decodeRequestedConfiguration(type['requested_configuration'], `${f}.requested_configuration`),
    };
  });
}

/** Legacy plugin types: `{types: {<class>: {name, configuration | requested_configuration}}}` (notifications legacy types, alarm callbacks). */
export type LegacyPluginTypesWire = {
  types: Record<
    string,
    {
      name: string;
      configuration?: Record<string, ConfigurationFieldWire>;
      requested_configuration?: Record<string, ConfigurationFieldWire>;
    }
  >;
};

export interface LegacyPluginType {
  type: string;
  name: string;
  configuration: ConfigurationField[];
}

export function decodeLegacyPluginTypes(value: unknown, field = 'types'): Record<string, LegacyPluginType> {
  const source = obj(value, field);
  return record(source['types'] ?? {}, `${field}.types`, (entry, f) => {
    const type = obj(entry, f);
    const key = f.slice(`${field}.types.`.length);
    const configuration = type['configuration'] ?? type['requested_configuration'];
    return {
      type: key,
      name: str(type['name'], `${f}.name`),
      configuration: decodeRequestedConfiguration(configuration, `${f}.configuration`),
    };
  });
}

/** ValidationResult `{failed, errors: {field: [msg]}, error_context}` (ADMIN-API.md §0). */
export type ValidationResultWire = { failed: boolean; errors: Record<string, string[]>; error_context?: Record<string, unknown> };

export interface ValidationResult {
  failed: boolean;
  errors: Record<string, string[]>;
  errorContext: Record<string, unknown>;
}

export function decodeValidationResult(value: unknown, field = 'validation'): ValidationResult {
  if (value === null || value === undefined) return { failed: false, errors: {}, errorContext: {} };
  const source = obj(value, field);
  return {
    failed: bool(source['failed'], `${field}.failed`),
    errors: isObject(source['errors'])
      ? record(source['errors'], `${field}.errors`, (e, f) => (typeof e === 'string' ? [e] : strings(e, f)))
      : {},
    errorContext: isObject(source['error_context']) ? source['error_context'] : {},
  };
}

/** BulkOperationResponse `{successfully_performed, failures: [{entity_id, failure_explanation}]}`. */
export type BulkOperationResponseWire = {
  successfully_performed: number;
  failures: Array<{ entity_id: string; failure_explanation: string }>;
};

export interface BulkFailure {
  entityId: string;
  failureExplanation: string;
}

export function decodeBulkFailures(value: unknown, field = 'bulk'): BulkFailure[] {
  if (value === null || value === undefined) return [];
  return arrOr(obj(value, field)['failures'], `${field}.failures`, (f, ff) => {
    const failure = obj(f, ff);
    return {
      entityId: str(failure['entity_id'], `${ff}.entity_id`),
      failureExplanation: str(failure['failure_explanation'] ?? '', `${ff}.failure_explanation`),
    };
  });
}

/** Plugin type descriptors of lookup caches and adapters: `{<type>: {type, config_class, default_config}}` (ADMIN-API.md §5.1). */
export type LookupTypeDescriptorWire = { type: string; config_class: string; default_config: JsonObject & { type: string } };

export interface LookupTypeDescriptor {
  type: string;
  configClass: string;
  defaultConfig: JsonObject & { type: string };
}

export function decodeLookupTypeDescriptors(value: unknown, field = 'types'): Record<string, LookupTypeDescriptor> {
  return record(value, field, (entry, f) => {
    const type = obj(entry, f);
    const config = obj(type['default_config'], `${f}.default_config`);
    return {
      type: str(type['type'], `${f}.type`),
      configClass: str(type['config_class'], `${f}.config_class`),
      defaultConfig: { ...config, type: str(config['type'], `${f}.default_config.type`) },
    };
  });
}

/** Rotation and retention strategy lists (ADMIN-API.md §6.1). */
export type StrategiesWire = {
  total: number;
  strategies: Array<{ type: string; default_config: JsonObject & { type: string }; json_schema: JsonObject }>;
  context: JsonObject;
};

export interface StrategyDescription {
  /** The strategy class name. */
  type: string;
  /** The config, whose `type` is the config class name. */
  defaultConfig: JsonObject & { type: string };
  jsonSchema: JsonObject;
}

export interface Strategies {
  total: number;
  strategies: StrategyDescription[];
  /** `time_size_optimizing_retention_fixed_leeway` (rotation) or `max_index_retention_period` (retention). */
  context: JsonObject;
}

export function decodeStrategies(value: unknown, field = 'strategies'): Strategies {
  const source = obj(value, field);
  const strategies = arrOr(source['strategies'], `${field}.strategies`, (s, f) => {
    const entry = obj(s, f);
    const config = obj(entry['default_config'], `${f}.default_config`);
    return {
      type: str(entry['type'], `${f}.type`),
      defaultConfig: { ...config, type: str(config['type'], `${f}.default_config.type`) },
      jsonSchema: isObject(entry['json_schema']) ? entry['json_schema'] : {},
    };
  });
  return {
    total: optNum(source['total'], `${field}.total`) ?? strategies.length,
    strategies,
    context: isObject(source['context']) ? source['context'] : {},
  };
}

/** `GET /events/entity_types` (ADMIN-API.md §7.1). */
export type EventEntityTypesWire = {
  processor_types: string[];
  field_provider_types: string[];
  storage_handler_types: string[];
  aggregation_functions: string[];
};

export interface EventEntityTypes {
  processorTypes: string[];
  fieldProviderTypes: string[];
  storageHandlerTypes: string[];
  aggregationFunctions: string[];
}

export function decodeEventEntityTypes(value: unknown, field = 'entity_types'): EventEntityTypes {
  const source = obj(value, field);
  return {
    processorTypes: strings(source['processor_types'], `${field}.processor_types`),
    fieldProviderTypes: strings(source['field_provider_types'], `${field}.field_provider_types`),
    storageHandlerTypes: strings(source['storage_handler_types'], `${field}.storage_handler_types`),
    aggregationFunctions: strings(source['aggregation_functions'], `${field}.aggregation_functions`),
  };
}

/** `{id}` answers of create/update calls. */
export function decodeIdResponse(value: unknown, field: string, key = 'id'): string {
  return str(obj(value, field)[key], `${field}.${key}`);
}
