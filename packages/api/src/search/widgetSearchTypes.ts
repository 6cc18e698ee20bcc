import { seriesEffectiveName, type IntervalUnit, type Pivot, type WidgetInterval } from '../models/aggregation';
import type { Filter } from '../models/filter';
import {
  DEFAULT_GROUPING_LIMIT,
  DEFAULT_MESSAGES_LIMIT,
  type BucketSpec,
  type SearchInterval,
  type SearchType,
  type SearchTypeCommon,
} from '../models/searchTypes';
import type { Widget } from '../models/widget';
import { generateId } from './ids';

/** Widget interval units → the letters of search intervals (API.md §5.8). */
export const INTERVAL_UNIT_LETTERS: Record<Exclude<IntervalUnit, 'auto'>, string> = {
  seconds: 's',
  minutes: 'm',
  hours: 'h',
  days: 'd',
  weeks: 'w',
  months: 'M',
  years: 'y',
};

/** Names of the search types an aggregation widget yields. */
export const CHART_SEARCH_TYPE_NAME = 'chart';
export const TREND_SEARCH_TYPE_NAME = 'trend';
export const EVENTS_SEARCH_TYPE_NAME = 'events';
/** The trend compares with the interval just before the widget's range. */
export const TREND_OFFSET = '1i';

/** `{type:"timeunit",value:1,unit:"minutes"}` → `{type:"timeunit",timeunit:"1m"}`. */
export function toSearchInterval(interval: WidgetInterval): SearchInterval {
  if (interval.type === 'auto' || interval.unit === 'auto')
    return { type: 'auto', scaling: interval.type === 'auto' ? interval.scaling : 1 };
  return { type: 'timeunit', timeunit: `${interval.value}${INTERVAL_UNIT_LETTERS[interval.unit]}` };
}

/** Widget pivot → search bucket: `row_pivots` become `row_groups`, the pivot config is flattened. */
export function toBucketSpec(pivot: Pivot): BucketSpec {
  if (pivot.type === 'values')
    return {
      type: 'values',
      fields: pivot.fields,
      limit: pivot.limit ?? DEFAULT_GROUPING_LIMIT,
      skipEmptyValues: pivot.skipEmptyValues ?? false,
    };
  return { type: 'time', fields: pivot.fields, interval: toSearchInterval(pivot.interval) };
}

function widgetFilter(widget: Widget): Filter | null {
  return widget.filter ? { type: 'query_string', query: widget.filter } : null;
}

function common(widget: Widget, id: string, name: string | null): SearchTypeCommon {
  return {
    id,
    name,
    timerange: widget.timerange,
    query: widget.query,
    streams: widget.streams,
    filter: widgetFilter(widget),
    filters: widget.filters,
  };
}

/**
 * The search types a widget needs (API.md §5.8): a `messages` widget one `messages` search type;
 * an `aggregation` widget a `pivot` named `chart`, plus a `trend` pivot over the offset range for a
 * numeric visualization with trend on, plus `events` when annotations are on. Unknown widgets need none.
 */
export function searchTypesForWidget(widget: Widget, newId: () => string = generateId): SearchType[] {
  if (widget.type === 'messages') {
    return [
      {
        ...common(widget, newId(), null),
        type: 'messages',
        limit: DEFAULT_MESSAGES_LIMIT,
        offset: 0,
        sort: widget.config.sort.map((sort) => ({ field: sort.field, order: sort.direction === 'Descending' ? 'DESC' : 'ASC' })),
        fields: [],
        decorators: widget.config.decorators,
      },
    ];
  }
  if (widget.type !== 'aggregation') return [];
  const { config } = widget;
  const chartId = newId();
  const pivot = {
    type: 'pivot' as const,
    rowGroups: config.rowPivots.map(toBucketSpec),
    columnGroups: config.columnPivots.map(toBucketSpec),
    series: config.series.map((series) => ({
      type: series.type,
      id: seriesEffectiveName(series),
      field: series.field,
      ...(series.percentile === null ? {} : { percentile: series.percentile }),
    })),
    sort: config.sort.map((sort) => ({ ...sort })),
    rollup: config.rollup,
  };
  const result: SearchType[] = [{ ...common(widget, chartId, CHART_SEARCH_TYPE_NAME), ...pivot }];
  if (config.visualization === 'numeric' && config.visualizationConfig?.kind === 'numeric' && config.visualizationConfig.trend) {
    result.push({
      ...common(widget, newId(), TREND_SEARCH_TYPE_NAME),
      ...pivot,
      timerange: { type: 'offset', source: 'search_type', id: chartId, offset: TREND_OFFSET },
    });
  }
  if (config.eventAnnotation) {
    result.push({ ...common(widget, newId(), EVENTS_SEARCH_TYPE_NAME), type: 'events' });
  }
  return result;
}
