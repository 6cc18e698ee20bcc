import { memo } from 'react';

export interface BarsProps<T> {
  data: readonly T[];
  /** Accessors for each bar's rectangle in px. */
  left: (d: T) => number;
  top: (d: T) => number;
  width: (d: T) => number;
  height: (d: T) => number;
  fill: (d: T) => string;
  opacity?: number;
  /** Key of each bar. */
  id: (d: T) => string;
}

/** Rectangles, one per datum. */
function BarsInner<T>({ data, left, top, width, height, fill, opacity = 1, id }: BarsProps<T>) {
  return (
    <g style={{ opacity }}>
      {data.map((d) => (
        <rect key={id(d)} x={left(d)} y={top(d)} width={Math.max(0, width(d))} height={Math.max(0, height(d))} style={{ fill: fill(d) }} />
      ))}
    </g>
  );
}
export const Bars = memo(BarsInner) as typeof BarsInner;
