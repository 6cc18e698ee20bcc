import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { apiClient, launchGelfTcpInput, sendGelf, signIn, waitSearchable } from './client';
import { freePort, startServer, type RunningServer } from './server';

// Dashboards against the real server (issue 19): a dashboard with two pages and five visualizations is
// built from the UI and saved, its time range overridden for every widget, the page reloaded, a widget
// of a search copied to it, and the full screen view rotates through both pages.
test.describe.configure({ mode: 'serial' });

let server: RunningServer;
const api = apiClient(() => server);

test.beforeAll(async () => {
  server = await startServer({ SIFT_ROOT_PASSWORD: 'e2e-admin-password' });
  const port = await freePort();
  await launchGelfTcpInput(api, port);
  const now = Date.now() / 1000;
  await sendGelf(port, [
    { host: 'shop-1', short_message: 'order placed', timestamp: now - 50, _customer: 'acme', _took_ms: 120 },
    { host: 'shop-2', short_message: 'order placed', timestamp: now - 40, _customer: 'globex', _took_ms: 80 },
    { host: 'shop-1', short_message: 'order placed', timestamp: now - 30, _customer: 'acme', _took_ms: 300 },
  ]);
  await waitSearchable(api, 'order', 3);
});

test.afterAll(async () => {
  await server?.stop();
});

async function addWidget(page: Page, kind: 'Aggregation' | 'Message Count' | 'Message Table'): Promise<void> {
  await page.getByRole('button', { name: 'Add widget' }).click();
  await page.getByRole('menuitem', { name: kind }).click();
}

/** A new aggregation opens in the editor: pick its visualization and apply it. */
async function addAggregation(page: Page, visualization: string): Promise<void> {
  await addWidget(page, 'Aggregation');
  const form = page.getByRole('form', { name: 'Aggregation configuration' });
  await form.getByRole('region', { name: 'Visualization' }).getByLabel('Type', { exact: true }).selectOption({ label: visualization });
  await form.getByRole('button', { name: 'Update widget' }).click();
  await expect(form).toHaveCount(0);
}

const widgets = (page: Page) => page.getByRole('region', { name: 'Dashboard widgets' });

test('builds a dashboard with two pages, overrides its time range, reloads it, copies a search widget to it and rotates its pages in full screen', async ({
  page,
}) => {
  await signIn(page, server, '/dashboards');
  await expect(page.getByText('No dashboards found')).toBeVisible();
  await page.getByRole('link', { name: 'Create new dashboard' }).click();
  await expect(page.getByRole('heading', { name: 'Unsaved dashboard' })).toBeVisible();

  // Page 1: a message count (bar chart), a line chart and a message table.
  await addWidget(page, 'Message Count');
  await addAggregation(page, 'Line Chart');
  await addWidget(page, 'Message Table');
  await expect(widgets(page).getByRole('group', { name: 'Message Count' })).toBeVisible();
  await expect(widgets(page).getByRole('group', { name: 'Untitled Aggregation' })).toBeVisible();
  await expect(widgets(page).getByRole('group', { name: 'Untitled Message Table' })).toContainText('order placed');

  // Page 2, renamed: a data table and a single number.
  await page.getByRole('button', { name: 'New page' }).click();
  await page.getByRole('button', { name: 'Page actions' }).click();
  await page.getByRole('menuitem', { name: 'Edit title' }).click();
  const titleDialog = page.getByRole('dialog', { name: 'Editing dashboard page title' });
  await titleDialog.getByRole('textbox', { name: 'Title' }).fill('Orders');
  await titleDialog.getByRole('button', { name: 'Update title' }).click();
  await expect(page.getByRole('tab', { name: 'Orders' })).toHaveAttribute('aria-selected', 'true');
  await addAggregation(page, 'Data Table');
  await addAggregation(page, 'Single Number');
  await expect(widgets(page).getByRole('group', { name: 'Untitled Aggregation' })).toHaveCount(2);

  await page.getByRole('button', { name: 'Save dashboard' }).click();
  const properties = page.getByRole('dialog', { name: 'Saving new dashboard' });
  await properties.getByRole('textbox', { name: 'Title' }).fill('Shop orders');
  await properties.getByRole('button', { name: 'Create dashboard' }).click();
  await expect(page.getByText('Saving view "Shop orders" was successful!')).toBeVisible();
  await expect(page).toHaveURL(/\/dashboards\/[0-9a-f]{24}/);
  const url = new URL(page.url());

  // Override the time range of every widget of the shown page, then reset it.
  await page.getByRole('tab', { name: 'Page#1' }).click();
  await page.getByRole('button', { name: 'Presets' }).click();
  await page.getByRole('menuitem', { name: '1 day' }).click();
  await expect(page.getByRole('button', { name: /^Time range: / })).toContainText('1 day ago');
  await expect(page.getByRole('button', { name: 'Reset global override' })).toBeVisible();
  await expect(widgets(page).getByRole('group', { name: 'Untitled Message Table' })).toContainText('order placed');
  await page.screenshot({ path: test.info().outputPath('dashboard.png') });

  await page.reload();
  await expect(page.getByRole('heading', { name: 'Shop orders' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Page#1' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Reset global override' })).toHaveCount(0);
  await expect(widgets(page).getByRole('group', { name: 'Message Count' })).toBeVisible();
  await page.getByRole('tab', { name: 'Orders' }).click();
  await expect(widgets(page).getByRole('group', { name: 'Untitled Aggregation' })).toHaveCount(2);

  // A widget of a search copied to the dashboard lands on its first page.
  await page.goto(`${server.url}/search?rangetype=relative&relative=3600`);
  await page.getByRole('button', { name: 'Actions of Message Count' }).click();
  await page.getByRole('menuitem', { name: 'Copy to Dashboard' }).click();
  const copyDialog = page.getByRole('dialog', { name: 'Copy to Dashboard' });
  await copyDialog.getByRole('radio', { name: 'Shop orders' }).check();
  await copyDialog.getByRole('button', { name: 'Copy' }).click();
  await expect(page.getByText('Saving view "Shop orders" was successful!')).toBeVisible();
  await expect(page).toHaveURL(url.href.replace(url.search, ''));
  await expect(widgets(page).getByRole('group', { name: 'Message Count' })).toHaveCount(2);

  await page.getByRole('button', { name: 'Full screen' }).click();
  const fullScreen = page.getByRole('dialog', { name: 'Configuring Full Screen' });
  await fullScreen.getByRole('spinbutton', { name: 'Tab cycle interval (seconds)' }).fill('2');
  await fullScreen.getByRole('button', { name: 'Start full screen view' }).click();
  await expect(page).toHaveURL(`${server.url}/dashboards/tv${url.pathname.replace('/dashboards', '')}?interval=2&refresh=10`);
  await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
  const shown = page.getByLabel('Shown page');
  await expect(shown).toHaveText('Page#1');
  await expect(page.getByRole('group', { name: 'Message Count' })).toHaveCount(2);
  await expect(shown).toHaveText('Orders', { timeout: 5_000 });
  await expect(page.getByRole('group', { name: 'Untitled Aggregation' })).toHaveCount(2);
  await page.screenshot({ path: test.info().outputPath('full-screen.png') });
  await expect(shown).toHaveText('Page#1', { timeout: 5_000 });
});

/** A dashboard as Graylog 5.1 exports it: a view and its search, 16 aggregation widgets of every kind on a 12-column grid. */
interface GraylogExport {
  search: { id: string };
  view: {
    id: string;
    title: string;
    state: Record<string, { titles: { widget: Record<string, string> }; widgets: { config: { visualization: string } }[] }>;
  };
}

test('opens a dashboard saved by Graylog 5.1 with every widget drawn and titled', async ({ page }) => {
  const exported = JSON.parse(readFileSync(new URL('./fixtures/graylog-5.1-dashboard.json', import.meta.url), 'utf8')) as GraylogExport;
  const state = Object.values(exported.view.state)[0]!;
  expect(state.widgets).toHaveLength(16);
  expect(new Set(state.widgets.map((w) => w.config.visualization))).toEqual(
    new Set(['bar', 'line', 'area', 'scatter', 'pie', 'heatmap', 'table', 'numeric', 'map']),
  );
  expect((await api('POST', '/views/search', exported.search)).status).toBe(201);
  const saved = await api('POST', '/views', exported.view);
  expect(saved.status).toBe(200);
  const { id } = (await saved.json()) as { id: string };

  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await signIn(page, server, `/dashboards/${id}`);
  await expect(page.getByRole('heading', { name: exported.view.title })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Overview' })).toBeVisible();
  const grid = widgets(page);
  await expect(grid).toHaveAttribute('aria-busy', 'false', { timeout: 20_000 });
  for (const title of Object.values(state.titles.widget)) {
    const widget = grid.getByRole('group', { name: title, exact: true });
    await expect(widget).toBeVisible();
    await expect(widget.getByText(title, { exact: true }).first()).toBeVisible();
    // Drawn: a chart, map, table or number, not a spinner, an error or an empty aggregation.
    await expect(widget.locator('svg, canvas, table, [aria-label^="' + title + ': "]').first()).toBeVisible();
    await expect(widget.getByText('Loading...')).toHaveCount(0);
    await expect(widget.getByRole('alert')).toHaveCount(0);
    await expect(widget.getByText('Empty Aggregation')).toHaveCount(0);
  }
  await expect(page.getByText(/Unknown Widget/)).toHaveCount(0);
  await page.screenshot({ path: test.info().outputPath('graylog-dashboard.png'), fullPage: true });
  expect(errors).toEqual([]);
});
