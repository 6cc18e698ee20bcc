import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
// Loaded up front: the lazily loaded page is large, and its first import would outlast the waits below.
import '../page/SearchPage';
import { SEARCH_JOB_POLL_MS } from '@sift/api';
import { json } from '../../testing/fakeApi';
import { SEARCH_BUTTON_DIRTY_TITLE, SEARCH_BUTTON_TITLE } from '../searchBar/SearchButton';
import type { fakeSearchServer, FakeSearchServerOptions } from '../testing/fakeSearchServer';
import { renderSearchApp } from '../testing/renderSearchApp';
import { NO_STREAM_PERMISSIONS_TEXT } from './SearchView';

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
});
afterEach(() => {
  vi.useRealTimers();
});

const renderSearch = (path: string, options: FakeSearchServerOptions = {}) => renderSearchApp(path, options);

type SearchBody = {
  id: string;
  queries: Array<{
    id: string;
    timerange: unknown;
    query: { query_string: string };
    filter: unknown;
    search_types: Array<{ type: string }>;
  }>;
};
const lastSearch = (server: ReturnType<typeof fakeSearchServer>) => [...server.searches.values()].at(-1) as unknown as SearchBody;

describe('search page', () => {
  it('runs a new search from the URL: creates the search, executes it and polls every 250 ms behind "Updating search results..."', async () => {
    expect(SEARCH_JOB_POLL_MS).toBe(250);
    const { server } = renderSearch('/search?q=source%3Aweb&rangetype=relative&relative=900&streams=s1', { pollsUntilDone: 2 });
    await waitFor(() => expect(server.executions).toHaveLength(1));
    const search = lastSearch(server);
    expect(search.queries[0]).toMatchObject({
      timerange: { type: 'relative', range: 900 },
      query: { query_string: 'source:web' },
      filter: { type: 'or', filters: [{ type: 'stream', id: 's1' }] },
    });
    expect(search.queries[0]?.search_types.map((t) => t.type).sort()).toEqual(['messages', 'pivot']);
    expect(server.executions[0]?.searchId).toBe(search.id);
    expect(await screen.findByText('Updating search results...')).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(600));
    await waitFor(() => expect(screen.queryByText('Updating search results...')).not.toBeInTheDocument());
    expect(server.polls.map((p) => p.jobId)).toEqual(['job-1', 'job-1']);
    const gaps = [server.polls[0]!.at - server.executions[0]!.at, server.polls[1]!.at - server.polls[0]!.at];
    gaps.forEach((gap) => {
      expect(gap).toBeGreaterThanOrEqual(250);
      expect(gap).toBeLessThan(500);
    });
    expect(screen.getByRole('textbox', { name: 'Search query' })).toHaveValue('source:web');
    expect(document.title).toBe('Unsaved search - Sift');
  });

  it('searches again with a new search when the form is submitted, and writes the values into the URL', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const { server } = renderSearch('/search');
    await waitFor(() => expect(server.executions).toHaveLength(1));
    const first = lastSearch(server).id;
    const input = screen.getByRole('textbox', { name: 'Search query' });
    await user.type(input, 'http_status:404{Enter}');
    await waitFor(() => expect(server.executions).toHaveLength(2));
    expect(lastSearch(server).id).not.toBe(first);
    expect(lastSearch(server).queries[0]?.query.query_string).toBe('http_status:404');
    expect(window.location.pathname).toBe('/search');
    expect(Object.fromEntries(new URLSearchParams(window.location.search))).toEqual({
      q: 'http_status:404',
      rangetype: 'relative',
      relative: '300',
    });
  });

  it("searches the stream chosen in the search bar's streams selector: the executed search filters by it and the URL gets streams=", async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const { server } = renderSearch('/search?q=source%3Aweb');
    await waitFor(() => expect(server.executions).toHaveLength(1));
    expect(lastSearch(server).queries[0]?.filter ?? null).toBeNull();
    await user.click(screen.getByRole('combobox', { name: 'Streams' }));
    await user.click(await screen.findByRole('option', { name: 'Firewall' }));
    // Choosing alone does not search.
    expect(server.executions).toHaveLength(1);
    expect(new URLSearchParams(window.location.search).get('streams')).toBeNull();
    // The changed form is validated (350 ms debounce) before the button searches again.
    await waitFor(() => expect(screen.getByRole('button', { name: SEARCH_BUTTON_DIRTY_TITLE })).toBeEnabled());
    await user.click(screen.getByRole('button', { name: SEARCH_BUTTON_DIRTY_TITLE }));
    await waitFor(() => expect(server.executions).toHaveLength(2));
    const search = lastSearch(server);
    expect(server.executions[1]?.searchId).toBe(search.id);
    expect(search.queries[0]).toMatchObject({
      query: { query_string: 'source:web' },
      filter: { type: 'or', filters: [{ type: 'stream', id: 's2' }] },
    });
    expect(Object.fromEntries(new URLSearchParams(window.location.search))).toEqual({
      q: 'source:web',
      rangetype: 'relative',
      relative: '300',
      streams: 's2',
    });
  });

  it('searches one stream on /streams/{id}/search', async () => {
    const { server } = renderSearch('/streams/s2/search');
    await waitFor(() => expect(server.executions).toHaveLength(1));
    expect(lastSearch(server).queries[0]?.filter).toMatchObject({ type: 'or', filters: [{ type: 'stream', id: 's2' }] });
  });

  it('leads /search/new to a fresh search, keeping the parameters', async () => {
    const { server } = renderSearch('/search/new?q=a');
    await waitFor(() => expect(server.executions).toHaveLength(1));
    expect(window.location.pathname).toBe('/search');
    expect(lastSearch(server).queries[0]?.query.query_string).toBe('a');
  });

  it('answers an unsupported range type with an error', async () => {
    renderSearch('/search?rangetype=sometimes');
    expect(await screen.findByText('Unsupported range type: sometimes')).toBeInTheDocument();
  });

  it('explains that no stream can be searched', async () => {
    renderSearch('/search', { streams: [] });
    expect(await screen.findByText(NO_STREAM_PERMISSIONS_TEXT)).toBeInTheDocument();
    expect(screen.getByText('No stream permissions.')).toBeInTheDocument();
  });

  it('shows why the search could not be executed', async () => {
    renderSearch('/search', { executeAnswer: () => json({ type: 'ApiError', message: 'Search too large' }, 400) });
    expect(await screen.findByText('Search too large')).toBeInTheDocument();
  });

  it('refreshes at the chosen interval and stops when the page is left', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const { server, unmount } = renderSearch('/search');
    await waitFor(() => expect(server.executions).toHaveLength(1));
    await user.click(await screen.findByRole('button', { name: 'Not updating' }));
    await user.click(await screen.findByRole('menuitem', { name: '1 second' }));
    expect(screen.getByRole('button', { name: 'Every 1 second' })).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    await waitFor(() => expect(server.executions).toHaveLength(2));
    unmount();
    await act(() => vi.advanceTimersByTimeAsync(5_000));
    expect(server.executions).toHaveLength(2);
  });

  it('stops refreshing when a message is expanded', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const { server } = renderSearch('/search');
    await waitFor(() => expect(server.executions).toHaveLength(1));
    await user.click(await screen.findByRole('button', { name: 'Not updating' }));
    await user.click(await screen.findByRole('menuitem', { name: '5 seconds' }));
    expect(screen.getByRole('button', { name: 'Every 5 seconds' })).toBeInTheDocument();
    await user.click((await screen.findAllByRole('button', { name: 'Expand message' }))[0]!);
    expect(await screen.findByRole('button', { name: 'Not updating' })).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(11_000));
    expect(server.executions).toHaveLength(1);
  });

  it("adds a message count chart and a message table (with the first table's fields) from the sidebar's Create section", async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const { server } = renderSearch('/search');
    await waitFor(() => expect(server.executions).toHaveLength(1));
    await user.click(screen.getByRole('button', { name: 'Create' }));
    const section = await screen.findByRole('region', { name: 'Create' });
    await user.click(within(section).getByRole('button', { name: 'Message Count' }));
    await user.click(within(section).getByRole('button', { name: 'Message Table' }));
    expect(await screen.findByRole('group', { name: 'Untitled Message Table' })).toBeInTheDocument();
    expect(screen.getAllByRole('group', { name: 'Message Count' })).toHaveLength(2);
    await waitFor(() => expect(lastSearch(server).queries[0]?.search_types.filter((type) => type.type === 'messages')).toHaveLength(2));
    const table = within(await screen.findByRole('table', { name: 'Untitled Message Table' }));
    expect(table.getAllByRole('columnheader').map((header) => header.textContent)).toEqual(['timestamp', 'source']);
  });

  it("opens a saved search, regenerating its search with the URL's values before running it", async () => {
    const savedSearch = {
      id: 'saved-search',
      parameters: [],
      queries: [
        {
          id: 'q1',
          timerange: { type: 'relative', range: 3600 },
          query: { type: 'elasticsearch', query_string: 'saved' },
          filter: null,
          filters: [],
          search_types: [],
        },
      ],
    };
    const view = {
      id: 'v1',
      type: 'SEARCH',
      title: 'Errors of the day',
      summary: '',
      description: '',
      search_id: 'saved-search',
      properties: [],
      requires: {},
      owner: 'jane',
      state: {
        q1: {
          selected_fields: null,
          static_message_list_id: null,
          titles: { widget: { w1: 'Mine' } },
          widget_mapping: {},
          positions: { w1: { col: 1, row: 1, height: 6, width: 'Infinity' } },
          formatting: null,
          display_mode_settings: { positions: {} },
          widgets: [
            {
              id: 'w1',
              type: 'messages',
              filter: null,
              filters: [],
              timerange: null,
              query: null,
              streams: [],
              config: { fields: ['timestamp', 'source'], show_message_row: true, show_summary: true, decorators: [], sort: [] },
            },
          ],
        },
      },
    };
    const { server } = renderSearch('/search/v1?q=override', { views: { v1: view }, searches: { 'saved-search': savedSearch } });
    await waitFor(() => expect(server.executions).toHaveLength(1));
    const search = lastSearch(server);
    expect(search.id).not.toBe('saved-search');
    expect(search.queries[0]).toMatchObject({
      id: 'q1',
      timerange: { type: 'relative', range: 3600 },
      query: { query_string: 'override' },
    });
    expect(search.queries[0]?.search_types.map((t) => t.type)).toEqual(['messages']);
    await waitFor(() => expect(document.title).toBe('Errors of the day - Sift'));
  });

  it('reports a saved search that does not exist', async () => {
    renderSearch('/search/missing');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
  });

  it('asks the server for 50 value suggestions of an enumerable field, in the searched range and streams', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const { api, server } = renderSearch('/search?rangetype=relative&relative=900&streams=s1');
    await waitFor(() => expect(server.executions).toHaveLength(1));
    await waitFor(() => expect(api.calls.some((c) => c.path === '/views/fields')).toBe(true));
    await user.type(screen.getByRole('textbox', { name: 'Search query' }), 'source:w');
    expect(await screen.findByRole('option', { name: /web-1/ })).toBeInTheDocument();
    const suggest = api.calls.filter((c) => c.path === '/search/suggest');
    expect(suggest[0]?.body).toMatchObject({
      field: 'source',
      input: '',
      size: 50,
      streams: ['s1'],
      timerange: { type: 'relative', range: 900 },
    });
  });

  it('keeps the search button quiet until the form changes', async () => {
    renderSearch('/search');
    expect(await screen.findByRole('button', { name: SEARCH_BUTTON_TITLE })).toBeInTheDocument();
  });
});
