import { expect, test } from '@playwright/test';
import { ADMIN_PASSWORD, apiClient, launchGelfTcpInput, searchMessages, sendGelf, signIn, waitSearchable } from './client';
import { freePort, startServer, type RunningServer } from './server';

// Extractors against the real server (issue 20): a message arrives through a real GELF TCP input; from
// its details "Create extractor" on the message field opens the form with the message as the example,
// a regex is tried on it (and on the input's recent messages) as it is typed, the extractor is created,
// and a message sent afterwards carries the extracted field while the one before does not.
test.describe.configure({ mode: 'serial' });

let server: RunningServer;
const api = apiClient(() => server);
let gelfPort = 0;
let inputId = '';

test.beforeAll(async () => {
  server = await startServer({ SIFT_ROOT_PASSWORD: ADMIN_PASSWORD });
  gelfPort = await freePort();
  inputId = await launchGelfTcpInput(api, gelfPort, 'e2e web logs');
  await sendGelf(gelfPort, [{ host: 'web-1', short_message: 'GET /cart status=502 took=812ms quokka', timestamp: Date.now() / 1000 - 5 }]);
  await waitSearchable(api, 'quokka', 1);
});

test.afterAll(async () => {
  await server?.stop();
});

test('adds a regex extractor from a message field, and new messages carry the field', async ({ page }) => {
  await signIn(page, server, '/search?rangetype=relative&relative=3600&q=quokka');
  const table = page.getByRole('table', { name: 'All Messages' });
  await table.getByRole('button', { name: 'Expand message' }).first().click();
  await table.getByRole('button', { name: 'Create extractor' }).click();
  await page.getByRole('menuitem', { name: 'message', exact: true }).click();

  await expect(page.getByRole('heading', { name: 'Create extractor for e2e web logs' })).toBeVisible();
  await expect(page.getByLabel('Example')).toHaveValue('GET /cart status=502 took=812ms quokka');
  await page.getByRole('textbox', { name: 'Regular expression' }).fill('status=(\\d+)');
  await expect(page.getByRole('status', { name: 'Extractor result' })).toHaveText('Extracted value: 502');
  // Beyond Graylog: tried on the input's recent messages too (here the one message it has received).
  await expect(page.getByRole('list', { name: 'Results on recent messages' })).toContainText(
    'GET /cart status=502 took=812ms quokka: Extracted value: 502',
  );
  await page.getByLabel('Store as field').fill('http_status');
  await page.getByLabel('Extractor title').fill('HTTP status');
  await page.getByRole('button', { name: 'Create extractor' }).click();

  await expect(page.getByText('Extractor created successfully')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Extractors of e2e web logs' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Extractors in order' }).getByText('HTTP status', { exact: true })).toBeVisible();
  const stored = (await (await api('GET', `/system/inputs/${inputId}/extractors`)).json()) as {
    extractors: Array<{ type: string; target_field: string }>;
  };
  expect(stored.extractors).toMatchObject([{ type: 'regex', target_field: 'http_status' }]);

  await sendGelf(gelfPort, [{ host: 'web-1', short_message: 'GET /checkout status=404 took=12ms wombat', timestamp: Date.now() / 1000 }]);
  await waitSearchable(api, 'http_status:404 AND wombat', 1);
  // The message received before the extractor keeps what it had.
  expect((await searchMessages(api, '_exists_:http_status AND quokka')).total).toBe(0);

  await page.goto(`${server.url}/search?rangetype=relative&relative=3600&q=wombat`);
  await table.getByRole('button', { name: 'Expand message' }).first().click();
  await expect(table.getByRole('term').filter({ hasText: /^http_status$/ })).toBeVisible();
  await expect(table.getByRole('definition').filter({ hasText: /^404$/ })).toBeVisible();
});
