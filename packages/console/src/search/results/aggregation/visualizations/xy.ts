// Bar, line, area and scatter charts share one drawing body: one chunk, loaded when the first is drawn.
export { AreaChart, BarChart, LineChart, ScatterChart } from '@sift/charts';
