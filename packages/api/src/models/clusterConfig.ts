import { obj, optStr, record, str, strings } from './decode';

export const SEARCHES_CLUSTER_CONFIG_CLASS = 'org.graylog2.indexer.searches.SearchesClusterConfig';

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

export function decodeSearchesClusterConfig(value: unknown, field = 'searches_cluster_config'): SearchesClusterConfig {
  const source = obj(value, field);
  return {
    queryTimeRangeLimit: str(source['query_time_range_limit'] ?? 'PT0S', `${field}.query_time_range_limit`),
    relativeTimerangeOptions: record(source['relative_timerange_options'] ?? {}, `${field}.relative_timerange_options`, str),
    surroundingTimerangeOptions: record(source['surrounding_timerange_options'] ?? {}, `${field}.surrounding_timerange_options`, str),
    surroundingFilterFields: strings(source['surrounding_filter_fields'], `${field}.surrounding_filter_fields`),
    analysisDisabledFields: strings(source['analysis_disabled_fields'], `${field}.analysis_disabled_fields`),
    autoRefreshTimerangeOptions: source['auto_refresh_timerange_options']
      ? record(source['auto_refresh_timerange_options'], `${field}.auto_refresh_timerange_options`, str)
      : null,
    defaultAutoRefreshOption: optStr(source['default_auto_refresh_option'], `${field}.default_auto_refresh_option`),
  };
}

export function encodeSearchesClusterConfig(config: SearchesClusterConfig): SearchesClusterConfigWire {
  const wire: SearchesClusterConfigWire = {
    query_time_range_limit: config.queryTimeRangeLimit,
    relative_timerange_options: config.relativeTimerangeOptions,
    surrounding_timerange_options: config.surroundingTimerangeOptions,
    surrounding_filter_fields: config.surroundingFilterFields,
    analysis_disabled_fields: config.analysisDisabledFields,
  };
  if (config.autoRefreshTimerangeOptions) wire.auto_refresh_timerange_options = config.autoRefreshTimerangeOptions;
  if (config.defaultAutoRefreshOption) wire.default_auto_refresh_option = config.defaultAutoRefreshOption;
  return wire;
}
