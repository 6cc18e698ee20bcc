import { useCallback, useEffect } from 'react';
import { useBrowserLocation } from 'wouter/use-browser-location';

export const UNSAVED_CHANGES_MESSAGE = 'Are you sure you want to leave the page? Any unsaved changes will be lost.';

const dirtyPages = new Set<symbol>();

export interface UnsavedChangesOptions {
  /** The guard is skipped in developer mode (1-shell.md §2.3). */
  developerMode?: boolean;
}

/** While `dirty`, leaving the page (unload) or navigating to another path asks the user to confirm. */
export function useUnsavedChangesGuard(dirty: boolean, { developerMode = import.meta.env.DEV }: UnsavedChangesOptions = {}) {
  useEffect(() => {
    if (!dirty || developerMode) return undefined;
    const id = Symbol('unsaved changes');
    dirtyPages.add(id);
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      event.returnValue = UNSAVED_CHANGES_MESSAGE;
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => {
      dirtyPages.delete(id);
      window.removeEventListener('beforeunload', onBeforeUnload);
    };
  }, [dirty, developerMode]);
}

/** True when nothing is unsaved, or the user confirms leaving. */
export function confirmLeaving(): boolean {
  return dirtyPages.size === 0 || window.confirm(UNSAVED_CHANGES_MESSAGE);
}

type Navigate = ReturnType<typeof useBrowserLocation>[1];

/** wouter's browser location, asking before in-app navigation away from unsaved changes. */
export function useGuardedLocation(): [string, Navigate] {
  const [location, navigate] = useBrowserLocation();
  const guarded = useCallback<Navigate>(
    (to, options) => {
      if (String(to) !== location && !confirmLeaving()) return;
      navigate(to, options);
    },
    [location, navigate],
  );
  return [location, guarded];
}
