import type { ApiClient } from '@sift/api';
import { dashboardPageChunk, dashboardTvPageChunk, loggedInAppChunk } from './pageChunks';
import { routePattern } from './routes';
import type { RouteName } from './routeTable';

/** The parameters of `pathname` when it is the route's (`:name` segments), else null. */
export function matchRoute(name: RouteName, pathname: string): Record<string, string> | null {
  const pattern = routePattern(name).split('/');
  const path = pathname.replace(/\/+$/, '').split('/');
  if (pattern.length !== path.length) return null;
  const params: Record<string, string> = {};
  for (let i = 0; i < pattern.length; i++) {
    const part = pattern[i] ?? '';
    const segment = path[i] ?? '';
    if (part.startsWith(':')) {
      if (segment === '') return null;
      params[part.slice(1)] = decodeURIComponent(segment);
    } else if (part !== segment) return null;
  }
  return params;
}

/**
 * Starts what opening a dashboard needs as soon as the page's script runs, rather than one after the
 * other (issue 19): the logged-in shell's and the dashboard page's chunks, and (`preloadDashboard`, a
 * chunk of its own, so that the login route carries none of it) the view, its search, the code of its
 * visualizations and the run of its search (`query` is the address's, which names the page shown). Early reads change nothing when refused: the session check still decides between the
 * login page and the app. Any other address: nothing.
 */
export function preloadRoute(client: ApiClient, pathname: string, query = ''): void {
  const tv = matchRoute('DASHBOARDS_TV', pathname);
  const viewId = (tv ?? matchRoute('DASHBOARDS_VIEW', pathname))?.['viewId'];
  if (!viewId || (!tv && viewId === 'new')) return;
  const ignore = () => undefined;
  loggedInAppChunk().catch(ignore);
  (tv ? dashboardTvPageChunk : dashboardPageChunk)().catch(ignore);
  import('./preloadDashboard').then(({ preloadDashboard }) => preloadDashboard(client, viewId, tv !== null, query), ignore);
}
