import { memo, useCallback, useMemo, useState } from 'react';
import { scaleBand } from 'd3';
import { HeatMap, HeatMapCanvas, type CellCanvasRenderer, type CustomLayerProps, type HeatMapSerie } from '@nivo/heatmap';
import { heatmapDomain, type HeatmapCell, type HeatmapData } from '../../transforms/heatmap';
import { KEY_SEPARATOR } from '../../transforms/keys';
import { colorInterpolator, DEFAULT_HEATMAP_COLOR_SCALE, type HeatmapColorScale } from '../../scales/colorScales';
import { ChartTooltip } from '../../primitives/ChartTooltip';
import { DataSummaryTable, SUMMARY_TABLE_MAX_ROWS } from '../../primitives/DataSummaryTable';
import { useChartTheme } from '../../theme/useChartTheme';
import { ChartFrame } from '../ChartFrame';
import { EmptyAggregation } from '../EmptyAggregation';
import { formatAxisValue, formatValue, truncate } from '../format';
import type { BaseChartProps } from '../types';
import { useParentSize } from '../useParentSize';
import { ValueNavigator, type GridPosition } from '../ValueNavigator';
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
type AxisSerie = HeatMapSerie<HeatmapCell, object>;

const PADDING = 0.04;

/** A cell of the grid: `row` indexes data.rows (y), `col` the cells of a row (x). */
type CellPosition = GridPosition;

/** A grid of coloured cells for two groupings (rows × columns) and one metric, drawn by @nivo/heatmap. */
export function HeatmapChart(props: HeatmapChartProps) {
  const {
    data,
    title,
    description,
    onValueClick,
    colorScale = DEFAULT_HEATMAP_COLOR_SCALE,
    reverseScale = false,
    autoScale = true,
    zMin = null,
    zMax = null,
  } = props;
  const theme = useChartTheme();
  const { ref, width, height } = useParentSize<HTMLDivElement>(props);
  const [hover, setHover] = useState<{ cell: CellPosition; x: number; y: number } | null>(null);
  const [active, setActive] = useState<CellPosition | null>(null);

  const [lo, hi] = heatmapDomain(data, { autoScale, zMin, zMax });
  const colors = useMemo(
    () => ({ type: 'sequential' as const, interpolator: colorInterpolator(colorScale, reverseScale), minValue: lo, maxValue: hi }),
    [colorScale, reverseScale, lo, hi],
  );
  const xs = useMemo(() => data.rows[0]?.data.map((c) => c.x) ?? [], [data.rows]);
  const ys = useMemo(() => data.rows.map((r) => r.id), [data.rows]);
  const layout = useMemo(() => heatmapLayout(xs, ys, width, height), [xs, ys, width, height]);
  const nivo = useMemo(() => nivoTheme(theme), [theme]);
  const plot = {
    left: layout.margin.left,
    top: layout.margin.top,
    width: Math.max(0, width - layout.margin.left - layout.margin.right),
    height: Math.max(0, height - layout.margin.top - layout.margin.bottom),
  };
  // The band geometry nivo uses for its cells (scaleBand, inner padding, no outer padding).
  const bands = useMemo(
    () => ({
      x: scaleBand<number>()
        .domain(xs.map((_, i) => i))
        .range([0, plot.width])
        .paddingInner(PADDING),
      y: scaleBand<number>()
        .domain(ys.map((_, i) => i))
        .range([0, plot.height])
        .paddingInner(PADDING),
    }),
    [xs, ys, plot.width, plot.height],
  );

  const cellAt = (px: number, py: number): CellPosition | null => {
    const col = Math.floor(px / bands.x.step());
    const row = Math.floor(py / bands.y.step());
    if (col < 0 || row < 0 || col >= xs.length || row >= ys.length) return null;
    // In the gap between cells: no cell.
    if (px - (bands.x(col) ?? 0) > bands.x.bandwidth() || py - (bands.y(row) ?? 0) > bands.y.bandwidth()) return null;
    return { col, row };
  };
  const cellOf = ({ col, row }: CellPosition) => data.rows[row]?.data[col];
  const centre = ({ col, row }: CellPosition) => ({
    x: (bands.x(col) ?? 0) + bands.x.bandwidth() / 2,
    y: (bands.y(row) ?? 0) + bands.y.bandwidth() / 2,
  });

  const openValueActions = (position: CellPosition, clientX: number, clientY: number) => {
    const row = data.rows[position.row];
    const cell = cellOf(position);
    if (!onValueClick || !row || !cell || cell.y === null) return;
    onValueClick({
      rowKey: data.rowKeys[cell.x] ?? [],
      columnKey: row.columnKey,
      seriesId: data.seriesId ?? '',
      seriesName: data.seriesId ?? '',
      value: cell.filled ? null : cell.y,
      clientX,
      clientY,
    });
  };
  const valueText = (cell: HeatmapCell) =>
    cell.filled ? `no value, shown as ${formatValue(cell.y)}` : cell.y === null ? 'no value' : formatValue(cell.y);
  const onActiveChange = (p: CellPosition | null) => {
    setActive(p);
    if (!p) return setHover(null);
    const c = centre(p);
    setHover({ cell: p, x: plot.left + c.x, y: plot.top + c.y });
  };

  const rowField =
    Object.values(data.rowKeys)[0]
      ?.map((k) => k.field ?? '')
      .filter(Boolean)
      .join(KEY_SEPARATOR) || 'Row';
  // Built when the browser is idle after the chart is drawn (see ChartFrame).
  const table = useCallback(
    () => (
      <DataSummaryTable
        caption={`${title} (${data.seriesId ?? 'value'} by ${rowField} and ${data.rows[0]?.columnKey.map((k) => k.field).join(KEY_SEPARATOR) || 'column'})`}
        columns={[rowField, ...ys]}
        rows={xs
          .slice(0, SUMMARY_TABLE_MAX_ROWS)
          .map((x, i) => [x, ...data.rows.map((r) => (r.data[i]?.filled ? null : (r.data[i]?.y ?? null)))])}
        totalRows={xs.length}
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

  const hovered = hover ? cellOf(hover.cell) : undefined;
  const activeBox = active ? { left: plot.left + (bands.x(active.col) ?? 0), top: plot.top + (bands.y(active.row) ?? 0) } : null;
  return (
    <ChartFrame title={title} description={description} width={props.width} height={props.height} hidden={table}>
      <div ref={ref} style={{ position: 'relative', width: '100%', height: '100%', fontFamily: theme.fontFamily }}>
        <div aria-hidden="true" data-testid="heatmap" style={{ position: 'relative' }}>
          {width > 0 && height > 0 && <Grid data={data.rows} width={width} height={height} layout={layout} colors={colors} theme={nivo} />}
        </div>
        {activeBox && (
          <div
            data-testid="heatmap-active-cell"
            // A ring in the text colour around one in the surface colour: visible on any cell colour.
            style={{
              position: 'absolute',
              ...activeBox,
              width: bands.x.bandwidth(),
              height: bands.y.bandwidth(),
              boxSizing: 'border-box',
              border: `2px solid ${theme.surface}`,
              outline: `2px solid ${theme.text}`,
              pointerEvents: 'none',
            }}
          />
        )}
        <ValueNavigator
          testId="heatmap-cells"
          label={`${title}, cells`}
          left={plot.left}
          top={plot.top}
          width={plot.width}
          height={plot.height}
          columns={() => xs.length}
          rows={ys.length}
          isValid={() => true}
          active={active}
          onActiveChange={onActiveChange}
          describe={(p) => {
            const cell = cellOf(p);
            return cell ? `${cell.x} × ${ys[p.row]}, ${data.seriesId ?? 'Value'}: ${valueText(cell)}` : '';
          }}
          anchor={centre}
          onActivate={onValueClick ? openValueActions : undefined}
          onPointerMove={(x, y) => {
            const cell = cellAt(x, y);
            setHover(cell ? { cell, x: plot.left + x, y: plot.top + y } : null);
          }}
          onPointerLeave={() => setHover(null)}
          onPointerClick={
            onValueClick
              ? (x, y, e) => {
                  const cell = cellAt(x, y);
                  if (cell) openValueActions(cell, e.clientX, e.clientY);
                }
              : undefined
          }
        />
        {hover && hovered && (
          <ChartTooltip
            left={hover.x}
            top={hover.y}
            containerWidth={width}
            background={theme.tooltipBackground}
            border={theme.tooltipBorder}
            color={theme.text}
            shadow={theme.tooltipShadow}
          >
            <strong>
              {hovered.x} × {ys[hover.cell.row]}
            </strong>
            <div>
              {data.seriesId ?? 'Value'}: {valueText(hovered)}
            </div>
          </ChartTooltip>
        )}
      </div>
    </ChartFrame>
  );
}

interface GridProps {
  data: HeatMapSerie<HeatmapCell, Extra>[];
  width: number;
  height: number;
  layout: ReturnType<typeof heatmapLayout>;
  colors: { type: 'sequential'; interpolator: (t: number) => string; minValue: number; maxValue: number };
  theme: ReturnType<typeof nivoTheme>;
}

const LEGEND_TICKS = { tickPosition: 'after', tickSize: 3, tickSpacing: 3, tickFormat: (v: number) => formatAxisValue(v) } as const;
const LAYER_STYLE = { position: 'absolute', left: 0, top: 0 } as const;
/** Grids with more cells than this are painted on a canvas. */
export const CANVAS_MIN_CELLS = 2000;

/** Paints one cell: a plain fill (no border, label or opacity here), nothing for an empty cell. */
const fillCell: CellCanvasRenderer<HeatmapCell> = (ctx, { cell }) => {
  if (cell.color === 'transparent') return;
  ctx.fillStyle = cell.color;
  ctx.fillRect(cell.x - cell.width / 2, cell.y - cell.height / 2, cell.width, cell.height);
};

/**
 * The picture, memoised apart from hover and keyboard state. nivo lays out the grid, computes the
 * cells' colours and draws the axes and the colour bar. Up to CANVAS_MIN_CELLS the cells are SVG
 * rects (nivo's own cells animate each one through react-spring, which took seconds for 10,000
 * cells, so a plain layer draws them); above that nivo paints them on a canvas (`HeatMapCanvas`,
 * cells layer only), since 10,000 rects alone cost hundreds of milliseconds. The axes and colour bar
 * stay nivo's SVG layers above the canvas, so their colours remain CSS variables that follow a
 * `data-theme` switch; that SVG gets one row of empty cells (all x values, every row id), which is
 * all nivo needs for the band scales of the axes.
 */
const Grid = memo(function Grid({ data, width, height, layout, colors, theme }: GridProps) {
  const cellCount = data.length * (data[0]?.data.length ?? 0);
  const axisData = useMemo<AxisSerie[]>(
    () => data.map((r, i) => ({ id: r.id, data: i === 0 ? r.data.map((c) => ({ x: c.x, y: null })) : [] })),
    [data],
  );
  const common = {
    width,
    height,
    margin: layout.margin,
    colors,
    emptyColor: 'transparent',
    // Fixed colours: nivo's defaults derive a darker border and label colour from every cell's colour.
    borderColor: 'transparent',
    labelTextColor: 'transparent',
    theme,
    animate: false,
    isInteractive: false,
    enableLabels: false,
    xInnerPadding: PADDING,
    yInnerPadding: PADDING,
  };
  const axes = {
    axisTop: null,
    axisBottom: {
      tickSize: 4,
      tickPadding: 4,
      tickRotation: layout.xRotation,
      tickValues: layout.xTicks,
      format: (v: string) => truncate(String(v), MAX_LABEL_CHARS),
    },
    axisLeft: { tickSize: 4, tickPadding: 4, tickValues: layout.yTicks, format: (v: string) => truncate(String(v), MAX_LABEL_CHARS) },
    legends: [
      {
        anchor: 'right',
        translateX: 28,
        length: Math.max(40, height - layout.margin.top - layout.margin.bottom),
        thickness: 10,
        direction: 'column',
        ...LEGEND_TICKS,
      },
    ] as const,
  };
  if (cellCount <= CANVAS_MIN_CELLS)
    return (
      <HeatMap<HeatmapCell, Extra> {...common} {...axes} legends={[...axes.legends]} data={data} layers={['axes', SvgCells, 'legends']} />
    );
  return (
    <>
      <div style={LAYER_STYLE} data-testid="heatmap-canvas">
        <HeatMapCanvas<HeatmapCell, Extra>
          {...common}
          data={data}
          layers={['cells']}
          renderCell={fillCell}
          axisTop={null}
          axisLeft={null}
        />
      </div>
      <div style={LAYER_STYLE}>
        <HeatMap<HeatmapCell, object> {...common} {...axes} legends={[...axes.legends]} data={axisData} layers={['axes', 'legends']} />
      </div>
    </>
  );
});

/** The cells as SVG rects (small grids). */
function SvgCells({ cells }: CustomLayerProps<HeatmapCell>) {
  return (
    <g>
      {cells.map((c) => (
        <rect
          key={c.id}
          data-testid={`cell.${c.id}`}
          x={c.x - c.width / 2}
          y={c.y - c.height / 2}
          width={c.width}
          height={c.height}
          fill={c.color}
        />
      ))}
    </g>
  );
}
