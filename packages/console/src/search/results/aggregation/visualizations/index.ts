import { lazy } from 'react';
import { loadDataTable, loadHeatmap, loadNumeric, loadPie, loadWorldMap, loadXy } from './preload';

export { preloadVisualizations } from './preload';

/*
 * Each visualization is its own chunk, loaded when a widget first draws it (or earlier, see `./preload`):
 * the search route carries none of the chart code (d3, the heatmap, the world atlas) until a chart is on
 * screen.
 */
export const BarChart = lazy(() => loadXy().then((m) => ({ default: m.BarChart })));
export const LineChart = lazy(() => loadXy().then((m) => ({ default: m.LineChart })));
export const AreaChart = lazy(() => loadXy().then((m) => ({ default: m.AreaChart })));
export const ScatterChart = lazy(() => loadXy().then((m) => ({ default: m.ScatterChart })));
export const PieChart = lazy(() => loadPie().then((m) => ({ default: m.PieChart })));
export const HeatmapChart = lazy(() => loadHeatmap().then((m) => ({ default: m.HeatmapChart })));
export const WorldMapChart = lazy(() => loadWorldMap().then((m) => ({ default: m.WorldMapChart })));
export const NumericChart = lazy(() => loadNumeric().then((m) => ({ default: m.NumericChart })));
export const DataTable = lazy(() => loadDataTable().then((m) => ({ default: m.DataTable })));
