import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from '@playwright/test';
import { SMTPServer } from 'smtp-server';
import { ADMIN_PASSWORD, apiClient, launchGelfTcpInput, sendGelf, signIn, waitSearchable } from './client';
import { freePort, startServer, type RunningServer } from './server';

// Issue 24, done when: a value of the Message Count chart opens "Create event definition"; the dialog's
// "Continue configuration" opens the wizard in a new tab with the seed; the definition is finished there with
// an HTTP notification to a receiver on loopback (allow-listed) and an email notification to an SMTP server on
// loopback; messages sent through a real GELF input raise an alert, which /alerts lists, the receiver gets
// over HTTP, the SMTP server gets as an email, and the Message Count chart draws as an annotation.
test.describe.configure({ mode: 'serial' });

let server: RunningServer;
const api = apiClient(() => server);
let gelfPort = 0;
let receiver: http.Server;
let smtp: SMTPServer;
let smtpPort = 0;
let hookUrl = '';
const posted: { event_definition_title?: string }[] = [];
const mails: { to: string[]; data: string }[] = [];

test.beforeAll(async () => {
  server = await startServer({ SIFT_ROOT_PASSWORD: ADMIN_PASSWORD });
  gelfPort = await freePort();
  await launchGelfTcpInput(api, gelfPort, 'e2e values input');
  receiver = http.createServer((request, response) => {
    let text = '';
    request.on('data', (chunk: Buffer) => (text += chunk.toString()));
    request.on('end', () => {
      posted.push(JSON.parse(text || '{}') as { event_definition_title?: string });
      response.writeHead(200).end('ok');
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  hookUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hook`;
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      let data = '';
      stream.on('data', (chunk: Buffer) => (data += chunk.toString()));
      stream.on('end', () => {
        mails.push({ to: session.envelope.rcptTo.map((r) => r.address), data });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  smtpPort = (smtp.server.address() as AddressInfo).port;

  const allow = await api('PUT', '/system/urlwhitelist', {
    entries: [{ id: 'e2e-hook', type: 'literal', value: hookUrl, title: 'e2e hook' }],
    disabled: false,
  });
  expect(allow.ok).toBe(true);
  for (const body of [
    { title: 'e2e values hook', description: '', config: { type: 'http-notification-v1', url: hookUrl } },
    {
      title: 'e2e values mail',
      description: '',
      config: {
        type: 'email-notification-v1',
        sender: 'sift@e2e.test',
        email_recipients: ['oncall@e2e.test'],
        subject: 'Alert: ${event_definition_title}',
        smtp_host: '127.0.0.1',
        smtp_port: smtpPort,
      },
    },
  ]) {
    const created = await api('POST', '/events/notifications', body);
    expect(created.ok, await created.clone().text()).toBe(true);
  }
});

test.afterAll(async () => {
  await server?.stop();
  await new Promise<void>((resolve) => (receiver ? receiver.close(() => resolve()) : resolve()));
  await new Promise<void>((resolve) => (smtp ? smtp.close(() => resolve()) : resolve()));
});

test('from a chart value to an alert: dialog, wizard, HTTP and email notifications, /alerts and the annotation', async ({ page }) => {
  test.setTimeout(180_000);
  const now = Date.now() / 1000;
  await sendGelf(gelfPort, [
    { host: 'shop-1', short_message: 'payment_declined card 1', timestamp: now },
    { host: 'shop-2', short_message: 'payment_declined card 2', timestamp: now },
  ]);
  await waitSearchable(api, 'payment_declined', 2);

  await signIn(page, server, '/search?q=payment_declined&rangetype=relative&relative=300');
  const chart = page.getByRole('group', { name: 'Message Count' });
  const values = chart.getByRole('application', { name: 'Message Count, values' });
  await values.focus();
  // End moves to the newest bucket; Enter opens its value actions.
  await page.keyboard.press('End');
  await page.keyboard.press('Enter');
  await page
    .getByRole('menu', { name: /count\(\) = 2/ })
    .getByRole('menuitem', { name: 'Create event definition' })
    .click();

  const dialog = page.getByRole('dialog', { name: 'Create event definition' });
  await expect(dialog.getByRole('radio', { name: /Exactly this value/ })).toBeChecked();
  await expect(dialog.getByRole('checkbox', { name: 'Search query: payment_declined' })).toBeChecked();
  const [wizard] = await Promise.all([
    page.context().waitForEvent('page'),
    dialog.getByRole('button', { name: 'Continue configuration' }).click(),
  ]);
  await wizard.waitForLoadState();
  expect(new URL(wizard.url()).searchParams.get('step')).toBe('condition');

  // The seed: the search's query and the clicked count as the threshold; lowered to 1 so two messages alert.
  await expect(wizard.getByLabel('Search Query (optional)')).toHaveValue('payment_declined');
  await wizard.getByLabel('Threshold of count()').fill('1');
  // The aggregation's result over its window now, found by the server's event processor: the one total row, count() = 2 above 1.
  const aggregation = wizard.getByRole('region', { name: 'Aggregation Preview' });
  await expect(aggregation.getByText(/^1 group in the last \d+ seconds; 1 would raise an event\.$/)).toBeVisible();
  await expect(aggregation.getByRole('table', { name: 'Groups' }).getByRole('row').nth(1)).toHaveText(/^2\s*Raises an event$/);
  // Beyond Graylog: the unsaved definition backtested over the last 24 hours raises once, for the window of the two messages.
  const backtest = wizard.getByRole('region', { name: 'Backtest' });
  await expect(backtest.getByText('This definition would have raised 1 event in 288 runs over this range.')).toBeVisible();
  await expect(backtest.getByTestId('event-annotation')).toHaveCount(1);
  await wizard.getByLabel('Search within the last', { exact: true }).fill('10');
  await wizard.getByLabel('Search within the last unit').selectOption('SECONDS');
  await wizard.getByLabel('Execute search every', { exact: true }).fill('1');
  await wizard.getByLabel('Execute search every unit').selectOption('SECONDS');
  const steps = wizard.getByRole('navigation', { name: 'Event definition steps' });
  await steps.getByRole('button', { name: 'Event Details' }).click();
  await wizard.getByLabel('Title').fill('e2e payments declined');
  await steps.getByRole('button', { name: 'Notifications' }).click();
  await wizard.getByRole('checkbox', { name: 'e2e values hook (HTTP Notification)' }).check();
  await wizard.getByRole('checkbox', { name: 'e2e values mail (Email Notification)' }).check();
  await steps.getByRole('button', { name: 'Summary' }).click();
  await expect(wizard.getByText('count() > 1')).toBeVisible();
  await wizard.getByRole('button', { name: 'Create event definition' }).click();
  await expect(wizard.getByRole('table', { name: 'Event definitions' }).getByRole('link', { name: 'e2e payments declined' })).toBeVisible();

  const later = Date.now() / 1000;
  await sendGelf(gelfPort, [
    { host: 'shop-1', short_message: 'payment_declined card 3', timestamp: later },
    { host: 'shop-3', short_message: 'payment_declined card 4', timestamp: later },
  ]);
  await waitSearchable(api, 'payment_declined', 4);

  await expect.poll(() => posted.some((p) => p.event_definition_title === 'e2e payments declined'), { timeout: 60_000 }).toBe(true);
  await expect.poll(() => mails.find((m) => m.data.includes('Subject: Alert: e2e payments declined')), { timeout: 30_000 }).toBeTruthy();
  expect(mails.find((m) => m.data.includes('e2e payments declined'))?.to).toEqual(['oncall@e2e.test']);

  await wizard.goto(`${server.url}/alerts`);
  await wizard.getByLabel('Show', { exact: true }).selectOption('Only Alerts');
  await expect(
    wizard
      .getByRole('table', { name: 'Events' })
      .getByText(/^e2e payments declined/)
      .first(),
  ).toBeVisible();

  // The Message Count chart shows the alert once event annotations are on.
  await page.bringToFront();
  await page.getByRole('button', { name: 'Actions of Message Count' }).click();
  await page.getByRole('menuitem', { name: 'Edit', exact: true }).click();
  const form = page.getByRole('form', { name: 'Aggregation configuration' });
  await form.getByRole('checkbox', { name: 'Show event annotations' }).check();
  await form.getByRole('button', { name: 'Update widget' }).click();
  await expect(form).toHaveCount(0);
  await expect(chart.getByTestId('event-annotation').first()).toBeAttached({ timeout: 30_000 });
  await expect(chart.getByTestId('event-annotation').first().locator('title')).toContainText('e2e payments declined');
});
