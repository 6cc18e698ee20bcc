import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { ADMIN_PASSWORD, apiClient, signIn } from './client';
import { startServer, type RunningServer } from './server';

// Lookup tables against the real server (issue 23): a CSV file data adapter, an in-memory cache and a
// lookup table created from the console, then a key tested on the table's page; the server's check of the
// file path shows at the field.
test.describe.configure({ mode: 'serial' });

let server: RunningServer;
let page: Page;
let csvDir: string;
const asAdmin = apiClient(() => server);

test.beforeAll(async ({ browser }) => {
  csvDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sift-e2e-lookup-'));
  fs.writeFileSync(path.join(csvDir, 'countries.csv'), 'code,name\nde,Germany\nfr,"France, République"\n');
  server = await startServer({ SIFT_ROOT_PASSWORD: ADMIN_PASSWORD, SIFT_DEMO_DATA: 'off' });
  page = await (await browser.newContext({ colorScheme: 'light' })).newPage();
  await signIn(page, server, '/system/lookuptables/data_adapters/create');
});

test.afterAll(async () => {
  await page?.context().close();
  await server?.stop();
  fs.rmSync(csvDir, { recursive: true, force: true });
});

test('a CSV file data adapter: a missing file is refused at the field, an existing one saved', async () => {
  await page.getByLabel('Data adapter type').selectOption({ label: 'CSV File' });
  const form = page.getByRole('form', { name: 'Create data adapter' });
  await form.getByLabel('Title', { exact: true }).fill('Countries CSV');
  await form.getByLabel('Name', { exact: true }).fill('countries-csv');
  await form.getByLabel('File path').fill(path.join(csvDir, 'missing.csv'));
  await form.getByLabel('Key column').fill('code');
  await form.getByLabel('Value column').fill('name');
  await form.getByRole('button', { name: 'Create data adapter' }).click();
  await expect(form.getByText('The file does not exist.')).toBeVisible();

  await form.getByLabel('File path').fill(path.join(csvDir, 'countries.csv'));
  await form.getByRole('button', { name: 'Create data adapter' }).click();
  await expect(page.getByRole('heading', { name: 'Data adapter Countries CSV', level: 1 })).toBeVisible();
});

test('an in-memory cache', async () => {
  await page.getByRole('link', { name: 'Caches' }).click();
  await page.getByRole('link', { name: 'Create cache' }).click();
  await page.getByLabel('Cache type').selectOption({ label: 'Node-local, in-memory cache' });
  const form = page.getByRole('form', { name: 'Create cache' });
  await form.getByLabel('Title', { exact: true }).fill('Countries cache');
  await form.getByLabel('Name', { exact: true }).fill('countries-cache');
  await form.getByRole('button', { name: 'Create cache' }).click();
  await expect(page.getByRole('heading', { name: 'Cache Countries cache', level: 1 })).toBeVisible();
});

test('a lookup table on both, whose page looks a key up', async () => {
  await page.getByRole('link', { name: 'Lookup Tables' }).click();
  await page.getByRole('link', { name: 'Create lookup table' }).click();
  const form = page.getByRole('form', { name: 'Create lookup table' });
  await form.getByLabel('Title', { exact: true }).fill('Countries');
  await form.getByLabel('Name', { exact: true }).fill('countries');
  await form.getByRole('combobox', { name: 'Data adapter' }).click();
  await page.getByRole('option', { name: 'Countries CSV' }).click();
  await form.getByRole('combobox', { name: 'Cache' }).click();
  await page.getByRole('option', { name: 'Countries cache' }).click();
  await form.getByRole('button', { name: 'Create lookup table' }).click();
  await expect(page.getByRole('heading', { name: 'Lookup Table Countries', level: 1 })).toBeVisible();

  const test = page.getByRole('form', { name: 'Test lookup' });
  await test.getByLabel('Key').fill('fr');
  await test.getByRole('button', { name: 'Look up' }).click();
  const result = page.getByRole('region', { name: 'Lookup result for fr' });
  await expect(result.getByText('"France, République"', { exact: true })).toBeVisible();

  await test.getByLabel('Key').fill('xx');
  await test.getByRole('button', { name: 'Look up' }).click();
  await expect(page.getByRole('region', { name: 'Lookup result for xx' }).getByText(/No value found for this key/)).toBeVisible();

  const stored = (await (await asAdmin('GET', '/system/lookup/tables/countries/query?key=de')).json()) as { single_value: unknown };
  expect(stored.single_value).toBe('Germany');
  await page.getByRole('link', { name: 'Lookup Tables' }).click();
  await expect(page.getByRole('table', { name: 'Lookup Tables' }).getByRole('link', { name: 'Countries', exact: true })).toBeVisible();
});
