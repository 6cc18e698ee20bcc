import { updateSearchForWidgets, type Search, type View } from '@sift/api';
import type { DashboardModel } from './dashboardModel';

/** The search page's action that opens its widgets as a new dashboard (needs dashboards:create, §6). */
export const EXPORT_TO_DASHBOARD = 'Export to dashboard';

/** Where `/dashboards/new` finds the dashboard handed over by "Export to dashboard" (the history entry's state). */
const SEED_KEY = 'siftDashboardSeed';

/**
 * A search as a new, unsaved dashboard: the same queries (pages), widgets, positions and titles, without
 * the saved search's id, title, owner and favorite.
 */
export function searchToDashboard(view: View, search: Search): DashboardModel {
  const dashboard: View = {
    ...view,
    id: null,
    type: 'DASHBOARD',
    title: '',
    summary: '',
    description: '',
    searchId: '',
    owner: null,
    createdAt: null,
    favorite: false,
  };
  return updateSearchForWidgets(dashboard, { ...search, id: null });
}

/** History state that opens `/dashboards/new` with `model`. */
export function dashboardSeedState(model: DashboardModel): Record<string, DashboardModel> {
  return { [SEED_KEY]: model };
}

/** The dashboard handed over in a history entry's state, if any. */
export function readDashboardSeed(state: unknown): DashboardModel | null {
  if (typeof state !== 'object' || state === null || !(SEED_KEY in state)) return null;
  const seed = (state as Record<string, unknown>)[SEED_KEY];
  if (typeof seed !== 'object' || seed === null || !('view' in seed) || !('search' in seed)) return null;
  const model = seed as DashboardModel;
  return model.view.type === 'DASHBOARD' && Array.isArray(model.search.queries) ? model : null;
}
