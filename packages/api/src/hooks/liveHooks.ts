import useSWR, { type SWRResponse } from 'swr';
import { LiveApi, type Capabilities } from '../calls/live';
import type { FetchError } from '../client/FetchError';
import { useApiClient, useSessionUsername } from './ApiProvider';

/**
 * What the server offers beyond the Graylog API (`GET /sift/capabilities`, read once per session);
 * `{live: false}` from a real Graylog, which answers 404.
 */
export function useCapabilities(): SWRResponse<Capabilities, FetchError | Error> {
  const client = useApiClient();
  const username = useSessionUsername();
  return useSWR(username ? ['capabilities', username] : null, () => LiveApi.capabilities(client), {
    revalidateOnFocus: false,
    revalidateIfStale: false,
    shouldRetryOnError: false,
  });
}
