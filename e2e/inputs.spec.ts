import { execFile } from 'node:child_process';
import fs from 'node:fs';
import { promisify } from 'node:util';
import dgram from 'node:dgram';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { ADMIN_PASSWORD, apiClient, sendGelf, signIn, waitSearchable } from './client';
import { freePort, startServer, type RunningServer } from './server';

// System → Inputs against the real server (issue 20): launch a GELF TCP and a syslog UDP input from
// the UI, send to them with real clients (a GELF TCP socket from node, and the logger command the
// page's "Send messages to this input" shows, when logger is installed), and find each input's
// messages through its "Show received messages"; an input that cannot bind shows why on its row.
test.describe.configure({ mode: 'serial' });

const run = promisify(execFile);
let server: RunningServer;
let gelfPort = 0;
let syslogPort = 0;

const api = apiClient(() => server);

async function inputId(title: string): Promise<string> {
  const { inputs } = (await (await api('GET', '/system/inputs')).json()) as { inputs: Array<{ id: string; title: string }> };
  const found = inputs.find((i) => i.title === title);
  if (!found) throw new Error(`No input ${title}`);
  return found.id;
}

async function launch(page: Page, type: string, title: string, port: number): Promise<Locator> {
  await page.getByLabel('Input type').selectOption({ label: type });
  await page.getByRole('button', { name: 'Launch new input' }).click();
  const dialog = page.getByRole('dialog', { name: `Launch new ${type} input` });
  await dialog.getByLabel('Title').fill(title);
  await dialog.getByLabel('Bind address').fill('127.0.0.1');
  await dialog.getByLabel('Port').fill(String(port));
  await dialog.getByRole('button', { name: 'Launch Input' }).click();
  await expect(page.getByText('Input launched successfully')).toBeVisible();
  await expect(dialog).toBeHidden();
  return page.getByRole('listitem', { name: title });
}

test.beforeAll(async () => {
  server = await startServer({ SIFT_ROOT_PASSWORD: ADMIN_PASSWORD });
  gelfPort = await freePort();
  syslogPort = await freePort();
});

test.afterAll(async () => {
  await server?.stop();
});

test('launches a GELF TCP input from the page, receives from a GELF socket and shows the messages it received', async ({ page }) => {
  await signIn(page, server, '/system/inputs');
  await expect(page.getByRole('heading', { name: 'Inputs', level: 1 })).toBeVisible();
  const row = await launch(page, 'GELF TCP', 'e2e GELF TCP', gelfPort);
  await expect(row.getByText(/^RUNNING on /)).toBeVisible();

  await sendGelf(gelfPort, [{ host: 'e2e-host', short_message: 'e2e gelf quokka arrived', _stage: 'e2e' }]);
  await waitSearchable(api, `gl2_source_input:${await inputId('e2e GELF TCP')}`, 1);
  // The figures come from the 2 s metrics poll: one connection accepted, closed again.
  await expect(row.getByLabel('Throughput')).toContainText('0 (1 total)');
  await row.getByRole('link', { name: 'Show received messages' }).click();
  await expect(page).toHaveURL(/\/search\?q=gl2_source_input%3A[0-9a-f]+/);
  await expect(page.getByRole('table', { name: 'All Messages' }).getByText('e2e gelf quokka arrived')).toBeVisible();
});

test('launches a syslog UDP input and receives what its own logger snippet sends', async ({ page }) => {
  await signIn(page, server, '/system/inputs');
  const row = await launch(page, 'Syslog UDP', 'e2e Syslog UDP', syslogPort);
  await expect(row.getByText(/^RUNNING on /)).toBeVisible();
  await row.getByRole('button', { name: 'Send messages to this input' }).click();
  const snippet = row.locator('figure', { hasText: 'logger' }).locator('code');
  await expect(snippet).toHaveText(`logger -d -n 127.0.0.1 -P ${syslogPort} 'Hello from Sift'`);

  if (fs.existsSync('/usr/bin/logger')) {
    // Run the command exactly as the page shows it.
    await run('sh', ['-c', (await snippet.textContent()) ?? '']);
  } else {
    const socket = dgram.createSocket('udp4');
    await new Promise<void>((resolve, reject) =>
      socket.send(`<13>1 ${new Date().toISOString()} e2e-host e2e - - - Hello from Sift`, syslogPort, '127.0.0.1', (error) =>
        error ? reject(error) : resolve(),
      ),
    );
    socket.close();
  }
  await waitSearchable(api, `gl2_source_input:${await inputId('e2e Syslog UDP')}`, 1);
  await row.getByRole('link', { name: 'Show received messages' }).click();
  await expect(page.getByRole('table', { name: 'All Messages' }).getByText('Hello from Sift')).toBeVisible();
  await expect(page.getByRole('table', { name: 'All Messages' }).getByText('e2e gelf quokka arrived')).toHaveCount(0);
});

test('shows on its row why an input cannot bind its port', async ({ page }) => {
  await signIn(page, server, '/system/inputs');
  const row = await launch(page, 'Raw/Plaintext TCP', 'e2e clashing input', gelfPort);
  await expect(row.getByRole('alert')).toContainText(/FAILED on/);
  await expect(row.getByRole('alert')).toContainText(String(gelfPort));
  await expect(row.getByRole('button', { name: 'Start input' })).toBeVisible();
});
