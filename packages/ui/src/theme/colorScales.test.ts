import { describe, expect, it } from 'vitest';
import { COLOR_SCALE_NAMES, COLOR_SCALE_STOPS, colorScaleCss, DEFAULT_COLOR_SCALE, sortedColorScaleNames } from './colorScales';

describe('colour scales', () => {
  it('defines the 18 heatmap scales with ascending stops from 0 to 1 in hex', () => {
    expect(COLOR_SCALE_NAMES).toHaveLength(18);
    for (const name of COLOR_SCALE_NAMES) {
      const stops = COLOR_SCALE_STOPS[name];
      expect(stops[0]![0]).toBe(0);
      expect(stops[stops.length - 1]![0]).toBe(1);
      for (let i = 1; i < stops.length; i += 1) expect(stops[i]![0]).toBeGreaterThan(stops[i - 1]![0]);
      for (const [, color] of stops) expect(color).toMatch(/^#[0-9a-f]{6}$/);
    }
  });
  it('defaults to Viridis and lists names sorted case-insensitively', () => {
    expect(DEFAULT_COLOR_SCALE).toBe('Viridis');
    const sorted = sortedColorScaleNames();
    expect(sorted.slice(0, 5)).toEqual(['Blackbody', 'Bluered', 'Blues', 'Cividis', 'Earth']);
    expect(sorted.at(-1)).toBe('YlOrRd');
  });
  it('runs Blues and the other ColorBrewer names from light (low) to dark (high), as d3 does', () => {
    expect(COLOR_SCALE_STOPS.Blues[0]).toEqual([0, '#f7fbff']);
    expect(COLOR_SCALE_STOPS.Blues.at(-1)).toEqual([1, '#08306b']);
    const brightness = (hex: string) => [1, 3, 5].reduce((sum, i) => sum + parseInt(hex.slice(i, i + 2), 16), 0);
    for (const name of ['Blues', 'Greens', 'Greys', 'Reds', 'YlGnBu', 'YlOrRd'] as const) {
      const colors = COLOR_SCALE_STOPS[name].map(([, color]) => brightness(color));
      for (let i = 1; i < colors.length; i += 1) expect(colors[i], `${name} stop ${i}`).toBeLessThan(colors[i - 1]!);
    }
    expect(COLOR_SCALE_STOPS.RdBu[0]![1]).toBe('#67001f');
    expect(COLOR_SCALE_STOPS.RdBu.at(-1)![1]).toBe('#053061');
  });
  it('builds a CSS gradient through the stops, reversible', () => {
    expect(colorScaleCss('Portland')).toBe('linear-gradient(to right, #0c3383 0%, #0a88ba 25%, #f2d338 50%, #f28f38 75%, #d91e1e 100%)');
    expect(colorScaleCss('Bluered', true)).toBe('linear-gradient(to left, #0000ff 0%, #ff0000 100%)');
  });
});
