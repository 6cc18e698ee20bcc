import { useState } from 'react';
import { useSaveUserPreferences } from '@sift/api';
import { useCurrentUserContext } from '../../shell/currentUser';
import { SIDEBAR_PINNED_STORAGE_KEY } from './sidebarState';

function readStored(): boolean {
  try {
    return window.localStorage.getItem(SIDEBAR_PINNED_STORAGE_KEY) === 'true';
  } catch {
    return false;
  }
}

/**
 * Whether the search sidebar is pinned. Read-only users keep it in local storage; others in their
 * saved preferences (`searchSidebarIsPinned`), 2-search-and-dashboards.md §4.
 */
export function useSidebarPinning(): [boolean, (pinned: boolean) => void] {
  const user = useCurrentUserContext();
  const save = useSaveUserPreferences();
  const [pinned, setPinned] = useState<boolean>(() => (user.readOnly ? readStored() : user.preferences.searchSidebarIsPinned === true));
  const update = (next: boolean) => {
    setPinned(next);
    if (user.readOnly) {
      try {
        window.localStorage.setItem(SIDEBAR_PINNED_STORAGE_KEY, String(next));
      } catch {
        // Storage may be unavailable (private mode); the choice then lasts for this page only.
      }
      return;
    }
    save.trigger(user.username, { ...user.preferences, searchSidebarIsPinned: next }).catch(() => setPinned(!next));
  };
  return [pinned, update];
}
