import type { LineChartProps } from '../LineChart/LineChart';
import { XYChart } from '../XYChart/XYChart';

export type AreaChartProps = LineChartProps;

/** A translucent filled area per trace, down to the baseline. */
export function AreaChart(props: AreaChartProps) {
  return <XYChart {...props} kind="area" />;
}
