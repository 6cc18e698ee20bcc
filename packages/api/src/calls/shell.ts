import type { ApiClient } from '../client/ApiClient';
import { FetchError } from '../client/FetchError';
import { isObject, obj, required, str, strings, type JsonObject } from '../models/decode';
import { decodeJvm, decodeLocales, decodeNotificationMessage, type Jvm, type SystemLocale } from '../models/systemInfo';
import { decodeClusterMetrics } from '../models/metrics';
import {
  decodeMessageProcessorsConfig,
  decodeProcessingStatus,
  decodeTelemetry,
  decodeTelemetrySettings,
  decodeUrlWhitelist,
  encodeMessageProcessorsConfig,
  encodeTelemetrySettings,
  encodeUrlWhitelist,
  type MessageProcessorsConfig,
  type ProcessingStatus,
  type TelemetrySettings,
  type UrlWhitelist,
} from '../models/clusterSettings';
import {
  decodeClusterThroughput,
  decodeMetrics,
  decodeNodeList,
  decodeNotifications,
  decodeSystemOverview,
  THROUGHPUT_METRICS,
  type MetricEntry,
  type Node,
  type SystemNotification,
  type SystemOverview,
  type Throughput,
} from '../models/system';
import { decodeLayoutPreferences, encodeLayoutPreferences, type LayoutPreferences } from '../models/preferences';
import { decodePreferences, decodeUser, type User, type UserPreferences } from '../models/user';
import {
  decodePublicNotifications,
  encodePublicNotifications,
  PUBLIC_NOTIFICATIONS_CUSTOMIZATION,
  type PublicNotification,
} from '../models/customization';
import { call, getObject, getOptionalObject, segment, send } from './helpers';

/** `GET /` of the API, the ping (1-shell.md §4): anonymous, and without extending the session. */
export async function ping(client: ApiClient): Promise<{ clusterId: string; nodeId: string; version: string; tagline: string }> {
  const hello = obj(required(await client.get('/', { anonymous: true, noSessionExtension: true }), 'ping'), 'ping');
  return {
    clusterId: str(hello['cluster_id'], 'ping.cluster_id'),
    nodeId: str(hello['node_id'], 'ping.node_id'),
    version: str(hello['version'], 'ping.version'),
    tagline: str(hello['tagline'] ?? '', 'ping.tagline'),
  };
}

/** `PUT /system/indices/index_set_defaults` body (ADMIN-API.md §6.4): the refresh interval is a number plus a TimeUnit here. */
export type IndexSetDefaultsWire = {
  index_analyzer: string;
  shards: number;
  replicas: number;
  index_optimization_max_num_segments: number;
  index_optimization_disabled: boolean;
  field_type_refresh_interval: number;
  field_type_refresh_interval_unit: 'MILLISECONDS' | 'SECONDS' | 'MINUTES' | 'HOURS' | 'DAYS';
  rotation_strategy_class: string;
  rotation_strategy_config: JsonObject & { type: string };
  retention_strategy_class: string;
  retention_strategy_config: JsonObject & { type: string };
};

/** Shell-level calls of 1-shell.md §7.2. */
export const ClusterConfigApi = {
  /**
   * Null when nothing is stored (the server answers 204). The payload depends on the class: use `read` with the
   * class's decoder (e.g. `decodeSearchesClusterConfig`) to get a validated model.
   */
  get: (client: ApiClient, className: string) => getOptionalObject(client, `/system/cluster_config/${segment(className)}`, className),
  /** A cluster config through its class's decoder (errors name `<className>.<field>`); null when nothing is stored. */
  read: async <T>(client: ApiClient, className: string, decode: (value: unknown, field: string) => T): Promise<T | null> => {
    const body = await getOptionalObject(client, `/system/cluster_config/${segment(className)}`, className);
    return body === null ? null : decode(body, className);
  },
  update: (client: ApiClient, className: string, config: JsonObject) =>
    send(client, 'PUT', `/system/cluster_config/${segment(className)}`, config, className),
  /** `GET /system/cluster_config`: `{classes: [...]}`. */
  listClasses: async (client: ApiClient) =>
    strings((await getObject(client, '/system/cluster_config', 'cluster_config'))['classes'], 'cluster_config.classes'),
  getMessageProcessors: async (client: ApiClient): Promise<MessageProcessorsConfig> =>
    decodeMessageProcessorsConfig(await getObject(client, '/system/messageprocessors/config', 'messageprocessors')),
  /** Saves the order and the disabled processors; answers the stored config (the sent one on an empty answer). */
  updateMessageProcessors: async (client: ApiClient, config: MessageProcessorsConfig): Promise<MessageProcessorsConfig> => {
    const body = await send(client, 'PUT', '/system/messageprocessors/config', encodeMessageProcessorsConfig(config), 'messageprocessors');
    return body === null ? config : decodeMessageProcessorsConfig(body);
  },
  getUrlWhitelist: async (client: ApiClient): Promise<UrlWhitelist> =>
    decodeUrlWhitelist(await getObject(client, '/system/urlwhitelist', 'urlwhitelist')),
  updateUrlWhitelist: (client: ApiClient, config: UrlWhitelist) => call(client, 'PUT', '/system/urlwhitelist', encodeUrlWhitelist(config)),
  checkUrlWhitelist: async (client: ApiClient, url: string) =>
    obj(required(await client.post('/system/urlwhitelist/check', { url }), 'urlwhitelist_check'), 'urlwhitelist_check')[
      'is_whitelisted'
    ] === true,
  generateUrlWhitelistRegex: async (client: ApiClient, urlTemplate: string, placeholder: string) =>
    str(
      obj(required(await client.post('/system/urlwhitelist/generate_regex', { url_template: urlTemplate, placeholder }), 'regex'), 'regex')[
        'regex'
      ],
      'regex.regex',
    ),
  updateIndexSetDefaults: (client: ApiClient, defaults: Partial<IndexSetDefaultsWire>) =>
    call(client, 'PUT', '/system/indices/index_set_defaults', defaults),
  pauseProcessing: (client: ApiClient) => call(client, 'PUT', '/system/processing/pause'),
  resumeProcessing: (client: ApiClient) => call(client, 'PUT', '/system/processing/resume'),
  processingStatus: async (client: ApiClient): Promise<ProcessingStatus> =>
    decodeProcessingStatus(await getObject(client, '/system/processing/status', 'processing_status')),
  persistedProcessingStatus: async (client: ApiClient): Promise<ProcessingStatus> =>
    decodeProcessingStatus(await getObject(client, '/system/processing/status/persisted', 'processing_status')),
  getCustomization: (client: ApiClient, key: string) => getOptionalObject(client, `/system/cluster_config/${segment(key)}`, key),
  updateCustomization: (client: ApiClient, key: string, value: JsonObject) =>
    send(client, 'PUT', `/system/cluster_config/${segment(key)}`, value, key),
};

/** Customization sections stored in cluster config (3-administration.md §7). */
export const CustomizationApi = {
  /**
   * The public notifications in stored order; an empty list when none are stored (204) or the server
   * does not know the section (404, e.g. a Graylog without the customization plugin).
   */
  publicNotifications: async (client: ApiClient): Promise<PublicNotification[]> => {
    try {
      return decodePublicNotifications(
        await getOptionalObject(
          client,
          `/system/cluster_config/${segment(PUBLIC_NOTIFICATIONS_CUSTOMIZATION)}`,
          PUBLIC_NOTIFICATIONS_CUSTOMIZATION,
        ),
      );
    } catch (error) {
      if (error instanceof FetchError && error.status === 404) return [];
      throw error;
    }
  },
  /** Replaces the whole section; answers the stored notifications. */
  updatePublicNotifications: async (client: ApiClient, notifications: readonly PublicNotification[]): Promise<PublicNotification[]> =>
    decodePublicNotifications(
      await send(
        client,
        'PUT',
        `/system/cluster_config/${segment(PUBLIC_NOTIFICATIONS_CUSTOMIZATION)}`,
        encodePublicNotifications(notifications),
        PUBLIC_NOTIFICATIONS_CUSTOMIZATION,
      ),
    ),
};

export const SystemApi = {
  overview: async (client: ApiClient): Promise<SystemOverview> => decodeSystemOverview(await getObject(client, '/system', 'system')),
  jvm: async (client: ApiClient): Promise<Jvm> => decodeJvm(await getObject(client, '/system/jvm', 'jvm')),
  locales: async (client: ApiClient): Promise<SystemLocale[]> => decodeLocales(await getObject(client, '/system/locales', 'locales')),
  nodes: async (client: ApiClient): Promise<{ nodes: Node[]; total: number }> =>
    decodeNodeList(await getObject(client, '/system/cluster/nodes', 'nodes')),
  notifications: async (client: ApiClient): Promise<{ notifications: SystemNotification[]; total: number }> =>
    decodeNotifications((await client.get('/system/notifications', { noSessionExtension: true })) ?? { total: 0, notifications: [] }),
  deleteNotification: (client: ApiClient, type: string, key?: string) =>
    call(client, 'DELETE', `/system/notifications/${segment(type)}${key ? `/${segment(key)}` : ''}`),
  /** POST an html (or plaintext) message for a notification type, optionally keyed. */
  notificationMessage: async (
    client: ApiClient,
    format: 'html' | 'plaintext',
    type: string,
    key: string | null,
    values: Record<string, unknown>,
  ): Promise<{ title: string; description: string }> =>
    decodeNotificationMessage(
      required(
        await client.post(`/system/notification/message/${format}/${segment(type)}${key ? `/${segment(key)}` : ''}`, { values }),
        'notification_message',
      ),
    ),
  metrics: async (client: ApiClient, names: string[]): Promise<MetricEntry[]> =>
    decodeMetrics(required(await client.post('/system/metrics/multiple', { metrics: names }), 'metrics')),
  /** Metrics per node (null for a node that did not answer). */
  clusterMetrics: async (client: ApiClient, names: string[]): Promise<Record<string, MetricEntry[] | null>> =>
    decodeClusterMetrics(
      required(await client.post('/cluster/metrics/multiple', { metrics: names }, { noSessionExtension: true }), 'cluster_metrics'),
    ),
  /** Global messages per second in and out (polled every 2 s by the top bar). */
  throughput: async (client: ApiClient): Promise<Throughput> =>
    decodeClusterThroughput(
      required(
        await client.post(
          '/cluster/metrics/multiple',
          { metrics: [THROUGHPUT_METRICS.input, THROUGHPUT_METRICS.output] },
          { noSessionExtension: true },
        ),
        'cluster_metrics',
      ),
    ),
  fieldNames: async (client: ApiClient): Promise<string[]> =>
    strings((await getObject(client, '/system/fields', 'fields'))['fields'], 'fields.fields'),
};

export const UsersApi = {
  get: async (client: ApiClient, username: string): Promise<User> =>
    decodeUser(await getObject(client, `/users/${segment(username)}`, 'user')),
  /** Reads `{preferences: {...}}` or the bare map; servers differ here. */
  getPreferences: async (client: ApiClient, username: string): Promise<UserPreferences> => {
    const body = await getObject(client, `/users/${segment(username)}/preferences`, 'preferences');
    return isObject(body['preferences'])
      ? decodePreferences(body['preferences'], 'preferences.preferences')
      : decodePreferences(body, 'preferences');
  },
  updatePreferences: (client: ApiClient, username: string, preferences: UserPreferences) =>
    call(client, 'PUT', `/users/${segment(username)}/preferences`, { preferences }),
  updateStartpage: (client: ApiClient, userId: string, startpage: { type: string | null; id: string | null }) =>
    call(client, 'PUT', `/users/${segment(userId)}`, { startpage }),
};

export const FavoritesApi = {
  add: (client: ApiClient, grn: string) => call(client, 'PUT', `/favorites/${segment(grn)}`),
  remove: (client: ApiClient, grn: string) => call(client, 'DELETE', `/favorites/${segment(grn)}`),
};

export const TelemetryApi = {
  /** The telemetry payload by section (`current_user`, `user_telemetry_settings`, `cluster`, `license`, ...). */
  get: async (client: ApiClient): Promise<Record<string, JsonObject | null>> =>
    decodeTelemetry(await getObject(client, '/telemetry', 'telemetry')),
  getUserSettings: async (client: ApiClient): Promise<TelemetrySettings> =>
    decodeTelemetrySettings(await getObject(client, '/telemetry/user/settings', 'telemetry_settings')),
  updateUserSettings: (client: ApiClient, settings: TelemetrySettings) =>
    call(client, 'PUT', '/telemetry/user/settings', encodeTelemetrySettings(settings)),
};

export const LayoutPreferencesApi = {
  /** Null when nothing is stored (204). */
  get: async (client: ApiClient, entityTableId: string): Promise<LayoutPreferences | null> => {
    const body = await getOptionalObject(client, `/entitylists/preferences/${segment(entityTableId)}`, 'layout_preferences');
    return body === null ? null : decodeLayoutPreferences(body);
  },
  save: (client: ApiClient, entityTableId: string, preferences: LayoutPreferences) =>
    call(client, 'POST', `/entitylists/preferences/${segment(entityTableId)}`, encodeLayoutPreferences(preferences)),
};
