import useSWR, { useSWRConfig, type SWRResponse } from 'swr';
import type { ApiClient } from '../client/ApiClient';
import type { FetchError } from '../client/FetchError';
import { ClusterConfigApi, CustomizationApi, LayoutPreferencesApi, ping, SystemApi, UsersApi } from '../calls/shell';
import { SearchApi } from '../calls/views';
import { decodeSearchesClusterConfig, SEARCHES_CLUSTER_CONFIG_CLASS, type SearchesClusterConfig } from '../models/clusterConfig';
import { PUBLIC_NOTIFICATIONS_CUSTOMIZATION, type PublicNotification } from '../models/customization';
import type { LayoutPreferences } from '../models/preferences';
import type { FieldType, Node, SystemNotification, SystemOverview, Throughput } from '../models/system';
import { encodeTimeRange, type TimeRange } from '../models/timeRange';
import type { User } from '../models/user';
import { useApiClient, useSessionUsername } from './ApiProvider';
import type { ApiKey } from './keys';
import { preloadRead } from './useApiRead';
import {
  FIELD_TYPES_STALE_MS,
  LAYOUT_PREFERENCES_CACHE_MS,
  NODES_POLL_MS,
  NOTIFICATIONS_POLL_MS,
  PING_INTERVAL_MS,
  THROUGHPUT_POLL_MS,
} from './constants';

type Result<T> = SWRResponse<T, FetchError | Error>;

/**
 * SWR skips a refresh that falls inside the deduping window, which defaults to 2 s: a 2 s poll
 * would run every 4 s. Polls dedupe for half their interval instead.
 */
function poll(intervalMs: number) {
  return { refreshInterval: intervalMs, dedupingInterval: intervalMs / 2 };
}

/** The server ping every 20 s (anonymous, without session extension); `error` means the server is down. */
export function usePing(): Result<Awaited<ReturnType<typeof ping>>> {
  const client = useApiClient();
  return useSWR(['ping'], () => ping(client), {
    ...poll(PING_INTERVAL_MS),
    revalidateOnFocus: false,
    shouldRetryOnError: false,
    refreshWhenHidden: true,
  });
}

/** The signed-in user (null key while logged out). */
export function useCurrentUser(): Result<User> {
  const client = useApiClient();
  const username = useSessionUsername();
  return useSWR(username ? ['currentUser', username] : null, () => UsersApi.get(client, username ?? ''));
}

/** The node list, refreshed every 5 s while logged in. */
export function useNodes(): Result<{ nodes: Node[]; total: number }> {
  const client = useApiClient();
  const username = useSessionUsername();
  return useSWR(username ? ['nodes'] : null, () => SystemApi.nodes(client), poll(NODES_POLL_MS));
}

/** System notifications, polled every 3 s. */
export function useNotifications(): Result<{ notifications: SystemNotification[]; total: number }> {
  const client = useApiClient();
  const username = useSessionUsername();
  return useSWR(username ? ['notifications'] : null, () => SystemApi.notifications(client), poll(NOTIFICATIONS_POLL_MS));
}

/** Global throughput in and out per second, polled every 2 s. */
export function useThroughput(): Result<Throughput> {
  const client = useApiClient();
  const username = useSessionUsername();
  return useSWR(username ? ['throughput'] : null, () => SystemApi.throughput(client), poll(THROUGHPUT_POLL_MS));
}

export function useSystemOverview(): Result<SystemOverview> {
  const client = useApiClient();
  return useSWR(['system'], () => SystemApi.overview(client));
}

const SEARCHES_CONFIG_KEY: ApiKey = ['clusterConfig', SEARCHES_CLUSTER_CONFIG_CLASS];
async function readSearchesClusterConfig(client: ApiClient): Promise<SearchesClusterConfig | null> {
  const body = await ClusterConfigApi.get(client, SEARCHES_CLUSTER_CONFIG_CLASS);
  return body === null ? null : decodeSearchesClusterConfig(body);
}

/** The searches cluster config (time range options, limits); null when none is stored. */
export function useSearchesClusterConfig(): Result<SearchesClusterConfig | null> {
  const client = useApiClient();
  return useSWR(SEARCHES_CONFIG_KEY, () => readSearchesClusterConfig(client));
}

/** Reads the searches cluster config for `useSearchesClusterConfig` before the page renders (see `preloadRead`). */
export function preloadSearchesClusterConfig(client: ApiClient): Promise<SearchesClusterConfig | null> {
  return preloadRead(SEARCHES_CONFIG_KEY, readSearchesClusterConfig, client);
}

/** The public notifications (customization, every notification, active or not); null key while logged out. */
export function usePublicNotifications(): Result<PublicNotification[]> {
  const client = useApiClient();
  const username = useSessionUsername();
  return useSWR(username ? ['clusterConfig', PUBLIC_NOTIFICATIONS_CUSTOMIZATION] : null, () =>
    CustomizationApi.publicNotifications(client),
  );
}

/** Layout preferences of an entity table, cached for one hour; null when none are stored. */
export function useLayoutPreferences(entityTableId: string): Result<LayoutPreferences | null> {
  const client = useApiClient();
  return useSWR(['layoutPreferences', entityTableId], () => LayoutPreferencesApi.get(client, entityTableId), {
    dedupingInterval: LAYOUT_PREFERENCES_CACHE_MS,
    revalidateOnFocus: false,
    revalidateOnReconnect: false,
  });
}

/** Saves layout preferences; the cached layout is updated at once and rolled back if saving fails. */
export function useUpdateLayoutPreferences(entityTableId: string): (preferences: LayoutPreferences) => Promise<void> {
  const client = useApiClient();
  const { mutate } = useSWRConfig();
  return async (preferences) => {
    await mutate(
      ['layoutPreferences', entityTableId],
      async () => {
        await LayoutPreferencesApi.save(client, entityTableId, preferences);
        return preferences;
      },
      { optimisticData: preferences, rollbackOnError: true, revalidate: false, populateCache: true },
    );
  };
}

const fieldTypesKey = (streams: readonly string[], timerange: TimeRange | null): ApiKey => [
  'fieldTypes',
  [...streams].sort().join(','),
  timerange ? JSON.stringify(encodeTimeRange(timerange)) : null,
];

/** Field types for streams and a range, considered fresh for 30 s. */
export function useFieldTypes(streams: readonly string[] = [], timerange: TimeRange | null = null): Result<FieldType[]> {
  const client = useApiClient();
  const username = useSessionUsername();
  return useSWR(username ? fieldTypesKey(streams, timerange) : null, () => SearchApi.fieldTypes(client, [...streams], timerange), {
    dedupingInterval: FIELD_TYPES_STALE_MS,
  });
}

/** Reads field types for `useFieldTypes` of the same streams and range before the page renders (see `preloadRead`). */
export function preloadFieldTypes(
  client: ApiClient,
  streams: readonly string[] = [],
  timerange: TimeRange | null = null,
): Promise<FieldType[]> {
  return preloadRead(fieldTypesKey(streams, timerange), (c) => SearchApi.fieldTypes(c, [...streams], timerange), client);
}
