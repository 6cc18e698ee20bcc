// @vitest-environment jsdom
import { act, renderHook, waitFor } from '@testing-library/react';
import { createElement, type ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient } from '../../src/client/ApiClient';
import { ApiProvider } from '../../src/hooks/ApiProvider';
import {
  useDashboards,
  useInputStates,
  useInputs,
  useSavedSearches,
  useSearch,
  useStream,
  useStreams,
  useStreamsPage,
  useUsers,
  useView,
  useViews,
} from '../../src/hooks/entityHooks';
import {
  useDeleteView,
  usePauseStream,
  useResumeStream,
  useSaveUserPreferences,
  useSaveView,
  useToggleFavorite,
} from '../../src/hooks/mutations';
import {
  useCurrentUser,
  useFieldTypes,
  useLayoutPreferences,
  useNodes,
  useNotifications,
  usePing,
  useSearchesClusterConfig,
  useSystemOverview,
  useThroughput,
  useUpdateLayoutPreferences,
} from '../../src/hooks/shellHooks';
import { useSearchExecution } from '../../src/hooks/useSearchExecution';
import { StreamsApi } from '../../src/calls/streamsInputs';
import { SearchApi, ViewsApi } from '../../src/calls/views';
import { decodeSearch } from '../../src/models/search';
import { decodeView, type View } from '../../src/models/view';
import { updateSearchForWidgets } from '../../src/search/viewSearch';
import { login } from '../../src/sessions';
import { loadFixture } from '../fixtures';
import { tracked } from '../hookHarness';
import { contractClient, ROOT_PASSWORD, ROOT_USERNAME, serverBuilt, SKIP_REASON, startServer, type RunningServer } from './server';

const QUERY = 'd3cf19bd-f933-4f7b-aa4a-e7cd3fc1c18e';
const CHART_WIDGET = '527ed7fe-722d-4cf1-bd42-ed2b29a5a59a';

describe.skipIf(!serverBuilt)(
  serverBuilt ? 'contract: data hooks against the embedded server' : `contract: data hooks (${SKIP_REASON})`,
  () => {
    let server: RunningServer;
    let client: ApiClient;
    let wrapper: ({ children }: { children: ReactNode }) => ReactNode;

    beforeAll(async () => {
      server = await startServer();
      client = contractClient(server);
      await login({ username: ROOT_USERNAME, password: ROOT_PASSWORD, host: 'contract' }, client);
      const cache = new Map();
      wrapper = ({ children }) =>
        createElement(SWRConfig, { value: { provider: () => cache } }, createElement(ApiProvider, { client }, children));
    }, 60_000);
    afterAll(async () => {
      await server?.stop();
    });

    it('reads the shell data: ping, current user, nodes, notifications, throughput, system, searches config', async () => {
      const { result } = renderHook(
        () => ({
          ping: tracked(usePing()),
          user: tracked(useCurrentUser()),
          nodes: tracked(useNodes()),
          notifications: tracked(useNotifications()),
          throughput: tracked(useThroughput()),
          system: tracked(useSystemOverview()),
          config: tracked(useSearchesClusterConfig()),
        }),
        { wrapper },
      );
      await waitFor(
        () => {
          Object.values(result.current).forEach((hook) => expect(hook.data).not.toBeUndefined());
        },
        { timeout: 5000 },
      );
      const current = result.current;
      expect(current.user.data?.username).toBe(ROOT_USERNAME);
      expect(current.nodes.data?.nodes[0]?.nodeId).toBe(current.system.data?.nodeId);
      expect(current.ping.data?.clusterId).toBe(current.system.data?.clusterId);
      expect(current.throughput.data).toEqual({ input: expect.any(Number), output: expect.any(Number) });
      expect(current.notifications.data?.notifications).toEqual(expect.any(Array));
      Object.values(current).forEach((hook) => expect(hook.error).toBeUndefined());
    });

    it('saves layout preferences through the hook and reads them back from the server', async () => {
      const { result } = renderHook(
        () => ({ prefs: tracked(useLayoutPreferences('contract-hooks')), save: useUpdateLayoutPreferences('contract-hooks') }),
        { wrapper },
      );
      await waitFor(() => expect(result.current.prefs.isLoading).toBe(false));
      expect(result.current.prefs.data).toBeNull();
      const next = { displayedAttributes: ['title'], sort: { attributeId: 'title', direction: 'asc' as const }, perPage: 10 };
      await act(() => result.current.save(next));
      expect(result.current.prefs.data).toEqual(next);
    });

    it('reads field types and streams, and pauses and resumes a stream with revalidation', async () => {
      const indexSetId = (await StreamsApi.list(client))[0]?.indexSetId ?? '';
      const id = await StreamsApi.create(client, {
        title: 'Hook stream',
        description: null,
        matching_type: 'AND',
        index_set_id: indexSetId,
        remove_matches_from_default_stream: false,
      });
      const { result } = renderHook(
        () => ({ fields: tracked(useFieldTypes()), streams: tracked(useStreams()), pause: usePauseStream(), resume: useResumeStream() }),
        { wrapper },
      );
      await waitFor(() => expect(result.current.streams.data?.some((s) => s.id === id)).toBe(true));
      await waitFor(() => expect(result.current.fields.data).toEqual(expect.any(Array)));
      await act(() => result.current.resume.trigger(id));
      await waitFor(() => expect(result.current.streams.data?.find((s) => s.id === id)?.disabled).toBe(false));
      await act(() => result.current.pause.trigger(id));
      await waitFor(() => expect(result.current.streams.data?.find((s) => s.id === id)?.disabled).toBe(true));
      await StreamsApi.remove(client, id);
    });

    it('runs a saved view through useSearchExecution and gives the chart widget its pivot result', async () => {
      const fixtureSearch = decodeSearch(loadFixture('ViewTransformer.search.fixture.json'));
      const streamless = { ...fixtureSearch, queries: fixtureSearch.queries.map((q) => ({ ...q, filter: null })) };
      const fixtureView = decodeView(loadFixture('ViewTransformer.view.fixture.json'));
      const { view, search } = updateSearchForWidgets({ ...fixtureView, id: null, owner: null, createdAt: null }, streamless);
      await SearchApi.create(client, search);
      const saved: View = await ViewsApi.create(client, view);

      const { result } = renderHook(
        () => ({ views: tracked(useViews({ query: 'transform' })), run: useSearchExecution({ view: saved }) }),
        { wrapper },
      );
      await waitFor(() => expect(result.current.run.status).toBe('done'), { timeout: 10_000 });
      expect(result.current.run.widget(QUERY, CHART_WIDGET)).toMatchObject({
        loading: false,
        errors: [],
        byName: { chart: { type: 'pivot' } },
      });
      await waitFor(() => expect(result.current.views.data?.elements.map((v) => v.id)).toContain(saved.id));
    });

    it('reads entity lists and single entities, and saves, favorites and deletes a view through the mutation hooks', async () => {
      const fixtureSearch = decodeSearch(loadFixture('ViewTransformer.search.fixture.json'));
      const streamless = { ...fixtureSearch, queries: fixtureSearch.queries.map((q) => ({ ...q, filter: null })) };
      const fixtureView = decodeView(loadFixture('ViewTransformer.view.fixture.json'));
      const { view, search } = updateSearchForWidgets(
        { ...fixtureView, id: null, owner: null, createdAt: null, title: 'Hooked search' },
        streamless,
      );
      await SearchApi.create(client, search);
      const defaultStream = (await StreamsApi.list(client))[0]?.id ?? null;

      const { result } = renderHook(
        () => ({
          save: useSaveView(),
          remove: useDeleteView(),
          favorite: useToggleFavorite(),
          preferences: useSaveUserPreferences(),
          saved: tracked(useSavedSearches({ query: 'Hooked' })),
          dashboards: tracked(useDashboards()),
          search: tracked(useSearch(search.id)),
          streamsPage: tracked(useStreamsPage({ page: 1, perPage: 10 })),
          stream: tracked(useStream(defaultStream)),
          inputs: tracked(useInputs()),
          inputStates: tracked(useInputStates()),
          users: tracked(useUsers()),
        }),
        { wrapper },
      );
      await waitFor(
        () => {
          ['saved', 'dashboards', 'search', 'streamsPage', 'stream', 'inputs', 'inputStates', 'users'].forEach((name) => {
            expect(result.current[name as 'saved'].data, name).not.toBeUndefined();
          });
        },
        { timeout: 5000 },
      );
      expect(result.current.search.data?.id).toBe(search.id);
      expect(result.current.stream.data?.id).toBe(defaultStream);
      // As on Graylog, the root admin is not in the page but in context.admin_user.
      expect(result.current.users.data?.context['admin_user']).toMatchObject({ username: ROOT_USERNAME });
      expect(result.current.saved.data?.elements).toEqual([]);

      let saved: View | null = null;
      await act(async () => {
        saved = await result.current.save.trigger(view);
      });
      const id = (saved as View | null)?.id ?? '';
      await waitFor(() => expect(result.current.saved.data?.elements.map((v) => v.id)).toEqual([id]));

      const single = renderHook(() => tracked(useView(id)), { wrapper });
      await waitFor(() => expect(single.result.current.data?.favorite).toBe(false));
      await act(() => result.current.favorite.trigger(`grn::::search:${id}`, true));
      await waitFor(() => expect(single.result.current.data?.favorite).toBe(true));

      await act(() => result.current.preferences.trigger(ROOT_USERNAME, { searchSidebarIsPinned: false }));
      expect(result.current.preferences.error).toBeNull();

      await act(() => result.current.remove.trigger(id));
      await waitFor(() => expect(result.current.saved.data?.elements).toEqual([]));
    });
  },
);
