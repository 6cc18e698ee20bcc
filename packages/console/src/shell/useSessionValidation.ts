import { useEffect, useState } from 'react';
import { useApiClient, validateSession } from '@sift/api';

export type SessionState = 'validating' | 'validated';

/**
 * Validates the session once at start (1-shell.md §4): valid sets the stored username, invalid
 * clears it. While the server is down the check waits, and runs again when it comes back.
 */
export function useSessionValidation(serverUp: boolean): SessionState {
  const client = useApiClient();
  const [state, setState] = useState<SessionState>(client.session.isLoggedIn() ? 'validated' : 'validating');
  useEffect(() => {
    if (state === 'validated' || !serverUp) return undefined;
    let cancelled = false;
    validateSession(client).then(
      () => {
        if (!cancelled) setState('validated');
      },
      (error: unknown) => {
        // status 0: the server is down, and the unavailable page takes over until it is back.
        if (cancelled) return;
        if (!(error instanceof Error && 'status' in error && error.status === 0)) setState('validated');
      },
    );
    return () => {
      cancelled = true;
    };
  }, [client, serverUp, state]);
  return state;
}
