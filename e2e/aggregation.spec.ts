import net from 'node:net';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { freePort, startServer, type RunningServer } from './server';

// The aggregation editor against the real server (issue 18): from an empty search, an aggregation with
// a time row grouping, a values column grouping, count() and the 95th percentile of a numeric field is
// created in the editor, the search saved, the page reloaded, and the same chart drawn again.
test.describe.configure({ mode: 'serial' });

const ADMIN_PASSWORD = 'e2e-admin-password';
const basic = `Basic ${Buffer.from(`admin:${ADMIN_PASSWORD}`).toString('base64')}`;
let server: RunningServer;
let gelfPort = 0;

async function api(method: string, path: string, body?: unknown): Promise<Response> {
  return fetch(`${server.url}/api${path}`, {
    method,
    headers: { Authorization: basic, 'X-Requested-By': 'e2e', ...(body === undefined ? {} : { 'Content-Type': 'application/json' }) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
}

async function sendGelf(messages: Record<string, unknown>[]): Promise<void> {
  await new Promise<void>((resolve, reject) => {
    const socket = net.connect(gelfPort, '127.0.0.1', () => {
      for (const message of messages) socket.write(`${JSON.stringify({ version: '1.1', ...message })}\0`);
      socket.end(resolve);
    });
    socket.once('error', reject);
  });
}

async function searchable(count: number): Promise<void> {
  await expect
    .poll(
      async () => {
        const res = await api('POST', '/views/search/sync', {
          queries: [
            {
              id: 'q',
              timerange: { type: 'relative', range: 0 },
              query: { type: 'elasticsearch', query_string: 'checkout' },
              search_types: [{ id: 'm', type: 'messages', limit: 10 }],
            },
          ],
        });
        const job = (await res.json()) as { results?: { q?: { search_types?: { m?: { total_results?: number } } } } };
        return job.results?.q?.search_types?.m?.total_results ?? -1;
      },
      { timeout: 15_000 },
    )
    .toBe(count);
}

const last = (locator: Locator) => locator.last();

/** The widget's chart carries its data as a visually hidden table: the groupings' values and metrics are there. */
async function expectChart(widget: Locator): Promise<void> {
  const data = widget.getByRole('table');
  await expect(data).toContainText('acme');
  await expect(data).toContainText('globex');
  await expect(data).toContainText('p95');
}

test.beforeAll(async () => {
  server = await startServer({ SIFT_ROOT_PASSWORD: ADMIN_PASSWORD });
  gelfPort = await freePort();
  const created = await api('POST', '/system/inputs', {
    title: 'e2e GELF TCP',
    type: 'org.graylog2.inputs.gelf.tcp.GELFTCPInput',
    global: true,
    configuration: { bind_address: '127.0.0.1', port: gelfPort },
  });
  expect(created.status).toBe(201);
  await expect
    .poll(
      async () =>
        sendGelf([]).then(
          () => true,
          () => false,
        ),
      { timeout: 10_000 },
    )
    .toBe(true);
  const now = Date.now() / 1000;
  await sendGelf([
    { host: 'shop-1', short_message: 'checkout done', timestamp: now - 40, _customer: 'acme', _took_ms: 812 },
    { host: 'shop-2', short_message: 'checkout done', timestamp: now - 30, _customer: 'acme', _took_ms: 95 },
    { host: 'shop-1', short_message: 'checkout done', timestamp: now - 20, _customer: 'globex', _took_ms: 120 },
  ]);
  await searchable(3);
});

test.afterAll(async () => {
  await server?.stop();
});

async function signIn(page: Page, target: string): Promise<void> {
  await page.goto(`${server.url}${target}`);
  await page.getByLabel('Username').fill('admin');
  await page.getByLabel('Password').fill(ADMIN_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

test('creates an aggregation in the editor, saves the search and sees the same chart after a reload', async ({ page }) => {
  await signIn(page, '/search?rangetype=relative&relative=3600');
  await page.getByRole('navigation', { name: 'Search sidebar' }).getByRole('button', { name: 'Create' }).click();
  await page.getByRole('region', { name: 'Create' }).getByRole('button', { name: 'Aggregation' }).click();
  const form = page.getByRole('form', { name: 'Aggregation configuration' });
  await expect(form).toBeVisible();

  // The new aggregation groups rows by timestamp; add a column grouping by customer.
  await form.getByRole('button', { name: 'Add' }).click();
  await page.getByRole('menuitem', { name: 'Grouping' }).click();
  const groupings = form.getByRole('region', { name: 'Group By' });
  await expect(last(groupings.getByLabel('Field', { exact: true })).locator('option', { hasText: 'customer' })).toHaveCount(1);
  await last(groupings.getByLabel('Field', { exact: true })).selectOption('customer');
  await last(groupings.getByLabel('Direction', { exact: true })).selectOption('Column');

  // count() is there; add the 95th percentile of took_ms named p95.
  await form.getByRole('button', { name: 'Add' }).click();
  await page.getByRole('menuitem', { name: 'Metric' }).click();
  const metrics = form.getByRole('region', { name: 'Metrics' });
  await last(metrics.getByLabel('Function', { exact: true })).selectOption('percentile');
  await last(metrics.getByLabel('Field', { exact: true })).selectOption('took_ms');
  await metrics.getByLabel('Percentile', { exact: true }).selectOption('95');
  await last(metrics.getByLabel('Name (optional)', { exact: true })).fill('p95');
  await page.screenshot({ path: test.info().outputPath('editor.png') });
  await form.getByRole('button', { name: 'Update widget' }).click();
  await expect(form).toHaveCount(0);

  const widget = page.getByRole('group', { name: 'Untitled Aggregation' });
  await expectChart(widget);

  await page.getByRole('button', { name: 'Save search' }).click();
  const saveDialog = page.getByRole('dialog', { name: 'Save new search' });
  await saveDialog.getByRole('textbox', { name: 'Title' }).fill('Checkout latency');
  await saveDialog.getByRole('button', { name: 'Create new' }).click();
  await expect(page.getByText('Saving view "Checkout latency" was successful!')).toBeVisible();
  await expect(page).toHaveURL(/\/search\/[0-9a-f]{24}/);

  await page.reload();
  await expectChart(page.getByRole('group', { name: 'Untitled Aggregation' }));
  await page.getByRole('group', { name: 'Untitled Aggregation' }).screenshot({ path: test.info().outputPath('aggregation.png') });
});
