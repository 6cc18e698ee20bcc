import { createContext, useContext, useLayoutEffect, useRef, useSyncExternalStore } from 'react';
import type { PermissionError } from '@sift/api';
import { createStore } from './store';

/**
 * Errors reported by background calls (1-shell.md §4 "Error display by status": a 403 while logged
 * in reports a permission error). The reported error replaces the page content until the user
 * navigates elsewhere (§2.6 "The error page is cleared on navigation") or the session ends.
 */
export interface ReportedErrors {
  get: () => PermissionError | null;
  subscribe: (listener: () => void) => () => void;
  /** Shows `error` in place of the current page. */
  report: (error: PermissionError) => void;
  /** Drops the reported error (navigation, logout). */
  clear: () => void;
}

export function createReportedErrors(): ReportedErrors {
  const store = createStore<PermissionError | null>(null);
  return {
    get: store.get,
    subscribe: store.subscribe,
    report: (error) => store.set(error),
    clear: () => store.set(null),
  };
}

export const ReportedErrorsContext = createContext<ReportedErrors | null>(null);

/** The app's reported-error store; a fresh, never-reported one outside a provider. */
const UNREPORTED = createReportedErrors();

export function useReportedErrors(): ReportedErrors {
  return useContext(ReportedErrorsContext) ?? UNREPORTED;
}

/** The currently reported error, or null. */
export function useReportedError(): PermissionError | null {
  const reported = useReportedErrors();
  return useSyncExternalStore(reported.subscribe, reported.get, reported.get);
}

/**
 * Clears the reported error when `location` changes (not on the first render). A layout effect, so
 * the stale error page is never painted at the new location.
 */
export function useClearReportedErrorOnNavigation(location: string): void {
  const reported = useReportedErrors();
  const previous = useRef(location);
  useLayoutEffect(() => {
    if (previous.current === location) return;
    previous.current = location;
    reported.clear();
  }, [location, reported]);
}
