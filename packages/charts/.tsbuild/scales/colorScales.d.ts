export declare const HEATMAP_COLOR_SCALES: readonly ["Greys", "YlGnBu", "Greens", "YlOrRd", "Bluered", "RdBu", "Reds", "Blues", "Picnic", "Rainbow", "Portland", "Jet", "Hot", "Blackbody", "Earth", "Electric", "Viridis", "Cividis"];
export type HeatmapColorScale = (typeof HEATMAP_COLOR_SCALES)[number];
export declare const DEFAULT_HEATMAP_COLOR_SCALE: HeatmapColorScale;
/** Interpolator t ∈ [0, 1] → colour for a named scale, optionally reversed. */
export declare function colorInterpolator(name: HeatmapColorScale, reverse?: boolean): (t: number) => string;
/** Value → colour over a domain; values outside it clamp to the ends. */
export declare function heatmapColor(name: HeatmapColorScale, domain: [number, number], reverse?: boolean): (value: number) => string;
