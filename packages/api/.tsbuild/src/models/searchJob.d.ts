import { type JsonObject } from './decode';
import { type TimeRange } from './timeRange';
export declare const PIVOT_ROW_SOURCES: readonly ["leaf", "non-leaf"];
export declare const PIVOT_VALUE_SOURCES: readonly ["row-leaf", "col-leaf", "row-inner"];
export interface PivotValueWire {
    key: string[];
    value: unknown;
    rollup: boolean;
    source: (typeof PIVOT_VALUE_SOURCES)[number];
}
export interface PivotRowWire {
    key: string[];
    values: PivotValueWire[];
    source: (typeof PIVOT_ROW_SOURCES)[number];
}
export type PivotValue = PivotValueWire;
export type PivotRow = PivotRowWire;
export interface PivotResultWire {
    id: string;
    type: 'pivot';
    name?: string;
    rows?: PivotRowWire[];
    total: number;
    effective_timerange: {
        type: 'absolute';
        from: string;
        to: string;
    };
}
export interface MessageSummaryWire {
    message: JsonObject;
    index: string | null;
    highlight_ranges?: Record<string, Array<{
        start: number;
        length: number;
    }>> | null;
    decoration_stats?: JsonObject | null;
}
export interface MessagesResultWire {
    id: string;
    type: 'messages';
    name?: string;
    messages: MessageSummaryWire[];
    effective_timerange: {
        type: 'absolute';
        from: string;
        to: string;
    };
    total_results: number;
}
/** One message of a result: its fields (with `_id`), the index it lives in, highlight ranges. */
export interface Message {
    id: string;
    index: string | null;
    fields: JsonObject;
    highlightRanges: Record<string, Array<{
        start: number;
        length: number;
    }>>;
    decorationStats: JsonObject | null;
}
export type SearchTypeResult = {
    type: 'pivot';
    id: string;
    name: string | null;
    rows: PivotRow[];
    total: number;
    effectiveTimerange: TimeRange;
} | {
    type: 'messages';
    id: string;
    name: string | null;
    messages: Message[];
    total: number;
    effectiveTimerange: TimeRange;
} | {
    type: 'events';
    id: string;
    name: string | null;
    raw: JsonObject;
} | {
    type: 'unknown';
    id: string;
    originalType: string;
    raw: JsonObject;
};
export declare const SEARCH_ERROR_TYPES: readonly ["query", "search_type", "result_window_limit", "unbound_parameter"];
export interface SearchErrorWire {
    type: string;
    description: string;
    query_id?: string;
    search_type_id?: string;
    backtrace?: string;
    result_window_limit?: number;
    parameter?: string;
}
export interface SearchError {
    type: string;
    description: string;
    queryId: string | null;
    searchTypeId: string | null;
    backtrace: string | null;
    resultWindowLimit: number | null;
    parameter: string | null;
}
export interface QueryResult {
    state: 'COMPLETED' | 'FAILED';
    searchTypes: Record<string, SearchTypeResult>;
    errors: SearchError[];
    executionStats: {
        duration: number;
        timestamp: string;
        effectiveTimerange: TimeRange;
    } | null;
}
/** SearchJobDTO (API.md §5.7): the answer of execute and of the status poll. */
export interface SearchJob {
    id: string;
    searchId: string;
    owner: string | null;
    execution: {
        done: boolean;
        cancelled: boolean;
        completedExceptionally: boolean;
    };
    results: Record<string, QueryResult>;
    errors: SearchError[];
}
/** Reads `PivotResult.rows` (omitted when empty on the wire). */
export declare function decodePivotRows(value: unknown, field?: string): PivotRow[];
export declare function encodePivotRows(rows: PivotRow[]): PivotRowWire[];
export declare function decodeMessage(value: unknown, field: string): Message;
export declare function decodeSearchTypeResult(value: unknown, field: string): SearchTypeResult;
export declare function decodeSearchError(value: unknown, field: string): SearchError;
export declare function decodeSearchJob(value: unknown, field?: string): SearchJob;
