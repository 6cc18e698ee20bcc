import { describe, expect, it } from 'vitest';
import { barExtent, barOpacity, BAR_MODES, bucketWidth, layoutBars, singleBarWidth, slotWidth } from './barLayout';
import {
  color,
  hsl,
  interpolateBlues,
  interpolateViridis,
  schemeBlues,
  schemeGreens,
  schemeGreys,
  schemeRdBu,
  schemeReds,
  schemeYlGnBu,
  schemeYlOrRd,
} from 'd3';
import { colorInterpolator, heatmapColor, HEATMAP_COLOR_SCALES, isHeatmapColorScale } from './colorScales';
import { FONT_FIT_INITIAL_SIZE, FONT_FIT_RATIO, FONT_FIT_TOLERANCE, nextFontSize } from './fitFont';
import { LEGEND_ENTRIES_PER_ROW, LEGEND_MAX_HEIGHT, legendYPosition, verticalLayout } from './legendLayout';
import { markerRadius, MARKER_RADIUS_DEFAULT, MARKER_RADIUS_INCREMENT } from './markerRadius';
import { createValueScale, createXScale } from './valueScale';
import { clampZoom, DEFAULT_MAP_VIEWPORT, MAP_MAX_ZOOM, scaleToZoom, toViewport, zoomToScale } from './mapViewport';

describe('bar rules', () => {
  it('is translucent (0.75) only in overlay mode', () => {
    expect(BAR_MODES).toEqual(['group', 'stack', 'relative', 'overlay']);
    expect(barOpacity('overlay')).toBe(0.75);
    expect(['group', 'stack', 'relative'].map((m) => barOpacity(m as 'group'))).toEqual([1, 1, 1]);
  });

  it('makes a lone bar on a time axis max(30, 3% of the range) wide', () => {
    expect(singleBarWidth(500)).toBe(30);
    expect(singleBarWidth(2000)).toBe(60);
    const x = createXScale('time', [new Date(0)], [0, 2000]);
    expect(slotWidth(x, [1000])).toBe(60);
  });

  it('takes a time bucket as wide as the caller says, but no wider than the keys allow', () => {
    const minute = 60_000;
    expect(bucketWidth([0, 3 * minute, 31 * minute], minute)).toBe(minute);
    // An estimate of the auto interval that is too coarse gives way to the keys' common step.
    expect(bucketWidth([0, 2 * minute, 5 * minute], 10 * minute)).toBe(minute);
    expect(bucketWidth([5 * minute], 10 * minute)).toBe(10 * minute);
    expect(bucketWidth([5 * minute])).toBeNull();
  });

  it("lets a time bucket's bars fill 80% of it from its key on, over the searched span", () => {
    const hour = { from: Date.UTC(2024, 4, 6, 10), to: Date.UTC(2024, 4, 6, 11) };
    const keys = [3, 52].map((m) => new Date(hour.from + m * 60_000));
    const x = createXScale('time', keys, [0, 600], 0.2, hour);
    expect((x.scale.domain() as Date[]).map((d) => d.getTime())).toEqual([hour.from, hour.to]);
    const y = createValueScale([1], [100, 0], 'linear');
    const bars = keys.map((key, pointIndex) => ({ seriesIndex: 0, pointIndex, x: key, value: 1 }));
    const [first, second] = layoutBars(bars, 1, 'group', x, y, 60_000);
    expect(first!.width).toBeCloseTo(8, 5);
    expect(first!.left).toBeCloseTo(30 + 1, 5);
    expect(second!.left).toBeCloseTo(520 + 1, 5);
  });

  it('groups side by side, stacks cumulatively, stacks relative by sign, overlays in place', () => {
    const x = createXScale('category', ['a'], [0, 100], 0);
    const y = createValueScale([-10, 20], [100, 0], 'linear');
    const bars = [
      { seriesIndex: 0, pointIndex: 0, x: 'a', value: 10 },
      { seriesIndex: 1, pointIndex: 0, x: 'a', value: -5 },
      { seriesIndex: 2, pointIndex: 0, x: 'a', value: 10 },
    ];
    const group = layoutBars(bars, 3, 'group', x, y);
    expect(group.map((b) => Math.round(b.left))).toEqual([0, 33, 67]);
    const overlay = layoutBars(bars, 3, 'overlay', x, y);
    expect(overlay.every((b) => b.left === 0 && b.width === 100)).toBe(true);
    const value = (b: { top: number; height: number }, from: 'top' | 'bottom') =>
      Math.round(y.invert(from === 'top' ? b.top : b.top + b.height)) + 0;
    const stack = layoutBars(bars, 3, 'stack', x, y);
    expect([value(stack[2]!, 'bottom'), value(stack[2]!, 'top')]).toEqual([5, 15]);
    const relative = layoutBars(bars, 3, 'relative', x, y);
    expect([value(relative[1]!, 'top'), value(relative[1]!, 'bottom')]).toEqual([0, -5]);
    expect([value(relative[2]!, 'bottom'), value(relative[2]!, 'top')]).toEqual([10, 20]);
    expect(barExtent(bars, 'relative')).toEqual([20, -5]);
    expect(barExtent(bars, 'stack')).toEqual([10, 5, 15]);
  });

  it('draws log axes over the positive values only', () => {
    const y = createValueScale([0, 3, 4000], [100, 0], 'logarithmic');
    expect(y.domain()[0]).toBe(1);
    expect(y.domain()[1]).toBe(10000);
  });
});

describe('legend rules', () => {
  it('positions the legend by chart height', () => {
    expect(LEGEND_ENTRIES_PER_ROW).toBe(5);
    expect(LEGEND_MAX_HEIGHT).toBe(100);
    expect([100, 149, 150, 399, 400, 800].map(legendYPosition)).toEqual([-0.6, -0.6, -0.2, -0.2, -0.14, -0.14]);
  });

  it('puts the legend that fraction of the plot height below the plot and caps its height', () => {
    const l = verticalLayout(400, 10, 1, 20);
    expect(l.legendGap).toBeCloseTo(l.plotHeight * 0.14);
    expect(l.plotHeight + l.legendGap + l.legendHeight + 10).toBeCloseTo(400);
    expect(verticalLayout(600, 10, 20, 20).legendHeight).toBe(100);
  });
});

describe('numeric font fitting', () => {
  it('grows or shrinks towards 80% of the box and stops within 5%', () => {
    expect([FONT_FIT_RATIO, FONT_FIT_TOLERANCE, FONT_FIT_INITIAL_SIZE]).toEqual([0.8, 0.05, 20]);
    expect(nextFontSize(20, { width: 40, height: 20 }, { width: 200, height: 100 })).toBe(80);
    expect(nextFontSize(80, { width: 400, height: 80 }, { width: 200, height: 100 })).toBe(32);
    expect(nextFontSize(32, { width: 162, height: 30 }, { width: 200, height: 100 })).toBe(32);
  });

  it('never grows the font beyond the height of the box', () => {
    expect(nextFontSize(90, { width: 10, height: 10 }, { width: 2000, height: 100 })).toBe(100);
  });
});

describe('map markers', () => {
  it('sizes markers by value in 10 steps up to the default radius 10', () => {
    expect([MARKER_RADIUS_DEFAULT, MARKER_RADIUS_INCREMENT]).toEqual([10, 10]);
    expect(markerRadius(0, 0, 100)).toBe(1);
    expect(markerRadius(55, 0, 100)).toBe(6);
    expect(markerRadius(100, 0, 100)).toBe(10);
    expect(markerRadius(3, 1, 4)).toBe(2);
  });
});

describe('heatmap colour scales', () => {
  it('knows the 18 scales by name and reverses them', () => {
    expect(HEATMAP_COLOR_SCALES).toHaveLength(18);
    for (const name of HEATMAP_COLOR_SCALES) expect(colorInterpolator(name)(0)).toMatch(/^(#|rgb)/);
    expect(colorInterpolator('Greys')(0)).toBe('rgb(255, 255, 255)');
    expect(colorInterpolator('Greys', true)(0)).toBe('rgb(0, 0, 0)');
    expect(heatmapColor('Bluered', [10, 20])(30)).toBe('rgb(255, 0, 0)');
    expect(heatmapColor('Bluered', [10, 20])(0)).toBe('rgb(0, 0, 255)');
  });

  const rgb = (c: string) => color(c)!.rgb();
  const near = (actual: string, expected: string, tolerance = 3) => {
    const [a, e] = [rgb(actual), rgb(expected)];
    expect(Math.max(Math.abs(a.r - e.r), Math.abs(a.g - e.g), Math.abs(a.b - e.b)), `${actual} vs ${expected}`).toBeLessThanOrEqual(
      tolerance,
    );
  };
  const lightness = (c: string) => hsl(c).l;

  // The ColorBrewer names run as d3-scale-chromatic's schemes: the same colours at the same places.
  it.each([
    ['Blues', schemeBlues[9]!],
    ['Greens', schemeGreens[9]!],
    ['Greys', schemeGreys[9]!],
    ['Reds', schemeReds[9]!],
    ['YlGnBu', schemeYlGnBu[9]!],
    ['YlOrRd', schemeYlOrRd[9]!],
    ['RdBu', schemeRdBu[11]!],
  ] as const)('runs %s as d3 does, low to high', (name, scheme) => {
    scheme.forEach((expected, i) => expect(colorInterpolator(name)(i / (scheme.length - 1))).toBe(color(expected)!.toString()));
  });

  it("gives Blues light for low values and dark for high ones, as d3 and Graylog's highlighting do", () => {
    const blues = colorInterpolator('Blues');
    near(blues(0), interpolateBlues(0));
    near(blues(1), interpolateBlues(1));
    near(blues(0.5), interpolateBlues(0.5), 6);
    for (let t = 0.1; t <= 1; t += 0.1) expect(lightness(blues(t))).toBeLessThan(lightness(blues(t - 0.1)));
    expect(lightness(heatmapColor('Blues', [0, 100])(90))).toBeLessThan(lightness(heatmapColor('Blues', [0, 100])(10)));
  });

  it("follows d3's Viridis within a few RGB units between its stops", () => {
    for (let t = 0; t <= 1; t += 0.01) near(colorInterpolator('Viridis')(t), interpolateViridis(t), 6);
  });

  // Plotly's definitions, which Graylog uses for the names ColorBrewer does not have.
  it.each([
    ['Jet', 0.375, 'rgb(5,255,255)'],
    ['Blackbody', 0.7, 'rgb(255,255,255)'],
    ['Electric', 1, 'rgb(255,250,220)'],
    ['Cividis', 0, 'rgb(0,32,76)'],
    ['Cividis', 1, 'rgb(255,233,69)'],
    ['Rainbow', 0.5, 'rgb(44,255,150)'],
  ] as const)('matches Plotly %s at %s', (name, t, expected) => {
    near(colorInterpolator(name)(t), expected);
  });

  it('interpolates between stops in RGB and clamps outside the domain', () => {
    near(colorInterpolator('Hot')(0.15), 'rgb(115,0,0)', 1);
    expect(heatmapColor('Portland', [0, 100])(-50)).toBe(heatmapColor('Portland', [0, 100])(0));
    expect(heatmapColor('Portland', [0, 100], true)(100)).toBe(colorInterpolator('Portland')(0));
    expect(isHeatmapColorScale('Viridis')).toBe(true);
    expect(isHeatmapColorScale('viridis')).toBe(false);
  });
});

describe('map viewport', () => {
  it('starts at the whole world, centre [0,0], zoom 1, and zooms at most to level 19', () => {
    expect(DEFAULT_MAP_VIEWPORT).toEqual({ zoom: 1, centerX: 0, centerY: 0 });
    expect(MAP_MAX_ZOOM).toBe(19);
    expect(clampZoom(25)).toBe(19);
    expect(clampZoom(0.2)).toBe(1);
    expect(clampZoom(Number.NaN)).toBe(1);
  });

  it('doubles the scale per zoom level, and back', () => {
    expect([1, 2, 3, 19].map(zoomToScale)).toEqual([1, 2, 4, 2 ** 18]);
    expect([1, 2, 8, 2 ** 18, 2 ** 30].map(scaleToZoom)).toEqual([1, 2, 4, 19, 19]);
    expect(scaleToZoom(3)).toBe(2.58);
  });

  it('saves the centre as latitude (centerX) and longitude (centerY), longitudes wrapped', () => {
    expect(toViewport([13.405, 52.52], 4)).toEqual({ zoom: 3, centerX: 52.52, centerY: 13.405 });
    expect(toViewport([190, -10.123456], 1)).toEqual({ zoom: 1, centerX: -10.1235, centerY: -170 });
  });
});
