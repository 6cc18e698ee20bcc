import type { ReactNode } from 'react';
import { useLocation } from 'wouter';
import { Button, isPlainLeftClick, type ButtonSize, type ButtonVariant } from '@sift/ui';

export interface LinkButtonProps {
  href: string;
  children: ReactNode;
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** A fuller name when the text alone is ambiguous, e.g. "Edit Application logs" in a list. */
  'aria-label'?: string;
}

/** A button-styled in-app link: a plain left click navigates without reloading. */
export function LinkButton({ href, children, variant, size, 'aria-label': label }: LinkButtonProps) {
  const [, navigate] = useLocation();
  return (
    <Button
      href={href}
      variant={variant}
      size={size}
      aria-label={label}
      onClick={(event) => {
        if (!isPlainLeftClick(event)) return;
        event.preventDefault();
        navigate(href);
      }}
    >
      {children}
    </Button>
  );
}
