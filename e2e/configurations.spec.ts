import { expect, test, type Page } from '@playwright/test';
import { ADMIN_PASSWORD, apiClient, signIn } from './client';
import { startServer, type RunningServer } from './server';

// System -> Configurations against the real server (issue 22): a relative range preset added there shows
// in the search's Presets menu, whose "Configure Ranges" leads back to the page; a message processor
// disabled in its modal is stored disabled, in the same order.
test.describe.configure({ mode: 'serial' });

let server: RunningServer;
let page: Page;
const asAdmin = apiClient(() => server);

test.beforeAll(async ({ browser }) => {
  server = await startServer({ SIFT_ROOT_PASSWORD: ADMIN_PASSWORD, SIFT_DEMO_DATA: 'off' });
  page = await (await browser.newContext({ colorScheme: 'light' })).newPage();
  await signIn(page, server, '/system/configurations');
});

test.afterAll(async () => {
  await page?.context().close();
  await server?.stop();
});

test('a relative range preset added on Configurations shows in the search time range presets', async () => {
  await page.getByRole('button', { name: 'Edit configuration: Search Configuration' }).click();
  const dialog = page.getByRole('dialog', { name: 'Update search configuration' });
  const presets = dialog.getByRole('table', { name: 'Relative time range presets' });
  await presets.getByRole('textbox', { name: 'Key' }).fill('P3D');
  await presets.getByRole('textbox', { name: 'Value' }).fill('3 days');
  await presets.getByRole('button', { name: 'Add' }).click();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Configuration updated successfully')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(/3 days/)).toBeVisible();

  await page.goto(`${server.url}/search?rangetype=relative&relative=300`);
  await page.getByRole('button', { name: 'Presets' }).click();
  await expect(page.getByRole('menuitem', { name: '3 days' })).toBeVisible();
  await page.getByRole('menuitem', { name: 'Configure Ranges' }).click();
  await expect(page.getByRole('heading', { name: 'Configurations', level: 1 })).toBeVisible();
});

test('a message processor disabled in its modal is stored disabled, the order unchanged', async () => {
  const before = (await (await asAdmin('GET', '/system/messageprocessors/config')).json()) as {
    processor_order: Array<{ name: string; class_name: string }>;
  };
  await page.getByRole('button', { name: 'Edit configuration: Message Processors' }).click();
  const dialog = page.getByRole('dialog', { name: 'Update message processors' });
  await dialog.getByRole('checkbox', { name: 'GeoIP Resolver' }).uncheck();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  const section = page.locator('section', { has: page.getByRole('heading', { name: 'Message Processors' }) });
  await expect(section.getByText('disabled', { exact: true })).toBeVisible();
  const after = (await (await asAdmin('GET', '/system/messageprocessors/config')).json()) as {
    processor_order: unknown;
    disabled_processors: string[];
  };
  expect(after.processor_order).toEqual(before.processor_order);
  expect(after.disabled_processors).toEqual(['org.graylog.plugins.map.geoip.processor.GeoIpProcessor']);
});

test('a URL allow-list entry added on Configurations lets an HTTP notification URL through', async () => {
  const allowed = 'https://hooks.example.org/sift';
  await page.goto(`${server.url}/system/configurations`);
  await page.getByRole('button', { name: 'Edit configuration: URL Whitelist' }).click();
  const dialog = page.getByRole('dialog', { name: 'Update Whitelist Configuration' });
  await dialog.getByRole('button', { name: 'Add Url' }).click();
  const entry = dialog.getByRole('group', { name: 'Entry 1' });
  await entry.getByRole('textbox', { name: 'Title 1' }).fill('e2e hooks');
  await entry.getByRole('textbox', { name: 'URL 1' }).fill(allowed);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Url Whitelist Configuration updated successfully')).toBeVisible();
  await expect(dialog).toBeHidden();
  const stored = (await (await asAdmin('GET', '/system/urlwhitelist')).json()) as {
    entries: Array<{ title: string; value: string; type: string }>;
  };
  expect(stored.entries).toEqual([expect.objectContaining({ title: 'e2e hooks', value: allowed, type: 'literal' })]);

  await page.goto(`${server.url}/alerts/notifications/new`);
  const form = page.getByRole('form', { name: 'Notification' });
  const url = form.getByLabel('URL');
  // A URL not on the list is refused once the check has run (250 ms after typing) ...
  await url.fill('https://elsewhere.example.org/hook');
  await expect(form.getByText('URL https://elsewhere.example.org/hook is not whitelisted')).toBeVisible();
  // ... the listed one is accepted.
  await url.fill(allowed);
  await expect(form.getByText(/is not whitelisted/)).toHaveCount(0);
  await expect(form.getByRole('button', { name: 'Add to URL Whitelist' })).toHaveCount(0);
  await expect(url).not.toHaveAttribute('aria-invalid', 'true');
});

test('the API browser lists the server operations and tries one with the session', async () => {
  await page.goto(`${server.url}/system/overview`);
  await page.getByRole('button', { name: 'Help' }).click();
  await page.getByRole('menuitem', { name: 'API browser' }).click();
  await expect(page.getByRole('heading', { name: 'API browser', level: 1 })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Filter operations' }).fill('/system/urlwhitelist');
  await page.getByRole('button', { name: 'GET /system/urlwhitelist', exact: true }).click();
  await page.getByRole('button', { name: 'Send request' }).click();
  const response = page.getByRole('region', { name: 'Response' });
  await expect(response.getByRole('heading')).toContainText('Response: 200');
  await expect(response.getByLabel('Response body')).toContainText('https://hooks.example.org/sift');
});
