import { spawn } from 'node:child_process';
import path from 'node:path';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { startServer, type RunningServer } from './server';

// The application shell against the real server: first start, sign-in, navigation per permissions,
// theme persistence, server outage and logout (issue 9).
test.describe.configure({ mode: 'serial' });

let server: RunningServer;
let rootPassword = '';
const READER = { username: 'reader1', password: 'reader-password-1' };

async function signIn(page: Page, username: string, password: string) {
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

async function systemMenuItems(page: Page): Promise<string[]> {
  await page.getByRole('button', { name: /^System/ }).click();
  const items = await page.getByRole('menuitem').allTextContents();
  await page.keyboard.press('Escape');
  return items;
}

async function newPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ colorScheme: 'light' });
  return context.newPage();
}

/** Starts the built server again on the same address and data directory (startServer always picks a new port). */
async function restartServer(url: string, dataDir: string): Promise<RunningServer> {
  const child = spawn(process.execPath, [path.resolve('packages/server/dist/main.js')], {
    env: { ...process.env, SIFT_HTTP_ADDRESS: new URL(url).host, SIFT_DATA_DIR: dataDir, SIFT_DEMO_DATA: 'off' },
    stdio: 'ignore',
  });
  const deadline = Date.now() + 30_000;
  for (;;) {
    try {
      if ((await fetch(`${url}/api/system/lbstatus`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline || child.exitCode !== null) throw new Error('The server did not come back');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    url,
    dataDir,
    output: () => '',
    stop: async () => {
      if (child.exitCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    },
  };
}

test.beforeAll(async () => {
  server = await startServer({ SIFT_ROOT_PASSWORD: '' });
  const match = /Initial root password for user "admin": (\S+)/.exec(server.output());
  if (!match?.[1]) throw new Error(`No initial root password printed:\n${server.output()}`);
  rootPassword = match[1];
  const basic = `Basic ${Buffer.from(`admin:${rootPassword}`).toString('base64')}`;
  const created = await fetch(`${server.url}/api/users`, {
    method: 'POST',
    headers: { Authorization: basic, 'X-Requested-By': 'e2e', 'Content-Type': 'application/json' },
    body: JSON.stringify({ ...READER, email: 'reader1@example.org', full_name: 'Reader One', roles: ['Reader'] }),
  });
  expect(created.status).toBe(201);
});

test.afterAll(async () => {
  await server.stop();
});

test('first start: a deep link asks for sign-in with the printed password, then opens the page asked for', async ({ browser }) => {
  const page = await newPage(browser);
  await page.goto(`${server.url}/system/nodes`);
  await signIn(page, 'admin', 'wrong-password');
  await expect(page.getByRole('alert')).toHaveText('Invalid credentials, please verify them and retry.');
  await signIn(page, 'admin', rootPassword);
  await expect(page.getByRole('heading', { name: 'Nodes' })).toBeVisible();
  expect(new URL(page.url()).pathname).toBe('/system/nodes');
  await expect(page.getByText(/This is cluster [0-9A-F-]+\./)).toBeVisible();
  await page.context().close();
});

test('an admin and a Reader see the navigation their permissions allow', async ({ browser }) => {
  const admin = await newPage(browser);
  await admin.goto(`${server.url}/`);
  await signIn(admin, 'admin', rootPassword);
  await expect(admin.getByRole('navigation', { name: 'Main' })).toBeVisible();
  const adminItems = await systemMenuItems(admin);
  await admin
    .getByRole('button', { name: 'Administrator' })
    .or(admin.getByRole('button', { name: 'admin' }))
    .first()
    .click();
  await expect(admin.getByRole('menuitem', { name: 'Show profile' })).toBeVisible();
  await admin.keyboard.press('Escape');

  const reader = await newPage(browser);
  await reader.goto(`${server.url}/`);
  await signIn(reader, READER.username, READER.password);
  await expect(reader.getByRole('navigation', { name: 'Main' })).toBeVisible();
  const readerItems = await systemMenuItems(reader);
  await reader.getByRole('button', { name: 'Reader One' }).click();
  await expect(reader.getByRole('menuitem', { name: 'Edit profile' })).toBeVisible();
  await reader.keyboard.press('Escape');

  expect(adminItems).toEqual(expect.arrayContaining(['Overview', 'Nodes']));
  expect(readerItems).toEqual(expect.arrayContaining(['Overview', 'Nodes']));
  expect(adminItems).toContain('Users and Teams');
  expect(readerItems).not.toContain('Users and Teams');

  await admin.getByRole('button', { name: /^System/ }).click();
  await admin.getByRole('menuitem', { name: 'Overview' }).click();
  await expect(admin.getByRole('heading', { name: 'System Overview' })).toBeVisible();
  await expect(admin.getByRole('button', { name: 'System / Overview' })).toBeVisible();
  await admin.context().close();
  await reader.context().close();
});

test('a theme switch persists across reload, in the user preferences for a Reader', async ({ browser }) => {
  const page = await newPage(browser);
  await page.goto(`${server.url}/`);
  await signIn(page, READER.username, READER.password);
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'teint');
  await page.getByRole('button', { name: 'Switch to dark theme' }).click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'noir');
  await expect(page.getByRole('button', { name: 'Switch to light theme' })).toBeEnabled();
  // Stored on the server, not only in this browser: a fresh browser context gets it too.
  const fresh = await newPage(browser);
  await fresh.goto(`${server.url}/`);
  await signIn(fresh, READER.username, READER.password);
  await expect(fresh.getByRole('navigation', { name: 'Main' })).toBeVisible();
  await expect(fresh.locator('html')).toHaveAttribute('data-theme', 'noir');
  await page.reload();
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'noir');
  await page.getByRole('button', { name: 'Switch to light theme' }).click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'teint');
  await page.context().close();
  await fresh.context().close();
});

test('a stopped server shows "Server currently unavailable" within one ping, and the app returns when it is back', async ({ browser }) => {
  test.setTimeout(120_000);
  const page = await newPage(browser);
  await page.goto(`${server.url}/system/overview`);
  await signIn(page, 'admin', rootPassword);
  await expect(page.getByRole('heading', { name: 'System Overview' })).toBeVisible();
  await server.stop();
  await expect(page.getByRole('heading', { name: 'Server currently unavailable' })).toBeVisible({ timeout: 21_000 });
  server = await restartServer(server.url, server.dataDir);
  // The next ping (every 20 s) finds it again.
  await expect(page.getByRole('heading', { name: 'Server currently unavailable' })).toBeHidden({ timeout: 21_000 });
  await expect(page.getByRole('heading', { name: 'System Overview' }).or(page.getByRole('button', { name: 'Sign in' }))).toBeVisible();
  await page.context().close();
});

test('logout returns to the sign-in page and ends the session', async ({ browser }) => {
  const page = await newPage(browser);
  await page.goto(`${server.url}/`);
  await signIn(page, READER.username, READER.password);
  await page.getByRole('button', { name: 'Reader One' }).click();
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  await page.context().close();
});
