import { useMemo } from 'react';
import type { ChartData, ChartPoint, ChartSeries } from '../../transforms/chartSeries';
import { barExtent, bucketWidth, layoutBars, type BarInput, type BarMode, type BarRect } from '../../scales/barLayout';
import { LEGEND_ENTRIES_PER_ROW, verticalLayout } from '../../scales/legendLayout';
import {
  createValueScale,
  createXScale,
  isDrawable,
  xPosition,
  type AxisType,
  type ValueScale,
  type XScale,
} from '../../scales/valueScale';
import type { AxisTick } from '../../primitives/Axis';
import { formatAxisValue, timeTickFormatter, truncate } from '../format';

export const LEGEND_ROW_HEIGHT = 18;
const MARGIN = { top: 10, right: 16 };

export interface XColumn {
  key: string;
  label: string;
  px: number;
  /** Point of each series at this x (by series index), if any. */
  points: (ChartPoint | undefined)[];
}

export interface XYGeometry {
  left: number;
  top: number;
  plotWidth: number;
  plotHeight: number;
  legendTop: number;
  x: XScale;
  y: ValueScale;
  xTicks: AxisTick[];
  yTicks: AxisTick[];
  /**
   * The values by x position, sorted left to right: built on first use (hover, keyboard, data
   * table), not to draw the chart.
   */
  columns: () => XColumn[];
  bars: BarRect[];
  baseline: number;
}

/** `f`, computed on the first call and remembered. */
function once<T>(f: () => T): () => T {
  let value: { v: T } | undefined;
  return () => (value ??= { v: f() }).v;
}

export const xKey = (x: Date | string): string => (x instanceof Date ? String(x.getTime()) : x);

export function useXYGeometry(
  data: ChartData,
  size: { width: number; height: number },
  options: {
    kind: 'bar' | 'line' | 'area' | 'scatter';
    axisType: AxisType;
    barMode: BarMode;
    timezone: string;
    /** The range searched, in ms: a time axis spans it. */
    timeRange?: { from: number; to: number };
    /** What the caller knows of the time buckets' width, in ms. */
    bucketMs?: number;
  },
): XYGeometry {
  const { kind, axisType, barMode, timezone, bucketMs } = options;
  const rangeFrom = options.timeRange?.from;
  const rangeTo = options.timeRange?.to;
  return useMemo(() => {
    // Before the chart is measured (its first render) nothing is drawn: no series to lay out.
    const series: ChartSeries[] = size.width > 0 && size.height > 0 ? data.series : [];
    const barInputs: BarInput[] = [];
    if (kind === 'bar')
      series.forEach((s, seriesIndex) =>
        s.points.forEach((p, pointIndex) => {
          if (isDrawable(p.value, axisType)) barInputs.push({ seriesIndex, pointIndex, x: p.x, value: p.value });
        }),
      );
    let values: number[];
    if (kind === 'bar') values = barExtent(barInputs, barMode);
    else {
      values = [];
      for (const s of series) for (const p of s.points) if (isDrawable(p.value, axisType)) values.push(p.value);
    }
    const legendRows = series.length > 0 ? Math.ceil(series.length / LEGEND_ENTRIES_PER_ROW) : 0;
    const layout = verticalLayout(size.height, MARGIN.top, legendRows, LEGEND_ROW_HEIGHT);
    const y = createValueScale(values, [layout.plotHeight, 0], axisType);
    const yTickValues =
      axisType === 'logarithmic'
        ? y.ticks(4).filter((t) => Math.log10(t) % 1 === 0)
        : y.ticks(Math.max(2, Math.floor(layout.plotHeight / 40)));
    const yLabels = yTickValues.map(formatAxisValue);
    const left = Math.max(...yLabels.map((l) => l.length * 6.5), 10) + 14;
    const plotWidth = Math.max(0, size.width - left - MARGIN.right);

    const allX: (Date | string)[] = [];
    if (data.xType === 'time') for (const s of series) for (const p of s.points) allX.push(p.x);
    const times = allX.map((t) => (t instanceof Date ? t.getTime() : Date.parse(t)));
    // Bars of known buckets each cover their bucket; the axis reaches the end of the last one.
    const bucket = kind === 'bar' && data.xType === 'time' && bucketMs ? bucketWidth(times, bucketMs) : null;
    const lastEnd = bucket !== null && times.length > 0 ? Math.max(...times) + bucket : -Infinity;
    const span =
      data.xType === 'time' && (rangeFrom !== undefined || bucket !== null)
        ? { from: rangeFrom ?? Infinity, to: Math.max(rangeTo ?? -Infinity, lastEnd) }
        : undefined;
    const x = createXScale(data.xType, data.xType === 'time' ? allX : data.categories, [0, plotWidth], kind === 'bar' ? 0.2 : 0.5, span);
    let xTicks: AxisTick[];
    if (x.kind === 'time') {
      const ticks = x.scale.ticks(Math.max(2, Math.floor(plotWidth / 90)));
      const fmt = timeTickFormatter(ticks, timezone);
      // Ticks closer than the labels' precision (a range of under a second) would repeat a label: keep the first.
      xTicks = ticks
        .map((t) => ({ position: x.scale(t), label: fmt(t) }))
        .filter((tick, i, all) => i === 0 || tick.label !== all[i - 1]!.label);
    } else {
      const domain = x.scale.domain();
      const every = Math.max(1, Math.ceil((domain.length * 90) / Math.max(1, plotWidth)));
      xTicks = domain.filter((_, i) => i % every === 0).map((c) => ({ position: xPosition(x, c), label: truncate(c) }));
    }

    const getColumns = once(() => {
      const byKey = new Map<string, XColumn>();
      series.forEach((s, si) =>
        s.points.forEach((p) => {
          const key = xKey(p.x);
          let col = byKey.get(key);
          if (!col) {
            col = { key, label: p.label, px: xPosition(x, p.x), points: [] };
            byKey.set(key, col);
          }
          col.points[si] = p;
        }),
      );
      return [...byKey.values()].sort((a, b) => a.px - b.px);
    });
    const [d0] = y.domain() as [number, number];
    return {
      left,
      top: MARGIN.top,
      plotWidth,
      plotHeight: layout.plotHeight,
      legendTop: MARGIN.top + layout.plotHeight + layout.legendGap,
      x,
      y,
      xTicks,
      yTicks: yTickValues.map((t, i) => ({ position: y(t), label: yLabels[i]! })),
      columns: getColumns,
      bars: kind === 'bar' ? layoutBars(barInputs, series.length, barMode, x, y, bucket) : [],
      baseline: d0 <= 0 ? y(0) : y(d0),
    };
  }, [data, size.width, size.height, kind, axisType, barMode, timezone, rangeFrom, rangeTo, bucketMs]);
}
