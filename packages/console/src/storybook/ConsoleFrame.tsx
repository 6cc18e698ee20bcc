import { useMemo, type ReactNode } from 'react';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { ApiCache, ApiClient, ApiProvider, SessionGate, type ApiKey, type User } from '@sift/api';
import { AppThemeContext } from '../shell/AppTheme';
import { CurrentUserContext } from '../shell/currentUser';
import { ScratchpadProvider } from '../shell/Scratchpad/ScratchpadContext';

export interface ConsoleFrameProps {
  /** The signed-in user. */
  user: User;
  /** Cached answers by api key, e.g. `[['nodes'], { nodes, total }]`. Nothing else is fetched. */
  data?: ReadonlyArray<readonly [ApiKey, unknown]>;
  /** The address the screen renders at. */
  path?: string;
  children: ReactNode;
}

/** A fetch that never answers: stories show only the data they are given, and never touch the network. */
const noNetwork: typeof fetch = () => new Promise<Response>(() => undefined);

/**
 * The context a console screen needs in Storybook: a signed-in api client without network, a cache
 * primed with api models, the current user and an in-memory router. The theme comes from the
 * global decorator.
 */
export function ConsoleFrame({ user, data = [], path = '/', children }: ConsoleFrameProps) {
  const client = useMemo(() => new ApiClient({ session: new SessionGate(user.username), fetch: noNetwork }), [user.username]);
  const primed = useMemo(() => [[['currentUser', user.username], user] as const, ...data], [data, user]);
  const location = useMemo(() => memoryLocation({ path }), [path]);
  const theme = useMemo(() => ({ mode: 'teint' as const, changing: false, toggle: async () => undefined }), []);
  return (
    <ApiProvider client={client}>
      <ApiCache isolated primed={primed}>
        <AppThemeContext.Provider value={theme}>
          <CurrentUserContext.Provider value={user}>
            <Router hook={location.hook}>
              <ScratchpadProvider>{children}</ScratchpadProvider>
            </Router>
          </CurrentUserContext.Provider>
        </AppThemeContext.Provider>
      </ApiCache>
    </ApiProvider>
  );
}
