import { generateId, type Widget, type WidgetPosition } from '@sift/api';

/** Titles of the widgets a new search starts with (2-search-and-dashboards.md §9). */
export const MESSAGE_COUNT_TITLE = 'Message Count';
export const ALL_MESSAGES_TITLE = 'All Messages';

/** Fields a new message table shows. */
export const DEFAULT_MESSAGE_FIELDS = ['timestamp', 'source'] as const;

/** Default widget titles by type ("Untitled {Type}"). */
export const UNTITLED_WIDGET_TITLES = {
  messages: 'Untitled Message Table',
  aggregation: 'Untitled Aggregation',
  unknown: 'Untitled Widget',
} as const;

/** Default sizes of a newly added widget by type (§3: Message List 5 × 6, Results 4 × 4). */
export const NEW_WIDGET_SIZES = { messages: { height: 5, width: 6 }, aggregation: { height: 4, width: 4 } } as const;

/** The widgets of a new search, their positions and titles (the shape of a query's view state). */
export interface DefaultWidgets {
  widgets: Widget[];
  positions: Record<string, WidgetPosition>;
  /** Widget id → title. */
  titles: Record<string, string>;
}

const common = { filter: null, filters: [], timerange: null, query: null, streams: [] };

/** A message table widget with the default fields, sorted by timestamp descending. */
export function messagesWidget(id: string = generateId(), fields: readonly string[] = DEFAULT_MESSAGE_FIELDS): Widget {
  return {
    ...common,
    id,
    type: 'messages',
    config: {
      fields: [...fields],
      showMessageRow: true,
      showSummary: true,
      decorators: [],
      sort: [{ type: 'pivot', field: 'timestamp', direction: 'Descending' }],
    },
  };
}

/** The default aggregation: a bar chart over timestamp (auto interval) with count(), rollup on, no sort. */
export function messageCountWidget(id: string = generateId()): Widget {
  return {
    ...common,
    id,
    type: 'aggregation',
    config: {
      rowPivots: [{ type: 'time', fields: ['timestamp'], interval: { type: 'auto', scaling: 1 } }],
      columnPivots: [],
      series: [{ function: 'count()', name: null, type: 'count', field: null, percentile: null }],
      sort: [],
      visualization: 'bar',
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
 * The default widgets of a new search (§9): "Message Count" at col 1 row 1, height 2, full width,
 * and "All Messages" at col 1 row 3, height 6, full width.
 */
export function createDefaultWidgets(newId: () => string = generateId): DefaultWidgets {
  const count = messageCountWidget(newId());
  const messages = messagesWidget(newId());
  return {
    widgets: [count, messages],
    positions: {
      [count.id]: { col: 1, row: 1, height: 2, width: Infinity },
      [messages.id]: { col: 1, row: 3, height: 6, width: Infinity },
    },
    titles: { [count.id]: MESSAGE_COUNT_TITLE, [messages.id]: ALL_MESSAGES_TITLE },
  };
}
