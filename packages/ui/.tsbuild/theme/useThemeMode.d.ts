import { type ThemeMode } from './mode';
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
export declare function useThemeMode({ override, userPreference }?: UseThemeModeOptions): UseThemeModeResult;
