import type { IndexSetDefaultsWire } from '../calls/shell';
import { boolOr, num, obj, oneOf, str, type JsonObject } from './decode';

/** The cluster config class of the index set defaults (ADMIN-API.md §6.1, §6.4). */
export const INDEX_SET_DEFAULTS_CLASS = 'org.graylog2.configuration.IndexSetsDefaultConfiguration' as const;

export const TIME_UNITS = ['MILLISECONDS', 'SECONDS', 'MINUTES', 'HOURS', 'DAYS'] as const;
export type TimeUnit = (typeof TIME_UNITS)[number];

/** What a new index set starts from. Unlike an index set's, the refresh interval is an amount and a unit. */
export interface IndexSetDefaults {
  indexAnalyzer: string;
  shards: number;
  replicas: number;
  indexOptimizationMaxNumSegments: number;
  indexOptimizationDisabled: boolean;
  fieldTypeRefreshInterval: number;
  fieldTypeRefreshIntervalUnit: TimeUnit;
  rotationStrategyClass: string;
  rotationStrategy: JsonObject & { type: string };
  retentionStrategyClass: string;
  retentionStrategy: JsonObject & { type: string };
}

const strategy = (value: unknown, field: string): JsonObject & { type: string } => {
  const source = obj(value, field);
  return { ...source, type: str(source['type'], `${field}.type`) };
};

/** Reads the stored defaults; the configs come as `*_strategy_config` or their aliases `*_strategy`. */
export function decodeIndexSetDefaults(value: unknown, field = 'index_set_defaults'): IndexSetDefaults {
  const source = obj(value, field);
  return {
    indexAnalyzer: str(source['index_analyzer'], `${field}.index_analyzer`),
    shards: num(source['shards'], `${field}.shards`),
    replicas: num(source['replicas'], `${field}.replicas`),
    indexOptimizationMaxNumSegments: num(source['index_optimization_max_num_segments'], `${field}.index_optimization_max_num_segments`),
    indexOptimizationDisabled: boolOr(source['index_optimization_disabled'], `${field}.index_optimization_disabled`, false),
    fieldTypeRefreshInterval: num(source['field_type_refresh_interval'], `${field}.field_type_refresh_interval`),
    fieldTypeRefreshIntervalUnit: oneOf(
      TIME_UNITS,
      source['field_type_refresh_interval_unit'],
      `${field}.field_type_refresh_interval_unit`,
    ),
    rotationStrategyClass: str(source['rotation_strategy_class'], `${field}.rotation_strategy_class`),
    rotationStrategy: strategy(source['rotation_strategy_config'] ?? source['rotation_strategy'], `${field}.rotation_strategy_config`),
    retentionStrategyClass: str(source['retention_strategy_class'], `${field}.retention_strategy_class`),
    retentionStrategy: strategy(source['retention_strategy_config'] ?? source['retention_strategy'], `${field}.retention_strategy_config`),
  };
}

export function encodeIndexSetDefaults(defaults: IndexSetDefaults): IndexSetDefaultsWire {
  return {
    index_analyzer: defaults.indexAnalyzer,
    shards: defaults.shards,
    replicas: defaults.replicas,
    index_optimization_max_num_segments: defaults.indexOptimizationMaxNumSegments,
    index_optimization_disabled: defaults.indexOptimizationDisabled,
    field_type_refresh_interval: defaults.fieldTypeRefreshInterval,
    field_type_refresh_interval_unit: defaults.fieldTypeRefreshIntervalUnit,
    rotation_strategy_class: defaults.rotationStrategyClass,
    rotation_strategy_config: defaults.rotationStrategy,
    retention_strategy_class: defaults.retentionStrategyClass,
    retention_strategy_config: defaults.retentionStrategy,
  };
}

const UNIT_MS: Record<TimeUnit, number> = { MILLISECONDS: 1, SECONDS: 1000, MINUTES: 60_000, HOURS: 3_600_000, DAYS: 86_400_000 };

/** The refresh interval in milliseconds, as an index set holds it. */
export const refreshIntervalMs = (defaults: Pick<IndexSetDefaults, 'fieldTypeRefreshInterval' | 'fieldTypeRefreshIntervalUnit'>): number =>
  defaults.fieldTypeRefreshInterval * UNIT_MS[defaults.fieldTypeRefreshIntervalUnit];
