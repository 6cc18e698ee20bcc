import { FloatingFocusManager, FloatingPortal, useDismiss, useFloating, useId, useInteractions, useRole } from '@floating-ui/react';
import type { ReactNode, RefObject } from 'react';
import { IconButton } from '../Button/Button';
import { Backdrop, Body, Dialog, Footer, Header, Title } from './Modal.styles';

export const MODAL_SIZES = ['small', 'medium', 'large'] as const;
export type ModalSize = (typeof MODAL_SIZES)[number];

export interface ModalProps {
  /** Whether the modal is shown. The modal is controlled: `onClose` asks the owner to set this to false. */
  open: boolean;
  /** Called when the user asks to close: the close button, Escape, or a backdrop click when `backdrop` is `dismiss`. */
  onClose: () => void;
  /** The heading; also the dialog's accessible name. */
  title: ReactNode;
  /** `static` (default): a click on the backdrop does nothing. `dismiss`: a backdrop click closes. */
  backdrop?: 'static' | 'dismiss';
  /** Close with the Escape key (default true). */
  closeOnEscape?: boolean;
  /** Maximum width: small 400, medium 600 (default), large 900 px. */
  size?: ModalSize;
  /** `alertdialog` for confirmations that interrupt the user; `dialog` otherwise. */
  role?: 'dialog' | 'alertdialog';
  /** Buttons at the bottom. */
  footer?: ReactNode;
  /** Element (by ref) or index of tabbable element to focus first; defaults to the first tabbable element. */
  initialFocus?: number | RefObject<HTMLElement | null>;
  /** Render the body without padding wrapper, e.g. when `children` is a form that renders its own body and footer. */
  bare?: boolean;
  children?: ReactNode;
}

/**
 * A modal dialog: portals into `document.body`, dims the page, traps focus while open and returns
 * focus to the element that opened it when closed. Scroll on the page is locked meanwhile.
 */
export function Modal({
  open,
  onClose,
  title,
  backdrop = 'static',
  closeOnEscape = true,
  size = 'medium',
  role = 'dialog',
  footer,
  initialFocus,
  bare = false,
  children,
}: ModalProps) {
  const titleId = useId();
  const { refs: floatingRefs, context } = useFloating({
    open,
    onOpenChange: (next) => {
      if (!next) onClose();
    },
  });
  const { setFloating } = floatingRefs;
  const dismiss = useDismiss(context, { outsidePress: backdrop === 'dismiss', escapeKey: closeOnEscape, outsidePressEvent: 'mousedown' });
  const roleProps = useRole(context, { role });
  const { getFloatingProps } = useInteractions([dismiss, roleProps]);
  if (!open) return null;
  return (
    <FloatingPortal>
      <Backdrop lockScroll data-testid="modal-backdrop">
        <FloatingFocusManager context={context} initialFocus={initialFocus} returnFocus>
          <Dialog ref={setFloating} $size={size} aria-labelledby={titleId} aria-modal="true" {...getFloatingProps()}>
            <Header>
              <Title id={titleId}>{title}</Title>
              <IconButton name="x" title="Close" variant="link" onClick={onClose} />
            </Header>
            {bare ? children : <Body>{children}</Body>}
            {footer && <Footer>{footer}</Footer>}
          </Dialog>
        </FloatingFocusManager>
      </Backdrop>
    </FloatingPortal>
  );
}

Modal.Body = Body;
Modal.Footer = Footer;
