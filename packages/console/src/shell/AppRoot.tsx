import { Suspense } from 'react';
import { useCurrentUser, usePing, useSessionUsername } from '@sift/api';
import { LoadingIndicator, LoadingScreen, ServerUnavailablePage } from '@sift/ui';
import { loggedInAppChunk } from '../routing/pageChunks';
import { lazyPage } from './lazyPage';
import { useServerStatus } from './serverStatus';
import { useSessionValidation } from './useSessionValidation';

export const PRODUCT_NAME = 'Sift';

const LoginPage = lazyPage(() => import('../pages/LoginPage'));
const LoggedInApp = lazyPage(loggedInAppChunk);
const ErrorGettingDataPage = lazyPage(() => import('./ErrorGettingData'));

/**
 * The root states of 1-shell.md §2.1, in priority: server down → the unavailable page; no session
 * → login; user not loaded yet → "We are preparing Sift for you..."; otherwise the app.
 */
export function AppRoot() {
  usePing();
  const server = useServerStatus();
  const session = useSessionValidation(server.up);
  const username = useSessionUsername();
  const user = useCurrentUser();

  if (!server.up) return <ServerUnavailablePage error={server.lastError} product={PRODUCT_NAME} />;
  if (session === 'validating') return <LoadingIndicator />;
  if (!username) {
    return (
      <Suspense fallback={<LoadingIndicator />}>
        <LoginPage />
      </Suspense>
    );
  }
  if (!user.data && user.error) {
    return (
      <Suspense fallback={<LoadingIndicator />}>
        <ErrorGettingDataPage errors={[user.error.message]} />
      </Suspense>
    );
  }
  if (!user.data) return <LoadingScreen product={PRODUCT_NAME} />;
  return (
    <Suspense fallback={<LoadingScreen product={PRODUCT_NAME} />}>
      <LoggedInApp user={user.data} />
    </Suspense>
  );
}
