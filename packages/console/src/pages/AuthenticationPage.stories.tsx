import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Route } from 'wouter';
import { decodeAuthServiceBackend, type AuthServiceBackendPage } from '@sift/api';
import { routePattern } from '../routing/routes';
import { ConsoleFrame } from '../storybook/ConsoleFrame';
import { adminUser, readerUser } from '../storybook/storyData';
import { pageOf, storyAdminOverview, storyRolePage } from '../storybook/userStoryData';
import { AuthenticationBackendDetailsPage } from './AuthenticationBackendDetailsPage';
import { AuthenticationBackendPage } from './AuthenticationBackendPage';
import { AuthenticationPage } from './AuthenticationPage';
import { NO_ACTIVE_SERVICE } from './authentication/authServiceRules';

const config = (type: 'ldap' | 'active-directory') => ({
  type,
  servers: [{ host: type === 'ldap' ? 'ldap.example.org' : 'dc1.corp.example.org', port: type === 'ldap' ? 389 : 636 }],
  transport_security: type === 'ldap' ? 'start_tls' : 'tls',
  verify_certificates: true,
  system_user_dn: type === 'ldap' ? 'cn=sift,ou=services,dc=example,dc=org' : 'CN=sift,OU=Services,DC=corp,DC=example,DC=org',
  system_user_password: { is_set: true },
  user_search_base: type === 'ldap' ? 'ou=people,dc=example,dc=org' : 'OU=Staff,DC=corp,DC=example,DC=org',
  user_search_pattern: type === 'ldap' ? '(&(objectClass=inetOrgPerson)(uid={0}))' : '(&(objectClass=user)(sAMAccountName={0}))',
  ...(type === 'ldap' ? { user_unique_id_attribute: 'entryUUID' } : {}),
  user_name_attribute: type === 'ldap' ? 'uid' : 'sAMAccountName',
  user_full_name_attribute: type === 'ldap' ? 'cn' : 'displayName',
  email_attributes: ['mail'],
});
const directory = decodeAuthServiceBackend({
  id: '6571e0b2c1f3a94d2e7b1d01',
  title: 'Company directory',
  description: 'OpenLDAP of the head office',
  default_roles: ['6571e0b2c1f3a94d2e7b1a02'],
  config: config('ldap'),
});
const branch = decodeAuthServiceBackend({
  id: '6571e0b2c1f3a94d2e7b1d02',
  title: 'Branch office',
  description: 'Active Directory of the branch office',
  default_roles: [],
  config: config('active-directory'),
});
const list = (active: typeof directory | null): AuthServiceBackendPage => ({ ...pageOf([directory, branch], 0), activeBackend: active });
const ALL = { perPage: 0 };

const meta = {
  title: 'Console/AuthenticationPage',
  component: AuthenticationPage,
  render: () => (
    <ConsoleFrame user={adminUser} path="/system/authentication/services" data={[[['authBackends', 'page', ALL], list(directory)]]}>
      <AuthenticationPage />
    </ConsoleFrame>
  ),
} satisfies Meta<typeof AuthenticationPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Two services, the LDAP one active: it can be deactivated, not deleted. */
export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/is active: its users sign in with their directory password/)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Deactivate Company directory' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Delete Company directory' })).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Activate Branch office' })).toBeVisible();
    await expect(within(canvas.getByRole('table', { name: 'Authentication services' })).getByText('Active Directory')).toBeVisible();
    // Graylog links its authenticators (trusted header authentication) from here.
    await expect(canvas.getByRole('link', { name: 'Authenticators' })).toHaveAttribute('href', '/system/authentication/authenticator');
  },
};

/** Nothing active: the internal user database only. */
export const NoneActive: Story = {
  render: () => (
    <ConsoleFrame user={adminUser} path="/system/authentication/services" data={[[['authBackends', 'page', ALL], list(null)]]}>
      <AuthenticationPage />
    </ConsoleFrame>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(NO_ACTIVE_SERVICE)).toBeVisible();
  },
};

/** A Reader lacks authentication:edit. */
export const Reader: Story = {
  render: () => (
    <ConsoleFrame user={readerUser} path="/system/authentication/services" data={[[['authBackends', 'page', ALL], list(null)]]}>
      <AuthenticationPage />
    </ConsoleFrame>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Missing Permissions')).toBeVisible();
  },
};

/** The wizard for a new LDAP service, with Graylog's defaults; saving without a title shows the message. */
export const CreateWizard: Story = {
  render: () => (
    <ConsoleFrame user={adminUser} path="/system/authentication/services/create/ldap" data={[[['roles', 'page', ALL], storyRolePage()]]}>
      <Route path={routePattern('SYSTEM_AUTHENTICATION_CREATE_TYPE')} component={AuthenticationBackendPage} />
    </ConsoleFrame>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Create LDAP Authentication Service' })).toBeVisible();
    await expect(canvas.getByLabelText('Port', { exact: true })).toHaveValue('389');
    await userEvent.click(canvas.getByRole('button', { name: 'Create Service' }));
    await expect(await canvas.findByText('Field is required')).toBeVisible();
  },
};

/** Editing opens on the step `initialStepKey` names. */
export const EditUserSynchronization: Story = {
  render: () => (
    <ConsoleFrame
      user={adminUser}
      path={`/system/authentication/services/edit/${directory.id}?initialStepKey=userSync`}
      data={[
        [['authBackends', 'one', directory.id], directory],
        [['roles', 'page', ALL], storyRolePage()],
      ]}
    >
      <Route path={routePattern('SYSTEM_AUTHENTICATION_EDIT')} component={AuthenticationBackendPage} />
    </ConsoleFrame>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText('Search pattern')).toHaveValue('(&(objectClass=inetOrgPerson)(uid={0}))');
    await expect(canvas.getByRole('button', { name: 'Update Service' })).toBeVisible();
  },
};

/** A service's settings and the users who signed in through it. */
export const Details: Story = {
  render: () => (
    <ConsoleFrame
      user={adminUser}
      path={`/system/authentication/services/${directory.id}`}
      data={[
        [['authBackends', 'one', directory.id], directory],
        [['authBackends', 'page', ALL], list(directory)],
        [['roles', 'page', ALL], storyRolePage()],
        [
          ['authBackends', 'users', directory.id, ALL],
          pageOf([{ ...storyAdminOverview, id: 'u-lena', username: 'lena', fullName: 'Lena Lindqvist', readOnly: false }], 0),
        ],
      ]}
    >
      <Route path={routePattern('SYSTEM_AUTHENTICATION_SHOW')} component={AuthenticationBackendDetailsPage} />
    </ConsoleFrame>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Authentication Service - Company directory' })).toBeVisible();
    await expect(canvas.getByText('StartTLS')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Lena Lindqvist' })).toHaveAttribute('href', '/system/users/u-lena');
  },
};
