import { createElement, useEffect, useMemo, type ReactElement, type ReactNode } from 'react';
import { SWRConfig, unstable_serialize, useSWRConfig, type SWRConfiguration } from 'swr';
import { FetchError } from '../client/FetchError';
import { useApiClient } from './ApiProvider';
import type { ApiKey } from './keys';

/**
 * Reads are retried after server and network errors, never after a 4xx answer: asking again for
 * something refused or missing cannot succeed, and each 403 would report the permission error again.
 */
export function shouldRetryRead(error: Error): boolean {
  return !(error instanceof FetchError && error.status >= 400 && error.status < 500);
}

export interface ApiCacheProps {
  /** A cache of its own (tests, stories); by default the one global cache of the page. */
  isolated?: boolean;
  /** Answers the cache starts with, by key (stories show these and fetch nothing else). */
  primed?: ReadonlyArray<readonly [ApiKey, unknown]>;
  children?: ReactNode;
}

/** Drops every cached answer but the ping when the session ends, so the next user starts clean. */
function ClearOnLogout({ children }: { children?: ReactNode }) {
  const client = useApiClient();
  const { mutate } = useSWRConfig();
  useEffect(
    () =>
      client.session.subscribe((username) => {
        if (username === null) void mutate((key) => !(Array.isArray(key) && key[0] === 'ping'), undefined, { revalidate: false });
      }),
    [client, mutate],
  );
  return children;
}

/**
 * The cache every data hook below reads through (inside `<ApiProvider>`): 4xx answers are not
 * retried, and logging out empties it.
 */
export function ApiCache({ isolated = false, primed, children }: ApiCacheProps): ReactElement {
  const value = useMemo<SWRConfiguration>(
    () => ({
      shouldRetryOnError: shouldRetryRead,
      ...(isolated ? { provider: () => new Map() } : {}),
      ...(primed ? { fallback: Object.fromEntries(primed.map(([key, answer]) => [unstable_serialize(key), answer])) } : {}),
    }),
    [isolated, primed],
  );
  return createElement(SWRConfig, { value }, createElement(ClearOnLogout, null, children));
}
