/** Texts of saving, listing and deleting saved searches (2-search-and-dashboards.md §4, §8). */
export const SAVE_SEARCH_TITLE = 'Save search';
export const SAVED_SEARCH_TITLE = 'Saved search';
export const UNSAVED_CHANGES = 'Unsaved changes';
export const SAVED_SEARCHES_PAGE_SIZE = 20;
export const NO_SAVED_SEARCHES_CREATED = 'No saved searches have been created yet.';
export const NO_SAVED_SEARCHES_FOUND = 'No saved searches have been found.';

export const savingSucceeded = (title: string) => `Saving view "${title}" was successful!`;
export const savingFailed = (message: string) => `Saving view failed: ${message}`;
export const deletingSucceeded = (title: string) => `Deleting view "${title}" was successful!`;
export const deletingFailed = (message: string) => `Deleting view failed: ${message}`;
export const bulkDeletePartial = (failed: number, selected: number) =>
  `${failed} out of ${selected} selected saved searches could not be deleted.`;
export const bulkDeleteSucceeded = (deleted: number) => `${deleted} saved searches were deleted successfully.`;
export const BULK_DELETE_FAILED = 'An error occurred while deleting saved searches.';
export const loadingSavedSearchesFailed = (status: number | string) => `Loading saved searches failed with status: ${status}`;
export const LOADING_SAVED_SEARCHES_FAILED_TITLE = 'Could not load saved searches';

/** A title may be saved when it is not blank after trimming. */
export function isValidTitle(title: string): boolean {
  return title.trim() !== '';
}

export const EDIT_METADATA = 'Edit metadata';
export const SHARE_SEARCH_DESCRIPTION = 'Search for a User or Team to add as collaborator on this saved search.';
