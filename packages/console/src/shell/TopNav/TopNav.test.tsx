import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { THROUGHPUT_METRICS } from '@sift/api';
import { SiftThemeProvider } from '@sift/ui';
import { ConsoleFrame } from '../../storybook/ConsoleFrame';
import { adminUser } from '../../storybook/storyData';
import { USER_WIRE } from '../../testing/fakeApi';
import { renderApp } from '../../testing/renderApp';
import { HELP_ITEMS, TopNav } from './TopNav';

const count = (calls: { method: string; path: string }[], method: string, path: string) =>
  calls.filter((c) => c.method === method && c.path === path).length;

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  window.localStorage.clear();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('TopNav', () => {
  it('offers "Edit profile" to users who can edit themselves, "Show profile" to read-only users', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const { unmount } = renderApp();
    await user.click(await screen.findByRole('button', { name: 'Jane Doe' }));
    expect(await screen.findByRole('menuitem', { name: 'Edit profile' })).toHaveAttribute('href', '/system/users/edit/u1');
    unmount();
    renderApp({ 'GET /users/jane': { ...USER_WIRE, read_only: true } });
    await user.click(await screen.findByRole('button', { name: 'Jane Doe' }));
    expect(await screen.findByRole('menuitem', { name: 'Show profile' })).toHaveAttribute('href', '/system/users/u1');
  });

  it('shows the System entries the user may see and titles the menu "System / <section>"', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderApp({ 'GET /system/cluster/nodes': { total: 0, nodes: [] } }, '/system/nodes');
    await user.click(await screen.findByRole('button', { name: 'System / Nodes' }));
    const items = (await screen.findAllByRole('menuitem')).map((item) => item.textContent);
    expect(items).toEqual(['Overview', 'Nodes']);
  });

  it('adds Users and Teams for users:list', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderApp({ 'GET /users/jane': { ...USER_WIRE, permissions: ['users:list'] } });
    await user.click(await screen.findByRole('button', { name: 'System' }));
    expect((await screen.findAllByRole('menuitem')).map((item) => item.textContent)).toEqual(['Overview', 'Nodes', 'Users and Teams']);
  });

  it('polls throughput in and out every 2 s', async () => {
    let rate = 0;
    const { api } = renderApp({
      'POST /cluster/metrics/multiple': () => ({
        n1: {
          total: 2,
          metrics: [
            { full_name: THROUGHPUT_METRICS.input, name: 'x', type: 'gauge', metric: { value: 10 + rate } },
            { full_name: THROUGHPUT_METRICS.output, name: 'y', type: 'gauge', metric: { value: 5 + rate } },
          ],
        },
      }),
    });
    const throughput = await screen.findByLabelText('Throughput');
    await vi.waitFor(() => expect(throughput).toHaveTextContent('In 10 / Out 5 msg/s'));
    const before = count(api.calls, 'POST', '/cluster/metrics/multiple');
    rate = 1;
    await act(() => vi.advanceTimersByTimeAsync(1_500));
    expect(count(api.calls, 'POST', '/cluster/metrics/multiple')).toBe(before);
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    expect(count(api.calls, 'POST', '/cluster/metrics/multiple')).toBe(before + 1);
    await vi.waitFor(() => expect(throughput).toHaveTextContent('In 11 / Out 6 msg/s'));
  });

  it('shows the number of system notifications, polled every 3 s', async () => {
    let total = 0;
    const { api } = renderApp({
      'GET /system/notifications': () => ({
        total,
        notifications: Array.from({ length: total }, (_, i) => ({
          type: 'generic',
          key: `k${i}`,
          severity: 'normal',
          timestamp: '2024-01-01T00:00:00.000Z',
          node_id: 'n-1',
        })),
      }),
    });
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    expect(await within(nav).findByRole('link', { name: '0 system notifications' })).toBeInTheDocument();
    const before = count(api.calls, 'GET', '/system/notifications');
    total = 2;
    await act(() => vi.advanceTimersByTimeAsync(2_500));
    expect(count(api.calls, 'GET', '/system/notifications')).toBe(before);
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    expect(count(api.calls, 'GET', '/system/notifications')).toBe(before + 1);
    expect(await within(nav).findByRole('link', { name: '2 system notifications' })).toHaveTextContent('2');
  });

  it('offers a Help menu with the documentation link and the API browser', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderApp({
      'GET /api-browser/openapi.json': { openapi: '3.0.3', info: { title: 'Sift embedded server', version: '0.1.0' }, paths: {} },
    });
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    await user.click(within(nav).getByRole('button', { name: 'Help' }));
    const items = await screen.findAllByRole('menuitem');
    expect(items.map((item) => item.textContent)).toEqual(['Documentation', 'API browser']);
    expect(items[0]).toHaveAttribute('href', 'https://go2docs.graylog.org/5-1/home.htm');
    expect(HELP_ITEMS.map((item) => item.label)).toEqual(['Documentation', 'API browser']);
    // The API browser opens in the app, without reloading the page.
    await user.click(items[1]!);
    expect(window.location.pathname).toBe('/api-browser');
    expect(await screen.findByRole('heading', { name: 'API browser', level: 1 })).toBeInTheDocument();
  });

  it('leads to the welcome page from its Welcome button', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderApp({}, '/system/overview');
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    await user.click(within(nav).getByRole('button', { name: 'Welcome' }));
    expect(await screen.findByRole('heading', { name: 'Welcome to Sift' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/welcome');
  });

  it('has no Welcome button when there is no welcome page', () => {
    render(
      <SiftThemeProvider mode="teint">
        <ConsoleFrame user={adminUser}>
          <TopNav user={adminUser} onLogout={async () => undefined} screenExists={(route) => route !== 'WELCOME'} />
        </ConsoleFrame>
      </SiftThemeProvider>,
    );
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('button', { name: 'Help' })).toBeInTheDocument();
    expect(within(nav).queryByRole('button', { name: 'Welcome' })).not.toBeInTheDocument();
  });
});
