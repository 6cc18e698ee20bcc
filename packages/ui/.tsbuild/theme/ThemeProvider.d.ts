import { type ReactNode } from 'react';
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
export declare function SiftThemeProvider({ mode, applyToDocument, withGlobalStyles, children }: SiftThemeProviderProps): import("react").JSX.Element;
