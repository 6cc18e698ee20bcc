import { expect, test, type Page } from '@playwright/test';
import { ADMIN_PASSWORD, apiClient, launchGelfTcpInput, searchMessages, sendGelf, signIn, waitSearchable } from './client';
import { freePort, startServer, type RunningServer } from './server';

// Index sets against the real server (issue 22): an administrator creates an index set with a
// message-count rotation and delete retention in the console, a stream routes messages to it, enough
// messages come through a real GELF TCP input to rotate twice, and the oldest index and its messages
// are gone, in the set's index list as in search.
test.describe.configure({ mode: 'serial' });

let server: RunningServer;
let page: Page;
let gelfPort = 0;
let setId = '';

const api = apiClient(() => server);

test.beforeAll(async ({ browser }) => {
  server = await startServer({ SIFT_ROOT_PASSWORD: ADMIN_PASSWORD });
  gelfPort = await freePort();
  await launchGelfTcpInput(api, gelfPort);
  const context = await browser.newContext({ colorScheme: 'light' });
  page = await context.newPage();
  await signIn(page, server, '/system/indices');
});

test.afterAll(async () => {
  await server?.stop();
});

test('creates an index set with message-count rotation and delete retention', async () => {
  await expect(page.getByRole('heading', { name: 'Indices', exact: true, level: 1 })).toBeVisible();
  await page.getByRole('link', { name: 'Create index set' }).click();
  const form = page.getByRole('form', { name: 'Create index set' });
  await form.getByRole('textbox', { name: 'Title' }).fill('Audit trail');
  await form.getByRole('textbox', { name: 'Index prefix' }).fill('audit');
  await form.getByRole('combobox', { name: 'Rotation strategy' }).selectOption({ label: 'Index Message Count' });
  await form.getByRole('spinbutton', { name: 'Max documents per index' }).fill('2');
  await form.getByRole('combobox', { name: 'Retention strategy' }).selectOption({ label: 'Delete Index' });
  await form.getByRole('spinbutton', { name: 'Max number of indices' }).fill('2');
  await form.getByRole('button', { name: 'Create index set' }).click();
  await expect(page).toHaveURL(/\/system\/indices$/);
  const sets = (await (await api('GET', '/system/indices/index_sets')).json()) as {
    index_sets: { id: string; title: string; rotation_strategy: Record<string, unknown>; retention_strategy: Record<string, unknown> }[];
  };
  const created = sets.index_sets.find((s) => s.title === 'Audit trail')!;
  expect(created.rotation_strategy).toMatchObject({ max_docs_per_index: 2 });
  expect(created.retention_strategy).toMatchObject({
    type: expect.stringMatching(/DeletionRetentionStrategyConfig$/),
    max_number_of_indices: 2,
  });
  setId = created.id;
});

test('routes a stream to it and rotates as messages come; the oldest index and its messages are deleted', async () => {
  const stream = await api('POST', '/streams', {
    title: 'Audit',
    rules: [{ type: 1, field: 'app', value: 'audit', inverted: false }],
    index_set_id: setId,
    remove_matches_from_default_stream: true,
  });
  expect(stream.status).toBe(201);
  const streamId = ((await stream.json()) as { stream_id: string }).stream_id;
  expect((await api('POST', `/streams/${streamId}/resume`)).status).toBe(204);
  // One message at a time, each stored before the next comes: rotation is checked as each batch is written.
  for (let n = 1; n <= 5; n++) {
    await sendGelf(gelfPort, [{ host: 'auditd', short_message: `audit event ${n}`, _app: 'audit' }]);
    await waitSearchable(api, `audit AND event AND message:${n}`, 1);
  }
  await waitSearchable(api, 'audit AND event', 3);
  const kept = await searchMessages(api, 'audit AND event');
  expect(kept.messages.map((m) => [m.message['message'], m.index]).sort()).toEqual([
    ['audit event 3', 'audit_1'],
    ['audit event 4', 'audit_1'],
    ['audit event 5', 'audit_2'],
  ]);

  await page.goto(`${server.url}/system/index_sets/${setId}`);
  await expect(page.getByRole('heading', { name: 'Index set: Audit trail', level: 1 })).toBeVisible();
  const table = page.getByRole('table', { name: 'Indices' });
  await expect(table.getByRole('row')).toHaveCount(3);
  await expect(table.getByRole('row', { name: /audit_2/ })).toContainText('Active write index');
  await expect(table.getByRole('row', { name: /audit_1/ })).toContainText('2');
  await expect(table.getByText('audit_0')).toHaveCount(0);
  // The server said what retention deleted and how much that freed.
  const messages = (await (await api('GET', '/system/messages')).json()) as { messages: { content: string }[] };
  expect(messages.messages.map((m) => m.content)).toContainEqual(
    expect.stringMatching(/^Deleted index <audit_0> with 2 messages, freeing \d+ B: the index set keeps at most 2 indices/),
  );
});
