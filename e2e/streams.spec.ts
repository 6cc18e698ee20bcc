import { expect, test, type Page } from '@playwright/test';
import { ADMIN_PASSWORD, apiClient, launchGelfTcpInput, searchMessages, sendGelf, signIn } from './client';
import { freePort, startServer, type RunningServer } from './server';

// Streams and outputs against the real server (issue 20): an administrator creates a stream with two
// rules, tests the rules on a stored message (by id and index) and on pasted JSON, starts and pauses
// the stream, creates a STDOUT output and attaches it to the stream, which then writes a newly routed
// message to the server's standard output.
test.describe.configure({ mode: 'serial' });

let server: RunningServer;
let page: Page;
let gelfPort = 0;
let streamId = '';

const api = apiClient(() => server);

/** The first stored message a query finds, with its index (ingest writes in batches, so this waits). */
async function storedMessage(query: string): Promise<{ id: string; index: string }> {
  let found: { id: string; index: string } | null = null;
  await expect
    .poll(
      async () => {
        const first = (await searchMessages(api, query, 1)).messages[0];
        found = first ? { id: first.message._id, index: first.index } : null;
        return found !== null;
      },
      { timeout: 15_000 },
    )
    .toBe(true);
  return found!;
}

const streamState = async () => (await (await api('GET', `/streams/${streamId}`)).json()) as { disabled: boolean; rules: unknown[] };

test.beforeAll(async ({ browser }) => {
  server = await startServer({ SIFT_ROOT_PASSWORD: ADMIN_PASSWORD });
  gelfPort = await freePort();
  await launchGelfTcpInput(api, gelfPort);
  await sendGelf(gelfPort, [{ host: 'web-01', short_message: 'GET /index.html HTTP/1.1 200', _application_name: 'nginx' }]);
  const context = await browser.newContext({ colorScheme: 'light' });
  page = await context.newPage();
  await signIn(page, server, '/streams');
});

test.afterAll(async () => {
  await server?.stop();
});

test('creates a stream with two rules from the streams overview', async () => {
  await expect(page.getByRole('heading', { name: 'Streams', exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Default Stream' })).toBeVisible();
  await page.getByRole('button', { name: 'Create stream' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create stream' });
  await dialog.getByLabel('Title').fill('Web servers');
  await dialog.getByLabel('Description (optional)').fill('nginx access logs');
  await dialog.getByRole('button', { name: 'Create stream' }).click();
  // A new stream opens in its rules editor.
  await expect(page.getByRole('heading', { name: 'Rules of Stream "Web servers"' })).toBeVisible();
  streamId = /\/streams\/([^/]+)\/edit/.exec(page.url())?.[1] ?? '';
  expect(streamId).not.toBe('');

  await page.getByRole('button', { name: 'Add stream rule' }).click();
  let rule = page.getByRole('dialog', { name: 'New stream rule' });
  await rule.getByLabel('Type').selectOption({ label: 'match exactly' });
  await rule.getByLabel('Field').fill('source');
  await rule.getByLabel('Value').fill('web-01');
  await rule.getByRole('button', { name: 'Save rule' }).click();
  await expect(page.getByRole('list', { name: 'Stream rules' }).getByText('source must match exactly web-01')).toBeVisible();

  await page.getByRole('button', { name: 'Add stream rule' }).click();
  rule = page.getByRole('dialog', { name: 'New stream rule' });
  await rule.getByLabel('Type').selectOption({ label: 'contain' });
  await rule.getByLabel('Field').fill('message');
  await rule.getByLabel('Value').fill('GET');
  await rule.getByRole('button', { name: 'Save rule' }).click();
  await expect(page.getByRole('list', { name: 'Stream rules' }).getByText('message must contain GET')).toBeVisible();
  expect((await streamState()).rules).toHaveLength(2);
  // Beyond Graylog: the message sent before the stream existed is among the last hour's matches.
  await expect(page.getByText('In the last hour, 1 message would have matched these rules.')).toBeVisible();
  await expect(page.getByRole('list', { name: 'Matching messages' })).toContainText('web-01: GET /index.html HTTP/1.1 200');
});

test('tests the rules against a stored message and against pasted JSON', async () => {
  const message = await storedMessage('source:web-01');
  await page.goto(
    `${server.url}/streams/${streamId}/edit?message_id=${encodeURIComponent(message.id)}&index=${encodeURIComponent(message.index)}`,
  );
  await expect(page.getByText(`Loaded message ${message.id}: GET /index.html HTTP/1.1 200`)).toBeVisible();
  await page.getByRole('button', { name: 'Test rules' }).click();
  await expect(page.getByText('This message would be routed to this stream.')).toBeVisible();
  await expect(page.getByRole('list', { name: 'Rule results' }).getByText('Matches: source must match exactly web-01')).toBeVisible();

  await page.getByRole('radio', { name: 'A message as JSON' }).check();
  await page.getByLabel('Message fields (JSON)').fill('{"source": "db-01", "message": "GET /health"}');
  await page.getByRole('button', { name: 'Test rules' }).click();
  await expect(page.getByText('This message would not be routed to this stream.')).toBeVisible();
  await expect(
    page.getByRole('list', { name: 'Rule results' }).getByText('Does not match: source must match exactly web-01'),
  ).toBeVisible();
});

test('starts and pauses the stream from the overview', async () => {
  await page.goto(`${server.url}/streams`);
  const row = page.getByRole('row').filter({ has: page.getByRole('link', { name: 'Web servers' }) });
  await expect(row.getByText('Paused')).toBeVisible();
  await row.getByRole('button', { name: 'Start stream Web servers' }).click();
  await expect(row.getByText('Running')).toBeVisible();
  expect((await streamState()).disabled).toBe(false);
  await row.getByRole('button', { name: 'Pause stream Web servers' }).click();
  await expect(row.getByText('Paused')).toBeVisible();
  expect((await streamState()).disabled).toBe(true);
  await row.getByRole('button', { name: 'Start stream Web servers' }).click();
  await expect(row.getByText('Running')).toBeVisible();
});

test('creates a STDOUT output and attaches it to the stream, which then writes routed messages to stdout', async () => {
  await page.goto(`${server.url}/system/outputs`);
  await page.getByLabel('Output type').selectOption({ label: 'STDOUT Output' });
  await page.getByRole('button', { name: 'Launch new output' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create new STDOUT Output' });
  await dialog.getByLabel('Title').fill('Console echo');
  await dialog.getByLabel('Prefix (optional)').fill('e2e-stream: ');
  await dialog.getByRole('button', { name: 'Create output' }).click();
  await expect(page.getByRole('heading', { name: 'Console echo' })).toBeVisible();

  await page.goto(`${server.url}/streams/${streamId}/outputs`);
  await expect(page.getByRole('heading', { name: 'Outputs of Stream "Web servers"' })).toBeVisible();
  await page.getByLabel('Assign existing output').selectOption({ label: 'Console echo' });
  await page.getByRole('button', { name: 'Assign output' }).click();
  await expect(page.getByRole('list', { name: 'Assigned outputs' }).getByText('Console echo')).toBeVisible();
  const outputs = (await (await api('GET', `/streams/${streamId}/outputs`)).json()) as { outputs: Array<{ title: string }> };
  expect(outputs.outputs.map((o) => o.title)).toEqual(['Console echo']);

  await sendGelf(gelfPort, [
    { host: 'web-01', short_message: 'GET /after-attach HTTP/1.1 200' },
    { host: 'db-01', short_message: 'GET /not-routed' },
  ]);
  await expect.poll(() => server.output(), { timeout: 10_000 }).toContain('e2e-stream: ');
  expect(server.output()).toContain('/after-attach');
  expect(server.output()).not.toContain('/not-routed');

  // The outputs page lists the stream the output is attached to.
  await page.goto(`${server.url}/system/outputs`);
  await expect(page.getByRole('link', { name: 'Web servers' })).toHaveAttribute('href', `/streams/${streamId}/outputs`);
});
