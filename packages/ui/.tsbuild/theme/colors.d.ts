import type { ThemeMode } from './mode';
/** One intent (primary, danger, ...): its fill, the fill on hover, text in that intent, text on the fill, and a subtle background. */
export interface IntentColors {
    main: string;
    hover: string;
    text: string;
    contrast: string;
    subtle: string;
}
export declare const INTENTS: readonly ["primary", "secondary", "success", "info", "warning", "danger"];
export type Intent = (typeof INTENTS)[number];
export interface ThemeColors {
    mode: ThemeMode;
    text: {
        primary: string;
        secondary: string;
        disabled: string;
        inverse: string;
        link: string;
        linkHover: string;
    };
    background: {
        body: string;
        surface: string;
        raised: string;
        sunken: string;
        hover: string;
        selected: string;
        backdrop: string;
    };
    border: {
        subtle: string;
        default: string;
        strong: string;
        focus: string;
    };
    primary: IntentColors;
    secondary: IntentColors;
    success: IntentColors;
    info: IntentColors;
    warning: IntentColors;
    danger: IntentColors;
    shadow: string;
}
export declare function createColors(mode: ThemeMode): ThemeColors;
