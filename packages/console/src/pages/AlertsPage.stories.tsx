import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { ConsoleFrame } from '../storybook/ConsoleFrame';
import { adminUser, readerUser } from '../storybook/storyData';
import { eventsData } from './alerts/alertStoryData';
import { AlertsPage } from './AlertsPage';

const meta = {
  title: 'Console/AlertsPage',
  component: AlertsPage,
  render: () => (
    <ConsoleFrame user={adminUser} path="/alerts" data={eventsData}>
      <AlertsPage />
    </ConsoleFrame>
  ),
} satisfies Meta<typeof AlertsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Two alerts and an event of the last hour, newest first; the first alert's details are open. */
export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = within(await canvas.findByRole('table', { name: 'Events' }));
    await expect(table.getAllByText('Alert')).toHaveLength(2);
    await expect(table.getByText('Event')).toBeVisible();
    await userEvent.click(table.getByRole('button', { name: 'Show details of Failed logins: bob - count()=12.0' }));
    await expect(canvas.getByRole('link', { name: 'Replay search' })).toHaveAttribute('href', '/alerts/e1/replay-search');
    await expect(canvas.getByRole('link', { name: 'Event Definitions' })).toBeVisible();
  },
};

/** A Reader sees the events, but neither the definitions nor the notifications. */
export const Reader: Story = {
  render: () => (
    <ConsoleFrame user={readerUser} path="/alerts" data={eventsData}>
      <AlertsPage />
    </ConsoleFrame>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('table', { name: 'Events' })).toBeVisible();
    await expect(canvas.queryByRole('link', { name: 'Event Definitions' })).toBeNull();
    await expect(canvas.queryByRole('link', { name: 'Notifications' })).toBeNull();
  },
};
