import { describe, expect, it } from 'vitest';
import simple from './__fixtures__/ChartData.test.simple.json';
import oneColOneRow from './__fixtures__/ChartData.test.oneColumOneRowPivot.json';
import noPivots from './__fixtures__/ExpandRows.test.noPivots.json';
import { heatmapDomain, toHeatmapData } from './heatmap';
import { computeTrend, extractNumber, NO_VALUE_LABEL } from './numeric';
import { parseGeoPoint, toGeoMarkers } from './geo';
import type { PivotRow } from './types';

const rowsOf = (json: unknown) => json as PivotRow[];
const hour = [{ fields: ['hour'], type: 'values' as const }];
const code = [{ fields: ['http_response_code'], type: 'values' as const }];

describe('toHeatmapData', () => {
  it('puts row keys on x and column keys on y with the first series as value', () => {
    const data = toHeatmapData(rowsOf(oneColOneRow), { rowPivots: hour, columnPivots: code, timezone: 'UTC' });
    const row100 = data.rows.find((r) => r.id === '100')!;
    expect(row100.data[0]).toEqual({ x: '00', y: 217 });
    expect(row100.columnKey).toEqual([{ field: 'http_response_code', value: '100' }]);
    expect(data.rowKeys['00']).toEqual([{ field: 'hour', value: '00' }]);
    expect(data.rows.every((r) => r.data.length === row100.data.length)).toBe(true);
    expect(data.min).toBeLessThanOrEqual(data.max!);
    expect(data.seriesId).toBe('count()');
  });

  it('takes the values of the first series only', () => {
    const rows: PivotRow[] = [
      {
        key: ['00'],
        source: 'leaf',
        values: [
          { key: ['200', 'count()'], value: 5, rollup: false, source: 'col-leaf' },
          { key: ['200', 'avg(took_ms)'], value: 900, rollup: false, source: 'col-leaf' },
        ],
      },
    ];
    const data = toHeatmapData(rows, { rowPivots: hour, columnPivots: code });
    expect(data.rows).toEqual([{ id: '200', columnKey: [{ field: 'http_response_code', value: '200' }], data: [{ x: '00', y: 5 }] }]);
    expect([data.min, data.max, data.seriesId]).toEqual([5, 5, 'count()']);
  });

  it('leaves missing cells empty, or fills them with the smallest value or a default value', () => {
    const empty = toHeatmapData(rowsOf(oneColOneRow), { rowPivots: hour, columnPivots: code });
    const hole = (d: typeof empty) => d.rows.find((r) => r.id === '100')!.data.find((c) => c.x === '01')!;
    expect(hole(empty)).toEqual({ x: '01', y: null, filled: false });
    const smallest = toHeatmapData(rowsOf(oneColOneRow), {
      rowPivots: hour,
      columnPivots: code,
      useSmallestAsDefault: true,
      defaultValue: 3,
    });
    expect(hole(smallest)).toEqual({ x: '01', y: smallest.min, filled: true });
    const fixed = toHeatmapData(rowsOf(oneColOneRow), { rowPivots: hour, columnPivots: code, defaultValue: 3 });
    expect(hole(fixed)).toEqual({ x: '01', y: 3, filled: true });
    // The default value is drawn, so it widens the colour range like any value.
    expect(fixed.min).toBe(3);
    expect(fixed.max).toBe(empty.max);
    expect(empty.min).toBeGreaterThan(3);
  });

  it('scales colours over the data or over z_min/z_max when auto scale is off', () => {
    expect(heatmapDomain({ min: 2, max: 9 }, { autoScale: true, zMin: '0', zMax: '100' })).toEqual([2, 9]);
    expect(heatmapDomain({ min: 2, max: 9 }, { autoScale: false, zMin: '0', zMax: '100.5' })).toEqual([0, 100.5]);
    expect(heatmapDomain({ min: 2, max: 9 }, { autoScale: false, zMin: null, zMax: '5' })).toEqual([2, 5]);
  });
});

describe('numeric', () => {
  it('extracts the single value of a result without groupings', () => {
    expect(extractNumber(rowsOf(noPivots))).toBe(80.65076335877863);
    expect(extractNumber(rowsOf(noPivots), 'max(took_ms)')).toBe(5850);
    expect(
      extractNumber(
        [
          ...rowsOf(simple),
          { key: [], source: 'non-leaf', values: [{ key: ['count()'], value: 4490, rollup: true, source: 'row-inner' }] },
        ],
        'count()',
      ),
    ).toBe(4490);
    expect(extractNumber([])).toBeNull();
    expect(extractNumber(undefined)).toBeNull();
    expect(NO_VALUE_LABEL).toBe('N/A');
  });

  it('formats the trend as +0,0[.]0[000] and +0[.]0[0]%', () => {
    const t = computeTrend(1250.5, 1000, 'NEUTRAL');
    expect(t.absoluteLabel).toBe('+250.5');
    expect(t.percentageLabel).toBe('+25.05%');
    expect(computeTrend(900, 12000, 'NEUTRAL').absoluteLabel).toBe('-11,100');
    expect(computeTrend(1, 3, 'NEUTRAL').percentageLabel).toBe('-66.67%');
    expect(computeTrend(5, 0, 'HIGHER').percentageLabel).toBe('N/A');
  });

  it('colours by preference: HIGHER likes growth, LOWER likes shrinking, NEUTRAL neither', () => {
    expect(computeTrend(2, 1, 'HIGHER').sentiment).toBe('good');
    expect(computeTrend(1, 2, 'HIGHER').sentiment).toBe('bad');
    expect(computeTrend(2, 1, 'LOWER').sentiment).toBe('bad');
    expect(computeTrend(1, 2, 'LOWER').sentiment).toBe('good');
    expect(computeTrend(2, 1, 'NEUTRAL').sentiment).toBe('neutral');
    expect(computeTrend(1, 1, 'HIGHER')).toMatchObject({ direction: 'flat', sentiment: 'neutral', absoluteLabel: '+0' });
  });
});

describe('geo markers', () => {
  it('parses lat,lon keys and rejects anything else', () => {
    expect(parseGeoPoint('52.52,13.405')).toEqual({ latitude: 52.52, longitude: 13.405 });
    expect(parseGeoPoint('Berlin')).toBeNull();
    expect(parseGeoPoint('95,10')).toBeNull();
  });

  it('makes one marker per geo row and series', () => {
    const rows: PivotRow[] = [
      { key: ['52.52,13.405'], source: 'leaf', values: [{ key: ['count()'], value: 40, rollup: true, source: 'row-leaf' }] },
      { key: ['not a point'], source: 'leaf', values: [{ key: ['count()'], value: 4, rollup: true, source: 'row-leaf' }] },
      { key: [], source: 'non-leaf', values: [{ key: ['count()'], value: 44, rollup: true, source: 'row-inner' }] },
    ];
    expect(toGeoMarkers(rows, { rowPivots: [{ fields: ['client_geo'], type: 'values' }] })).toEqual([
      {
        key: '52.52,13.405',
        rowKey: [{ field: 'client_geo', value: '52.52,13.405' }],
        seriesId: 'count()',
        latitude: 52.52,
        longitude: 13.405,
        value: 40,
      },
    ]);
  });
});
