import { keyFields } from './keys';
import type { KeyPart, PivotDescriptor, PivotRow } from './types';

export interface GeoMarker {
  /** The geo-point key, `lat,lon`. */
  key: string;
  /** Row grouping values of the marker (the geo point last), for value actions. */
  rowKey: KeyPart[];
  /** Series the value belongs to. */
  seriesId: string;
  latitude: number;
  longitude: number;
  value: number;
}

/** Parses a geo-point key (`"lat,lon"`); null for anything else. */
export function parseGeoPoint(key: string): { latitude: number; longitude: number } | null {
  const parts = key.split(',').map((p) => Number(p.trim()));
  if (parts.length !== 2 || parts.some((p) => !Number.isFinite(p))) return null;
  const [latitude, longitude] = parts as [number, number];
  if (Math.abs(latitude) > 90 || Math.abs(longitude) > 180) return null;
  return { latitude, longitude };
}

/** Markers from rows keyed by a geo-point field: one per row and series; rows with other keys are skipped. */
export function toGeoMarkers(rows: readonly PivotRow[], options: { rowPivots?: readonly PivotDescriptor[] } = {}): GeoMarker[] {
  const fields = keyFields(options.rowPivots ?? []);
  const out: GeoMarker[] = [];
  for (const row of rows) {
    if (row.source !== 'leaf' || row.key.length === 0) continue;
    const key = row.key[row.key.length - 1]!;
    const point = parseGeoPoint(key);
    if (!point) continue;
    const rowKey = row.key.map((value, i) => ({ field: fields[i]?.field, value }));
    for (const v of row.values) {
      if (!v.rollup) continue;
      const n = typeof v.value === 'number' ? v.value : Number(v.value);
      if (v.value === null || !Number.isFinite(n)) continue;
      out.push({ key, rowKey, seriesId: v.key[v.key.length - 1] ?? '', ...point, value: n });
    }
  }
  return out;
}
