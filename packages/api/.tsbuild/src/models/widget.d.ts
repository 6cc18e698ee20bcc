import { type JsonObject } from './decode';
import { type AggregationConfig, type AggregationConfigWire } from './aggregation';
import { type UsedSearchFilter, type UsedSearchFilterWire } from './filter';
import { type SortSpec, type SortSpecWire } from './searchTypes';
import { type BackendQueryWire, type TimeRange, type TimeRangeWire } from './timeRange';
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
export type WidgetWire = (WidgetCommonWire & {
    type: 'aggregation';
    config: AggregationConfigWire;
}) | (WidgetCommonWire & {
    type: 'messages';
    config: MessageListConfigWire;
}) | (WidgetCommonWire & {
    type: string;
    config: JsonObject;
});
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
export type Widget = (WidgetCommon & {
    type: 'aggregation';
    config: AggregationConfig;
}) | (WidgetCommon & {
    type: 'messages';
    config: MessageListConfig;
}) | (WidgetCommon & {
    type: 'unknown';
    originalType: string;
    config: JsonObject;
});
export declare function decodeMessageListConfig(value: unknown, field: string): MessageListConfig;
export declare function encodeMessageListConfig(config: MessageListConfig): MessageListConfigWire;
export declare function decodeWidget(value: unknown, field: string): Widget;
export declare function encodeWidget(widget: Widget): WidgetWire;
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
export declare function decodeWidgetPosition(value: unknown, field: string): WidgetPosition;
export declare function encodeWidgetPosition(position: WidgetPosition): WidgetPositionWire;
export {};
