import { breakpoints, media } from './breakpoints';
import { type ThemeColors } from './colors';
import { type ColorVars } from './cssVariables';
import type { ThemeMode } from './mode';
import { type Spacing } from './spacing';
import { type Typography } from './typography';
export interface SiftTheme {
    mode: ThemeMode;
    /** Concrete colour values of this mode, for code that cannot use CSS variables (canvas, charts' computed colours). */
    colors: ThemeColors;
    /** The same tokens as `var(--sift-…)` references: what styled components should use. */
    vars: ColorVars;
    spacing: Spacing;
    typography: Typography;
    breakpoints: typeof breakpoints;
    media: typeof media;
    radius: {
        small: string;
        medium: string;
        large: string;
        round: string;
    };
    shadow: {
        raised: string;
        overlay: string;
    };
    zIndex: {
        dropdown: number;
        sticky: number;
        overlay: number;
        modal: number;
        popover: number;
        toast: number;
        tooltip: number;
    };
    motion: {
        fast: string;
        normal: string;
    };
}
export declare function createTheme(mode: ThemeMode): SiftTheme;
