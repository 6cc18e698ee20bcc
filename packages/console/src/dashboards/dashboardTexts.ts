/** Texts of the dashboards list and the dashboard page (2-search-and-dashboards.md §2, §5, §8, §9), word for word. */
export const DASHBOARDS_TITLE = 'Dashboards';
export const CREATE_DASHBOARD = 'Create new dashboard';
export const NO_DASHBOARDS_FOUND = 'No dashboards found';
export const LOADING_DASHBOARDS_FAILED_TITLE = 'Could not load dashboards';
export const loadingDashboardsFailed = (status: number | string) => `Loading dashboards failed with status: ${status}`;

/** The bulk delete texts of §8, with the entity word of this list. */
export const bulkDeletePartial = (failed: number, selected: number) =>
  `${failed} out of ${selected} selected dashboards could not be deleted.`;
export const bulkDeleteSucceeded = (deleted: number) => `${deleted} dashboards were deleted successfully.`;
export const BULK_DELETE_FAILED = 'An error occurred while deleting dashboards.';
export const bulkDeleteQuestion = (count: number) => `Do you really want to delete ${count} dashboards?`;
export const deleteQuestion = (title: string) => `Do you really want to delete the dashboard "${title}"?`;

/** The default name of a dashboard never saved ("Unsaved {type}", §3). */
export const UNSAVED_DASHBOARD_TITLE = 'Unsaved dashboard';

/** A view that cannot be loaded shows this with the message (§2). */
export const SOMETHING_WENT_WRONG = 'Something went wrong';

/** The empty-dashboard placeholder of a page without widgets (§2). */
export const EMPTY_PAGE_TITLE = 'This dashboard page has no widgets yet';
export const EMPTY_PAGE_TEXT = 'Add a widget with "Add widget": an aggregation, a message count or a message table.';
