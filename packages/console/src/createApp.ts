import { ApiClient, type ApiClientOptions, type FetchError } from '@sift/api';
import type { ServerUnavailableError } from '@sift/ui';
import { APP_PATH_PREFIX } from './routing/routes';
import { createReportedErrors, type ReportedErrors } from './shell/reportedErrors';
import { createServerStatus, type ServerStatus } from './shell/serverStatus';

export interface AppServices {
  client: ApiClient;
  serverStatus: ServerStatus;
  /** Permission errors reported by calls, shown in place of the page (1-shell.md §4, §2.6). */
  reportedErrors: ReportedErrors;
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

/**
 * Wires the api client's rules to the shell: a call that cannot reach the server takes it down, any
 * answer brings it back; a 403 while logged in reports a permission error, which logging out clears.
 */
export function createAppServices(options: Pick<ApiClientOptions, 'fetch' | 'apiBase'> = {}): AppServices {
  const serverStatus = createServerStatus();
  const reportedErrors = createReportedErrors();
  const client = new ApiClient({
    appPathPrefix: APP_PATH_PREFIX,
    ...options,
    onServerUnavailable: (error) => serverStatus.down(serverUnavailableDetails(error)),
    onServerAvailable: () => serverStatus.up(),
    onForbidden: (error) => reportedErrors.report(error),
  });
  client.session.subscribe((username) => {
    if (username === null) reportedErrors.clear();
  });
  return { client, serverStatus, reportedErrors };
}
