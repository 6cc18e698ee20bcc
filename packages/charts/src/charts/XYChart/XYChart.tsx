import { useCallback, useMemo, useState, type MouseEvent } from 'react';
import { pointer } from 'd3';
import type { ChartData } from '../../transforms/chartSeries';
import { browserTimezone } from '../../transforms/keys';
import { Axis } from '../../primitives/Axis';
import { Grid } from '../../primitives/Grid';
import { Legend } from '../../primitives/Legend';
import { ChartTooltip } from '../../primitives/ChartTooltip';
import { Annotations } from '../../primitives/Annotations';
import { DataSummaryTable } from '../../primitives/DataSummaryTable';
import { DEFAULT_INTERPOLATION, type Interpolation } from '../../primitives/Paths';
import { DEFAULT_BAR_MODE, type BarMode } from '../../scales/barLayout';
import { isDrawable, type AxisType } from '../../scales/valueScale';
import { useChartTheme } from '../../theme/useChartTheme';
import { ChartFrame } from '../ChartFrame';
import { EmptyAggregation } from '../EmptyAggregation';
import { formatValue } from '../format';
import type { BaseChartProps, EventAnnotation } from '../types';
import { useParentSize } from '../useParentSize';
import { LEGEND_ROW_HEIGHT, useXYGeometry, type XColumn } from './xyGeometry';
import { XYMarks } from './XYMarks';

export interface XYChartProps extends BaseChartProps {
  /** Series from `toChartData`. */
  data: ChartData;
  kind: 'bar' | 'line' | 'area' | 'scatter';
  /** Value axis type (default linear). */
  axisType?: AxisType;
  /** Bar mode (bar charts only, default group). */
  barMode?: BarMode;
  /** Line interpolation (line and area charts, default linear). */
  interpolation?: Interpolation;
  /** Events drawn as markers on a time axis. */
  annotations?: readonly EventAnnotation[];
  /** IANA timezone of time axis labels (default: the browser's). */
  timezone?: string;
}

/** The shared body of bar, line, area and scatter charts. */
export function XYChart(props: XYChartProps) {
  const { data, kind, title, description, onValueClick, annotations = [] } = props;
  const axisType = props.axisType ?? 'linear';
  const barMode = props.barMode ?? DEFAULT_BAR_MODE;
  const interpolation = props.interpolation ?? DEFAULT_INTERPOLATION;
  const timezone = props.timezone ?? browserTimezone();
  const theme = useChartTheme();
  const { ref, width, height } = useParentSize<HTMLDivElement>(props);
  const g = useXYGeometry(data, { width, height }, { kind, axisType, barMode, timezone });
  const [hover, setHover] = useState<{ column: XColumn; py: number } | null>(null);

  const columnAt = useCallback(
    (px: number): XColumn | undefined => {
      let best: XColumn | undefined;
      for (const c of g.columns) if (!best || Math.abs(c.px - px) < Math.abs(best.px - px)) best = c;
      return best;
    },
    [g.columns],
  );

  const onMove = (e: MouseEvent<SVGRectElement>) => {
    const [px, py] = pointer(e, e.currentTarget);
    const column = columnAt(px);
    setHover(column ? { column, py } : null);
  };

  const onClick = (e: MouseEvent<SVGRectElement>) => {
    if (!onValueClick) return;
    const [px, py] = pointer(e, e.currentTarget);
    const column = columnAt(px);
    if (!column) return;
    let seriesIndex = -1;
    if (kind === 'bar') {
      const hit = g.bars.find((b) => px >= b.left && px <= b.left + b.width && py >= b.top && py <= b.top + b.height);
      if (hit) seriesIndex = hit.seriesIndex;
    } else {
      let bestDistance = Infinity;
      column.points.forEach((p, i) => {
        if (!p || !isDrawable(p.value, axisType)) return;
        const d = Math.abs(g.y(p.value) - py);
        if (d < bestDistance) [bestDistance, seriesIndex] = [d, i];
      });
    }
    const series = data.series[seriesIndex];
    const point = column.points[seriesIndex];
    if (!series || !point) return;
    onValueClick({ rowKey: point.rowKey, columnKey: series.columnKey, seriesId: series.seriesId, seriesName: series.name, value: point.value, clientX: e.clientX, clientY: e.clientY });
  };

  const marks = useMemo(
    () => <XYMarks kind={kind} series={data.series} bars={g.bars} barMode={barMode} x={g.x} y={g.y} axisType={axisType} interpolation={interpolation} baseline={g.baseline} />,
    [kind, data.series, g, barMode, axisType, interpolation],
  );
  const annotationMarks = useMemo(() => {
    if (g.x.kind !== 'time') return [];
    const scale = g.x.scale;
    const [d0, d1] = scale.domain() as [Date, Date];
    return annotations
      .map((a) => ({ id: a.id, label: a.label, date: new Date(a.timestamp) }))
      .filter((a) => a.date >= d0 && a.date <= d1)
      .map((a) => ({ id: a.id, label: a.label, x: scale(a.date) }));
  }, [annotations, g.x]);
  const table = useMemo(
    () => (
      <DataSummaryTable
        caption={title}
        columns={[data.series[0]?.points[0]?.rowKey.map((k) => k.field ?? '').filter(Boolean).join(' - ') || 'Key', ...data.series.map((s) => s.name)]}
        rows={g.columns.map((c) => [c.label, ...data.series.map((_, i) => c.points[i]?.value ?? null)])}
      />
    ),
    [title, data.series, g.columns],
  );

  if (data.series.length === 0) {
    return (
      <ChartFrame title={title} description={description} width={props.width} height={props.height}>
        <EmptyAggregation />
      </ChartFrame>
    );
  }

  return (
    <ChartFrame title={title} description={description} width={props.width} height={props.height} hidden={table}>
      <div ref={ref} style={{ position: 'relative', width: '100%', height: '100%', fontFamily: theme.fontFamily }}>
        <svg width={width} height={height} aria-hidden="true" style={{ display: 'block', overflow: 'visible' }}>
          <g transform={`translate(${g.left},${g.top})`}>
            <Grid rows={g.yTicks.map((t) => t.position)} width={g.plotWidth} stroke={theme.grid} />
            {marks}
            <Annotations marks={annotationMarks} height={g.plotHeight} color={theme.annotation} />
            {hover && <line x1={hover.column.px} x2={hover.column.px} y1={0} y2={g.plotHeight} style={{ stroke: theme.axis, strokeDasharray: '2 2', pointerEvents: 'none' }} />}
            <Axis orientation="left" ticks={g.yTicks} length={g.plotHeight} stroke={theme.axis} color={theme.textSecondary} fontSize={theme.fontSize} />
            <Axis orientation="bottom" ticks={g.xTicks} length={g.plotWidth} y={g.plotHeight} stroke={theme.axis} color={theme.textSecondary} fontSize={theme.fontSize} />
            <rect
              data-testid="chart-hit-area"
              width={g.plotWidth}
              height={g.plotHeight}
              style={{ fill: 'transparent', cursor: onValueClick ? 'pointer' : undefined }}
              onMouseMove={onMove}
              onMouseLeave={() => setHover(null)}
              onClick={onClick}
            />
          </g>
        </svg>
        <div style={{ position: 'absolute', top: g.legendTop, left: g.left, right: 16 }}>
          <Legend entries={data.series.map((s) => ({ id: s.id, label: s.name, color: s.color }))} color={theme.text} fontSize={theme.fontSize} rowHeight={LEGEND_ROW_HEIGHT} />
        </div>
        {hover && (
          <ChartTooltip left={g.left + hover.column.px} top={g.top + hover.py} containerWidth={width} background={theme.tooltipBackground} border={theme.tooltipBorder} color={theme.text}>
            <strong>{hover.column.label}</strong>
            {data.series.map((s, i) => {
              const p = hover.column.points[i];
              return p && p.value !== null ? (
                <div key={s.id}>
                  <span style={{ color: s.color }}>●</span> {s.name}: {formatValue(p.value)}
                </div>
              ) : null;
            })}
          </ChartTooltip>
        )}
      </div>
    </ChartFrame>
  );
}
