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

/**
 * Up to this many bars, each is a rect of its own; more are drawn as one path per colour. A day of
 * minutes stacked by six hosts is 8,640 bars: as rects they were three quarters of a dashboard's elements
 * and most of the time it took to draw them (issue 19); as paths the same pixels cost a few elements.
 */
export const MAX_BAR_ELEMENTS = 500;

const px = (value: number) => Math.round(value * 100) / 100;

/** One path's outline per colour, the bars in the order given (so overlaid series keep their order). */
function outlinesByFill<T>({ data, left, top, width, height, fill }: BarsProps<T>): Array<[string, string]> {
  const outlines = new Map<string, string[]>();
  for (const d of data) {
    const w = px(width(d));
    const h = px(height(d));
    if (!(w > 0 && h > 0)) continue;
    const color = fill(d);
    let parts = outlines.get(color);
    if (!parts) outlines.set(color, (parts = []));
    parts.push(`M${px(left(d))} ${px(top(d))}h${w}v${h}h${-w}z`);
  }
  return [...outlines].map(([color, parts]) => [color, parts.join('')]);
}

/** Rectangles, one per datum (one path per colour when there are more than `MAX_BAR_ELEMENTS`). */
function BarsInner<T>(props: BarsProps<T>) {
  const { data, left, top, width, height, fill, opacity = 1, id } = props;
  if (data.length > MAX_BAR_ELEMENTS) {
    return (
      <g style={{ opacity }}>
        {outlinesByFill(props).map(([color, d]) => (
          <path key={color} d={d} style={{ fill: color }} />
        ))}
      </g>
    );
  }
  return (
    <g style={{ opacity }}>
      {data.map((d) => (
        <rect key={id(d)} x={left(d)} y={top(d)} width={Math.max(0, width(d))} height={Math.max(0, height(d))} style={{ fill: fill(d) }} />
      ))}
    </g>
  );
}
export const Bars = memo(BarsInner) as typeof BarsInner;
