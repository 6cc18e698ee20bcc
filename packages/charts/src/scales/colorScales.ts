import { interpolateRgb, interpolateViridis, scaleLinear, schemeGreens, schemeYlOrRd } from 'd3';

/** The heatmap colour scales by their saved names (spec 2 §3, heatmap config `color_scale`). */
export const HEATMAP_COLOR_SCALES = [
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
export type HeatmapColorScale = (typeof HEATMAP_COLOR_SCALES)[number];
export const DEFAULT_HEATMAP_COLOR_SCALE: HeatmapColorScale = 'Viridis';

type Stops = readonly (readonly [position: number, color: string])[];

/** Evenly spaced stops from a list of colours (low to high). */
const even = (colors: readonly string[]): Stops => colors.map((c, i) => [i / (colors.length - 1), c] as const);

// Plotly's definitions, which saved heatmap configs name. Where d3-scale-chromatic holds the same
// colours they come from d3: Plotly's Greens and YlOrRd are ColorBrewer's 9-class schemes run dark to
// light, and its Viridis samples the same matplotlib ramp that d3 interpolates. The others (Plotly's
// own, or ColorBrewer variants it modified) are written out as [position, colour] stops.
const STOPS: Record<Exclude<HeatmapColorScale, 'Viridis'>, Stops> = {
  Greys: [[0, '#000000'], [1, '#ffffff']],
  YlGnBu: [[0, '#081d58'], [0.125, '#253494'], [0.25, '#225ea8'], [0.375, '#1d91c0'], [0.5, '#41b6c4'], [0.625, '#7fcdbb'], [0.75, '#c7e9b4'], [0.875, '#edf8d9'], [1, '#ffffd9']],
  Greens: even([...schemeGreens[9]!].reverse()),
  YlOrRd: even([...schemeYlOrRd[9]!].reverse()),
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
  // Plotly's 18 samples of matplotlib's cividis; d3's interpolateCividis is a polynomial fit that drifts from them.
  Cividis: even(['#00204c', '#002a66', '#00346e', '#273f6c', '#3c4a6b', '#4c556b', '#5b5f6d', '#686a70', '#757575', '#838178', '#928c78', '#a19876', '#b0a572', '#c0b16d', '#d1bf66', '#e1cc5c', '#f3db4f', '#ffe945']),
  Electric: [[0, '#000000'], [0.15, '#1e0064'], [0.4, '#780064'], [0.6, '#a05a00'], [0.8, '#e6c800'], [1, '#fffadc']],
};

const interpolators = new Map<HeatmapColorScale, (t: number) => string>();

function baseInterpolator(name: HeatmapColorScale): (t: number) => string {
  if (name === 'Viridis') return interpolateViridis;
  const cached = interpolators.get(name);
  if (cached) return cached;
  const stops = STOPS[name];
  const scale = scaleLinear<string>()
    .domain(stops.map(([p]) => p))
    .range(stops.map(([, c]) => c))
    .interpolate(interpolateRgb)
    .clamp(true);
  const interpolate = (t: number) => scale(t);
  interpolators.set(name, interpolate);
  return interpolate;
}

/** Interpolator t ∈ [0, 1] → colour for a named scale, optionally reversed (t outside clamps). */
export function colorInterpolator(name: HeatmapColorScale, reverse = false): (t: number) => string {
  const base = baseInterpolator(name);
  return reverse ? (t) => base(1 - t) : base;
}

/** Value → colour over a domain; values outside it clamp to the ends. */
export function heatmapColor(name: HeatmapColorScale, domain: readonly [number, number], reverse = false): (value: number) => string {
  const interpolate = colorInterpolator(name, reverse);
  const [lo, hi] = domain;
  return (value) => interpolate(hi === lo ? 0.5 : Math.min(1, Math.max(0, (value - lo) / (hi - lo))));
}

/** True for a saved scale name this chart knows (saved configs are free text on the wire). */
export const isHeatmapColorScale = (name: string): name is HeatmapColorScale => (HEATMAP_COLOR_SCALES as readonly string[]).includes(name);
