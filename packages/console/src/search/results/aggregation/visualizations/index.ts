import { lazy } from 'react';

/*
 * Each visualization is its own chunk, loaded when a widget first draws it: the search route carries
 * none of the chart code (d3, the heatmap, the world atlas) until a chart is on screen.
 */
export const BarChart = lazy(() => import('./xy').then((m) => ({ default: m.BarChart })));
export const LineChart = lazy(() => import('./xy').then((m) => ({ default: m.LineChart })));
export const AreaChart = lazy(() => import('./xy').then((m) => ({ default: m.AreaChart })));
export const ScatterChart = lazy(() => import('./xy').then((m) => ({ default: m.ScatterChart })));
export const PieChart = lazy(() => import('./pie').then((m) => ({ default: m.PieChart })));
export const HeatmapChart = lazy(() => import('./heatmap').then((m) => ({ default: m.HeatmapChart })));
export const WorldMapChart = lazy(() => import('./worldMap').then((m) => ({ default: m.WorldMapChart })));
export const NumericChart = lazy(() => import('./numeric').then((m) => ({ default: m.NumericChart })));
export const DataTable = lazy(() => import('./dataTable').then((m) => ({ default: m.DataTable })));
