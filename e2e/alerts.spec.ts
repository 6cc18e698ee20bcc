import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from '@playwright/test';
import { ADMIN_PASSWORD, apiClient, launchGelfTcpInput, sendGelf, signIn, waitSearchable } from './client';
import { freePort, startServer, type RunningServer } from './server';

// Alerts against the real server (issue 24): an HTTP notification to a receiver this test starts on a
// loopback port is created in the console (its URL added to the allow-list from the form, then tested),
// an aggregation event definition with count() > 0 and that notification is created through the wizard
// with a one-second schedule, messages sent through a real GELF TCP input raise an alert that the
// Alerts & Events page lists, and the receiver gets the notification with the event.
test.describe.configure({ mode: 'serial' });

interface Received {
  path: string;
  body: { event_definition_title?: string; event?: { alert?: boolean; message?: string } };
}

let server: RunningServer;
const api = apiClient(() => server);
let gelfPort = 0;
let receiver: http.Server;
let hookUrl = '';
const received: Received[] = [];

test.beforeAll(async () => {
  server = await startServer({ SIFT_ROOT_PASSWORD: ADMIN_PASSWORD });
  gelfPort = await freePort();
  await launchGelfTcpInput(api, gelfPort, 'e2e alerts input');
  receiver = http.createServer((request, response) => {
    let text = '';
    request.on('data', (chunk: Buffer) => (text += chunk.toString()));
    request.on('end', () => {
      received.push({ path: request.url ?? '', body: JSON.parse(text || '{}') as Received['body'] });
      response.writeHead(200).end('ok');
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  hookUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hook`;
});

test.afterAll(async () => {
  await server?.stop();
  await new Promise<void>((resolve) => (receiver ? receiver.close(() => resolve()) : resolve()));
});

test('an HTTP notification is allow-listed, tested and created from the console', async ({ page }) => {
  await signIn(page, server, '/alerts/notifications');
  await page.getByRole('link', { name: 'Create notification' }).click();
  const form = page.getByRole('form', { name: 'Notification' });
  await form.getByLabel('Title').fill('e2e receiver');
  await form.getByLabel('URL').fill(hookUrl);
  await expect(form.getByText(`URL ${hookUrl} is not whitelisted`)).toBeVisible();
  await form.getByRole('button', { name: 'Add to URL Whitelist' }).click();
  await expect(form.getByText(/is not whitelisted/)).toHaveCount(0);

  await form.getByRole('button', { name: 'Execute test notification' }).click();
  await expect(page.getByText('Notification was executed successfully.')).toBeVisible();
  expect(received.at(-1)?.body.event?.message).toMatch(/^Notification test message triggered from user/);

  await form.getByRole('button', { name: 'Create' }).click();
  await expect(page.getByRole('table', { name: 'Notifications' }).getByRole('link', { name: 'e2e receiver' })).toBeVisible();
});

test('an event definition raises an alert from real messages; it is listed and the receiver is notified', async ({ page }) => {
  test.setTimeout(120_000);
  const before = received.length;
  await signIn(page, server, '/alerts/definitions');
  await page.getByRole('link', { name: 'Create event definition' }).click();
  await page.getByLabel('Title').fill('e2e checkout failures');
  await page.getByLabel('Priority').selectOption('High');
  const steps = page.getByRole('navigation', { name: 'Event definition steps' });

  await steps.getByRole('button', { name: 'Condition' }).click();
  await page.getByLabel('Search Query (optional)').fill('checkout_failed');
  await page.getByLabel('Search within the last', { exact: true }).fill('10');
  await page.getByLabel('Search within the last unit').selectOption('SECONDS');
  await page.getByLabel('Execute search every', { exact: true }).fill('1');
  await page.getByLabel('Execute search every unit').selectOption('SECONDS');
  await page.getByRole('button', { name: 'Add Metric' }).click();
  await page.getByRole('region', { name: 'Metrics' }).getByLabel('Function').selectOption('count');
  await page.getByLabel('Threshold of count()').fill('0');

  await steps.getByRole('button', { name: 'Notifications' }).click();
  await page.getByRole('checkbox', { name: 'e2e receiver (HTTP Notification)' }).check();
  await steps.getByRole('button', { name: 'Summary' }).click();
  await expect(page.getByText('count() > 0')).toBeVisible();
  await page.getByRole('button', { name: 'Create event definition' }).click();
  const definitions = page.getByRole('table', { name: 'Event definitions' });
  await expect(definitions.getByRole('link', { name: 'e2e checkout failures' })).toBeVisible();
  await expect(definitions.getByText('Enabled')).toBeVisible();

  await sendGelf(gelfPort, [
    { host: 'shop-1', short_message: 'POST /checkout checkout_failed card declined', timestamp: Date.now() / 1000 },
    { host: 'shop-2', short_message: 'POST /checkout checkout_failed timeout', timestamp: Date.now() / 1000 },
  ]);
  await waitSearchable(api, 'checkout_failed', 2);

  await expect
    .poll(() => received.slice(before).find((r) => r.body.event_definition_title === 'e2e checkout failures'), { timeout: 30_000 })
    .toBeTruthy();
  const notified = received.slice(before).find((r) => r.body.event_definition_title === 'e2e checkout failures');
  expect(notified?.path).toBe('/hook');
  expect(notified?.body.event).toMatchObject({ alert: true });

  await page.goto(`${server.url}/alerts`);
  await page.getByLabel('Show', { exact: true }).selectOption('Only Alerts');
  const events = page.getByRole('table', { name: 'Events' });
  await expect(events.getByText(/^e2e checkout failures - count\(\)=/).first()).toBeVisible();
  await expect(events.getByText('Alert').first()).toBeVisible();
  await events
    .getByRole('button', { name: /^Show details of e2e checkout failures/ })
    .first()
    .click();
  await page.getByRole('link', { name: 'Replay search' }).click();
  await expect(page).toHaveURL(/\/search\?q=%28checkout_failed%29/);
  await expect(page.getByRole('table', { name: 'All Messages' }).getByText('POST /checkout checkout_failed timeout')).toBeVisible();
});
