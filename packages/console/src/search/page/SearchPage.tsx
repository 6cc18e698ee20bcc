import { useCallback, useMemo, useRef, useState, type RefObject } from 'react';
import { useLocation, useParams, useSearch as useUrlSearch } from 'wouter';
import { FetchError, useSearch, useView, type Search, type View } from '@sift/api';
import { ErrorPage, LoadingIndicator, NotFoundPage } from '@sift/ui';
import { pathTo } from '../../routing/routes';
import { useCurrentUserContext } from '../../shell/currentUser';
import { isPermitted } from '../../shell/permissions';
import { createDefaultWidgets } from '../results';
import {
  applySearchBarValues,
  DEFAULT_SEARCH_BAR_VALUES,
  newSearchModel,
  onlyQueryId,
  searchBarValues,
  withUrlState,
  type SearchBarValues,
} from '../searchModel';
import { parseSearchUrl, serializeSearchUrl, type SearchUrlState } from '../urlState';
import { EventDefinitionFromValues } from '../eventDefinition/EventDefinitionFromValues';
import { SearchView, type SavedSearchNavigation } from './SearchView';

export const SOMETHING_WENT_WRONG = 'Something went wrong';

/** Writes the searched values into the current address, keeping the path (no navigation, no history entry). */
function useBrowserUrlWriter(): (values: SearchBarValues) => void {
  return useCallback((values) => {
    window.history.replaceState(window.history.state, '', `${window.location.pathname}?${serializeSearchUrl(values)}`);
  }, []);
}

/** The values last searched (the page writes each search into the address), for the value actions. */
function useSearchedValues(
  initial: SearchBarValues,
  writeUrl: (values: SearchBarValues) => void,
): [RefObject<SearchBarValues>, (values: SearchBarValues) => void] {
  const searched = useRef(initial);
  const write = useCallback(
    (values: SearchBarValues) => {
      searched.current = values;
      writeUrl(values);
    },
    [writeUrl],
  );
  return [searched, write];
}

/** Saving moves the address to the saved view; opening asks before leaving unsaved changes (guarded navigation). */
function useSavedSearchNavigation(): SavedSearchNavigation {
  const [, navigate] = useLocation();
  return useMemo(
    () => ({
      onSaved: (view, values) => {
        const target = `${pathTo('SEARCH_SHOW', { viewId: view.id ?? '' })}?${serializeSearchUrl(values)}`;
        if (`${window.location.pathname}${window.location.search}` !== target) window.history.pushState(null, '', target);
      },
      onOpen: (viewId) => navigate(pathTo('SEARCH_SHOW', { viewId })),
      onDeleted: (viewIds, currentId) => {
        if (currentId !== null && viewIds.includes(currentId)) navigate(pathTo('SEARCH'));
      },
    }),
    [navigate],
  );
}

function useUrlState(): { url: SearchUrlState | null; error: Error | null } {
  const search = useUrlSearch();
  const user = useCurrentUserContext();
  return useMemo(() => {
    try {
      return { url: parseSearchUrl(search, user.timezone ?? 'UTC'), error: null };
    } catch (error) {
      return { url: null, error: error as Error };
    }
  }, [search, user.timezone]);
}

function NewSearch({ url, streamId }: { url: SearchUrlState; streamId: string | null }) {
  const navigation = useSavedSearchNavigation();
  // A new search is built once per page visit; later URL changes are the page's own.
  const [start] = useState(() => {
    const values = withUrlState({ ...DEFAULT_SEARCH_BAR_VALUES, streams: streamId ? [streamId] : [] }, url);
    return { values, model: newSearchModel(createDefaultWidgets(), values) };
  });
  const [searched, writeUrl] = useSearchedValues(start.values, useBrowserUrlWriter());
  return (
    <EventDefinitionFromValues searched={searched}>
      <SearchView
        initial={start.model}
        initialValues={start.values}
        writeUrl={writeUrl}
        highlightMessage={url.highlightMessage}
        editable
        navigation={navigation}
      />
    </EventDefinitionFromValues>
  );
}

function LoadedSearch({ url, view, search }: { url: SearchUrlState; view: View; search: Search }) {
  const navigation = useSavedSearchNavigation();
  const user = useCurrentUserContext();
  // Built once when the view and its search have loaded: the search is regenerated from the widgets (and saved again) before it runs.
  const [start] = useState(() => {
    const queryId = onlyQueryId(view);
    const values = withUrlState(searchBarValues(search, queryId), url);
    return { values, model: applySearchBarValues({ view, search, queryId }, values) };
  });
  const [searched, writeUrl] = useSearchedValues(start.values, useBrowserUrlWriter());
  const editable = isPermitted(user.permissions, [`view:edit:${view.id ?? ''}`]) || view.owner === user.username;
  return (
    <EventDefinitionFromValues searched={searched}>
      <SearchView
        initial={start.model}
        initialValues={start.values}
        writeUrl={writeUrl}
        highlightMessage={url.highlightMessage}
        editable={editable}
        navigation={navigation}
      />
    </EventDefinitionFromValues>
  );
}

function SavedSearch({ url, viewId }: { url: SearchUrlState; viewId: string }) {
  const { data: view, error: viewError } = useView(viewId);
  const { data: search, error: searchError } = useSearch(view?.searchId ?? null);
  const error = viewError ?? searchError;
  if (error instanceof FetchError && error.status === 404) return <NotFoundPage homeHref={pathTo('SEARCH')} />;
  if (error) return <ErrorPage title={SOMETHING_WENT_WRONG} description={error.message} />;
  if (!view || !search) return <LoadingIndicator />;
  return <LoadedSearch url={url} view={view} search={search} />;
}

/** `/search`, `/search/{viewId}` and `/streams/{streamId}/search`; URL parameters override the view's values. */
export function SearchPage() {
  const { viewId, streamId } = useParams<{ viewId?: string; streamId?: string }>();
  const { url, error } = useUrlState();
  if (error || !url) return <ErrorPage title={SOMETHING_WENT_WRONG} description={error?.message} />;
  if (viewId) return <SavedSearch key={viewId} url={url} viewId={viewId} />;
  return <NewSearch key={streamId ?? ''} url={url} streamId={streamId ?? null} />;
}

export default SearchPage;
