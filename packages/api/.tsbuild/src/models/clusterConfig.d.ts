export declare const SEARCHES_CLUSTER_CONFIG_CLASS = "org.graylog2.indexer.searches.SearchesClusterConfig";
/** SearchesClusterConfig (API.md §3); map keys are ISO-8601 periods. */
export interface SearchesClusterConfigWire {
    query_time_range_limit: string;
    relative_timerange_options: Record<string, string>;
    surrounding_timerange_options: Record<string, string>;
    surrounding_filter_fields: string[];
    analysis_disabled_fields: string[];
    auto_refresh_timerange_options?: Record<string, string>;
    default_auto_refresh_option?: string;
}
export interface SearchesClusterConfig {
    queryTimeRangeLimit: string;
    relativeTimerangeOptions: Record<string, string>;
    surroundingTimerangeOptions: Record<string, string>;
    surroundingFilterFields: string[];
    analysisDisabledFields: string[];
    /** Null when the stored config predates the option (the server fills it on read). */
    autoRefreshTimerangeOptions: Record<string, string> | null;
    defaultAutoRefreshOption: string | null;
}
export declare function decodeSearchesClusterConfig(value: unknown, field?: string): SearchesClusterConfig;
export declare function encodeSearchesClusterConfig(config: SearchesClusterConfig): SearchesClusterConfigWire;
