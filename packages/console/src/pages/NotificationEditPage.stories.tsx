import type { Meta, StoryObj } from '@storybook/react-vite';
import { Route } from 'wouter';
import { decodeEventNotification, decodeUserOverview } from '@sift/api';
import { expect, userEvent, within } from 'storybook/test';
import { ConsoleFrame } from '../storybook/ConsoleFrame';
import { adminUser } from '../storybook/storyData';
import { storyUserPage } from '../storybook/userStoryData';
import { HTTP_NOTIFICATION_WIRE } from './alerts/alertFixtures';
import { storyNotification } from './alerts/alertStoryData';
import { NotificationEditPage } from './NotificationEditPage';

/** The users an email notification may go to: one with an address, one without. */
const users = [
  [
    ['users', { perPage: 0 }],
    storyUserPage([
      decodeUserOverview({
        id: '6571e0b2c1f3a94d2e7b1c02',
        username: 'ops',
        email: 'ops@example.org',
        full_name: 'Operations',
        roles: ['Reader'],
      }),
      decodeUserOverview({ id: '6571e0b2c1f3a94d2e7b1c01', username: 'reader1', email: '', full_name: 'Reader One', roles: ['Reader'] }),
    ]),
  ],
] as const;
const MAIL_ID = '6571e0b2c1f3a94d2e7b1e07';
const mailNotification = decodeEventNotification({
  id: MAIL_ID,
  title: 'Ops mail',
  description: '',
  config: {
    type: 'email-notification-v1',
    sender: 'alerts@example.org',
    subject: 'Alert: ${event_definition_title}',
    body_template: '${event.message}',
    email_recipients: ['oncall@example.org'],
    user_recipients: ['ops', 'former'],
    smtp_host: 'mail.example.org',
    smtp_port: 25,
  },
});

const meta = {
  title: 'Console/NotificationEditPage',
  component: NotificationEditPage,
  render: () => (
    <ConsoleFrame user={adminUser} path="/alerts/notifications/new" data={users}>
      <NotificationEditPage />
    </ConsoleFrame>
  ),
} satisfies Meta<typeof NotificationEditPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A new HTTP notification submitted empty: the title and the URL are required. */
export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const form = within(await within(canvasElement).findByRole('form', { name: 'Notification' }));
    await userEvent.click(form.getByRole('button', { name: 'Create' }));
    await expect(form.getByText('Notification title cannot be empty.')).toBeVisible();
    await expect(form.getByText('URL cannot be empty.')).toBeVisible();
  },
};

/** An email notification: Graylog's default subject and body template, and a recipient. */
export const Email: Story = {
  play: async ({ canvasElement }) => {
    const form = within(await within(canvasElement).findByRole('form', { name: 'Notification' }));
    await userEvent.selectOptions(form.getByLabelText('Notification Type'), 'Email Notification');
    await expect(form.getByLabelText('Subject')).toHaveValue('Graylog event notification: ${event_definition_title}');
    await userEvent.type(form.getByLabelText('Email Recipient(s)'), 'oncall@example.org{Enter}');
    await expect(form.getByText('oncall@example.org')).toBeVisible();
  },
};

/** Editing a stored HTTP notification whose Basic authentication is kept. */
export const Edit: Story = {
  render: () => (
    <ConsoleFrame
      user={adminUser}
      path={`/alerts/notifications/${HTTP_NOTIFICATION_WIRE.id}/edit`}
      data={[
        [
          ['eventNotifications', 'one', HTTP_NOTIFICATION_WIRE.id],
          { ...storyNotification, config: { ...storyNotification.config, basic_auth: { is_set: true } } },
        ],
      ]}
    >
      <Route path="/alerts/notifications/:notificationId/edit">
        <NotificationEditPage />
      </Route>
    </ConsoleFrame>
  ),
  play: async ({ canvasElement }) => {
    const form = within(await within(canvasElement).findByRole('form', { name: 'Notification' }));
    await expect(form.getByLabelText('URL')).toHaveValue('https://hooks.example.org/ops');
    await expect(form.getByText('A value is stored; leave empty to keep it.')).toBeVisible();
    await expect(form.getByRole('button', { name: 'Update' })).toBeVisible();
  },
};

/** A stored email notification to an address and two users: one of them has since been deleted, and the server will skip them. */
export const EmailToUsers: Story = {
  render: () => (
    <ConsoleFrame
      user={adminUser}
      path={`/alerts/notifications/${MAIL_ID}/edit`}
      data={[...users, [['eventNotifications', 'one', MAIL_ID], mailNotification]]}
    >
      <Route path="/alerts/notifications/:notificationId/edit">
        <NotificationEditPage />
      </Route>
    </ConsoleFrame>
  ),
  play: async ({ canvasElement }) => {
    const form = within(await within(canvasElement).findByRole('form', { name: 'Notification' }));
    await expect(form.getByText('Operations (ops) <ops@example.org>')).toBeVisible();
    await expect(form.getByText('former, no such user')).toBeVisible();
    await userEvent.click(form.getByLabelText('User Recipient(s) (optional)'));
    const page = within(canvasElement.ownerDocument.body);
    await expect(await page.findByRole('option', { name: 'Reader One (reader1), no email address' })).toBeVisible();
    await userEvent.keyboard('{Escape}');
  },
};

/** A new Slack notification: the title line turned off with an empty custom message, and a webhook that is not Slack's. */
export const Slack: Story = {
  play: async ({ canvasElement }) => {
    const form = within(await within(canvasElement).findByRole('form', { name: 'Notification' }));
    await userEvent.type(form.getByLabelText('Title'), 'Ops Slack');
    await userEvent.selectOptions(form.getByLabelText('Notification Type'), 'Slack Notification');
    await expect(form.getByLabelText('Channel')).toHaveValue('#general');
    await userEvent.type(form.getByLabelText('Webhook URL'), 'https://hooks.slack.com/hooks/T1');
    await userEvent.click(form.getByRole('checkbox', { name: 'Include Title' }));
    await userEvent.clear(form.getByLabelText('Custom Message'));
    await userEvent.click(form.getByRole('button', { name: 'Create' }));
    await expect(form.getByText('Specified Webhook URL is not a valid Slack URL')).toBeVisible();
    await expect(form.getByText('If custom message is empty the title must be included')).toBeVisible();
    await expect(form.getByRole('button', { name: 'Execute test notification' })).toBeDisabled();
  },
};

const TEAMS_ID = '6571e0b2c1f3a94d2e7b1e08';
const teamsNotification = decodeEventNotification({
  id: TEAMS_ID,
  title: 'Ops Teams',
  description: 'The on-call channel',
  config: {
    type: 'teams-notification-v1',
    webhook_url: 'https://acme.webhook.office.com/webhookb2/ops',
    color: '#1f77b4',
    custom_message: 'Event: ${event.message}\nPriority: ${event.priority}\nSource: ${event.source}',
    icon_url: null,
    backlog_size: 5,
    time_zone: 'Europe/Berlin',
  },
});

/** Editing a stored Microsoft Teams notification: no channel or mentions, each custom message line a fact of the card. */
export const Teams: Story = {
  render: () => (
    <ConsoleFrame
      user={adminUser}
      path={`/alerts/notifications/${TEAMS_ID}/edit`}
      data={[[['eventNotifications', 'one', TEAMS_ID], teamsNotification]]}
    >
      <Route path="/alerts/notifications/:notificationId/edit">
        <NotificationEditPage />
      </Route>
    </ConsoleFrame>
  ),
  play: async ({ canvasElement }) => {
    const form = within(await within(canvasElement).findByRole('form', { name: 'Notification' }));
    await expect(form.getByLabelText('Webhook URL')).toHaveValue('https://acme.webhook.office.com/webhookb2/ops');
    await expect(form.getByLabelText('Notification Type')).toHaveValue('teams-notification-v1');
    await expect(form.queryByLabelText('Channel')).toBeNull();
    await expect(form.getByLabelText('Backlog Size')).toHaveValue(5);
    await expect(form.getByRole('button', { name: 'Execute test notification' })).toBeEnabled();
  },
};
