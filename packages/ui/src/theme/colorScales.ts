/**
 * The named colour scales of heatmaps and highlighting gradients, as pure data so that both ui (the
 * ColorGradientPicker's previews) and charts (the heatmap's interpolation) use one definition.
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

/**
 * Stops of each scale. The classic plotting scales as defined; Viridis and Cividis sampled every
 * 0.1 from d3-scale-chromatic's interpolators (linear interpolation between these is within a few
 * RGB units of the originals).
 */
export const COLOR_SCALE_STOPS: Readonly<Record<ColorScaleName, ColorStops>> = {
  Greys: [[0, '#000000'], [1, '#ffffff']],
  YlGnBu: [[0, '#081d58'], [0.125, '#253494'], [0.25, '#225ea8'], [0.375, '#1d91c0'], [0.5, '#41b6c4'], [0.625, '#7fcdbb'], [0.75, '#c7e9b4'], [0.875, '#edf8d9'], [1, '#ffffd9']],
  Greens: [[0, '#00441b'], [0.125, '#006d2c'], [0.25, '#238b45'], [0.375, '#41ab5d'], [0.5, '#74c476'], [0.625, '#a1d99b'], [0.75, '#c7e9c0'], [0.875, '#e5f5e0'], [1, '#f7fcf5']],
  YlOrRd: [[0, '#800026'], [0.125, '#bd0026'], [0.25, '#e31a1c'], [0.375, '#fc4e2a'], [0.5, '#fd8d3c'], [0.625, '#feb24c'], [0.75, '#fed976'], [0.875, '#ffeda0'], [1, '#ffffcc']],
  Bluered: [[0, '#0000ff'], [1, '#ff0000']],
  RdBu: [[0, '#050aac'], [0.35, '#6a89f7'], [0.5, '#bebebe'], [0.6, '#dcaa84'], [0.7, '#e6915a'], [1, '#b20a1c']],
  Reds: [[0, '#dcdcdc'], [0.2, '#f5c39d'], [0.4, '#f5a069'], [1, '#b20a1c']],
  Blues: [[0, '#050aac'], [0.35, '#283cbe'], [0.5, '#4664f5'], [0.6, '#5a78f5'], [0.7, '#6a89f7'], [1, '#dcdcdc']],
  Picnic: [[0, '#0000ff'], [0.1, '#3399ff'], [0.2, '#66ccff'], [0.3, '#99ccff'], [0.4, '#ccccff'], [0.5, '#ffffff'], [0.6, '#ffccff'], [0.7, '#ff99ff'], [0.8, '#ff66cc'], [0.9, '#ff6666'], [1, '#ff0000']],
  Rainbow: [[0, '#96005a'], [0.125, '#0000c8'], [0.25, '#0019ff'], [0.375, '#0098ff'], [0.5, '#2cff96'], [0.625, '#97ff00'], [0.75, '#ffea00'], [0.875, '#ff6f00'], [1, '#ff0000']],
  Portland: [[0, '#0c3383'], [0.25, '#0a88ba'], [0.5, '#f2d338'], [0.75, '#f28f38'], [1, '#d91e1e']],
  Jet: [[0, '#000083'], [0.125, '#003caa'], [0.375, '#05ffff'], [0.625, '#ffff00'], [0.875, '#fa0000'], [1, '#800000']],
  Hot: [[0, '#000000'], [0.3, '#e60000'], [0.6, '#ffd200'], [1, '#ffffff']],
  Blackbody: [[0, '#000000'], [0.2, '#e60000'], [0.4, '#e6d200'], [0.7, '#ffffff'], [1, '#a0c8ff']],
  Earth: [[0, '#000082'], [0.1, '#00b4b4'], [0.2, '#28d228'], [0.4, '#e6e632'], [0.6, '#784614'], [1, '#ffffff']],
  Electric: [[0, '#000000'], [0.15, '#1e0064'], [0.4, '#780064'], [0.6, '#a05a00'], [0.8, '#e6c800'], [1, '#fffadc']],
  Viridis: [[0, '#440154'], [0.1, '#482475'], [0.2, '#414487'], [0.3, '#355f8d'], [0.4, '#2a788e'], [0.5, '#21918c'], [0.6, '#22a884'], [0.7, '#44bf70'], [0.8, '#7ad151'], [0.9, '#bddf26'], [1, '#fde725']],
  Cividis: [[0, '#002051'], [0.1, '#0a326a'], [0.2, '#2b446e'], [0.3, '#4d566d'], [0.4, '#696970'], [0.5, '#7f7c75'], [0.6, '#948f78'], [0.7, '#ada476'], [0.8, '#caba6a'], [0.9, '#ead156'], [1, '#fdea45']],
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
