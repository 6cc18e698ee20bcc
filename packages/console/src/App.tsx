import { lazy, Suspense } from 'react';
import { ApiCache, ApiProvider, type ApiClient } from '@sift/api';
import type { ThemeMode } from '@sift/ui';
import { AppRoot } from './shell/AppRoot';
import { AppThemeProvider } from './shell/AppTheme';
import { ReportedErrorsContext, type ReportedErrors } from './shell/reportedErrors';
import { ServerStatusContext, type ServerStatus } from './shell/serverStatus';

const ToastLayer = lazy(() => import('./shell/ToastLayer'));

export interface AppProps {
  client: ApiClient;
  serverStatus: ServerStatus;
  /** Permission errors reported by calls (see `createAppServices`). */
  reportedErrors: ReportedErrors;
  /** An explicit theme mode that wins over the user's preference and the browser's. */
  themeOverride?: ThemeMode;
  /** A fresh cache of api reads per App (tests); the global cache by default. */
  isolatedCache?: boolean;
}

export function App({ client, serverStatus, reportedErrors, themeOverride, isolatedCache = false }: AppProps) {
  return (
    <ApiProvider client={client}>
      <ApiCache isolated={isolatedCache}>
        <ServerStatusContext.Provider value={serverStatus}>
          <ReportedErrorsContext.Provider value={reportedErrors}>
            <AppThemeProvider override={themeOverride}>
              <Suspense>
                <ToastLayer />
              </Suspense>
              <AppRoot />
            </AppThemeProvider>
          </ReportedErrorsContext.Provider>
        </ServerStatusContext.Provider>
      </ApiCache>
    </ApiProvider>
  );
}
