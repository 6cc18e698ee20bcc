import type { MouseEvent, ReactNode } from 'react';
import { useLocation } from 'wouter';
import { isPlainLeftClick } from '@sift/ui';

export interface AppLinkProps {
  /** A full (prefixed) path from the route table. */
  href: string;
  children: ReactNode;
}

/** An in-app link: a plain left click navigates without reloading, modified clicks behave as links do. */
export function AppLink({ href, children }: AppLinkProps) {
  const [, navigate] = useLocation();
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!isPlainLeftClick(event)) return;
    event.preventDefault();
    navigate(href);
  };
  return (
    <a href={href} onClick={onClick}>
      {children}
    </a>
  );
}
