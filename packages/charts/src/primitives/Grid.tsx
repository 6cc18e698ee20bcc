import { memo } from 'react';

export interface GridProps {
  /** Pixel positions of the horizontal lines. */
  rows: readonly number[];
  width: number;
  stroke: string;
}

/** Horizontal grid lines behind the marks. */
export const Grid = memo(function Grid({ rows, width, stroke }: GridProps) {
  return (
    <g aria-hidden="true">
      {/* Keyed by position in the list: before the chart is measured every line sits at 0. */}
      {rows.map((y, i) => (
        <line key={i} x1={0} x2={width} y1={y} y2={y} style={{ stroke, shapeRendering: 'crispEdges' }} />
      ))}
    </g>
  );
});
