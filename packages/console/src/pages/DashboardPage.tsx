import { useCallback, useEffect, useMemo, useState } from 'react';
import { Redirect, useLocation, useParams, useSearch as useUrlSearch } from 'wouter';
import { FetchError, useSearch, useView, type Search, type View } from '@sift/api';
import { ErrorPage, LoadingIndicator, MissingPermissionsPage, NotFoundPage } from '@sift/ui';
import { newDashboardModel, openingModel } from '../dashboards/dashboardModel';
import { SOMETHING_WENT_WRONG } from '../dashboards/dashboardTexts';
import { readDashboardSeed } from '../dashboards/exportToDashboard';
import { parseDashboardUrl, serializeDashboardUrl } from '../dashboards/dashboardUrl';
import { DashboardView, type DashboardUrlState } from '../dashboards/DashboardView';
import { pathTo } from '../routing/routes';
import { useCurrentUserContext, usePermitted } from '../shell/currentUser';
import { isPermitted } from '../shell/permissions';

function writeBrowserUrl(state: DashboardUrlState) {
  const query = serializeDashboardUrl(state);
  window.history.replaceState(window.history.state, '', `${window.location.pathname}${query ? `?${query}` : ''}`);
}

/** Once saved under a new id, the address moves to it (after the page is no longer dirty, so nothing asks). */
function useMoveToSaved(currentId: string | null): (view: View) => void {
  const [, navigate] = useLocation();
  const [savedId, setSavedId] = useState<string | null>(null);
  useEffect(() => {
    if (savedId !== null && savedId !== currentId) navigate(pathTo('DASHBOARDS_VIEW', { viewId: savedId }));
  }, [savedId, currentId, navigate]);
  return useCallback((view: View) => setSavedId(view.id), []);
}

function NewDashboard({ url }: { url: DashboardUrlState }) {
  // "Export to dashboard" of a search hands its widgets over in the history entry.
  const [initial] = useState(() => readDashboardSeed(window.history.state) ?? newDashboardModel());
  const onSaved = useMoveToSaved(null);
  const canCreate = usePermitted(['dashboards:create']);
  if (!canCreate) return <MissingPermissionsPage />;
  return <DashboardView initial={initial} url={url} writeUrl={writeBrowserUrl} editable onSaved={onSaved} />;
}

function LoadedDashboard({ view, search, url }: { view: View; search: Search; url: DashboardUrlState }) {
  const user = useCurrentUserContext();
  const [initial] = useState(() => openingModel(view, search));
  const onSaved = useMoveToSaved(view.id);
  const id = view.id ?? '';
  const editable = view.owner === user.username || isPermitted(user.permissions, [`view:edit:${id}`, `dashboards:edit:${id}`]);
  return <DashboardView initial={initial} url={url} writeUrl={writeBrowserUrl} editable={editable} onSaved={onSaved} />;
}

function SavedDashboard({ viewId, url }: { viewId: string; url: DashboardUrlState }) {
  const urlSearch = useUrlSearch();
  const { data: view, error: viewError } = useView(viewId);
  const { data: search, error: searchError } = useSearch(view?.searchId ?? null);
  const error = viewError ?? searchError;
  if (error instanceof FetchError && error.status === 404) return <NotFoundPage homeHref={pathTo('DASHBOARDS')} />;
  if (error) return <ErrorPage title={SOMETHING_WENT_WRONG} description={error.message} />;
  if (view && view.type !== 'DASHBOARD')
    return <Redirect to={`${pathTo('SEARCH_SHOW', { viewId })}${urlSearch ? `?${urlSearch}` : ''}`} replace />;
  if (!view || !search) return <LoadingIndicator />;
  return <LoadedDashboard view={view} search={search} url={url} />;
}

/** `/dashboards/new` and `/dashboards/{viewId}`. */
export function DashboardPage() {
  const { viewId } = useParams<{ viewId?: string }>();
  const search = useUrlSearch();
  // Read once per dashboard: later changes of the address are the page's own.
  const url = useMemo(() => parseDashboardUrl(search), [viewId]); // eslint-disable-line react-hooks/exhaustive-deps
  if (!viewId) return <NewDashboard url={url} />;
  return <SavedDashboard key={viewId} viewId={viewId} url={url} />;
}

export default DashboardPage;
