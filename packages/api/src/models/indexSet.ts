import { bool, boolOr, num, obj, oneOf, optNum, optStr, str, type JsonObject } from './decode';

/** IndexSetSummary (ADMIN-API.md §6.2). Strategy configs carry their config class in `type`. */
export interface IndexSetWire {
  id?: string;
  title: string;
  description: string | null;
  default: boolean;
  can_be_default: boolean;
  writable: boolean;
  index_prefix: string;
  shards: number;
  replicas: number;
  rotation_strategy_class: string;
  rotation_strategy: JsonObject & { type: string };
  retention_strategy_class: string;
  retention_strategy: JsonObject & { type: string };
  creation_date: string;
  index_analyzer: string;
  index_optimization_max_num_segments: number;
  index_optimization_disabled: boolean;
  field_type_refresh_interval: number;
  index_template_type?: 'messages' | 'events' | null;
}

export interface IndexSet {
  /** Null for a set not yet created. */
  id: string | null;
  title: string;
  description: string | null;
  isDefault: boolean;
  canBeDefault: boolean;
  writable: boolean;
  indexPrefix: string;
  shards: number;
  replicas: number;
  rotationStrategyClass: string;
  rotationStrategy: JsonObject & { type: string };
  retentionStrategyClass: string;
  retentionStrategy: JsonObject & { type: string };
  creationDate: string;
  indexAnalyzer: string;
  indexOptimizationMaxNumSegments: number;
  indexOptimizationDisabled: boolean;
  /** Milliseconds; at least 1000. */
  fieldTypeRefreshInterval: number;
  indexTemplateType: 'messages' | 'events' | null;
}

function strategy(value: unknown, field: string): JsonObject & { type: string } {
  const source = obj(value, field);
  return { ...source, type: str(source['type'], `${field}.type`) };
}

export function decodeIndexSet(value: unknown, field = 'index_set'): IndexSet {
  const source = obj(value, field);
  return {
    id: optStr(source['id'], `${field}.id`),
    title: str(source['title'], `${field}.title`),
    description: optStr(source['description'], `${field}.description`),
    isDefault: boolOr(source['default'], `${field}.default`, false),
    canBeDefault: boolOr(source['can_be_default'], `${field}.can_be_default`, false),
    writable: bool(source['writable'], `${field}.writable`),
    indexPrefix: str(source['index_prefix'], `${field}.index_prefix`),
    shards: num(source['shards'], `${field}.shards`),
    replicas: num(source['replicas'], `${field}.replicas`),
    rotationStrategyClass: str(source['rotation_strategy_class'], `${field}.rotation_strategy_class`),
    rotationStrategy: strategy(source['rotation_strategy'], `${field}.rotation_strategy`),
    retentionStrategyClass: str(source['retention_strategy_class'], `${field}.retention_strategy_class`),
    retentionStrategy: strategy(source['retention_strategy'], `${field}.retention_strategy`),
    creationDate: str(source['creation_date'], `${field}.creation_date`),
    indexAnalyzer: str(source['index_analyzer'], `${field}.index_analyzer`),
    indexOptimizationMaxNumSegments: num(source['index_optimization_max_num_segments'], `${field}.index_optimization_max_num_segments`),
    indexOptimizationDisabled: boolOr(source['index_optimization_disabled'], `${field}.index_optimization_disabled`, false),
    fieldTypeRefreshInterval: optNum(source['field_type_refresh_interval'], `${field}.field_type_refresh_interval`) ?? 5000,
    indexTemplateType:
      source['index_template_type'] === undefined || source['index_template_type'] === null
        ? null
        : oneOf(['messages', 'events'] as const, source['index_template_type'], `${field}.index_template_type`),
  };
}

export function encodeIndexSet(set: IndexSet): IndexSetWire {
  const wire: IndexSetWire = {
    title: set.title,
    description: set.description,
    default: set.isDefault,
    can_be_default: set.canBeDefault,
    writable: set.writable,
    index_prefix: set.indexPrefix,
    shards: set.shards,
    replicas: set.replicas,
    rotation_strategy_class: set.rotationStrategyClass,
    rotation_strategy: set.rotationStrategy,
    retention_strategy_class: set.retentionStrategyClass,
    retention_strategy: set.retentionStrategy,
    creation_date: set.creationDate,
    index_analyzer: set.indexAnalyzer,
    index_optimization_max_num_segments: set.indexOptimizationMaxNumSegments,
    index_optimization_disabled: set.indexOptimizationDisabled,
    field_type_refresh_interval: set.fieldTypeRefreshInterval,
    index_template_type: set.indexTemplateType,
  };
  return set.id === null ? wire : { id: set.id, ...wire };
}

/** IndexSetStats: open and closed index count, document count, store size in bytes. */
export interface IndexSetStats {
  indices: number;
  documents: number;
  size: number;
}

export function decodeIndexSetStats(value: unknown, field = 'index_set_stats'): IndexSetStats {
  const source = obj(value, field);
  return {
    indices: num(source['indices'], `${field}.indices`),
    documents: num(source['documents'], `${field}.documents`),
    size: num(source['size'], `${field}.size`),
  };
}
