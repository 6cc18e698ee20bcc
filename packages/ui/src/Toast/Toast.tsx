import { FloatingPortal } from '@floating-ui/react';
import { useSyncExternalStore, type ReactNode } from 'react';
import styled, { css, keyframes } from 'styled-components';
import { IconButton } from '../Button/Button';
import { Icon } from '../Icon/Icon';
import type { IconName } from '../Icon/iconNames';
import { colorVars } from '../theme/cssVariables';
import { radius, shadow, spacing, zIndex } from '../theme/tokens';
import { typography } from '../theme/typography';
import { TOAST_TIMINGS, toastStore, type ToastPhase, type ToastStore, type ToastVariant } from './toastStore';

const intent = { success: 'success', info: 'info', warning: 'warning', error: 'danger' } as const;
const icons: Record<ToastVariant, IconName> = { success: 'circle-check', info: 'info', warning: 'alert-triangle', error: 'circle-alert' };

const fadeIn = keyframes`
  from {
    opacity: 0;
  }
`;

const Box = styled.div<{ $variant: ToastVariant; $phase: ToastPhase }>`
  display: grid;
  grid-template-columns: auto 1fr auto;
  gap: ${spacing(1)};
  align-items: start;
  width: 340px;
  padding: 8px 8px 8px 12px;
  border: 1px solid ${({ $variant }) => colorVars[intent[$variant]].main};
  border-left-width: 4px;
  border-radius: ${radius.overlay};
  background: ${colorVars.background.raised};
  color: ${colorVars.text.primary};
  box-shadow: ${shadow.overlay};
  transition: opacity ${TOAST_TIMINGS.hideDuration}ms ease-in;
  ${({ $phase }) =>
    $phase === 'showing'
      ? css`
          animation: ${fadeIn} ${TOAST_TIMINGS.showDuration}ms ease-out;
        `
      : $phase === 'hiding' &&
        css`
          opacity: 0;
        `}

  & > svg {
    margin-top: 2px;
    color: ${({ $variant }) => colorVars[intent[$variant]].text};
  }
`;

const Title = styled.strong`
  display: block;
  font-weight: ${typography.weight.bold};
`;

const Message = styled.div`
  color: ${colorVars.text.secondary};
  overflow-wrap: anywhere;
`;

export interface ToastProps {
  /** success, info, warning or error (errors are announced assertively). */
  variant: ToastVariant;
  /** The first line, e.g. "Could not update config". */
  title: string;
  /** Details, e.g. the server's error message; always rendered as text. */
  message?: ReactNode;
  /** Fade phase; `hiding` toasts are hidden from assistive technology. */
  phase?: ToastPhase;
  /** Shows a close button. */
  onClose?: () => void;
  onMouseEnter?: () => void;
  onMouseLeave?: () => void;
}

/** One toast. Use the `toast` API and `<ToastContainer />` in the app; this is the presentational part. */
export function Toast({ variant, title, message, phase = 'visible', onClose, onMouseEnter, onMouseLeave }: ToastProps) {
  return (
    <Box
      $variant={variant}
      $phase={phase}
      role={variant === 'error' ? 'alert' : 'status'}
      aria-hidden={phase === 'hiding' || undefined}
      data-phase={phase}
      onMouseEnter={onMouseEnter}
      onMouseLeave={onMouseLeave}
    >
      <Icon name={icons[variant]} />
      <div>
        <Title>{title}</Title>
        {message && <Message>{message}</Message>}
      </div>
      {onClose && phase !== 'hiding' && <IconButton name="x" title="Dismiss notification" size="xsmall" onClick={onClose} />}
    </Box>
  );
}

const Stack = styled.div`
  position: fixed;
  top: 16px;
  right: 16px;
  z-index: ${zIndex.toast};
  display: flex;
  flex-direction: column;
  gap: ${spacing(1)};
`;

export interface ToastContainerProps {
  /** Where toasts come from; the shared `toastStore` (fed by `toast.error(...)` etc.) by default. */
  store?: ToastStore;
}

/**
 * Renders the toast stack in the top right corner. Mount it once near the root of the app.
 *
 * The stack is a live region that stays mounted (empty) while there are no toasts: screen readers
 * only watch live regions that already exist, so a region mounted together with its first toast
 * could go unannounced. Other toasts are announced politely through it; an error toast is itself an
 * `alert`, which is announced at once.
 */
export function ToastContainer({ store = toastStore }: ToastContainerProps) {
  const items = useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);
  return (
    <FloatingPortal>
      <Stack aria-label="Notifications" role="region" aria-live="polite" aria-relevant="additions text">
        {items.map((item) => (
          <Toast
            key={item.id}
            variant={item.variant}
            title={item.title}
            message={item.message}
            phase={item.phase}
            onClose={() => store.dismiss(item.id)}
            onMouseEnter={() => store.hold(item.id)}
            onMouseLeave={() => store.release(item.id)}
          />
        ))}
      </Stack>
    </FloatingPortal>
  );
}
