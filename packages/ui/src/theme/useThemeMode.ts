import { useCallback, useEffect, useState } from 'react';
import { resolveThemeMode, THEME_MODE_STORAGE_KEY, type ThemeMode } from './mode';

const DARK_QUERY = '(prefers-color-scheme: dark)';

function readStored(): string | null {
  try {
    return window.localStorage.getItem(THEME_MODE_STORAGE_KEY);
  } catch {
    return null;
  }
}

function systemPrefersDark(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia(DARK_QUERY).matches;
}

export interface UseThemeModeOptions {
  /** An explicit override that wins over everything else. */
  override?: ThemeMode | undefined;
  /** The signed-in user's stored preference, if any. */
  userPreference?: string | undefined;
}

export interface UseThemeModeResult {
  mode: ThemeMode;
  /** Stores the mode in browser storage (key `themeMode`) and applies it. Saving to user preferences is the caller's job. */
  setMode: (mode: ThemeMode) => void;
}

/** The theme mode by the rule of 1-shell.md §4, following changes of the system colour scheme. */
export function useThemeMode({ override, userPreference }: UseThemeModeOptions = {}): UseThemeModeResult {
  const [stored, setStored] = useState<string | null>(readStored);
  const [prefersDark, setPrefersDark] = useState<boolean>(systemPrefersDark);

  useEffect(() => {
    if (typeof window.matchMedia !== 'function') return undefined;
    const query = window.matchMedia(DARK_QUERY);
    const onChange = (event: MediaQueryListEvent) => setPrefersDark(event.matches);
    query.addEventListener('change', onChange);
    return () => query.removeEventListener('change', onChange);
  }, []);

  const setMode = useCallback((mode: ThemeMode) => {
    try {
      window.localStorage.setItem(THEME_MODE_STORAGE_KEY, mode);
    } catch {
      // Storage may be unavailable (private mode); the mode still applies for this page.
    }
    setStored(mode);
  }, []);

  return { mode: resolveThemeMode({ override, userPreference, stored, prefersDark }), setMode };
}
