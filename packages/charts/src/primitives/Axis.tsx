import { memo } from 'react';

export interface AxisTick {
  /** Pixel position along the axis. */
  position: number;
  label: string;
}

export interface AxisProps {
  orientation: 'bottom' | 'left';
  ticks: readonly AxisTick[];
  /** Length of the axis line in px. */
  length: number;
  /** Offset of the axis group. */
  x?: number;
  y?: number;
  /** Colour of the axis line and tick marks. */
  stroke: string;
  /** Colour of the tick labels. */
  color: string;
  fontSize?: number;
  fontFamily?: string;
  /** Accessible name of the axis group. */
  label?: string;
}

/** An axis: line, tick marks and labels. Purely presentational. */
export const Axis = memo(function Axis({
  orientation,
  ticks,
  length,
  x = 0,
  y = 0,
  stroke,
  color,
  fontSize = 11,
  fontFamily,
  label,
}: AxisProps) {
  const bottom = orientation === 'bottom';
  return (
    <g transform={`translate(${x},${y})`} aria-label={label} style={{ fontSize, fontFamily }}>
      <line x1={0} y1={0} x2={bottom ? length : 0} y2={bottom ? 0 : length} style={{ stroke }} />
      {ticks.map((t) => (
        <g key={`${t.position}-${t.label}`} transform={bottom ? `translate(${t.position},0)` : `translate(0,${t.position})`}>
          <line x2={bottom ? 0 : -4} y2={bottom ? 4 : 0} style={{ stroke }} />
          <text
            x={bottom ? 0 : -7}
            y={bottom ? 15 : 0}
            dy={bottom ? undefined : '0.32em'}
            textAnchor={bottom ? 'middle' : 'end'}
            style={{ fill: color }}
          >
            {t.label}
          </text>
        </g>
      ))}
    </g>
  );
});
