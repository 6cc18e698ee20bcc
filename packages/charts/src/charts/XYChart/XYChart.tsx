import { useCallback, useMemo, useState, type MouseEvent } from 'react';
import styled from 'styled-components';
import type { ChartData } from '../../transforms/chartSeries';
import { browserTimezone } from '../../transforms/keys';
import { Axis } from '../../primitives/Axis';
import { Grid } from '../../primitives/Grid';
import { Legend } from '../../primitives/Legend';
import { ChartTooltip } from '../../primitives/ChartTooltip';
import { Annotations } from '../../primitives/Annotations';
import { DataSummaryTable, SUMMARY_TABLE_MAX_ROWS } from '../../primitives/DataSummaryTable';
import { DEFAULT_INTERPOLATION, type Interpolation } from '../../primitives/Paths';
import { DEFAULT_BAR_MODE, type BarMode } from '../../scales/barLayout';
import { isDrawable, type AxisType } from '../../scales/valueScale';
import { useChartTheme } from '../../theme/useChartTheme';
import { ChartFrame } from '../ChartFrame';
import { EmptyAggregation } from '../EmptyAggregation';
import { formatValue } from '../format';
import type { BaseChartProps, EventAnnotation } from '../types';
import { useParentSize } from '../useParentSize';
import { ValueNavigator, type GridPosition } from '../ValueNavigator';
import { LEGEND_ROW_HEIGHT, useXYGeometry, type XColumn } from './xyGeometry';
import { XYMarks } from './XYMarks';

/** A series' colour in the tooltip: a drawn dot, so that no font has to hold a bullet glyph. */
const SeriesDot = styled.span<{ $color: string }>`
  display: inline-block;
  width: 0.6em;
  height: 0.6em;
  border-radius: 50%;
  background: ${(p) => p.$color};
`;

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
  /** The range searched: a time axis spans all of it, also where no data fell. */
  timeRange?: { from: Date | string; to: Date | string };
  /**
   * The width of one time bucket in ms, when known (a fixed interval, or an estimate of the auto
   * one): each bar then covers 80% of its bucket from the key on, never more than the keys allow.
   */
  bucketMs?: number;
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
  const range = useMemo(() => {
    if (!props.timeRange) return undefined;
    const from = new Date(props.timeRange.from).getTime();
    const to = new Date(props.timeRange.to).getTime();
    return Number.isFinite(from) && Number.isFinite(to) ? { from, to } : undefined;
  }, [props.timeRange]);
  const g = useXYGeometry(data, { width, height }, { kind, axisType, barMode, timezone, timeRange: range, bucketMs: props.bucketMs });
  const [hover, setHover] = useState<{ column: XColumn; py: number } | null>(null);
  const [active, setActive] = useState<GridPosition | null>(null);

  const columnAt = useCallback(
    (px: number): XColumn | undefined => {
      // Columns are sorted by px: binary search for the nearest.
      const cols = g.columns();
      let lo = 0;
      let hi = cols.length - 1;
      while (lo < hi) {
        const mid = (lo + hi) >> 1;
        if (cols[mid]!.px < px) lo = mid + 1;
        else hi = mid;
      }
      const right = cols[lo];
      const left = cols[lo - 1];
      return left && right && Math.abs(left.px - px) <= Math.abs(right.px - px) ? left : right;
    },
    [g],
  );

  const onPointerMove = (px: number, py: number) => {
    const column = columnAt(px);
    setHover(column ? { column, py } : null);
  };

  /** Pixel position of a value: the top of its bar, or its point. */
  const valueAnchor = useCallback(
    ({ col, row }: GridPosition) => {
      const column = g.columns()[col];
      const point = column?.points[row];
      if (!column || !point) return { x: 0, y: 0 };
      if (kind === 'bar') {
        const bar = g.bars.find((b) => b.seriesIndex === row && data.series[row]?.points[b.pointIndex] === point);
        if (bar) return { x: bar.left + bar.width / 2, y: bar.top };
      }
      return { x: column.px, y: isDrawable(point.value, axisType) ? g.y(point.value) : g.plotHeight };
    },
    [g, kind, axisType, data.series],
  );

  const openValueActions = (column: XColumn, seriesIndex: number, clientX: number, clientY: number) => {
    const series = data.series[seriesIndex];
    const point = column.points[seriesIndex];
    if (!onValueClick || !series || !point) return;
    onValueClick({
      rowKey: point.rowKey,
      columnKey: series.columnKey,
      seriesId: series.seriesId,
      seriesName: series.name,
      value: point.value,
      clientX,
      clientY,
    });
  };

  const onPointerClick = (px: number, py: number, e: MouseEvent) => {
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
    openValueActions(column, seriesIndex, e.clientX, e.clientY);
  };

  const isValid = useCallback(
    ({ col, row }: GridPosition) => {
      const p = g.columns()[col]?.points[row];
      return p !== undefined && p.value !== null && isDrawable(p.value, axisType);
    },
    [g, axisType],
  );
  const describe = ({ col, row }: GridPosition) => {
    const column = g.columns()[col];
    const series = data.series[row];
    return column && series ? `${column.label}, ${series.name}: ${formatValue(column.points[row]?.value ?? null)}` : '';
  };
  const onActiveChange = (p: GridPosition | null) => {
    setActive(p);
    const column = p ? g.columns()[p.col] : undefined;
    setHover(p && column ? { column, py: valueAnchor(p).y } : null);
  };
  const activeAnchor = active && isValid(active) ? valueAnchor(active) : null;

  const marks = useMemo(
    () => (
      <XYMarks
        kind={kind}
        series={data.series}
        bars={g.bars}
        barMode={barMode}
        x={g.x}
        y={g.y}
        axisType={axisType}
        interpolation={interpolation}
        baseline={g.baseline}
      />
    ),
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
  // Built when the browser is idle after the chart is drawn (see ChartFrame).
  const table = useCallback(
    () => (
      <DataSummaryTable
        caption={title}
        columns={[
          data.series[0]?.points[0]?.rowKey
            .map((k) => k.field ?? '')
            .filter(Boolean)
            .join(' - ') || 'Key',
          ...data.series.map((s) => s.name),
        ]}
        rows={g
          .columns()
          .slice(0, SUMMARY_TABLE_MAX_ROWS)
          .map((c) => [c.label, ...data.series.map((_, i) => c.points[i]?.value ?? null)])}
        totalRows={g.columns().length}
      />
    ),
    [title, data.series, g],
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
          {/* Nothing to draw until the chart has room (before the first measure, or in a hidden box). */}
          {g.plotWidth > 0 && g.plotHeight > 0 && (
            <g transform={`translate(${g.left},${g.top})`}>
              <Grid rows={g.yTicks.map((t) => t.position)} width={g.plotWidth} stroke={theme.grid} />
              {marks}
              <Annotations marks={annotationMarks} height={g.plotHeight} color={theme.annotation} />
              {hover && (
                <line
                  x1={hover.column.px}
                  x2={hover.column.px}
                  y1={0}
                  y2={g.plotHeight}
                  style={{ stroke: theme.axis, strokeDasharray: '2 2', pointerEvents: 'none' }}
                />
              )}
              <Axis
                orientation="left"
                ticks={g.yTicks}
                length={g.plotHeight}
                stroke={theme.axis}
                color={theme.textSecondary}
                fontSize={theme.fontSize}
              />
              <Axis
                orientation="bottom"
                ticks={g.xTicks}
                length={g.plotWidth}
                y={g.plotHeight}
                stroke={theme.axis}
                color={theme.textSecondary}
                fontSize={theme.fontSize}
              />
              {activeAnchor && (
                // The keyboard position: a ring in the text colour around one in the surface colour.
                <g style={{ fill: 'none', pointerEvents: 'none' }} data-testid="active-value">
                  <circle cx={activeAnchor.x} cy={activeAnchor.y} r={5} style={{ stroke: theme.surface, strokeWidth: 2 }} />
                  <circle cx={activeAnchor.x} cy={activeAnchor.y} r={7} style={{ stroke: theme.text, strokeWidth: 2 }} />
                </g>
              )}
            </g>
          )}
        </svg>
        <ValueNavigator
          testId="chart-hit-area"
          label={`${title}, values`}
          left={g.left}
          top={g.top}
          width={g.plotWidth}
          height={g.plotHeight}
          columns={() => g.columns().length}
          rows={data.series.length}
          isValid={isValid}
          active={active}
          onActiveChange={onActiveChange}
          describe={describe}
          anchor={valueAnchor}
          onActivate={
            onValueClick
              ? (p, clientX, clientY) => {
                  const column = g.columns()[p.col];
                  if (column) openValueActions(column, p.row, clientX, clientY);
                }
              : undefined
          }
          onPointerMove={onPointerMove}
          onPointerLeave={() => setHover(null)}
          onPointerClick={onValueClick ? onPointerClick : undefined}
        />
        <div style={{ position: 'absolute', top: g.legendTop, left: g.left, right: 16 }}>
          <Legend
            entries={data.series.map((s) => ({ id: s.id, label: s.name, color: s.color }))}
            color={theme.text}
            fontSize={theme.fontSize}
            rowHeight={LEGEND_ROW_HEIGHT}
          />
        </div>
        {hover && (
          <ChartTooltip
            left={g.left + hover.column.px}
            top={g.top + hover.py}
            containerWidth={width}
            background={theme.tooltipBackground}
            border={theme.tooltipBorder}
            color={theme.text}
            shadow={theme.tooltipShadow}
          >
            <strong>{hover.column.label}</strong>
            {data.series.map((s, i) => {
              const p = hover.column.points[i];
              return p && p.value !== null ? (
                <div key={s.id}>
                  <SeriesDot $color={s.color} aria-hidden="true" /> {s.name}: {formatValue(p.value)}
                </div>
              ) : null;
            })}
          </ChartTooltip>
        )}
      </div>
    </ChartFrame>
  );
}
