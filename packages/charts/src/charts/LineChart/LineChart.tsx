import type { Interpolation } from '../../primitives/Paths';
import { XYChart, type XYChartProps } from '../XYChart/XYChart';

export type LineChartProps = Omit<XYChartProps, 'kind' | 'barMode'> & {
  /** linear (default), step-after or spline. */
  interpolation?: Interpolation;
};

/** A line per trace. */
export function LineChart(props: LineChartProps) {
  return <XYChart {...props} kind="line" />;
}
