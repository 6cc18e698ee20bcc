import { breakpoints, media } from './breakpoints';
import { createColors, type ThemeColors } from './colors';
import { colorVars, type ColorVars } from './cssVariables';
import type { ThemeMode } from './mode';
import { createSpacing, type Spacing } from './spacing';
import { motion, radius, shadow, zIndex, type Motion, type Radius, type Shadow, type ZIndex } from './tokens';
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
  radius: Radius;
  shadow: Shadow;
  zIndex: ZIndex;
  motion: Motion;
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
    radius,
    shadow,
    zIndex,
    motion,
  };
}
