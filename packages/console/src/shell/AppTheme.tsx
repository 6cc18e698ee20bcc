import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { useCurrentUser, useSaveUserPreferences } from '@sift/api';
import { SiftThemeProvider, toast, useThemeMode, type ThemeMode } from '@sift/ui';

export const THEME_PREFERENCE_KEY = 'themeMode';
export const PREFERENCES_SAVE_FAILED = 'Could not save or retrieve user preferences';

export interface AppTheme {
  mode: ThemeMode;
  /** True while a change is being saved to the user's preferences. */
  changing: boolean;
  /** Switches between teint and noir. */
  toggle: () => Promise<void>;
}

export const AppThemeContext = createContext<AppTheme | null>(null);

export function useAppTheme(): AppTheme {
  const theme = useContext(AppThemeContext);
  if (!theme) throw new Error('useAppTheme needs <AppThemeProvider>');
  return theme;
}

export interface AppThemeProviderProps {
  /** An explicit mode that wins over every other source. */
  override?: ThemeMode;
  children?: ReactNode;
}

/**
 * The theme rule of 1-shell.md §4: override, else the user's stored preference, else browser
 * storage (`themeMode`), else the system colour scheme. A change is stored locally and, unless the
 * user is read-only, saved to the user's preferences.
 */
export function AppThemeProvider({ override, children }: AppThemeProviderProps) {
  const { trigger: savePreferences } = useSaveUserPreferences();
  const { data: user } = useCurrentUser();
  const [pending, setPending] = useState<ThemeMode | undefined>(undefined);
  const [changing, setChanging] = useState(false);
  const stored = user?.preferences[THEME_PREFERENCE_KEY];
  const { mode, setMode } = useThemeMode({ override, userPreference: pending ?? (typeof stored === 'string' ? stored : undefined) });

  const toggle = useCallback(async () => {
    const next: ThemeMode = mode === 'teint' ? 'noir' : 'teint';
    setMode(next);
    setPending(next);
    if (!user || user.readOnly) return;
    setChanging(true);
    try {
      await savePreferences(user.username, { ...user.preferences, [THEME_PREFERENCE_KEY]: next });
      setPending(undefined);
    } catch (error) {
      toast.error(PREFERENCES_SAVE_FAILED, error instanceof Error ? error.message : String(error));
    } finally {
      setChanging(false);
    }
  }, [mode, savePreferences, setMode, user]);

  const value = useMemo(() => ({ mode, changing, toggle }), [mode, changing, toggle]);
  return (
    <AppThemeContext.Provider value={value}>
      <SiftThemeProvider mode={mode}>{children}</SiftThemeProvider>
    </AppThemeContext.Provider>
  );
}
