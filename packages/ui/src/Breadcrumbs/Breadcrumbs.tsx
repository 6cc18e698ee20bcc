import type { MouseEvent, ReactNode } from 'react';
import styled from 'styled-components';
import { Icon } from '../Icon/Icon';
import { isPlainLeftClick } from '../NavItem/navRules';
import { colorVars } from '../theme/cssVariables';
import { spacing } from '../theme/tokens';

export interface BreadcrumbItem {
  /** The crumb's text, e.g. "Dashboards" or a dashboard title. */
  label: ReactNode;
  /** Link target; the last crumb (the current page) usually has none. */
  href?: string;
}

const List = styled.ol`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${spacing(0.5)};
  margin: 0;
  padding: 0;
  list-style: none;
  color: ${colorVars.text.secondary};

  & > li {
    display: inline-flex;
    align-items: center;
    gap: ${spacing(0.5)};
  }

  & [aria-current='page'] {
    color: ${colorVars.text.primary};
    font-weight: 600;
  }
`;

export interface BreadcrumbsProps {
  /** The path from the section to the current page. */
  items: readonly BreadcrumbItem[];
  /** Client-side navigation for plain left clicks. */
  onNavigate?: (href: string) => void;
  /** Content after the last crumb, e.g. a favourite toggle. */
  children?: ReactNode;
}

/** "Dashboards > My dashboard": where the page sits. The last crumb is the current page. */
export function Breadcrumbs({ items, onNavigate, children }: BreadcrumbsProps) {
  const onClick = (href: string) => (event: MouseEvent<HTMLAnchorElement>) => {
    if (!onNavigate || !isPlainLeftClick(event)) return;
    event.preventDefault();
    onNavigate(href);
  };
  return (
    <nav aria-label="Breadcrumb">
      <List>
        {items.map((item, index) => {
          const last = index === items.length - 1;
          return (
            // Crumbs are a path: their position is their identity.
            <li key={index}>
              {index > 0 && <Icon name="chevron-right" size="sm" />}
              {item.href && !last ? (
                <a href={item.href} onClick={onClick(item.href)}>
                  {item.label}
                </a>
              ) : (
                <span aria-current={last ? 'page' : undefined}>{item.label}</span>
              )}
            </li>
          );
        })}
        {children && <li>{children}</li>}
      </List>
    </nav>
  );
}
