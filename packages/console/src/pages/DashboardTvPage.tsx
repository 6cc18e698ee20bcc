import { useMemo, useState } from 'react';
import { useParams, useSearch as useUrlSearch } from 'wouter';
import { FetchError, useSearch, useView, type Search, type View } from '@sift/api';
import { ErrorPage, LoadingIndicator, NotFoundPage } from '@sift/ui';
import { openingModel } from '../dashboards/dashboardModel';
import { SOMETHING_WENT_WRONG } from '../dashboards/dashboardTexts';
import { parseFullScreenParams, type FullScreenSettings } from '../dashboards/fullScreen';
import { FullScreenDashboard } from '../dashboards/FullScreenDashboard';
import { pathTo } from '../routing/routes';

function Loaded({ view, search, settings }: { view: View; search: Search; settings: FullScreenSettings }) {
  const [model] = useState(() => openingModel(view, search));
  return <FullScreenDashboard model={model} settings={settings} />;
}

/** `/dashboards/tv/{viewId}?interval&refresh&tabs`: the dashboard in full screen, without the page frame. */
export function DashboardTvPage() {
  const { viewId = '' } = useParams<{ viewId?: string }>();
  const urlSearch = useUrlSearch();
  const settings = useMemo(() => parseFullScreenParams(urlSearch), [urlSearch]);
  const { data: view, error: viewError } = useView(viewId);
  const { data: search, error: searchError } = useSearch(view?.searchId ?? null);
  const error = viewError ?? searchError;
  if (error instanceof FetchError && error.status === 404) return <NotFoundPage homeHref={pathTo('DASHBOARDS')} />;
  if (error) return <ErrorPage title={SOMETHING_WENT_WRONG} description={error.message} />;
  if (!view || !search) return <LoadingIndicator />;
  return <Loaded key={viewId} view={view} search={search} settings={settings} />;
}

export default DashboardTvPage;
