import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { toast } from '@sift/ui';
import { json, USER_WIRE, type FakeCall } from '../testing/fakeApi';
import { renderApp } from '../testing/renderApp';
import { HTTP_NOTIFICATION_WIRE, notificationsPage } from './alerts/alertFixtures';
import { URL_CHECK_DEBOUNCE_MS } from './alerts/urlAllowList';

const ADMIN = { 'GET /users/jane': { ...USER_WIRE, permissions: ['*'] } };
const ID = HTTP_NOTIFICATION_WIRE.id;
const post = (calls: FakeCall[], path: string) => calls.find((c) => c.method === 'POST' && c.path === path);

afterEach(() => toast.clear());

describe('Notifications', { timeout: 30_000 }, () => {
  it('lists notifications with their type and, for an administrator, a Create link', async () => {
    renderApp({ ...ADMIN, 'GET /events/notifications/paginated': notificationsPage([HTTP_NOTIFICATION_WIRE]) }, '/alerts/notifications');
    const table = await screen.findByRole('table', { name: 'Notifications' });
    expect(await within(table).findByRole('link', { name: 'Ops webhook' })).toHaveAttribute('href', `/alerts/notifications/${ID}`);
    expect(within(table).getByRole('link', { name: 'Edit' })).toHaveAttribute('href', `/alerts/notifications/${ID}/edit`);
    expect(within(table).getByText('HTTP Notification')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create notification' })).toBeInTheDocument();
  });

  it('shows Missing Permissions to a Reader', async () => {
    renderApp({}, '/alerts/notifications');
    expect(await screen.findByText('Missing Permissions')).toBeInTheDocument();
    expect(screen.queryByRole('table', { name: 'Notifications' })).not.toBeInTheDocument();
  });

  it('tests a notification from the list and reports the reason it failed', async () => {
    renderApp(
      {
        ...ADMIN,
        'GET /events/notifications/paginated': notificationsPage([HTTP_NOTIFICATION_WIRE]),
        [`POST /events/notifications/${ID}/test`]: json(
          { type: 'ApiError', message: 'Expected successful HTTP response [2xx] but got [500].' },
          500,
        ),
      },
      '/alerts/notifications',
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Test' }));
    expect(await screen.findByText('Notification test failed')).toBeInTheDocument();
    expect(screen.getByText(/Expected successful HTTP response \[2xx\] but got \[500\]/)).toBeInTheDocument();
  });

  it('creates an HTTP notification: the URL is checked against the allow-list, added to it, tested and saved', async () => {
    let listed = false;
    const { api } = renderApp(
      {
        ...ADMIN,
        'POST /system/urlwhitelist/check': () => ({ url: 'x', is_whitelisted: listed }),
        'GET /system/urlwhitelist': { entries: [], disabled: false },
        'PUT /system/urlwhitelist': () => {
          listed = true;
          return undefined;
        },
        'POST /events/notifications/test': undefined,
        'POST /events/notifications': (call: FakeCall) => ({ ...(call.body as object), id: 'n2' }),
        'GET /events/notifications/paginated': notificationsPage([]),
      },
      '/alerts/notifications/new',
    );
    const form = await screen.findByRole('form', { name: 'Notification' });
    await userEvent.click(within(form).getByRole('button', { name: 'Create' }));
    expect(await within(form).findByText('Notification title cannot be empty.')).toBeInTheDocument();
    expect(within(form).getByText('URL cannot be empty.')).toBeInTheDocument();
    await userEvent.type(within(form).getByLabelText('Title'), 'Bridge');
    await userEvent.type(within(form).getByLabelText('URL'), 'not a url');
    expect(await within(form).findByText('URL not a url is not a valid URL.')).toBeInTheDocument();
    await userEvent.clear(within(form).getByLabelText('URL'));
    await userEvent.type(within(form).getByLabelText('URL'), 'http://127.0.0.1:8080/hook');
    expect(await within(form).findByText('URL http://127.0.0.1:8080/hook is not whitelisted')).toBeInTheDocument();
    await userEvent.click(within(form).getByRole('button', { name: 'Add to URL Whitelist' }));
    await waitFor(() => expect(within(form).queryByText(/is not whitelisted/)).not.toBeInTheDocument());
    expect(api.calls.find((c) => c.method === 'PUT' && c.path === '/system/urlwhitelist')?.body).toMatchObject({
      entries: [{ type: 'literal', value: 'http://127.0.0.1:8080/hook', title: 'http://127.0.0.1:8080/hook' }],
    });
    await userEvent.click(within(form).getByRole('button', { name: 'Execute test notification' }));
    expect(await screen.findByText('Notification was executed successfully.')).toBeInTheDocument();
    await userEvent.click(within(form).getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(window.location.pathname).toBe('/alerts/notifications'));
    expect(post(api.calls, '/events/notifications')?.body).toEqual({
      title: 'Bridge',
      description: '',
      config: {
        type: 'http-notification-v1',
        url: 'http://127.0.0.1:8080/hook',
        basic_auth: { delete_value: true },
        api_key_as_header: false,
        api_key: '',
        api_secret: { delete_value: true },
        skip_tls_verification: false,
      },
    });
  });

  it('edits a notification keeping its stored secret', async () => {
    const stored = { ...HTTP_NOTIFICATION_WIRE, config: { ...HTTP_NOTIFICATION_WIRE.config, basic_auth: { is_set: true } } };
    const { api } = renderApp(
      {
        ...ADMIN,
        [`GET /events/notifications/${ID}`]: stored,
        [`PUT /events/notifications/${ID}`]: (call: FakeCall) => call.body,
        'POST /system/urlwhitelist/check': { url: 'x', is_whitelisted: true },
        'GET /events/notifications/paginated': notificationsPage([stored]),
      },
      `/alerts/notifications/${ID}/edit`,
    );
    const form = await screen.findByRole('form', { name: 'Notification' });
    expect(await within(form).findByDisplayValue('https://hooks.example.org/ops')).toBeInTheDocument();
    expect(within(form).getByText('A value is stored; leave empty to keep it.')).toBeInTheDocument();
    await userEvent.type(within(form).getByLabelText('Description (optional)'), '!');
    await userEvent.click(within(form).getByRole('button', { name: 'Update' }));
    await waitFor(() => expect(api.calls.some((c) => c.method === 'PUT')).toBe(true));
    expect(api.calls.find((c) => c.method === 'PUT')?.body).toMatchObject({
      id: ID,
      description: 'Posts to the on-call bridge!',
      config: { basic_auth: { keep_value: true }, api_secret: { delete_value: true } },
    });
  });

  it('an email notification needs a subject, a body and a recipient', async () => {
    renderApp({ ...ADMIN, 'POST /system/urlwhitelist/check': { url: 'x', is_whitelisted: true } }, '/alerts/notifications/new');
    const form = await screen.findByRole('form', { name: 'Notification' });
    await userEvent.selectOptions(within(form).getByLabelText('Notification Type'), 'Email Notification');
    expect(within(form).getByLabelText('Subject')).toHaveValue('Graylog event notification: ${event_definition_title}');
    await userEvent.clear(within(form).getByLabelText('Subject'));
    await userEvent.clear(within(form).getByLabelText('Body Template'));
    await userEvent.click(within(form).getByRole('button', { name: 'Create' }));
    expect(await within(form).findByText('Email Subject cannot be empty.')).toBeInTheDocument();
    expect(within(form).getByText('One of Email Body or Email HTML Body cannot be empty.')).toBeInTheDocument();
    expect(within(form).getByText('Add at least one recipient: an address or a user.')).toBeInTheDocument();
    expect(within(form).getByText('SMTP Server cannot be empty.')).toBeInTheDocument();
  });

  it('creates an email notification sent through the SMTP server it names, with TLS options and a login', async () => {
    const { api } = renderApp(
      {
        ...ADMIN,
        'POST /system/urlwhitelist/check': { url: 'x', is_whitelisted: true },
        'POST /events/notifications': (call: FakeCall) => ({ ...(call.body as object), id: 'n3' }),
        'GET /events/notifications/paginated': notificationsPage([]),
      },
      '/alerts/notifications/new',
    );
    const form = await screen.findByRole('form', { name: 'Notification' });
    await userEvent.type(within(form).getByLabelText('Title'), 'Ops mail');
    await userEvent.selectOptions(within(form).getByLabelText('Notification Type'), 'Email Notification');
    await userEvent.type(within(form).getByLabelText('Email Recipient(s)'), 'ops@example.org{Enter}');
    await userEvent.type(within(form).getByLabelText('SMTP Server'), 'mail.example.org');
    const port = within(form).getByLabelText('SMTP Port');
    expect(port).toHaveValue('25');
    await userEvent.clear(port);
    await userEvent.type(port, '99999');
    await userEvent.click(within(form).getByRole('button', { name: 'Create' }));
    expect(await within(form).findByText('SMTP Port must be a number between 1 and 65535.')).toBeInTheDocument();
    await userEvent.clear(port);
    await userEvent.type(port, '465');
    await userEvent.selectOptions(within(form).getByLabelText('Transport Security'), 'TLS');
    await userEvent.click(within(form).getByRole('checkbox', { name: "Verify the server's certificate" }));
    await userEvent.type(within(form).getByLabelText('SMTP Username (optional)'), 'mailer');
    await userEvent.type(within(form).getByLabelText('SMTP Password (optional)'), 's3cret');
    await userEvent.click(within(form).getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(window.location.pathname).toBe('/alerts/notifications'));
    expect(post(api.calls, '/events/notifications')?.body).toMatchObject({
      title: 'Ops mail',
      config: {
        type: 'email-notification-v1',
        email_recipients: ['ops@example.org'],
        smtp_host: 'mail.example.org',
        smtp_port: 465,
        smtp_transport_security: 'tls',
        smtp_verify_certificates: false,
        smtp_username: 'mailer',
        smtp_password: { set_value: 's3cret' },
      },
    });
  });

  it("creates a Slack notification: Graylog's webhook and message rules, the allow-list, a test and the saved config", async () => {
    const { api } = renderApp(
      {
        ...ADMIN,
        'POST /system/urlwhitelist/check': { url: 'x', is_whitelisted: true },
        'POST /events/notifications/test': undefined,
        'POST /events/notifications': (call: FakeCall) => ({ ...(call.body as object), id: 'n4' }),
        'GET /events/notifications/paginated': notificationsPage([]),
      },
      '/alerts/notifications/new',
    );
    const form = await screen.findByRole('form', { name: 'Notification' });
    await userEvent.type(within(form).getByLabelText('Title'), 'Ops Slack');
    await userEvent.selectOptions(within(form).getByLabelText('Notification Type'), 'Slack Notification');
    expect(within(form).getByLabelText('Channel')).toHaveValue('#general');
    expect((within(form).getByLabelText('Custom Message (optional)') as HTMLTextAreaElement).value).toContain('${event.message}');
    await userEvent.type(within(form).getByLabelText('Webhook URL'), 'https://hooks.slack.com/hooks/T1');
    await userEvent.click(within(form).getByRole('checkbox', { name: 'Include Title' }));
    await userEvent.clear(within(form).getByLabelText('Custom Message'));
    await userEvent.click(within(form).getByRole('button', { name: 'Create' }));
    expect(await within(form).findByText('Specified Webhook URL is not a valid Slack URL')).toBeInTheDocument();
    expect(within(form).getByText('If custom message is empty the title must be included')).toBeInTheDocument();
    expect(within(form).getByRole('button', { name: 'Execute test notification' })).toBeDisabled();
    await userEvent.clear(within(form).getByLabelText('Webhook URL'));
    await userEvent.type(within(form).getByLabelText('Webhook URL'), 'https://hooks.slack.com/services/T1/B2/x');
    fireEvent.change(within(form).getByLabelText('Custom Message'), { target: { value: '${event.message}' } });
    await userEvent.type(within(form).getByLabelText('Icon Emoji (optional)'), 'rotating_light');
    await userEvent.click(within(form).getByRole('checkbox', { name: 'Notify Channel' }));
    await userEvent.click(within(form).getByRole('button', { name: 'Execute test notification' }));
    expect(await screen.findByText('Notification was executed successfully.')).toBeInTheDocument();
    await userEvent.click(within(form).getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(window.location.pathname).toBe('/alerts/notifications'));
    const config = {
      type: 'slack-notification-v1',
      webhook_url: 'https://hooks.slack.com/services/T1/B2/x',
      color: '#ff0500',
      custom_message: '${event.message}',
      icon_url: null,
      backlog_size: 0,
      time_zone: 'UTC',
      channel: '#general',
      user_name: null,
      icon_emoji: 'rotating_light',
      notify_channel: true,
      link_names: false,
      include_title: false,
    };
    expect(post(api.calls, '/events/notifications/test')?.body).toEqual({ title: 'Ops Slack', description: '', config });
    expect(post(api.calls, '/events/notifications')?.body).toEqual({ title: 'Ops Slack', description: '', config });
  });

  it("creates a Microsoft Teams notification: its fields, Graylog's Teams URL rule and the test's failure reason", async () => {
    const { api } = renderApp(
      {
        ...ADMIN,
        'POST /system/urlwhitelist/check': { url: 'x', is_whitelisted: false },
        'POST /events/notifications/test': json(
          { type: 'ApiError', message: 'URL <https://acme.webhook.office.com/x> is not whitelisted.' },
          500,
        ),
        'POST /events/notifications': (call: FakeCall) => ({ ...(call.body as object), id: 'n5' }),
        'GET /events/notifications/paginated': notificationsPage([]),
      },
      '/alerts/notifications/new',
    );
    const form = await screen.findByRole('form', { name: 'Notification' });
    await userEvent.type(within(form).getByLabelText('Title'), 'Ops Teams');
    await userEvent.selectOptions(within(form).getByLabelText('Notification Type'), 'Microsoft Teams Notification');
    expect(within(form).queryByLabelText('Channel')).not.toBeInTheDocument();
    expect((within(form).getByLabelText('Custom Message (optional)') as HTMLTextAreaElement).value).toContain('Event: ${event.message}');
    await userEvent.type(within(form).getByLabelText('Webhook URL'), 'https://outlook.office.com/webhook/x');
    await userEvent.click(within(form).getByRole('button', { name: 'Create' }));
    expect(await within(form).findByText('Specified Webhook URL is not a valid Teams URL')).toBeInTheDocument();
    await userEvent.clear(within(form).getByLabelText('Webhook URL'));
    await userEvent.type(within(form).getByLabelText('Webhook URL'), 'https://acme.webhook.office.com/x');
    expect(await within(form).findByText('URL https://acme.webhook.office.com/x is not whitelisted')).toBeInTheDocument();
    await userEvent.click(within(form).getByRole('button', { name: 'Execute test notification' }));
    expect(await screen.findByText('Notification test failed')).toBeInTheDocument();
    expect(screen.getByText(/is not whitelisted\./)).toBeInTheDocument();
    await userEvent.clear(within(form).getByLabelText('Color'));
    await userEvent.type(within(form).getByLabelText('Color'), '#00aa00');
    await userEvent.click(within(form).getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(window.location.pathname).toBe('/alerts/notifications'));
    expect(post(api.calls, '/events/notifications')?.body).toMatchObject({
      title: 'Ops Teams',
      config: {
        type: 'teams-notification-v1',
        webhook_url: 'https://acme.webhook.office.com/x',
        color: '#00aa00',
        icon_url: null,
        backlog_size: 0,
      },
    });
  });

  it("sends an email to users picked from the server's users, saying which have no address", async () => {
    const user = (username: string, email: string, fullName: string) => ({
      id: `id-${username}`,
      username,
      email,
      full_name: fullName,
      roles: ['Reader'],
      read_only: false,
      account_status: 'enabled',
    });
    const { api } = renderApp(
      {
        ...ADMIN,
        'GET /users/paginated': {
          users: [user('bob', 'bob@example.org', 'Bob Builder'), user('carol', '', 'Carol')],
          total: 2,
          count: 2,
          page: 1,
          per_page: 0,
          query: '',
          context: { admin_user: null },
        },
        'POST /events/notifications': (call: FakeCall) => ({ ...(call.body as object), id: 'n4' }),
        'GET /events/notifications/paginated': notificationsPage([]),
      },
      '/alerts/notifications/new',
    );
    const form = await screen.findByRole('form', { name: 'Notification' });
    await userEvent.type(within(form).getByLabelText('Title'), 'Team mail');
    await userEvent.selectOptions(within(form).getByLabelText('Notification Type'), 'Email Notification');
    await userEvent.type(within(form).getByLabelText('SMTP Server'), 'mail.example.org');
    const picker = within(form).getByLabelText('User Recipient(s) (optional)');
    await userEvent.click(picker);
    expect(await screen.findByRole('option', { name: 'Carol (carol), no email address' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('option', { name: 'Bob Builder (bob) <bob@example.org>' }));
    // A user is recipient enough: no address is needed.
    await userEvent.click(within(form).getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(window.location.pathname).toBe('/alerts/notifications'));
    expect(post(api.calls, '/events/notifications')?.body).toMatchObject({
      config: { type: 'email-notification-v1', email_recipients: [], user_recipients: ['bob'] },
    });
  });

  it('checks the URL against the allow-list only once it has not changed for 250 ms', async () => {
    const { api } = renderApp(
      { ...ADMIN, 'POST /system/urlwhitelist/check': { url: 'x', is_whitelisted: false } },
      '/alerts/notifications/new',
    );
    const url = within(await screen.findByRole('form', { name: 'Notification' })).getByLabelText('URL');
    const checks = () => api.calls.filter((c) => c.path === '/system/urlwhitelist/check').map((c) => c.body);
    vi.useFakeTimers();
    try {
      expect(URL_CHECK_DEBOUNCE_MS).toBe(250);
      fireEvent.change(url, { target: { value: 'http://a.example/' } });
      await act(() => vi.advanceTimersByTimeAsync(200));
      fireEvent.change(url, { target: { value: 'http://b.example/' } });
      await act(() => vi.advanceTimersByTimeAsync(URL_CHECK_DEBOUNCE_MS - 10));
      expect(checks()).toEqual([]);
      await act(() => vi.advanceTimersByTimeAsync(20));
      expect(checks()).toEqual([{ url: 'http://b.example/' }]);
    } finally {
      vi.useRealTimers();
    }
    expect(await screen.findByText('URL http://b.example/ is not whitelisted')).toBeInTheDocument();
  });
});

describe('Notification page', { timeout: 30_000 }, () => {
  it("shows a notification's settings, a stored secret only as stored, and Edit for an editor", async () => {
    const stored = { ...HTTP_NOTIFICATION_WIRE, config: { ...HTTP_NOTIFICATION_WIRE.config, basic_auth: { is_set: true } } };
    renderApp({ ...ADMIN, [`GET /events/notifications/${ID}`]: stored }, `/alerts/notifications/${ID}`);
    expect(await screen.findByRole('heading', { name: 'Ops webhook', level: 1 })).toBeInTheDocument();
    expect(screen.getByText('https://hooks.example.org/ops')).toBeInTheDocument();
    expect(screen.getByText('Stored')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Edit' })).toHaveAttribute('href', `/alerts/notifications/${ID}/edit`);
  });

  it("shows a Slack notification's webhook, channel and custom message", async () => {
    const slack = {
      id: ID,
      title: 'Ops Slack',
      description: '',
      config: {
        type: 'slack-notification-v1',
        webhook_url: 'https://hooks.slack.com/services/T1/B2/x',
        channel: '#ops',
        custom_message: 'Alert: ${event.message}',
        color: '#ff0500',
        include_title: true,
        backlog_size: 0,
        time_zone: 'UTC',
      },
    };
    renderApp({ ...ADMIN, [`GET /events/notifications/${ID}`]: slack }, `/alerts/notifications/${ID}`);
    expect(await screen.findByText('Slack Notification')).toBeInTheDocument();
    expect(screen.getByText('https://hooks.slack.com/services/T1/B2/x')).toBeInTheDocument();
    expect(screen.getByText('#ops')).toBeInTheDocument();
    expect(screen.getByText('Alert: ${event.message}')).toBeInTheDocument();
  });

  it('shows Missing Permissions to a Reader', async () => {
    renderApp({}, `/alerts/notifications/${ID}`);
    expect(await screen.findByText('Missing Permissions')).toBeInTheDocument();
  });
});
