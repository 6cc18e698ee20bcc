import { XYChart, type XYChartProps } from '../XYChart/XYChart';

export type ScatterChartProps = Omit<XYChartProps, 'kind' | 'barMode' | 'interpolation'>;

/** A dot per value. */
export function ScatterChart(props: ScatterChartProps) {
  return <XYChart {...props} kind="scatter" />;
}
