import { memo } from 'react';

export interface AnnotationMark {
  id: string;
  /** Pixel x. */
  x: number;
  /** Shown on hover (native SVG title, never as HTML). */
  label: string;
}

export interface AnnotationsProps {
  marks: readonly AnnotationMark[];
  height: number;
  color: string;
}

/** Vertical markers for events on a time axis, with a small flag on top. */
export const Annotations = memo(function Annotations({ marks, height, color }: AnnotationsProps) {
  return (
    <g aria-label="Event annotations">
      {marks.map((m) => (
        <g key={m.id} transform={`translate(${m.x},0)`} data-testid="event-annotation">
          <title>{m.label}</title>
          <line y1={0} y2={height} style={{ stroke: color, strokeDasharray: '4 3', strokeWidth: 1.5 }} />
          <path d="M-5,0 L5,0 L0,7 Z" style={{ fill: color }} />
        </g>
      ))}
    </g>
  );
});
