import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { Icon } from '../Icon/Icon';
import type { IconSize } from '../Icon/iconNames';

/** The spinner waits this long before it shows, so fast operations never flash it (1-shell.md §4). */
export const SPINNER_DELAY_MS = 200;

export interface SpinnerProps {
  /** Milliseconds to wait before showing; 0 shows at once. */
  delay?: number;
  /** Text next to the spinner; also its accessible name. */
  text?: string;
  /** Hide the text visually but keep it for screen readers. */
  hideText?: boolean;
  size?: IconSize;
}

const Wrapper = styled.span`
  display: inline-flex;
  align-items: center;
  gap: 0.4em;
`;

/** A spinning indicator for work in progress that appears only after `delay` ms. */
export function Spinner({ delay = SPINNER_DELAY_MS, text = 'Loading...', hideText = false, size = 'md' }: SpinnerProps) {
  const [visible, setVisible] = useState(delay <= 0);
  useEffect(() => {
    if (delay <= 0) return undefined;
    const timer = setTimeout(() => setVisible(true), delay);
    return () => clearTimeout(timer);
  }, [delay]);
  if (!visible) return null;
  return (
    <Wrapper role="status" aria-live="polite">
      <Icon name="loader" size={size} spin />
      <span className={hideText ? 'sift-visually-hidden' : undefined}>{text}</span>
    </Wrapper>
  );
}
