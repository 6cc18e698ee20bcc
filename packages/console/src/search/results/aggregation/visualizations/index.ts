import { createElement, lazy, type ComponentType } from 'react';
import type { ChunkLoader } from '../../../../shell/chunk';
import { loadDataTable, loadHeatmap, loadNumeric, loadPie, loadWorldMap, loadXy } from './preload';

export { preloadVisualizations } from './preload';

/**
 * A visualization of a chunk of its own: drawn at once when the chunk has arrived (preloaded, or drawn
 * before), else lazily (see `chunk`): a dashboard whose charts' code came in while its search ran waited
 * some hundred ms after the answer.
 */
function visualization<M, P extends object>(load: ChunkLoader<M>, pick: (module: M) => ComponentType<P>): ComponentType<P> {
  const Lazy = lazy(() => load().then((module) => ({ default: pick(module) })));
  return function Visualization(props: P) {
    const module = load.loaded();
    return createElement(module ? pick(module) : Lazy, props);
  };
}

/*
 * Each visualization is its own chunk, loaded when a widget first draws it (or earlier, see `./preload`):
 * the search route carries none of the chart code (d3, the heatmap, the world atlas) until a chart is on
 * screen.
 */
export const BarChart = visualization(loadXy, (m) => m.BarChart);
export const LineChart = visualization(loadXy, (m) => m.LineChart);
export const AreaChart = visualization(loadXy, (m) => m.AreaChart);
export const ScatterChart = visualization(loadXy, (m) => m.ScatterChart);
export const PieChart = visualization(loadPie, (m) => m.PieChart);
export const HeatmapChart = visualization(loadHeatmap, (m) => m.HeatmapChart);
export const WorldMapChart = visualization(loadWorldMap, (m) => m.WorldMapChart);
export const NumericChart = visualization(loadNumeric, (m) => m.NumericChart);
export const DataTable = visualization(loadDataTable, (m) => m.DataTable);
