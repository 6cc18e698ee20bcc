import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
// Loaded up front: the lazily loaded page is large, and its first import would outlast the waits below.
import '../page/SearchPage';
import { prepareAnswer } from '../../components/sharing/shareFixtures';
import type { FakeCall } from '../../testing/fakeApi';
import { renderSearchApp } from '../testing/renderSearchApp';
import { findDialog } from '../../testing/findDialog';

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

const setup = () => userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
/** The id the fake server gives the first view saved. */
const FIRST_ID = '6650a1f2e4b0c81d2a3f0001';
const grnPath = (id: string) => encodeURIComponent(`grn::::search:${id}`);

async function saveNew(user: ReturnType<typeof setup>, title: string) {
  await user.click(await screen.findByRole('button', { name: 'Save search' }));
  const dialog = await findDialog('dialog', { name: 'Save new search' });
  await user.type(within(dialog).getByRole('textbox', { name: 'Title' }), title);
  await user.click(within(dialog).getByRole('button', { name: 'Create new' }));
  await screen.findByRole('button', { name: 'Saved search' });
}

const view = (id: string, title: string, favorite = false) => ({
  id,
  type: 'SEARCH',
  title,
  summary: '',
  description: '',
  search_id: 's',
  properties: [],
  requires: {},
  owner: 'jane',
  state: {},
  favorite,
});

describe('saved search actions', { timeout: 40_000 }, () => {
  it('shows no breadcrumbs on a new search, and "Search > title" with a favorite toggle once saved', async () => {
    const user = setup();
    const { api, server } = renderSearchApp(
      '/search',
      {},
      { [`PUT /favorites/${grnPath(FIRST_ID)}`]: undefined, [`DELETE /favorites/${grnPath(FIRST_ID)}`]: undefined },
    );
    await waitFor(() => expect(server.executions).toHaveLength(1));
    expect(screen.queryByRole('navigation', { name: 'Breadcrumb' })).not.toBeInTheDocument();
    await saveNew(user, 'Mine');
    const crumbs = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(crumbs).getByRole('link', { name: 'Search' })).toHaveAttribute('href', '/search');
    expect(within(crumbs).getByText('Mine')).toHaveAttribute('aria-current', 'page');
    await user.click(within(crumbs).getByRole('button', { name: 'Add to favorites' }));
    await user.click(await within(crumbs).findByRole('button', { name: 'Remove from favorites' }));
    await within(crumbs).findByRole('button', { name: 'Add to favorites' });
    expect(api.calls.filter((c) => c.path.startsWith('/favorites/')).map((c) => `${c.method} ${c.path}`)).toEqual([
      `PUT /favorites/${grnPath(FIRST_ID)}`,
      `DELETE /favorites/${grnPath(FIRST_ID)}`,
    ]);
  });

  it('lists favorites in the saved-search list and toggles them', async () => {
    const user = setup();
    const { api } = renderSearchApp(
      '/search',
      { views: { a1: view('a1', 'Alpha', true), a2: view('a2', 'Beta') } },
      { [`PUT /favorites/${grnPath('a2')}`]: undefined },
    );
    await user.click(await screen.findByRole('button', { name: 'Load' }));
    const dialog = await findDialog('dialog', { name: 'Saved searches' });
    const [alpha, beta] = await within(dialog).findAllByRole('listitem');
    expect(within(alpha!).getByRole('button', { name: 'Remove from favorites' })).toBeInTheDocument();
    await user.click(within(beta!).getByRole('button', { name: 'Add to favorites' }));
    expect(await within(beta!).findByRole('button', { name: 'Remove from favorites' })).toBeInTheDocument();
    expect(api.calls.filter((c) => c.path.startsWith('/favorites/')).map((c) => `${c.method} ${c.path}`)).toEqual([
      `PUT /favorites/${grnPath('a2')}`,
    ]);
  });

  it('says "Could not add item to favorites" when the server refuses', async () => {
    const user = setup();
    renderSearchApp('/search', { views: { a2: view('a2', 'Beta') } });
    await user.click(await screen.findByRole('button', { name: 'Load' }));
    const dialog = await findDialog('dialog', { name: 'Saved searches' });
    await user.click(await within(dialog).findByRole('button', { name: 'Add to favorites' }));
    expect(await screen.findByText('Could not add item to favorites')).toBeInTheDocument();
  });

  it('edits title, summary and description alone, keeping unsaved changes unsaved', async () => {
    const user = setup();
    const { server } = renderSearchApp('/search');
    await waitFor(() => expect(server.executions).toHaveLength(1));
    await saveNew(user, 'Mine');
    await user.type(screen.getByRole('textbox', { name: 'Search query' }), 'http_status:404{Enter}');
    await screen.findByText('Unsaved changes');
    await user.click(screen.getByRole('button', { name: 'Edit metadata' }));
    const dialog = await findDialog('dialog', { name: 'Editing saved search' });
    const title = within(dialog).getByRole('textbox', { name: 'Title' });
    const save = within(dialog).getByRole('button', { name: 'Save search' });
    expect(title).toHaveValue('Mine');
    await user.clear(title);
    await user.type(title, '   ');
    expect(save).toBeDisabled();
    await user.type(title, 'Web 404s ');
    await user.type(within(dialog).getByRole('textbox', { name: 'Summary (optional)' }), 'Missing pages');
    await user.type(within(dialog).getByRole('textbox', { name: 'Description (optional)' }), 'All 404 answers of the web tier');
    expect(save).toBeEnabled();
    await user.click(save);
    expect(await screen.findByText('Saving view "Web 404s" was successful!')).toBeInTheDocument();
    expect(server.views.get(FIRST_ID)).toMatchObject({
      title: 'Web 404s',
      summary: 'Missing pages',
      description: 'All 404 answers of the web tier',
    });
    // Only the metadata went to the server: the stored search is still the one without the new query.
    const stored = server.searches.get(String(server.views.get(FIRST_ID)?.['search_id'])) as {
      queries: Array<{ query: { query_string: string } }>;
    };
    expect(stored.queries[0]?.query.query_string).toBe('');
    expect(screen.getByRole('heading', { name: 'Web 404s' })).toBeInTheDocument();
    expect(within(screen.getByRole('navigation', { name: 'Breadcrumb' })).getByText('Web 404s')).toBeInTheDocument();
    expect(screen.getByText('Unsaved changes')).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Editing saved search' })).not.toBeInTheDocument();
  });

  it('reports a failed metadata save and keeps the dialog open', async () => {
    const user = setup();
    const { server } = renderSearchApp('/search');
    await waitFor(() => expect(server.executions).toHaveLength(1));
    await saveNew(user, 'Mine');
    server.views.delete(FIRST_ID);
    await user.click(screen.getByRole('button', { name: 'Edit metadata' }));
    const dialog = await findDialog('dialog', { name: 'Editing saved search' });
    await user.click(within(dialog).getByRole('button', { name: 'Save search' }));
    expect(await screen.findByText('Saving view failed: View not found')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Editing saved search' })).toBeInTheDocument();
  });

  it('disables Share for an unsaved search, and shares a saved one through the sharing dialog', async () => {
    const user = setup();
    const prepare = `POST /authz/shares/entities/${grnPath(FIRST_ID)}/prepare`;
    const { server, api } = renderSearchApp(
      '/search',
      {},
      {
        [prepare]: (call: FakeCall) =>
          prepareAnswer((call.body as { selected_grantee_capabilities?: Record<string, string> }).selected_grantee_capabilities),
      },
    );
    await waitFor(() => expect(server.executions).toHaveLength(1));
    expect(screen.getByRole('button', { name: 'Share' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Sharing not possible' }));
    expect(await screen.findByText('Only saved searches can be shared.')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await saveNew(user, 'Mine');
    await user.click(screen.getByRole('button', { name: 'Share' }));
    const dialog = await findDialog('dialog', { name: 'Sharing search: Mine' });
    expect(await within(dialog).findByRole('listitem', { name: 'Jane Doe' })).toBeInTheDocument();
    expect(api.calls.filter((c) => `${c.method} ${c.path}` === prepare).map((c) => c.body)).toEqual([{}]);
  });
});
