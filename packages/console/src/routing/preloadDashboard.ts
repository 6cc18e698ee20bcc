import {
  preloadFieldTypes,
  preloadSearchesClusterConfig,
  preloadViewAndSearch,
  primeSearchExecution,
  type ApiClient,
  type Search,
  type View,
} from '@sift/api';
import { dashboardExecutionState, pageIds, prepareOpening, shownPage } from '../dashboards/dashboardModel';
import { parseDashboardUrl } from '../dashboards/dashboardUrl';
import { parseFullScreenParams, rotatedPages } from '../dashboards/fullScreen';
import { NO_OVERRIDE } from '../dashboards/GlobalOverrideBar';
import { preloadVisualizations } from '../search/results/aggregation/visualizations/preload';

/**
 * Reads the view and its search before the dashboard page renders, starts loading its visualizations'
 * code, and runs the search the page will run (the model it will open with, the page it will show, no
 * override; `query` is the address's): the page takes that run's answer instead of asking (issue 19).
 * What the widgets read besides (the searches configuration, the field types of every stream) is read
 * now too: answered after the search, each redrew every widget once more.
 */
export function preloadDashboard(client: ApiClient, viewId: string, fullScreen: boolean, query: string): void {
  const ignore = () => undefined;
  preloadSearchesClusterConfig(client).catch(ignore);
  preloadFieldTypes(client).catch(ignore);
  const prime = (view: View, search: Search) => {
    // A saved search opened at a dashboard's address goes to the search page, which runs its own.
    if (view.type !== 'DASHBOARD') return undefined;
    const model = prepareOpening(view, search);
    if (!model) return undefined;
    const pages = pageIds(model.view);
    const pageId = fullScreen
      ? (rotatedPages(pages, parseFullScreenParams(query).queryTabs)[0] ?? '')
      : shownPage(pages, parseDashboardUrl(query).page);
    // The page renders once the execute call has gone out: its first render (every widget's frame) took
    // long enough to keep the answer to the create waiting, and with it the execute call.
    return primeSearchExecution(client, model.search, dashboardExecutionState(NO_OVERRIDE, pageId));
  };
  preloadViewAndSearch(client, viewId, prime).then(
    ({ view }) =>
      preloadVisualizations(
        Object.values(view.state).flatMap(({ widgets }) =>
          widgets.flatMap((widget) => (widget.type === 'aggregation' ? [widget.config.visualization] : [])),
        ),
      ),
    ignore,
  );
}
