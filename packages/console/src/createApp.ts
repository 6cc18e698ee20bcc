import { ApiClient, type ApiClientOptions } from '@sift/api';
import { APP_PATH_PREFIX } from './routing/routes';
import { createServerStatus, type ServerStatus } from './shell/serverStatus';

export interface AppServices {
  client: ApiClient;
  serverStatus: ServerStatus;
}

/** Wires the api client's rules to the shell: a call that cannot reach the server takes it down, any answer brings it back. */
export function createAppServices(options: Pick<ApiClientOptions, 'fetch' | 'apiBase'> = {}): AppServices {
  const serverStatus = createServerStatus();
  const client = new ApiClient({
    appPathPrefix: APP_PATH_PREFIX,
    ...options,
    onServerUnavailable: (error) => serverStatus.down({ message: error.message, fullError: error.statusText }),
    onServerAvailable: () => serverStatus.up(),
  });
  return { client, serverStatus };
}
