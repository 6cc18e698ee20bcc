/** Wire shapes of API.md §5.1. */
export type TimeRangeWire = {
    type: 'relative';
    range: number;
} | {
    type: 'relative';
    from: number;
    to?: number;
} | {
    type: 'absolute';
    from: string;
    to: string;
} | {
    type: 'keyword';
    keyword: string;
    timezone?: string;
} | {
    type: 'offset';
    source: string;
    id: string;
    offset: string;
};
export declare const TIME_RANGE_TYPES: readonly ["relative", "absolute", "keyword", "offset"];
/** Domain time range: `range: 0` and an open-ended `from` are kept apart, as on the server. */
export type TimeRange = {
    type: 'relative';
    range: number;
} | {
    type: 'relative';
    from: number;
    to: number | null;
} | {
    type: 'absolute';
    from: string;
    to: string;
} | {
    type: 'keyword';
    keyword: string;
    timezone: string;
} | {
    type: 'offset';
    source: string;
    id: string;
    offset: string;
};
/** The default relative range, 300 seconds (1-shell.md §9); 0 means all messages. */
export declare const DEFAULT_RELATIVE_RANGE_SECONDS = 300;
export declare function decodeTimeRange(value: unknown, field: string): TimeRange;
export declare function encodeTimeRange(range: TimeRange): TimeRangeWire;
export declare function decodeOptTimeRange(value: unknown, field: string): TimeRange | null;
/** A backend query `{type:"elasticsearch",query_string}`; a bare string is read too (API.md §5). */
export interface BackendQueryWire {
    type: string;
    query_string: string;
}
export declare function decodeQueryString(value: unknown, field: string): string;
export declare function decodeOptQueryString(value: unknown, field: string): string | null;
export declare function encodeQueryString(queryString: string): BackendQueryWire;
