export declare const THEME_MODES: readonly ["teint", "noir"];
/** `teint` is the light mode, `noir` the dark one. */
export type ThemeMode = (typeof THEME_MODES)[number];
/** The browser storage key that remembers the mode (1-shell.md §4). */
export declare const THEME_MODE_STORAGE_KEY = "themeMode";
export declare const isThemeMode: (value: unknown) => value is ThemeMode;
export interface ThemeModeSources {
    /** An explicit override, for example from a URL or a story. */
    override?: string | null | undefined;
    /** The signed-in user's stored preference. */
    userPreference?: string | null | undefined;
    /** The value under `themeMode` in browser storage. */
    stored?: string | null | undefined;
    /** Whether the system colour scheme prefers dark. */
    prefersDark: boolean;
}
/**
 * The theme-mode resolution rule of 1-shell.md §4: an explicit override, else the user's stored
 * preference, else browser storage, else the system colour scheme. Unknown values are skipped.
 */
export declare function resolveThemeMode({ override, userPreference, stored, prefersDark }: ThemeModeSources): ThemeMode;
