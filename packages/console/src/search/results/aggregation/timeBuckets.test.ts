import { describe, expect, it } from 'vitest';
import type { AggregationConfig, SearchTypeResult } from '@sift/api';
import { messageCountWidget } from '../defaultWidgets';
import { bucketEstimate, searchedRange } from './timeBuckets';

const countConfig = (interval: Extract<AggregationConfig['rowPivots'][number], { type: 'time' }>['interval']): AggregationConfig => {
  const widget = messageCountWidget('w');
  if (widget.type !== 'aggregation') throw new Error('expected an aggregation');
  return { ...widget.config, rowPivots: [{ type: 'time', fields: ['timestamp'], interval }] };
};
const HOUR = { from: '2024-05-06T10:00:00.000Z', to: '2024-05-06T11:00:00.000Z' };

describe('time buckets of a chart over time', () => {
  it('knows a fixed interval exactly', () => {
    expect(bucketEstimate(countConfig({ type: 'timeunit', value: 15, unit: 'minutes' }), undefined)).toBe(15 * 60_000);
  });

  it('bounds an auto interval by a 25th of the searched range, times the scaling', () => {
    expect(bucketEstimate(countConfig({ type: 'auto', scaling: 1 }), HOUR)).toBe(144_000);
    expect(bucketEstimate(countConfig({ type: 'auto', scaling: 2 }), HOUR)).toBe(288_000);
    expect(bucketEstimate(countConfig({ type: 'auto', scaling: 1 }), undefined)).toBeUndefined();
  });

  it('knows nothing of buckets when the rows are not grouped by time', () => {
    const config = { ...countConfig({ type: 'auto', scaling: 1 }), rowPivots: [] };
    expect(bucketEstimate(config, HOUR)).toBeUndefined();
  });

  it('reads the range searched from the pivot result', () => {
    const result: SearchTypeResult = {
      type: 'pivot',
      id: 'chart',
      name: 'chart',
      rows: [],
      total: 0,
      effectiveTimerange: { type: 'absolute', ...HOUR },
    };
    expect(searchedRange(result)).toEqual(HOUR);
    expect(searchedRange(undefined)).toBeUndefined();
  });
});
