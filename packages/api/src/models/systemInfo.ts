import { arrOr, bool, num, obj, optNum, optStr, record, str, strings, type JsonObject } from './decode';

/** `GET /system/messages`: `{total, messages: [{caller, content, timestamp, node_id}]}`. */
export type SystemMessagesWire = {
  total: number;
  messages: Array<{ caller: string; content: string; timestamp: string; node_id: string }>;
};
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
    return {
      caller: optStr(entry['caller'], `${f}.caller`) ?? '',
      content: str(entry['content'], `${f}.content`),
      timestamp: str(entry['timestamp'], `${f}.timestamp`),
      nodeId: optStr(entry['node_id'], `${f}.node_id`) ?? '',
    };
  });
  return { total: optNum(source['total'], `${field}.total`) ?? messages.length, messages };
}

/** `GET /system/plugins`: `{total, plugins: [PluginMetaData]}`. */
export type PluginsWire = {
  total: number;
  plugins: Array<{
    unique_id: string;
    name: string;
    author: string;
    url: string;
    version: string;
    description: string;
    required_version: string;
    required_capabilities: string[];
  }>;
};
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
export type JvmWire = {
  free_memory: ByteSizeWire;
  max_memory: ByteSizeWire;
  total_memory: ByteSizeWire;
  used_memory: ByteSizeWire;
  node_id: string;
  pid: string;
  info: string;
};
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
export type LocalesWire = {
  locales: Array<{ language_tag: string; display_name: string; language?: string; country?: string; display_language?: string }>;
};
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
export type SystemStatsWire = {
  hostname?: string;
  fs?: JsonObject;
  jvm?: JsonObject;
  network?: JsonObject;
  os?: JsonObject;
  process?: JsonObject;
};
export function decodeSystemStats(value: unknown, field = 'stats'): SystemStatsWire {
  const source = obj(value, field);
  const part = (key: 'fs' | 'jvm' | 'network' | 'os' | 'process') =>
    source[key] === undefined ? {} : { [key]: obj(source[key], `${field}.${key}`) };
  return {
    ...(source['hostname'] === undefined ? {} : { hostname: str(source['hostname'], `${field}.hostname`) }),
    ...part('fs'),
    ...part('jvm'),
    ...part('network'),
    ...part('os'),
    ...part('process'),
  };
}

/** `GET /system/searchVersion/satisfiesVersion/{v}`: `{satisfied, error_message?}`. */
export type SatisfiesVersionWire = { satisfied: boolean; error_message?: string | null };
export function decodeSatisfiesVersion(value: unknown, field = 'version'): { satisfied: boolean; errorMessage: string | null } {
  const source = obj(value, field);
  return {
    satisfied: bool(source['satisfied'], `${field}.satisfied`),
    errorMessage: optStr(source['error_message'] ?? source['errorMessage'], `${field}.error_message`),
  };
}

/** `GET /cluster/system/loggers`: `{<node_id>: {total, loggers: {<name>: {level, level_syslog}}}}`. */
export type ClusterLoggersWire = Record<string, { total: number; loggers: Record<string, { level: string; level_syslog: number }> } | null>;
export interface LoggerLevel {
  level: string;
  levelSyslog: number;
}

export function decodeClusterLoggers(value: unknown, field = 'loggers'): Record<string, Record<string, LoggerLevel> | null> {
  return record(value, field, (node, f) =>
    node === null
      ? null
      : record(obj(node, f)['loggers'] ?? {}, `${f}.loggers`, (l, lf) => {
          const logger = obj(l, lf);
          return { level: str(logger['level'], `${lf}.level`), levelSyslog: optNum(logger['level_syslog'], `${lf}.level_syslog`) ?? 0 };
        }),
  );
}

/** `GET /count/total`: `{events: n}`. */
export type TotalCountWire = { events: number };
export function decodeTotalCount(value: unknown, field = 'count'): number {
  return num(obj(value, field)['events'], `${field}.events`);
}

/** `POST /system/notification/message/{html|plaintext}/{type}[/{key}]`: `{title, description}`. */
export type NotificationMessageWire = { title: string; description: string };
export function decodeNotificationMessage(value: unknown, field = 'notification_message'): { title: string; description: string } {
  const source = obj(value, field);
  return { title: str(source['title'], `${field}.title`), description: str(source['description'], `${field}.description`) };
}
