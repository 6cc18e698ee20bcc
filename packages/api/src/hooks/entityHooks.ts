import type { ApiClient } from '../client/ApiClient';
import { OutputsApi, UserAdminApi, type UserPage } from '../calls/admin';
import { LookupApi, type LookupTablePage } from '../calls/lookup';
import { InputsApi, StreamsApi } from '../calls/streamsInputs';
import { SearchApi, ViewsApi } from '../calls/views';
import type { Output } from '../models/output';
import type { Input, InputState } from '../models/input';
import type { Page, PageQuery } from '../models/paging';
import type { Search } from '../models/search';
import type { Message } from '../models/searchJob';
import type { Stream } from '../models/stream';
import type { View, ViewSummary } from '../models/view';
import { preloadRead, useApiRead, type ApiReadResult as Result } from './useApiRead';

export const useView = (id: string | null): Result<View> => useApiRead(id ? ['view', id] : null, (c) => ViewsApi.get(c, id ?? ''));
export const useViews = (query: PageQuery = {}): Result<Page<View>> => useApiRead(['views', query], (c) => ViewsApi.list(c, query));
export const useDashboards = (query: PageQuery = {}): Result<Page<ViewSummary>> =>
  useApiRead(['dashboards', query], (c) => ViewsApi.dashboards(c, query));
export const useSavedSearches = (query: PageQuery = {}): Result<Page<ViewSummary>> =>
  useApiRead(['savedSearches', query], (c) => ViewsApi.savedSearches(c, query));
export const useSearch = (id: string | null): Result<Search> => useApiRead(id ? ['search', id] : null, (c) => SearchApi.get(c, id ?? ''));
/**
 * Reads a view and then its search for `useView` and `useSearch`, before the page renders (see
 * `preloadRead`). Answers both, the very objects those hooks will hold (`search` null when the view has none
 * or it could not be read: the page's own `useSearch` then reports why). `onLoaded` is told both before
 * either hook can see the search, so that what it prepares is there when the page first renders with them;
 * the search is handed to the hooks once the promise it may answer has settled.
 */
export async function preloadViewAndSearch(
  client: ApiClient,
  id: string,
  onLoaded?: (view: View, search: Search) => void | Promise<unknown>,
): Promise<{ view: View; search: Search | null }> {
  const view = await preloadRead(['view', id], (c) => ViewsApi.get(c, id), client);
  const { searchId } = view;
  const readSearch = async (c: ApiClient) => {
    const search = await SearchApi.get(c, searchId ?? '');
    await Promise.resolve(onLoaded?.(view, search)).catch(() => undefined);
    return search;
  };
  const search = searchId ? await preloadRead(['search', searchId], readSearch, client).catch(() => null) : null;
  return { view, search };
}
export const useStreams = (): Result<Stream[]> => useApiRead(['streams', 'all'], (c) => StreamsApi.list(c));
export const useStreamsPage = (query: PageQuery & { filters?: string } = {}): Result<Page<Stream>> =>
  useApiRead(['streams', 'page', query], (c) => StreamsApi.paginated(c, query));
export const useStream = (id: string | null): Result<Stream> => useApiRead(id ? ['stream', id] : null, (c) => StreamsApi.get(c, id ?? ''));
export const useInputs = (): Result<Input[]> => useApiRead(['inputs'], (c) => InputsApi.list(c));
export const useInputStates = (): Result<Record<string, InputState[] | null>> => useApiRead(['inputStates'], (c) => InputsApi.states(c));
export const useLookupTables = (query: PageQuery & { resolve?: boolean } = {}): Result<LookupTablePage> =>
  useApiRead(['lookupTables', query], (c) => LookupApi.tables(c, query));
export const useUsers = (query: PageQuery = {}): Result<UserPage> => useApiRead(['users', query], (c) => UserAdminApi.paginated(c, query));
export const useOutputs = (): Result<Output[]> => useApiRead(['outputs'], (c) => OutputsApi.list(c));
/** One stored message with all its fields (`GET /messages/{index}/{id}`, the permalink). */
export const useMessage = (index: string | null, id: string | null): Result<Message> =>
  useApiRead(index && id ? ['search', 'message', index, id] : null, (c) => SearchApi.message(c, index ?? '', id ?? ''));

export const START_PAGE_ENTITY_TYPES = ['dashboard', 'stream', 'search'] as const;
export type StartPageEntityType = (typeof START_PAGE_ENTITY_TYPES)[number];
/** An entity that can be a user's start page. */
export interface StartPageEntity {
  id: string;
  title: string;
}

/** Enough to list everything a user can pick in practice; the picker filters as one types. */
const ALL = { page: 1, perPage: 1000 } as const;
/** Each type under its list's resource, so saving a view or a stream refreshes the choice. */
const START_PAGE_RESOURCE = { dashboard: 'dashboards', stream: 'streams', search: 'savedSearches' } as const;
const byTitle = (a: StartPageEntity, b: StartPageEntity) => a.title.localeCompare(b.title);

async function startPageEntities(client: ApiClient, type: StartPageEntityType): Promise<StartPageEntity[]> {
  if (type === 'stream') return (await StreamsApi.list(client)).map(({ id, title }) => ({ id, title })).sort(byTitle);
  const page = type === 'dashboard' ? await ViewsApi.dashboards(client, ALL) : await ViewsApi.savedSearches(client, ALL);
  return page.elements.flatMap((view) => (view.id ? [{ id: view.id, title: view.title }] : [])).sort(byTitle);
}

/** The dashboards, streams or saved searches a user can pick as start page, by title; nothing is read without a type. */
export const useStartPageEntities = (type: StartPageEntityType | undefined): Result<StartPageEntity[]> =>
  useApiRead(type ? [START_PAGE_RESOURCE[type], 'startPage', type] : null, (c) => startPageEntities(c, type ?? 'stream'));
