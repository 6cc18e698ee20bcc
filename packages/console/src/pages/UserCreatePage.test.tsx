import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { toast } from '@sift/ui';
import { json, USER_WIRE } from '../testing/fakeApi';
import { renderApp } from '../testing/renderApp';

beforeEach(() => toast.clear());

const admin = { ...USER_WIRE, permissions: ['*'] };
const ROLES = {
  total: 2,
  page: 1,
  per_page: 0,
  count: 2,
  context: { users: {} },
  roles: [
    { id: 'r1', name: 'Admin', description: 'Grants all permissions', permissions: ['*'], read_only: true },
    { id: 'r2', name: 'Reader', description: 'Grants basic permissions', permissions: ['messages:read'], read_only: true },
  ],
};
const routes = {
  'GET /users/jane': admin,
  'GET /authz/roles': ROLES,
  'GET /users/paginated': { users: [], total: 0, count: 0, page: 1, per_page: 50, context: { admin_user: null } },
};

async function fill(form: HTMLElement, values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) await userEvent.type(within(form).getByLabelText(label), value);
}
const VALUES = {
  Username: 'bob',
  'Full name': 'Bob Builder',
  'E-Mail address': 'bob@example.org',
  Password: 'secret-1',
  'Repeat password': 'secret-1',
};

describe('/system/users/new', () => {
  it('creates a Reader by default with the chosen time zone and session timeout, then lists the users', async () => {
    const { api } = renderApp({ ...routes, 'POST /users': () => new Response(null, { status: 201 }) }, '/system/users/new');
    const form = await screen.findByRole('form', { name: 'Create user' });
    expect(await within(form).findByRole('checkbox', { name: /Reader/ })).toBeChecked();
    expect(within(form).getByRole('checkbox', { name: /Admin/ })).not.toBeChecked();
    await fill(form, VALUES);
    await userEvent.selectOptions(within(form).getByLabelText('Time zone'), 'Europe/Berlin');
    await userEvent.clear(within(form).getByLabelText('Session timeout'));
    await userEvent.type(within(form).getByLabelText('Session timeout'), '8');
    await userEvent.click(within(form).getByRole('button', { name: 'Create user' }));
    expect(await screen.findByText('User bob was created successfully.')).toBeInTheDocument();
    expect(api.calls.find((c) => c.method === 'POST' && c.path === '/users')?.body).toEqual({
      username: 'bob',
      full_name: 'Bob Builder',
      email: 'bob@example.org',
      password: 'secret-1',
      permissions: [],
      roles: ['Reader'],
      timezone: 'Europe/Berlin',
      session_timeout_ms: 8 * 3600 * 1000,
    });
    expect(window.location.pathname).toBe('/system/users');
  });

  it('refuses a repeated password that differs, a short password and a bad user name, and sends nothing', async () => {
    const { api } = renderApp(routes, '/system/users/new');
    const form = await screen.findByRole('form', { name: 'Create user' });
    await fill(form, { ...VALUES, Username: 'bob smith', Password: 'abc', 'Repeat password': 'abc' });
    await userEvent.click(within(form).getByRole('button', { name: 'Create user' }));
    expect(await within(form).findByText('Username may only contain letters, digits and . _ @ -')).toBeInTheDocument();
    expect(within(form).getAllByText('Must be greater than 6')).toHaveLength(2);
    await userEvent.clear(within(form).getByLabelText('Username'));
    await userEvent.type(within(form).getByLabelText('Username'), 'bob');
    await userEvent.type(within(form).getByLabelText('Password'), '-long');
    await userEvent.type(within(form).getByLabelText('Repeat password'), '-other');
    await userEvent.click(within(form).getByRole('button', { name: 'Create user' }));
    expect(within(form).getByRole('alert')).toHaveTextContent('Passwords do not match');
    await userEvent.clear(within(form).getByLabelText('Session timeout'));
    expect(within(form).getByText('Must be greater than 0')).toBeInTheDocument();
    expect(api.calls.some((c) => c.method === 'POST' && c.path === '/users')).toBe(false);
  });

  it("shows the server's message and keeps what was typed", async () => {
    renderApp(
      { ...routes, 'POST /users': () => json({ type: 'ApiError', message: 'User bob already exists.' }, 400) },
      '/system/users/new',
    );
    const form = await screen.findByRole('form', { name: 'Create user' });
    await fill(form, VALUES);
    await userEvent.click(within(form).getByRole('button', { name: 'Create user' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('User bob already exists.');
    expect(within(form).getByLabelText('Full name')).toHaveValue('Bob Builder');
    expect(window.location.pathname).toBe('/system/users/new');
  });

  it('answers "Missing Permissions" without users:create', async () => {
    renderApp({ ...routes, 'GET /users/jane': USER_WIRE }, '/system/users/new');
    expect(await screen.findByText('You do not have the required permissions to view this resource.')).toBeInTheDocument();
  });
});
