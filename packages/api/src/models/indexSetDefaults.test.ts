import { describe, expect, it } from 'vitest';
import { decodeIndexSetDefaults, encodeIndexSetDefaults, refreshIntervalMs } from './indexSetDefaults';

// The example of ADMIN-API.md §6.4, with the aliases the response carries.
const STORED = {
  index_analyzer: 'standard',
  shards: 1,
  replicas: 0,
  index_optimization_max_num_segments: 1,
  index_optimization_disabled: false,
  field_type_refresh_interval: 5,
  field_type_refresh_interval_unit: 'SECONDS',
  rotation_strategy_class: 'org.graylog2.indexer.rotation.strategies.TimeBasedSizeOptimizingStrategy',
  rotation_strategy_config: {
    type: 'org.graylog2.indexer.rotation.strategies.TimeBasedSizeOptimizingStrategyConfig',
    index_lifetime_min: 'P30D',
    index_lifetime_max: 'P40D',
  },
  retention_strategy_class: 'org.graylog2.indexer.retention.strategies.DeletionRetentionStrategy',
  retention_strategy_config: {
    type: 'org.graylog2.indexer.retention.strategies.DeletionRetentionStrategyConfig',
    max_number_of_indices: 20,
  },
};

describe('index set defaults', () => {
  it('decode the stored config and encode it back as the PUT body, without the aliases', () => {
    const defaults = decodeIndexSetDefaults({
      ...STORED,
      rotation_strategy: STORED.rotation_strategy_config,
      retention_strategy: STORED.retention_strategy_config,
    });
    expect(defaults.rotationStrategy).toEqual(STORED.rotation_strategy_config);
    expect(defaults.fieldTypeRefreshIntervalUnit).toBe('SECONDS');
    expect(encodeIndexSetDefaults(defaults)).toEqual(STORED);
  });

  it('read the configs from the aliases when only they are present', () => {
    const { rotation_strategy_config: rotation, retention_strategy_config: retention, ...rest } = STORED;
    const defaults = decodeIndexSetDefaults({ ...rest, rotation_strategy: rotation, retention_strategy: retention });
    expect(defaults.retentionStrategy).toEqual(retention);
  });

  it('refuse an unknown time unit and a missing strategy config', () => {
    expect(() => decodeIndexSetDefaults({ ...STORED, field_type_refresh_interval_unit: 'WEEKS' })).toThrow(
      /field_type_refresh_interval_unit/,
    );
    expect(() => decodeIndexSetDefaults({ ...STORED, rotation_strategy_config: undefined })).toThrow(/rotation_strategy_config/);
  });

  it('give the refresh interval in milliseconds, as an index set holds it', () => {
    expect(refreshIntervalMs({ fieldTypeRefreshInterval: 5, fieldTypeRefreshIntervalUnit: 'SECONDS' })).toBe(5000);
    expect(refreshIntervalMs({ fieldTypeRefreshInterval: 2, fieldTypeRefreshIntervalUnit: 'MINUTES' })).toBe(120_000);
  });
});
