import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { ADMIN_PASSWORD, apiClient, basicAuth, signIn as signInAt } from './client';
import { startServer, type RunningServer } from './server';

// Users and roles against the real server (issue 21): an administrator creates a Reader, who signs in
// in a second browser context and sees the Reader's navigation; a custom role with streams:read on one stream, given
// through the role's page, takes effect at the Reader's next request; an API token created for the
// Reader works with curl; a team made on the teams pages gives its member its role; disabling the Reader ends their
// session and their token.
test.describe.configure({ mode: 'serial' });

const RITA = { username: 'rita', fullName: 'Rita Reader', password: 'rita-password-1' };
let server: RunningServer;
let admin: Page;
let rita: Page;
let ritaId = '';
let token = '';
let paymentsId = '';

const asAdmin = apiClient(() => server);
const execFileAsync = promisify(execFile);

async function signIn(browser: Browser, username: string, password: string, target: string): Promise<Page> {
  const context = await browser.newContext({ colorScheme: 'light' });
  const page = await context.newPage();
  await signInAt(page, server, target, username, password);
  return page;
}

async function systemMenuItems(page: Page): Promise<string[]> {
  await page.getByRole('button', { name: /^System/ }).click();
  const items = await page.getByRole('menuitem').allTextContents();
  await page.keyboard.press('Escape');
  return items;
}

/** The titles of the streams the page's session may read, asked with the page's own cookie. */
async function readableStreams(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const res = await fetch('/api/streams', { headers: { 'X-Requested-With': 'XMLHttpRequest', 'X-Requested-By': 'e2e' } });
    return ((await res.json()) as { streams: Array<{ title: string }> }).streams.map((s) => s.title);
  });
}

test.beforeAll(async () => {
  server = await startServer({ SIFT_ROOT_PASSWORD: ADMIN_PASSWORD });
  const created = await asAdmin('POST', '/streams', {
    title: 'Payments',
    description: 'card payments',
    index_set_id: await defaultIndexSet(),
    rules: [],
    matching_type: 'AND',
    remove_matches_from_default_stream: false,
  });
  expect(created.status).toBe(201);
  paymentsId = ((await created.json()) as { stream_id: string }).stream_id;
});

async function defaultIndexSet(): Promise<string> {
  const res = await asAdmin('GET', '/system/indices/index_sets');
  const body = (await res.json()) as { index_sets: Array<{ id: string; default: boolean }> };
  return body.index_sets.find((s) => s.default)?.id ?? '';
}

test.afterAll(async () => {
  await server?.stop();
});

test('an administrator sees the root administrator and creates a Reader', async ({ browser }) => {
  admin = await signIn(browser, 'admin', ADMIN_PASSWORD, '/system/users');
  const table = admin.getByRole('table', { name: 'Users' });
  // The root administrator (context.admin_user) comes first, before Graylog's sidecar system user.
  await expect(table.getByRole('row').nth(1)).toContainText('System Administrator');
  await expect(table.getByRole('row').nth(1).getByRole('link', { name: 'Administrator' })).toBeVisible();

  await admin.getByRole('link', { name: 'Create user' }).click();
  const form = admin.getByRole('form', { name: 'Create user' });
  await form.getByLabel('Username').fill(RITA.username);
  await form.getByLabel('Full name').fill(RITA.fullName);
  await form.getByLabel('E-Mail address').fill('rita@example.org');
  await form.getByLabel('Password', { exact: true }).fill(RITA.password);
  await form.getByLabel('Repeat password').fill(RITA.password);
  await expect(form.getByRole('checkbox', { name: /Reader/ })).toBeChecked();
  await form.getByRole('button', { name: 'Create user' }).click();
  await expect(admin.getByText(`User ${RITA.username} was created successfully.`)).toBeVisible();
  await expect(table.getByRole('link', { name: RITA.fullName })).toBeVisible();
  ritaId = ((await table.getByRole('link', { name: RITA.fullName }).getAttribute('href')) ?? '').split('/').pop() ?? '';
  expect(ritaId).not.toBe('');
});

test("the Reader signs in in another browser context and sees the Reader's navigation", async ({ browser }) => {
  rita = await signIn(browser, RITA.username, RITA.password, '/system/overview');
  await expect(rita.getByRole('heading', { name: 'System Overview' })).toBeVisible();
  const items = await systemMenuItems(rita);
  expect(items).toContain('Overview');
  expect(items).not.toContain('Users and Teams');
  expect(items).not.toContain('Roles');
  expect(await systemMenuItems(admin)).toEqual(expect.arrayContaining(['Overview', 'Users and Teams', 'Roles']));
  await rita.getByRole('button', { name: RITA.fullName }).click();
  await expect(rita.getByRole('menuitem', { name: 'Edit profile' })).toBeVisible();
  await rita.keyboard.press('Escape');
});

test("a custom role with streams:read on one stream, assigned on the role's page, takes effect without a restart", async () => {
  expect(await readableStreams(rita)).toEqual([]);
  await admin.goto(`${server.url}/system/roles`);
  await admin.getByRole('link', { name: 'Create role' }).click();
  const form = admin.getByRole('form', { name: 'Create role' });
  await form.getByLabel('Name', { exact: true }).fill('Stream readers');
  await form.getByLabel('Permission', { exact: true }).fill(`streams:read:${paymentsId}`);
  await form.getByRole('button', { name: 'Add permission' }).click();
  await form.getByRole('button', { name: 'Create role' }).click();
  await expect(admin.getByText('Role Stream readers was saved successfully.')).toBeVisible();
  await admin.getByRole('table', { name: 'Roles' }).getByRole('link', { name: 'Stream readers' }).click();
  await expect(admin.getByRole('list', { name: 'Permissions' })).toHaveText(`Streams: read (${paymentsId})`);
  await admin.getByLabel('Assign user').selectOption(RITA.username);
  await admin.getByRole('button', { name: 'Assign' }).click();
  await expect(admin.getByText(`${RITA.username} now has the role Stream readers.`)).toBeVisible();
  await expect(admin.getByRole('table', { name: 'Users with this role' }).getByRole('link', { name: RITA.username })).toBeVisible();
  expect(await readableStreams(rita)).toEqual(['Payments']);
});

test("a team made on the teams pages gives its member the team's role; the member's page names the team as the source", async () => {
  const refunds = await asAdmin('POST', '/streams', {
    title: 'Refunds',
    description: 'card refunds',
    index_set_id: await defaultIndexSet(),
    rules: [],
    matching_type: 'AND',
    remove_matches_from_default_stream: false,
  });
  const refundsId = ((await refunds.json()) as { stream_id: string }).stream_id;
  const role = await asAdmin('POST', '/roles', {
    name: 'Refund readers',
    description: 'read refunds',
    permissions: [`streams:read:${refundsId}`],
    read_only: false,
  });
  expect(role.status).toBeLessThan(300);
  expect(await readableStreams(rita)).toEqual(['Payments']);

  await admin.goto(`${server.url}/system/users`);
  await admin.getByRole('link', { name: 'Teams', exact: true }).click();
  await admin.getByRole('link', { name: 'Create team' }).click();
  const form = admin.getByRole('form', { name: 'Create team' });
  await form.getByLabel('Name', { exact: true }).fill('Refunds desk');
  await form.getByRole('checkbox', { name: `${RITA.fullName} (${RITA.username})` }).check();
  await form.getByRole('checkbox', { name: 'Refund readers' }).check();
  await form.getByRole('button', { name: 'Create team' }).click();
  await expect(admin.getByText('Team Refunds desk was saved successfully.')).toBeVisible();
  await expect(admin.getByRole('heading', { name: 'Team details: Refunds desk' })).toBeVisible();
  await expect(admin.getByRole('list', { name: 'Members' })).toContainText(RITA.fullName);
  expect((await readableStreams(rita)).sort()).toEqual(['Payments', 'Refunds']);

  await admin.goto(`${server.url}/system/users/${ritaId}`);
  const effective = admin.getByRole('table', { name: 'Effective permissions' });
  await expect(effective).toBeVisible();
  // The table renders only the rows in view (virtualised); the team's rows come after the user's own roles.
  const teamRow = effective.getByRole('row').filter({ hasText: 'Team Refunds desk (role Refund readers)' });
  await expect(async () => {
    await admin.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await expect(teamRow).toContainText(`Streams: read (${refundsId})`, { timeout: 1000 });
  }).toPass();

  // Deleting the team takes its role away from the member at once.
  await admin.goto(`${server.url}/system/teams`);
  await admin.getByRole('table', { name: 'Teams' }).getByRole('link', { name: 'Refunds desk' }).click();
  await admin.getByRole('button', { name: 'Delete' }).click();
  await admin.getByRole('alertdialog', { name: 'Delete team' }).getByRole('button', { name: 'Delete' }).click();
  await expect(admin.getByText('Team Refunds desk was deleted successfully.')).toBeVisible();
  expect(await readableStreams(rita)).toEqual(['Payments']);
});

test('an API token created for the Reader works with curl', async () => {
  await admin.goto(`${server.url}/system/users/${ritaId}`);
  await admin.getByRole('link', { name: 'Edit tokens' }).click();
  const form = admin.getByRole('form', { name: 'Create token' });
  await form.getByLabel('Token name').fill('ci');
  await form.getByRole('button', { name: 'Create token' }).click();
  token = (await admin.getByLabel('Token value').textContent()) ?? '';
  expect(token.length).toBeGreaterThan(20);
  // As an operator would: curl with the token as the user name and `token` as the password.
  const { stdout } = await execFileAsync('curl', [
    '-sS',
    '-u',
    `${token}:token`,
    '-w',
    '\n%{http_code}',
    `${server.url}/api/users/${RITA.username}`,
  ]);
  const [body = '', status = ''] = [stdout.slice(0, stdout.lastIndexOf('\n')), stdout.slice(stdout.lastIndexOf('\n') + 1)];
  expect(status).toBe('200');
  expect((JSON.parse(body) as { username: string }).username).toBe(RITA.username);
});

test('disabling the Reader ends their session and their token', async () => {
  await admin.goto(`${server.url}/system/users/${ritaId}`);
  await admin.getByRole('button', { name: 'Disable' }).click();
  await expect(admin.getByText(`User ${RITA.username} was disabled.`)).toBeVisible();
  await rita.reload();
  await expect(rita.getByLabel('Username')).toBeVisible();
  const res = await fetch(`${server.url}/api/users/${RITA.username}`, { headers: { Authorization: basicAuth(token, 'token') } });
  expect(res.status).toBe(401);
  await admin.goto(`${server.url}/system/users`);
  await expect(admin.getByRole('table', { name: 'Users' }).getByRole('row').filter({ hasText: RITA.fullName })).toContainText('Disabled');
});
