import type { Meta, StoryObj } from '@storybook/react-vite';
import { Route } from 'wouter';
import { expect, userEvent, within } from 'storybook/test';
import { ConsoleFrame } from '../storybook/ConsoleFrame';
import { adminUser } from '../storybook/storyData';
import { HTTP_NOTIFICATION_WIRE } from './alerts/alertFixtures';
import { storyNotification } from './alerts/alertStoryData';
import { NotificationEditPage } from './NotificationEditPage';

const meta = {
  title: 'Console/NotificationEditPage',
  component: NotificationEditPage,
  render: () => (
    <ConsoleFrame user={adminUser} path="/alerts/notifications/new">
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
