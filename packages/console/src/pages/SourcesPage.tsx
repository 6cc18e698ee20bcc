import { useEffect, useMemo, useState } from 'react';
import { useLocation, useSearch as useUrlSearch } from 'wouter';
import { parseDashboardUrl, serializeDashboardUrl } from '../dashboards/dashboardUrl';
import { DashboardView, type DashboardUrlState } from '../dashboards/DashboardView';
import { sourcesDashboardModel } from '../dashboards/sourcesDashboard';
import { pathTo } from '../routing/routes';

function writeBrowserUrl(state: DashboardUrlState) {
  const query = serializeDashboardUrl(state);
  window.history.replaceState(window.history.state, '', `${window.location.pathname}${query ? `?${query}` : ''}`);
}

/**
 * `/sources`: the ready-made dashboard of message counts by source (Graylog 5.1's open edition has it).
 * It is not stored; saving it creates a dashboard of the user's own, which then opens.
 */
export function SourcesPage() {
  const search = useUrlSearch();
  const [, navigate] = useLocation();
  const url = useMemo(() => parseDashboardUrl(search), []); // eslint-disable-line react-hooks/exhaustive-deps
  const [initial] = useState(() => sourcesDashboardModel());
  const [savedId, setSavedId] = useState<string | null>(null);
  useEffect(() => {
    if (savedId) navigate(pathTo('DASHBOARDS_VIEW', { viewId: savedId }));
  }, [savedId, navigate]);
  return <DashboardView initial={initial} url={url} writeUrl={writeBrowserUrl} editable={false} onSaved={(view) => setSavedId(view.id)} />;
}

export default SourcesPage;
