import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
// Loaded up front: the lazily loaded page is large, and its first import would outlast the waits below.
import '../page/SearchPage';
import { renderSearchApp } from '../testing/renderSearchApp';
import { findDialog } from '../../testing/findDialog';

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllEnvs();
});

const setup = () => userEvent.setup({ advanceTimers: vi.advanceTimersByTime });

async function saveNew(user: ReturnType<typeof setup>, title: string) {
  await user.click(await screen.findByRole('button', { name: 'Save search' }));
  const dialog = await findDialog('dialog', { name: 'Save new search' });
  const create = within(dialog).getByRole('button', { name: 'Create new' });
  expect(create).toBeDisabled();
  await user.type(within(dialog).getByRole('textbox', { name: 'Title' }), '   ');
  expect(create).toBeDisabled();
  await user.type(within(dialog).getByRole('textbox', { name: 'Title' }), title);
  await user.click(create);
}

// Saving remounts the page at the saved view's address, which renders the widgets again: slow in jsdom.
describe('saved searches', { timeout: 40_000 }, () => {
  it('starts as "Unsaved search", saves as new with the title trimmed, and moves to the saved view\'s address', async () => {
    const user = setup();
    const { server } = renderSearchApp('/search?q=source%3Aweb-1');
    expect(await screen.findByRole('heading', { name: 'Unsaved search' })).toBeInTheDocument();
    await waitFor(() => expect(server.executions).toHaveLength(1));
    await saveNew(user, 'Web one');
    expect(await screen.findByText('Saving view "Web one" was successful!')).toBeInTheDocument();
    const [saved] = [...server.views.values()];
    expect(saved).toMatchObject({ title: 'Web one', type: 'SEARCH' });
    expect(server.searches.has(String(saved?.['search_id']))).toBe(true);
    await waitFor(() => expect(window.location.pathname).toBe(`/search/${String(saved?.['id'])}`));
    expect(new URLSearchParams(window.location.search).get('q')).toBe('source:web-1');
    expect(await screen.findByRole('heading', { name: 'Web one' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Saved search' })).toBeInTheDocument();
  });

  it('marks "Unsaved changes" after a new search on a saved view, and overwrites it with Save', async () => {
    const user = setup();
    const { server } = renderSearchApp('/search');
    await waitFor(() => expect(server.executions).toHaveLength(1));
    await saveNew(user, 'Mine');
    await screen.findByRole('button', { name: 'Saved search' });
    expect(screen.queryByText('Unsaved changes')).not.toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Search query' }), 'http_status:404{Enter}');
    expect(await screen.findByText('Unsaved changes')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save search' }));
    const dialog = await findDialog('dialog', { name: 'Save search' });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByText('Unsaved changes')).not.toBeInTheDocument());
    const [saved] = [...server.views.values()];
    const search = server.searches.get(String(saved?.['search_id'])) as { queries: Array<{ query: { query_string: string } }> };
    expect(search.queries[0]?.query.query_string).toBe('http_status:404');
    expect(server.views.size).toBe(1);
  });

  it('asks before leaving unsaved changes for another saved search', async () => {
    // The guard is off in developer mode (1-shell.md §2.3), which tests run in.
    vi.stubEnv('DEV', false);
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(false);
    const user = setup();
    const other = {
      id: 'b1',
      type: 'SEARCH',
      title: 'Other',
      summary: '',
      description: '',
      search_id: 's',
      properties: [],
      requires: {},
      owner: 'jane',
      state: {},
    };
    const { server } = renderSearchApp('/search', { views: { b1: other } });
    await waitFor(() => expect(server.executions).toHaveLength(1));
    await saveNew(user, 'Mine');
    await screen.findByRole('button', { name: 'Saved search' });
    await user.type(screen.getByRole('textbox', { name: 'Search query' }), 'x{Enter}');
    await screen.findByText('Unsaved changes');
    const path = window.location.pathname;
    await user.click(screen.getByRole('button', { name: 'Load' }));
    await user.click(await within(await findDialog('dialog', { name: 'Saved searches' })).findByRole('button', { name: 'Other' }));
    expect(confirm).toHaveBeenCalledWith('Are you sure you want to leave the page? Any unsaved changes will be lost.');
    expect(window.location.pathname).toBe(path);
  });

  it("lists saved searches 20 a page by title, deletes one and several with the spec's texts", async () => {
    const user = setup();
    const view = (id: string, title: string) => ({
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
    });
    const { server, api } = renderSearchApp('/search', {
      views: { a1: view('a1', 'Beta'), a2: view('a2', 'Alpha'), a3: view('a3', 'Gamma') },
    });
    server.undeletable.add('a3');
    await user.click(await screen.findByRole('button', { name: 'Load' }));
    const dialog = await findDialog('dialog', { name: 'Saved searches' });
    await within(dialog).findByRole('button', { name: 'Alpha' });
    expect(api.calls.find((c) => c.path === '/search/saved')?.query).toMatchObject({
      page: '1',
      per_page: '20',
      sort: 'title',
      order: 'asc',
    });
    expect(
      within(dialog)
        .getAllByRole('button', { name: /^(Alpha|Beta|Gamma)$/ })
        .map((b) => b.textContent),
    ).toEqual(['Alpha', 'Beta', 'Gamma']);
    await user.click(within(dialog).getAllByRole('button', { name: 'Delete' })[0]!);
    // The confirm dialog's button comes last.
    await user.click(screen.getAllByRole('button', { name: 'Delete' }).at(-1)!);
    expect(await screen.findByText('Deleting view "Alpha" was successful!')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('checkbox', { name: 'Select Beta' }));
    await user.click(within(dialog).getByRole('checkbox', { name: 'Select Gamma' }));
    await user.click(within(dialog).getByRole('button', { name: 'Delete 2 selected' }));
    await user.click(screen.getAllByRole('button', { name: 'Delete' }).at(-1)!);
    expect(await screen.findByText('1 out of 2 selected saved searches could not be deleted.')).toBeInTheDocument();
    expect([...server.views.keys()]).toEqual(['a3']);
  });

  it('shows the empty list text', async () => {
    const user = setup();
    renderSearchApp('/search');
    await user.click(await screen.findByRole('button', { name: 'Load' }));
    expect(await screen.findByText('No saved searches have been created yet.')).toBeInTheDocument();
  });
});
