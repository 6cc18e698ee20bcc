import { useLayoutEffect, useRef } from 'react';
import styled from 'styled-components';
import { colorVars } from '@sift/ui';
import { computeTrend, NO_VALUE_LABEL, type TrendPreference } from '../../transforms/numeric';
import { FONT_FIT_INITIAL_SIZE, nextFontSize } from '../../scales/fitFont';
import { ChartFrame } from '../ChartFrame';
import { formatValue } from '../format';
import type { BaseChartProps } from '../types';
import { useParentSize } from '../useParentSize';

export interface NumericChartProps extends BaseChartProps {
  /** The value; null shows "N/A". */
  value: number | null;
  /** Series id the value belongs to, passed on to value clicks. */
  seriesId?: string;
  /** Show the trend against the previous period. */
  trend?: boolean;
  /** Value of the previous period (the `trend` search type). */
  previousValue?: number | null;
  /** Which direction is good: HIGHER, LOWER or NEUTRAL (default). */
  trendPreference?: TrendPreference;
}

const Box = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  width: 100%;
  height: 100%;
  overflow: hidden;
`;

const Value = styled.button`
  all: unset;
  font-weight: 600;
  line-height: 1.1;
  white-space: nowrap;
  color: ${colorVars.text.primary};
  cursor: pointer;
  &:focus-visible {
    outline: 2px solid ${colorVars.border.focus};
  }
  &:disabled {
    cursor: default;
  }
`;

const TrendLine = styled.div<{ $sentiment: 'good' | 'bad' | 'neutral' }>`
  font-size: 0.6em;
  white-space: nowrap;
  color: ${(p) => (p.$sentiment === 'good' ? colorVars.success.text : p.$sentiment === 'bad' ? colorVars.danger.text : colorVars.text.secondary)};
`;

const MAX_FIT_STEPS = 12;

/** A single number, its font fitted to the box, with an optional trend against the previous period. */
export function NumericChart(props: NumericChartProps) {
  const { title, description, value, seriesId = '', trend = false, previousValue = null, trendPreference = 'NEUTRAL', onValueClick } = props;
  const { ref, width, height } = useParentSize<HTMLDivElement>(props);
  const contentRef = useRef<HTMLDivElement>(null);
  const t = trend && value !== null && previousValue !== null ? computeTrend(value, previousValue, trendPreference) : null;
  const label = value === null ? NO_VALUE_LABEL : formatValue(value);

  // Fitting measures the rendered text, so it sets the font size on the element directly
  // (no state round trips): start at the initial size, then step until within tolerance.
  useLayoutEffect(() => {
    const el = contentRef.current;
    if (!el) return;
    let size = FONT_FIT_INITIAL_SIZE;
    for (let step = 0; step < MAX_FIT_STEPS; step++) {
      el.style.fontSize = `${size}px`;
      const next = nextFontSize(size, { width: el.offsetWidth, height: el.offsetHeight }, { width, height });
      if (next === size) break;
      size = next;
    }
  }, [label, width, height, t?.absoluteLabel]);

  return (
    <ChartFrame title={title} description={description} width={props.width} height={props.height}>
      <Box ref={ref}>
        <div ref={contentRef} data-testid="numeric-content" style={{ textAlign: 'center' }}>
          <Value
            type="button"
            disabled={!onValueClick || value === null}
            aria-label={`${title}: ${label}`}
            onClick={(e) => onValueClick?.({ rowKey: [], columnKey: [], seriesId, seriesName: seriesId, value, clientX: e.clientX, clientY: e.clientY })}
          >
            {label}
          </Value>
          {t && (
            <TrendLine $sentiment={t.sentiment} data-sentiment={t.sentiment} aria-label={`Trend against the previous period: ${t.absoluteLabel} / ${t.percentageLabel}`}>
              <span aria-hidden="true">{t.direction === 'up' ? '▲' : t.direction === 'down' ? '▼' : '■'} </span>
              {t.absoluteLabel} / {t.percentageLabel}
            </TrendLine>
          )}
        </div>
      </Box>
    </ChartFrame>
  );
}
