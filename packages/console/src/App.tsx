import { useEffect, useMemo, type ReactNode } from 'react';
import { SWRConfig, useSWRConfig } from 'swr';
import { ApiProvider, FetchError, type ApiClient } from '@sift/api';
import { ToastContainer, type ThemeMode } from '@sift/ui';
import { AppRoot } from './shell/AppRoot';
import { AppThemeProvider } from './shell/AppTheme';
import { ReportedErrorsContext, type ReportedErrors } from './shell/reportedErrors';
import { ServerStatusContext, type ServerStatus } from './shell/serverStatus';

/** Drops every cached answer when the session ends, so the next user starts clean. */
function ClearCacheOnLogout({ client, children }: { client: ApiClient; children?: ReactNode }) {
  const { mutate } = useSWRConfig();
  useEffect(() => client.session.subscribe((username) => {
    if (username === null) void mutate((key) => !(Array.isArray(key) && key[0] === 'ping'), undefined, { revalidate: false });
  }), [client, mutate]);
  return children;
}

export interface AppProps {
  client: ApiClient;
  serverStatus: ServerStatus;
  /** Permission errors reported by calls (see `createAppServices`). */
  reportedErrors: ReportedErrors;
  /** An explicit theme mode that wins over the user's preference and the browser's. */
  themeOverride?: ThemeMode;
  /** A fresh SWR cache per App (tests); the global cache by default. */
  isolatedCache?: boolean;
}

/**
 * Reads are retried after server and network errors, never after a 4xx answer: asking again for
 * something refused or missing cannot succeed, and each 403 would report the permission error again.
 */
export function shouldRetryRead(error: Error): boolean {
  return !(error instanceof FetchError && error.status >= 400 && error.status < 500);
}

export function App({ client, serverStatus, reportedErrors, themeOverride, isolatedCache = false }: AppProps) {
  const swr = useMemo(() => ({ shouldRetryOnError: shouldRetryRead, ...(isolatedCache ? { provider: () => new Map() } : {}) }), [isolatedCache]);
  return (
    <ApiProvider client={client}>
      <SWRConfig value={swr}>
        <ClearCacheOnLogout client={client}>
          <ServerStatusContext.Provider value={serverStatus}>
            <ReportedErrorsContext.Provider value={reportedErrors}>
              <AppThemeProvider override={themeOverride}>
                <ToastContainer />
                <AppRoot />
              </AppThemeProvider>
            </ReportedErrorsContext.Provider>
          </ServerStatusContext.Provider>
        </ClearCacheOnLogout>
      </SWRConfig>
    </ApiProvider>
  );
}
