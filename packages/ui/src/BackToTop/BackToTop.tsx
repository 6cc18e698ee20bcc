import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { Icon } from '../Icon/Icon';
import { colorVars } from '../theme/cssVariables';
import { shadow, zIndex } from '../theme/tokens';

/** The control scrolls up 50 px every 5 ms (1-shell.md §9). */
export const BACK_TO_TOP_STEP_PX = 50;
export const BACK_TO_TOP_INTERVAL_MS = 5;

const Root = styled.button`
  position: fixed;
  right: 24px;
  bottom: 24px;
  z-index: ${zIndex.sticky};
  display: grid;
  place-items: center;
  width: 40px;
  height: 40px;
  border: 1px solid ${colorVars.border.strong};
  border-radius: 50%;
  background: ${colorVars.background.raised};
  color: ${colorVars.text.primary};
  box-shadow: ${shadow.raised};
  cursor: pointer;

  &:hover {
    background: ${colorVars.background.hover};
  }
`;

export interface BackToTopProps {
  /** Shown once the page is scrolled further than this many pixels. */
  offset?: number;
  /** The scrolling element; the window by default. */
  container?: HTMLElement | null;
}

const position = (container?: HTMLElement | null) => (container ? container.scrollTop : window.scrollY);
const scrollToY = (container: HTMLElement | null | undefined, y: number) => (container ? container.scrollTo(0, y) : window.scrollTo(0, y));

/** A button that appears after scrolling down and scrolls back to the top in steps of 50 px every 5 ms. */
export function BackToTop({ offset = 100, container }: BackToTopProps) {
  const [visible, setVisible] = useState(false);
  const interval = useRef<ReturnType<typeof setInterval>>(undefined);

  useEffect(() => {
    const target: HTMLElement | Window = container ?? window;
    const onScroll = () => setVisible(position(container) > offset);
    onScroll();
    target.addEventListener('scroll', onScroll, { passive: true });
    return () => target.removeEventListener('scroll', onScroll);
  }, [container, offset]);

  useEffect(() => () => clearInterval(interval.current), []);

  const scrollUp = () => {
    clearInterval(interval.current);
    interval.current = setInterval(() => {
      const y = position(container);
      if (y <= 0) {
        clearInterval(interval.current);
        return;
      }
      scrollToY(container, Math.max(0, y - BACK_TO_TOP_STEP_PX));
    }, BACK_TO_TOP_INTERVAL_MS);
  };

  if (!visible) return null;
  return (
    <Root type="button" aria-label="Back to top" title="Back to top" onClick={scrollUp}>
      <Icon name="arrow-up" size="lg" />
    </Root>
  );
}
