import { describe, expect, it } from 'vitest';
import simple from './__fixtures__/ChartData.test.simple.json';
import noPivots from './__fixtures__/ExpandRows.test.noPivots.json';
import { toTableModel } from './table';
import { applySortStep, nextSortStep, sortRows, type SortConfig } from './sort';
import type { PivotRow } from './types';

const rowsOf = (json: unknown) => json as PivotRow[];
const opts = {
  rowPivots: [
    { fields: ['timestamp'], type: 'time' as const },
    { fields: ['controller'], type: 'values' as const },
  ],
  columnPivots: [{ fields: ['action'], type: 'values' as const }],
  series: ['count()', 'sum(took_ms)'],
  timezone: 'UTC',
};

describe('toTableModel', () => {
  it('lays out grouping columns, then series per column key, then rollup columns', () => {
    const model = toTableModel(rowsOf(simple), opts);
    expect(model.columns.map((c) => [c.kind, c.columnPath.join('/'), c.label])).toEqual([
      ['row-pivot', '', 'timestamp'],
      ['row-pivot', '', 'controller'],
      ['value', 'index', 'count()'],
      ['value', 'index', 'sum(took_ms)'],
      ['value', 'edit', 'count()'],
      ['value', 'edit', 'sum(took_ms)'],
      ['rollup', '', 'count()'],
      ['rollup', '', 'sum(took_ms)'],
    ]);
    expect(model.headerDepth).toBe(1);
    expect(model.rows).toHaveLength(1);
    expect(model.rows[0]!.cells['row:timestamp']).toBe('2018-05-24 14:03:00');
    expect(model.rows[0]!.cells['value:edit\u241Ecount()']).toBe(118);
    expect(model.rows[0]!.rowKey[0]).toEqual({ field: 'timestamp', value: '2018-05-24T14:03:00.000Z' });
    expect(model.columns[4]!.columnKey).toEqual([{ field: 'action', value: 'edit' }]);
  });

  it('hides rollup columns when rollup is off and there are column groupings', () => {
    const model = toTableModel(rowsOf(simple), { ...opts, rollup: false });
    expect(model.columns.some((c) => c.kind === 'rollup')).toBe(false);
  });

  it('shows a result without groupings as one row of series columns', () => {
    const model = toTableModel(rowsOf(noPivots), { series: ['min(took_ms)', 'avg(took_ms)'] });
    expect(model.columns.map((c) => c.label)).toEqual(['min(took_ms)', 'avg(took_ms)', 'max(took_ms)', 'sum(took_ms)', 'stddev(took_ms)']);
    expect(model.rows[0]!.cells['rollup:max(took_ms)']).toBe(5850);
  });

  it('keeps the totals row apart', () => {
    const rows: PivotRow[] = [
      ...rowsOf(noPivots).map((r) => ({ ...r, key: ['a'] })),
      { key: [], source: 'non-leaf', values: [{ key: ['avg(took_ms)'], value: 1, rollup: true, source: 'row-inner' }] },
    ];
    const model = toTableModel(rows, { rowPivots: [{ fields: ['source'], type: 'values' }] });
    expect(model.totals?.cells['rollup:avg(took_ms)']).toBe(1);
    expect(model.rows).toHaveLength(1);
  });
});

describe('data table sorting', () => {
  it('cycles none → Descending → remove → Ascending → remove → Descending', () => {
    expect(nextSortStep(undefined, undefined)).toEqual({ action: 'add', direction: 'Descending' });
    expect(nextSortStep('Descending', undefined)).toEqual({ action: 'remove' });
    expect(nextSortStep(undefined, 'Descending')).toEqual({ action: 'add', direction: 'Ascending' });
    expect(nextSortStep('Ascending', 'Descending')).toEqual({ action: 'remove' });
    expect(nextSortStep(undefined, 'Ascending')).toEqual({ action: 'add', direction: 'Descending' });
  });

  it('appends new sorts (their order is the priority) and removes without reordering', () => {
    const pivot = { kind: 'row-pivot' as const, sortField: 'source' };
    const series = { kind: 'value' as const, sortField: 'count()' };
    let sorts: SortConfig[] = applySortStep([], series, { action: 'add', direction: 'Descending' });
    sorts = applySortStep(sorts, pivot, { action: 'add', direction: 'Ascending' });
    expect(sorts).toEqual([
      { type: 'series', field: 'count()', direction: 'Descending' },
      { type: 'pivot', field: 'source', direction: 'Ascending' },
    ]);
    expect(applySortStep(sorts, series, { action: 'remove' })).toEqual([{ type: 'pivot', field: 'source', direction: 'Ascending' }]);
  });

  it('sorts rows by several columns with empty cells last', () => {
    const columns = [
      { id: 'a', kind: 'row-pivot' as const, label: 'a', sortField: 'a', columnPath: [], columnKey: [] },
      { id: 'n', kind: 'rollup' as const, label: 'n', sortField: 'count()', columnPath: [], columnKey: [] },
    ];
    const rows = [
      { id: '1', rowKey: [], cells: { a: 'x', n: 1 } },
      { id: '2', rowKey: [], cells: { a: 'y', n: 5 } },
      { id: '3', rowKey: [], cells: { a: 'x', n: 9 } },
      { id: '4', rowKey: [], cells: { a: 'y', n: null } },
    ];
    const byA = sortRows(rows, columns, [
      { type: 'pivot', field: 'a', direction: 'Ascending' },
      { type: 'series', field: 'count()', direction: 'Descending' },
    ]);
    expect(byA.map((r) => r.id)).toEqual(['3', '1', '2', '4']);
    expect(sortRows(rows, columns, [{ type: 'series', field: 'count()', direction: 'Ascending' }]).map((r) => r.id)).toEqual([
      '1',
      '2',
      '3',
      '4',
    ]);
  });
});
