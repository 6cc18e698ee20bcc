/** Zoom level of a new map: the whole world. */
export const MAP_DEFAULT_ZOOM = 1;
/** The deepest zoom level. */
export const MAP_MAX_ZOOM = 19;
/** Centre of a new map, [latitude, longitude]. */
export const MAP_DEFAULT_CENTER = [0, 0] as const;

/**
 * What a world map shows, as saved in the widget config: zoom level and centre. Named as in the
 * config (`centerX` is the latitude, `centerY` the longitude).
 */
export interface MapViewport {
  /** Zoom level, 1 (whole world) to 19; each level doubles the scale. */
  zoom: number;
  /** Latitude of the centre. */
  centerX: number;
  /** Longitude of the centre. */
  centerY: number;
}

export const DEFAULT_MAP_VIEWPORT: MapViewport = { zoom: MAP_DEFAULT_ZOOM, centerX: MAP_DEFAULT_CENTER[0], centerY: MAP_DEFAULT_CENTER[1] };

// Saved zoom levels are tile-map levels (each one doubles the scale), so a viewport saved by a tile
// map shows the same area here. The map draws them as a scale factor, level 1 being the whole world.
/** Scale factor of a zoom level. */
export const zoomToScale = (zoom: number): number => 2 ** (clampZoom(zoom) - 1);
/** Zoom level of a scale factor, to two decimals. */
export const scaleToZoom = (scale: number): number => clampZoom(Math.round((1 + Math.log2(scale)) * 100) / 100);

export function clampZoom(zoom: number): number {
  return Number.isFinite(zoom) ? Math.min(MAP_MAX_ZOOM, Math.max(MAP_DEFAULT_ZOOM, zoom)) : MAP_DEFAULT_ZOOM;
}

const round = (n: number, digits: number) => Math.round(n * 10 ** digits) / 10 ** digits;

/** A viewport from a map position ([longitude, latitude] and scale), rounded for saving. */
export function toViewport(coordinates: readonly [number, number], scale: number): MapViewport {
  const [longitude, latitude] = coordinates;
  return { zoom: scaleToZoom(scale), centerX: round(latitude, 4), centerY: round(((longitude + 540) % 360) - 180, 4) };
}
