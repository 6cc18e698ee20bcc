import { arrOr, bool, boolOr, isObject, num, obj, oneOf, optNum, optStr, record, str, strings, type JsonObject } from './decode';
import { decodeMetrics, type MetricEntry } from './system';

/** `GET /system/metrics`: the metric registry by kind, each `{<name>: <metric>}`. */
export type MetricRegistryWire = { version?: string; gauges: Record<string, JsonObject>; counters: Record<string, JsonObject>; histograms: Record<string, JsonObject>; meters: Record<string, JsonObject>; timers: Record<string, JsonObject> };
export interface MetricRegistry {
  gauges: Record<string, JsonObject>;
  counters: Record<string, JsonObject>;
  histograms: Record<string, JsonObject>;
  meters: Record<string, JsonObject>;
  timers: Record<string, JsonObject>;
}

export function decodeMetricRegistry(value: unknown, field = 'metrics'): MetricRegistry {
  const source = obj(value, field);
  const kind = (key: string) => (source[key] === undefined || source[key] === null ? {} : record(source[key], `${field}.${key}`, (m, f) => obj(m, f)));
  return { gauges: kind('gauges'), counters: kind('counters'), histograms: kind('histograms'), meters: kind('meters'), timers: kind('timers') };
}

/** `GET /system/metrics/names`: `{names: [...]}`. */
export type MetricNamesWire = { names: string[] };
export function decodeMetricNames(value: unknown, field = 'metric_names'): string[] {
  const source = obj(value, field);
  return arrOr(source['names'], `${field}.names`, (n, f) => (isObject(n) ? str(n['full_name'] ?? n['name'], `${f}.full_name`) : str(n, f)));
}

/** `GET /system/metrics/namespace/{ns}`: `{total, metrics: [MetricEntry]}`. */
export type MetricNamespaceWire = { total: number; metrics: Array<{ full_name: string; name: string; type: string; metric: JsonObject }> };
export function decodeMetricNamespace(value: unknown, field = 'metrics'): MetricEntry[] {
  return decodeMetrics(value, field);
}

/** `POST /cluster/metrics/multiple`: `{<node_id>: {total, metrics: [MetricEntry]} | null}` (ADMIN-API.md §1.7). */
export type ClusterMetricsWire = Record<string, { total: number; metrics: MetricNamespaceWire['metrics'] } | null>;
export function decodeClusterMetrics(value: unknown, field = 'cluster_metrics'): Record<string, MetricEntry[] | null> {
  return record(value, field, (node, f) => (node === null ? null : decodeMetrics(node, f)));
}

/** `GET /system/messages`: `{total, messages: [{caller, content, timestamp, node_id}]}`. */
export type SystemMessagesWire = { total: number; messages: Array<{ caller: string; content: string; timestamp: string; node_id: string }> };
export interface SystemMessage {
  caller: string;
  content: string;
  timestamp: string;
  nodeId: string;
}

export function decodeSystemMessages(value: unknown, field = 'system_messages'): { total: number; messages: SystemMessage[] } {
  const source = obj(value, field);
  const messages = arrOr(source['messages'], `${field}.messages`, (m, f) => {
    const entry = obj(m, f);
    return { caller: optStr(entry['caller'], `${f}.caller`) ?? '', content: str(entry['content'], `${f}.content`), timestamp: str(entry['timestamp'], `${f}.timestamp`), nodeId: optStr(entry['node_id'], `${f}.node_id`) ?? '' };
  });
  return { total: optNum(source['total'], `${field}.total`) ?? messages.length, messages };
}

/** `GET /system/plugins`: `{total, plugins: [PluginMetaData]}`. */
export type PluginsWire = { total: number; plugins: Array<{ unique_id: string; name: string; author: string; url: string; version: string; description: string; required_version: string; required_capabilities: string[] }> };
export interface Plugin {
  uniqueId: string;
  name: string;
  author: string;
  url: string;
  version: string;
  description: string;
  requiredVersion: string;
  requiredCapabilities: string[];
}

export function decodePlugins(value: unknown, field = 'plugins'): Plugin[] {
  return arrOr(obj(value, field)['plugins'], `${field}.plugins`, (p, f) => {
    const plugin = obj(p, f);
    const text = (key: string) => optStr(plugin[key], `${f}.${key}`) ?? '';
    return {
      uniqueId: str(plugin['unique_id'], `${f}.unique_id`),
      name: str(plugin['name'], `${f}.name`),
      author: text('author'),
      url: text('url'),
      version: text('version'),
      description: text('description'),
      requiredVersion: text('required_version'),
      requiredCapabilities: strings(plugin['required_capabilities'], `${f}.required_capabilities`),
    };
  });
}

/** `GET /system/permissions`: `{permissions: {<area>: [actions]}}`. */
export type PermissionCatalogueWire = { permissions: Record<string, string[]> };
export function decodePermissionCatalogue(value: unknown, field = 'permissions'): Record<string, string[]> {
  return record(obj(value, field)['permissions'], `${field}.permissions`, strings);
}

/** `GET /system/permissions/reader/{username}`: `{permissions: [...]}` (a bare array is accepted too). */
export type ReaderPermissionsWire = { permissions: string[] };
export function decodeReaderPermissions(value: unknown, field = 'permissions'): string[] {
  return Array.isArray(value) ? strings(value, field) : strings(obj(value, field)['permissions'], `${field}.permissions`);
}

/** `GET /system/jvm`. Sizes are `{bytes, kilobytes, megabytes}`. */
export type ByteSizeWire = { bytes: number; kilobytes: number; megabytes: number };
export type JvmWire = { free_memory: ByteSizeWire; max_memory: ByteSizeWire; total_memory: ByteSizeWire; used_memory: ByteSizeWire; node_id: string; pid: string; info: string };
export interface Jvm {
  freeMemoryBytes: number;
  maxMemoryBytes: number;
  totalMemoryBytes: number;
  usedMemoryBytes: number;
  nodeId: string;
  pid: string;
  info: string;
}

export function decodeJvm(value: unknown, field = 'jvm'): Jvm {
  const source = obj(value, field);
  const bytes = (key: string) => num(obj(source[key], `${field}.${key}`)['bytes'], `${field}.${key}.bytes`);
  return {
    freeMemoryBytes: bytes('free_memory'),
    maxMemoryBytes: bytes('max_memory'),
    totalMemoryBytes: bytes('total_memory'),
    usedMemoryBytes: bytes('used_memory'),
    nodeId: str(source['node_id'], `${field}.node_id`),
    pid: String(source['pid'] ?? ''),
    info: optStr(source['info'], `${field}.info`) ?? '',
  };
}

/** `GET /system/locales`: `{locales: [{language_tag, display_name, ...}]}`. */
export type LocalesWire = { locales: Array<{ language_tag: string; display_name: string; language?: string; country?: string; display_language?: string }> };
export interface SystemLocale {
  languageTag: string;
  displayName: string;
}

export function decodeLocales(value: unknown, field = 'locales'): SystemLocale[] {
  return arrOr(obj(value, field)['locales'], `${field}.locales`, (l, f) => {
    const locale = obj(l, f);
    return { languageTag: str(locale['language_tag'], `${f}.language_tag`), displayName: str(locale['display_name'], `${f}.display_name`) };
  });
}

/**
 * `GET /system/processing/status` (and `/persisted`). Graylog answers `{receive_times: {ingest, post_processing,
 * post_indexing}, input_journal: {...}}`; the embedded server `{lifecycle, is_processing, lb_status, node_id}`.
 * Both are read; missing parts are null.
 */
export type ProcessingStatusWire = {
  receive_times?: { ingest: string; post_processing: string; post_indexing: string };
  input_journal?: { uncommitted_entries: number; read_messages_1m_rate: number; written_messages_1m_rate: number; journal_enabled?: boolean };
  lifecycle?: string;
  is_processing?: boolean;
  lb_status?: string;
  node_id?: string;
};
export interface ProcessingStatus {
  receiveTimes: { ingest: string | null; postProcessing: string | null; postIndexing: string | null } | null;
  inputJournal: { uncommittedEntries: number; readMessages1mRate: number; writtenMessages1mRate: number } | null;
  isProcessing: boolean | null;
  lifecycle: string | null;
  nodeId: string | null;
}

export function decodeProcessingStatus(value: unknown, field = 'processing_status'): ProcessingStatus {
  const source = obj(value, field);
  const times = source['receive_times'];
  const journal = source['input_journal'];
  return {
    receiveTimes: isObject(times)
      ? { ingest: optStr(times['ingest'], `${field}.receive_times.ingest`), postProcessing: optStr(times['post_processing'], `${field}.receive_times.post_processing`), postIndexing: optStr(times['post_indexing'], `${field}.receive_times.post_indexing`) }
      : null,
    inputJournal: isObject(journal)
      ? {
        uncommittedEntries: optNum(journal['uncommitted_entries'], `${field}.input_journal.uncommitted_entries`) ?? 0,
        readMessages1mRate: optNum(journal['read_messages_1m_rate'], `${field}.input_journal.read_messages_1m_rate`) ?? 0,
        writtenMessages1mRate: optNum(journal['written_messages_1m_rate'], `${field}.input_journal.written_messages_1m_rate`) ?? 0,
      }
      : null,
    isProcessing: source['is_processing'] === undefined ? null : bool(source['is_processing'], `${field}.is_processing`),
    lifecycle: optStr(source['lifecycle'], `${field}.lifecycle`),
    nodeId: optStr(source['node_id'], `${field}.node_id`),
  };
}

/**
 * `GET /system/serviceManager`: Guava's `ServiceManager.startupTimes()`, keyed by the service as
 * `<Name> [<STATE>]` with how long it took to start, in milliseconds.
 */
export type ServiceManagerWire = Record<string, number>;
export function decodeServiceManager(value: unknown, field = 'service_manager'): Record<string, number> {
  return record(value, field, num);
}

/** `GET /system/throughput`: `{throughput: n}` (messages per second on this node). */
export type NodeThroughputWire = { throughput: number };
export function decodeNodeThroughput(value: unknown, field = 'throughput'): number {
  return num(obj(value, field)['throughput'], `${field}.throughput`);
}

/** `GET /system/stats[/part]`: host statistics by part (fs, jvm, network, os, process); the parts are kept as objects. */
export type SystemStatsWire = { hostname?: string; fs?: JsonObject; jvm?: JsonObject; network?: JsonObject; os?: JsonObject; process?: JsonObject };
export function decodeSystemStats(value: unknown, field = 'stats'): SystemStatsWire {
  const source = obj(value, field);
  const part = (key: 'fs' | 'jvm' | 'network' | 'os' | 'process') => (source[key] === undefined ? {} : { [key]: obj(source[key], `${field}.${key}`) });
  return { ...(source['hostname'] === undefined ? {} : { hostname: str(source['hostname'], `${field}.hostname`) }), ...part('fs'), ...part('jvm'), ...part('network'), ...part('os'), ...part('process') };
}

/** `GET /system/searchVersion/satisfiesVersion/{v}`: `{satisfied, error_message?}`. */
export type SatisfiesVersionWire = { satisfied: boolean; error_message?: string | null };
export function decodeSatisfiesVersion(value: unknown, field = 'version'): { satisfied: boolean; errorMessage: string | null } {
  const source = obj(value, field);
  return { satisfied: bool(source['satisfied'], `${field}.satisfied`), errorMessage: optStr(source['error_message'] ?? source['errorMessage'], `${field}.error_message`) };
}

/** `GET /cluster/system/loggers`: `{<node_id>: {total, loggers: {<name>: {level, level_syslog}}}}`. */
export type ClusterLoggersWire = Record<string, { total: number; loggers: Record<string, { level: string; level_syslog: number }> } | null>;
export interface LoggerLevel {
  level: string;
  levelSyslog: number;
}

export function decodeClusterLoggers(value: unknown, field = 'loggers'): Record<string, Record<string, LoggerLevel> | null> {
  return record(value, field, (node, f) => (node === null ? null : record(obj(node, f)['loggers'] ?? {}, `${f}.loggers`, (l, lf) => {
    const logger = obj(l, lf);
    return { level: str(logger['level'], `${lf}.level`), levelSyslog: optNum(logger['level_syslog'], `${lf}.level_syslog`) ?? 0 };
  })));
}

/** `GET /count/total`: `{events: n}`. */
export type TotalCountWire = { events: number };
export function decodeTotalCount(value: unknown, field = 'count'): number {
  return num(obj(value, field)['events'], `${field}.events`);
}

/** `GET /system/indexer/failures`: `{total, failures: [{index, letter_id, message, timestamp, written?}]}`. */
export type IndexerFailuresWire = { total: number; failures: Array<{ index: string; letter_id: string; message: string; timestamp: string; written?: boolean }> };
export interface IndexerFailure {
  index: string;
  letterId: string;
  message: string;
  timestamp: string;
}

export function decodeIndexerFailures(value: unknown, field = 'failures'): { total: number; failures: IndexerFailure[] } {
  const source = obj(value, field);
  const failures = arrOr(source['failures'], `${field}.failures`, (e, f) => {
    const entry = obj(e, f);
    return { index: str(entry['index'], `${f}.index`), letterId: str(entry['letter_id'], `${f}.letter_id`), message: str(entry['message'], `${f}.message`), timestamp: str(entry['timestamp'], `${f}.timestamp`) };
  });
  return { total: optNum(source['total'], `${field}.total`) ?? failures.length, failures };
}

/** `GET /system/indexer/overview`: cluster health, deflector, counts and per-index summaries. */
export type IndexerOverviewWire = { deflector: { current_target: string | null; is_up: boolean }; indexer_cluster: { health: JsonObject; name: string }; counts: { events: number }; indices: Record<string, JsonObject> };
export interface IndexerOverview {
  deflector: { currentTarget: string | null; isUp: boolean };
  clusterName: string;
  clusterHealth: JsonObject;
  events: number;
  indices: Record<string, JsonObject>;
}

export function decodeIndexerOverview(value: unknown, field = 'indexer_overview'): IndexerOverview {
  const source = obj(value, field);
  const deflector = obj(source['deflector'], `${field}.deflector`);
  const cluster = obj(source['indexer_cluster'], `${field}.indexer_cluster`);
  return {
    deflector: { currentTarget: optStr(deflector['current_target'], `${field}.deflector.current_target`), isUp: boolOr(deflector['is_up'], `${field}.deflector.is_up`, false) },
    clusterName: optStr(cluster['name'], `${field}.indexer_cluster.name`) ?? '',
    clusterHealth: isObject(cluster['health']) ? cluster['health'] : {},
    events: num(obj(source['counts'], `${field}.counts`)['events'], `${field}.counts.events`),
    indices: isObject(source['indices']) ? record(source['indices'], `${field}.indices`, (i, f) => obj(i, f)) : {},
  };
}

/** Search backend cluster information: `{name, status, shards: {active, initializing, relocating, unassigned}}` (health and name). */
export type IndexerClusterWire = { name?: string | null; status?: string | null; shards?: { active: number; initializing: number; relocating: number; unassigned: number } | null };
export interface IndexerCluster {
  name: string | null;
  status: string | null;
  shards: { active: number; initializing: number; relocating: number; unassigned: number } | null;
}

export function decodeIndexerCluster(value: unknown, field = 'indexer_cluster'): IndexerCluster {
  const source = obj(value, field);
  const shards = source['shards'];
  const shard = (key: string) => optNum(isObject(shards) ? shards[key] : 0, `${field}.shards.${key}`) ?? 0;
  return {
    name: optStr(source['name'] ?? source['cluster_name'], `${field}.name`),
    status: optStr(source['status'], `${field}.status`),
    shards: isObject(shards) ? { active: shard('active'), initializing: shard('initializing'), relocating: shard('relocating'), unassigned: shard('unassigned') } : null,
  };
}

/**
 * `GET /system/metrics/{name}`: the metric as Codahale's module writes it (gauge `{value}`, counter `{count}`,
 * meter `{count, m1_rate, ...}`); `rate` and `time` are read too when a server answers in MetricUtils' shape.
 */
export type MetricValueWire = { value?: unknown; count?: number; rate?: JsonObject; time?: JsonObject; duration_unit?: string; rate_unit?: string };
export function decodeMetricValue(value: unknown, field = 'metric'): MetricValueWire {
  const source = obj(value, field);
  return {
    ...(source['value'] === undefined ? {} : { value: source['value'] }),
    ...(source['count'] === undefined ? {} : { count: num(source['count'], `${field}.count`) }),
    ...(source['rate'] === undefined ? {} : { rate: obj(source['rate'], `${field}.rate`) }),
    ...(source['time'] === undefined ? {} : { time: obj(source['time'], `${field}.time`) }),
    ...(source['duration_unit'] === undefined ? {} : { duration_unit: str(source['duration_unit'], `${field}.duration_unit`) }),
    ...(source['rate_unit'] === undefined ? {} : { rate_unit: str(source['rate_unit'], `${field}.rate_unit`) }),
  };
}

/** `POST /system/notification/message/{html|plaintext}/{type}[/{key}]`: `{title, description}`. */
export type NotificationMessageWire = { title: string; description: string };
export function decodeNotificationMessage(value: unknown, field = 'notification_message'): { title: string; description: string } {
  const source = obj(value, field);
  return { title: str(source['title'], `${field}.title`), description: str(source['description'], `${field}.description`) };
}

/** Message processors config (ADMIN-API.md §9.5). */
export type MessageProcessorsConfigWire = { processor_order: Array<{ name: string; class_name: string }>; disabled_processors: string[] };
export interface MessageProcessorsConfig {
  processorOrder: Array<{ name: string; className: string }>;
  disabledProcessors: string[];
}

export function decodeMessageProcessorsConfig(value: unknown, field = 'messageprocessors'): MessageProcessorsConfig {
  const source = obj(value, field);
  return {
    processorOrder: arrOr(source['processor_order'], `${field}.processor_order`, (p, f) => {
      const entry = obj(p, f);
      return { name: str(entry['name'], `${f}.name`), className: str(entry['class_name'], `${f}.class_name`) };
    }),
    disabledProcessors: strings(source['disabled_processors'], `${field}.disabled_processors`),
  };
}

export function encodeMessageProcessorsConfig(config: MessageProcessorsConfig): MessageProcessorsConfigWire {
  return { processor_order: config.processorOrder.map((p) => ({ name: p.name, class_name: p.className })), disabled_processors: [...config.disabledProcessors] };
}

/** URL allow-list (ADMIN-API.md §9.6). */
export const URL_WHITELIST_ENTRY_TYPES = ['literal', 'regex'] as const;
export type UrlWhitelistEntryType = (typeof URL_WHITELIST_ENTRY_TYPES)[number];
export type UrlWhitelistWire = { entries: Array<{ id: string; type: UrlWhitelistEntryType; title: string; value: string }>; disabled: boolean };
export interface UrlWhitelist {
  entries: Array<{ id: string; type: UrlWhitelistEntryType; title: string; value: string }>;
  disabled: boolean;
}

export function decodeUrlWhitelist(value: unknown, field = 'urlwhitelist'): UrlWhitelist {
  const source = obj(value, field);
  return {
    entries: arrOr(source['entries'], `${field}.entries`, (e, f) => {
      const entry = obj(e, f);
      return { id: str(entry['id'], `${f}.id`), type: oneOf(URL_WHITELIST_ENTRY_TYPES, entry['type'], `${f}.type`), title: str(entry['title'], `${f}.title`), value: str(entry['value'], `${f}.value`) };
    }),
    disabled: bool(source['disabled'], `${field}.disabled`),
  };
}

export function encodeUrlWhitelist(list: UrlWhitelist): UrlWhitelistWire {
  return { entries: list.entries.map((e) => ({ ...e })), disabled: list.disabled };
}

/** `GET /telemetry/user/settings`. */
export type TelemetrySettingsWire = { telemetry_enabled: boolean | null; telemetry_permission_asked: boolean };
export interface TelemetrySettings {
  telemetryEnabled: boolean | null;
  telemetryPermissionAsked: boolean;
}

export function decodeTelemetrySettings(value: unknown, field = 'telemetry_settings'): TelemetrySettings {
  const source = obj(value, field);
  const enabled = source['telemetry_enabled'];
  return { telemetryEnabled: enabled === undefined || enabled === null ? null : bool(enabled, `${field}.telemetry_enabled`), telemetryPermissionAsked: boolOr(source['telemetry_permission_asked'], `${field}.telemetry_permission_asked`, false) };
}

export function encodeTelemetrySettings(settings: TelemetrySettings): TelemetrySettingsWire {
  return { telemetry_enabled: settings.telemetryEnabled, telemetry_permission_asked: settings.telemetryPermissionAsked };
}

/** `GET /telemetry`: the telemetry payload (sections such as `current_user`, `user_telemetry_settings`, `cluster`, `license`), kept per section. */
export type TelemetryWire = Record<string, JsonObject | null>;
export function decodeTelemetry(value: unknown, field = 'telemetry'): Record<string, JsonObject | null> {
  return record(value, field, (section, f) => (section === null || section === undefined ? null : obj(section, f)));
}
