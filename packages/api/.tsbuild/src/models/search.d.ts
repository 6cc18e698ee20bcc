import { type JsonObject } from './decode';
import { type Filter, type FilterWire, type UsedSearchFilter, type UsedSearchFilterWire } from './filter';
import { type SearchType, type SearchTypeWire } from './searchTypes';
import { type BackendQueryWire, type TimeRange, type TimeRangeWire } from './timeRange';
/** QueryDTO (API.md §5). The v2 `streams` list is read into a stream filter and written as v1. */
export interface QueryWire {
    id?: string;
    timerange: TimeRangeWire;
    filter: FilterWire | null;
    filters: UsedSearchFilterWire[];
    query: BackendQueryWire;
    search_types: SearchTypeWire[];
}
export interface Query {
    /** Null only in requests where the server generates the id. */
    id: string | null;
    timerange: TimeRange;
    filter: Filter | null;
    filters: UsedSearchFilter[];
    queryString: string;
    searchTypes: SearchType[];
}
/** Parameter (API.md §5.5); bindings are kept verbatim, as the open-source server does. */
export interface ParameterWire {
    type: string;
    name: string;
    title: string | null;
    description: string | null;
    data_type: string | null;
    default_value: unknown;
    optional: boolean;
    binding: JsonObject | null;
}
export interface Parameter {
    type: string;
    name: string;
    title: string | null;
    description: string | null;
    dataType: string | null;
    defaultValue: unknown;
    optional: boolean;
    binding: JsonObject | null;
}
export interface SearchWire {
    id?: string;
    queries: QueryWire[];
    parameters: ParameterWire[];
}
export interface Search {
    id: string | null;
    queries: Query[];
    parameters: Parameter[];
}
export declare function decodeQuery(value: unknown, field: string): Query;
export declare function encodeQuery(query: Query): QueryWire;
export declare function decodeParameter(value: unknown, field: string): Parameter;
export declare function encodeParameter(parameter: Parameter): ParameterWire;
export declare function decodeSearch(value: unknown, field?: string): Search;
export declare function encodeSearch(search: Search): SearchWire;
/** Body of `POST /views/search/{id}/execute` (API.md §5.6). */
export interface ExecutionStateWire {
    parameter_bindings: Record<string, JsonObject>;
    global_override: {
        timerange?: TimeRangeWire | null;
        query?: BackendQueryWire | null;
        limit?: number | null;
        offset?: number | null;
        search_types?: Record<string, {
            limit: number | null;
            offset: number | null;
            after?: unknown[] | null;
        }>;
        keep_search_types?: string[];
        keep_queries?: string[];
    };
}
export interface ExecutionState {
    parameterBindings: Record<string, JsonObject>;
    globalOverride: {
        timerange: TimeRange | null;
        queryString: string | null;
        limit: number | null;
        offset: number | null;
        searchTypes: Record<string, {
            limit: number | null;
            offset: number | null;
        }>;
        keepSearchTypes: string[];
        keepQueries: string[];
    };
}
export declare function emptyExecutionState(): ExecutionState;
export declare function decodeExecutionState(value: unknown, field?: string): ExecutionState;
/** Writes only what is set, as the web UI does (`SearchExecutionState.ts`). */
export declare function encodeExecutionState(state: ExecutionState): ExecutionStateWire;
