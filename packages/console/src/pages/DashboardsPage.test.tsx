import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { toast } from '@sift/ui';
import { type FakeCall, json, USER_WIRE } from '../testing/fakeApi';
import { findDialog } from '../testing/findDialog';
import { renderApp } from '../testing/renderApp';

const ADMIN = { 'GET /users/jane': { ...USER_WIRE, permissions: ['*'] } };
const READER = { 'GET /users/jane': { ...USER_WIRE, permissions: ['dashboards:read'] } };
const NO_PREFERENCES = { 'GET /entitylists/preferences/dashboards': () => new Response(null, { status: 204 }) };

const summary = (id: string, title: string, extra: Record<string, unknown> = {}) => ({
  id,
  type: 'DASHBOARD',
  title,
  summary: `${title} summary`,
  description: `${title} description`,
  search_id: `s-${id}`,
  properties: [],
  requires: {},
  owner: 'admin',
  created_at: '2024-03-01T10:00:00.000Z',
  favorite: false,
  ...extra,
});
const OPS = summary('d1', 'Operations', { favorite: true });
const WEB = summary('d2', 'Web traffic');
const SEC = summary('d3', 'Security');

const pageOf =
  (elements: unknown[], total = elements.length) =>
  (call: FakeCall) => ({
    elements,
    total,
    count: elements.length,
    page: Number(call.query['page'] ?? 1),
    per_page: Number(call.query['per_page'] ?? 10),
    query: call.query['query'] ?? '',
    attributes: [],
  });

afterEach(() => toast.clear());

const rowOf = async (title: string) => {
  const cell = await screen.findByText(title, { selector: '[role="cell"], [role="cell"] *' });
  const row = cell.closest('[role="row"]');
  if (!(row instanceof HTMLElement)) throw new Error(`no row for ${title}`);
  return row;
};
const dashboardCalls = (calls: FakeCall[]) => calls.filter((c) => c.method === 'GET' && c.path === '/dashboards');

describe('Dashboards list', { timeout: 30_000 }, () => {
  it('lists dashboards with title, description, summary and favorite, paged from the URL, sorted by title', async () => {
    const { api } = renderApp({ ...ADMIN, ...NO_PREFERENCES, 'GET /dashboards': pageOf([OPS, WEB], 22) }, '/dashboards?page=2&pageSize=20');
    const row = await rowOf('Operations');
    expect(within(row).getByRole('link', { name: 'Operations' })).toHaveAttribute('href', '/dashboards/d1');
    expect(within(row).getByText('Operations summary')).toBeInTheDocument();
    expect(within(row).getByText('Operations description')).toBeInTheDocument();
    // Owner and creation date are offered by the column chooser, not shown by default.
    expect(within(row).queryByText('admin')).toBeNull();
    expect(within(row).getByRole('button', { name: 'Remove from favorites' })).toBeInTheDocument();
    expect(within(await rowOf('Web traffic')).getByRole('button', { name: 'Add to favorites' })).toBeInTheDocument();
    expect(dashboardCalls(api.calls)[0]?.query).toMatchObject({ page: '2', per_page: '20', sort: 'title', order: 'asc' });
    expect(screen.getByRole('heading', { name: 'Dashboards' })).toBeInTheDocument();
  });

  it('searches on the server and starts again at page 1', async () => {
    const { api } = renderApp(
      {
        ...ADMIN,
        ...NO_PREFERENCES,
        'GET /dashboards': (call: FakeCall) =>
          pageOf(call.query['query'] === 'sec' ? [SEC] : [OPS, WEB, SEC], call.query['query'] === 'sec' ? 1 : 23)(call),
      },
      '/dashboards?page=2',
    );
    await rowOf('Operations');
    await userEvent.type(screen.getByRole('searchbox'), 'sec');
    await rowOf('Security');
    await waitFor(() => expect(screen.queryByText('Operations')).toBeNull());
    expect(dashboardCalls(api.calls).at(-1)?.query).toMatchObject({ query: 'sec', page: '1' });
  });

  it('sorts by a clicked column on the server and keeps the sort in the list preferences', async () => {
    const { api } = renderApp(
      { ...ADMIN, ...NO_PREFERENCES, 'GET /dashboards': pageOf([OPS, WEB]), 'POST /entitylists/preferences/dashboards': undefined },
      '/dashboards',
    );
    await rowOf('Operations');
    await userEvent.click(screen.getByRole('button', { name: /Summary/ }));
    await waitFor(() => expect(dashboardCalls(api.calls).at(-1)?.query).toMatchObject({ sort: 'summary', order: 'asc' }));
    expect(api.calls.find((c) => c.method === 'POST' && c.path === '/entitylists/preferences/dashboards')?.body).toMatchObject({
      sort: { field: 'summary', order: 'asc' },
    });
  });

  it('shows the columns of the saved preferences, owner and created among them', async () => {
    renderApp(
      {
        ...ADMIN,
        'GET /entitylists/preferences/dashboards': { displayed_attributes: ['title', 'owner', 'created_at'], sort: null, per_page: 10 },
        'GET /dashboards': pageOf([OPS]),
      },
      '/dashboards',
    );
    const row = await rowOf('Operations');
    expect(within(row).getByText('admin')).toBeInTheDocument();
    expect(within(row).getByText(/2024-03-01/)).toBeInTheDocument();
    expect(within(row).queryByText('Operations summary')).toBeNull();
  });

  it('says "No dashboards found" when there are none, and offers "Create new dashboard" with dashboards:create', async () => {
    renderApp({ ...ADMIN, ...NO_PREFERENCES, 'GET /dashboards': pageOf([]) }, '/dashboards');
    expect(await screen.findByText('No dashboards found')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create new dashboard' })).toHaveAttribute('href', '/dashboards/new');
  });

  it('reports a failed load with its status', async () => {
    renderApp({ ...ADMIN, ...NO_PREFERENCES, 'GET /dashboards': () => json({ type: 'ApiError', message: 'boom' }, 500) }, '/dashboards');
    expect(await screen.findByText('Could not load dashboards')).toBeInTheDocument();
    expect(screen.getByText('Loading dashboards failed with status: 500')).toBeInTheDocument();
  });

  it('deletes one dashboard after confirmation', async () => {
    let elements = [OPS, WEB];
    const { api } = renderApp(
      {
        ...ADMIN,
        ...NO_PREFERENCES,
        'GET /dashboards': (call: FakeCall) => pageOf(elements)(call),
        'DELETE /views/d2': () => {
          elements = [OPS];
          return undefined;
        },
      },
      '/dashboards',
    );
    await userEvent.click(within(await rowOf('Web traffic')).getByRole('button', { name: 'Delete Web traffic' }));
    const confirm = await findDialog('alertdialog', { name: 'Delete dashboard' });
    expect(within(confirm).getByText('Do you really want to delete the dashboard "Web traffic"?')).toBeInTheDocument();
    await userEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Deleting view "Web traffic" was successful!')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Web traffic')).toBeNull());
    expect(api.calls.filter((c) => c.method === 'DELETE').map((c) => c.path)).toEqual(['/views/d2']);
  });

  it('bulk deletes the selected dashboards and reports those that could not be deleted', async () => {
    const { api } = renderApp(
      {
        ...ADMIN,
        ...NO_PREFERENCES,
        'GET /dashboards': pageOf([OPS, WEB, SEC]),
        'POST /views/bulk_delete': { failures: [{ entity_id: 'd3', failure_explanation: 'in use' }] },
      },
      '/dashboards',
    );
    await userEvent.click(within(await rowOf('Web traffic')).getByRole('checkbox'));
    await userEvent.click(within(await rowOf('Security')).getByRole('checkbox'));
    await userEvent.click(screen.getByRole('button', { name: 'Bulk actions' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    const confirm = await findDialog('alertdialog', { name: 'Delete dashboards' });
    expect(within(confirm).getByText('Do you really want to delete 2 dashboards?')).toBeInTheDocument();
    await userEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('1 out of 2 selected dashboards could not be deleted.')).toBeInTheDocument();
    expect(api.calls.find((c) => c.path === '/views/bulk_delete')?.body).toEqual({ entity_ids: ['d2', 'd3'] });
  });

  it('says how many were deleted, or that deleting failed', async () => {
    let elements = [OPS, WEB, SEC];
    let answer: unknown = { failures: [] };
    renderApp(
      {
        ...ADMIN,
        ...NO_PREFERENCES,
        'GET /dashboards': (call: FakeCall) => pageOf(elements)(call),
        'POST /views/bulk_delete': () => {
          if (answer instanceof Response) return answer;
          elements = [SEC];
          return answer;
        },
      },
      '/dashboards',
    );
    const deleteSelected = async (count: number) => {
      await userEvent.click(screen.getByRole('button', { name: 'Bulk actions' }));
      await userEvent.click(await screen.findByRole('menuitem', { name: 'Delete' }));
      const confirm = await findDialog('alertdialog', { name: 'Delete dashboards' });
      expect(within(confirm).getByText(`Do you really want to delete ${count} dashboards?`)).toBeInTheDocument();
      await userEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    };
    await userEvent.click(within(await rowOf('Operations')).getByRole('checkbox'));
    await userEvent.click(within(await rowOf('Web traffic')).getByRole('checkbox'));
    await deleteSelected(2);
    expect(await screen.findByText('2 dashboards were deleted successfully.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Operations')).toBeNull());
    answer = json({ type: 'ApiError', message: 'no' }, 500);
    await userEvent.click(within(await rowOf('Security')).getByRole('checkbox'));
    await deleteSelected(1);
    expect(await screen.findByText('An error occurred while deleting dashboards.')).toBeInTheDocument();
  });

  it('gives a Reader neither "Create new dashboard" nor Delete', async () => {
    renderApp({ ...READER, ...NO_PREFERENCES, 'GET /dashboards': pageOf([OPS]) }, '/dashboards');
    const row = await rowOf('Operations');
    expect(within(row).queryByRole('button', { name: /Delete/ })).toBeNull();
    // Nothing they could delete: no rows to select.
    expect(within(row).queryByRole('checkbox')).toBeNull();
    expect(screen.queryByRole('link', { name: 'Create new dashboard' })).toBeNull();
    expect(within(row).getByRole('button', { name: 'Share' })).toBeDisabled();
  });

  it('offers Dashboards in the navigation', async () => {
    renderApp({ ...ADMIN, ...NO_PREFERENCES, 'GET /dashboards': pageOf([OPS]) }, '/dashboards');
    expect(await screen.findByRole('link', { name: 'Dashboards' })).toHaveAttribute('href', '/dashboards');
  });
});

describe('/views redirects', { timeout: 30_000 }, () => {
  const view = (type: string) => ({ ...summary('v1', 'A view'), type, state: {} });

  it('sends /views to the dashboards list', async () => {
    renderApp({ ...ADMIN, ...NO_PREFERENCES, 'GET /dashboards': pageOf([OPS]) }, '/views');
    await rowOf('Operations');
    expect(window.location.pathname).toBe('/dashboards');
  });

  it('opens a saved search of /views/{id} at /search/{id}, keeping the query parameters', async () => {
    renderApp({ ...ADMIN, 'GET /views/v1': view('SEARCH') }, '/views/v1?q=a');
    await waitFor(() => expect(window.location.pathname).toBe('/search/v1'));
    expect(window.location.search).toBe('?q=a');
  });

  it('answers "Page not found" for an unknown view', async () => {
    renderApp({ ...ADMIN }, '/views/nope');
    expect(await screen.findByText('Page not found')).toBeInTheDocument();
  });
});
