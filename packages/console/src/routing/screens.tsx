import type { ComponentType, LazyExoticComponent } from 'react';
import { lazyPage } from '../shell/lazyPage';
import type { RouteName } from './routeTable';

type Screen = LazyExoticComponent<ComponentType>;

/**
 * The screens that exist, by route, in matching order (specific paths before their parents).
 * Routes of the table without a screen answer "Page not found" and are never linked.
 */
export const SCREENS: ReadonlyArray<readonly [RouteName, Screen]> = [
  ['STARTPAGE', lazyPage(() => import('../pages/StartPage'))],
  ['WELCOME', lazyPage(() => import('../pages/WelcomePage'))],
  ['SYSTEM_OVERVIEW', lazyPage(() => import('../pages/SystemOverviewPage'))],
  ['SYSTEM_NODES', lazyPage(() => import('../pages/NodesPage'))],
  ['SYSTEM_NODES_SHOW', lazyPage(() => import('../pages/NodeDetailPage'))],
  ['SYSTEM_USERS', lazyPage(() => import('../pages/UsersPage'))],
  ['SYSTEM_USERS_TOKENS', lazyPage(() => import('../pages/TokensPage'))],
  ['SYSTEM_USERS_EDIT', lazyPage(() => import('../pages/ProfilePage'))],
  ['SYSTEM_USERS_SHOW', lazyPage(() => import('../pages/ProfilePage'))],
  ['SEARCH', lazyPage(() => import('../search/page/SearchPage'))],
  ['SEARCH_NEW', lazyPage(() => import('../search/page/NewSearchRedirect'))],
  ['SEARCH_SHOW', lazyPage(() => import('../search/page/SearchPage'))],
  ['STREAM_SEARCH', lazyPage(() => import('../search/page/SearchPage'))],
  ['MESSAGE_SHOW', lazyPage(() => import('../pages/ShowMessagePage'))],
];

const available = new Set<RouteName>(SCREENS.map(([name]) => name));

/** Whether a route has a screen (and may be linked from the navigation). */
export function hasScreen(name: RouteName): boolean {
  return available.has(name);
}
