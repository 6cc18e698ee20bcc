import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { USER_WIRE } from '../testing/fakeApi';
import { findDialog } from '../testing/findDialog';
import { renderApp } from '../testing/renderApp';
import { NO_ACTIVE_SERVICE } from './authentication/authServiceRules';

const ADMIN = { ...USER_WIRE, permissions: ['*'] };
const READER_ROLE = { id: 'r-reader', name: 'Reader', description: 'Basic access', permissions: [], read_only: true };
const ROLES = { roles: [READER_ROLE], total: 1, count: 1, page: 1, per_page: 0, context: { users: {} } };

export const backendWire = (id: string, title: string, extra: Record<string, unknown> = {}) => ({
  id,
  title,
  description: 'Company directory',
  default_roles: ['r-reader'],
  config: {
    type: 'ldap',
    servers: [{ host: 'ldap.example.org', port: 389 }],
    transport_security: 'none',
    verify_certificates: true,
    system_user_dn: 'cn=admin,dc=example,dc=org',
    system_user_password: { is_set: true },
    user_search_base: 'ou=people,dc=example,dc=org',
    user_search_pattern: '(&(objectClass=inetOrgPerson)(uid={0}))',
    user_unique_id_attribute: 'entryUUID',
    user_name_attribute: 'uid',
    user_full_name_attribute: 'cn',
    email_attributes: ['mail'],
  },
  ...extra,
});
const page = (backends: unknown[], active: unknown = null) => ({
  backends,
  total: backends.length,
  count: backends.length,
  page: 1,
  per_page: 0,
  grand_total: backends.length,
  context: { active_backend: active },
});

describe('System → Authentication', () => {
  it('shows a Reader "Missing Permissions"', async () => {
    renderApp({ 'GET /system/authentication/services/backends': page([]) }, '/system/authentication/services');
    expect(await screen.findByText('Missing Permissions')).toBeInTheDocument();
  });

  it('lists the services with the active one, activates another and deletes an inactive one after confirming', async () => {
    const directory = backendWire('b1', 'Directory');
    const other = backendWire('b2', 'Branch office', { config: { ...backendWire('x', 'x').config, type: 'active-directory' } });
    let active: unknown = null;
    const { api } = renderApp(
      {
        'GET /users/jane': ADMIN,
        'GET /system/authentication/services/backends': () => page([directory, other], active),
        'POST /system/authentication/services/configuration': (call: { body: unknown }) => {
          active = (call.body as { active_backend: string }).active_backend === 'b1' ? directory : null;
          return call.body;
        },
        'DELETE /system/authentication/services/backends/b2': undefined,
      },
      '/system/authentication/services',
    );
    expect(await screen.findByText(NO_ACTIVE_SERVICE)).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Authentication services' });
    expect(within(table).getByRole('link', { name: 'Directory' })).toHaveAttribute('href', '/system/authentication/services/b1');
    expect(within(table).getByText('Active Directory')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Activate Directory' }));
    expect(await screen.findByText('Authentication service "Directory" was activated successfully.')).toBeInTheDocument();
    expect(api.calls.find((c) => c.path === '/system/authentication/services/configuration')?.body).toEqual({ active_backend: 'b1' });
    expect(await screen.findByText(/is active: its users sign in with their directory password/)).toBeInTheDocument();
    // The active service cannot be deleted, only deactivated.
    expect(screen.queryByRole('button', { name: 'Delete Directory' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Deactivate Directory' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Delete Branch office' }));
    const dialog = await findDialog('alertdialog', { name: 'Delete authentication service' });
    expect(dialog).toHaveTextContent('Do you really want to delete the authentication service "Branch office"?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Authentication service "Branch office" was deleted successfully.')).toBeInTheDocument();
    expect(api.calls.some((c) => c.method === 'DELETE' && c.path === '/system/authentication/services/backends/b2')).toBe(true);
  });

  it('starts a new service of the chosen type', async () => {
    renderApp(
      { 'GET /users/jane': ADMIN, 'GET /system/authentication/services/backends': page([]), 'GET /authz/roles': ROLES },
      '/system/authentication/services',
    );
    await userEvent.selectOptions(await screen.findByLabelText('Service type'), 'Active Directory');
    await userEvent.click(screen.getByRole('button', { name: 'Get started' }));
    expect(await screen.findByRole('heading', { name: 'Create Active Directory Authentication Service' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/system/authentication/services/create/active-directory');
    expect(screen.getByLabelText('Port')).toHaveValue('636');
  });
});

describe('the service wizard', () => {
  const TEST_OK = {
    success: true,
    message: 'Successfully connected to [ldap://ldap.example.org:389]',
    errors: [],
    result: {},
  };

  it('refuses to save without the required fields, and shows the step that has them', async () => {
    const { api } = renderApp({ 'GET /users/jane': ADMIN, 'GET /authz/roles': ROLES }, '/system/authentication/services/create/ldap');
    await userEvent.type(await screen.findByLabelText('Title'), 'Directory');
    await userEvent.clear(screen.getByLabelText('Port'));
    await userEvent.type(screen.getByLabelText('Port'), '70000');
    await userEvent.click(screen.getByRole('button', { name: 'Create Service' }));
    expect(await screen.findByText('Port must be between 1 and 65535')).toBeInTheDocument();
    await userEvent.clear(screen.getByLabelText('Port'));
    await userEvent.type(screen.getByLabelText('Port'), '389');
    await userEvent.click(screen.getByRole('button', { name: 'Create Service' }));
    // The search base is empty: the wizard moves to User Synchronization.
    const base = await screen.findByLabelText('Search base DN');
    expect(within(base.closest('div') as HTMLElement).getByText('Field is required')).toBeInTheDocument();
    expect(api.calls.some((c) => c.method === 'POST' && c.path === '/system/authentication/services/backends')).toBe(false);
  });

  it("tests the connection and a login with the form's settings, then creates the service with Reader as default role", async () => {
    const saved = backendWire('b9', 'Directory');
    const { api } = renderApp(
      {
        'GET /users/jane': ADMIN,
        'GET /authz/roles': ROLES,
        'POST /system/authentication/services/test/backend/connection': TEST_OK,
        'POST /system/authentication/services/test/backend/login': {
          success: false,
          message: 'Login for user <lena> failed',
          errors: [],
          result: { user_exists: true, login_success: false, user_details: { dn: 'uid=lena,ou=people,dc=example,dc=org', cn: 'Lena' } },
        },
        'POST /system/authentication/services/backends': { backend: saved },
        'GET /system/authentication/services/backends/b9': { backend: saved },
        'GET /system/authentication/services/backends': page([saved]),
        'GET /system/authentication/services/backends/b9/users': { users: [], total: 0, count: 0, page: 1, per_page: 0, context: {} },
      },
      '/system/authentication/services/create/ldap',
    );
    await userEvent.type(await screen.findByLabelText('Title'), 'Directory');
    await userEvent.clear(screen.getByLabelText('Server address'));
    await userEvent.type(screen.getByLabelText('Server address'), 'ldap.example.org');
    await userEvent.type(screen.getByLabelText(/System user DN/), 'cn=admin,dc=example,dc=org');
    await userEvent.type(screen.getByLabelText(/System password/), 's3cret');
    await userEvent.click(screen.getByRole('button', { name: 'Test Server Connection' }));
    expect(await screen.findByText('Successfully connected to [ldap://ldap.example.org:389]')).toBeInTheDocument();
    const sent = api.calls.find((c) => c.path.endsWith('/test/backend/connection'))?.body as {
      backend_id: null;
      backend_configuration: { config: Record<string, unknown> };
    };
    expect(sent.backend_id).toBeNull();
    expect(sent.backend_configuration.config).toMatchObject({
      type: 'ldap',
      servers: [{ host: 'ldap.example.org', port: 389 }],
      system_user_dn: 'cn=admin,dc=example,dc=org',
      system_user_password: { set_value: 's3cret' },
    });

    await userEvent.click(screen.getByRole('button', { name: 'User Synchronization' }));
    await userEvent.type(await screen.findByLabelText('Search base DN'), 'ou=people,dc=example,dc=org');
    await userEvent.type(screen.getByLabelText('Login username'), 'lena');
    await userEvent.type(screen.getByLabelText('Login password'), 'wrong');
    await userEvent.click(screen.getByRole('button', { name: 'Test User Login' }));
    expect(await screen.findByText('Login for user <lena> failed')).toBeInTheDocument();
    const details = screen.getByLabelText('User details');
    expect(within(details).getByText('uid=lena,ou=people,dc=example,dc=org')).toBeInTheDocument();
    expect(within(details).getByText('Lena')).toBeInTheDocument();
    expect(api.calls.find((c) => c.path.endsWith('/test/backend/login'))?.body).toMatchObject({
      user_login: { username: 'lena', password: 'wrong' },
    });

    await userEvent.click(screen.getByRole('button', { name: 'Create Service' }));
    expect(await screen.findByText('Authentication service "Directory" was created successfully.')).toBeInTheDocument();
    expect(api.calls.find((c) => c.method === 'POST' && c.path === '/system/authentication/services/backends')?.body).toMatchObject({
      title: 'Directory',
      default_roles: ['r-reader'],
      config: {
        user_search_base: 'ou=people,dc=example,dc=org',
        user_unique_id_attribute: 'entryUUID',
        email_attributes: ['mail', 'rfc822Mailbox'],
      },
    });
    expect(await screen.findByRole('heading', { name: 'Authentication Service - Directory' })).toBeInTheDocument();
    expect(screen.getByText('No user has signed in through this service yet.')).toBeInTheDocument();
  });

  it('edits a service on the step named by initialStepKey, keeping the stored password', async () => {
    const stored = backendWire('b1', 'Directory');
    const { api } = renderApp(
      {
        'GET /users/jane': ADMIN,
        'GET /authz/roles': ROLES,
        'GET /system/authentication/services/backends/b1': { backend: stored },
        'PUT /system/authentication/services/backends/b1': (call: { body: unknown }) => ({
          backend: { ...stored, ...(call.body as object), id: 'b1' },
        }),
        'GET /system/authentication/services/backends': page([stored]),
        'GET /system/authentication/services/backends/b1/users': { users: [], total: 0, count: 0, page: 1, per_page: 0, context: {} },
      },
      '/system/authentication/services/edit/b1?initialStepKey=userSync',
    );
    const pattern = await screen.findByLabelText('Search pattern');
    expect(pattern).toHaveValue('(&(objectClass=inetOrgPerson)(uid={0}))');
    expect(screen.getByRole('checkbox', { name: /Reader/ })).toBeChecked();
    await userEvent.click(screen.getByRole('button', { name: 'Server Configuration' }));
    expect(await screen.findByText('A password is stored: leave this empty to keep it.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Update Service' }));
    expect(await screen.findByText('Authentication service "Directory" was updated successfully.')).toBeInTheDocument();
    const body = api.calls.find((c) => c.method === 'PUT')?.body as { config: Record<string, unknown> };
    expect(body.config['system_user_password']).toEqual({ keep_value: true });
  });
});
