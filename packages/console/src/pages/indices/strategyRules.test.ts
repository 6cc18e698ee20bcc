import { describe, expect, it } from 'vitest';
import { choose, configKind, strategyName, strategyProblems } from './strategyRules';

const ROTATION = 'org.graylog2.indexer.rotation.strategies.';
const RETENTION = 'org.graylog2.indexer.retention.strategies.';

describe('index set strategies', () => {
  it('go by their Graylog names, an unknown one by its class', () => {
    expect(strategyName(`${ROTATION}MessageCountRotationStrategy`)).toBe('Index Message Count');
    expect(strategyName(`${ROTATION}SizeBasedRotationStrategy`)).toBe('Index Size');
    expect(strategyName(`${ROTATION}TimeBasedRotationStrategy`)).toBe('Index Time');
    expect(strategyName(`${ROTATION}TimeBasedSizeOptimizingStrategy`)).toBe('Index Time Size Optimizing');
    expect(strategyName(`${RETENTION}DeletionRetentionStrategy`)).toBe('Delete Index');
    expect(strategyName(`${RETENTION}ClosingRetentionStrategy`)).toBe('Close Index');
    expect(strategyName(`${RETENTION}NoopRetentionStrategy`)).toBe('Do nothing');
    expect(strategyName('com.example.Custom')).toBe('Custom');
    expect(configKind({ type: 'com.example.CustomConfig' })).toBe('unknown');
  });

  it("keep the set's own config when its strategy is chosen again, else start from the defaults", () => {
    const current = {
      className: `${ROTATION}MessageCountRotationStrategy`,
      config: { type: `${ROTATION}MessageCountRotationStrategyConfig`, max_docs_per_index: 5 },
    };
    const count = { type: current.className, defaultConfig: { ...current.config, max_docs_per_index: 20_000_000 }, jsonSchema: {} };
    const time = {
      type: `${ROTATION}TimeBasedRotationStrategy`,
      defaultConfig: { type: `${ROTATION}TimeBasedRotationStrategyConfig`, rotation_period: 'P1D' },
      jsonSchema: {},
    };
    expect(choose(count, current)).toBe(current);
    expect(choose(time, current)).toEqual({ className: time.type, config: time.defaultConfig });
  });

  it('refuse counts below one, periods that are not positive durations, and a maximum lifetime below the minimum', () => {
    expect(strategyProblems({ type: `${ROTATION}MessageCountRotationStrategyConfig`, max_docs_per_index: 0 })).toEqual([
      'Max documents per index must be a whole number of at least 1.',
    ]);
    expect(strategyProblems({ type: `${ROTATION}MessageCountRotationStrategyConfig`, max_docs_per_index: 1 })).toEqual([]);
    expect(strategyProblems({ type: `${ROTATION}SizeBasedRotationStrategyConfig`, max_size: 1.5 })).toEqual([
      'Max size per index (bytes) must be a whole number of at least 1.',
    ]);
    expect(strategyProblems({ type: `${ROTATION}TimeBasedRotationStrategyConfig`, rotation_period: 'PT0S' })).toEqual([
      'Rotation period must be an ISO 8601 duration above zero, e.g. P1D.',
    ]);
    expect(strategyProblems({ type: `${ROTATION}TimeBasedRotationStrategyConfig`, rotation_period: 'P1X' })).toHaveLength(1);
    expect(strategyProblems({ type: `${ROTATION}TimeBasedRotationStrategyConfig`, rotation_period: 'PT1H' })).toEqual([]);
    expect(
      strategyProblems({
        type: `${ROTATION}TimeBasedSizeOptimizingStrategyConfig`,
        index_lifetime_min: 'P30D',
        index_lifetime_max: 'P20D',
      }),
    ).toEqual(['Maximum lifetime must not be shorter than the minimum lifetime.']);
    expect(
      strategyProblems({
        type: `${ROTATION}TimeBasedSizeOptimizingStrategyConfig`,
        index_lifetime_min: 'P30D',
        index_lifetime_max: 'P40D',
      }),
    ).toEqual([]);
    expect(strategyProblems({ type: `${RETENTION}ClosingRetentionStrategyConfig`, max_number_of_indices: 0 })).toEqual([
      'Max number of indices must be a whole number of at least 1.',
    ]);
    expect(strategyProblems({ type: `${RETENTION}NoopRetentionStrategyConfig`, max_number_of_indices: 2147483647 })).toEqual([]);
  });
});
