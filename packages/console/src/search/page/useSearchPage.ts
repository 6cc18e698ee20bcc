import { useCallback, useMemo, useState } from 'react';
import { useCapabilities, useFieldTypes, useSearchesClusterConfig, useSearchExecution, useStreams, type View } from '@sift/api';
import { usePermitted } from '../../shell/currentUser';
import { withLiveMessages } from '../live/liveResults';
import { useLiveMessages } from '../live/useLiveMessages';
import { defaultRefreshInterval, refreshIntervals } from '../searchBar/refresh';
import type { RefreshState } from '../searchBar/RefreshControl';
import { useAutoRefresh } from '../searchBar/useAutoRefresh';
import { applySearchBarValues, changeView, type SearchBarValues, type SearchModel } from '../searchModel';
import { relativePresets } from '../timeRange/durations';
import { limitSeconds } from '../timeRange/limits';
import { joinQueries } from '../sidebar';

export interface SearchPageOptions {
  /** The view and search the page starts with (already carrying the URL's values). */
  initial: SearchModel;
  initialValues: SearchBarValues;
  /** Records the searched values in the address bar, so the URL can be shared. */
  writeUrl: (values: SearchBarValues) => void;
}

/** What saving keeps of a view and the searched values (not the regenerated search's ids). */
function savedStateKey(view: View, values: SearchBarValues): string {
  const state = Object.entries(view.state).map(([id, { widgetMapping: _mapping, ...rest }]) => [id, rest]);
  return JSON.stringify([view.title, state, values]);
}

/** What a view holds apart from its regenerated search: its queries' widgets, titles, positions and highlighting. */
function viewStateKey(view: View): string {
  return JSON.stringify(Object.entries(view.state).map(([id, { widgetMapping: _mapping, ...rest }]) => [id, rest]));
}

/** The search page's state: the view and its search, the form, execution, refresh and the data the bar needs. */
export function useSearchPage({ initial, initialValues, writeUrl }: SearchPageOptions) {
  const [model, setModel] = useState(initial);
  const [baseline, setBaseline] = useState(() => savedStateKey(initial.view, initialValues));
  const [openedState] = useState(() => viewStateKey(initial.view));
  const [values, setValues] = useState(initialValues);
  const [searched, setSearched] = useState(initialValues);
  const execution = useSearchExecution({ view: model.view, search: model.search });
  const { data: config } = useSearchesClusterConfig();
  const { data: streams } = useStreams();
  const { data: fields } = useFieldTypes(searched.streams, searched.timerange);
  const canConfigureRanges = usePermitted(['clusterconfigentry:edit']);

  const intervals = useMemo(() => refreshIntervals(config?.autoRefreshTimerangeOptions), [config]);
  const [refreshChoice, setRefresh] = useState<RefreshState | null>(null);
  const refresh: RefreshState = refreshChoice ?? {
    enabled: false,
    intervalMs: defaultRefreshInterval(intervals, config?.defaultAutoRefreshOption),
  };
  // Beyond Graylog: live updates replace periodic refresh while on (hidden when the server does not offer them).
  const { data: capabilities } = useCapabilities();
  const liveAvailable = capabilities?.live === true;
  const liveOn = liveAvailable && refresh.live === true;
  useAutoRefresh(refresh.enabled && !liveOn, refresh.intervalMs, execution.refresh);
  const [liveError, setLiveError] = useState<Error | null>(null);
  const chooseRefresh = useCallback((next: RefreshState) => {
    setRefresh(next);
    if (next.live) setLiveError(null);
  }, []);
  const onLiveFailed = useCallback((error: Error) => {
    setRefresh((current) => (current ? { ...current, live: false } : current));
    setLiveError(error);
  }, []);
  const live = useLiveMessages({
    enabled: liveOn,
    query: searched.queryString,
    streams: searched.streams,
    resetKey: execution.job?.id ?? null,
    onFailed: onLiveFailed,
  });
  const resultsExecution = useMemo(
    () => withLiveMessages(execution, model.view, model.queryId, live.messages),
    [execution, model.view, model.queryId, live.messages],
  );

  const submit = useCallback(
    (next: SearchBarValues) => {
      setValues(next);
      setSearched(next);
      writeUrl(next);
      setModel((current) => applySearchBarValues(current, next));
    },
    [writeUrl],
  );

  const onViewChange = useCallback((view: View) => setModel((current) => changeView(current, view)), []);
  const onQueryAppend = useCallback(
    (fragment: string) => submit({ ...values, queryString: joinQueries(values.queryString, fragment) }),
    [submit, values],
  );
  const stopRefresh = () => setRefresh({ ...refresh, enabled: false, live: false });

  const limit = limitSeconds(config?.queryTimeRangeLimit);
  // Only saved views have unsaved changes; a new search is unsaved by definition.
  const dirty = model.view.id !== null && savedStateKey(model.view, searched) !== baseline;
  // Leaving asks first also for a search never saved whose widgets were changed (its query stays in the address).
  const leaveWarning = dirty || (model.view.id === null && viewStateKey(model.view) !== openedState);
  const markSaved = useCallback(
    (saved: View) => {
      const view = {
        ...model.view,
        id: saved.id,
        title: saved.title,
        owner: saved.owner,
        createdAt: saved.createdAt,
        favorite: saved.favorite,
      };
      setModel({ ...model, view });
      setBaseline(savedStateKey(view, searched));
    },
    [model, searched],
  );
  /** New title, summary and description were saved alone: unsaved changes of the rest stay unsaved. */
  const markMetadataSaved = useCallback(
    (saved: View) => {
      const view = { ...model.view, title: saved.title, summary: saved.summary, description: saved.description };
      setModel({ ...model, view });
      setBaseline((current) => JSON.stringify([saved.title, ...(JSON.parse(current) as unknown[]).slice(1)]));
    },
    [model],
  );
  return {
    model,
    dirty,
    /** Leaving the page would lose changes: unsaved changes of a saved search, or changed widgets of a new one. */
    leaveWarning,
    markSaved,
    markMetadataSaved,
    execution,
    values,
    setValues,
    searched,
    submit,
    onViewChange,
    onQueryAppend,
    refresh,
    setRefresh: chooseRefresh,
    stopRefresh,
    liveAvailable,
    /** The live stream while on: its state and how many messages it brought. */
    live: liveOn ? { status: live.status, received: live.received } : undefined,
    liveError,
    /** The execution with live messages on top of the message tables. */
    resultsExecution,
    intervals,
    streams: streams ?? null,
    fields: fields ?? [],
    presets: relativePresets(config?.relativeTimerangeOptions ?? {}, limit),
    limitSeconds: limit,
    canConfigureRanges,
  };
}
