import { memo, useCallback, useMemo, useState, type MouseEvent } from 'react';
import { HeatMap, type ComputedCell, type CustomLayer, type CustomLayerProps, type HeatMapSerie } from '@nivo/heatmap';
import { heatmapDomain, type HeatmapCell, type HeatmapData } from '../../transforms/heatmap';
import { KEY_SEPARATOR } from '../../transforms/keys';
import { colorInterpolator, DEFAULT_HEATMAP_COLOR_SCALE, type HeatmapColorScale } from '../../scales/colorScales';
import { ChartTooltip } from '../../primitives/ChartTooltip';
import { DataSummaryTable } from '../../primitives/DataSummaryTable';
import { useChartTheme } from '../../theme/useChartTheme';
import { ChartFrame } from '../ChartFrame';
import { EmptyAggregation } from '../EmptyAggregation';
import { formatAxisValue, formatValue, truncate } from '../format';
import type { BaseChartProps } from '../types';
import { useParentSize } from '../useParentSize';
import { heatmapLayout, MAX_LABEL_CHARS, nivoTheme } from './heatmapLayout';

export interface HeatmapChartProps extends BaseChartProps {
  /**
   * Cells from `toHeatmapData`: x = row grouping values, y = column grouping values. Empty cells are
   * filled there (smallest value or default value) and drawn transparent when left empty.
   */
  data: HeatmapData;
  /** Colour scale by its saved name (default Viridis). */
  colorScale?: HeatmapColorScale;
  /** Run the colour scale from high to low. */
  reverseScale?: boolean;
  /** Scale colours from the smallest to the largest value (default); off uses zMin and zMax. */
  autoScale?: boolean;
  /** Value at the low end of the colour scale when autoScale is off (strings as saved). */
  zMin?: string | number | null;
  /** Value at the high end of the colour scale when autoScale is off. */
  zMax?: string | number | null;
}

type Extra = { columnKey: HeatmapData['rows'][number]['columnKey'] };
type Cell = ComputedCell<HeatmapCell>;

/** A grid of coloured cells for two groupings (rows × columns) and one metric, drawn by @nivo/heatmap. */
export function HeatmapChart(props: HeatmapChartProps) {
  const { data, title, description, onValueClick, colorScale = DEFAULT_HEATMAP_COLOR_SCALE, reverseScale = false, autoScale = true, zMin = null, zMax = null } = props;
  const theme = useChartTheme();
  const { ref, width, height } = useParentSize<HTMLDivElement>(props);
  const [hover, setHover] = useState<{ cell: Cell; x: number; y: number } | null>(null);

  const [lo, hi] = heatmapDomain(data, { autoScale, zMin, zMax });
  const colors = useMemo(() => ({ type: 'sequential' as const, interpolator: colorInterpolator(colorScale, reverseScale), minValue: lo, maxValue: hi }), [colorScale, reverseScale, lo, hi]);
  const xs = useMemo(() => data.rows[0]?.data.map((c) => c.x) ?? [], [data.rows]);
  const ys = useMemo(() => data.rows.map((r) => r.id), [data.rows]);
  const layout = useMemo(() => heatmapLayout(xs, ys, width, height), [xs, ys, width, height]);
  const nivo = useMemo(() => nivoTheme(theme), [theme]);
  const filled = useMemo(() => new Set(data.rows.flatMap((r) => r.data.filter((c) => c.filled).map((c) => `${r.id}.${c.x}`))), [data.rows]);

  const position = (event: MouseEvent) => {
    const box = (event.currentTarget as SVGElement).ownerSVGElement?.getBoundingClientRect();
    return { x: event.clientX - (box?.left ?? 0), y: event.clientY - (box?.top ?? 0) };
  };
  const onMove = useCallback((cell: Cell, event: MouseEvent) => setHover({ cell, ...position(event) }), []);
  const onLeave = useCallback(() => setHover(null), []);
  const onClick = useCallback(
    (cell: Cell, event: MouseEvent) => {
      if (!onValueClick || cell.value === null) return;
      const row = data.rows.find((r) => r.id === cell.serieId);
      onValueClick({
        rowKey: data.rowKeys[String(cell.data.x)] ?? [],
        columnKey: row?.columnKey ?? [],
        seriesId: data.seriesId ?? '',
        seriesName: data.seriesId ?? '',
        value: filled.has(cell.id) ? null : cell.value,
        clientX: event.clientX,
        clientY: event.clientY,
      });
    },
    [onValueClick, data, filled],
  );

  const rowField = Object.values(data.rowKeys)[0]?.map((k) => k.field ?? '').filter(Boolean).join(KEY_SEPARATOR) || 'Row';
  const table = useMemo(
    () => (
      <DataSummaryTable
        caption={`${title} (${data.seriesId ?? 'value'} by ${rowField} and ${data.rows[0]?.columnKey.map((k) => k.field).join(KEY_SEPARATOR) || 'column'})`}
        columns={[rowField, ...ys]}
        rows={xs.map((x, i) => [x, ...data.rows.map((r) => (r.data[i]?.filled ? null : (r.data[i]?.y ?? null)))])}
      />
    ),
    [title, data, rowField, xs, ys],
  );

  if (data.rows.length === 0 || xs.length === 0) {
    return (
      <ChartFrame title={title} description={description} width={props.width} height={props.height}>
        <EmptyAggregation />
      </ChartFrame>
    );
  }

  return (
    <ChartFrame title={title} description={description} width={props.width} height={props.height} hidden={table}>
      <div ref={ref} style={{ position: 'relative', width: '100%', height: '100%', fontFamily: theme.fontFamily }}>
        <div aria-hidden="true" data-testid="heatmap">
          {width > 0 && height > 0 && (
            <Cells
              data={data.rows}
              width={width}
              height={height}
              layout={layout}
              colors={colors}
              theme={nivo}
              onMove={onMove}
              onLeave={onLeave}
              onClick={onValueClick ? onClick : undefined}
            />
          )}
        </div>
        {hover && (
          <ChartTooltip left={hover.x} top={hover.y} containerWidth={width} background={theme.tooltipBackground} border={theme.tooltipBorder} color={theme.text}>
            <strong>
              {String(hover.cell.data.x)} × {hover.cell.serieId}
            </strong>
            <div>
              {data.seriesId ?? 'Value'}: {filled.has(hover.cell.id) ? `no value, shown as ${formatValue(hover.cell.value)}` : hover.cell.value === null ? 'no value' : formatValue(hover.cell.value)}
            </div>
          </ChartTooltip>
        )}
      </div>
    </ChartFrame>
  );
}

interface CellsProps {
  data: HeatMapSerie<HeatmapCell, Extra>[];
  width: number;
  height: number;
  layout: ReturnType<typeof heatmapLayout>;
  colors: { type: 'sequential'; interpolator: (t: number) => string; minValue: number; maxValue: number };
  theme: ReturnType<typeof nivoTheme>;
  onMove: (cell: Cell, event: MouseEvent) => void;
  onLeave: () => void;
  onClick?: (cell: Cell, event: MouseEvent) => void;
}

const LEGEND_TICKS = { tickPosition: 'after', tickSize: 3, tickSpacing: 3, tickFormat: (v: number) => formatAxisValue(v) } as const;

// Memoised apart from the hover state, so moving the pointer re-renders the tooltip, not every cell.
// nivo lays out the grid, scales, axes and colour bar; the cells are drawn by a plain SVG layer with
// one delegated listener: nivo's own cells animate each one through react-spring, which took seconds
// for 10,000 cells.
const Cells = memo(function Cells({ data, width, height, layout, colors, theme, onMove, onLeave, onClick }: CellsProps) {
  const cellsLayer = useMemo(() => cellLayer(onMove, onLeave, onClick), [onMove, onLeave, onClick]);
  return (
    <HeatMap<HeatmapCell, Extra>
      data={data}
      width={width}
      height={height}
      margin={layout.margin}
      colors={colors}
      emptyColor="transparent"
      borderColor="transparent"
      labelTextColor="transparent"
      theme={theme}
      animate={false}
      isInteractive={false}
      enableLabels={false}
      xInnerPadding={0.04}
      yInnerPadding={0.04}
      layers={['axes', cellsLayer, 'legends']}
      axisTop={null}
      axisBottom={{ tickSize: 4, tickPadding: 4, tickRotation: layout.xRotation, tickValues: layout.xTicks, format: (v: string) => truncate(String(v), MAX_LABEL_CHARS) }}
      axisLeft={{ tickSize: 4, tickPadding: 4, tickValues: layout.yTicks, format: (v: string) => truncate(String(v), MAX_LABEL_CHARS) }}
      legends={[{ anchor: 'right', translateX: 28, length: Math.max(40, height - layout.margin.top - layout.margin.bottom), thickness: 10, direction: 'column', ...LEGEND_TICKS }]}
    />
  );
});

function cellLayer(onMove: CellsProps['onMove'], onLeave: CellsProps['onLeave'], onClick: CellsProps['onClick']): CustomLayer<HeatmapCell> {
  return function CellLayer({ cells }: CustomLayerProps<HeatmapCell>) {
    const cellOf = (event: MouseEvent) => cells[Number((event.target as Element).getAttribute('data-index'))];
    return (
      <g
        onMouseMove={(e) => {
          const cell = cellOf(e);
          if (cell) onMove(cell, e);
          else onLeave();
        }}
        onMouseLeave={onLeave}
        onClick={onClick ? (e) => { const cell = cellOf(e); if (cell) onClick(cell, e); } : undefined}
        style={{ cursor: onClick ? 'pointer' : undefined }}
      >
        {cells.map((c, i) => (
          <rect key={c.id} data-index={i} data-testid={`cell.${c.id}`} x={c.x - c.width / 2} y={c.y - c.height / 2} width={c.width} height={c.height} fill={c.color} />
        ))}
      </g>
    );
  };
}
