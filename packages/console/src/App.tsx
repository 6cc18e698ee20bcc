import { useEffect, useMemo, type ReactNode } from 'react';
import { SWRConfig, useSWRConfig } from 'swr';
import { ApiProvider, type ApiClient } from '@sift/api';
import { ToastContainer, type ThemeMode } from '@sift/ui';
import { AppRoot } from './shell/AppRoot';
import { AppThemeProvider } from './shell/AppTheme';
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
  /** An explicit theme mode that wins over the user's preference and the browser's. */
  themeOverride?: ThemeMode;
  /** A fresh SWR cache per App (tests); the global cache by default. */
  isolatedCache?: boolean;
}

export function App({ client, serverStatus, themeOverride, isolatedCache = false }: AppProps) {
  const swr = useMemo(() => (isolatedCache ? { provider: () => new Map() } : {}), [isolatedCache]);
  return (
    <ApiProvider client={client}>
      <SWRConfig value={swr}>
        <ClearCacheOnLogout client={client}>
          <ServerStatusContext.Provider value={serverStatus}>
            <AppThemeProvider override={themeOverride}>
              <ToastContainer />
              <AppRoot />
            </AppThemeProvider>
          </ServerStatusContext.Provider>
        </ClearCacheOnLogout>
      </SWRConfig>
    </ApiProvider>
  );
}
