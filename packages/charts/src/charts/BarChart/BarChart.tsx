import type { BarMode } from '../../scales/barLayout';
import { XYChart, type XYChartProps } from '../XYChart/XYChart';

export type BarChartProps = Omit<XYChartProps, 'kind' | 'interpolation'> & {
  /** group (default), stack, relative or overlay; overlay is advised for at most 3 series. */
  barMode?: BarMode;
};

/** Bars per row grouping value, one colour per trace; time or category x axis, linear or log y axis. */
export function BarChart(props: BarChartProps) {
  return <XYChart {...props} kind="bar" />;
}
