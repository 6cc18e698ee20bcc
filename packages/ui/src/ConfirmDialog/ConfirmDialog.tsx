import type { ReactNode } from 'react';
import { Button } from '../Button/Button';
import type { ButtonVariant } from '../Button/buttonTokens';
import { Modal } from '../Modal/Modal';

export interface ConfirmDialogProps {
  /** Whether the dialog is shown. */
  open: boolean;
  /** The question, e.g. "Delete stream?". */
  title: ReactNode;
  /** What happens on confirmation. */
  children: ReactNode;
  /** Called by the confirm button. */
  onConfirm: () => void;
  /** Called by the cancel button, the close button and Escape. */
  onCancel: () => void;
  /** Label of the confirm button. */
  confirmText?: string;
  /** Label of the cancel button. */
  cancelText?: string;
  /** `danger` for destructive actions. */
  confirmVariant?: ButtonVariant;
  /** Work in progress: the confirm button shows a spinner and both buttons are inert. */
  submitting?: boolean;
  /** Hide the cancel button, for acknowledgements. */
  hideCancel?: boolean;
}

/** Asks the user to confirm an action before it happens. Focus starts on the cancel button, the safe choice. */
export function ConfirmDialog({
  open,
  title,
  children,
  onConfirm,
  onCancel,
  confirmText = 'Confirm',
  cancelText = 'Cancel',
  confirmVariant = 'primary',
  submitting = false,
  hideCancel = false,
}: ConfirmDialogProps) {
  return (
    <Modal
      open={open}
      onClose={() => {
        if (!submitting) onCancel();
      }}
      title={title}
      size="small"
      role="alertdialog"
      // Tabbables are [close, cancel, confirm] or [close, confirm]: index 1 is cancel, or confirm when alone.
      initialFocus={1}
      footer={
        <>
          {!hideCancel && (
            <Button onClick={onCancel} disabled={submitting}>
              {cancelText}
            </Button>
          )}
          <Button variant={confirmVariant} onClick={onConfirm} loading={submitting} loadingText={confirmText}>
            {confirmText}
          </Button>
        </>
      }
    >
      {children}
    </Modal>
  );
}
