import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { Logo } from '../Logo/Logo';
import { Spinner } from '../Spinner/Spinner';
import { colorVars } from '../theme/cssVariables';
import { radius, shadow, spacing, zIndex } from '../theme/tokens';
import { typography } from '../theme/typography';

/** The loading notice waits this long, so quick loads never flash it (1-shell.md §4, §9). */
export const LOADING_INDICATOR_DELAY_MS = 500;

const Notice = styled.div`
  position: fixed;
  top: 12px;
  left: 50%;
  transform: translateX(-50%);
  z-index: ${zIndex.toast};
  padding: 8px 16px;
  border: 1px solid ${colorVars.info.main};
  border-radius: ${radius.overlay};
  background: ${colorVars.info.subtle};
  color: ${colorVars.text.primary};
  box-shadow: ${shadow.raised};
`;

export interface LoadingIndicatorProps {
  /** The notice text. */
  text?: string;
  /** Milliseconds before it appears; 500 by default. */
  delay?: number;
}

/** A notice at the top of the page for slow loads. It appears only after 500 ms. */
export function LoadingIndicator({ text = 'Loading...', delay = LOADING_INDICATOR_DELAY_MS }: LoadingIndicatorProps) {
  const [visible, setVisible] = useState(delay <= 0);
  useEffect(() => {
    if (delay <= 0) return undefined;
    const timer = setTimeout(() => setVisible(true), delay);
    return () => clearTimeout(timer);
  }, [delay]);
  if (!visible) return null;
  return (
    <Notice role="status" aria-live="polite">
      {text}
    </Notice>
  );
}

const Screen = styled.main`
  min-height: 100vh;
  display: grid;
  place-content: center;
  justify-items: center;
  gap: ${spacing(2)};
  background: ${colorVars.background.body};
  color: ${colorVars.text.secondary};
  font-size: ${typography.size.large};
`;

/** The app's loading screen text (1-shell.md §2.1). */
export const loadingScreenText = (product: string) => `We are preparing ${product} for you...`;

export interface LoadingScreenProps {
  /** The product name shown in the text. */
  product?: string;
}

/** Full-page loading screen shown while the signed-in user is loaded: "We are preparing {product} for you...". */
export function LoadingScreen({ product = 'Sift' }: LoadingScreenProps) {
  return (
    <Screen>
      <Logo size={48} />
      <Spinner delay={0} text={loadingScreenText(product)} size="lg" />
    </Screen>
  );
}
