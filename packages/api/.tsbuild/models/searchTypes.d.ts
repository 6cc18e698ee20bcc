import { type JsonObject } from './decode';
import { type Filter, type FilterWire, type UsedSearchFilter, type UsedSearchFilterWire } from './filter';
import { type BackendQueryWire, type TimeRange, type TimeRangeWire } from './timeRange';
export declare const SORT_DIRECTIONS: readonly ["Ascending", "Descending"];
export type SortDirection = (typeof SORT_DIRECTIONS)[number];
/** `asc`/`desc` are accepted on input and written as `Ascending`/`Descending` (API.md §5.2). */
export declare function decodeDirection(value: unknown, field: string): SortDirection;
/** Fields every search type has (API.md §5.2). */
export interface SearchTypeCommonWire {
    id?: string;
    name?: string | null;
    timerange?: TimeRangeWire | null;
    query?: BackendQueryWire | null;
    streams?: string[];
    filter?: FilterWire | null;
    filters?: UsedSearchFilterWire[];
}
export interface SearchTypeCommon {
    /** Null only in requests where the server generates the id. */
    id: string | null;
    name: string | null;
    timerange: TimeRange | null;
    query: string | null;
    streams: string[];
    filter: Filter | null;
    filters: UsedSearchFilter[];
}
export type SearchInterval = {
    type: 'auto';
    scaling: number;
} | {
    type: 'timeunit';
    timeunit: string;
};
export type BucketSpecWire = {
    type: 'values';
    fields: string[];
    limit: number;
    skip_empty_values?: boolean;
} | {
    type: 'time';
    fields: string[];
    interval: SearchInterval;
} | {
    type: 'date_range';
    fields: string[];
    ranges: Array<{
        from: string | null;
        to: string | null;
    }>;
    bucket_key: 'from' | 'to';
};
export type BucketSpec = {
    type: 'values';
    fields: string[];
    limit: number;
    skipEmptyValues: boolean;
} | {
    type: 'time';
    fields: string[];
    interval: SearchInterval;
} | {
    type: 'date_range';
    fields: string[];
    ranges: Array<{
        from: string | null;
        to: string | null;
    }>;
    bucketKey: 'from' | 'to';
};
export declare const SERIES_TYPES: readonly ["count", "avg", "min", "max", "sum", "card", "stddev", "variance", "sumofsquares", "latest", "percentile"];
export type SeriesType = (typeof SERIES_TYPES)[number];
export interface SeriesSpecWire {
    type: SeriesType;
    id: string;
    field: string | null;
    percentile?: number;
}
export interface SeriesSpec {
    type: SeriesType;
    id: string;
    field: string | null;
    percentile?: number;
}
export interface SortSpecWire {
    type: 'pivot' | 'series';
    field: string;
    direction: SortDirection;
}
export type SortSpec = SortSpecWire;
export interface MessagesSearchTypeWire extends SearchTypeCommonWire {
    type: 'messages';
    limit: number;
    offset: number;
    sort: Array<{
        field: string;
        order: 'ASC' | 'DESC';
    }> | null;
    fields: string[];
    decorators: unknown[];
}
export interface PivotSearchTypeWire extends SearchTypeCommonWire {
    type: 'pivot';
    row_groups: BucketSpecWire[];
    column_groups: BucketSpecWire[];
    series: SeriesSpecWire[];
    sort: SortSpecWire[];
    rollup: boolean;
}
export interface EventsSearchTypeWire extends SearchTypeCommonWire {
    type: 'events';
}
/** A search type the console does not know (e.g. `logs`), kept verbatim. */
export type UnknownSearchTypeWire = JsonObject & {
    type: string;
};
export type SearchTypeWire = MessagesSearchTypeWire | PivotSearchTypeWire | EventsSearchTypeWire | UnknownSearchTypeWire;
export type MessagesSearchType = SearchTypeCommon & {
    type: 'messages';
    limit: number;
    offset: number;
    sort: Array<{
        field: string;
        order: 'ASC' | 'DESC';
    }> | null;
    fields: string[];
    decorators: unknown[];
};
export type PivotSearchType = SearchTypeCommon & {
    type: 'pivot';
    rowGroups: BucketSpec[];
    columnGroups: BucketSpec[];
    series: SeriesSpec[];
    sort: SortSpec[];
    rollup: boolean;
};
export type EventsSearchType = SearchTypeCommon & {
    type: 'events';
};
export type UnknownSearchType = {
    type: 'unknown';
    id: string | null;
    originalType: string;
    raw: JsonObject;
};
export type SearchType = MessagesSearchType | PivotSearchType | EventsSearchType | UnknownSearchType;
/** Default message list size (1-shell.md §9: search limit 150) and grouping limit 15. */
export declare const DEFAULT_MESSAGES_LIMIT = 150;
export declare const DEFAULT_GROUPING_LIMIT = 15;
/** `fields`, or the legacy single `field` (API.md §5.2, §4 PivotDTO). */
export declare function decodeFields(source: JsonObject, field: string): string[];
export declare function decodeSortSpec(value: unknown, field: string): SortSpec;
export declare function decodeSearchType(value: unknown, field: string): SearchType;
export declare function encodeSearchType(searchType: SearchType): SearchTypeWire;
