import { describe, expect, it } from 'vitest';
import { createColors } from './colors';
import { createTheme } from './createTheme';
import { GRID_UNIT } from './spacing';
import { radius, shadow, spacing } from './tokens';

describe('static tokens', () => {
  it("draw every shadow in the mode's shadow colour, so overlays follow teint and noir", () => {
    for (const value of Object.values(shadow)) expect(value).toContain('var(--sift-shadow)');
    expect(createColors('noir').shadow).not.toBe(createColors('teint').shadow);
  });
  it("are the theme object's tokens, the same in both modes", () => {
    for (const mode of ['teint', 'noir'] as const) {
      expect(createTheme(mode).shadow).toBe(shadow);
      expect(createTheme(mode).radius).toBe(radius);
    }
  });
  it('space on the 8 px grid', () => {
    expect(GRID_UNIT).toBe(8);
    expect(spacing(1, 1.5)).toBe('8px 12px');
    expect(spacing(0.5)).toBe('4px');
  });
});
