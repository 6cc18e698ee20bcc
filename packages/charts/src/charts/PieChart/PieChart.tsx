import { useMemo, useState } from 'react';
import { arc, pie, type PieArcDatum } from 'd3';
import type { ChartData, ChartPoint, ChartSeries } from '../../transforms/chartSeries';
import { DEFAULT_CHART_COLORS } from '@sift/ui';
import { assignColors } from '../../transforms/colors';
import type { ChartColorSetting } from '../../transforms/types';
import { ChartTooltip } from '../../primitives/ChartTooltip';
import { DataSummaryTable } from '../../primitives/DataSummaryTable';
import { Legend } from '../../primitives/Legend';
import { LEGEND_ENTRIES_PER_ROW, LEGEND_MAX_HEIGHT } from '../../scales/legendLayout';
import { useChartTheme } from '../../theme/useChartTheme';
import { ChartFrame } from '../ChartFrame';
import { EmptyAggregation } from '../EmptyAggregation';
import { formatValue } from '../format';
import type { BaseChartProps } from '../types';
import { useParentSize } from '../useParentSize';
import { ValueNavigator, type GridPosition } from '../ValueNavigator';

/** At most this many pies side by side. */
export const PIES_PER_ROW = 4;
const TITLE_HEIGHT = 20;
const LEGEND_ROW = 18;

export interface PieChartProps extends BaseChartProps {
  /** Series from `toChartData`: one pie per trace (column value × series), a slice per row value. */
  data: ChartData;
  /** Slice colours by row value; the palette otherwise. */
  chartColors?: readonly ChartColorSetting[];
  palette?: readonly string[];
}

type Slice = PieArcDatum<ChartPoint>;

/** One pie per column value and series, at most four per row. */
export function PieChart(props: PieChartProps) {
  const { data, title, description, onValueClick, chartColors, palette = DEFAULT_CHART_COLORS } = props;
  const theme = useChartTheme();
  const { ref, width, height } = useParentSize<HTMLDivElement>(props);
  const [hover, setHover] = useState<{ series: ChartSeries; slice: Slice; x: number; y: number; total: number } | null>(null);
  const [active, setActive] = useState<GridPosition | null>(null);
  const colors = useMemo(() => assignColors(data.categories, chartColors, palette), [data.categories, chartColors, palette]);
  const legendHeight = Math.min(LEGEND_MAX_HEIGHT, Math.ceil(data.categories.length / LEGEND_ENTRIES_PER_ROW) * LEGEND_ROW) + 8;
  const columns = Math.min(PIES_PER_ROW, Math.max(1, data.series.length));
  const rows = Math.ceil(data.series.length / columns);
  const cellWidth = width / columns;
  const cellHeight = Math.max(0, (height - legendHeight) / Math.max(1, rows));
  const radius = Math.max(0, Math.min(cellWidth, cellHeight - TITLE_HEIGHT) / 2 - 6);

  const pies = useMemo(() => {
    const layout = pie<ChartPoint>()
      .value((p) => Math.max(0, p.value ?? 0))
      .sort(null);
    const path = arc<Slice>().innerRadius(0).outerRadius(radius);
    return data.series.map((s) => {
      const slices = layout(s.points);
      return {
        series: s,
        total: slices.reduce((t, sl) => t + sl.value, 0),
        slices: slices.map((sl) => ({ slice: sl, d: path(sl) ?? '', centroid: path.centroid(sl) })),
      };
    });
  }, [data.series, radius]);

  /** Centre of pie `i`. */
  const centreOf = (i: number) => ({
    x: (i % columns) * cellWidth + cellWidth / 2,
    y: Math.floor(i / columns) * cellHeight + TITLE_HEIGHT + (cellHeight - TITLE_HEIGHT) / 2,
  });
  // Keyboard positions: columns are the slices (row values), rows the pies.
  const sliceAt = ({ col, row }: GridPosition) => pies[row]?.slices[col];
  const anchorOf = (p: GridPosition) => {
    const c = centreOf(p.row);
    const [dx, dy] = sliceAt(p)?.centroid ?? [0, 0];
    return { x: c.x + dx, y: c.y + dy };
  };
  const openValueActions = (series: ChartSeries, slice: Slice, clientX: number, clientY: number) =>
    onValueClick?.({
      rowKey: slice.data.rowKey,
      columnKey: series.columnKey,
      seriesId: series.seriesId,
      seriesName: series.name,
      value: slice.data.value,
      clientX,
      clientY,
    });
  const onActiveChange = (p: GridPosition | null) => {
    setActive(p);
    const pieAt = p ? pies[p.row] : undefined;
    const slice = p ? sliceAt(p) : undefined;
    if (!p || !pieAt || !slice) return setHover(null);
    setHover({ series: pieAt.series, slice: slice.slice, total: pieAt.total, ...anchorOf(p) });
  };
  const activeSlice = active ? sliceAt(active) : undefined;

  if (data.series.length === 0) {
    return (
      <ChartFrame title={title} description={description} width={props.width} height={props.height}>
        <EmptyAggregation />
      </ChartFrame>
    );
  }

  const table = (
    <DataSummaryTable
      caption={title}
      columns={[
        data.series[0]?.points[0]?.rowKey
          .map((k) => k.field ?? '')
          .filter(Boolean)
          .join(' - ') || 'Key',
        ...data.series.map((s) => s.name),
      ]}
      rows={data.categories.map((c, i) => [c, ...data.series.map((s) => s.points[i]?.value ?? null)])}
    />
  );

  return (
    <ChartFrame title={title} description={description} width={props.width} height={props.height} hidden={table}>
      <div ref={ref} style={{ position: 'relative', width: '100%', height: '100%', fontFamily: theme.fontFamily }}>
        <svg width={width} height={Math.max(0, height - legendHeight)} aria-hidden="true" style={{ display: 'block' }}>
          {pies.map(({ series, slices, total }, i) => {
            const { x: cx, y: cy } = centreOf(i);
            return (
              <g key={series.id} data-testid="pie">
                <text
                  x={cx}
                  y={Math.floor(i / columns) * cellHeight + 14}
                  textAnchor="middle"
                  style={{ fill: theme.text, fontSize: 12, fontWeight: 600 }}
                >
                  {series.name}
                </text>
                <g transform={`translate(${cx},${cy})`}>
                  {slices.map(({ slice, d }) => (
                    <path
                      key={slice.data.label}
                      d={d}
                      style={{
                        fill: colors.get(slice.data.label),
                        stroke: theme.surface,
                        strokeWidth: 1,
                        cursor: onValueClick ? 'pointer' : undefined,
                      }}
                      onMouseMove={(e) => {
                        const box = e.currentTarget.ownerSVGElement!.getBoundingClientRect();
                        setHover({ series, slice, total, x: e.clientX - box.left, y: e.clientY - box.top });
                      }}
                      onMouseLeave={() => setHover(null)}
                      onClick={(e) => openValueActions(series, slice, e.clientX, e.clientY)}
                    />
                  ))}
                </g>
              </g>
            );
          })}
          {active && activeSlice && (
            // The keyboard position: the slice outlined in the text colour.
            <path
              data-testid="active-value"
              transform={`translate(${centreOf(active.row).x},${centreOf(active.row).y})`}
              d={activeSlice.d}
              style={{ fill: 'none', stroke: theme.text, strokeWidth: 2, pointerEvents: 'none' }}
            />
          )}
        </svg>
        <ValueNavigator
          label={`${title}, slices`}
          left={0}
          top={0}
          width={width}
          height={Math.max(0, height - legendHeight)}
          columns={() => data.categories.length}
          rows={pies.length}
          isValid={(p) => (sliceAt(p)?.slice.value ?? 0) > 0}
          active={active}
          onActiveChange={onActiveChange}
          describe={(p) => {
            const pieAt = pies[p.row];
            const slice = sliceAt(p);
            return pieAt && slice ? `${pieAt.series.name}, ${slice.slice.data.label}: ${formatValue(slice.slice.data.value)}` : '';
          }}
          anchor={anchorOf}
          onActivate={
            onValueClick
              ? (p, clientX, clientY) => {
                  const pieAt = pies[p.row];
                  const slice = sliceAt(p);
                  if (pieAt && slice) openValueActions(pieAt.series, slice.slice, clientX, clientY);
                }
              : undefined
          }
        />
        <div style={{ position: 'absolute', bottom: 0, left: 8, right: 8, height: legendHeight - 8 }}>
          <Legend
            entries={data.categories.map((c) => ({ id: c, label: c, color: colors.get(c)! }))}
            color={theme.text}
            fontSize={theme.fontSize}
            rowHeight={LEGEND_ROW}
          />
        </div>
        {hover && (
          <ChartTooltip
            left={hover.x}
            top={hover.y}
            containerWidth={width}
            background={theme.tooltipBackground}
            border={theme.tooltipBorder}
            color={theme.text}
            shadow={theme.tooltipShadow}
          >
            <strong>{hover.series.name}</strong>
            <div>
              {hover.slice.data.label}: {formatValue(hover.slice.data.value)} (
              {hover.total > 0 ? ((100 * hover.slice.value) / hover.total).toFixed(1) : '0'}%)
            </div>
          </ChartTooltip>
        )}
      </div>
    </ChartFrame>
  );
}
