import { describe, expect, it } from 'vitest';
import { COLOR_SHADE_FAMILIES, DEFAULT_CHART_COLORS, isHexColor } from './chartColors';

const SIX_DIGIT_HEX = /^#[0-9a-f]{6}$/i;

describe('chart colours', () => {
  it('has 16 distinct default chart colours, all 6-digit hex', () => {
    expect(DEFAULT_CHART_COLORS).toHaveLength(16);
    for (const c of DEFAULT_CHART_COLORS) expect(c).toMatch(SIX_DIGIT_HEX);
    expect(new Set(DEFAULT_CHART_COLORS.map((c) => c.toLowerCase())).size).toBe(16);
  });

  it('has 19 named shade families of 5 distinct hex colours each', () => {
    expect(COLOR_SHADE_FAMILIES).toHaveLength(19);
    expect(new Set(COLOR_SHADE_FAMILIES.map((f) => f.name)).size).toBe(19);
    for (const family of COLOR_SHADE_FAMILIES) {
      expect(family.shades).toHaveLength(5);
      for (const c of family.shades) expect(c).toMatch(SIX_DIGIT_HEX);
    }
    const all = COLOR_SHADE_FAMILIES.flatMap((f) => f.shades.map((c) => c.toLowerCase()));
    expect(new Set(all).size).toBe(19 * 5);
  });

  it('recognises 3- and 6-digit hex colours only', () => {
    expect(isHexColor('#abc')).toBe(true);
    expect(isHexColor('#A1B2C3')).toBe(true);
    expect(isHexColor('abc123')).toBe(false);
    expect(isHexColor('#abcd')).toBe(false);
    expect(isHexColor('#ggg')).toBe(false);
    expect(isHexColor('red')).toBe(false);
  });
});
