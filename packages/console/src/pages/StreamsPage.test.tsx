import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { toast } from '@sift/ui';
import { json, USER_WIRE } from '../testing/fakeApi';
import { renderApp } from '../testing/renderApp';
import { INDEX_SETS_WIRE, STREAMS_WIRE, streamsPageWire } from './streams/streamFixtures';
import { findDialog } from '../testing/findDialog';

const ADMIN = { 'GET /users/jane': { ...USER_WIRE, permissions: ['*'] } };
const BASE = {
  ...ADMIN,
  'GET /system/indices/index_sets': INDEX_SETS_WIRE,
  'GET /entitylists/preferences/streams': () => new Response(null, { status: 204 }),
};
const [, web, failed] = STREAMS_WIRE;

afterEach(() => toast.clear());

const rowOf = async (title: string) => {
  const link = await screen.findByRole('link', { name: title });
  const row = link.closest('[role="row"]');
  if (!(row instanceof HTMLElement)) throw new Error(`no row for ${title}`);
  return row;
};

// Many steps per test on a shared two-core machine: more time than the lane's 15 s default.
describe('Streams overview', { timeout: 30_000 }, () => {
  it('lists streams with index set, rules count and status, paged by page and pageSize from the URL', async () => {
    const { api } = renderApp({ ...BASE, 'GET /streams/paginated': streamsPageWire(STREAMS_WIRE, 2, 20) }, '/streams?page=2&pageSize=20');
    const row = await rowOf('Web servers');
    expect(within(row).getByRole('link', { name: 'Web servers' })).toHaveAttribute('href', '/streams/6650b0c1d2e3f4a5b6c7d8e9/search');
    expect(within(row).getByText('Web access logs')).toBeInTheDocument();
    expect(within(row).getByText('2 rules')).toBeInTheDocument();
    expect(within(row).getByText('Running')).toBeInTheDocument();
    expect(within(row).getByText('0 msg/s')).toBeInTheDocument();
    expect(within(await rowOf('Failed logins')).getByText('Paused')).toBeInTheDocument();
    expect(api.calls.find((c) => c.path === '/streams/paginated')?.query).toMatchObject({
      page: '2',
      per_page: '20',
      sort: 'title',
      order: 'asc',
    });
  });

  it('falls back to 10 per page for a page size that is not allowed', async () => {
    const { api } = renderApp({ ...BASE, 'GET /streams/paginated': streamsPageWire(STREAMS_WIRE) }, '/streams?page=x&pageSize=7');
    await rowOf('Web servers');
    expect(api.calls.find((c) => c.path === '/streams/paginated')?.query).toMatchObject({ page: '1', per_page: '10' });
  });

  it('pauses a running stream and starts a paused one; a refused pause says "Could not pause stream" with the reason', async () => {
    let pauses = 0;
    const { api } = renderApp(
      {
        ...BASE,
        'GET /streams/paginated': streamsPageWire(STREAMS_WIRE),
        'POST /streams/6650b0c1d2e3f4a5b6c7d8e9/pause': () =>
          ++pauses === 1 ? undefined : json({ type: 'ApiError', message: 'Stream is being deleted' }, 400),
        'POST /streams/6650b0c1d2e3f4a5b6c7d8ea/resume': undefined,
      },
      '/streams',
    );
    // The default stream can be neither paused nor edited.
    expect(within(await rowOf('Default Stream')).queryByRole('button', { name: /Pause stream/ })).toBeNull();
    await userEvent.click(within(await rowOf('Web servers')).getByRole('button', { name: 'Pause stream Web servers' }));
    await waitFor(() => expect(api.calls.filter((c) => c.method === 'POST' && c.path.endsWith('/pause'))).toHaveLength(1));
    await userEvent.click(within(await rowOf('Failed logins')).getByRole('button', { name: 'Start stream Failed logins' }));
    await waitFor(() =>
      expect(api.calls.some((c) => c.method === 'POST' && c.path === '/streams/6650b0c1d2e3f4a5b6c7d8ea/resume')).toBe(true),
    );
    await userEvent.click(within(await rowOf('Web servers')).getByRole('button', { name: 'Pause stream Web servers' }));
    expect(await screen.findByText('Could not pause stream')).toBeInTheDocument();
    expect(screen.getByText(/^Stream is being deleted There was an error fetching a resource/)).toBeInTheDocument();
  });

  it('creates a stream in the default index set once it has a title, then opens its rules', async () => {
    const { api } = renderApp(
      { ...BASE, 'GET /streams/paginated': streamsPageWire(STREAMS_WIRE), 'POST /streams': { stream_id: '6650c0000000000000000001' } },
      '/streams',
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Create stream' }));
    const dialog = await findDialog('dialog', { name: 'Create stream' });
    expect(within(dialog).getByText('A new stream starts paused: add its rules, then start it.')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create stream' }));
    expect(within(dialog).getByText('Field is required')).toBeInTheDocument();
    expect(api.calls.some((c) => c.method === 'POST' && c.path === '/streams')).toBe(false);

    await userEvent.type(within(dialog).getByLabelText('Title'), '  Firewall  ');
    await userEvent.type(within(dialog).getByLabelText('Description (optional)'), 'iptables drops');
    await userEvent.click(within(dialog).getByRole('checkbox', { name: /Remove matches from/ }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create stream' }));
    await waitFor(() =>
      expect(api.calls.find((c) => c.method === 'POST' && c.path === '/streams')?.body).toEqual({
        title: 'Firewall',
        description: 'iptables drops',
        index_set_id: '000000000000000000000001',
        remove_matches_from_default_stream: true,
        matching_type: 'AND',
      }),
    );
    expect(await screen.findByText('Stream "Firewall" was created. It is paused until you start it.')).toBeInTheDocument();
  });

  const openMenu = async (title: string, item: string) => {
    await userEvent.click(within(await rowOf(title)).getByRole('button', { name: 'More' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: item }));
  };

  it('edits a stream in its index set', async () => {
    const { api } = renderApp(
      { ...BASE, 'GET /streams/paginated': streamsPageWire(STREAMS_WIRE), 'PUT /streams/6650b0c1d2e3f4a5b6c7d8e9': web },
      '/streams',
    );
    await openMenu('Web servers', 'Edit stream');
    const edit = await findDialog('dialog', { name: 'Editing stream Web servers' });
    expect(within(edit).getByLabelText('Index Set')).toHaveValue('6650a1f2c3d4e5f60718293a');
    await userEvent.clear(within(edit).getByLabelText('Title'));
    await userEvent.type(within(edit).getByLabelText('Title'), 'Web');
    await userEvent.click(within(edit).getByRole('button', { name: 'Update stream' }));
    await waitFor(() =>
      expect(api.calls.find((c) => c.method === 'PUT')?.body).toMatchObject({
        title: 'Web',
        description: 'nginx and Apache access logs',
        index_set_id: '6650a1f2c3d4e5f60718293a',
      }),
    );
  });

  it('a refused clone says "Could not clone stream" with the server\'s reason', async () => {
    renderApp(
      {
        ...BASE,
        'GET /streams/paginated': streamsPageWire(STREAMS_WIRE),
        'POST /streams/6650b0c1d2e3f4a5b6c7d8e9/clone': json({ type: 'ApiError', message: 'Index set is not writable' }, 400),
      },
      '/streams',
    );
    await openMenu('Web servers', 'Clone stream');
    const clone = await findDialog('dialog', { name: 'Cloning stream Web servers' });
    await userEvent.type(within(clone).getByLabelText('Title'), 'Web copy');
    await userEvent.click(within(clone).getByRole('button', { name: 'Clone stream' }));
    expect(await screen.findByText('Could not clone stream')).toBeInTheDocument();
    expect(screen.getByText(/^Index set is not writable There was an error fetching a resource/)).toBeInTheDocument();
  });

  it('deletes a stream after confirmation', async () => {
    const { api } = renderApp(
      { ...BASE, 'GET /streams/paginated': streamsPageWire(STREAMS_WIRE), 'DELETE /streams/6650b0c1d2e3f4a5b6c7d8ea': undefined },
      '/streams',
    );
    await openMenu('Failed logins', 'Delete stream');
    const confirm = await findDialog('alertdialog', { name: 'Delete stream' });
    expect(within(confirm).getByText('Do you really want to delete the stream "Failed logins"?')).toBeInTheDocument();
    await userEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(api.calls.some((c) => c.method === 'DELETE' && c.path === '/streams/6650b0c1d2e3f4a5b6c7d8ea')).toBe(true));
    expect(await screen.findByText('Stream "Failed logins" was deleted.')).toBeInTheDocument();
  });

  it('pauses the selected streams in bulk, leaving the default stream alone', async () => {
    const { api } = renderApp(
      { ...BASE, 'GET /streams/paginated': streamsPageWire(STREAMS_WIRE), 'POST /streams/6650b0c1d2e3f4a5b6c7d8e9/pause': undefined },
      '/streams',
    );
    await rowOf('Web servers');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select all visible rows' }));
    await userEvent.click(screen.getByRole('button', { name: 'Bulk actions' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Pause streams' }));
    await waitFor(() =>
      expect(api.calls.filter((c) => c.method === 'POST' && c.path.endsWith('/pause')).map((c) => c.path)).toEqual([
        '/streams/6650b0c1d2e3f4a5b6c7d8e9/pause',
      ]),
    );
  });

  it('says "Could not load streams" when the list cannot be read', async () => {
    renderApp({ ...BASE, 'GET /streams/paginated': json({ type: 'ApiError', message: 'Database is locked' }, 500) }, '/streams');
    expect(await screen.findByText('Could not load streams')).toBeInTheDocument();
  });

  it('hides the create button from users without streams:create', async () => {
    renderApp(
      { ...BASE, 'GET /users/jane': { ...USER_WIRE, permissions: ['streams:read'] }, 'GET /streams/paginated': streamsPageWire([failed]) },
      '/streams',
    );
    await rowOf('Failed logins');
    expect(screen.queryByRole('button', { name: 'Create stream' })).toBeNull();
  });

  it('says "Could not resume stream" and "Could not save stream" when the server refuses', async () => {
    renderApp(
      {
        ...BASE,
        'GET /streams/paginated': streamsPageWire(STREAMS_WIRE),
        'POST /streams/6650b0c1d2e3f4a5b6c7d8ea/resume': json({ type: 'ApiError', message: 'Stream has no rules' }, 400),
        'POST /streams': json({ type: 'ApiError', message: 'Invalid index set id x' }, 400),
      },
      '/streams',
    );
    await userEvent.click(within(await rowOf('Failed logins')).getByRole('button', { name: 'Start stream Failed logins' }));
    expect(await screen.findByText('Could not resume stream')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Create stream' }));
    const dialog = await findDialog('dialog', { name: 'Create stream' });
    await userEvent.type(within(dialog).getByLabelText('Title'), 'Firewall');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create stream' }));
    expect(await screen.findByText('Could not save stream')).toBeInTheDocument();
    // The dialog stays open with what was typed.
    expect(within(dialog).getByLabelText('Title')).toHaveValue('Firewall');
  });

  it('deletes the selected streams in bulk after one confirmation', async () => {
    const { api } = renderApp(
      {
        ...BASE,
        'GET /streams/paginated': streamsPageWire(STREAMS_WIRE),
        'DELETE /streams/6650b0c1d2e3f4a5b6c7d8e9': undefined,
        'DELETE /streams/6650b0c1d2e3f4a5b6c7d8ea': undefined,
      },
      '/streams',
    );
    await rowOf('Web servers');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select all visible rows' }));
    await userEvent.click(screen.getByRole('button', { name: 'Bulk actions' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Delete streams' }));
    const confirm = await findDialog('alertdialog', { name: 'Delete streams' });
    // The default stream is never among them.
    expect(within(confirm).getByText('Do you really want to delete 2 streams?')).toBeInTheDocument();
    await userEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(api.calls.filter((c) => c.method === 'DELETE').map((c) => c.path)).toEqual([
        '/streams/6650b0c1d2e3f4a5b6c7d8e9',
        '/streams/6650b0c1d2e3f4a5b6c7d8ea',
      ]),
    );
  });

  it("sorts on the server by the clicked column and remembers the sort in the table's preferences", async () => {
    const { api } = renderApp(
      { ...BASE, 'GET /streams/paginated': streamsPageWire(STREAMS_WIRE), 'POST /entitylists/preferences/streams': undefined },
      '/streams',
    );
    await rowOf('Web servers');
    await userEvent.click(screen.getByRole('button', { name: /Description/ }));
    await waitFor(() =>
      expect(api.calls.filter((c) => c.path === '/streams/paginated').at(-1)?.query).toMatchObject({ sort: 'description', order: 'asc' }),
    );
    expect(api.calls.find((c) => c.method === 'POST' && c.path === '/entitylists/preferences/streams')?.body).toMatchObject({
      sort: { field: 'description', order: 'asc' },
    });
  });
});
