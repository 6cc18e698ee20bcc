import useSWR, { type SWRConfiguration, type SWRResponse } from 'swr';
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
