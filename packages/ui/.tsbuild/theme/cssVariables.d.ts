import { type ThemeColors } from './colors';
import { type ThemeMode } from './mode';
type ColorTokens = Omit<ThemeColors, 'mode'>;
/** Same shape as the colour tokens, each leaf a `var(--sift-…)` reference. */
export type ColorVars = {
    [K in keyof ColorTokens]: ColorTokens[K] extends string ? string : {
        [L in keyof ColorTokens[K]]: string;
    };
};
/**
 * Colour tokens as CSS custom property references. Components interpolate these statically
 * (`color: ${colorVars.text.primary};`), so switching the theme swaps one `data-theme` attribute
 * instead of re-rendering every styled component.
 */
export declare const colorVars: ColorVars;
/** The custom property declarations for one mode, e.g. `--sift-text-primary: #22272f;`. */
export declare function cssVariableDeclarations(mode: ThemeMode): string;
/** The stylesheet that binds each mode's variables to `[data-theme="<mode>"]`. */
export declare function themeStylesheet(): string;
export {};
