import type { MouseEvent, ReactNode } from 'react';
import styled from 'styled-components';
import { colorVars } from '../theme/cssVariables';
import { spacing } from '../theme/tokens';
import { typography } from '../theme/typography';
import { isActivePath, isPlainLeftClick } from './navRules';

export const NavLink = styled.a`
  display: inline-flex;
  align-items: center;
  gap: 8px;
  height: 100%;
  padding: ${spacing(0, 1.5)};
  border-bottom: 2px solid transparent;
  color: ${colorVars.text.primary};
  font-weight: ${typography.weight.medium};
  text-decoration: none;

  &:hover {
    color: ${colorVars.text.link};
    background: ${colorVars.background.hover};
  }

  &[aria-current='page'] {
    border-bottom-color: ${colorVars.primary.main};
    color: ${colorVars.primary.text};
  }
`;

export interface NavItemProps {
  /** Where the item leads. */
  href: string;
  /** The current location's path, to decide whether the item is active. */
  currentPath: string;
  /** Active also on sub-paths (`/system/inputs/...` for `/system/inputs`). */
  matchPrefix?: boolean;
  /** Client-side navigation; called only for a plain left click, so Ctrl/Cmd-click still opens a new tab. */
  onNavigate?: (href: string) => void;
  children: ReactNode;
}

/** A top-bar link that marks itself active (`aria-current="page"`) by the app's path rule. */
export function NavItem({ href, currentPath, matchPrefix = false, onNavigate, children }: NavItemProps) {
  const active = isActivePath(currentPath, href, matchPrefix);
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!onNavigate || !isPlainLeftClick(event)) return;
    event.preventDefault();
    onNavigate(href);
  };
  return (
    <NavLink href={href} aria-current={active ? 'page' : undefined} onClick={onClick}>
      {children}
    </NavLink>
  );
}
