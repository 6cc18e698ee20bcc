export declare const ICON_NAMES: readonly ["alert-triangle", "arrow-down", "arrow-up", "arrow-up-down", "bell", "check", "chevron-down", "chevron-left", "chevron-right", "chevron-up", "circle-alert", "circle-check", "clipboard", "clock", "copy", "dashboard", "download", "edit", "external-link", "eye", "eye-off", "filter", "grip", "help", "info", "loader", "logout", "maximize", "minimize", "moon", "more", "pin", "pin-off", "play", "plus", "refresh", "save", "search", "server", "settings", "share", "star", "sun", "trash", "upload", "user", "x"];
export type IconName = (typeof ICON_NAMES)[number];
export declare const ICON_SIZES: {
    readonly xs: 12;
    readonly sm: 14;
    readonly md: 16;
    readonly lg: 20;
    readonly xl: 24;
};
export type IconSize = keyof typeof ICON_SIZES;
