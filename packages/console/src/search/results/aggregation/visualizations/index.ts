import { chunkComponent } from '../../../../shell/chunk';
import { loadDataTable, loadHeatmap, loadNumeric, loadPie, loadWorldMap, loadXy } from './preload';

export { preloadVisualizations } from './preload';

/*
 * Each visualization is its own chunk, loaded when a widget first draws it (or earlier, see `./preload`):
 * the search route carries none of the chart code (d3, the heatmap, the world atlas) until a chart is on
 * screen. Once its chunk has arrived, a visualization draws at once (`chunkComponent`).
 */
export const BarChart = chunkComponent(loadXy, (m) => m.BarChart);
export const LineChart = chunkComponent(loadXy, (m) => m.LineChart);
export const AreaChart = chunkComponent(loadXy, (m) => m.AreaChart);
export const ScatterChart = chunkComponent(loadXy, (m) => m.ScatterChart);
export const PieChart = chunkComponent(loadPie, (m) => m.PieChart);
export const HeatmapChart = chunkComponent(loadHeatmap, (m) => m.HeatmapChart);
export const WorldMapChart = chunkComponent(loadWorldMap, (m) => m.WorldMapChart);
export const NumericChart = chunkComponent(loadNumeric, (m) => m.NumericChart);
export const DataTable = chunkComponent(loadDataTable, (m) => m.DataTable);
