import { Children, type ReactNode } from 'react';
import styled from 'styled-components';
import { colorVars } from '../theme/cssVariables';
import { spacing } from '../theme/tokens';

const Root = styled.nav`
  display: flex;
  align-items: stretch;
  gap: ${spacing(1)};
  height: 48px;
  padding: ${spacing(0, 1.5)};
  border-bottom: 1px solid ${colorVars.border.default};
  background: ${colorVars.background.surface};
`;

const Brand = styled.div`
  display: flex;
  align-items: center;
  margin-right: ${spacing(1)};
`;

const Items = styled.ul`
  display: flex;
  align-items: stretch;
  gap: 2px;
  margin: 0;
  padding: 0;
  list-style: none;

  & > li {
    display: flex;
    align-items: center;
  }
`;

const Spacer = styled.div`
  flex: 1;
`;

export interface NavBarProps {
  /** Accessible name of the navigation landmark. */
  'aria-label'?: string;
  /** The logo on the left, usually a link to the start page. */
  brand?: ReactNode;
  /** Main entries: NavItems and DropdownMenus. */
  children?: ReactNode;
  /** Entries on the right: throughput, help, user menu... */
  end?: ReactNode;
}

/** The console's top bar: brand, main entries on the left, utilities on the right. */
export function NavBar({ 'aria-label': ariaLabel = 'Main', brand, children, end }: NavBarProps) {
  const list = (nodes: ReactNode) => (
    <Items>
      {Children.toArray(nodes).map((node, index) => (
        // Entries have no stable ids of their own; order is their identity.
        <li key={index}>{node}</li>
      ))}
    </Items>
  );
  return (
    <Root aria-label={ariaLabel}>
      {brand && <Brand>{brand}</Brand>}
      {list(children)}
      <Spacer />
      {end && list(end)}
    </Root>
  );
}
