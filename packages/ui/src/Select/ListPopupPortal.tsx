import { FloatingPortal } from '@floating-ui/react';
import type { ReactNode } from 'react';

export interface ListPopupPortalProps {
  /** `portalRoot` from `useListPopup`. */
  root: HTMLElement | undefined | null;
  children: ReactNode;
}

/** Renders a list popup outside the containers that would clip it, where `useListPopup` says. */
export function ListPopupPortal({ root, children }: ListPopupPortalProps) {
  return <FloatingPortal root={root}>{children}</FloatingPortal>;
}
