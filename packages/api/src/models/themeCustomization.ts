import { isObject } from './decode';

/** Where the theme customization is stored (the cluster-config class Graylog's customization plugin uses). */
export const THEME_CUSTOMIZATION = 'org.graylog.plugins.customization.theme';

/** The colour intents a theme customization may override, per mode. */
export const THEME_OVERRIDE_INTENTS = ['primary', 'success', 'info', 'warning', 'danger'] as const;
export type ThemeOverrideIntent = (typeof THEME_OVERRIDE_INTENTS)[number];

/** The modes as the console names them (teint: light, noir: dark). */
export const THEME_OVERRIDE_MODES = ['teint', 'noir'] as const;
export type ThemeOverrideMode = (typeof THEME_OVERRIDE_MODES)[number];

/**
 * Colour overrides per mode: `{<mode>: {<intent>: {main: '#rrggbb'}}}`, as the server stores them (its
 * `{<mode>: {<group>: {<key>: <colour>}}}` tree). Only hex colours of the known modes and intents are read;
 * anything else in the stored tree is ignored.
 */
export type ThemeCustomization = Partial<Record<ThemeOverrideMode, Partial<Record<ThemeOverrideIntent, { main: string }>>>>;

/** `#rgb` or `#rrggbb`, the colours an override may set (nothing that could break out of a CSS value). */
export const isHexColour = (value: unknown): value is string =>
  typeof value === 'string' && /^#(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/.test(value);

export function decodeThemeCustomization(value: unknown): ThemeCustomization {
  const out: ThemeCustomization = {};
  if (!isObject(value)) return out;
  for (const mode of THEME_OVERRIDE_MODES) {
    const groups = value[mode];
    if (!isObject(groups)) continue;
    for (const intent of THEME_OVERRIDE_INTENTS) {
      const group = groups[intent];
      if (isObject(group) && isHexColour(group['main'])) (out[mode] ??= {})[intent] = { main: group['main'] };
    }
  }
  return out;
}
