import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { USER_WIRE } from '../testing/fakeApi';
import { renderApp } from '../testing/renderApp';
import { APP_OVERVIEW, APP_SET, DEFAULT_SET, RETENTION_STRATEGIES, ROTATION_STRATEGIES, STATS, TOTALS } from './indices/indexSetFixtures';

const ADMIN = { ...USER_WIRE, permissions: ['*'] };
const READER = { ...USER_WIRE, permissions: ['indices:read', 'indexsets:read'] };
/** The first screen loads its route lazily; on a loaded machine that takes longer than the usual wait. */
const PAGE = { timeout: 10_000 };

const routes = (user: unknown) => ({
  'GET /users/jane': user,
  'GET /system/indices/index_sets': { total: 2, index_sets: [DEFAULT_SET, APP_SET], stats: STATS },
  'GET /system/indices/index_sets/stats': TOTALS,
  'GET /system/indices/index_sets/app': APP_SET,
  'GET /system/indices/index_sets/app/stats': STATS['app'],
  'GET /system/indices/rotation/strategies': ROTATION_STRATEGIES,
  'GET /system/indices/retention/strategies': RETENTION_STRATEGIES,
  'GET /system/indexer/overview/app': APP_OVERVIEW,
  'PUT /system/indices/index_sets/app/default': { ...APP_SET, default: true },
});

beforeEach(() => window.localStorage.clear());

describe('Index set page', () => {
  it("opens from the list's title with the set's contents and settings, and leads on to Edit", async () => {
    renderApp(routes(ADMIN), '/system/indices');
    await userEvent.click(await screen.findByRole('link', { name: 'Application logs' }, PAGE));
    expect(await screen.findByRole('heading', { name: 'Index set: Application logs', level: 1 }, PAGE)).toBeInTheDocument();
    expect(window.location.pathname).toBe('/system/index_sets/app');
    const contents = (await screen.findByRole('heading', { name: 'Contents' })).closest('section') as HTMLElement;
    expect(await within(contents).findByText('2.0KiB')).toBeInTheDocument();
    const settings = screen.getByRole('heading', { name: 'Settings' }).closest('section') as HTMLElement;
    expect(within(settings).getByText('app')).toBeInTheDocument();
    expect(within(settings).getByText('Merged to at most 1 segment after rotation')).toBeInTheDocument();
    expect(within(settings).getByText('5 seconds')).toBeInTheDocument();
    expect(within(settings).getByText('Index time: a new index every 1 day')).toBeInTheDocument();
    expect(within(settings).getByText('Close: keep the newest 7 indices open')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Edit index set' }));
    expect(await screen.findByRole('form', { name: 'Configure Application logs' }, PAGE)).toBeInTheDocument();
  });

  it("lists the set's indices newest first with their messages, sizes, time ranges and states, and sets the set as default", async () => {
    const { api } = renderApp(routes(ADMIN), '/system/index_sets/app');
    const table = await screen.findByRole('table', { name: 'Indices' }, PAGE);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(
      rows.map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      ),
    ).toEqual([
      ['app_2', '0', '0.0B', 'No messages', 'Active write index'],
      ['app_1', '500', '1.0KiB', expect.stringMatching(/^2026-11-21 10:00:00.* – 2026-11-21 12:30:00/), 'Open'],
      ['app_0', '1,000', '2.0KiB', 'No messages', 'Closed'],
    ]);
    await userEvent.click(screen.getByRole('button', { name: 'Set as default' }));
    expect(await screen.findByText('Index set "Application logs" is now the default.')).toBeInTheDocument();
    expect(api.calls.some((c) => c.method === 'PUT' && c.path.endsWith('/index_sets/app/default'))).toBe(true);
  });

  it('shows a Reader the set without Edit, and answers "Page not found" for a set that does not exist', async () => {
    const { unmount } = renderApp(routes(READER), '/system/index_sets/app');
    expect(await screen.findByRole('heading', { name: 'Index set: Application logs', level: 1 }, PAGE)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Edit index set' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Set as default' })).not.toBeInTheDocument();
    unmount();
    renderApp(
      {
        ...routes(ADMIN),
        'GET /system/indices/index_sets/gone': () =>
          new Response(JSON.stringify({ type: 'ApiError', message: "Couldn't find index set with ID <gone>" }), {
            status: 404,
            headers: { 'Content-Type': 'application/json' },
          }),
      },
      '/system/index_sets/gone',
    );
    expect(await screen.findByRole('heading', { name: 'Page not found' }, PAGE)).toBeInTheDocument();
  });
});
