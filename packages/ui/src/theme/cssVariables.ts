import { createColors, type ThemeColors } from './colors';
import { THEME_MODES, type ThemeMode } from './mode';

type ColorTokens = Omit<ThemeColors, 'mode'>;
/** Same shape as the colour tokens, each leaf a `var(--sift-…)` reference. */
export type ColorVars = { [K in keyof ColorTokens]: ColorTokens[K] extends string ? string : { [L in keyof ColorTokens[K]]: string } };

const varName = (path: string[]) => `--sift-${path.map((p) => p.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)).join('-')}`;

function walk(tokens: Record<string, unknown>, path: string[], visit: (path: string[], value: string) => void): void {
  for (const [key, value] of Object.entries(tokens)) {
    if (key === 'mode') continue;
    if (typeof value === 'string') visit([...path, key], value);
    else walk(value as Record<string, unknown>, [...path, key], visit);
  }
}

function buildVars(): ColorVars {
  const out: Record<string, unknown> = {};
  walk(createColors('teint') as unknown as Record<string, unknown>, [], (path) => {
    let node = out;
    path.slice(0, -1).forEach((p) => {
      node = (node[p] ??= {}) as Record<string, unknown>;
    });
    node[path[path.length - 1]!] = `var(${varName(path)})`;
  });
  return out as ColorVars;
}

/**
 * Colour tokens as CSS custom property references. Components interpolate these statically
 * (`color: ${colorVars.text.primary};`), so switching the theme swaps one `data-theme` attribute
 * instead of re-rendering every styled component.
 */
export const colorVars: ColorVars = buildVars();

/** The custom property declarations for one mode, e.g. `--sift-text-primary: #22272f;`. */
export function cssVariableDeclarations(mode: ThemeMode): string {
  const lines: string[] = [`color-scheme: ${mode === 'noir' ? 'dark' : 'light'};`];
  walk(createColors(mode) as unknown as Record<string, unknown>, [], (path, value) => lines.push(`${varName(path)}: ${value};`));
  return lines.join('\n');
}

/** The stylesheet that binds each mode's variables to `[data-theme="<mode>"]`. */
export function themeStylesheet(): string {
  return THEME_MODES.map((mode) => `[data-theme='${mode}'] {\n${cssVariableDeclarations(mode)}\n}`).join('\n');
}
