import { createContext, useContext, useSyncExternalStore } from 'react';
import type { ServerUnavailableError } from '@sift/ui';

export interface ServerStatusSnapshot {
  up: boolean;
  /** The failure that took the server down, shown under "More details". */
  lastError: ServerUnavailableError | undefined;
}

export interface ServerStatus {
  getSnapshot: () => ServerStatusSnapshot;
  subscribe: (listener: () => void) => () => void;
  /** A ping or a call failed to reach the server. */
  down: (error: ServerUnavailableError) => void;
  /** An answer arrived: the server is up again. */
  up: () => void;
}

/**
 * Server availability (1-shell.md §4): up until a ping or a call fails, then down; up again on the
 * next success. Fed by the api client's `onServerUnavailable` / `onServerAvailable` callbacks.
 */
export function createServerStatus(): ServerStatus {
  let snapshot: ServerStatusSnapshot = { up: true, lastError: undefined };
  const listeners = new Set<() => void>();
  const set = (next: ServerStatusSnapshot) => {
    if (next.up === snapshot.up && next.lastError === snapshot.lastError) return;
    snapshot = next;
    listeners.forEach((listener) => listener());
  };
  return {
    getSnapshot: () => snapshot,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    down: (error) => set({ up: false, lastError: error }),
    up: () => {
      if (!snapshot.up) set({ up: true, lastError: undefined });
    },
  };
}

export const ServerStatusContext = createContext<ServerStatus | null>(null);

export function useServerStatus(): ServerStatusSnapshot {
  const status = useContext(ServerStatusContext);
  if (!status) throw new Error('useServerStatus needs a ServerStatusContext provider');
  return useSyncExternalStore(status.subscribe, status.getSnapshot, status.getSnapshot);
}
