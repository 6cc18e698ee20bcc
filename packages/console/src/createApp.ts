import { ApiClient, type ApiClientOptions, type FetchError } from '@sift/api';
import type { ServerUnavailableError } from '@sift/ui';
import { APP_PATH_PREFIX } from './routing/routes';
import { createServerStatus, type ServerStatus } from './shell/serverStatus';

export interface AppServices {
  client: ApiClient;
  serverStatus: ServerStatus;
}

/**
 * What the server-unavailable page shows under "More details" (1-shell.md §2.2): the error message,
 * the original request's method and URL, its status code (0 when no answer arrived) and the full error.
 */
export function serverUnavailableDetails(error: FetchError): ServerUnavailableError {
  return {
    message: error.message,
    method: error.request?.method,
    url: error.request?.url,
    status: error.status,
    fullError: error.statusText,
  };
}

/** Wires the api client's rules to the shell: a call that cannot reach the server takes it down, any answer brings it back. */
export function createAppServices(options: Pick<ApiClientOptions, 'fetch' | 'apiBase'> = {}): AppServices {
  const serverStatus = createServerStatus();
  const client = new ApiClient({
    appPathPrefix: APP_PATH_PREFIX,
    ...options,
    onServerUnavailable: (error) => serverStatus.down(serverUnavailableDetails(error)),
    onServerAvailable: () => serverStatus.up(),
  });
  return { client, serverStatus };
}
