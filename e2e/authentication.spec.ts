import { expect, test, type Page } from '@playwright/test';
import { ADMIN_PASSWORD, apiClient, basicAuth, signIn } from './client';
import { freePort, startServer, type RunningServer } from './server';
// eslint-disable-next-line no-restricted-imports -- a test helper, not package code: the server's tests and this spec start slapd the same way
import { peopleLdif, startSlapd, type Slapd } from '../packages/server/test/slapd';

// An LDAP authentication service configured from the console against a real OpenLDAP slapd (issue 21):
// the wizard's connection and login tests show Graylog's messages for a reachable server, a wrong
// password and an unreachable server; once the service is active, a directory user signs in with the
// directory's password and is created with the service's default role, and cannot change that password here.
test.describe.configure({ mode: 'serial' });

const LENA = { uid: 'lena', cn: 'Lena Lindqvist', mail: 'lena@example.org', password: 'lena-directory-pw' };
let ldap: Slapd;
let server: RunningServer;
let admin: Page;

test.beforeAll(async ({ browser }) => {
  ldap = await startSlapd(peopleLdif('dc=example,dc=org', [LENA]));
  server = await startServer({ SIFT_ROOT_PASSWORD: ADMIN_PASSWORD });
  admin = await (await browser.newContext({ colorScheme: 'light' })).newPage();
  await signIn(admin, server, '/system/authentication/services');
});

test.afterAll(async () => {
  await server?.stop();
  await ldap?.close();
});

test('configures an LDAP service in the wizard, testing the connection and a login against slapd', async () => {
  const url = `[ldap://127.0.0.1:${ldap.port}]`;
  await expect(admin.getByText('No active authentication service: users sign in with the internal user database only.')).toBeVisible();
  await admin.getByLabel('Service type').selectOption('ldap');
  await admin.getByRole('button', { name: 'Get started' }).click();
  await expect(admin.getByRole('heading', { name: 'Create LDAP Authentication Service' })).toBeVisible();

  await admin.getByLabel('Title', { exact: true }).fill('Company directory');
  await admin.getByLabel('Server address').fill('127.0.0.1');
  const closed = await freePort();
  await admin.getByLabel('Port', { exact: true }).fill(String(closed));
  await admin.getByLabel(/System user DN/).fill(ldap.rootDn);
  await admin.getByLabel(/System password/).fill(ldap.rootPassword);
  await admin.getByRole('button', { name: 'Test Server Connection' }).click();
  await expect(admin.getByText(`Couldn't establish connection to [ldap://127.0.0.1:${closed}]`)).toBeVisible();
  await expect(admin.getByText(/ECONNREFUSED/)).toBeVisible();

  await admin.getByLabel('Port', { exact: true }).fill(String(ldap.port));
  await admin.getByRole('button', { name: 'Test Server Connection' }).click();
  await expect(admin.getByText(`Successfully connected to ${url}`)).toBeVisible();

  await admin.getByRole('button', { name: 'User Synchronization' }).click();
  await admin.getByLabel('Search base DN').fill(`ou=people,${ldap.suffix}`);
  await admin.getByLabel('Login username').fill('lena');
  await admin.getByLabel('Login password').fill('not-her-password');
  await admin.getByRole('button', { name: 'Test User Login' }).click();
  await expect(admin.getByText('Login for user <lena> failed')).toBeVisible();
  await admin.getByLabel('Login password').fill(LENA.password);
  await admin.getByRole('button', { name: 'Test User Login' }).click();
  await expect(admin.getByText(`Successfully logged in <lena> into ${url}`)).toBeVisible();
  await expect(admin.getByLabel('User details').getByText('Lena Lindqvist')).toBeVisible();

  await admin.getByRole('button', { name: 'Create Service' }).click();
  await expect(admin.getByText('Authentication service "Company directory" was created successfully.')).toBeVisible();
  await expect(admin.getByRole('heading', { name: 'Authentication Service - Company directory' })).toBeVisible();
  await expect(admin.getByText('No user has signed in through this service yet.')).toBeVisible();
});

test('activates the service: a directory user signs in with the directory password and becomes a Reader', async ({ browser }) => {
  await admin.getByRole('link', { name: 'All services' }).click();
  await admin.getByRole('button', { name: 'Activate Company directory' }).click();
  await expect(admin.getByText('Authentication service "Company directory" was activated successfully.')).toBeVisible();

  const api = apiClient(() => server, basicAuth('lena', 'wrong-password'));
  expect((await api('GET', '/users/lena')).status).toBe(401);

  const lena = await (await browser.newContext({ colorScheme: 'light' })).newPage();
  await signIn(lena, server, '/', 'lena', LENA.password);
  await expect(lena.getByRole('button', { name: /^System/ })).toBeVisible();
  const me = await apiClient(() => server, basicAuth('lena', LENA.password))('GET', '/users/lena');
  const lenaUser = (await me.json()) as { id: string };
  expect(lenaUser).toMatchObject({ username: 'lena', full_name: 'Lena Lindqvist', email: 'lena@example.org', roles: ['Reader'] });

  // The directory owns her password: her profile offers no password form, and the server refuses a change.
  await lena.goto(`${server.url}/system/users/edit/${lenaUser.id}`);
  await expect(
    lena.getByText("This account comes from an authentication service: its password is changed in that service's directory, not here."),
  ).toBeVisible();
  await expect(lena.getByRole('form', { name: 'Change password' })).toHaveCount(0);
  const change = await apiClient(() => server, basicAuth('lena', LENA.password))('PUT', '/users/lena/password', {
    old_password: LENA.password,
    password: 'a-local-password-1',
  });
  expect(change.status).toBe(403);
  expect(await change.json()).toMatchObject({ message: 'Cannot change password for external user.' });

  await admin.getByRole('link', { name: 'Company directory' }).first().click();
  await expect(admin.getByRole('list', { name: 'Synchronized users' }).getByText('Lena Lindqvist')).toBeVisible();
  await admin.screenshot({ path: test.info().outputPath('authentication-service.png'), fullPage: true });
});
