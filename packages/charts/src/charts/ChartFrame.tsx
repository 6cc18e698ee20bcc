import { startTransition, useEffect, useId, useState, type ReactNode, type Ref } from 'react';
import styled from 'styled-components';
import { colorVars } from '@sift/ui';
import { VisuallyHidden } from '../primitives/VisuallyHidden';

const Figure = styled.figure`
  position: relative;
  margin: 0;
  min-width: 0;
  color: ${colorVars.text.primary};
`;

export interface ChartFrameProps {
  title: string;
  description?: string;
  width?: number;
  height?: number;
  frameRef?: Ref<HTMLElement>;
  children: ReactNode;
  /**
   * Content for screen readers only (the data table). A function is called once the browser is idle
   * after the chart has been drawn, in a transition: building a hidden table of thousands of cells
   * cost more than the chart itself, and nobody sees it.
   */
  hidden?: ReactNode | (() => ReactNode);
}

/** Charts waiting to build their hidden content, in the order they were drawn. */
const waiting: Array<() => void> = [];
let scheduled = false;

/**
 * Builds the next waiting chart's hidden content once the browser is idle (at most 500 ms later), one
 * chart per idle time: a dashboard's sixteen tables built at once took a task of over 100 ms right
 * after its charts were drawn, each on its own a few ms.
 */
function buildNext(): void {
  scheduled = false;
  const next = waiting.shift();
  if (!next) return;
  next();
  schedule();
}

function schedule(): void {
  if (scheduled || waiting.length === 0) return;
  scheduled = true;
  if (typeof requestIdleCallback === 'function') requestIdleCallback(buildNext, { timeout: 500 });
  else setTimeout(buildNext, 0);
}

/** True once the browser has been idle after the first render, in the turn of this chart (see `buildNext`). */
function useIdle(): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    const build = () => startTransition(() => setIdle(true));
    waiting.push(build);
    schedule();
    return () => {
      // A chart gone before its turn gives it up.
      const at = waiting.indexOf(build);
      if (at >= 0) waiting.splice(at, 1);
    };
  }, []);
  return idle;
}

function Deferred({ render }: { render: () => ReactNode }) {
  return useIdle() ? render() : null;
}

/**
 * The chart's box: a figure named by its title, sized fixed or by its parent (100% of it), with
 * the accessible description and data table beside the picture.
 */
export function ChartFrame({ title, description, width, height, frameRef, children, hidden }: ChartFrameProps) {
  const titleId = useId();
  const descId = useId();
  return (
    <Figure
      ref={frameRef}
      aria-labelledby={titleId}
      aria-describedby={description ? descId : undefined}
      style={{ width: width ?? '100%', height: height ?? '100%' }}
    >
      <VisuallyHidden as="figcaption" id={titleId}>
        {title}
      </VisuallyHidden>
      {description && <VisuallyHidden id={descId}>{description}</VisuallyHidden>}
      {children}
      {typeof hidden === 'function' ? <Deferred render={hidden} /> : hidden}
    </Figure>
  );
}
