import useSWR, { preload, type SWRConfiguration, type SWRResponse } from 'swr';
import { cache, SWRGlobalState } from 'swr/_internal';
import type { ApiClient } from '../client/ApiClient';
import type { FetchError } from '../client/FetchError';
import { useApiClient, useSessionUsername } from './ApiProvider';
import type { ApiKey } from './keys';

/** What a read hook answers: SWR's response with a `FetchError` or a decode error (`ResponseShapeError`). */
export type ApiReadResult<T> = SWRResponse<T, FetchError | Error>;

/** SWR options of a read, plus `anonymous` to read while logged out (the ping, public configuration). */
export interface ApiReadOptions<T> extends SWRConfiguration<T, FetchError | Error> {
  /** Read also while logged out (default: the key is held until login, as calls wait for it anyway). */
  anonymous?: boolean;
}

/**
 * The generic read hook every data hook is built on: a catalogue call under a typed SWR key whose first
 * element names the resource (so `useApiMutation(call, [resource])` revalidates it). A `null` key holds the
 * read. The fetcher gets the provider's client.
 *
 * ```ts
 * const inputs = useApiRead(['inputs'], (client) => InputsApi.list(client), { refreshInterval: 5000 });
 * ```
 */
export function useApiRead<T>(
  key: ApiKey | null,
  read: (client: ApiClient) => Promise<T>,
  options: ApiReadOptions<T> = {},
): ApiReadResult<T> {
  const client = useApiClient();
  const username = useSessionUsername();
  const { anonymous = false, ...swr } = options;
  return useSWR(key && (anonymous || username) ? key : null, () => read(client), swr);
}

/**
 * Starts a read before the page that needs it renders, while the session is still being checked: the
 * call goes out at once through `client.early()` (a 401 changes nothing), and the first `useApiRead` of
 * `key` takes its answer instead of asking again. A read that fails early (no session yet, …) is asked
 * again through `client`, after login, so the hook sees what it would have seen without this.
 */
export function preloadRead<T>(key: ApiKey, read: (client: ApiClient) => Promise<T>, client: ApiClient): Promise<T> {
  const early = client.early();
  const fetcher = () => read(early).catch(() => read(client));
  // SWR preloads nothing outside a browser (no window): the read still runs, for its caller alone.
  return (preload(key, fetcher) as Promise<T> | undefined) ?? fetcher();
}

/**
 * Forgets every read started early that no hook has taken yet: a hook asking later reads anew. For a
 * test file, so that reads an earlier one left (its session refused, its page never rendered) cannot
 * answer its hooks. SWR keeps them in its global preload map, beside the default cache.
 */
export function forgetPreloadedReads(): void {
  const preloaded = SWRGlobalState.get(cache)?.[3];
  if (preloaded) for (const key of Object.keys(preloaded)) delete preloaded[key];
}
