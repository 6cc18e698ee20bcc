import { describe, expect, it } from 'vitest';
import type { SearchTypeResult } from '@sift/api';
import { pivotRows } from './chartData';

const result = (values: unknown[]): SearchTypeResult =>
  ({
    id: 'chart',
    type: 'pivot',
    total: 1,
    rows: [
      {
        key: ['GET'],
        source: 'leaf',
        values: values.map((value, i) => ({ key: [`s${i}`], value, rollup: true, source: 'row-leaf' })),
      },
    ],
  }) as unknown as SearchTypeResult;

describe('pivotRows', () => {
  it('reads a row of numbers, texts and empty values as it is, without copying it', () => {
    const chart = result([3, 'web-1', null]);
    const rows = pivotRows(chart);
    expect(rows[0]?.values.map((v) => v.value)).toEqual([3, 'web-1', null]);
    expect(rows[0]).toBe(chart.type === 'pivot' ? chart.rows[0] : undefined);
  });

  it('makes every other value empty, for the charts to draw nothing there', () => {
    expect(pivotRows(result([{ nested: 1 }, 4, true]))[0]?.values.map((v) => v.value)).toEqual([null, 4, null]);
  });

  it('has no rows for a result of another type or none', () => {
    expect(pivotRows(undefined)).toEqual([]);
    expect(pivotRows({ id: 'm', type: 'messages' } as unknown as SearchTypeResult)).toEqual([]);
  });
});
