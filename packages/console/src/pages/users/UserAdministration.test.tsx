import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { toast } from '@sift/ui';
import { json, USER_WIRE } from '../../testing/fakeApi';
import { renderApp } from '../../testing/renderApp';
import { EXTERNAL_PASSWORD_TEXT } from '../ProfilePage';

beforeEach(() => toast.clear());

const admin = { ...USER_WIRE, permissions: ['*'] };
const BOB = {
  ...USER_WIRE,
  id: 'u2',
  username: 'bob',
  full_name: 'Bob Builder',
  email: 'bob@example.org',
  session_timeout_ms: 2 * 24 * 3600 * 1000,
  roles: ['Reader'],
};
const ROLES = {
  total: 2,
  page: 1,
  per_page: 0,
  count: 2,
  context: { users: {} },
  roles: [
    { id: 'r1', name: 'Auditors', description: '', permissions: ['streams:read'], read_only: false },
    { id: 'r2', name: 'Reader', description: 'Grants basic permissions', permissions: ['messages:read'], read_only: true },
  ],
};
const routes = {
  'GET /users/jane': admin,
  'GET /users/id/u2': BOB,
  'GET /authz/roles': ROLES,
  'GET /users/paginated': { users: [], total: 0, count: 0, page: 1, per_page: 50, context: {} },
};

describe("another user's details, as an administrator", () => {
  it('shows the account with its roles and session timeout, and links to editing it and to its tokens', async () => {
    renderApp(routes, '/system/users/u2');
    expect(await screen.findByRole('heading', { name: 'User details: Bob Builder' })).toBeInTheDocument();
    expect(screen.getByText('2 days')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Edit user' })).toHaveAttribute('href', '/system/users/edit/u2');
    expect(screen.getByRole('link', { name: 'Edit tokens' })).toHaveAttribute('href', '/system/users/tokens/u2');
  });

  it('lists what is shared with the user, with the capability and the owners', async () => {
    const { api } = renderApp(
      {
        ...routes,
        'GET /authz/shares/user/u2': {
          entities: [
            {
              id: 'grn::::dashboard:d1',
              type: 'dashboard',
              title: 'Payments',
              owners: [{ id: 'grn::::user:u1', type: 'user', title: 'Jane Doe' }],
            },
            { id: 'grn::::stream:s1', type: 'stream', title: 'Checkout errors', owners: [] },
          ],
          total: 2,
          count: 2,
          page: 1,
          per_page: 0,
          context: { grantee_capabilities: { 'grn::::dashboard:d1': 'manage', 'grn::::stream:s1': 'view' } },
        },
      },
      '/system/users/u2',
    );
    const table = await screen.findByRole('table', { name: 'Shared entities' });
    const payments = within(table).getByText('Payments').closest('[role="row"]') as HTMLElement;
    expect(payments).toHaveTextContent('dashboard');
    expect(payments).toHaveTextContent('Manager');
    expect(payments).toHaveTextContent('Jane Doe');
    expect(within(table).getByText('Checkout errors').closest('[role="row"]')).toHaveTextContent('Viewer');
    expect(api.calls.find((c) => c.path === '/authz/shares/user/u2')?.query).toMatchObject({ per_page: '0' });

    // Effective permissions: the Reader role's, and what the shares grant, each with where it comes from.
    const effective = await screen.findByRole('table', { name: 'Effective permissions' });
    expect(within(effective).getByText('Messages: read').closest('[role="row"]')).toHaveTextContent('Role Reader');
    expect(within(effective).queryByText('Streams: read')).not.toBeInTheDocument();
    expect(within(effective).getByText('Manager of Payments (dashboard)').closest('[role="row"]')).toHaveTextContent('Shared entity');
  });

  it('shows a Reader their own shares without effective permissions, whose roles they may not read', async () => {
    const { api } = renderApp(
      {
        'GET /users/jane': USER_WIRE,
        'GET /authz/roles': () => json({ type: 'ApiError', message: 'Not authorized' }, 403),
        'GET /authz/shares/user/u1': { entities: [], total: 0, count: 0, page: 1, per_page: 0, context: { grantee_capabilities: {} } },
      },
      '/system/users/u1',
    );
    expect(await screen.findByRole('table', { name: 'Shared entities' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'User details: Jane Doe' })).toBeInTheDocument();
    expect(screen.queryByRole('table', { name: 'Effective permissions' })).not.toBeInTheDocument();
    expect(api.calls.some((c) => c.path === '/authz/roles')).toBe(false);
  });

  it('disables the account and logs out all of its sessions', async () => {
    const { api } = renderApp(
      { ...routes, 'PUT /users/u2/status/disabled': undefined, 'DELETE /users/u2/sessions': undefined },
      '/system/users/u2',
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Disable' }));
    expect(await screen.findByText('User bob was disabled.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Log out all sessions' }));
    expect(await screen.findByText('All sessions of bob were logged out.')).toBeInTheDocument();
    expect(api.calls.filter((c) => c.method !== 'GET' && c.path.startsWith('/users')).map((c) => `${c.method} ${c.path}`)).toEqual([
      'PUT /users/u2/status/disabled',
      'DELETE /users/u2/sessions',
    ]);
  });

  it('offers "Enable" for a disabled account', async () => {
    const { api } = renderApp(
      { ...routes, 'GET /users/id/u2': { ...BOB, account_status: 'disabled' }, 'PUT /users/u2/status/enabled': undefined },
      '/system/users/u2',
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Enable' }));
    expect(await screen.findByText('User bob was enabled.')).toBeInTheDocument();
    expect(api.calls.some((c) => c.method === 'PUT' && c.path === '/users/u2/status/enabled')).toBe(true);
  });

  it('deletes only after confirmation, then returns to the users overview', async () => {
    const { api } = renderApp({ ...routes, 'DELETE /users/id/u2': undefined }, '/system/users/u2');
    await userEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Delete user' });
    expect(dialog).toHaveTextContent('Do you really want to delete user Bob Builder?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(api.calls.some((c) => c.method === 'DELETE')).toBe(false);
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    await userEvent.click(within(screen.getByRole('alertdialog', { name: 'Delete user' })).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('User bob was deleted.')).toBeInTheDocument();
    expect(window.location.pathname).toBe('/system/users');
  });
});

describe('editing another user', () => {
  it('saves profile and settings, and roles separately', async () => {
    const { api } = renderApp({ ...routes, 'PUT /users/u2': undefined }, '/system/users/edit/u2');
    const profile = await screen.findByRole('form', { name: 'Profile and settings' });
    await userEvent.clear(within(profile).getByLabelText('Full name'));
    await userEvent.type(within(profile).getByLabelText('Full name'), 'Robert Builder');
    expect(within(profile).getByLabelText('Session timeout')).toHaveValue('2');
    expect(within(profile).getByLabelText('Session timeout unit')).toHaveValue('days');
    await userEvent.click(within(profile).getByRole('button', { name: 'Update profile' }));
    expect(await screen.findByText('User bob was updated successfully.')).toBeInTheDocument();
    expect(api.calls.find((c) => c.method === 'PUT')?.body).toEqual({
      full_name: 'Robert Builder',
      email: 'bob@example.org',
      timezone: null,
      session_timeout_ms: 2 * 24 * 3600 * 1000,
    });

    await userEvent.click(await screen.findByRole('checkbox', { name: 'Auditors' }));
    await userEvent.click(screen.getByRole('button', { name: 'Update roles' }));
    await screen.findAllByText('User bob was updated successfully.');
    expect(api.calls.filter((c) => c.method === 'PUT').at(-1)?.body).toEqual({ roles: ['Reader', 'Auditors'] });
  });

  it('refuses to leave an account without roles', async () => {
    const { api } = renderApp({ ...routes, 'PUT /users/u2': undefined }, '/system/users/edit/u2');
    await userEvent.click(await screen.findByRole('checkbox', { name: /Reader/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Update roles' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Select at least one role.');
    expect(api.calls.some((c) => c.method === 'PUT')).toBe(false);
  });

  it('offers no password form for an account from a directory service, whose password the directory owns', async () => {
    renderApp({ ...routes, 'GET /users/id/u2': { ...BOB, external: true } }, '/system/users/edit/u2');
    expect(await screen.findByRole('form', { name: 'Profile and settings' })).toBeInTheDocument();
    expect(screen.getByText(EXTERNAL_PASSWORD_TEXT)).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Change password' })).not.toBeInTheDocument();
  });

  it('offers the password form for a local account', async () => {
    renderApp(routes, '/system/users/edit/u2');
    expect(await screen.findByRole('form', { name: 'Change password' })).toBeInTheDocument();
    expect(screen.queryByText(EXTERNAL_PASSWORD_TEXT)).not.toBeInTheDocument();
  });

  it('answers "Missing Permissions" on the edit route of an account the user may not edit', async () => {
    renderApp({ ...routes, 'GET /users/jane': { ...USER_WIRE, permissions: ['users:list'] } }, '/system/users/edit/u2');
    expect(await screen.findByText('You do not have the required permissions to view this resource.')).toBeInTheDocument();
  });

  it('shows no administration actions on the own account', async () => {
    renderApp({ 'GET /users/jane': admin }, '/system/users/u1');
    expect(await screen.findByRole('heading', { name: 'User details: Jane Doe' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Disable' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
  });
});
