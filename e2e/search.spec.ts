import fs from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { ADMIN_PASSWORD, apiClient, launchGelfTcpInput, sendGelf, signIn, waitSearchable } from './client';
import { freePort, startServer, type RunningServer } from './server';

// The search page against the real server (issue 10): messages sent through a real GELF TCP input
// are found by a word and by field:value, highlighted, expanded, a field added to the table, top
// values of a field shown as a new widget, a column removed from its header menu, the search saved
// and reopened from the list, the results (and the message table alone) exported to CSV and read
// back from the downloaded file, and Live showing a newly sent message within 2 seconds.
test.describe.configure({ mode: 'serial' });

let server: RunningServer;
let gelfPort = 0;
const api = apiClient(() => server);

const messagesTable = (page: Page) => page.getByRole('table', { name: 'All Messages' });

async function search(page: Page, query: string): Promise<void> {
  await page.getByRole('textbox', { name: 'Search query' }).fill(query);
  // Searching waits for the query's validation (debounced 350 ms), as a user sees the status first.
  await expect(page.getByRole('img', { name: 'Query is valid' })).toBeVisible();
  await page.getByRole('button', { name: /^Perform search/ }).click();
}

test.beforeAll(async () => {
  server = await startServer({ SIFT_ROOT_PASSWORD: ADMIN_PASSWORD });
  gelfPort = await freePort();
  await launchGelfTcpInput(api, gelfPort);
  const now = Date.now() / 1000;
  await sendGelf(gelfPort, [
    {
      host: 'shop-1',
      short_message: 'payment declined for order 4711 zebracorn',
      timestamp: now - 30,
      _http_status: 502,
      _customer: 'acme',
      _took_ms: 812,
    },
    {
      host: 'shop-2',
      short_message: 'payment accepted for order 4712',
      timestamp: now - 20,
      _http_status: 200,
      _customer: 'acme',
      _took_ms: 95,
    },
    {
      host: 'shop-1',
      short_message: 'payment accepted for order 4713',
      timestamp: now - 10,
      _http_status: 200,
      _customer: 'globex',
      _took_ms: 120,
    },
  ]);
  await waitSearchable(api, 'payment', 3);
});

test.afterAll(async () => {
  await server?.stop();
});

test('finds a message by a word and by field:value, highlights the word and shows its details', async ({ page }) => {
  await signIn(page, server, '/search?rangetype=relative&relative=3600');
  await search(page, 'zebracorn');
  const table = messagesTable(page);
  await expect(table.getByRole('row')).toHaveCount(2);
  await expect(table.locator('mark', { hasText: 'zebracorn' })).toBeVisible();
  await expect(page).toHaveURL(/q=zebracorn/);

  await search(page, 'http_status:200');
  await expect(table.getByText('payment accepted for order 4712')).toBeVisible();
  await expect(table.getByText('payment accepted for order 4713')).toBeVisible();
  await expect(table.getByText('zebracorn')).toHaveCount(0);

  await table.getByRole('button', { name: 'Expand message' }).first().click();
  await expect(table.getByRole('term').filter({ hasText: /^customer$/ })).toBeVisible();
  await expect(table.getByRole('definition').filter({ hasText: /^globex$/ })).toBeVisible();
});

test('adds a field to the table and shows top values of a field as a new widget', async ({ page }) => {
  await signIn(page, server, '/search?rangetype=relative&relative=3600&q=payment');
  const table = messagesTable(page);
  await expect(table.getByText('payment declined for order 4711 zebracorn')).toBeVisible();
  await page.getByRole('navigation', { name: 'Search sidebar' }).getByRole('button', { name: 'Fields' }).click();

  await page.getByRole('button', { name: 'customer', exact: true }).click();
  await page.getByRole('menuitem', { name: 'Add to table' }).click();
  await expect(table.getByRole('columnheader', { name: /customer/ })).toBeVisible();
  await expect(table.getByRole('cell', { name: 'globex' })).toBeVisible();

  await page.getByRole('button', { name: 'customer', exact: true }).click();
  await page.getByRole('menuitem', { name: 'Show top values' }).click();
  const widget = page.getByRole('group', { name: /Top values of customer/ });
  await expect(widget).toBeVisible();
  // The top values of customer: acme twice, globex once, in the widget's hidden data table.
  await expect(widget.getByRole('table')).toContainText('acme');
  await expect(widget.getByRole('table')).toContainText('globex');

  // The column header's field menu removes the column again.
  await table.getByRole('button', { name: 'Actions of field customer' }).click();
  await page.getByRole('menuitem', { name: 'Remove from table' }).click();
  await expect(table.getByRole('columnheader', { name: /customer/ })).toHaveCount(0);
});

test('saves the search, reopens it from the list and exports its messages to CSV', async ({ page }) => {
  await signIn(page, server, '/search?rangetype=relative&relative=3600&q=customer%3Aacme');
  await expect(messagesTable(page).getByText('payment declined for order 4711 zebracorn')).toBeVisible();

  await page.getByRole('button', { name: 'Save search' }).click();
  const saveDialog = page.getByRole('dialog', { name: 'Save new search' });
  await saveDialog.getByRole('textbox', { name: 'Title' }).fill('Acme payments');
  await saveDialog.getByRole('button', { name: 'Create new' }).click();
  await expect(page.getByText('Saving view "Acme payments" was successful!')).toBeVisible();
  await expect(page).toHaveURL(/\/search\/[0-9a-f]{24}/);
  const savedPath = new URL(page.url()).pathname;

  await page.goto(`${server.url}/search?rangetype=relative&relative=3600`);
  await expect(page.getByRole('heading', { name: 'Unsaved search' })).toBeVisible();
  await page.getByRole('button', { name: 'Load' }).click();
  await page.getByRole('dialog', { name: 'Saved searches' }).getByRole('button', { name: 'Acme payments' }).click();
  await expect(page).toHaveURL((url) => url.pathname === savedPath);
  await expect(page.getByRole('heading', { name: 'Acme payments' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Search query' })).toHaveText('customer:acme');
  await expect(messagesTable(page).getByText('payment accepted for order 4712')).toBeVisible();

  await page.getByRole('button', { name: 'Export', exact: true }).click();
  const downloaded = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Start Download' }).click();
  const file = await (await downloaded).path();
  const csv = fs.readFileSync(file, 'utf8');
  const lines = csv.trim().split(/\r?\n/);
  // The message table's fields, in order, one row per message the saved query finds.
  expect(lines[0]).toBe('"timestamp","source"');
  expect(
    lines
      .slice(1)
      .map((line) => line.split(',')[1])
      .sort(),
  ).toEqual(['"shop-1"', '"shop-2"']);

  // The message table's own "Export" (widget menu) exports that widget through its search type.
  await page.getByRole('button', { name: 'Actions of All Messages' }).click();
  await page.getByRole('menuitem', { name: 'Export' }).click();
  const widgetDownload = page.waitForEvent('download');
  await page.getByRole('dialog', { name: 'Export message table search results' }).getByRole('button', { name: 'Start Download' }).click();
  const widgetCsv = fs
    .readFileSync(await (await widgetDownload).path(), 'utf8')
    .trim()
    .split(/\r?\n/);
  expect(widgetCsv[0]).toBe('"timestamp","source"');
  expect(
    widgetCsv
      .slice(1)
      .map((line) => line.split(',')[1])
      .sort(),
  ).toEqual(['"shop-1"', '"shop-2"']);
});

test('Live streams a newly sent matching message into the table within 2 seconds', async ({ page }) => {
  await signIn(page, server, '/search?rangetype=relative&relative=3600&q=payment');
  const table = messagesTable(page);
  await expect(table.getByText('payment declined for order 4711 zebracorn')).toBeVisible();
  await page.getByRole('button', { name: 'Not updating' }).click();
  await page.getByRole('menuitem', { name: 'Live' }).click();
  await expect(page.getByRole('group', { name: 'Refresh' }).getByRole('button', { name: 'Live', exact: true })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: /^Live/ })).toHaveText(/^Live(?!:)/);

  await sendGelf(gelfPort, [{ host: 'shop-3', short_message: 'payment retried for order 4714', _customer: 'initech' }]);
  const sentAt = Date.now();
  await expect(table.getByText('payment retried for order 4714')).toBeVisible({ timeout: 2_000 });
  expect(Date.now() - sentAt).toBeLessThan(2_000);
  // A message the query does not match stays out.
  await sendGelf(gelfPort, [{ host: 'shop-3', short_message: 'inventory recount finished' }]);
  await page.waitForTimeout(1_000);
  await expect(table.getByText('inventory recount finished')).toHaveCount(0);
});
