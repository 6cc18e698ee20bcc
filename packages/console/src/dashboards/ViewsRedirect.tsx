import { Redirect, useParams, useSearch as useUrlSearch } from 'wouter';
import { FetchError, useView } from '@sift/api';
import { ErrorPage, LoadingIndicator, NotFoundPage } from '@sift/ui';
import { pathTo } from '../routing/routes';
import { SOMETHING_WENT_WRONG } from './dashboardTexts';

/**
 * `/views` leads to the dashboards list; `/views/{viewId}` opens the view where its type is shown
 * (`/dashboards/{id}` or `/search/{id}`), keeping the query parameters.
 */
export function ViewsRedirect() {
  const { viewId } = useParams<{ viewId?: string }>();
  const search = useUrlSearch();
  const { data: view, error } = useView(viewId ?? null);
  if (viewId === undefined) return <Redirect to={pathTo('DASHBOARDS')} replace />;
  if (error instanceof FetchError && error.status === 404) return <NotFoundPage homeHref={pathTo('DASHBOARDS')} />;
  if (error) return <ErrorPage title={SOMETHING_WENT_WRONG} description={error.message} />;
  if (!view) return <LoadingIndicator />;
  const target = view.type === 'DASHBOARD' ? pathTo('DASHBOARDS_VIEW', { viewId }) : pathTo('SEARCH_SHOW', { viewId });
  return <Redirect to={`${target}${search ? `?${search}` : ''}`} replace />;
}

export default ViewsRedirect;
