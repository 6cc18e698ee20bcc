import useSWR, { type SWRResponse } from 'swr';
import type { ApiClient } from '../client/ApiClient';
import type { FetchError } from '../client/FetchError';
import { OutputsApi, UserAdminApi } from '../calls/admin';
import { LookupApi, type LookupTablePage } from '../calls/lookup';
import { InputsApi, StreamsApi } from '../calls/streamsInputs';
import { SearchApi, ViewsApi } from '../calls/views';
import type { Output } from '../models/output';
import type { Input, InputState } from '../models/input';
import type { Page, PageQuery } from '../models/paging';
import type { Search } from '../models/search';
import type { Stream } from '../models/stream';
import type { UserOverview } from '../models/user';
import type { View, ViewSummary } from '../models/view';
import { useApiClient, useSessionUsername } from './ApiProvider';
import type { ApiKey } from './keys';

type Result<T> = SWRResponse<T, FetchError | Error>;

/** A read through SWR under `key` (null holds it), only while logged in. */
function useApiRead<T>(key: ApiKey | null, read: (client: ApiClient) => Promise<T>): Result<T> {
  const client = useApiClient();
  const username = useSessionUsername();
  return useSWR(username && key ? key : null, () => read(client));
}

export const useView = (id: string | null): Result<View> => useApiRead(id ? ['view', id] : null, (c) => ViewsApi.get(c, id ?? ''));
export const useViews = (query: PageQuery = {}): Result<Page<View>> => useApiRead(['views', query], (c) => ViewsApi.list(c, query));
export const useDashboards = (query: PageQuery = {}): Result<Page<ViewSummary>> => useApiRead(['dashboards', query], (c) => ViewsApi.dashboards(c, query));
export const useSavedSearches = (query: PageQuery = {}): Result<Page<ViewSummary>> => useApiRead(['savedSearches', query], (c) => ViewsApi.savedSearches(c, query));
export const useSearch = (id: string | null): Result<Search> => useApiRead(id ? ['search', id] : null, (c) => SearchApi.get(c, id ?? ''));
export const useStreams = (): Result<Stream[]> => useApiRead(['streams', 'all'], (c) => StreamsApi.list(c));
export const useStreamsPage = (query: PageQuery & { filters?: string } = {}): Result<Page<Stream>> => useApiRead(['streams', 'page', query], (c) => StreamsApi.paginated(c, query));
export const useStream = (id: string | null): Result<Stream> => useApiRead(id ? ['stream', id] : null, (c) => StreamsApi.get(c, id ?? ''));
export const useInputs = (): Result<Input[]> => useApiRead(['inputs'], (c) => InputsApi.list(c));
export const useInputStates = (): Result<Record<string, InputState[] | null>> => useApiRead(['inputStates'], (c) => InputsApi.states(c));
export const useLookupTables = (query: PageQuery & { resolve?: boolean } = {}): Result<LookupTablePage> => useApiRead(['lookupTables', query], (c) => LookupApi.tables(c, query));
export const useUsers = (query: PageQuery = {}): Result<Page<UserOverview>> => useApiRead(['users', query], (c) => UserAdminApi.paginated(c, query));
export const useOutputs = (): Result<Output[]> => useApiRead(['outputs'], (c) => OutputsApi.list(c));
