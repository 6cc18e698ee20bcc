import { useCallback, useEffect, useMemo, useState } from 'react';
import { SearchApi } from '../calls/views';
import { emptyExecutionState, encodeExecutionState, type ExecutionState, type Search } from '../models/search';
import type { SearchJob } from '../models/searchJob';
import type { View } from '../models/view';
import { widgetResult, type WidgetResult } from '../search/viewSearch';
import type { ApiClient } from '../client/ApiClient';
import { useApiClient } from './ApiProvider';
import { SEARCH_JOB_POLL_MS } from './constants';

export type SearchExecutionStatus = 'idle' | 'creating' | 'executing' | 'polling' | 'done' | 'failed';

export interface SearchExecutionInput {
  /** The view whose widgets are shown; results are looked up through its `widget_mapping`. */
  view: View | null;
  /** Overrides and parameter bindings for the run; none by default. */
  executionState?: ExecutionState;
  /** A search to create first (`POST /views/search`), e.g. from `updateSearchForWidgets`; else the view's saved search runs. */
  search?: Search | null;
  /** Change it to run again (refresh button, auto-refresh tick). */
  refreshKey?: unknown;
  /** False holds the run; true by default. */
  enabled?: boolean;
}

export interface WidgetExecution extends WidgetResult {
  /** True while the job runs and the widget has no result yet. */
  loading: boolean;
}

export interface SearchExecution {
  status: SearchExecutionStatus;
  loading: boolean;
  /** The latest job answer (partial while polling). */
  job: SearchJob | null;
  /** The id of the search that ran (the created one when `search` was given). */
  searchId: string | null;
  /** A failed call (create, execute or poll). */
  error: Error | null;
  /** One widget's results and errors. */
  widget: (queryId: string, widgetId: string) => WidgetExecution;
  /** Runs the search again. */
  refresh: () => void;
}

interface RunState {
  status: SearchExecutionStatus;
  job: SearchJob | null;
  searchId: string | null;
  error: Error | null;
}

const IDLE: RunState = { status: 'idle', job: null, searchId: null, error: null };

const stateKeyOf = (state: ExecutionState | undefined) => JSON.stringify(encodeExecutionState(state ?? emptyExecutionState()));

/** Runs started before their page rendered, by search id (see `primeSearchExecution`). */
const primed = new Map<string, { stateKey: string; job: Promise<SearchJob | null> }>();

/**
 * Creates and executes `search` before the page that shows it renders, while the session is still being
 * checked (`client.early()`: a refusal changes nothing). The first `useSearchExecution` of the same search
 * (by id) and execution state takes this job's answer instead of creating and executing it again; when the
 * early run failed, the hook runs it as it would have without this. A later run (refresh) asks again.
 * Answers once the execute call has gone out (or the create failed): a caller may hold the page's first
 * render until then, so that the answer to the create is not kept waiting behind it.
 */
export function primeSearchExecution(client: ApiClient, search: Search, executionState?: ExecutionState): Promise<void> {
  if (!search.id) return Promise.resolve();
  const early = client.early();
  const state = executionState ?? emptyExecutionState();
  let sent: () => void = () => undefined;
  const executing = new Promise<void>((resolve) => (sent = resolve));
  const job = SearchApi.create(early, search)
    .then((created) => {
      const answer = SearchApi.execute(early, created.id ?? '', state);
      sent();
      return answer;
    })
    .catch(() => null)
    .finally(sent);
  primed.set(search.id, { stateKey: stateKeyOf(state), job });
  return executing;
}

/** The primed run of this search and state, once: taken out so that a later run asks the server. */
function takePrimed(search: Search | null, stateKey: string): Promise<SearchJob | null> | null {
  const entry = search?.id ? primed.get(search.id) : undefined;
  if (!entry || !search?.id) return null;
  primed.delete(search.id);
  return entry.stateKey === stateKey ? entry.job : null;
}

/**
 * Runs a view's search as the web UI does (API.md §5): create the search if asked, execute it,
 * then poll the job status every 250 ms until `execution.done`, exposing results per widget.
 */
export function useSearchExecution({
  view,
  executionState,
  search = null,
  refreshKey,
  enabled = true,
}: SearchExecutionInput): SearchExecution {
  const client = useApiClient();
  const [runState, setState] = useState<RunState>(IDLE);
  const [manualRefresh, setManualRefresh] = useState(0);
  const stateKey = stateKeyOf(executionState);
  const viewSearchId = view?.searchId ?? null;
  // A regenerated search always gets a new id, so the id stands for the search (callers may rebuild the object each render).
  const searchKey = search ? (search.id ?? JSON.stringify(search)) : null;
  const active = enabled && (search !== null || viewSearchId !== null);
  const state = active ? runState : IDLE;

  useEffect(() => {
    if (!active) return undefined;
    let cancelled = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const execution = executionState ?? emptyExecutionState();
    const fail = (error: unknown) => {
      if (!cancelled)
        setState((previous) => ({ ...previous, status: 'failed', error: error instanceof Error ? error : new Error(String(error)) }));
    };
    const poll = (jobId: string, searchId: string) => {
      timer = setTimeout(() => {
        SearchApi.status(client, jobId).then((job) => {
          if (cancelled) return;
          setState({ status: job.execution.done ? 'done' : 'polling', job, searchId, error: null });
          if (!job.execution.done) poll(jobId, searchId);
        }, fail);
      }, SEARCH_JOB_POLL_MS);
    };
    const run = async () => {
      const primedJob = takePrimed(search, stateKey);
      if (primedJob && search?.id) {
        const primedId = search.id;
        setState({ ...IDLE, status: 'executing', searchId: primedId });
        const early = await primedJob;
        if (cancelled) return;
        if (early) {
          setState({ status: early.execution.done ? 'done' : 'polling', job: early, searchId: primedId, error: null });
          if (!early.execution.done) poll(early.id, primedId);
          return;
        }
      }
      let searchId = viewSearchId;
      if (search) {
        setState({ ...IDLE, status: 'creating' });
        const created = await SearchApi.create(client, search);
        searchId = created.id;
      }
      if (cancelled || !searchId) return;
      setState({ ...IDLE, status: 'executing', searchId });
      const job = await SearchApi.execute(client, searchId, execution);
      if (cancelled) return;
      setState({ status: job.execution.done ? 'done' : 'polling', job, searchId, error: null });
      if (!job.execution.done) poll(job.id, searchId);
    };
    run().catch(fail);
    return () => {
      cancelled = true;
      if (timer !== undefined) clearTimeout(timer);
    };
    // The execution state and the search are compared by stateKey and searchKey, not by identity.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [client, active, searchKey, viewSearchId, stateKey, refreshKey, manualRefresh]);

  const refresh = useCallback(() => setManualRefresh((n) => n + 1), []);
  const running = state.status === 'creating' || state.status === 'executing' || state.status === 'polling';

  const widget = useCallback(
    (queryId: string, widgetId: string): WidgetExecution => {
      if (!state.job || !view) return { byName: {}, errors: [], missing: true, loading: running };
      const result = widgetResult(state.job, view, queryId, widgetId);
      return { ...result, loading: running && result.missing };
    },
    [state.job, view, running],
  );

  return useMemo(
    () => ({ status: state.status, loading: running, job: state.job, searchId: state.searchId, error: state.error, widget, refresh }),
    [state, running, widget, refresh],
  );
}
