import { chunk } from '../shell/chunk';

/**
 * The chunks `preloadRoute` loads before the session is known (the logged-in shell, the dashboard
 * pages), shared with the lazy pages that draw them: a page whose chunk has arrived renders at once.
 */
export const loggedInAppChunk = chunk(() => import('../shell/LoggedInApp'));
export const dashboardPageChunk = chunk(() => import('../pages/DashboardPage'));
export const dashboardTvPageChunk = chunk(() => import('../pages/DashboardTvPage'));
