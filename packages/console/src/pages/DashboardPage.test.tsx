import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { toast } from '@sift/ui';
// Loaded up front: the lazily loaded page is large, and its first import would outlast the waits below.
import './DashboardPage';
import { App } from '../App';
import { createAppServices } from '../createApp';
import { preloadRoute } from '../routing/preloadRoute';
import { fakeSearchServer, searchRoutes } from '../search/testing/fakeSearchServer';
import { fakeApi, USER_WIRE } from '../testing/fakeApi';
import { SHELL_ROUTES } from '../testing/renderApp';
import { findDialog } from '../testing/findDialog';
import { renderSearchApp } from '../search/testing/renderSearchApp';
// A dashboard with two pages as Graylog saved it, and its search (shared/graylog-5.1/fixtures, kept by the api package).
import GRAYLOG_SEARCH from '../../../api/test/fixtures/CopyWidgetToDashboard.Dashboard-Search-Multiple-Queries.fixture.json';
import GRAYLOG_VIEW from '../../../api/test/fixtures/CopyWidgetToDashboard.Dashboard-View-Multiple-Queries.fixture.json';
import { parseDashboardUrl, serializeDashboardUrl } from '../dashboards/dashboardUrl';

const ADMIN = { 'GET /users/jane': { ...USER_WIRE, permissions: ['*'] } };
/** A search runs through several calls and renders: on a loaded machine that takes more than waitFor's default second. */
const SLOW = { timeout: 10_000 };
const READER = { 'GET /users/jane': { ...USER_WIRE, permissions: ['dashboards:read', 'view:read'] } };

afterEach(() => toast.clear());

type Json = Record<string, unknown>;
const pageState = (title: string | null, widgets: unknown[] = []) => ({
  selected_fields: null,
  static_message_list_id: null,
  titles: title ? { tab: { title } } : {},
  widgets,
  widget_mapping: {},
  positions: {},
  formatting: { highlighting: [] },
  display_mode_settings: { positions: {} },
});
const query = (id: string) => ({
  id,
  query: { type: 'elasticsearch', query_string: '' },
  timerange: { type: 'relative', range: 300 },
  filter: null,
  filters: [],
  search_types: [],
});
const SAVED = {
  id: 'd1',
  type: 'DASHBOARD',
  title: 'Operations',
  summary: '',
  description: '',
  search_id: 'search-1',
  properties: [],
  requires: {},
  owner: 'admin',
  created_at: '2024-05-01T10:00:00.000Z',
  favorite: false,
  state: { q1: pageState('Overview'), q2: pageState('Errors') },
};
const SEARCH = { id: 'search-1', queries: [query('q1'), query('q2')], parameters: [] };

const tab = (name: string) => screen.findByRole('tab', { name });
const pageActions = async (item: string) => {
  await userEvent.click(screen.getByRole('button', { name: 'Page actions' }));
  await userEvent.click(await screen.findByRole('menuitem', { name: item }));
};

describe('dashboard URL state', () => {
  it('reads and writes page, and focusedId with editing or focusing', () => {
    expect(parseDashboardUrl('page=q2&focusedId=w1&editing=true')).toEqual({ page: 'q2', editing: 'w1', focused: null });
    expect(parseDashboardUrl('focusedId=w1&focusing=true')).toEqual({ page: null, editing: null, focused: 'w1' });
    expect(parseDashboardUrl('focusedId=w1')).toEqual({ page: null, editing: null, focused: null });
    expect(serializeDashboardUrl({ page: 'q2', editing: 'w1', focused: null })).toBe('page=q2&focusedId=w1&editing=true');
    expect(serializeDashboardUrl({ page: 'q2', editing: null, focused: 'w1' })).toBe('page=q2&focusedId=w1&focusing=true');
    expect(serializeDashboardUrl({ page: null, editing: null, focused: null })).toBe('');
  });
});

describe('Dashboard page', { timeout: 60_000 }, () => {
  it('builds a new dashboard: widgets, pages added, renamed (40 characters at most), duplicated and deleted, then saved', async () => {
    const { server, api } = renderSearchApp('/dashboards/new', {}, ADMIN);
    expect(await screen.findByRole('heading', { name: 'Unsaved dashboard' }, SLOW)).toBeInTheDocument();
    expect(await tab('Page#1')).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByText('This dashboard page has no widgets yet')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Add widget' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Message Count' }));
    expect(await screen.findByText('Message Count')).toBeInTheDocument();
    // The last page cannot be deleted.
    await userEvent.click(screen.getByRole('button', { name: 'Page actions' }));
    expect(await screen.findByRole('menuitem', { name: 'Delete' })).toHaveAttribute('aria-disabled', 'true');
    await userEvent.keyboard('{Escape}');

    await userEvent.click(screen.getByRole('button', { name: 'New page' }));
    expect(await tab('Page#2')).toHaveAttribute('aria-selected', 'true');
    expect(new URLSearchParams(window.location.search).get('page')).toBeTruthy();
    expect(screen.getByText('This dashboard page has no widgets yet')).toBeInTheDocument();

    await pageActions('Edit title');
    const dialog = await findDialog('dialog', { name: 'Editing dashboard page title' });
    const title = within(dialog).getByRole('textbox', { name: 'Title' });
    await userEvent.clear(title);
    await userEvent.type(title, 'x'.repeat(41));
    expect(within(dialog).getByRole('button', { name: 'Update title' })).toBeDisabled();
    expect(title).toHaveAccessibleDescription('Enter a helpful dashboard page title. It has a maximum length of 40 characters.');
    await userEvent.clear(title);
    await userEvent.type(title, 'Errors{Enter}');
    expect(await tab('Errors')).toHaveAttribute('aria-selected', 'true');

    await pageActions('Duplicate');
    expect(await tab('Errors (Copy)')).toHaveAttribute('aria-selected', 'true');
    await pageActions('Delete');
    const confirm = await findDialog('alertdialog', { name: 'Delete dashboard page' });
    expect(within(confirm).getByText('Do you really want to delete this dashboard page?')).toBeInTheDocument();
    await userEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('tab', { name: 'Errors (Copy)' })).toBeNull());
    expect(await tab('Errors')).toHaveAttribute('aria-selected', 'true');

    await userEvent.click(screen.getByRole('button', { name: 'Save dashboard' }));
    const properties = await findDialog('dialog', { name: 'Saving new dashboard' });
    const create = within(properties).getByRole('button', { name: 'Create dashboard' });
    expect(create).toBeDisabled();
    await userEvent.type(within(properties).getByRole('textbox', { name: 'Title' }), 'Operations');
    await userEvent.type(within(properties).getByRole('textbox', { name: /Summary/ }), 'What runs');
    await userEvent.click(create);
    expect(await screen.findByText('Saving view "Operations" was successful!')).toBeInTheDocument();
    await waitFor(() => expect(window.location.pathname).toMatch(/^\/dashboards\/6650a1f2e4b0c81d2a3f0001$/));
    const saved = api.calls.find((c) => c.method === 'POST' && c.path === '/views')?.body as Json;
    expect(saved).toMatchObject({ type: 'DASHBOARD', title: 'Operations', summary: 'What runs' });
    const states = Object.values(saved['state'] as Record<string, { titles: Json; widgets: unknown[] }>);
    expect(states.map((state) => [state.titles['tab'] ?? null, state.widgets.length])).toEqual([
      [null, 1],
      [{ title: 'Errors' }, 0],
    ]);
    expect(server.searches.get(String(saved['search_id']))).toBeDefined();
    expect(await screen.findByRole('heading', { name: 'Operations' })).toBeInTheDocument();
  });

  it('places new widgets side by side until a row is full', async () => {
    const { api } = renderSearchApp('/dashboards/new', {}, ADMIN);
    for (const kind of ['Message Count', 'Message Table', 'Message Count']) {
      await userEvent.click(await screen.findByRole('button', { name: 'Add widget' }));
      await userEvent.click(await screen.findByRole('menuitem', { name: kind }));
    }
    await userEvent.click(screen.getByRole('button', { name: 'Save dashboard' }));
    const properties = await findDialog('dialog', { name: 'Saving new dashboard' });
    await userEvent.type(within(properties).getByRole('textbox', { name: 'Title' }), 'Side by side');
    await userEvent.click(within(properties).getByRole('button', { name: 'Create dashboard' }));
    await screen.findByText('Saving view "Side by side" was successful!');
    const saved = api.calls.find((c) => c.method === 'POST' && c.path === '/views')?.body as {
      state: Record<string, { widgets: Array<{ id: string }>; positions: Json }>;
    };
    const [state] = Object.values(saved.state);
    expect(state?.widgets.map((widget) => state.positions[widget.id])).toEqual([
      { col: 1, row: 1, height: 4, width: 4 },
      { col: 5, row: 1, height: 5, width: 6 },
      { col: 1, row: 5, height: 4, width: 4 },
    ]);
  });

  it('renames by double-click and removes pages in "Update Dashboard Pages Configuration", never the last one', async () => {
    renderSearchApp('/dashboards/d1', { views: { d1: SAVED }, searches: { 'search-1': SEARCH } }, ADMIN);
    await tab('Overview');
    await pageActions('Configure pages');
    const dialog = await findDialog('dialog', { name: 'Update Dashboard Pages Configuration' });
    await userEvent.dblClick(within(dialog).getByText('Errors'));
    const title = within(dialog).getByRole('textbox', { name: 'Title of Errors' });
    await userEvent.clear(title);
    await userEvent.type(title, 'x'.repeat(41));
    await userEvent.keyboard('{Enter}');
    // Too long: the previous title stays.
    expect(within(dialog).getByText('Errors')).toBeInTheDocument();
    await userEvent.dblClick(within(dialog).getByText('Errors'));
    await userEvent.clear(within(dialog).getByRole('textbox', { name: 'Title of Errors' }));
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Title of Errors' }), 'Failures{Enter}');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove Overview' }));
    expect(within(dialog).queryByRole('button', { name: 'Remove Failures' })).toBeNull();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Update configuration' }));
    expect(await tab('Failures')).toHaveAttribute('aria-selected', 'true');
    expect(screen.queryByRole('tab', { name: 'Overview' })).toBeNull();
    expect(screen.getByText('Unsaved changes')).toBeInTheDocument();
  });

  it('moves a widget to another page from "Choose Target Page", which leaves out the current page', async () => {
    const { api } = renderSearchApp('/dashboards/new', {}, ADMIN);
    await userEvent.click(await screen.findByRole('button', { name: 'Add widget' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Message Count' }));
    const moveFromMenu = async () => {
      await userEvent.click(await screen.findByRole('button', { name: 'Actions of Message Count' }));
      await userEvent.click(await screen.findByRole('menuitem', { name: 'Move to page' }));
      return findDialog('dialog', { name: 'Choose Target Page' });
    };
    let dialog = await moveFromMenu();
    expect(within(dialog).getByText('No pages found')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Move' })).toBeDisabled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));

    await userEvent.click(screen.getByRole('button', { name: 'New page' }));
    await userEvent.click(await tab('Page#1'));
    dialog = await moveFromMenu();
    expect(within(dialog).queryByRole('radio', { name: 'Page#1' })).toBeNull();
    expect(within(dialog).getByRole('button', { name: 'Move' })).toBeDisabled();
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Page#2' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Move' }));
    expect(await screen.findByText('This dashboard page has no widgets yet')).toBeInTheDocument();
    await userEvent.click(await tab('Page#2'));
    expect(await screen.findByRole('group', { name: 'Message Count' })).toBeInTheDocument();

    // With "Keep a copy on this page" the widget stays where it was, too.
    dialog = await moveFromMenu();
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Page#1' }));
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Keep a copy on this page' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Move' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByRole('group', { name: 'Message Count' })).toBeInTheDocument();
    await userEvent.click(await tab('Page#1'));
    expect(await screen.findByRole('group', { name: 'Message Count' })).toBeInTheDocument();
    expect(api.calls.some((c) => c.method === 'POST' && c.path === '/views')).toBe(false);
  });

  it('copies a widget of a search to the first page of a dashboard chosen in "Copy to Dashboard", then opens it', async () => {
    const dashboards = (call: { query: Record<string, string> }) => ({
      elements: [{ ...SAVED, state: undefined }],
      total: 1,
      count: 1,
      page: Number(call.query['page']),
      per_page: Number(call.query['per_page']),
      query: '',
      attributes: [],
    });
    const { api } = renderSearchApp(
      '/search',
      { views: { d1: SAVED }, searches: { 'search-1': SEARCH } },
      { ...ADMIN, 'GET /dashboards': dashboards },
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Actions of Message Count' }, SLOW));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Copy to Dashboard' }));
    const dialog = await findDialog('dialog', { name: 'Copy to Dashboard' });
    const copy = within(dialog).getByRole('button', { name: 'Copy' });
    expect(copy).toBeDisabled();
    await userEvent.click(await within(dialog).findByRole('radio', { name: 'Operations' }));
    await userEvent.click(copy);
    expect(await screen.findByText('Saving view "Operations" was successful!')).toBeInTheDocument();
    expect(api.calls.find((c) => c.path === '/dashboards')?.query).toMatchObject({ per_page: '5', sort: 'title', order: 'asc' });
    const put = api.calls.find((c) => c.method === 'PUT' && c.path === '/views/d1')?.body as {
      state: Record<string, { widgets: Array<{ id: string }>; titles: Json }>;
    };
    const [widget] = put.state['q1']?.widgets ?? [];
    expect(put.state['q1']?.titles['widget']).toEqual({ [widget?.id ?? '']: 'Message Count' });
    expect(put.state['q2']?.widgets).toEqual([]);
    await waitFor(() => expect(window.location.pathname).toBe('/dashboards/d1'));
    expect(await tab('Overview')).toHaveAttribute('aria-selected', 'true');
  });

  it('opens the page of the URL, runs only its query, and overrides range and query of every widget until reset', async () => {
    const { server } = renderSearchApp('/dashboards/d1?page=q2', { views: { d1: SAVED }, searches: { 'search-1': SEARCH } }, ADMIN);
    expect(await tab('Errors')).toHaveAttribute('aria-selected', 'true');
    await waitFor(() => expect(server.executions).toHaveLength(1), SLOW);
    const override = (index: number) => (server.executions[index]?.body as { global_override: Json }).global_override;
    expect(override(0)).toMatchObject({ keep_queries: ['q2'] });
    expect(screen.queryByRole('button', { name: 'Reset global override' })).toBeNull();

    await userEvent.type(screen.getByRole('textbox', { name: 'Apply filter to all widgets' }), 'source:web-1{Enter}');
    await waitFor(() => expect(server.executions).toHaveLength(2), SLOW);
    expect(override(1)).toMatchObject({ query: { type: 'elasticsearch', query_string: 'source:web-1' }, keep_queries: ['q2'] });

    await userEvent.click(screen.getByRole('button', { name: 'Presets' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: '1 day' }));
    await waitFor(() => expect(server.executions).toHaveLength(3), SLOW);
    expect(override(2)).toMatchObject({ timerange: { type: 'relative', range: 86400 } });

    await userEvent.click(screen.getByRole('button', { name: 'Reset global override' }));
    await waitFor(() => expect(server.executions).toHaveLength(4), SLOW);
    expect(override(3)['timerange'] ?? null).toBeNull();
    expect(override(3)['query'] ?? null).toBeNull();
    expect(screen.getByRole('textbox', { name: 'Apply filter to all widgets' })).toHaveValue('');

    await userEvent.click(await tab('Overview'));
    await waitFor(() => expect(server.executions).toHaveLength(5), SLOW);
    expect(override(4)).toMatchObject({ keep_queries: ['q1'] });
    expect(new URLSearchParams(window.location.search).get('page')).toBe('q1');
  });

  it('shows a Reader the dashboard without edit controls', async () => {
    renderSearchApp('/dashboards/d1', { views: { d1: SAVED }, searches: { 'search-1': SEARCH } }, READER);
    expect(await screen.findByRole('heading', { name: 'Operations' })).toBeInTheDocument();
    expect(await tab('Overview')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add widget' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'New page' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Page actions' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Saved dashboard' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Save as' })).toBeNull();
  });

  it('answers Missing Permissions for a new dashboard without dashboards:create', async () => {
    renderSearchApp('/dashboards/new', {}, READER);
    expect(await screen.findByText('Missing Permissions')).toBeInTheDocument();
  });

  it('marks unsaved changes and overwrites the saved dashboard', async () => {
    const { api } = renderSearchApp('/dashboards/d1', { views: { d1: SAVED }, searches: { 'search-1': SEARCH } }, ADMIN);
    const save = await screen.findByRole('button', { name: 'Saved dashboard' });
    expect(save).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'New page' }));
    expect(await screen.findByText('Unsaved changes')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Save dashboard' }));
    expect(await screen.findByText('Saving view "Operations" was successful!')).toBeInTheDocument();
    const put = api.calls.find((c) => c.method === 'PUT' && c.path === '/views/d1')?.body as Json;
    expect(Object.keys(put['state'] as Json)).toHaveLength(3);
    await waitFor(() => expect(screen.queryByText('Unsaved changes')).toBeNull());
  });

  it('opens a dashboard saved by Graylog 5.1 with its pages and every widget titled', async () => {
    const { server } = renderSearchApp(
      `/dashboards/${GRAYLOG_VIEW.id}`,
      { views: { [GRAYLOG_VIEW.id]: GRAYLOG_VIEW }, searches: { [GRAYLOG_SEARCH.id]: GRAYLOG_SEARCH } },
      ADMIN,
    );
    expect(await screen.findByRole('heading', { name: 'GIT data 5' })).toBeInTheDocument();
    expect(await tab('Page#1')).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByRole('group', { name: 'Aggregating stddev(files_changed)' })).toBeInTheDocument();
    await waitFor(() => expect(server.executions).toHaveLength(1), SLOW);
    await userEvent.click(await tab('Page#2'));
    expect(await screen.findByRole('group', { name: 'Aggregating stddev(files_changed) by author (copy)' })).toBeInTheDocument();
    // Its keyword range is the page's own until overridden.
    expect(screen.getByRole('button', { name: 'Time range: Last 2 Years' })).toBeInTheDocument();
    expect(screen.queryByText('Something went wrong')).toBeNull();
  });

  it('takes the run of its search started while the page loaded, of the page of the address, and asks no second time', async () => {
    const address = `/dashboards/${GRAYLOG_VIEW.id}?page=${Object.keys(GRAYLOG_VIEW.state)[1]}`;
    window.history.replaceState(null, '', address);
    const server = fakeSearchServer({ views: { [GRAYLOG_VIEW.id]: GRAYLOG_VIEW }, searches: { [GRAYLOG_SEARCH.id]: GRAYLOG_SEARCH } });
    const api = fakeApi(searchRoutes(server, { ...SHELL_ROUTES, ...ADMIN }));
    const services = createAppServices({ fetch: api.fetch });
    // As main.tsx does, before the app renders: the search is created and executed before the page exists.
    preloadRoute(services.client, window.location.pathname, window.location.search);
    await waitFor(() => expect(server.executions).toHaveLength(1), SLOW);
    const [primed] = server.executions;
    expect((primed?.body as { global_override: Json }).global_override).toMatchObject({
      keep_queries: [Object.keys(GRAYLOG_VIEW.state)[1]],
    });

    render(<App {...services} isolatedCache />);
    expect(await tab('Page#2')).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByRole('group', { name: 'Aggregating stddev(files_changed) by author (copy)' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('region', { name: 'Dashboard widgets' })).toHaveAttribute('aria-busy', 'false'), SLOW);
    expect(server.executions).toEqual([primed]);
    // Saved by Graylog, and the one the early run created: the page created none of its own.
    expect(server.searches.size).toBe(2);
    expect(server.searches.has(primed?.searchId ?? '')).toBe(true);
    // The searches configuration and the field types the widgets read were read once, early.
    const reads = (path: string) => api.calls.filter((call) => call.path === path);
    expect(reads('/system/cluster_config/org.graylog2.indexer.searches.SearchesClusterConfig')).toHaveLength(1);
    expect(reads('/views/fields')).toHaveLength(1);

    // A refresh asks the server again.
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(server.executions).toHaveLength(2), SLOW);
  });

  it('shows the focused widget of the URL alone, and writes focus and un-focus to the address', async () => {
    const w1 = {
      id: 'w1',
      type: 'messages',
      config: { fields: ['timestamp', 'source'], show_message_row: true, show_summary: true, decorators: [], sort: [] },
    };
    const w2 = { ...w1, id: 'w2' };
    const withWidgets = {
      ...SAVED,
      state: {
        ...SAVED.state,
        q1: {
          ...pageState('Overview', [w1, w2]),
          titles: { tab: { title: 'Overview' }, widget: { w1: 'Web', w2: 'Firewall' } },
          positions: { w1: { col: 1, row: 1, height: 4, width: 6 }, w2: { col: 7, row: 1, height: 4, width: 6 } },
        },
      },
    };
    renderSearchApp(
      '/dashboards/d1?page=q1&focusedId=w2&focusing=true',
      { views: { d1: withWidgets }, searches: { 'search-1': SEARCH } },
      ADMIN,
    );
    expect(await screen.findByRole('group', { name: 'Firewall' })).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Web' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Actions of Firewall' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Un-focus' }));
    expect(await screen.findByRole('group', { name: 'Web' })).toBeInTheDocument();
    expect(window.location.search).toBe('?page=q1');
    await userEvent.click(screen.getByRole('button', { name: 'Actions of Web' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Focus' }));
    await waitFor(() => expect(screen.queryByRole('group', { name: 'Firewall' })).toBeNull());
    expect(window.location.search).toBe('?page=q1&focusedId=w1&focusing=true');
  });

  it('opens a saved search found at /dashboards/{id} on the search page', async () => {
    renderSearchApp('/dashboards/v1', { views: { v1: { ...SAVED, id: 'v1', type: 'SEARCH' } }, searches: { 'search-1': SEARCH } }, ADMIN);
    await waitFor(() => expect(window.location.pathname).toBe('/search/v1'));
  });
});
