import { describe, expect, it } from 'vitest';
import { retentionText, rotationText, totalsText } from './indexSetTexts';

const ROTATION = 'org.graylog2.indexer.rotation.strategies.';
const RETENTION = 'org.graylog2.indexer.retention.strategies.';

describe('index set texts', () => {
  it('say each rotation strategy of Graylog 5.1 in words', () => {
    const rotation = (config: Record<string, unknown> & { type: string }) => rotationText({ rotationStrategy: config });
    expect(rotation({ type: `${ROTATION}MessageCountRotationStrategyConfig`, max_docs_per_index: 20_000_000 })).toBe(
      'Message count: a new index every 20,000,000 messages',
    );
    expect(rotation({ type: `${ROTATION}SizeBasedRotationStrategyConfig`, max_size: 1_073_741_824 })).toBe(
      'Index size: a new index every 1.0GiB',
    );
    expect(rotation({ type: `${ROTATION}TimeBasedRotationStrategyConfig`, rotation_period: 'P1D' })).toBe(
      'Index time: a new index every 1 day',
    );
    expect(
      rotation({ type: `${ROTATION}TimeBasedSizeOptimizingStrategyConfig`, index_lifetime_min: 'P30D', index_lifetime_max: 'P40D' }),
    ).toBe('Index time and size, optimizing: indices live 30 days to 40 days');
    expect(rotation({ type: 'com.example.CustomRotationConfig' })).toBe('CustomRotationConfig');
  });

  it('say each retention strategy in words', () => {
    const retention = (config: Record<string, unknown> & { type: string }) => retentionText({ retentionStrategy: config });
    expect(retention({ type: `${RETENTION}DeletionRetentionStrategyConfig`, max_number_of_indices: 20 })).toBe(
      'Delete: keep the newest 20 indices',
    );
    expect(retention({ type: `${RETENTION}ClosingRetentionStrategyConfig`, max_number_of_indices: 5 })).toBe(
      'Close: keep the newest 5 indices open',
    );
    expect(retention({ type: `${RETENTION}NoopRetentionStrategyConfig`, max_number_of_indices: 2147483647 })).toBe(
      'Do nothing: every index is kept',
    );
  });

  it('count the totals with singulars where there is one', () => {
    expect(totalsText(1, { indices: 1, documents: 1, size: 0 })).toBe('1 index set, 1 index, 1 document, 0.0B');
    expect(totalsText(3, { indices: 12, documents: 1234, size: 5 * 1024 * 1024 })).toBe(
      '3 index sets, 12 indices, 1,234 documents, 5.0MiB',
    );
  });
});
