import type { PivotRow } from './types';
export interface GeoMarker {
    /** The geo-point key, `lat,lon`. */
    key: string;
    /** Series the value belongs to. */
    seriesId: string;
    latitude: number;
    longitude: number;
    value: number;
}
/** Parses a geo-point key (`"lat,lon"`); null for anything else. */
export declare function parseGeoPoint(key: string): {
    latitude: number;
    longitude: number;
} | null;
/** Markers from rows keyed by a geo-point field: one per row and series; rows with other keys are skipped. */
export declare function toGeoMarkers(rows: readonly PivotRow[]): GeoMarker[];
