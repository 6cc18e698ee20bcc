import { useLayoutEffect, useRef } from 'react';
import styled from 'styled-components';
import { colorVars, Icon } from '@sift/ui';
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

const MAX_FIT_STEPS = 12;
/** The trend line's size relative to the value's. */
const TREND_FONT_SCALE = 0.6;
const VALUE_LINE_HEIGHT = 1.1;
const TREND_LINE_HEIGHT = 1.2;

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
  appearance: none;
  background: none;
  border: 0;
  margin: 0;
  padding: 0;
  font-family: inherit;
  font-weight: 600;
  line-height: ${VALUE_LINE_HEIGHT};
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

/** The trend's direction mark: an icon (no font has to hold an arrow glyph) that scales with the trend's text. */
const TREND_MARK_EM = 0.75;
/** Space after the mark, in em of the trend's text. */
const TREND_MARK_GAP_EM = 0.25;
const TREND_MARK_STYLE = {
  width: `${TREND_MARK_EM}em`,
  height: `${TREND_MARK_EM}em`,
  marginRight: `${TREND_MARK_GAP_EM}em`,
  verticalAlign: 'baseline',
} as const;
/** No change: a small square in the mark's place. */
const FlatMark = styled.span`
  display: inline-block;
  width: ${TREND_MARK_EM / 2}em;
  height: ${TREND_MARK_EM / 2}em;
  margin: 0 ${TREND_MARK_GAP_EM + TREND_MARK_EM / 4}em 0 ${TREND_MARK_EM / 4}em;
  background: currentColor;
`;

const TrendLine = styled.div<{ $sentiment: 'good' | 'bad' | 'neutral' }>`
  line-height: ${TREND_LINE_HEIGHT};
  white-space: nowrap;
  color: ${(p) => (p.$sentiment === 'good' ? colorVars.success.text : p.$sentiment === 'bad' ? colorVars.danger.text : colorVars.text.secondary)};
`;

let measuringContext: CanvasRenderingContext2D | null | undefined;
/** The font size (px) texts are measured at; their widths at other sizes are in proportion. */
const MEASURING_SIZE = 100;

/**
 * The size of the value and trend texts at a font size: widths from the canvas with each text's
 * computed font, heights from the fixed line heights. Without a canvas (jsdom), the laid-out size.
 */
function textMeasurer(valueEl: HTMLElement, trendEl: HTMLElement | undefined) {
  measuringContext ??= valueEl.ownerDocument.createElement('canvas').getContext('2d');
  const ctx = measuringContext;
  if (!ctx) {
    return (px: number) => {
      valueEl.style.fontSize = `${px}px`;
      if (trendEl) trendEl.style.fontSize = `${px * TREND_FONT_SCALE}px`;
      const box = valueEl.parentElement;
      return { width: box?.offsetWidth ?? 0, height: box?.offsetHeight ?? 0 };
    };
  }
  const view = valueEl.ownerDocument.defaultView ?? window;
  // Each text is measured once per fit, at one size, and its width at other sizes scaled from that: a
  // canvas text's width grows in proportion to its font size, and every new size costs the browser a
  // font instance of its own (about 20 ms a widget on a dashboard, issue 19).
  const widths = new Map<HTMLElement, number>();
  const textWidth = (node: HTMLElement, px: number) => {
    let width = widths.get(node);
    if (width === undefined) {
      const style = view.getComputedStyle(node);
      ctx.font = `${style.fontStyle} ${style.fontWeight} ${MEASURING_SIZE}px ${style.fontFamily}`;
      width = ctx.measureText(node.textContent ?? '').width;
      widths.set(node, width);
    }
    return (width * px) / MEASURING_SIZE;
  };
  return (px: number) => {
    const trendPx = px * TREND_FONT_SCALE;
    return {
      width: Math.max(textWidth(valueEl, px), trendEl ? textWidth(trendEl, trendPx) + trendPx * (TREND_MARK_EM + TREND_MARK_GAP_EM) : 0),
      height: px * VALUE_LINE_HEIGHT + (trendEl ? trendPx * TREND_LINE_HEIGHT : 0),
    };
  };
}

/** A single number, its font fitted to the box, with an optional trend against the previous period. */
export function NumericChart(props: NumericChartProps) {
  const {
    title,
    description,
    value,
    seriesId = '',
    trend = false,
    previousValue = null,
    trendPreference = 'NEUTRAL',
    onValueClick,
  } = props;
  const { ref, width, height } = useParentSize<HTMLDivElement>(props);
  const contentRef = useRef<HTMLDivElement>(null);
  const t = trend && value !== null && previousValue !== null ? computeTrend(value, previousValue, trendPreference) : null;
  const label = value === null ? NO_VALUE_LABEL : formatValue(value);

  // Fitting steps from the initial size towards the target until within tolerance. Each step's text
  // size is measured with the texts' own font on a canvas (widths) and their line heights (heights):
  // reading the DOM back right after a style change can see the previous style in Chromium, which
  // made the fit drift. Web fonts that arrive later change the metrics, so the fit starts over then:
  // the result depends only on the final font, never on when it arrived.
  useLayoutEffect(() => {
    const el = contentRef.current;
    if (!el) return undefined;
    const fonts = el.ownerDocument.fonts as FontFaceSet | undefined;
    const fit = () => {
      const [valueEl, trendEl] = Array.from(el.children) as HTMLElement[];
      if (!valueEl) return;
      const measure = textMeasurer(valueEl, trendEl);
      let size = FONT_FIT_INITIAL_SIZE;
      for (let step = 0; step < MAX_FIT_STEPS; step++) {
        const next = nextFontSize(size, measure(size), { width, height });
        if (next === size) break;
        size = next;
      }
      valueEl.style.fontSize = `${size}px`;
      if (trendEl) trendEl.style.fontSize = `${size * TREND_FONT_SCALE}px`;
      el.dataset['fitted'] = fonts && fonts.status !== 'loaded' ? 'false' : 'true';
    };
    fit();
    let active = true;
    const refit = () => {
      if (active) fit();
    };
    fonts?.addEventListener('loadingdone', refit);
    // Fonts that are all loaded already changed nothing: no second fit.
    if (fonts && fonts.status !== 'loaded') void fonts.ready.then(refit);
    return () => {
      active = false;
      fonts?.removeEventListener('loadingdone', refit);
    };
  }, [label, width, height, t?.absoluteLabel]);

  return (
    <ChartFrame title={title} description={description} width={props.width} height={props.height}>
      <Box ref={ref}>
        <div ref={contentRef} data-testid="numeric-content" style={{ textAlign: 'center' }}>
          <Value
            type="button"
            disabled={!onValueClick || value === null}
            aria-label={`${title}: ${label}`}
            onClick={(e) =>
              onValueClick?.({ rowKey: [], columnKey: [], seriesId, seriesName: seriesId, value, clientX: e.clientX, clientY: e.clientY })
            }
          >
            {label}
          </Value>
          {t && (
            <TrendLine
              $sentiment={t.sentiment}
              data-sentiment={t.sentiment}
              aria-label={`Trend against the previous period: ${t.absoluteLabel} / ${t.percentageLabel}`}
            >
              {t.direction === 'flat' ? (
                <FlatMark aria-hidden="true" />
              ) : (
                <Icon name={t.direction === 'up' ? 'arrow-up' : 'arrow-down'} style={TREND_MARK_STYLE} />
              )}
              {t.absoluteLabel} / {t.percentageLabel}
            </TrendLine>
          )}
        </div>
      </Box>
    </ChartFrame>
  );
}
