import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ConsoleFrame } from '../storybook/ConsoleFrame';
import { adminUser, readerUser, storyNotifications, storySystem } from '../storybook/storyData';
import { SystemOverviewPage } from './SystemOverviewPage';

const meta = {
  title: 'Console/SystemOverviewPage',
  component: SystemOverviewPage,
  // @sift/ui's Panel heading is a fixed <h3> under the page's <h1>; until Panel takes a heading level,
  // axe's heading-order rule (a best practice, not WCAG) is off for screens made of panels.
  parameters: { a11y: { config: { rules: [{ id: 'heading-order', enabled: false }] } } },
  render: () => (
    <ConsoleFrame
      user={adminUser}
      path="/system/overview"
      data={[
        [['system'], storySystem],
        [['notifications'], { notifications: storyNotifications, total: storyNotifications.length }],
      ]}
    >
      <SystemOverviewPage />
    </ConsoleFrame>
  ),
} satisfies Meta<typeof SystemOverviewPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An administrator: notifications they can dismiss, system information, processing they can pause. */
export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = canvas.getByRole('list', { name: 'System notifications' });
    await expect(within(list).getAllByRole('button', { name: 'Dismiss' })).toHaveLength(2);
    await expect(within(list).getByText('reason: Address already in use')).toBeVisible();
    await expect(canvas.getByText('Message processing is running.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Pause message processing' })).toBeVisible();
  },
};

/** Processing paused, seen by a Reader: no dismiss and no resume. */
export const PausedForReader: Story = {
  render: () => (
    <ConsoleFrame
      user={readerUser}
      path="/system/overview"
      data={[
        [['system'], { ...storySystem, isProcessing: false }],
        [['notifications'], { notifications: [], total: 0 }],
      ]}
    >
      <SystemOverviewPage />
    </ConsoleFrame>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('There are no notifications.')).toBeVisible();
    await expect(canvas.getByText('Message processing is paused.')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Resume message processing' })).toBeNull();
  },
};
