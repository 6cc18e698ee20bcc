import { preloadViewAndSearch, type ApiClient } from '@sift/api';
import { preloadVisualizations } from '../search/results/aggregation/visualizations/preload';

/** Reads the view and its search before the dashboard page renders, and starts loading its visualizations' code. */
export function preloadDashboard(client: ApiClient, viewId: string): void {
  preloadViewAndSearch(client, viewId).then(
    (view) =>
      preloadVisualizations(
        Object.values(view.state).flatMap(({ widgets }) =>
          widgets.flatMap((widget) => (widget.type === 'aggregation' ? [widget.config.visualization] : [])),
        ),
      ),
    () => undefined,
  );
}
