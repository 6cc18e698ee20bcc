import type { User } from '@sift/api';
import type { RouteName } from '../routing/routeTable';
import { pathTo } from '../routing/routes';

/** Where a user's start page leads, if its screen exists; null means the welcome page. */
export function startPageTarget(startpage: User['startpage'], screenExists: (route: RouteName) => boolean): string | null {
  if (!startpage?.type || !startpage.id) return null;
  const { type, id } = startpage;
  if (type === 'dashboard' && screenExists('DASHBOARDS_VIEW')) return pathTo('DASHBOARDS_VIEW', { viewId: id });
  if (type === 'search' && screenExists('SEARCH_SHOW')) return pathTo('SEARCH_SHOW', { viewId: id });
  if (type === 'stream' && screenExists('STREAM_SEARCH')) return pathTo('STREAM_SEARCH', { streamId: id });
  return null;
}
