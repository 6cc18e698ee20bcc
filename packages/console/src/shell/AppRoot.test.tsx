import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NO_SESSION_EXTENSION_HEADER, PING_INTERVAL_MS } from '@sift/api';
import { json, type FakeCall } from '../testing/fakeApi';
import { renderApp } from '../testing/renderApp';

const pings = (calls: FakeCall[]) => calls.filter((c) => c.method === 'GET' && c.path === '/');

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  window.localStorage.clear();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('root states', () => {
  it('validates the session at start and shows the login page when it is not valid', async () => {
    const { api } = renderApp({ 'GET /system/sessions': { is_valid: false, session_id: null, username: null } });
    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeInTheDocument();
    expect(api.calls.some((c) => c.path === '/system/sessions')).toBe(true);
  });

  it('shows "We are preparing Sift for you..." until the current user is loaded, then the app', async () => {
    let release: (r: Response) => void = () => undefined;
    renderApp({
      'GET /users/jane': () =>
        new Promise<Response>((resolve) => {
          release = resolve;
        }),
    });
    expect(await screen.findByText('We are preparing Sift for you...')).toBeInTheDocument();
    const { USER_WIRE } = await import('../testing/fakeApi');
    await act(async () => release(json(USER_WIRE)));
    expect(await screen.findByRole('navigation', { name: 'Main' })).toBeInTheDocument();
    expect(screen.queryByText('We are preparing Sift for you...')).not.toBeInTheDocument();
  });

  it('shows "Error getting data" with the reason when the current user cannot be loaded (a page loaded lazily)', async () => {
    renderApp({ 'GET /users/jane': json({ type: 'ApiError', message: 'User store unavailable' }, 500) });
    expect(await screen.findByRole('heading', { name: 'Error getting data' })).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'Errors' })).getByRole('listitem')).toHaveTextContent('User store unavailable');
    expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
  });

  it('pings every 20 s, anonymously and without extending the session', async () => {
    const { api } = renderApp();
    await screen.findByRole('navigation', { name: 'Main' });
    expect(PING_INTERVAL_MS).toBe(20_000);
    expect(pings(api.calls)).toHaveLength(1);
    expect(pings(api.calls)[0]?.headers[NO_SESSION_EXTENSION_HEADER]).toBe('true');
    await act(() => vi.advanceTimersByTimeAsync(19_000));
    expect(pings(api.calls)).toHaveLength(1);
    await act(() => vi.advanceTimersByTimeAsync(1_500));
    expect(pings(api.calls)).toHaveLength(2);
  });

  it('replaces everything with the server-unavailable page while the server is down, and returns on the next successful ping', async () => {
    const { api } = renderApp();
    await screen.findByRole('navigation', { name: 'Main' });
    api.down.value = true;
    // The throughput poll (every 2 s) is the first call to notice.
    await act(() => vi.advanceTimersByTimeAsync(2_500));
    expect(await screen.findByRole('heading', { name: 'Server currently unavailable' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
    api.down.value = false;
    const before = pings(api.calls).length;
    await act(() => vi.advanceTimersByTimeAsync(PING_INTERVAL_MS - 3_500));
    expect(screen.getByRole('heading', { name: 'Server currently unavailable' })).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(2_000));
    expect(pings(api.calls).length).toBe(before + 1);
    expect(await screen.findByRole('navigation', { name: 'Main' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Server currently unavailable' })).not.toBeInTheDocument();
  });

  it('shows the failed request under "More details": message, method and URL, status and full error', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const { api } = renderApp();
    await screen.findByRole('navigation', { name: 'Main' });
    api.down.value = true;
    await act(() => vi.advanceTimersByTimeAsync(2_500));
    await screen.findByRole('heading', { name: 'Server currently unavailable' });
    const failed = api.calls.at(-1);
    expect(failed).toBeDefined();
    await user.click(screen.getByRole('button', { name: 'More details' }));
    expect(screen.getByRole('button', { name: 'Less details' })).toHaveAttribute('aria-expanded', 'true');
    const terms = screen.getByText('Original request').closest('dl')?.querySelectorAll('dt') ?? [];
    const details = Object.fromEntries([...terms].map((term) => [term.textContent, term.nextElementSibling?.textContent]));
    expect(details).toEqual({
      'Error message': 'There was an error fetching a resource: Failed to fetch. Additional information: Not available',
      'Original request': `${failed?.method ?? ''} /api${failed?.path ?? ''}`,
      'Status code': '0',
      'Full error message': 'Failed to fetch',
    });
    expect(screen.queryByText('There is no information available.')).not.toBeInTheDocument();
  });

  it('logs out when a call answers 401 while logged in', async () => {
    let expired = false;
    renderApp({ 'GET /system/notifications': () => (expired ? json(null, 401) : { total: 0, notifications: [] }) });
    await screen.findByRole('navigation', { name: 'Main' });
    expired = true;
    await act(() => vi.advanceTimersByTimeAsync(3_500));
    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeInTheDocument();
  });

  it('keeps the address asked for through sign-in (deep links)', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const { client } = renderApp(
      {
        'GET /system/sessions': { is_valid: false, session_id: null, username: null },
        'POST /system/sessions': { username: 'jane', session_id: 's', valid_until: '', user_id: 'u1' },
        'GET /system/cluster/nodes': {
          total: 1,
          nodes: [
            {
              node_id: 'n-1',
              cluster_id: 'abc-def',
              short_node_id: 'n-1',
              hostname: 'h',
              is_leader: true,
              transport_address: 'http://h',
              last_seen: null,
              type: 'server',
            },
          ],
        },
      },
      '/system/nodes',
    );
    await user.type(await screen.findByLabelText('Username'), 'jane');
    await user.type(screen.getByLabelText('Password'), 'pw');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('heading', { name: 'Nodes' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/system/nodes');
    expect(client.session.username).toBe('jane');
  });

  it('logs out from the user menu and shows the login page', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const { api } = renderApp({ 'DELETE /system/sessions/': undefined });
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    await user.click(within(nav).getByRole('button', { name: 'Jane Doe' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Log out' }));
    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeInTheDocument();
    expect(api.calls.some((c) => c.method === 'DELETE' && c.path === '/system/sessions/')).toBe(true);
  });

  it('answers "Page not found" for a route without a screen', async () => {
    renderApp({}, '/streams/000000000000000000000001/messages');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
  });
});
