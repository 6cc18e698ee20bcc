import { describe, expect, it } from 'vitest';
import type { AggregationConfig } from '@sift/api';
import type { ValueClickContext } from '@sift/charts';
import { clickedValues, documentsWidget, excludeValuesQuery, valueMenuTitle, valuesQuery } from './chartValueActions';

const CONFIG = {
  rowPivots: [{ type: 'time', fields: ['timestamp'], interval: { type: 'auto', scaling: 1 } }],
  columnPivots: [{ type: 'values', fields: ['customer'], limit: 15, skipEmptyValues: false }],
} as unknown as AggregationConfig;
const click = (rowKey: ValueClickContext['rowKey'], columnKey: ValueClickContext['columnKey']): ValueClickContext => ({
  rowKey,
  columnKey,
  seriesId: 'count()',
  seriesName: 'count()',
  value: 3,
  clientX: 10,
  clientY: 20,
});

describe('chart value actions', () => {
  it('take the values groupings of a click, not its time bucket', () => {
    const values = clickedValues(
      CONFIG,
      click([{ field: 'timestamp', value: '2024-05-02T10:00:00Z' }], [{ field: 'customer', value: 'acme' }]),
    );
    expect(values).toEqual([{ field: 'customer', value: 'acme' }]);
    expect(valuesQuery(values)).toBe('customer:acme');
    expect(excludeValuesQuery(values)).toBe('NOT customer:acme');
  });

  it('join several values with AND, and exclude them together', () => {
    const values = [
      { field: 'customer', value: 'acme corp' },
      { field: 'action', value: 'login' },
    ];
    expect(valuesQuery(values)).toBe('customer:"acme corp" AND action:login');
    expect(excludeValuesQuery(values)).toBe('NOT (customer:"acme corp" AND action:login)');
    expect(valueMenuTitle(click([], []), values)).toBe('customer: acme corp, action: login, count() = 3');
  });

  it('"Show documents for value" is a message table searching only those values', () => {
    const { widget, title } = documentsWidget([{ field: 'customer', value: 'acme' }]);
    expect(widget).toMatchObject({ type: 'messages', query: 'customer:acme' });
    expect(title).toBe('Messages for customer: acme');
  });
});
