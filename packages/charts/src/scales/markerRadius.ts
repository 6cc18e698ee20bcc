/** The largest marker radius (px), reached by the largest value. */
export const MARKER_RADIUS_DEFAULT = 10;
/** Values are split into this many size steps between the smallest and the largest. */
export const MARKER_RADIUS_INCREMENT = 10;

/**
 * Marker radius for a value: values between min and max fall into MARKER_RADIUS_INCREMENT equal
 * buckets (each at least 1 wide), bucket n gets radius n, clamped to 1..MARKER_RADIUS_DEFAULT.
 */
export function markerRadius(value: number, min: number, max: number): number {
  const increment = Math.max(1, (max - min) / MARKER_RADIUS_INCREMENT);
  const bucket = Math.ceil((value - min) / increment);
  return Math.min(MARKER_RADIUS_DEFAULT, Math.max(1, bucket));
}
