import { ApiError } from '../http/errors.js';
import { type JsonObject, isObject, readStrictObject } from '../http/body.js';
import { ValidationError } from '../streams/wire.js';

export const INDEX_SET_DEFAULTS = 'org.graylog2.configuration.IndexSetsDefaultConfiguration';

/** Java `TimeUnit` names. */
const TIME_UNITS = ['NANOSECONDS', 'MICROSECONDS', 'MILLISECONDS', 'SECONDS', 'MINUTES', 'HOURS', 'DAYS'];

const KNOWN = [
  'index_analyzer',
  'shards',
  'replicas',
  'index_optimization_max_num_segments',
  'index_optimization_disabled',
  'field_type_refresh_interval',
  'field_type_refresh_interval_unit',
  'rotation_strategy_class',
  'rotation_strategy_config',
  'rotation_strategy',
  'retention_strategy_class',
  'retention_strategy_config',
  'retention_strategy',
];

const typeError = (key: string, expected: string) => new ApiError(400, `Unable to map property ${key}: expected ${expected}.`);

/** The `*_config` keys are canonical; `rotation_strategy` / `retention_strategy` are the aliases Graylog also answers with. */
export function withStrategyAliases(stored: JsonObject): JsonObject {
  return {
    ...stored,
    rotation_strategy: stored['rotation_strategy_config'] ?? null,
    retention_strategy: stored['retention_strategy_config'] ?? null,
  };
}

/**
 * Reads `PUT /system/indices/index_set_defaults` (ADMIN-API §6.1, §6.4): a body Jackson could not map gives
 * 400 ApiError, a constraint violation 400 `ValidationApiError` with the field errors.
 */
export function parseIndexSetDefaults(raw: unknown): JsonObject {
  const body = readStrictObject(raw, KNOWN);
  const errors: Record<string, { error: string }[]> = {};
  const fail = (field: string, error: string) => (errors[field] ??= []).push({ error });
  const present = (key: string) => body[key] !== undefined && body[key] !== null;

  const str = (key: string): string | undefined => {
    if (!present(key)) return undefined;
    const v = body[key];
    if (typeof v !== 'string' || v.length > 1024) throw typeError(key, 'a string');
    return v;
  };
  const int = (key: string): number | undefined => {
    if (!present(key)) return undefined;
    const v = body[key];
    if (typeof v !== 'number' || !Number.isSafeInteger(v)) throw typeError(key, 'an integer');
    return v;
  };
  const notBlank = (key: string) => {
    const v = str(key);
    if (v === undefined || v.trim() === '') fail(key, 'must not be blank');
    return v ?? '';
  };
  const atLeast = (key: string, min: number) => {
    const v = int(key);
    if (v === undefined) fail(key, 'must not be null');
    else if (v < min) fail(key, `must be greater than or equal to ${min}`);
    return v ?? min;
  };
  const strategy = (configKey: string, alias: string) => {
    const v = present(configKey) ? body[configKey] : body[alias];
    if (v === undefined || v === null) {
      fail(configKey, 'must not be null');
      return {};
    }
    if (!isObject(v) || typeof v['type'] !== 'string' || v['type'] === '' || JSON.stringify(v).length > 16 * 1024)
      throw typeError(configKey, 'an object with a type');
    return v;
  };

  const indexAnalyzer = notBlank('index_analyzer');
  const shards = atLeast('shards', 1);
  const replicas = atLeast('replicas', 0);
  const segments = atLeast('index_optimization_max_num_segments', 1);
  const optimizationDisabled = body['index_optimization_disabled'] ?? false;
  if (typeof optimizationDisabled !== 'boolean') throw typeError('index_optimization_disabled', 'a boolean');
  const refresh = atLeast('field_type_refresh_interval', 1);
  const unit = str('field_type_refresh_interval_unit');
  if (unit === undefined) fail('field_type_refresh_interval_unit', 'must not be null');
  else if (!TIME_UNITS.includes(unit)) throw typeError('field_type_refresh_interval_unit', `one of ${TIME_UNITS.join(', ')}`);
  const rotationClass = notBlank('rotation_strategy_class');
  const rotationConfig = strategy('rotation_strategy_config', 'rotation_strategy');
  const retentionClass = notBlank('retention_strategy_class');
  const retentionConfig = strategy('retention_strategy_config', 'retention_strategy');
  if (Object.keys(errors).length > 0) throw new ValidationError(errors);

  return {
    index_analyzer: indexAnalyzer,
    shards,
    replicas,
    index_optimization_max_num_segments: segments,
    index_optimization_disabled: optimizationDisabled,
    field_type_refresh_interval: refresh,
    field_type_refresh_interval_unit: unit ?? 'SECONDS',
    rotation_strategy_class: rotationClass,
    rotation_strategy_config: rotationConfig,
    retention_strategy_class: retentionClass,
    retention_strategy_config: retentionConfig,
  };
}
