/**
 * The named colour scales of heatmaps and highlighting gradients, as pure data: the only definition.
 * ui's ColorGradientPicker previews them, charts interpolates them (heatmaps) and the console's
 * highlighting colours values with charts' interpolator.
 */
export const COLOR_SCALE_NAMES = [
  'Greys',
  'YlGnBu',
  'Greens',
  'YlOrRd',
  'Bluered',
  'RdBu',
  'Reds',
  'Blues',
  'Picnic',
  'Rainbow',
  'Portland',
  'Jet',
  'Hot',
  'Blackbody',
  'Earth',
  'Electric',
  'Viridis',
  'Cividis',
] as const;
export type ColorScaleName = (typeof COLOR_SCALE_NAMES)[number];

/** The default highlighting gradient (2-search-and-dashboards.md §5). */
export const DEFAULT_COLOR_SCALE: ColorScaleName = 'Viridis';

/** [position in 0..1, colour] stops from low to high. */
export type ColorStops = readonly (readonly [number, string])[];

const evenly = (colors: readonly string[]): ColorStops => colors.map((color, i) => [i / (colors.length - 1), color] as const);

/**
 * Stops of each scale, the one definition that heatmaps, highlighting gradients and the gradient
 * picker all use. Position 0 is the colour of the lowest value.
 *
 * The ColorBrewer names (Greys, YlGnBu, Greens, YlOrRd, RdBu, Reds, Blues) run as ColorBrewer and
 * d3-scale-chromatic define them, and as Graylog colours highlighting gradients: from light (low) to
 * dark (high), RdBu from red to blue. (Plotly, which draws Graylog's heatmaps, defines most of these
 * names the other way round; one name has one direction here, and `reverse` flips it.) Their stops are
 * the 9-class schemes (11-class for RdBu). Viridis is d3's ramp sampled every 1/16; Cividis and the
 * remaining names are Plotly's definitions, which Graylog uses for them everywhere.
 */
export const COLOR_SCALE_STOPS: Readonly<Record<ColorScaleName, ColorStops>> = {
  Greys: evenly(['#ffffff', '#f0f0f0', '#d9d9d9', '#bdbdbd', '#969696', '#737373', '#525252', '#252525', '#000000']),
  YlGnBu: evenly(['#ffffd9', '#edf8b1', '#c7e9b4', '#7fcdbb', '#41b6c4', '#1d91c0', '#225ea8', '#253494', '#081d58']),
  Greens: evenly(['#f7fcf5', '#e5f5e0', '#c7e9c0', '#a1d99b', '#74c476', '#41ab5d', '#238b45', '#006d2c', '#00441b']),
  YlOrRd: evenly(['#ffffcc', '#ffeda0', '#fed976', '#feb24c', '#fd8d3c', '#fc4e2a', '#e31a1c', '#bd0026', '#800026']),
  Bluered: [
    [0, '#0000ff'],
    [1, '#ff0000'],
  ],
  RdBu: evenly(['#67001f', '#b2182b', '#d6604d', '#f4a582', '#fddbc7', '#f7f7f7', '#d1e5f0', '#92c5de', '#4393c3', '#2166ac', '#053061']),
  Reds: evenly(['#fff5f0', '#fee0d2', '#fcbba1', '#fc9272', '#fb6a4a', '#ef3b2c', '#cb181d', '#a50f15', '#67000d']),
  Blues: evenly(['#f7fbff', '#deebf7', '#c6dbef', '#9ecae1', '#6baed6', '#4292c6', '#2171b5', '#08519c', '#08306b']),
  Picnic: [
    [0, '#0000ff'],
    [0.1, '#3399ff'],
    [0.2, '#66ccff'],
    [0.3, '#99ccff'],
    [0.4, '#ccccff'],
    [0.5, '#ffffff'],
    [0.6, '#ffccff'],
    [0.7, '#ff99ff'],
    [0.8, '#ff66cc'],
    [0.9, '#ff6666'],
    [1, '#ff0000'],
  ],
  Rainbow: [
    [0, '#96005a'],
    [0.125, '#0000c8'],
    [0.25, '#0019ff'],
    [0.375, '#0098ff'],
    [0.5, '#2cff96'],
    [0.625, '#97ff00'],
    [0.75, '#ffea00'],
    [0.875, '#ff6f00'],
    [1, '#ff0000'],
  ],
  Portland: [
    [0, '#0c3383'],
    [0.25, '#0a88ba'],
    [0.5, '#f2d338'],
    [0.75, '#f28f38'],
    [1, '#d91e1e'],
  ],
  Jet: [
    [0, '#000083'],
    [0.125, '#003caa'],
    [0.375, '#05ffff'],
    [0.625, '#ffff00'],
    [0.875, '#fa0000'],
    [1, '#800000'],
  ],
  Hot: [
    [0, '#000000'],
    [0.3, '#e60000'],
    [0.6, '#ffd200'],
    [1, '#ffffff'],
  ],
  Blackbody: [
    [0, '#000000'],
    [0.2, '#e60000'],
    [0.4, '#e6d200'],
    [0.7, '#ffffff'],
    [1, '#a0c8ff'],
  ],
  Earth: [
    [0, '#000082'],
    [0.1, '#00b4b4'],
    [0.2, '#28d228'],
    [0.4, '#e6e632'],
    [0.6, '#784614'],
    [1, '#ffffff'],
  ],
  Electric: [
    [0, '#000000'],
    [0.15, '#1e0064'],
    [0.4, '#780064'],
    [0.6, '#a05a00'],
    [0.8, '#e6c800'],
    [1, '#fffadc'],
  ],
  Viridis: evenly([
    '#440154',
    '#48186a',
    '#472d7b',
    '#424086',
    '#3b528b',
    '#33638d',
    '#2c728e',
    '#26828e',
    '#21918c',
    '#1fa088',
    '#28ae80',
    '#3fbc73',
    '#5ec962',
    '#84d44b',
    '#addc30',
    '#d8e219',
    '#fde725',
  ]),
  Cividis: evenly([
    '#00204c',
    '#002a66',
    '#00346e',
    '#273f6c',
    '#3c4a6b',
    '#4c556b',
    '#5b5f6d',
    '#686a70',
    '#757575',
    '#838178',
    '#928c78',
    '#a19876',
    '#b0a572',
    '#c0b16d',
    '#d1bf66',
    '#e1cc5c',
    '#f3db4f',
    '#ffe945',
  ]),
};

/** Scale names sorted by name, as gradient lists show them (2-search-and-dashboards.md §5). */
export function sortedColorScaleNames(): ColorScaleName[] {
  return [...COLOR_SCALE_NAMES].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' }));
}

/** A CSS `linear-gradient` through a scale's stops, left to right (or right to left when reversed). */
export function colorScaleCss(name: ColorScaleName, reverse = false): string {
  const stops = COLOR_SCALE_STOPS[name].map(([position, color]) => `${color} ${Math.round(position * 1000) / 10}%`);
  return `linear-gradient(to ${reverse ? 'left' : 'right'}, ${stops.join(', ')})`;
}
