import { memo, useCallback } from 'react';
import type { ChartPoint, ChartSeries } from '../../transforms/chartSeries';
import { Bars } from '../../primitives/Bars';
import { AreaPath, LinePath, Points, type Interpolation } from '../../primitives/Paths';
import { barOpacity, type BarMode, type BarRect } from '../../scales/barLayout';
import { isDrawable, xPosition, type AxisType, type ValueScale, type XScale } from '../../scales/valueScale';

export interface XYMarksProps {
  kind: 'bar' | 'line' | 'area' | 'scatter';
  series: readonly ChartSeries[];
  bars: readonly BarRect[];
  barMode: BarMode;
  x: XScale;
  y: ValueScale;
  axisType: AxisType;
  interpolation: Interpolation;
  baseline: number;
}

function SeriesPath({
  series,
  x,
  y,
  axisType,
  kind,
  interpolation,
  baseline,
}: Omit<XYMarksProps, 'series' | 'bars' | 'barMode'> & { series: ChartSeries }) {
  const px = useCallback((p: ChartPoint) => xPosition(x, p.x), [x]);
  const py = useCallback((p: ChartPoint) => (isDrawable(p.value, axisType) ? y(p.value) : null), [y, axisType]);
  if (kind === 'scatter') return <Points data={series.points} x={px} y={py} color={series.color} />;
  if (kind === 'area')
    return <AreaPath data={series.points} x={px} y={py} color={series.color} interpolation={interpolation} baseline={baseline} />;
  return (
    <>
      <LinePath data={series.points} x={px} y={py} color={series.color} interpolation={interpolation} />
      {series.points.length <= 60 && <Points data={series.points} x={px} y={py} color={series.color} radius={2.5} />}
    </>
  );
}

const barId = (b: BarRect) => `${b.seriesIndex}:${b.pointIndex}`;

/** The data marks of an x/y chart; memoised so that hovering does not redraw them. */
export const XYMarks = memo(function XYMarks(props: XYMarksProps) {
  const { kind, series, bars, barMode } = props;
  const fill = useCallback((b: BarRect) => series[b.seriesIndex]!.color, [series]);
  if (kind === 'bar') {
    return (
      <Bars
        data={bars}
        id={barId}
        left={(b) => b.left}
        top={(b) => b.top}
        width={(b) => b.width}
        height={(b) => b.height}
        fill={fill}
        opacity={barOpacity(barMode)}
      />
    );
  }
  return (
    <g>
      {series.map((s) => (
        <SeriesPath key={s.id} {...props} series={s} />
      ))}
    </g>
  );
});
