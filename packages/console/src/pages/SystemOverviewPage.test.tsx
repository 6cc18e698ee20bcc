import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { USER_WIRE } from '../testing/fakeApi';
import { renderApp, SHELL_ROUTES } from '../testing/renderApp';

const ADMIN = { ...USER_WIRE, permissions: ['*'] };
const system = SHELL_ROUTES['GET /system'] as Record<string, unknown>;
/** The first screen loads its route lazily; on a loaded machine that takes longer than the usual wait. */
const PAGE = { timeout: 10_000 };

beforeEach(() => window.localStorage.clear());

describe('System → Overview', () => {
  it('lists system notifications as text and dismisses one', async () => {
    let notifications = [
      {
        type: 'no_input_running',
        key: null,
        severity: 'urgent',
        timestamp: '2024-01-01T00:00:00.000Z',
        node_id: 'n-1',
        details: { title: '<b>raw</b>' },
      },
    ];
    const { api } = renderApp(
      {
        'GET /users/jane': ADMIN,
        'GET /system/notifications': () => ({ total: notifications.length, notifications }),
        'DELETE /system/notifications/no_input_running': () => {
          notifications = [];
          return undefined;
        },
      },
      '/system/overview',
    );
    const list = await screen.findByRole('list', { name: 'System notifications' }, PAGE);
    expect(within(list).getByText('No input running')).toBeInTheDocument();
    expect(within(list).getByText('title: <b>raw</b>')).toBeInTheDocument();
    await userEvent.click(within(list).getByRole('button', { name: 'Dismiss' }));
    expect(await screen.findByText('There are no notifications.')).toBeInTheDocument();
    expect(api.calls.some((c) => c.method === 'DELETE' && c.path === '/system/notifications/no_input_running')).toBe(true);
  });

  it('shows system information and pauses and resumes message processing', async () => {
    let processing = true;
    renderApp(
      {
        'GET /users/jane': ADMIN,
        'GET /system': () => ({ ...system, is_processing: processing }),
        'PUT /system/processing/pause': () => {
          processing = false;
          return undefined;
        },
        'PUT /system/processing/resume': () => {
          processing = true;
          return undefined;
        },
      },
      '/system/overview',
    );
    expect(await screen.findByText('C-1', {}, PAGE)).toBeInTheDocument();
    expect(await screen.findByText('Message processing is running.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Pause message processing' }));
    expect(await screen.findByText('Message processing is paused.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Resume message processing' }));
    expect(await screen.findByText('Message processing is running.')).toBeInTheDocument();
  });

  it('offers neither dismiss nor pause without the permissions', async () => {
    renderApp(
      {
        'GET /system/notifications': {
          total: 1,
          notifications: [{ type: 'generic', key: null, severity: 'normal', timestamp: '2024-01-01T00:00:00.000Z', node_id: 'n-1' }],
        },
      },
      '/system/overview',
    );
    expect(await screen.findByText('Generic')).toBeInTheDocument();
    expect(await screen.findByText('Message processing is running.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Dismiss' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Pause message processing' })).not.toBeInTheDocument();
  });

  it('shows "Missing Permissions" when the data is forbidden, and clears it on navigation', async () => {
    renderApp(
      {
        'GET /system': () =>
          new Response(JSON.stringify({ type: 'ApiError', message: 'no' }), {
            status: 403,
            headers: { 'Content-Type': 'application/json' },
          }),
        'GET /system/cluster/nodes': { total: 0, nodes: [] },
      },
      '/system/overview',
    );
    expect(await screen.findByRole('heading', { name: 'Missing Permissions' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'System / Overview' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Nodes' }));
    expect(await screen.findByRole('heading', { name: 'Nodes' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Missing Permissions' })).not.toBeInTheDocument();
  });
});
