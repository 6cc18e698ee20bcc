/** Texts of the sharing dialog and the share button, word for word (3-administration.md §2, §5, §8; 2-search-and-dashboards.md §5). */
export const SHARING_NOT_POSSIBLE = 'Sharing not possible';
export const GRANTEE_REQUIRED = 'The grantee is required';
export const OWNERLESS_WARNING = 'Removing the following owners will leave the entity ownerless';
export const MISSING_DEPENDENCIES = 'There are missing dependencies for the current set of collaborators';
export const ADD_COLLABORATOR = 'Add Collaborator';

export const sharingTitle = (entityType: string, entityTitle: string) => `Sharing ${entityType}: ${entityTitle}`;
export const noCollaborators = (entityType: string) => `This ${entityType} has no collaborators.`;
export const onlyOwnersMayShare = (entityType: string) => `Only owners of this ${entityType} are allowed to share it.`;
export const selectedNeverAdded = (title: string) =>
  `${title} got selected but was never added as a collaborator. Do you want to continue anyway?`;
export const preparingSharesFailed = (entityType: string, entityTitle: string, error: string) =>
  `Preparing shares for ${entityType} "${entityTitle}" failed with status: ${error}`;
export const updatingSharesFailed = (entityType: string, entityTitle: string, error: string) =>
  `Updating shares for ${entityType} "${entityTitle}" failed with status: ${error}`;
export const sharesUpdated = (entityType: string, entityTitle: string) => `Shares for ${entityType} "${entityTitle}" updated successfully`;

/** Why an unsaved view cannot be shared. */
export const ONLY_SAVED_SEARCHES = 'Only saved searches can be shared.';
export const ONLY_SAVED_DASHBOARDS = 'Only saved dashboards can be shared.';
