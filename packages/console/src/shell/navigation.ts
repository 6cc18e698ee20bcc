import type { RouteName, StaticRouteName } from '../routing/routeTable';
import { pathTo } from '../routing/routes';
import { hasScreen } from '../routing/screens';
import { isPermitted } from './permissions';

export interface NavEntry {
  label: string;
  route: StaticRouteName;
  /** Required permissions (all of them, or any one with `anyPermissions`). */
  permissions: readonly string[];
  anyPermissions?: boolean;
}

/** The main entries of 1-shell.md §2.5. */
export const MAIN_ENTRIES: readonly NavEntry[] = [
  { label: 'Search', route: 'SEARCH', permissions: [] },
  { label: 'Streams', route: 'STREAMS', permissions: [] },
  { label: 'Alerts', route: 'ALERTS', permissions: [] },
  { label: 'Dashboards', route: 'DASHBOARDS', permissions: [] },
];

/** The System dropdown with the permissions of 1-shell.md §2.5 and §6, in the spec's order. */
export const SYSTEM_ENTRIES: readonly NavEntry[] = [
  { label: 'Overview', route: 'SYSTEM_OVERVIEW', permissions: [] },
  { label: 'Configurations', route: 'SYSTEM_CONFIGURATIONS', permissions: ['clusterconfigentry:read'] },
  { label: 'Nodes', route: 'SYSTEM_NODES', permissions: [] },
  { label: 'Inputs', route: 'SYSTEM_INPUTS', permissions: ['inputs:read'] },
  { label: 'Outputs', route: 'SYSTEM_OUTPUTS', permissions: ['outputs:read'] },
  { label: 'Indices', route: 'SYSTEM_INDICES', permissions: ['indices:read'] },
  { label: 'Logging', route: 'SYSTEM_LOGGING', permissions: ['loggers:read'] },
  { label: 'Users and Teams', route: 'SYSTEM_USERS', permissions: ['users:list'] },
  { label: 'Roles', route: 'SYSTEM_ROLES', permissions: ['roles:read'] },
  { label: 'Authentication', route: 'SYSTEM_AUTHENTICATION_SERVICES', permissions: ['authentication:edit'] },
  { label: 'Content Packs', route: 'SYSTEM_CONTENTPACKS', permissions: ['contentpack:read'] },
  { label: 'Grok Patterns', route: 'SYSTEM_GROKPATTERNS', permissions: ['grok_pattern:read'] },
  { label: 'Lookup Tables', route: 'SYSTEM_LOOKUPTABLES', permissions: ['lookuptables:read'] },
  { label: 'Pipelines', route: 'SYSTEM_PIPELINES', permissions: ['pipeline:read', 'pipeline_connection:read'], anyPermissions: true },
  { label: 'Sidecars', route: 'SYSTEM_SIDECARS', permissions: ['sidecars:read'] },
];

export interface VisibleEntry {
  label: string;
  href: string;
}

/**
 * The entries a user sees: those they hold the permissions for, whose screen exists.
 * `screenExists` is replaceable for tests and stories.
 */
export function visibleEntries(
  entries: readonly NavEntry[],
  permissions: readonly string[],
  screenExists: (route: RouteName) => boolean = hasScreen,
): VisibleEntry[] {
  return entries
    .filter((entry) => screenExists(entry.route) && isPermitted(permissions, entry.permissions, entry.anyPermissions))
    .map((entry) => ({ label: entry.label, href: pathTo(entry.route) }));
}

/** "System / <section>" while on a System page, else "System". */
export function systemTitle(entries: readonly VisibleEntry[], currentPath: string): string {
  const section = entries.find((entry) => currentPath === entry.href || currentPath.startsWith(`${entry.href}/`));
  return section ? `System / ${section.label}` : 'System';
}
