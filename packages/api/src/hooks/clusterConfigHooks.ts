import type { ApiClient } from '../client/ApiClient';
import { ClusterConfigApi } from '../calls/shell';
import {
  decodePermissionsConfig,
  decodeUserConfig,
  DEFAULT_PERMISSIONS_CONFIG,
  DEFAULT_USER_CONFIG,
  encodePermissionsConfig,
  encodeUserConfig,
  PERMISSIONS_CONFIG_CLASS,
  USER_CONFIG_CLASS,
  type PermissionsConfig,
  type UserConfig,
} from '../models/clusterConfigs';
import { encodeSearchesClusterConfig, SEARCHES_CLUSTER_CONFIG_CLASS, type SearchesClusterConfig } from '../models/clusterConfig';
import {
  decodeIndexSetDefaults,
  encodeIndexSetDefaults,
  INDEX_SET_DEFAULTS_CLASS,
  type IndexSetDefaults,
} from '../models/indexSetDefaults';
import {
  decodeEventsConfig,
  DEFAULT_EVENTS_CONFIG,
  encodeEventsConfig,
  EVENTS_CONFIG_CLASS,
  type EventsConfig,
} from '../models/eventsConfig';
import {
  decodeSidecarConfig,
  DEFAULT_SIDECAR_CONFIG,
  encodeSidecarConfig,
  SIDECAR_CONFIG_CLASS,
  type SidecarConfig,
} from '../models/sidecarConfig';
import {
  decodeThreatIntelConfig,
  DEFAULT_THREAT_INTEL_CONFIG,
  encodeThreatIntelConfig,
  THREAT_INTEL_CONFIG_CLASS,
  type ThreatIntelConfig,
} from '../models/threatIntelConfig';
import { useApiMutation } from './mutations';
import { useApiRead } from './useApiRead';

/*
 * Typed reads and saves of the cluster configurations on System -> Configurations. Reads answer
 * Graylog's defaults when nothing is stored (a 204); every save revalidates all cluster-config reads.
 */

const readPermissions = async (client: ApiClient) =>
  (await ClusterConfigApi.read(client, PERMISSIONS_CONFIG_CLASS, decodePermissionsConfig)) ?? DEFAULT_PERMISSIONS_CONFIG;
const readUserConfig = async (client: ApiClient) =>
  (await ClusterConfigApi.read(client, USER_CONFIG_CLASS, decodeUserConfig)) ?? DEFAULT_USER_CONFIG;
const savePermissions = async (client: ApiClient, config: PermissionsConfig): Promise<void> => {
  await ClusterConfigApi.update(client, PERMISSIONS_CONFIG_CLASS, encodePermissionsConfig(config));
};
const saveUserConfig = async (client: ApiClient, config: UserConfig): Promise<void> => {
  await ClusterConfigApi.update(client, USER_CONFIG_CLASS, encodeUserConfig(config));
};
const readIndexSetDefaults = (client: ApiClient) => ClusterConfigApi.read(client, INDEX_SET_DEFAULTS_CLASS, decodeIndexSetDefaults);
const saveIndexSetDefaults = async (client: ApiClient, defaults: IndexSetDefaults): Promise<void> => {
  await ClusterConfigApi.updateIndexSetDefaults(client, encodeIndexSetDefaults(defaults));
};
const readEventsConfig = async (client: ApiClient) =>
  (await ClusterConfigApi.read(client, EVENTS_CONFIG_CLASS, decodeEventsConfig)) ?? DEFAULT_EVENTS_CONFIG;
const saveEventsConfig = async (client: ApiClient, config: EventsConfig): Promise<void> => {
  await ClusterConfigApi.update(client, EVENTS_CONFIG_CLASS, encodeEventsConfig(config));
};
const readSidecarConfig = async (client: ApiClient) =>
  (await ClusterConfigApi.read(client, SIDECAR_CONFIG_CLASS, decodeSidecarConfig)) ?? DEFAULT_SIDECAR_CONFIG;
const saveSidecarConfig = async (client: ApiClient, config: SidecarConfig): Promise<void> => {
  await ClusterConfigApi.update(client, SIDECAR_CONFIG_CLASS, encodeSidecarConfig(config));
};
const readThreatIntelConfig = async (client: ApiClient) =>
  (await ClusterConfigApi.read(client, THREAT_INTEL_CONFIG_CLASS, decodeThreatIntelConfig)) ?? DEFAULT_THREAT_INTEL_CONFIG;
const saveThreatIntelConfig = async (client: ApiClient, config: ThreatIntelConfig): Promise<void> => {
  await ClusterConfigApi.update(client, THREAT_INTEL_CONFIG_CLASS, encodeThreatIntelConfig(config));
};
const saveSearches = async (client: ApiClient, config: SearchesClusterConfig): Promise<void> => {
  await ClusterConfigApi.update(client, SEARCHES_CLUSTER_CONFIG_CLASS, { ...encodeSearchesClusterConfig(config) });
};

/** Sharing restrictions (`allow_sharing_with_everyone`, `allow_sharing_with_users`). */
export const usePermissionsConfig = () => useApiRead(['clusterConfig', 'permissions'], readPermissions);
/** The global session timeout. */
export const useUserConfig = () => useApiRead(['clusterConfig', 'userConfig'], readUserConfig);
/** Saves the message processors' order and the disabled ones (`PUT /system/messageprocessors/config`). */
export const useUpdateMessageProcessorsConfig = () => useApiMutation(ClusterConfigApi.updateMessageProcessors, ['clusterConfig']);
export const useUpdatePermissionsConfig = () => useApiMutation(savePermissions, ['clusterConfig']);
export const useUpdateUserConfig = () => useApiMutation(saveUserConfig, ['clusterConfig']);
/** Saves the search configuration (time range limit and presets, surrounding ranges and fields, auto-refresh, analysis-disabled fields). */
export const useUpdateSearchesClusterConfig = () => useApiMutation(saveSearches, ['clusterConfig']);
/** What a new index set starts from; null when none are stored (a server migration writes them on first start). */
export const useIndexSetDefaults = () => useApiRead(['clusterConfig', 'indexSetDefaults'], readIndexSetDefaults);
/** Saves the index set defaults (`PUT /system/indices/index_set_defaults`). */
export const useUpdateIndexSetDefaults = () => useApiMutation(saveIndexSetDefaults, ['clusterConfig']);
/** The events system's timeouts, retry period, default backlog, catch-up window and keep-alive; Graylog's defaults when none are stored. */
export const useEventsConfig = () => useApiRead(['clusterConfig', 'eventsConfig'], readEventsConfig);
export const useUpdateEventsConfig = () => useApiMutation(saveEventsConfig, ['clusterConfig']);
/** The Sidecars' poll interval, status sending, override and thresholds; Graylog's defaults when none are stored. */
export const useSidecarConfig = () => useApiRead(['clusterConfig', 'sidecarConfig'], readSidecarConfig);
export const useUpdateSidecarConfig = () => useApiMutation(saveSidecarConfig, ['clusterConfig']);
/** Which threat-intelligence sources the lookups ask (Tor, Spamhaus, abuse.ch, OTX) and the OTX key; all off when none are stored. */
export const useThreatIntelConfig = () => useApiRead(['clusterConfig', 'threatIntelConfig'], readThreatIntelConfig);
export const useUpdateThreatIntelConfig = () => useApiMutation(saveThreatIntelConfig, ['clusterConfig']);
/** Saves the URL allow-list (`PUT /system/urlwhitelist`); read with useUrlWhitelist. */
export const useUpdateUrlWhitelist = () => useApiMutation(ClusterConfigApi.updateUrlWhitelist, ['clusterConfig']);
