import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { USER_WIRE } from '../testing/fakeApi';
import { renderApp } from '../testing/renderApp';
import { findDialog } from '../testing/findDialog';
import { APP_SET, DEFAULT_SET, STATS, TOTALS } from './indices/indexSetFixtures';

const ADMIN = { ...USER_WIRE, permissions: ['*'] };
const READER = { ...USER_WIRE, permissions: ['indices:read', 'indexsets:read'] };
const NOBODY = { ...USER_WIRE, permissions: [] };
/** The first screen loads its route lazily; on a loaded machine that takes longer than the usual wait. */
const PAGE = { timeout: 10_000 };

function routes(user: unknown, sets = [DEFAULT_SET, APP_SET]) {
  let current = sets;
  return {
    'GET /users/jane': user,
    'GET /system/indices/index_sets': () => ({
      total: current.length,
      index_sets: current,
      stats: Object.fromEntries(current.map((s) => [s.id, STATS[s.id]])),
    }),
    'GET /system/indices/index_sets/stats': TOTALS,
    'DELETE /system/indices/index_sets/app': () => {
      current = current.filter((s) => s.id !== 'app');
      return new Response(null, { status: 204 });
    },
  };
}

const itemOf = async (title: string) =>
  (await screen.findByRole('heading', { name: new RegExp(`^${title}`) }, PAGE)).closest('section') as HTMLElement;

beforeEach(() => window.localStorage.clear());

describe('System -> Indices', () => {
  it('lists every index set with the totals, its stats, rotation and retention, the default marked', async () => {
    renderApp(routes(ADMIN), '/system/indices');
    expect(await screen.findByRole('heading', { name: 'Indices', level: 1 }, PAGE)).toBeInTheDocument();
    expect(await screen.findByText('2 index sets, 4 indices, 125,001 documents, 3.0MiB')).toBeInTheDocument();
    const defaults = await itemOf('Default index set');
    expect(within(defaults).getByText('default')).toBeInTheDocument();
    expect(within(defaults).getByText('125,000')).toBeInTheDocument();
    expect(within(defaults).getByText('Message count: a new index every 20,000,000 messages')).toBeInTheDocument();
    expect(within(defaults).getByText('Delete: keep the newest 20 indices')).toBeInTheDocument();
    // The default set cannot be deleted, so it offers no Delete.
    expect(within(defaults).queryByRole('button', { name: 'Delete Default index set' })).not.toBeInTheDocument();
    const app = await itemOf('Application logs');
    expect(within(app).queryByText('default')).not.toBeInTheDocument();
    expect(within(app).getByText('Application logs description')).toBeInTheDocument();
    expect(within(app).getByText('2.0KiB')).toBeInTheDocument();
    expect(within(app).getByText('Index time: a new index every 1 day')).toBeInTheDocument();
    expect(within(app).getByText('Close: keep the newest 7 indices open')).toBeInTheDocument();
  });

  it('deletes an index set after asking, with a toast, and lists the rest', async () => {
    const { api } = renderApp(routes(ADMIN), '/system/indices');
    const app = await itemOf('Application logs');
    await userEvent.click(within(app).getByRole('button', { name: 'Delete Application logs' }));
    const dialog = await findDialog('alertdialog', { name: 'Delete index set?' });
    expect(dialog).toHaveTextContent('Delete the index set "Application logs" and every index in it?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(api.calls.some((c) => c.method === 'DELETE')).toBe(false);

    await userEvent.click(within(app).getByRole('button', { name: 'Delete Application logs' }));
    await userEvent.click(within(await findDialog('alertdialog', { name: 'Delete index set?' })).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Index set "Application logs" deleted')).toBeInTheDocument();
    expect(api.calls.find((c) => c.method === 'DELETE')?.query).toEqual({ delete_indices: 'true' });
    await screen.findByText('1 index set, 4 indices, 125,001 documents, 3.0MiB');
    expect(screen.queryByRole('heading', { name: /^Application logs/ })).not.toBeInTheDocument();
  });

  it('keeps the set and says why when the server refuses to delete it', async () => {
    renderApp(
      {
        ...routes(ADMIN),
        'DELETE /system/indices/index_sets/app': () =>
          new Response(JSON.stringify({ type: 'ApiError', message: "Couldn't delete index set with ID <app>" }), {
            status: 404,
            headers: { 'Content-Type': 'application/json' },
          }),
      },
      '/system/indices',
    );
    const app = await itemOf('Application logs');
    await userEvent.click(within(app).getByRole('button', { name: 'Delete Application logs' }));
    await userEvent.click(within(await findDialog('alertdialog', { name: 'Delete index set?' })).getByRole('button', { name: 'Delete' }));
    const alert = (await screen.findByText(/Couldn't delete index set with ID <app>/)).closest('[role="alert"]');
    expect(alert).toHaveTextContent('Could not delete index set');
    expect(await screen.findByRole('heading', { name: /^Application logs/ })).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('shows a Reader the sets without Delete, and someone without indices:read "Missing Permissions"', async () => {
    const { unmount } = renderApp(routes(READER), '/system/indices');
    const app = await itemOf('Application logs');
    expect(within(app).queryByRole('button')).not.toBeInTheDocument();
    unmount();
    renderApp(routes(NOBODY), '/system/indices');
    expect(await screen.findByRole('heading', { name: 'Missing Permissions' }, PAGE)).toBeInTheDocument();
  });
});
