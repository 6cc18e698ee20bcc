import { preloadViewAndSearch, primeSearchExecution, type ApiClient } from '@sift/api';
import { dashboardExecutionState, pageIds, prepareOpening, shownPage } from '../dashboards/dashboardModel';
import { parseDashboardUrl } from '../dashboards/dashboardUrl';
import { parseFullScreenParams, rotatedPages } from '../dashboards/fullScreen';
import { NO_OVERRIDE } from '../dashboards/GlobalOverrideBar';
import { preloadVisualizations } from '../search/results/aggregation/visualizations/preload';

/**
 * Reads the view and its search before the dashboard page renders, starts loading its visualizations'
 * code, and runs the search the page will run (the model it will open with, the page it will show, no
 * override; `query` is the address's): the page takes that run's answer instead of asking (issue 19).
 */
export function preloadDashboard(client: ApiClient, viewId: string, fullScreen: boolean, query: string): void {
  preloadViewAndSearch(client, viewId).then(
    ({ view, search }) => {
      preloadVisualizations(
        Object.values(view.state).flatMap(({ widgets }) =>
          widgets.flatMap((widget) => (widget.type === 'aggregation' ? [widget.config.visualization] : [])),
        ),
      );
      // A saved search opened at a dashboard's address goes to the search page, which runs its own.
      if (!search || view.type !== 'DASHBOARD') return;
      const model = prepareOpening(view, search);
      const pages = pageIds(model.view);
      const pageId = fullScreen
        ? (rotatedPages(pages, parseFullScreenParams(query).queryTabs)[0] ?? '')
        : shownPage(pages, parseDashboardUrl(query).page);
      primeSearchExecution(client, model.search, dashboardExecutionState(NO_OVERRIDE, pageId));
    },
    () => undefined,
  );
}
