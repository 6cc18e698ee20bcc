export interface ProgressSegment {
  /** Percentage of the whole bar, 0 to 100. */
  value: number;
  /** Text inside the segment, e.g. "45%". Also its accessible name. */
  label?: string;
  /** Colour intent. */
  variant?: 'primary' | 'success' | 'info' | 'warning' | 'danger';
}

/** Clamps each segment to 0..100 and trims the segments so that together they never exceed 100%. */
export function capSegments(segments: readonly ProgressSegment[]): ProgressSegment[] {
  let remaining = 100;
  return segments.map((segment) => {
    const own = Number.isFinite(segment.value) ? Math.min(100, Math.max(0, segment.value)) : 0;
    const value = Math.min(own, remaining);
    remaining -= value;
    return { ...segment, value };
  });
}
