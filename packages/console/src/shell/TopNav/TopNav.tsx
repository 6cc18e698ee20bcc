import { useMemo } from 'react';
import styled from 'styled-components';
import { useLocation } from 'wouter';
import type { User } from '@sift/api';
import { DropdownMenu, IconButton, isPlainLeftClick, Logo, NavBar, NavItem } from '@sift/ui';
import { pathTo } from '../../routing/routes';
import { MAIN_ENTRIES, SYSTEM_ENTRIES, systemTitle, visibleEntries } from '../navigation';
import type { RouteName } from '../../routing/routeTable';
import { hasScreen } from '../../routing/screens';
import { NotificationsBadge } from './NotificationsBadge';
import { ThemeToggle } from './ThemeToggle';
import { useScratchpad } from '../Scratchpad/ScratchpadContext';
import { ThroughputCounter } from './ThroughputCounter';
import { UserMenu } from './UserMenu';

const BrandLink = styled.a`
  display: inline-flex;
  align-items: center;
`;

export const HELP_ITEMS = [
  { label: 'Documentation', href: 'https://go2docs.graylog.org/5-1/home.htm' },
  // The console's own page (1-shell.md §2.4 "an API browser page"): navigated to in the app.
  { label: 'API browser', href: pathTo('API_BROWSER'), route: 'API_BROWSER' },
] as const;

/** Links to another site load it; the console's own paths navigate in the app. */
const isExternal = (href: string) => /^https?:\/\//.test(href);

export interface TopNavProps {
  user: User;
  /** Called after the session ends. */
  onLogout: () => Promise<void>;
  /** Which routes have screens; the registry by default (replaceable in stories). */
  screenExists?: (route: RouteName) => boolean;
}

/** The top navigation of 1-shell.md §2.5. */
export function TopNav({ user, onLogout, screenExists = hasScreen }: TopNavProps) {
  const [location, navigate] = useLocation();
  const go = (href: string) => navigate(href);
  const main = useMemo(() => visibleEntries(MAIN_ENTRIES, user.permissions, screenExists), [user.permissions, screenExists]);
  const system = useMemo(() => visibleEntries(SYSTEM_ENTRIES, user.permissions, screenExists), [user.permissions, screenExists]);
  const title = systemTitle(system, location);
  const welcome = pathTo('WELCOME');
  const scratchpad = useScratchpad();

  return (
    <NavBar
      brand={
        <BrandLink
          href={pathTo('STARTPAGE')}
          aria-label="Start page"
          onClick={(event) => {
            if (isPlainLeftClick(event)) {
              event.preventDefault();
              go(pathTo('STARTPAGE'));
            }
          }}
        >
          <Logo size={26} withWordmark={false} />
        </BrandLink>
      }
      end={[
        <ThroughputCounter key="throughput" />,
        <NotificationsBadge key="notifications" onNavigate={go} />,
        <IconButton key="scratchpad" name="clipboard" title="Scratchpad" active={scratchpad.state.opened} onClick={scratchpad.toggle} />,
        <DropdownMenu
          key="help"
          title="Help"
          items={HELP_ITEMS.filter((item) => !('route' in item) || screenExists(item.route)).map(({ label, href }) => ({ label, href }))}
          onNavigate={(href) => (isExternal(href) ? window.location.assign(href) : go(href))}
          placement="bottom-end"
        />,
        ...(screenExists('WELCOME') ? [<IconButton key="welcome" name="info" title="Welcome" onClick={() => go(welcome)} />] : []),
        <ThemeToggle key="theme" />,
        <UserMenu key="user" user={user} onNavigate={go} onLogout={onLogout} />,
      ]}
    >
      {main.map((entry) => (
        <NavItem key={entry.href} href={entry.href} currentPath={location} matchPrefix onNavigate={go}>
          {entry.label}
        </NavItem>
      ))}
      {system.length > 0 && (
        <DropdownMenu
          title={title}
          active={title !== 'System'}
          onNavigate={go}
          items={system.map((entry) => ({ label: entry.label, href: entry.href, active: location === entry.href }))}
        />
      )}
    </NavBar>
  );
}
