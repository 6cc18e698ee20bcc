import { ApiError } from '../http/errors.js';
import { type JsonObject, isObject } from '../http/body.js';
import { isPeriod } from './periods.js';
import { INDEX_SET_DEFAULTS, withStrategyAliases } from './index-set-defaults.js';

/** A cluster config class Sift knows: its default (as Graylog's migrations write it) and a validator for PUT. */
export interface ClusterConfigClass {
  name: string;
  defaults: () => JsonObject;
  /** Returns the value to store, or throws 400 for a body Graylog could not parse. */
  parse: (body: JsonObject) => JsonObject;
  /** Fills in keys the server adds on read. */
  onRead?: (stored: JsonObject) => JsonObject;
}

const cannotParse = (cls: string) => new ApiError(400, `Couldn't parse cluster configuration "${cls}".`);

/** A validator from a field table: each field's check; unknown fields are refused like Jackson does. */
function fields(cls: string, spec: Record<string, (v: unknown) => boolean>, required: readonly string[] = Object.keys(spec)) {
  return (body: JsonObject): JsonObject => {
    for (const [key, value] of Object.entries(body)) {
      const check = spec[key];
      if (!check || !check(value)) throw cannotParse(cls);
    }
    for (const key of required) if (!(key in body)) throw cannotParse(cls);
    return body;
  };
}

const bool = (v: unknown) => typeof v === 'boolean';
const int = (v: unknown) => typeof v === 'number' && Number.isInteger(v) && v >= 0;
const str = (v: unknown) => typeof v === 'string' && v.length <= 1024;
const strList = (v: unknown) => Array.isArray(v) && v.length <= 1000 && v.every(str);
const periodMap = (v: unknown) =>
  isObject(v) && Object.keys(v).length <= 100 && Object.entries(v).every(([k, label]) => isPeriod(k) && str(label));

export const SEARCHES_CLUSTER_CONFIG = 'org.graylog2.indexer.searches.SearchesClusterConfig';
const SEARCH_DEFAULT_EXTRAS = {
  analysis_disabled_fields: ['message', 'full_message'],
  auto_refresh_timerange_options: {
    PT1S: '1 second',
    PT2S: '2 second',
    PT5S: '5 seconds',
    PT10S: '10 seconds',
    PT30S: '30 seconds',
    PT1M: '1 minute',
    PT5M: '5 minutes',
  },
  default_auto_refresh_option: 'PT5S',
};

const searches: ClusterConfigClass = {
  name: SEARCHES_CLUSTER_CONFIG,
  defaults: () => ({
    query_time_range_limit: 'PT0S',
    relative_timerange_options: {
      PT5M: '5 minutes',
      PT15M: '15 minutes',
      PT30M: '30 minutes',
      PT1H: '1 hour',
      PT2H: '2 hours',
      PT8H: '8 hours',
      P1D: '1 day',
      P2D: '2 days',
      P5D: '5 days',
      P7D: '7 days',
      P14D: '14 days',
      P30D: '30 days',
      PT0S: 'all messages',
    },
    surrounding_timerange_options: {
      PT1S: '1 second',
      PT5S: '5 seconds',
      PT10S: '10 seconds',
      PT30S: '30 seconds',
      PT1M: '1 minute',
      PT5M: '5 minutes',
    },
    surrounding_filter_fields: ['source', 'gl2_source_input', 'file', 'source_file'],
    ...SEARCH_DEFAULT_EXTRAS,
  }),
  parse: fields(
    SEARCHES_CLUSTER_CONFIG,
    {
      query_time_range_limit: isPeriod,
      relative_timerange_options: periodMap,
      surrounding_timerange_options: periodMap,
      surrounding_filter_fields: strList,
      analysis_disabled_fields: (v) => v === null || strList(v),
      auto_refresh_timerange_options: (v) => v === null || periodMap(v),
      default_auto_refresh_option: (v) => v === null || isPeriod(v),
    },
    ['query_time_range_limit', 'relative_timerange_options', 'surrounding_timerange_options', 'surrounding_filter_fields'],
  ),
  onRead: (stored) => {
    const out = { ...stored };
    for (const [k, v] of Object.entries(SEARCH_DEFAULT_EXTRAS)) if (out[k] === undefined || out[k] === null) out[k] = v;
    return out;
  },
};

const simple = (name: string, defaults: JsonObject, spec: Record<string, (v: unknown) => boolean>): ClusterConfigClass => ({
  name,
  defaults: () => structuredClone(defaults),
  parse: (body) => ({ ...structuredClone(defaults), ...fields(name, spec, [])(body) }),
});

export const USER_AND_TEAMS_CONFIG = 'org.graylog2.users.UserAndTeamsConfig';
/** The Sidecars' settings (Graylog's `SidecarConfiguration`, "Sidecars System" on the Configurations page). */
export const SIDECAR_CONFIGURATION = 'org.graylog.plugins.sidecar.system.SidecarConfiguration';
export const SIDECAR_CONFIGURATION_DEFAULTS = {
  sidecar_update_interval: 'PT30S',
  sidecar_send_status: true,
  sidecar_configuration_override: false,
  sidecar_expiration_threshold: 'P14D',
  sidecar_inactive_threshold: 'PT1M',
};
export const MESSAGE_PROCESSORS_CONFIG = 'org.graylog2.messageprocessors.MessageProcessorsConfig';
/** The threat-intelligence switches (Graylog's `ThreatIntelPluginConfiguration`): which sources `threat_intel_lookup_*` asks. */
export const THREAT_INTEL_CONFIG = 'org.graylog.plugins.threatintel.ThreatIntelPluginConfiguration';
export const THREAT_INTEL_DEFAULTS = {
  otx_enabled: false,
  otx_api_key: null,
  tor_enabled: false,
  spamhaus_enabled: false,
  abusech_ransom_enabled: false,
};
export const URL_WHITELIST = 'org.graylog2.system.urlwhitelist.UrlWhitelist';

export const DEFAULT_PROCESSOR_ORDER = [
  { name: 'GeoIP Resolver', class_name: 'org.graylog.plugins.map.geoip.processor.GeoIpProcessor' },
  { name: 'Message Filter Chain', class_name: 'org.graylog2.messageprocessors.MessageFilterChainProcessor' },
  { name: 'Stream Rule Processor', class_name: 'org.graylog2.messageprocessors.StreamMatcherFilterProcessor' },
  { name: 'Pipeline Processor', class_name: 'org.graylog.plugins.pipelineprocessor.processors.PipelineInterpreter' },
];
const processorList = (v: unknown) =>
  Array.isArray(v) &&
  v.length <= 100 &&
  v.every((p) => isObject(p) && str(p['name']) && str(p['class_name']) && Object.keys(p).every((k) => k === 'name' || k === 'class_name'));

/** Like `simple`, and reads answer with the `rotation_strategy` / `retention_strategy` aliases too (ADMIN-API §6.4). */
const withAliases = (cls: ClusterConfigClass): ClusterConfigClass => ({
  ...cls,
  parse: ({ rotation_strategy, retention_strategy, ...rest }) =>
    cls.parse({
      ...rest,
      ...(rest['rotation_strategy_config'] === undefined && rotation_strategy !== undefined && rotation_strategy !== null
        ? { rotation_strategy_config: rotation_strategy }
        : {}),
      ...(rest['retention_strategy_config'] === undefined && retention_strategy !== undefined && retention_strategy !== null
        ? { retention_strategy_config: retention_strategy }
        : {}),
    }),
  onRead: withStrategyAliases,
});

export const CLUSTER_CONFIG_CLASSES: readonly ClusterConfigClass[] = [
  searches,
  simple(
    'org.graylog2.users.UserConfiguration',
    { enable_global_session_timeout: false, global_session_timeout_interval: 'PT1H' },
    { enable_global_session_timeout: bool, global_session_timeout_interval: isPeriod },
  ),
  simple(
    USER_AND_TEAMS_CONFIG,
    { allow_sharing_with_everyone: true, allow_sharing_with_users: true },
    { allow_sharing_with_everyone: bool, allow_sharing_with_users: bool },
  ),
  simple(
    'org.graylog.events.configuration.EventsConfiguration',
    {
      events_search_timeout: 60000,
      events_notification_retry_period: 300000,
      events_notification_default_backlog: 50,
      events_catchup_window: 3600000,
      events_notification_tcp_keepalive: false,
    },
    {
      events_search_timeout: int,
      events_notification_retry_period: int,
      events_notification_default_backlog: int,
      events_catchup_window: int,
      events_notification_tcp_keepalive: bool,
    },
  ),
  simple(THREAT_INTEL_CONFIG, THREAT_INTEL_DEFAULTS, {
    otx_enabled: bool,
    otx_api_key: (v) => v === null || str(v),
    tor_enabled: bool,
    spamhaus_enabled: bool,
    abusech_ransom_enabled: bool,
  }),
  simple(SIDECAR_CONFIGURATION, SIDECAR_CONFIGURATION_DEFAULTS, {
    sidecar_update_interval: isPeriod,
    sidecar_send_status: bool,
    sidecar_configuration_override: bool,
    sidecar_expiration_threshold: isPeriod,
    sidecar_inactive_threshold: isPeriod,
  }),
  simple(
    MESSAGE_PROCESSORS_CONFIG,
    { processor_order: DEFAULT_PROCESSOR_ORDER, disabled_processors: [] },
    { processor_order: processorList, disabled_processors: strList },
  ),
  withAliases(
    simple(
      INDEX_SET_DEFAULTS,
      {
        index_analyzer: 'standard',
        shards: 1,
        replicas: 0,
        index_optimization_max_num_segments: 1,
        index_optimization_disabled: false,
        field_type_refresh_interval: 5,
        field_type_refresh_interval_unit: 'SECONDS',
        rotation_strategy_class: 'org.graylog2.indexer.rotation.strategies.TimeBasedSizeOptimizingStrategy',
        rotation_strategy_config: {
          type: 'org.graylog2.indexer.rotation.strategies.TimeBasedSizeOptimizingStrategyConfig',
          index_lifetime_min: 'P30D',
          index_lifetime_max: 'P40D',
        },
        retention_strategy_class: 'org.graylog2.indexer.retention.strategies.DeletionRetentionStrategy',
        retention_strategy_config: {
          type: 'org.graylog2.indexer.retention.strategies.DeletionRetentionStrategyConfig',
          max_number_of_indices: 20,
        },
      },
      {
        index_analyzer: str,
        shards: int,
        replicas: int,
        index_optimization_max_num_segments: int,
        index_optimization_disabled: bool,
        field_type_refresh_interval: int,
        field_type_refresh_interval_unit: (v) =>
          typeof v === 'string' && ['MILLISECONDS', 'SECONDS', 'MINUTES', 'HOURS', 'DAYS'].includes(v),
        rotation_strategy_class: str,
        rotation_strategy_config: isObject,
        retention_strategy_class: str,
        retention_strategy_config: isObject,
      },
    ),
  ),
];

export const findClusterConfigClass = (name: string) => CLUSTER_CONFIG_CLASSES.find((c) => c.name === name);
