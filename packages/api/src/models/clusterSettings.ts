import { arrOr, bool, boolOr, isObject, obj, oneOf, optNum, optStr, record, str, strings, type JsonObject } from './decode';

/**
 * `GET /system/processing/status` (and `/persisted`). Graylog answers `{receive_times: {ingest, post_processing,
 * post_indexing}, input_journal: {...}}`; the embedded server `{lifecycle, is_processing, lb_status, node_id}`.
 * Both are read; missing parts are null.
 */
export type ProcessingStatusWire = {
  receive_times?: { ingest: string; post_processing: string; post_indexing: string };
  input_journal?: {
    uncommitted_entries: number;
    read_messages_1m_rate: number;
    written_messages_1m_rate: number;
    journal_enabled?: boolean;
  };
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
      ? {
          ingest: optStr(times['ingest'], `${field}.receive_times.ingest`),
          postProcessing: optStr(times['post_processing'], `${field}.receive_times.post_processing`),
          postIndexing: optStr(times['post_indexing'], `${field}.receive_times.post_indexing`),
        }
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
  return {
    processor_order: config.processorOrder.map((p) => ({ name: p.name, class_name: p.className })),
    disabled_processors: [...config.disabledProcessors],
  };
}

/** URL allow-list (ADMIN-API.md §9.6). */
export const URL_WHITELIST_ENTRY_TYPES = ['literal', 'regex'] as const;
export type UrlWhitelistEntryType = (typeof URL_WHITELIST_ENTRY_TYPES)[number];
export type UrlWhitelistWire = {
  entries: Array<{ id: string; type: UrlWhitelistEntryType; title: string; value: string }>;
  disabled: boolean;
};
export interface UrlWhitelist {
  entries: Array<{ id: string; type: UrlWhitelistEntryType; title: string; value: string }>;
  disabled: boolean;
}

export function decodeUrlWhitelist(value: unknown, field = 'urlwhitelist'): UrlWhitelist {
  const source = obj(value, field);
  return {
    entries: arrOr(source['entries'], `${field}.entries`, (e, f) => {
      const entry = obj(e, f);
      return {
        id: str(entry['id'], `${f}.id`),
        type: oneOf(URL_WHITELIST_ENTRY_TYPES, entry['type'], `${f}.type`),
        title: str(entry['title'], `${f}.title`),
        value: str(entry['value'], `${f}.value`),
      };
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
  return {
    telemetryEnabled: enabled === undefined || enabled === null ? null : bool(enabled, `${field}.telemetry_enabled`),
    telemetryPermissionAsked: boolOr(source['telemetry_permission_asked'], `${field}.telemetry_permission_asked`, false),
  };
}

export function encodeTelemetrySettings(settings: TelemetrySettings): TelemetrySettingsWire {
  return { telemetry_enabled: settings.telemetryEnabled, telemetry_permission_asked: settings.telemetryPermissionAsked };
}

/** `GET /telemetry`: the telemetry payload (sections such as `current_user`, `user_telemetry_settings`, `cluster`, `license`), kept per section. */
export type TelemetryWire = Record<string, JsonObject | null>;
export function decodeTelemetry(value: unknown, field = 'telemetry'): Record<string, JsonObject | null> {
  return record(value, field, (section, f) => (section === null || section === undefined ? null : obj(section, f)));
}
