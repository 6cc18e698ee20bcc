import { breakpoints, media } from './breakpoints';
import { createColors, type ThemeColors } from './colors';
import { colorVars, type ColorVars } from './cssVariables';
import type { ThemeMode } from './mode';
import { createSpacing, type Spacing } from './spacing';
import { typography, type Typography } from './typography';

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
  radius: { small: string; medium: string; large: string; round: string };
  shadow: { raised: string; overlay: string };
  zIndex: { dropdown: number; sticky: number; overlay: number; modal: number; popover: number; toast: number; tooltip: number };
  motion: { fast: string; normal: string };
}

export function createTheme(mode: ThemeMode): SiftTheme {
  const colors = createColors(mode);
  return {
    mode,
    colors,
    vars: colorVars,
    spacing: createSpacing(),
    typography,
    breakpoints,
    media,
    radius: { small: '3px', medium: '4px', large: '8px', round: '999px' },
    shadow: {
      raised: `0 1px 3px ${colorVars.shadow}`,
      overlay: `0 6px 24px ${colorVars.shadow}`,
    },
    zIndex: { dropdown: 1000, sticky: 1020, overlay: 1040, modal: 1050, popover: 1060, toast: 1070, tooltip: 1080 },
    motion: { fast: '120ms', normal: '200ms' },
  };
}
