import { memo, useMemo } from 'react';
import { area, curveLinear, curveMonotoneX, curveStepAfter, line, type CurveFactory } from 'd3';

export const INTERPOLATIONS = ['linear', 'step-after', 'spline'] as const;
export type Interpolation = (typeof INTERPOLATIONS)[number];
export const DEFAULT_INTERPOLATION: Interpolation = 'linear';

const CURVES: Record<Interpolation, CurveFactory> = { linear: curveLinear, 'step-after': curveStepAfter, spline: curveMonotoneX };

interface PathProps<T> {
  data: readonly T[];
  x: (d: T) => number;
  /** Pixel y, or null for a gap. */
  y: (d: T) => number | null;
  interpolation?: Interpolation;
  color: string;
}

/** A line through the data; null values break it. */
function LinePathInner<T>({ data, x, y, interpolation = 'linear', color }: PathProps<T> & { strokeWidth?: number }) {
  const d = useMemo(
    () =>
      line<T>()
        .defined((p) => y(p) !== null)
        .x(x)
        .y((p) => y(p) ?? 0)
        .curve(CURVES[interpolation])(data) ?? '',
    [data, x, y, interpolation],
  );
  return <path d={d} style={{ fill: 'none', stroke: color, strokeWidth: 2, strokeLinejoin: 'round' }} />;
}
export const LinePath = memo(LinePathInner) as typeof LinePathInner;

/** The area between the line and the baseline, translucent so overlapping areas stay readable. */
function AreaPathInner<T>({ data, x, y, interpolation = 'linear', color, baseline }: PathProps<T> & { baseline: number }) {
  const d = useMemo(
    () =>
      area<T>()
        .defined((p) => y(p) !== null)
        .x(x)
        .y0(baseline)
        .y1((p) => y(p) ?? baseline)
        .curve(CURVES[interpolation])(data) ?? '',
    [data, x, y, interpolation, baseline],
  );
  return <path d={d} style={{ fill: color, fillOpacity: 0.35, stroke: color, strokeWidth: 1.5 }} />;
}
export const AreaPath = memo(AreaPathInner) as typeof AreaPathInner;

/** Dots at the data, drawn as one path so that ten thousand points stay cheap. */
function PointsInner<T>({ data, x, y, color, radius = 3 }: Omit<PathProps<T>, 'interpolation'> & { radius?: number }) {
  const d = useMemo(() => {
    const parts: string[] = [];
    for (const p of data) {
      const py = y(p);
      if (py === null) continue;
      const px = x(p);
      parts.push(
        `M${(px - radius).toFixed(1)},${py.toFixed(1)}a${radius},${radius} 0 1,0 ${2 * radius},0a${radius},${radius} 0 1,0 ${-2 * radius},0`,
      );
    }
    return parts.join('');
  }, [data, x, y, radius]);
  return <path d={d} style={{ fill: color, fillOpacity: 0.8 }} />;
}
export const Points = memo(PointsInner) as typeof PointsInner;
