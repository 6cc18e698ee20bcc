import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { toast } from '@sift/ui';
import { json, USER_WIRE } from '../../testing/fakeApi';
import { renderApp } from '../../testing/renderApp';

beforeEach(() => toast.clear());

const admin = { ...USER_WIRE, permissions: ['*'] };
const READER = {
  id: 'r2',
  name: 'Reader',
  description: 'Grants basic permissions',
  permissions: ['messages:read', 'clusterconfigentry:read'],
  read_only: true,
};
const AUDITORS = {
  id: 'r3',
  name: 'Auditors',
  description: 'Read streams',
  permissions: ['streams:read', 'streams:read,edit:5f00aa'],
  read_only: false,
};
const rolesPage = {
  total: 2,
  page: 1,
  per_page: 10,
  count: 2,
  roles: [AUDITORS, READER],
  context: {
    users: {
      r2: [
        { id: 'u2', username: 'bob' },
        { id: 'u3', username: 'cy' },
      ],
      r3: [],
    },
  },
};
const assignees = (users: Array<{ id: string; username: string; full_name: string | null }>) => ({
  total: users.length,
  page: 1,
  per_page: 0,
  count: users.length,
  users,
});
const usersPage = {
  total: 2,
  page: 1,
  per_page: 0,
  count: 2,
  context: { admin_user: null },
  users: [
    { id: 'u2', username: 'bob', email: '', full_name: 'Bob Builder', roles: ['Reader'], read_only: false, account_status: 'enabled' },
    { id: 'u3', username: 'cy', email: '', full_name: null, roles: ['Reader'], read_only: false, account_status: 'enabled' },
  ],
};
const CATALOGUE = { permissions: { streams: ['create', 'edit', 'read'], users: ['list', 'tokenlist'] } };

describe('System → Roles', () => {
  it('lists roles with their users and type, 10 per page by default, and links "Create role" for administrators', async () => {
    const { api } = renderApp({ 'GET /users/jane': admin, 'GET /authz/roles': rolesPage }, '/system/roles');
    const table = await screen.findByRole('table', { name: 'Roles' });
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((c) => c.textContent),
      );
    expect(rows).toEqual([
      ['Auditors', 'Read streams', '', 'Custom'],
      ['Reader', 'Grants basic permissions', 'bob, cy', 'Built-in'],
    ]);
    expect(within(table).getByRole('link', { name: 'Reader' })).toHaveAttribute('href', '/system/roles/r2');
    expect(screen.getByRole('link', { name: 'Create role' })).toHaveAttribute('href', '/system/roles/edit/new');
    expect(api.calls.find((c) => c.path === '/authz/roles')?.query).toMatchObject({ page: '1', per_page: '10' });
  });

  it('answers "Missing Permissions" to a direct visit without roles:read, as the server refuses the list', async () => {
    renderApp({ 'GET /authz/roles': () => json({ type: 'ApiError', message: 'Not authorized' }, 403) }, '/system/roles');
    expect(await screen.findByText('You do not have the required permissions to view this resource.')).toBeInTheDocument();
  });

  it('offers no "Create role" without roles:create', async () => {
    renderApp({ 'GET /users/jane': { ...USER_WIRE, permissions: ['roles:read'] }, 'GET /authz/roles': rolesPage }, '/system/roles');
    await screen.findByRole('table', { name: 'Roles' });
    expect(screen.queryByRole('link', { name: 'Create role' })).not.toBeInTheDocument();
  });
});

describe("a role's details", () => {
  const routes = {
    'GET /users/jane': admin,
    'GET /authz/roles/r3': AUDITORS,
    'GET /authz/roles/r3/assignees': assignees([{ id: 'u3', username: 'cy', full_name: null }]),
    'GET /users/paginated': usersPage,
  };

  it('shows the permissions in words and the users, and assigns and removes users', async () => {
    const { api } = renderApp(
      { ...routes, 'PUT /authz/roles/r3/assignees': undefined, 'DELETE /authz/roles/r3/assignee/cy': undefined },
      '/system/roles/r3',
    );
    const permissions = await screen.findByRole('list', { name: 'Permissions' });
    expect(
      within(permissions)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Streams: read', 'Streams: read, edit (5f00aa)']);
    expect(screen.getByText('Custom')).toBeInTheDocument();
    expect(within(screen.getByRole('table', { name: 'Users with this role' })).getByRole('link', { name: 'cy' })).toHaveAttribute(
      'href',
      '/system/users/u3',
    );

    const select = screen.getByLabelText('Assign user');
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Select a user', 'Bob Builder (bob)']);
    expect(screen.getByRole('button', { name: 'Assign' })).toBeDisabled();
    await userEvent.selectOptions(select, 'bob');
    await userEvent.click(screen.getByRole('button', { name: 'Assign' }));
    expect(await screen.findByText('bob now has the role Auditors.')).toBeInTheDocument();
    expect(api.calls.find((c) => c.method === 'PUT')?.body).toEqual(['bob']);

    await userEvent.click(screen.getByRole('button', { name: 'Remove cy' }));
    expect(await screen.findByText('cy no longer has the role Auditors.')).toBeInTheDocument();
  });

  it('deletes a custom role after confirmation', async () => {
    const { api } = renderApp({ ...routes, 'DELETE /roles/Auditors': undefined }, '/system/roles/r3');
    await userEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Delete role' });
    expect(dialog).toHaveTextContent('Do you really want to delete role Auditors? Its users lose its permissions.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Role Auditors was deleted.')).toBeInTheDocument();
    expect(api.calls.some((c) => c.method === 'DELETE' && c.path === '/roles/Auditors')).toBe(true);
    expect(window.location.pathname).toBe('/system/roles');
  });

  it('offers neither editing nor deleting of a built-in role', async () => {
    renderApp({ ...routes, 'GET /authz/roles/r2': READER, 'GET /authz/roles/r2/assignees': assignees([]) }, '/system/roles/r2');
    expect(await screen.findByRole('heading', { name: 'Role details: Reader' })).toBeInTheDocument();
    expect(screen.getByText('Built-in')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Edit role' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
  });
});

describe('editing roles', () => {
  it('creates a role from the permission areas', async () => {
    const { api } = renderApp(
      {
        'GET /users/jane': admin,
        'GET /system/permissions': CATALOGUE,
        'POST /roles': (call: { body: unknown }) => call.body,
        'GET /authz/roles': rolesPage,
      },
      '/system/roles/edit/new',
    );
    const form = await screen.findByRole('form', { name: 'Create role' });
    await userEvent.type(within(form).getByLabelText('Name'), 'Stream readers');
    await userEvent.click(within(form).getByRole('checkbox', { name: 'Streams: read' }));
    await userEvent.click(within(form).getByRole('checkbox', { name: 'Users: list tokens' }));
    await userEvent.click(within(form).getByRole('button', { name: 'Create role' }));
    expect(await screen.findByText('Role Stream readers was saved successfully.')).toBeInTheDocument();
    expect(api.calls.find((c) => c.method === 'POST' && c.path === '/roles')?.body).toEqual({
      name: 'Stream readers',
      description: '',
      permissions: ['streams:read', 'users:tokenlist'],
      read_only: false,
    });
    expect(window.location.pathname).toBe('/system/roles');
  });

  it('keeps permissions outside the areas, adds one by hand and refuses a malformed one', async () => {
    const { api } = renderApp(
      {
        'GET /users/jane': admin,
        'GET /system/permissions': CATALOGUE,
        'GET /authz/roles/r3': AUDITORS,
        'GET /authz/roles/r3/assignees': assignees([]),
        'PUT /roles/Auditors': (call: { body: unknown }) => call.body,
      },
      '/system/roles/edit/r3',
    );
    const form = await screen.findByRole('form', { name: 'Edit role' });
    expect(within(form).getByRole('checkbox', { name: 'Streams: read' })).toBeChecked();
    expect(within(within(form).getByRole('list', { name: 'Other permissions' })).getByText('streams:read,edit:5f00aa')).toBeInTheDocument();
    await userEvent.type(within(form).getByLabelText('Permission'), 'streams read');
    await userEvent.click(within(form).getByRole('button', { name: 'Add permission' }));
    expect(within(form).getByText('Not a permission: write area:action or area:action:id.')).toBeInTheDocument();
    await userEvent.clear(within(form).getByLabelText('Permission'));
    await userEvent.type(within(form).getByLabelText('Permission'), 'streams:edit:6a11bb');
    await userEvent.click(within(form).getByRole('button', { name: 'Add permission' }));
    await userEvent.click(within(form).getByRole('button', { name: 'Update role' }));
    expect(await screen.findByText('Role Auditors was saved successfully.')).toBeInTheDocument();
    expect(api.calls.find((c) => c.method === 'PUT')?.body).toMatchObject({
      name: 'Auditors',
      permissions: ['streams:read', 'streams:read,edit:5f00aa', 'streams:edit:6a11bb'],
    });
    expect(window.location.pathname).toBe('/system/roles/r3');
  });

  it('says built-in roles cannot be changed', async () => {
    renderApp({ 'GET /users/jane': admin, 'GET /system/permissions': CATALOGUE, 'GET /authz/roles/r2': READER }, '/system/roles/edit/r2');
    expect(await screen.findByText('Built-in roles cannot be changed.')).toBeInTheDocument();
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
  });

  it("shows the server's message and keeps the form", async () => {
    renderApp(
      {
        'GET /users/jane': admin,
        'GET /system/permissions': CATALOGUE,
        'POST /roles': () => json({ type: 'ApiError', message: 'Role Reader already exists.' }, 400),
      },
      '/system/roles/edit/new',
    );
    const form = await screen.findByRole('form', { name: 'Create role' });
    await userEvent.type(within(form).getByLabelText('Name'), 'Reader');
    await userEvent.click(within(form).getByRole('button', { name: 'Create role' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('Role Reader already exists.');
    expect(within(form).getByLabelText('Name')).toHaveValue('Reader');
  });

  it('answers "Missing Permissions" to a user who may not create roles', async () => {
    renderApp(
      { 'GET /users/jane': { ...USER_WIRE, permissions: ['roles:read'] }, 'GET /system/permissions': CATALOGUE },
      '/system/roles/edit/new',
    );
    expect(await screen.findByText('You do not have the required permissions to view this resource.')).toBeInTheDocument();
  });
});
