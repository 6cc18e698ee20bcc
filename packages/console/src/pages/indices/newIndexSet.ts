import { refreshIntervalMs, type IndexSet, type IndexSetDefaults, type StrategyDescription } from '@sift/api';

/**
 * A new index set from the index set defaults. A default strategy the server does not offer (the embedded
 * server applies fewer than Graylog) gives way to the first it offers, with that strategy's defaults.
 */
export function newIndexSet(
  defaults: IndexSetDefaults,
  rotations: readonly StrategyDescription[],
  retentions: readonly StrategyDescription[],
  now: Date = new Date(),
): IndexSet {
  const pick = (className: string, config: IndexSet['rotationStrategy'], offered: readonly StrategyDescription[]) => {
    const first = offered[0];
    return offered.some((s) => s.type === className) || !first
      ? { className, config }
      : { className: first.type, config: first.defaultConfig };
  };
  const rotation = pick(defaults.rotationStrategyClass, defaults.rotationStrategy, rotations);
  const retention = pick(defaults.retentionStrategyClass, defaults.retentionStrategy, retentions);
  return {
    id: null,
    title: '',
    description: '',
    isDefault: false,
    canBeDefault: true,
    writable: true,
    indexPrefix: '',
    shards: defaults.shards,
    replicas: defaults.replicas,
    rotationStrategyClass: rotation.className,
    rotationStrategy: rotation.config,
    retentionStrategyClass: retention.className,
    retentionStrategy: retention.config,
    creationDate: now.toISOString(),
    indexAnalyzer: defaults.indexAnalyzer,
    indexOptimizationMaxNumSegments: defaults.indexOptimizationMaxNumSegments,
    indexOptimizationDisabled: defaults.indexOptimizationDisabled,
    fieldTypeRefreshInterval: refreshIntervalMs(defaults),
    indexTemplateType: 'messages',
  };
}
