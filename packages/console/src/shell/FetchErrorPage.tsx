import { FetchError, toPermissionError } from '@sift/api';
import { ErrorGettingDataPage, MissingPermissionsPage, MissingStreamPermissionsPage, NotFoundPage } from '@sift/ui';
import { pathTo } from '../routing/routes';

export interface FetchErrorPageProps {
  error: Error;
}

/**
 * The page for data a screen could not load (1-shell.md §4 "Error display by status"): 403 gives the
 * permission pages, 404 "Page not found", anything else "Error getting data".
 */
export function FetchErrorPage({ error }: FetchErrorPageProps) {
  if (error instanceof FetchError && error.status === 403) {
    const permission = toPermissionError(error);
    return permission.kind === 'MissingStreamPermission' ? <MissingStreamPermissionsPage streamIds={permission.streams} /> : <MissingPermissionsPage />;
  }
  if (error instanceof FetchError && error.status === 404) return <NotFoundPage homeHref={pathTo('STARTPAGE')} />;
  return <ErrorGettingDataPage errors={[error instanceof FetchError ? error.displayMessage : error.message]} />;
}
