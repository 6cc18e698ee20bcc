import { isHexColour, THEME_OVERRIDE_INTENTS, THEME_OVERRIDE_MODES, useThemeCustomization, type ThemeCustomization } from '@sift/api';

/**
 * The stylesheet of the stored colour overrides: each mode's intent colours as the theme's custom properties
 * (`--sift-primary-main`), scoped like the theme's own (`[data-theme='teint']`) and placed after it. Only
 * hex colours are written, so a stored value cannot add rules of its own.
 */
export function themeOverrideCss(overrides: ThemeCustomization): string {
  return THEME_OVERRIDE_MODES.flatMap((mode) => {
    const lines = THEME_OVERRIDE_INTENTS.flatMap((intent) => {
      const colour = overrides[mode]?.[intent]?.main;
      return isHexColour(colour) ? [`  --sift-${intent}-main: ${colour};`] : [];
    });
    return lines.length > 0 ? [`[data-theme='${mode}'] {\n${lines.join('\n')}\n}`] : [];
  }).join('\n');
}

/** Applies the theme customization of System -> Configurations to the whole console. */
export function ThemeOverrides() {
  const { data } = useThemeCustomization();
  const css = data ? themeOverrideCss(data) : '';
  return css ? <style data-sift-theme-overrides="">{css}</style> : null;
}
