import { geoMercator, geoPath, type GeoProjection } from 'd3';
import type { Feature, Geometry } from 'geojson';
import countries from 'world-atlas/countries-110m.json';

/** Mercator, as tile maps draw it; at zoom 1 the world (±180°) spans the width. */
export function mapProjection(width: number, height: number): GeoProjection {
  return geoMercator()
    .scale(width / (2 * Math.PI))
    .translate([width / 2, height / 2]);
}

type Position = number[];
interface TopoGeometry {
  type: string;
  id?: string | number;
  properties?: Record<string, unknown> | null;
  arcs?: number[][] | number[][][];
}
interface Topology {
  transform: { scale: [number, number]; translate: [number, number] };
  arcs: Position[][];
  objects: Record<string, { type: string; geometries: TopoGeometry[] }>;
}

/**
 * The countries of the world atlas as GeoJSON features, decoded from its TopoJSON once (as topojson-client's
 * `feature` decodes the atlas's first object, which react-simple-maps' `Geographies` did on every mount).
 */
function decodeCountries(topology: Topology): Feature<Geometry | null>[] {
  const { scale, translate } = topology.transform;
  const [kx, ky] = scale;
  const [dx, dy] = translate;
  const arc = (index: number, points: Position[]) => {
    if (points.length) points.pop();
    const source = topology.arcs[index < 0 ? ~index : index] ?? [];
    const start = points.length;
    let x = 0;
    let y = 0;
    for (const [qx = 0, qy = 0] of source) {
      x += qx;
      y += qy;
      points.push([x * kx + dx, y * ky + dy]);
    }
    if (index < 0) {
      const reversed = points.splice(start).reverse();
      points.push(...reversed);
    }
  };
  const ring = (arcs: number[]) => {
    const points: Position[] = [];
    for (const index of arcs) arc(index, points);
    if (points.length < 2) points.push(points[0] ?? []);
    while (points.length < 4) points.push(points[0] ?? []);
    return points;
  };
  const geometry = (o: TopoGeometry): Geometry | null => {
    if (o.type === 'Polygon') return { type: 'Polygon', coordinates: (o.arcs as number[][]).map(ring) };
    if (o.type === 'MultiPolygon')
      return { type: 'MultiPolygon', coordinates: (o.arcs as number[][][]).map((polygon) => polygon.map(ring)) };
    return null;
  };
  const first = Object.values(topology.objects)[0];
  return (first?.geometries ?? []).map((o) => ({
    type: 'Feature',
    ...(o.id == null ? {} : { id: o.id }),
    properties: o.properties ?? {},
    geometry: geometry(o),
  }));
}

let features: Feature<Geometry | null>[] | undefined;
/** The countries' outlines, decoded once. */
export function countryFeatures(): Feature<Geometry | null>[] {
  features ??= decodeCountries(countries as unknown as Topology);
  return features;
}

/** Projected paths by map size (the few sizes a page shows): a new size drops the oldest. */
const pathsBySize = new Map<string, (string | null)[]>();
const KEPT_SIZES = 8;

/**
 * The SVG path of every country on a map of this size (`mapProjection`), projected once per size: the
 * world map's country shapes do not change with its data, and projecting them took most of drawing it.
 */
export function countryPaths(width: number, height: number): (string | null)[] {
  const key = `${width}x${height}`;
  let paths = pathsBySize.get(key);
  if (!paths) {
    const path = geoPath(mapProjection(width, height));
    paths = countryFeatures().map((feature) => path(feature));
    if (pathsBySize.size >= KEPT_SIZES) pathsBySize.delete(pathsBySize.keys().next().value ?? '');
    pathsBySize.set(key, paths);
  }
  return paths;
}
