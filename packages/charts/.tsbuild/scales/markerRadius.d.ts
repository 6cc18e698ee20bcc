/** The largest marker radius (px), reached by the largest value. */
export declare const MARKER_RADIUS_DEFAULT = 10;
/** Values are split into this many size steps between the smallest and the largest. */
export declare const MARKER_RADIUS_INCREMENT = 10;
/**
 * Marker radius for a value: values between min and max fall into MARKER_RADIUS_INCREMENT equal
 * buckets (each at least 1 wide), bucket n gets radius n, clamped to 1..MARKER_RADIUS_DEFAULT.
 */
export declare function markerRadius(value: number, min: number, max: number): number;
