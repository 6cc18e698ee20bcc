import { useEffect, useMemo, type ReactNode } from 'react';
import { ThemeProvider as StyledThemeProvider } from 'styled-components';
import { createTheme } from './createTheme';
import { GlobalStyles } from './GlobalStyles';
import type { ThemeMode } from './mode';

export interface SiftThemeProviderProps {
  /** The active mode. */
  mode: ThemeMode;
  /**
   * Also set `data-theme` on `<html>`, so that overlays rendered into `document.body` get the
   * mode's colours. Off when several providers render side by side.
   */
  applyToDocument?: boolean;
  /** Render the global styles (once per page). */
  withGlobalStyles?: boolean;
  children?: ReactNode;
}

/** Provides the typed theme to styled-components and scopes the mode's CSS variables with `data-theme`. */
export function SiftThemeProvider({ mode, applyToDocument = true, withGlobalStyles = true, children }: SiftThemeProviderProps) {
  const theme = useMemo(() => createTheme(mode), [mode]);
  useEffect(() => {
    if (!applyToDocument) return undefined;
    const root = document.documentElement;
    const previous = root.getAttribute('data-theme');
    root.setAttribute('data-theme', mode);
    return () => {
      if (previous === null) root.removeAttribute('data-theme');
      else root.setAttribute('data-theme', previous);
    };
  }, [mode, applyToDocument]);
  return (
    <StyledThemeProvider theme={theme}>
      {withGlobalStyles && <GlobalStyles />}
      <div data-theme={mode} style={{ display: 'contents' }}>
        {children}
      </div>
    </StyledThemeProvider>
  );
}
