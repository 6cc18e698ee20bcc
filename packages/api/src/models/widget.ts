import { arrOr, boolOr, num, obj, optStr, ResponseShapeError, str, strings, type JsonObject } from './decode';
import { decodeAggregationConfig, encodeAggregationConfig, type AggregationConfig, type AggregationConfigWire } from './aggregation';
import { decodeUsedSearchFilter, encodeUsedSearchFilter, type UsedSearchFilter, type UsedSearchFilterWire } from './filter';
import { decodeSortSpec, type SortSpec, type SortSpecWire } from './searchTypes';
import {
  decodeOptQueryString,
  decodeOptTimeRange,
  encodeQueryString,
  encodeTimeRange,
  type BackendQueryWire,
  type TimeRange,
  type TimeRangeWire,
} from './timeRange';

export interface MessageListConfigWire {
  fields: string[];
  show_message_row: boolean;
  show_summary: boolean | null;
  decorators: unknown[];
  sort: SortSpecWire[];
}

export interface MessageListConfig {
  fields: string[];
  showMessageRow: boolean;
  showSummary: boolean | null;
  decorators: unknown[];
  sort: SortSpec[];
}

interface WidgetCommonWire {
  id: string;
  filter: string | null;
  filters: UsedSearchFilterWire[];
  timerange: TimeRangeWire | null;
  query: BackendQueryWire | null;
  streams: string[];
}

export type WidgetWire =
  | (WidgetCommonWire & { type: 'aggregation'; config: AggregationConfigWire })
  | (WidgetCommonWire & { type: 'messages'; config: MessageListConfigWire })
  | (WidgetCommonWire & { type: string; config: JsonObject });

interface WidgetCommon {
  id: string;
  /** Legacy per-widget query-string filter. */
  filter: string | null;
  filters: UsedSearchFilter[];
  timerange: TimeRange | null;
  query: string | null;
  streams: string[];
}

/** Widget types are lower case on the wire; an unknown type keeps its config opaque (API.md §4). */
export type Widget =
  | (WidgetCommon & { type: 'aggregation'; config: AggregationConfig })
  | (WidgetCommon & { type: 'messages'; config: MessageListConfig })
  | (WidgetCommon & { type: 'unknown'; originalType: string; config: JsonObject });

export function decodeMessageListConfig(value: unknown, field: string): MessageListConfig {
  const source = obj(value, field);
  return {
    fields: strings(source['fields'], `${field}.fields`),
    showMessageRow: boolOr(source['show_message_row'], `${field}.show_message_row`, true),
    showSummary:
      source['show_summary'] === undefined || source['show_summary'] === null
        ? null
        : boolOr(source['show_summary'], `${field}.show_summary`, false),
    decorators: arrOr(source['decorators'], `${field}.decorators`, (d) => d),
    sort: arrOr(source['sort'], `${field}.sort`, decodeSortSpec),
  };
}

export function encodeMessageListConfig(config: MessageListConfig): MessageListConfigWire {
  return {
    fields: config.fields,
    show_message_row: config.showMessageRow,
    show_summary: config.showSummary,
    decorators: config.decorators,
    sort: config.sort.map((s) => ({ ...s })),
  };
}

export function decodeWidget(value: unknown, field: string): Widget {
  const source = obj(value, field);
  const type = str(source['type'], `${field}.type`);
  const common: WidgetCommon = {
    id: str(source['id'], `${field}.id`),
    filter: optStr(source['filter'], `${field}.filter`),
    filters: arrOr(source['filters'], `${field}.filters`, decodeUsedSearchFilter),
    timerange: decodeOptTimeRange(source['timerange'], `${field}.timerange`),
    query: decodeOptQueryString(source['query'], `${field}.query`),
    streams: strings(source['streams'], `${field}.streams`),
  };
  const type_ = type.toLowerCase();
  if (type_ === 'aggregation')
    return { ...common, type: 'aggregation', config: decodeAggregationConfig(source['config'], `${field}.config`) };
  if (type_ === 'messages') return { ...common, type: 'messages', config: decodeMessageListConfig(source['config'], `${field}.config`) };
  return {
    ...common,
    type: 'unknown',
    originalType: type,
    config: source['config'] === undefined || source['config'] === null ? {} : obj(source['config'], `${field}.config`),
  };
}

export function encodeWidget(widget: Widget): WidgetWire {
  const common: WidgetCommonWire = {
    id: widget.id,
    filter: widget.filter,
    filters: widget.filters.map(encodeUsedSearchFilter),
    timerange: widget.timerange ? encodeTimeRange(widget.timerange) : null,
    query: widget.query === null ? null : encodeQueryString(widget.query),
    streams: widget.streams,
  };
  switch (widget.type) {
    case 'aggregation':
      return { ...common, type: 'aggregation', config: encodeAggregationConfig(widget.config) };
    case 'messages':
      return { ...common, type: 'messages', config: encodeMessageListConfig(widget.config) };
    case 'unknown':
      return { ...common, type: widget.originalType, config: widget.config };
  }
}

/** 1-based grid units; any value may be infinite, written as the string "Infinity" (API.md §4). */
export interface WidgetPositionWire {
  col: number | 'Infinity';
  row: number | 'Infinity';
  height: number | 'Infinity';
  width: number | 'Infinity';
}

export interface WidgetPosition {
  col: number;
  row: number;
  height: number;
  width: number;
}

function gridValue(value: unknown, field: string): number {
  if (value === 'Infinity') return Infinity;
  if (typeof value === 'string') throw new ResponseShapeError(field, 'a number or "Infinity"', value);
  return num(value, field);
}

function encodeGridValue(value: number): number | 'Infinity' {
  return value === Infinity ? 'Infinity' : value;
}

export function decodeWidgetPosition(value: unknown, field: string): WidgetPosition {
  const source = obj(value, field);
  return {
    col: gridValue(source['col'], `${field}.col`),
    row: gridValue(source['row'], `${field}.row`),
    height: gridValue(source['height'], `${field}.height`),
    width: gridValue(source['width'], `${field}.width`),
  };
}

export function encodeWidgetPosition(position: WidgetPosition): WidgetPositionWire {
  return {
    col: encodeGridValue(position.col),
    row: encodeGridValue(position.row),
    height: encodeGridValue(position.height),
    width: encodeGridValue(position.width),
  };
}
