import { expect, test, type Page } from '@playwright/test';
import { ADMIN_PASSWORD, apiClient, signIn } from './client';
import { startServer, type RunningServer } from './server';

// System -> Logging against the real server (issue 22): a level changed in the console changes what
// the server writes to its log at once. Pausing and resuming message processing writes an INFO line
// under org.graylog2 (the "Graylog" subsystem); at WARN the pause is not written, back at INFO the
// resume is. The server's log is its standard output, which the fixture collects.
test.describe.configure({ mode: 'serial' });

const PAUSED = 'INFO  [org.graylog2.rest.resources.system.SystemProcessingResource] Paused message processing.';
const RESUMED = 'INFO  [org.graylog2.rest.resources.system.SystemProcessingResource] Resumed message processing.';

let server: RunningServer;
let page: Page;
const asAdmin = apiClient(() => server);

test.beforeAll(async ({ browser }) => {
  server = await startServer({ SIFT_ROOT_PASSWORD: ADMIN_PASSWORD, SIFT_DEMO_DATA: 'off' });
  page = await (await browser.newContext({ colorScheme: 'light' })).newPage();
  await signIn(page, server, '/system/logging');
});

test.afterAll(async () => {
  await page?.context().close();
  await server?.stop();
});

async function setGraylogLevel(level: string) {
  await page.getByRole('combobox', { name: 'Log level of Graylog', exact: true }).selectOption(level);
  await expect(page.getByText(`The log level of Graylog is now ${level}.`)).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Log level of org.graylog2', exact: true })).toHaveValue(level);
}

test("a subsystem's level set in the console changes what the server logs", async () => {
  await expect(page.getByRole('heading', { name: 'Logging', level: 1 })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Log level of Graylog', exact: true })).toHaveValue('info');

  await setGraylogLevel('warn');
  expect((await asAdmin('PUT', '/system/processing/pause')).status).toBe(204);
  // The pause happened (it is a system message) but, at WARN, was not logged.
  await expect
    .poll(async () =>
      ((await (await asAdmin('GET', '/system/messages')).json()) as { messages: { content: string }[] }).messages.map((m) => m.content),
    )
    .toContain('Paused message processing.');

  await setGraylogLevel('info');
  expect((await asAdmin('PUT', '/system/processing/resume')).status).toBe(204);
  await expect.poll(() => server.output()).toContain(RESUMED);
  // Lines arrive in order: the resume is in the log, so the pause would be before it had it been written.
  expect(server.output()).not.toContain(PAUSED);
});

test('a logger set by name takes effect for its descendants', async () => {
  const form = page.getByRole('form', { name: 'Set the level of another logger' });
  await form.getByRole('textbox', { name: 'Logger name' }).fill('org.graylog2.rest.resources.system');
  await form.getByRole('combobox', { name: 'Level of the new logger' }).selectOption('error');
  await form.getByRole('button', { name: 'Set level' }).click();
  await expect(page.getByText('The log level of org.graylog2.rest.resources.system is now error.')).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Log level of org.graylog2.rest.resources.system', exact: true })).toHaveValue('error');

  const pausedBefore = server.output().split(PAUSED).length - 1;
  expect((await asAdmin('PUT', '/system/processing/pause')).status).toBe(204);
  await page.getByRole('combobox', { name: 'Log level of org.graylog2.rest.resources.system', exact: true }).selectOption('info');
  await expect(page.getByText('The log level of org.graylog2.rest.resources.system is now info.')).toBeVisible();
  expect((await asAdmin('PUT', '/system/processing/resume')).status).toBe(204);
  await expect.poll(() => server.output().split(RESUMED).length - 1).toBe(2);
  expect(server.output().split(PAUSED).length - 1).toBe(pausedBefore);
});

test('a Reader gets "Missing Permissions" on the logging page', async ({ browser }) => {
  const created = await asAdmin('POST', '/users', {
    username: 'logreader',
    password: 'logreader-password',
    email: 'logreader@example.org',
    full_name: 'Log Reader',
    roles: ['Reader'],
    permissions: [],
  });
  expect(created.status).toBe(201);
  const reader = await (await browser.newContext({ colorScheme: 'light' })).newPage();
  await signIn(reader, server, '/system/logging', 'logreader', 'logreader-password');
  await expect(reader.getByRole('heading', { name: 'Missing Permissions' })).toBeVisible();
  await reader.context().close();
});
