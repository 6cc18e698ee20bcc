import type { IndexSet, StrategyDescription } from '@sift/api';
import { isoDurationToMs, isValidIsoDuration } from '@sift/ui';

/** A strategy as an index set holds it: the strategy class and its config (whose `type` is the config class). */
export interface StrategyChoice {
  className: string;
  config: IndexSet['rotationStrategy'];
}

const shortName = (className: string) => className.slice(className.lastIndexOf('.') + 1);

/** The names the strategies go by in the form (ADMIN-API.md §6.3); an unknown one by its class name. */
const STRATEGY_NAMES: Record<string, string> = {
  MessageCountRotationStrategy: 'Index Message Count',
  SizeBasedRotationStrategy: 'Index Size',
  TimeBasedRotationStrategy: 'Index Time',
  TimeBasedSizeOptimizingStrategy: 'Index Time Size Optimizing',
  DeletionRetentionStrategy: 'Delete Index',
  ClosingRetentionStrategy: 'Close Index',
  NoopRetentionStrategy: 'Do nothing',
};
export const strategyName = (className: string): string => STRATEGY_NAMES[shortName(className)] ?? shortName(className);

/** The config's kind, by its config class: which fields the form shows. */
export type ConfigKind = 'count' | 'size' | 'time' | 'time-size' | 'indices' | 'none' | 'unknown';
export function configKind(config: { type: string }): ConfigKind {
  switch (shortName(config.type)) {
    case 'MessageCountRotationStrategyConfig':
      return 'count';
    case 'SizeBasedRotationStrategyConfig':
      return 'size';
    case 'TimeBasedRotationStrategyConfig':
      return 'time';
    case 'TimeBasedSizeOptimizingStrategyConfig':
      return 'time-size';
    case 'DeletionRetentionStrategyConfig':
    case 'ClosingRetentionStrategyConfig':
      return 'indices';
    case 'NoopRetentionStrategyConfig':
      return 'none';
    default:
      return 'unknown';
  }
}

/** Switching to a strategy starts from the set's own config when it already uses it, else from the strategy's defaults. */
export function choose(strategy: StrategyDescription, current: StrategyChoice): StrategyChoice {
  return strategy.type === current.className ? current : { className: strategy.type, config: strategy.defaultConfig };
}

export const STRATEGY_FIELDS = {
  maxDocs: 'Max documents per index',
  maxSize: 'Max size per index (bytes)',
  rotationPeriod: 'Rotation period',
  rotateEmpty: 'Rotate empty index set',
  lifetimeMin: 'Minimum lifetime',
  lifetimeMax: 'Maximum lifetime',
  maxIndices: 'Max number of indices',
} as const;

const atLeastOne = (value: unknown, label: string) =>
  typeof value === 'number' && Number.isInteger(value) && value >= 1 ? [] : [`${label} must be a whole number of at least 1.`];
const period = (value: unknown, label: string) =>
  typeof value === 'string' && isValidIsoDuration(value) && (isoDurationToMs(value) ?? 0) > 0
    ? []
    : [`${label} must be an ISO 8601 duration above zero, e.g. P1D.`];

/** What keeps a strategy config from being saved, in words; empty when it may be. */
export function strategyProblems(config: StrategyChoice['config']): string[] {
  const F = STRATEGY_FIELDS;
  switch (configKind(config)) {
    case 'count':
      return atLeastOne(config['max_docs_per_index'], F.maxDocs);
    case 'size':
      return atLeastOne(config['max_size'], F.maxSize);
    case 'time':
      return period(config['rotation_period'], F.rotationPeriod);
    case 'time-size': {
      const problems = [...period(config['index_lifetime_min'], F.lifetimeMin), ...period(config['index_lifetime_max'], F.lifetimeMax)];
      if (problems.length > 0) return problems;
      const min = isoDurationToMs(String(config['index_lifetime_min'])) ?? 0;
      const max = isoDurationToMs(String(config['index_lifetime_max'])) ?? 0;
      return max < min ? [`${F.lifetimeMax} must not be shorter than the ${F.lifetimeMin.toLowerCase()}.`] : [];
    }
    case 'indices':
      return atLeastOne(config['max_number_of_indices'], F.maxIndices);
    default:
      return [];
  }
}
