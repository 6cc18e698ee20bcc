import { FetchError, toPermissionError, type PermissionError } from '@sift/api';
import { ErrorGettingDataPage, MissingPermissionsPage, MissingStreamPermissionsPage, NotFoundPage } from '@sift/ui';
import { pathTo } from '../routing/routes';

export interface PermissionErrorPageProps {
  error: PermissionError;
}

/** "Missing Stream Permissions" listing the streams needed, or plain "Missing Permissions" (1-shell.md §2.6). */
export function PermissionErrorPage({ error }: PermissionErrorPageProps) {
  return error.kind === 'MissingStreamPermission' ? <MissingStreamPermissionsPage streamIds={error.streams} /> : <MissingPermissionsPage />;
}

export interface FetchErrorPageProps {
  error: Error;
}

/**
 * The page for data a screen could not load (1-shell.md §4 "Error display by status"): 403 gives the
 * permission pages, 404 "Page not found", anything else "Error getting data".
 */
export function FetchErrorPage({ error }: FetchErrorPageProps) {
  if (error instanceof FetchError && error.status === 403) return <PermissionErrorPage error={toPermissionError(error)} />;
  if (error instanceof FetchError && error.status === 404) return <NotFoundPage homeHref={pathTo('STARTPAGE')} />;
  return <ErrorGettingDataPage errors={[error instanceof FetchError ? error.displayMessage : error.message]} />;
}
