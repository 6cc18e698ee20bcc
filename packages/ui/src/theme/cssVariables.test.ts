import { describe, expect, it } from 'vitest';
import { colorVars, cssVariableDeclarations, themeStylesheet } from './cssVariables';
import { createTheme } from './createTheme';
import { breakpoints } from './breakpoints';
import { createSpacing } from './spacing';

describe('theme tokens', () => {
  it('exposes colours as CSS custom property references', () => {
    expect(colorVars.text.primary).toBe('var(--sift-text-primary)');
    expect(colorVars.danger.contrast).toBe('var(--sift-danger-contrast)');
    expect(colorVars.background.body).toBe('var(--sift-background-body)');
  });

  it('declares every variable for each mode, with different values', () => {
    const teint = cssVariableDeclarations('teint');
    const noir = cssVariableDeclarations('noir');
    expect(teint).toContain('--sift-text-primary: #22272f;');
    expect(noir).toContain('color-scheme: dark;');
    expect(teint.split('\n')).toHaveLength(noir.split('\n').length);
    expect(teint).not.toEqual(noir);
    expect(themeStylesheet()).toContain("[data-theme='noir'] {");
  });

  it('uses the spec breakpoints and an 8 px spacing grid', () => {
    expect(breakpoints).toEqual({ xs: 480, sm: 768, md: 992, lg: 1200 });
    expect(createSpacing()(1, 2)).toBe('8px 16px');
    expect(createTheme('noir').typography.size.root).toBe('16px');
    expect(createTheme('noir').colors.mode).toBe('noir');
  });
});
