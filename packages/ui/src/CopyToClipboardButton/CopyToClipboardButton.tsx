import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Button } from '../Button/Button';
import type { ButtonSize, ButtonVariant } from '../Button/buttonTokens';
import { Tooltip } from '../Tooltip/Tooltip';

/** Shown after a successful copy (1-shell.md §4). */
export const COPY_SUCCESS_MESSAGE = 'Copied!';
/** Shown when the browser refused: the user copies by hand (1-shell.md §4); cut variants name K. */
export const copyFailureMessage = (action: 'copy' | 'cut') => {
  const key = action === 'cut' ? 'K' : 'C';
  return `Press Ctrl+${key} / Cmd+${key} to ${action}`;
};
/** How long the confirmation stays. */
export const COPY_MESSAGE_MS = 2_000;

export interface CopyToClipboardButtonProps {
  /** The text to put on the clipboard, or a function that computes it on click. */
  text: string | (() => string);
  /** The button label. */
  children?: ReactNode;
  /** `cut` changes the fallback hint to Ctrl+K / Cmd+K. */
  action?: 'copy' | 'cut';
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** How long the confirmation or hint stays, in ms. */
  messageDuration?: number;
  /** Called after the text was copied. */
  onCopied?: () => void;
}

/** Copies text to the clipboard and confirms with a "Copied!" tooltip, or tells the user how to copy by hand. */
export function CopyToClipboardButton({
  text,
  children = 'Copy',
  action = 'copy',
  variant = 'default',
  size = 'small',
  messageDuration = COPY_MESSAGE_MS,
  onCopied,
}: CopyToClipboardButtonProps) {
  const [message, setMessage] = useState<string | undefined>();
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const show = (next: string) => {
    setMessage(next);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setMessage(undefined), messageDuration);
  };

  const copy = async () => {
    try {
      if (!navigator.clipboard) throw new Error('Clipboard not available');
      await navigator.clipboard.writeText(typeof text === 'function' ? text() : text);
      show(COPY_SUCCESS_MESSAGE);
      onCopied?.();
    } catch {
      show(copyFailureMessage(action));
    }
  };

  return (
    <>
      <Tooltip content={message} open={message !== undefined}>
        <Button icon="copy" variant={variant} size={size} onClick={() => void copy()}>
          {children}
        </Button>
      </Tooltip>
      <span className="sift-visually-hidden" role="status">
        {message}
      </span>
    </>
  );
}
