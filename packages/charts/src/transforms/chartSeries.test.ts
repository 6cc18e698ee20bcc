import { describe, expect, it } from 'vitest';
import simple from './__fixtures__/ChartData.test.simple.json';
import oneColOneRow from './__fixtures__/ChartData.test.oneColumOneRowPivot.json';
import noPivots from './__fixtures__/ExpandRows.test.noPivots.json';
import { toChartData } from './chartSeries';
import { DEFAULT_CHART_COLORS } from '@sift/ui';
import { assignColors } from './colors';
import { EMPTY_VALUE_LABEL, formatKeyPart } from './keys';
import type { PivotRow } from './types';

const rowsOf = (json: unknown) => json as PivotRow[];

describe('toChartData', () => {
  it('builds one trace per column value × series plus rollup traces, keeping the totals row apart', () => {
    const data = toChartData(rowsOf(simple), {
      rowPivots: [
        { fields: ['timestamp'], type: 'time' },
        { fields: ['controller'], type: 'values' },
      ],
      columnPivots: [{ fields: ['action'], type: 'values' }],
      timezone: 'UTC',
    });
    expect(data.series.map((s) => s.name)).toEqual([
      'index - count()',
      'index - sum(took_ms)',
      'edit - count()',
      'edit - sum(took_ms)',
      'count()',
      'sum(took_ms)',
    ]);
    expect(data.categories).toEqual(['2018-05-24 14:03:00 - PostsController']);
    expect(data.xType).toBe('category');
    expect(data.series[0]!.points[0]!.value).toBe(2696);
    expect(data.series[0]!.columnKey).toEqual([{ field: 'action', value: 'index' }]);
    expect(data.series[0]!.points[0]!.rowKey).toEqual([
      { field: 'timestamp', value: '2018-05-24T14:03:00.000Z' },
      { field: 'controller', value: 'PostsController' },
    ]);
    expect(data.series.find((s) => s.name === 'count()')!.rollup).toBe(true);
    // The fixture's non-leaf row is a subtotal (keyed by the time bucket), not the totals row.
    expect(data.totals).toEqual({});
  });

  it('reads the totals row (no key, non-leaf) into totals per series', () => {
    const rows: PivotRow[] = [
      ...rowsOf(simple),
      { key: [], source: 'non-leaf', values: [{ key: ['count()'], value: 4490, rollup: true, source: 'row-inner' }] },
    ];
    const data = toChartData(rows, { columnPivots: [{ fields: ['action'], type: 'values' }], timezone: 'UTC' });
    expect(data.totals).toEqual({ 'count()': 4490 });
    expect(data.categories).toHaveLength(1);
  });

  it('drops rollup traces on request when there are column groupings', () => {
    const data = toChartData(rowsOf(simple), {
      columnPivots: [{ fields: ['action'], type: 'values' }],
      includeRollup: false,
      timezone: 'UTC',
    });
    expect(data.series.map((s) => s.name)).not.toContain('count()');
    expect(data.series).toHaveLength(4);
  });

  it('keeps points in row order with gaps as separate traces for the one-row one-column fixture', () => {
    const data = toChartData(rowsOf(oneColOneRow), {
      rowPivots: [{ fields: ['hour'], type: 'values' }],
      columnPivots: [{ fields: ['http_response_code'], type: 'values' }],
      timezone: 'UTC',
    });
    expect(data.categories.slice(0, 3)).toEqual(['00', '01', '02']);
    const c100 = data.series.find((s) => s.name === '100 - count()')!;
    expect(c100.points[0]).toMatchObject({ label: '00', value: 217 });
    const rollup = data.series.find((s) => s.name === 'count()')!;
    expect(rollup.points.every((p) => p.value === 4140)).toBe(true);
    expect(rollup.points).toHaveLength(data.categories.length);
  });

  it('reads the rows of a result without groupings as one point per series', () => {
    const data = toChartData(rowsOf(noPivots), { timezone: 'UTC' });
    expect(data.series.map((s) => [s.name, s.points[0]!.value])).toEqual([
      ['avg(took_ms)', 80.65076335877863],
      ['min(took_ms)', 36],
      ['max(took_ms)', 5850],
      ['sum(took_ms)', 3465402],
      ['stddev(took_ms)', 331.44857900293187],
    ]);
  });

  it('parses a single time grouping into dates and labels keys in the user timezone', () => {
    const rows: PivotRow[] = [
      { key: ['2024-03-01T10:00:00.000Z'], source: 'leaf', values: [{ key: ['count()'], value: 5, rollup: true, source: 'row-leaf' }] },
    ];
    const data = toChartData(rows, { rowPivots: [{ fields: ['timestamp'], type: 'time' }], timezone: 'Europe/Berlin' });
    expect(data.xType).toBe('time');
    expect(data.series[0]!.points[0]!.x).toEqual(new Date('2024-03-01T10:00:00.000Z'));
    expect(data.categories).toEqual(['2024-03-01 11:00:00']);
  });

  it('labels empty keys "Empty Value"', () => {
    expect(EMPTY_VALUE_LABEL).toBe('Empty Value');
    expect(formatKeyPart('', false, 'UTC')).toBe('Empty Value');
    const rows: PivotRow[] = [{ key: [''], source: 'leaf', values: [{ key: ['count()'], value: 1, rollup: true, source: 'row-leaf' }] }];
    expect(toChartData(rows, { rowPivots: [{ fields: ['source'], type: 'values' }] }).categories).toEqual(['Empty Value']);
  });

  it('colours traces from chart_colors first, then the 16-colour palette in order of appearance', () => {
    expect(DEFAULT_CHART_COLORS).toHaveLength(16);
    const data = toChartData(rowsOf(simple), {
      columnPivots: [{ fields: ['action'], type: 'values' }],
      chartColors: [{ field_name: 'edit - count()', chart_color: '#ff0000' }],
      timezone: 'UTC',
    });
    const colors = Object.fromEntries(data.series.map((s) => [s.name, s.color]));
    expect(colors['edit - count()']).toBe('#ff0000');
    expect(colors['index - count()']).toBe(DEFAULT_CHART_COLORS[0]);
    expect(colors['index - sum(took_ms)']).toBe(DEFAULT_CHART_COLORS[1]);
  });

  it('skips palette colours taken by settings and cycles when there are more names than colours', () => {
    const names = Array.from({ length: 18 }, (_, i) => `s${i}`);
    const colors = assignColors(names, [{ field_name: 's5', chart_color: DEFAULT_CHART_COLORS[0] }]);
    expect(colors.get('s0')).toBe(DEFAULT_CHART_COLORS[1]);
    expect(colors.get('s5')).toBe(DEFAULT_CHART_COLORS[0]);
    // 15 free colours for 17 names: the 16th free name wraps around to the first one's colour.
    expect(colors.get('s16')).toBe(colors.get('s0'));
    expect(colors.get('s1')).toBe(DEFAULT_CHART_COLORS[2]);
  });
});
