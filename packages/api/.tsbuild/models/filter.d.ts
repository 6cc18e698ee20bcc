/** Stream filter tree of API.md §5.3. Unknown filter types keep only their `type`. */
export interface FilterWire {
    type: string;
    filters?: FilterWire[] | null;
    id?: string;
    title?: string | null;
    query?: string;
}
export type Filter = {
    type: 'or' | 'and';
    filters: Filter[];
} | {
    type: 'stream';
    id: string;
    title: string | null;
} | {
    type: 'query_string';
    query: string;
} | {
    type: 'unknown';
    originalType: string;
};
export declare function decodeFilter(value: unknown, field: string): Filter;
export declare function decodeOptFilter(value: unknown, field: string): Filter | null;
export declare function encodeFilter(filter: Filter): FilterWire;
/** The usual stream selection: `or` over `stream` filters; null when no stream is selected. */
export declare function streamsFilter(streamIds: readonly string[]): Filter | null;
/** The stream ids a filter selects (any depth). */
export declare function filterStreamIds(filter: Filter | null): string[];
/** UsedSearchFilter (API.md §5.4); note `queryString` in camelCase on the wire. */
export interface UsedSearchFilterWire {
    type: 'inlineQueryString' | 'referenced';
    id?: string;
    title: string | null;
    description: string | null;
    queryString: string | null;
    negation: boolean;
    disabled: boolean;
}
export interface UsedSearchFilter {
    type: 'inlineQueryString' | 'referenced';
    id: string | null;
    title: string | null;
    description: string | null;
    queryString: string | null;
    negation: boolean;
    disabled: boolean;
}
export declare function decodeUsedSearchFilter(value: unknown, field: string): UsedSearchFilter;
export declare function encodeUsedSearchFilter(filter: UsedSearchFilter): UsedSearchFilterWire;
