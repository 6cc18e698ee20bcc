import net from 'node:net';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { freePort, startServer, type RunningServer } from './server';

// The aggregation editor against the real server (issue 18): from an empty search, an aggregation with
// a time row grouping, a values column grouping, count() and the 95th percentile of a numeric field is
// created in the editor, previewed in all nine visualizations, sorted by p95 in a data table, given a colour,
// the search saved (the saved widget holds all of it), the page reloaded, and the same chart drawn again.
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
  const preview = page.getByRole('region', { name: 'Preview' });
  const rendering = preview.getByText('While rendering this widget, the following error occurred:');
  const type = form.getByRole('region', { name: 'Visualization' }).getByLabel('Type', { exact: true });
  const updatePreview = form.getByRole('button', { name: 'Update preview' });
  // Every visualization draws the aggregation in the preview (the search is cheap: each valid change previews by itself).
  for (const visualization of [
    'Bar Chart',
    'Line Chart',
    'Area Chart',
    'Pie Chart',
    'Scatter Plot',
    'Single Number',
    'Heatmap',
    'World Map',
    'Data Table',
  ]) {
    await type.selectOption({ label: visualization });
    await expect(updatePreview).toBeDisabled({ timeout: 15_000 });
    await expect(preview.getByText('Loading...')).toHaveCount(0, { timeout: 15_000 });
    await expect(rendering).toHaveCount(0);
  }
  await page.screenshot({ path: test.info().outputPath('editor.png') });

  // A data table sorts over a time grouping: by p95, descending.
  await form.getByRole('button', { name: 'Add' }).click();
  await page.getByRole('menuitem', { name: 'Sort' }).click();
  const sorts = form.getByRole('region', { name: 'Sort' });
  await sorts.getByLabel('Field', { exact: true }).selectOption('p95');
  await expect(sorts.getByLabel('Direction', { exact: true })).toHaveValue('Descending');
  await form.getByRole('button', { name: 'Update widget' }).click();
  await expect(form).toHaveCount(0);

  const widget = page.getByRole('group', { name: 'Untitled Aggregation' });
  await expectChart(widget);

  // A colour for count(), kept in the widget's formatting settings.
  await page.getByRole('button', { name: 'Actions of Untitled Aggregation' }).click();
  await page.getByRole('menuitem', { name: 'Change colors' }).click();
  const colors = page.getByRole('dialog', { name: 'Colors of Untitled Aggregation' });
  const series = colors.getByRole('list', { name: 'Series' }).getByRole('button');
  await expect(series.first()).toBeVisible();
  await series.first().click();
  await colors.getByLabel('Hex colour').fill('#264653');
  await colors.getByRole('button', { name: 'Apply' }).click();
  await expect(colors).toHaveCount(0);

  await page.getByRole('button', { name: 'Save search' }).click();
  const saveDialog = page.getByRole('dialog', { name: 'Save new search' });
  await saveDialog.getByRole('textbox', { name: 'Title' }).fill('Checkout latency');
  await saveDialog.getByRole('button', { name: 'Create new' }).click();
  await expect(page.getByText('Saving view "Checkout latency" was successful!')).toBeVisible();
  await expect(page).toHaveURL(/\/search\/[0-9a-f]{24}/);

  // The saved widget holds the groupings, metrics, sort, visualization and colour.
  const viewId = /\/search\/([0-9a-f]{24})/.exec(page.url())?.[1] ?? '';
  const saved = (await (await api('GET', `/views/${viewId}`)).json()) as {
    state: Record<string, { widgets: Array<{ type: string; config: Record<string, unknown> }> }>;
  };
  const aggregation = Object.values(saved.state)
    .flatMap((state) => state.widgets)
    .find(
      (w) => w.type === 'aggregation' && Array.isArray(w.config['column_pivots']) && (w.config['column_pivots'] as unknown[]).length === 1,
    );
  expect(aggregation?.config).toMatchObject({
    row_pivots: [{ type: 'time', fields: ['timestamp'] }],
    column_pivots: [{ type: 'values', fields: ['customer'] }],
    series: [{ function: 'count()' }, { function: 'percentile(took_ms,95)', config: { name: 'p95' } }],
    sort: [{ type: 'series', field: 'p95', direction: 'Descending' }],
    visualization: 'table',
    formatting_settings: { chart_colors: [{ chart_color: '#264653' }] },
  });

  await page.reload();
  await expectChart(page.getByRole('group', { name: 'Untitled Aggregation' }));
  await page.getByRole('group', { name: 'Untitled Aggregation' }).screenshot({ path: test.info().outputPath('aggregation.png') });
});
