import {
  generateId,
  updateSearchForWidgets,
  type Pivot,
  type Series,
  type View,
  type ViewState,
  type Visualization,
  type Widget,
} from '@sift/api';
import type { DashboardModel } from './dashboardModel';

/** The texts of the ready-made Sources dashboard (`/sources`). */
export const SOURCES_TEXTS = {
  title: 'Sources',
  overTime: 'Messages per source over time',
  bySource: 'Messages by source',
  share: 'Share of messages by source',
  total: 'Total messages',
} as const;

/** The range the dashboard opens with: the last day, so that quiet sources show too. */
export const SOURCES_RANGE_SECONDS = 86400;
/** How many sources the charts split by; the table lists more. */
export const SOURCES_CHART_LIMIT = 10;
export const SOURCES_TABLE_LIMIT = 50;

const COUNT: Series = { function: 'count()', name: null, type: 'count', field: null, percentile: null };
const overTime: Pivot = { type: 'time', fields: ['timestamp'], interval: { type: 'auto', scaling: 1 } };
const bySource = (limit: number): Pivot => ({ type: 'values', fields: ['source'], limit, skipEmptyValues: null });

function aggregation(
  id: string,
  visualization: Visualization,
  rowPivots: Pivot[],
  columnPivots: Pivot[] = [],
  sortByCount = false,
): Widget {
  return {
    id,
    type: 'aggregation',
    filter: null,
    filters: [],
    timerange: null,
    query: null,
    streams: [],
    config: {
      rowPivots,
      columnPivots,
      series: [COUNT],
      sort: sortByCount ? [{ type: 'series', field: 'count()', direction: 'Descending' }] : [],
      visualization,
      visualizationConfig: null,
      chartColors: null,
      rollup: true,
      eventAnnotation: false,
      rowLimit: null,
      columnLimit: null,
    },
  };
}

/**
 * The Sources dashboard Graylog 5.1 ships with its open edition, as an unsaved dashboard model: message
 * counts per source over time, the sources ranked by count, their share, and the total, over the last day.
 */
export function sourcesDashboardModel(newId: () => string = generateId): DashboardModel {
  const queryId = newId();
  const [total, chart, table, pie] = [newId(), newId(), newId(), newId()];
  const widgets = [
    aggregation(total, 'numeric', []),
    aggregation(chart, 'line', [overTime], [bySource(SOURCES_CHART_LIMIT)]),
    aggregation(table, 'table', [bySource(SOURCES_TABLE_LIMIT)], [], true),
    aggregation(pie, 'pie', [bySource(SOURCES_CHART_LIMIT)], [], true),
  ];
  const state: ViewState = {
    selectedFields: null,
    staticMessageListId: null,
    titles: {
      tab: { title: SOURCES_TEXTS.title },
      widget: {
        [total]: SOURCES_TEXTS.total,
        [chart]: SOURCES_TEXTS.overTime,
        [table]: SOURCES_TEXTS.bySource,
        [pie]: SOURCES_TEXTS.share,
      },
    },
    widgets,
    widgetMapping: {},
    positions: {
      [total]: { col: 1, row: 1, height: 2, width: 3 },
      [chart]: { col: 4, row: 1, height: 4, width: 9 },
      [table]: { col: 1, row: 5, height: 5, width: 6 },
      [pie]: { col: 7, row: 5, height: 5, width: 6 },
    },
    highlighting: [],
    displayModePositions: {},
  };
  const view: View = {
    id: null,
    type: 'DASHBOARD',
    title: SOURCES_TEXTS.title,
    summary: '',
    description: '',
    searchId: '',
    properties: [],
    requires: {},
    owner: null,
    createdAt: null,
    favorite: false,
    state: { [queryId]: state },
  };
  return updateSearchForWidgets(view, {
    id: null,
    queries: [
      {
        id: queryId,
        timerange: { type: 'relative', range: SOURCES_RANGE_SECONDS },
        filter: null,
        filters: [],
        queryString: '',
        searchTypes: [],
      },
    ],
    parameters: [],
  });
}
