import { expect, test } from '@playwright/test';
import { ADMIN_PASSWORD, apiClient, launchGelfTcpInput, sendGelf, signIn, waitSearchable } from './client';
import { freePort, startServer, type RunningServer } from './server';

// Pipelines against the real server (issue 23): a rule is written in the rule editor (its parse error shown
// at its line while typing), a pipeline is created with the rule in its stage and connected to the Default
// Stream, a message sent through a real GELF TCP input is found by the field the rule set, a new rule is
// tried on the stream's newest messages as it is typed (the field it adds, then its parse error), and the
// simulator shows the field the rule adds to a pasted message, and at which stage.
test.describe.configure({ mode: 'serial' });

let server: RunningServer;
const api = apiClient(() => server);
let gelfPort = 0;

const RULE = [
  'rule "tag checkout failures"',
  'when',
  '  to_string($message.path) == "/checkout"',
  'then',
  '  set_field("pipeline_tag", concat("checkout-", to_string($message.status)));',
  'end',
].join('\n');

test.beforeAll(async () => {
  server = await startServer({ SIFT_ROOT_PASSWORD: ADMIN_PASSWORD });
  gelfPort = await freePort();
  await launchGelfTcpInput(api, gelfPort, 'e2e shop logs');
});

test.afterAll(async () => {
  await server?.stop();
});

test('writes a rule, connects its pipeline to a stream, finds the processed field by search, tries a new rule on the newest messages, and simulates it', async ({
  page,
}) => {
  await signIn(page, server, '/system/pipelines/rules/new');
  const editor = page.getByRole('textbox', { name: 'Rule source' });
  await editor.fill(RULE.replace('concat(', 'concatt('));
  await expect(page.getByRole('list', { name: 'Problems' })).toContainText('Line 5, column');
  await expect(page.getByRole('list', { name: 'Problems' })).toContainText('concatt');
  await editor.fill(RULE);
  await expect(page.getByRole('list', { name: 'Problems' })).toBeHidden();
  await page.getByRole('button', { name: 'Create rule' }).click();
  await expect(page.getByText('Rule "tag checkout failures" saved.')).toBeVisible();
  await expect(page.getByRole('table', { name: 'Rules' }).getByRole('link', { name: 'tag checkout failures' })).toBeVisible();

  await page.getByRole('link', { name: 'Manage pipelines' }).click();
  await page.getByRole('link', { name: 'Add new pipeline' }).click();
  const create = page.getByRole('dialog', { name: 'Create pipeline' });
  await create.getByLabel('Title').fill('Shop');
  await create.getByRole('button', { name: 'Create pipeline' }).click();
  await expect(page.getByRole('heading', { name: 'Pipeline Shop' })).toBeVisible();

  await page.getByRole('button', { name: 'Edit Stage 0' }).click();
  const stage = page.getByRole('dialog', { name: 'Edit Stage 0' });
  await stage.getByRole('combobox', { name: 'Stage rules (optional)' }).click();
  await page.getByRole('option', { name: 'tag checkout failures' }).click();
  await stage.getByRole('button', { name: 'Update stage' }).click();
  await expect(page.getByRole('table', { name: 'Rules of Stage 0' }).getByRole('link', { name: 'tag checkout failures' })).toBeVisible();

  await page.getByRole('button', { name: 'Edit connections' }).click();
  const connections = page.getByRole('dialog', { name: 'Edit connections of Shop' });
  await connections.getByRole('combobox', { name: 'Streams (optional)' }).click();
  await page.getByRole('option', { name: 'Default Stream' }).click();
  await connections.getByRole('button', { name: 'Update connections' }).click();
  await expect(page.getByText('Processes the messages of: Default Stream')).toBeVisible();

  await sendGelf(gelfPort, [
    { host: 'shop-1', short_message: 'POST /checkout failed quokka', _path: '/checkout', _status: 502, timestamp: Date.now() / 1000 },
    { host: 'shop-1', short_message: 'GET /cart ok quokka', _path: '/cart', _status: 200, timestamp: Date.now() / 1000 },
  ]);
  await waitSearchable(api, 'pipeline_tag:"checkout-502"', 1);
  await waitSearchable(api, 'quokka', 2);
  await page.goto(`${server.url}/search?rangetype=relative&relative=3600&q=${encodeURIComponent('pipeline_tag:"checkout-502"')}`);
  const table = page.getByRole('table', { name: 'All Messages' });
  await expect(table.getByText('POST /checkout failed quokka')).toBeVisible();
  await expect(table.getByText('GET /cart ok quokka')).toBeHidden();

  // "Try the rule": an unsaved rule runs on the stream's newest messages once typing stops.
  await page.goto(`${server.url}/system/pipelines/rules/new`);
  await page.getByRole('combobox', { name: 'Stream' }).click();
  await page.getByRole('option', { name: 'Default Stream' }).click();
  const trialRule = [
    'rule "trial"',
    'when',
    '  has_field("status")',
    'then',
    '  set_field("trial_note", concat("seen-", to_string($message.status)));',
    'end',
  ].join('\n');
  await page.getByRole('textbox', { name: 'Rule source' }).fill(trialRule);
  const added = (text: string) => page.getByRole('region', { name: `Message ${text}` }).getByRole('table', { name: 'Added fields' });
  await expect(added('POST /checkout failed quokka').getByRole('row', { name: 'trial_note seen-502' })).toBeVisible();
  await expect(added('GET /cart ok quokka').getByRole('row', { name: 'trial_note seen-200' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Rule source' }).fill(trialRule.replace('concat(', 'concatt('));
  const parseError = page.getByRole('alert').filter({ hasText: 'The rule does not parse' });
  await expect(parseError).toContainText(/Line 5, position \d+: .*concatt/);
  await expect(page.getByRole('region', { name: 'Message POST /checkout failed quokka' })).toHaveCount(0);

  // The pipeline's meter: its throughput shows once the one-minute rate has ticked (every 5 s).
  await page.goto(`${server.url}/system/pipelines`);
  const shop = page.getByRole('table', { name: 'Pipelines' }).getByRole('row').filter({ hasText: 'Shop' });
  await expect(shop).toContainText('Default Stream');
  const throughput = shop.getByRole('cell').nth(3);
  await expect(throughput).toHaveText(/ msg\/s$/);
  await expect(throughput).not.toHaveText('0 msg/s', { timeout: 20_000 });

  await page.goto(`${server.url}/system/pipelines/simulate`);
  await page.getByRole('combobox', { name: 'Stream' }).click();
  await page.getByRole('option', { name: 'Default Stream' }).click();
  await page.getByLabel('Message').fill('{"message": "POST /checkout failed", "path": "/checkout", "status": 404}');
  await page.getByRole('button', { name: 'Run simulation' }).click();
  await expect(page.getByRole('table', { name: 'Added fields' }).getByRole('row', { name: 'pipeline_tag checkout-404' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Simulation trace' })).toContainText("Evaluate Rule 'tag checkout failures'");
  // What each stage did, and the message after it behind a disclosure.
  const stage0 = page.getByRole('listitem', { name: 'Shop, Stage 0' });
  await expect(stage0.getByRole('table', { name: 'Fields Shop, Stage 0 added' })).toContainText('checkout-404');
  await stage0.getByRole('button', { name: 'Message after Shop, Stage 0' }).click();
  await expect(stage0.getByRole('table', { name: 'Message after Shop, Stage 0' })).toContainText('POST /checkout failed');
});
