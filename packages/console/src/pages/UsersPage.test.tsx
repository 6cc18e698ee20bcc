import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json, USER_WIRE } from '../testing/fakeApi';
import { renderApp } from '../testing/renderApp';

const overview = (id: string, username: string, extra: Record<string, unknown> = {}) => ({
  id,
  username,
  email: `${username}@example.org`,
  full_name: username,
  roles: ['Reader'],
  read_only: false,
  external_user: false,
  session_active: false,
  last_activity: null,
  client_address: null,
  account_status: 'enabled',
  service_account: false,
  auth_service_id: null,
  ...extra,
});
const ADMIN = overview('local:admin', 'admin', { full_name: 'Administrator', email: '', roles: ['Admin'], read_only: true });
const page = (elements: unknown[], admin: unknown = ADMIN) => ({
  users: elements,
  total: elements.length,
  count: elements.length,
  page: 1,
  per_page: 50,
  query: '',
  context: { admin_user: admin },
});
const bob = overview('u2', 'bob', {
  full_name: 'Bob Builder',
  roles: ['Reader', 'Auditors'],
  session_active: true,
  client_address: '192.0.2.7',
  last_activity: '2024-05-02T10:00:00.000+0000',
});
const admin = { ...USER_WIRE, permissions: ['*'], timezone: 'UTC' };

const rowTexts = () =>
  within(screen.getByRole('table', { name: 'Users' }))
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    );

describe('System → Users and Teams', () => {
  it('lists users 50 per page sorted by full name by default, with page and size from the URL', async () => {
    const { api } = renderApp(
      { 'GET /users/jane': { ...USER_WIRE, permissions: ['users:list'] }, 'GET /users/paginated': page([bob]) },
      '/system/users?page=2&pageSize=7',
    );
    expect(await screen.findByRole('link', { name: 'Bob Builder' })).toHaveAttribute('href', '/system/users/u2');
    // pageSize 7 is not an allowed size, so the users' default of 50 applies.
    expect(api.calls.find((c) => c.path === '/users/paginated')?.query).toMatchObject({
      page: '2',
      per_page: '50',
      sort: 'full_name',
      order: 'asc',
    });
  });

  it('shows the administrator from context.admin_user on the first page only', async () => {
    const { api } = renderApp(
      { 'GET /users/jane': admin, 'GET /users/paginated': { ...page([bob]), total: 120, page: 2 } },
      '/system/users?page=2&pageSize=50',
    );
    expect(await screen.findByRole('link', { name: 'Bob Builder' })).toBeInTheDocument();
    expect(api.calls.filter((c) => c.path === '/users/paginated').map((c) => c.query['page'])).toEqual(['2']);
    expect(screen.queryByRole('link', { name: 'Administrator' })).not.toBeInTheDocument();
  });

  it('shows the root administrator first, as Graylog does, even when no other account exists', async () => {
    renderApp({ 'GET /users/jane': admin, 'GET /users/paginated': page([]) }, '/system/users');
    expect(await screen.findByRole('link', { name: 'Administrator' })).toHaveAttribute('href', '/system/users/local%3Aadmin');
    expect(screen.queryByText('No entities exist.')).not.toBeInTheDocument();
    // The read-only root administrator cannot be edited.
    expect(rowTexts()).toEqual([['Administrator System Administrator', 'admin', '', '', '', 'Admin', 'Enabled', '']]);
  });

  it('shows full name, user name, email, client address and last activity of a session, roles and status', async () => {
    renderApp(
      { 'GET /users/jane': admin, 'GET /users/paginated': page([bob, overview('u3', 'cy', { account_status: 'disabled' })], null) },
      '/system/users',
    );
    await screen.findByRole('link', { name: 'Bob Builder' });
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
      'Full name',
      'Username',
      'E-Mail Address',
      'Client Address',
      'Last Activity',
      'Roles',
      'Status',
      'Actions',
    ]);
    expect(rowTexts()).toEqual([
      ['Bob Builder', 'bob', 'bob@example.org', '192.0.2.7', '2024-05-02 10:00:00', 'Auditors, Reader', 'Enabled', 'Edit bob'],
      ['cy', 'cy', 'cy@example.org', '', '', 'Reader', 'Disabled', 'Edit cy'],
    ]);
    expect(screen.getByRole('link', { name: 'Edit bob' })).toHaveAttribute('href', '/system/users/edit/u2');
  });

  it('sorts by full name ascending first, then by the header clicked: ascending, then descending', async () => {
    const { api } = renderApp({ 'GET /users/jane': admin, 'GET /users/paginated': page([bob]) }, '/system/users');
    await screen.findByRole('link', { name: 'Bob Builder' });
    expect(screen.getByRole('columnheader', { name: 'Full name' })).toHaveAttribute('aria-sort', 'ascending');
    await userEvent.click(screen.getByRole('button', { name: 'Username' }));
    await waitFor(() =>
      expect(api.calls.filter((c) => c.path === '/users/paginated').at(-1)?.query).toMatchObject({ sort: 'username', order: 'asc' }),
    );
    expect(screen.getByRole('columnheader', { name: 'Username' })).toHaveAttribute('aria-sort', 'ascending');
    await userEvent.click(screen.getByRole('button', { name: 'Username' }));
    await waitFor(() =>
      expect(api.calls.filter((c) => c.path === '/users/paginated').at(-1)?.query).toMatchObject({ sort: 'username', order: 'desc' }),
    );
    expect(screen.getByRole('columnheader', { name: 'Username' })).toHaveAttribute('aria-sort', 'descending');
    expect(screen.getByRole('columnheader', { name: 'Full name' })).toHaveAttribute('aria-sort', 'none');
  });

  it('offers "Edit" only on accounts the user may edit', async () => {
    renderApp(
      {
        'GET /users/jane': { ...USER_WIRE, permissions: ['users:list', 'users:edit:cy'] },
        'GET /users/paginated': page([bob, overview('u3', 'cy')], null),
      },
      '/system/users',
    );
    expect(await screen.findByRole('link', { name: 'Edit cy' })).toHaveAttribute('href', '/system/users/edit/u3');
    expect(screen.queryByRole('link', { name: 'Edit bob' })).not.toBeInTheDocument();
  });

  it('says "No entities exist." when there is nobody, and offers "Create user" only with users:create', async () => {
    renderApp(
      { 'GET /users/jane': { ...USER_WIRE, permissions: ['users:list'] }, 'GET /users/paginated': page([], null) },
      '/system/users',
    );
    expect(await screen.findByText('No entities exist.')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Create user' })).not.toBeInTheDocument();
  });

  it('links "Create user" to /system/users/new for administrators', async () => {
    renderApp({ 'GET /users/jane': admin, 'GET /users/paginated': page([]) }, '/system/users');
    expect(await screen.findByRole('link', { name: 'Create user' })).toHaveAttribute('href', '/system/users/new');
  });

  it('answers "Missing Permissions" to a direct visit without users:list, as the server refuses the list', async () => {
    renderApp({ 'GET /users/paginated': () => json({ type: 'ApiError', message: 'Not authorized' }, 403) }, '/system/users');
    expect(await screen.findByText('You do not have the required permissions to view this resource.')).toBeInTheDocument();
  });
});
