import { useMemo } from 'react';
import { useTheme } from 'styled-components';
import { createTheme, typography, type SiftTheme, type ThemeColors } from '@sift/ui';

/** What primitives need from the theme, as values they can put into `style` props. */
export interface ChartTheme {
  mode: SiftTheme['mode'];
  /** CSS variable references: follow a `data-theme` switch without re-rendering. */
  text: string;
  textSecondary: string;
  axis: string;
  grid: string;
  surface: string;
  tooltipBackground: string;
  tooltipBorder: string;
  tooltipShadow: string;
  good: string;
  bad: string;
  focus: string;
  /** Light grey line of event annotations. */
  annotation: string;
  fontFamily: string;
  fontSize: number;
  /** Concrete colours of the mode, for libraries that compute colours (nivo labels, canvas). */
  colors: ThemeColors;
}

/** The one place where charts read the ui theme; primitives only get its values as props. */
export function useChartTheme(): ChartTheme {
  const styled = useTheme() as SiftTheme | undefined;
  return useMemo(() => {
    const theme = styled?.vars ? styled : createTheme('teint');
    const v = theme.vars;
    return {
      mode: theme.mode,
      text: v.text.primary,
      textSecondary: v.text.secondary,
      axis: v.border.strong,
      grid: v.border.subtle,
      surface: v.background.surface,
      tooltipBackground: v.background.raised,
      tooltipBorder: v.border.default,
      tooltipShadow: theme.shadow.raised,
      good: v.success.text,
      bad: v.danger.text,
      focus: v.border.focus,
      annotation: v.border.strong,
      fontFamily: typography.fontFamily.body,
      fontSize: 11,
      colors: theme.colors,
    };
  }, [styled]);
}
