import type { ReactNode } from 'react';
import styled from 'styled-components';

export interface ChartTooltipProps {
  /** Anchor in px relative to the chart container. */
  left: number;
  top: number;
  /** Width of the container, to flip the tooltip left near the right edge. */
  containerWidth: number;
  background: string;
  border: string;
  color: string;
  /** A box-shadow, e.g. the theme's raised shadow (its colour follows teint and noir). */
  shadow: string;
  children: ReactNode;
}

const Box = styled.div`
  position: absolute;
  pointer-events: none;
  z-index: 1;
  padding: 4px 8px;
  border: 1px solid;
  border-radius: 4px;
  font-size: 12px;
  line-height: 1.4;
  white-space: nowrap;
`;

/** A hover tooltip placed next to the pointer, kept inside the chart. */
export function ChartTooltip({ left, top, containerWidth, background, border, color, shadow, children }: ChartTooltipProps) {
  const flip = left > containerWidth / 2;
  return (
    <Box
      role="tooltip"
      style={{
        top: Math.max(0, top - 10),
        left: flip ? undefined : left + 12,
        right: flip ? containerWidth - left + 12 : undefined,
        background,
        borderColor: border,
        color,
        boxShadow: shadow,
      }}
    >
      {children}
    </Box>
  );
}
