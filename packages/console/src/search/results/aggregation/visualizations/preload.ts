import type { Visualization } from '@sift/api';
import { chunk } from '../../../../shell/chunk';

/*
 * The chunk of each visualization, loaded once: by the lazy components of `./index` when a widget first
 * draws it, or earlier by `preloadVisualizations` as soon as the widgets are known (a dashboard's view),
 * so that the charts' code arrives while the search runs rather than after its answer.
 */
export const loadXy = chunk(() => import('./xy'));
export const loadPie = chunk(() => import('./pie'));
export const loadHeatmap = chunk(() => import('./heatmap'));
export const loadWorldMap = chunk(() => import('./worldMap'));
export const loadNumeric = chunk(() => import('./numeric'));
export const loadDataTable = chunk(() => import('./dataTable'));

const LOADERS: Record<Visualization, () => Promise<unknown>> = {
  bar: loadXy,
  line: loadXy,
  area: loadXy,
  scatter: loadXy,
  pie: loadPie,
  heatmap: loadHeatmap,
  map: loadWorldMap,
  numeric: loadNumeric,
  table: loadDataTable,
};

/** Starts loading the code of these visualizations (each chunk once); a failure shows when the chart is drawn. */
export function preloadVisualizations(visualizations: Iterable<Visualization>): void {
  for (const load of new Set([...visualizations].map((visualization) => LOADERS[visualization]))) {
    if (load) load().catch(() => undefined);
  }
}
