import { useCallback, useMemo, useState } from 'react';
import { useSearchesClusterConfig, useSearchExecution, type View } from '@sift/api';
import { usePermitted } from '../shell/currentUser';
import { defaultRefreshInterval, refreshIntervals } from '../search/searchBar/refresh';
import type { RefreshState } from '../search/searchBar/RefreshControl';
import { useAutoRefresh } from '../search/searchBar/useAutoRefresh';
import { relativePresets } from '../search/timeRange/durations';
import { limitSeconds } from '../search/timeRange/limits';
import { changeDashboard, dashboardExecutionState, pageIds, shownPage, type DashboardModel } from './dashboardModel';
import { NO_OVERRIDE, type GlobalOverride } from './GlobalOverrideBar';

/** What saving keeps of a dashboard: its title and the pages' states (not the regenerated search's ids). */
function savedStateKey(view: View): string {
  const state = Object.entries(view.state).map(([id, { widgetMapping: _mapping, ...rest }]) => [id, rest]);
  return JSON.stringify([view.title, view.summary, view.description, state]);
}

/** The dashboard page's state: the model, the shown page, the global override, execution and refresh. */
export function useDashboardPage(initial: DashboardModel, initialPage: string | null) {
  const [model, setModel] = useState(initial);
  const [baseline, setBaseline] = useState(() => savedStateKey(initial.view));
  const pages = pageIds(model.view);
  const [chosenPage, setPage] = useState(initialPage);
  const pageId = shownPage(pages, chosenPage);
  const [override, setOverride] = useState<GlobalOverride>(NO_OVERRIDE);
  const executionState = useMemo(() => dashboardExecutionState(override, pageId), [override, pageId]);
  const execution = useSearchExecution({ view: model.view, search: model.search, executionState });

  const { data: config } = useSearchesClusterConfig();
  const intervals = useMemo(() => refreshIntervals(config?.autoRefreshTimerangeOptions), [config]);
  const [refreshChoice, setRefresh] = useState<RefreshState | null>(null);
  const refresh: RefreshState = refreshChoice ?? {
    enabled: false,
    intervalMs: defaultRefreshInterval(intervals, config?.defaultAutoRefreshOption),
  };
  useAutoRefresh(refresh.enabled, refresh.intervalMs, execution.refresh);
  const limit = limitSeconds(config?.queryTimeRangeLimit);

  const onViewChange = useCallback((view: View) => setModel((current) => changeDashboard(current, view)), []);
  const markSaved = useCallback(
    (saved: View) => {
      const view = {
        ...model.view,
        id: saved.id,
        title: saved.title,
        summary: saved.summary,
        description: saved.description,
        owner: saved.owner,
        createdAt: saved.createdAt,
      };
      setModel({ ...model, view });
      setBaseline(savedStateKey(view));
    },
    [model],
  );
  /** New title, summary and description were saved alone: unsaved changes of the pages stay unsaved. */
  const markMetadataSaved = useCallback(
    (saved: View) => {
      const metadata = { title: saved.title, summary: saved.summary, description: saved.description };
      setModel({ ...model, view: { ...model.view, ...metadata } });
      setBaseline((current) =>
        JSON.stringify([metadata.title, metadata.summary, metadata.description, ...(JSON.parse(current) as unknown[]).slice(3)]),
      );
    },
    [model],
  );
  const query = model.search.queries.find((candidate) => candidate.id === pageId);

  return {
    model,
    setModel,
    pages,
    pageId,
    setPage,
    dirty: savedStateKey(model.view) !== baseline,
    markSaved,
    markMetadataSaved,
    onViewChange,
    override,
    setOverride,
    execution,
    refresh,
    setRefresh,
    intervals,
    presets: relativePresets(config?.relativeTimerangeOptions ?? {}, limit),
    limitSeconds: limit,
    canConfigureRanges: usePermitted(['clusterconfigentry:edit']),
    /** The shown page's own range, shown while no range overrides it. */
    pageTimerange: query?.timerange ?? { type: 'relative' as const, range: 300 },
  };
}
