import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PublicNotification } from './PublicNotification';

const meta = {
  title: 'Components/PublicNotification',
  component: PublicNotification,
  args: {
    variant: 'warning',
    title: 'Scheduled maintenance',
    shortMessage: 'Sift will be unavailable on Saturday from 02:00 to 04:00 UTC.',
    longMessage: 'During the window, inputs keep buffering messages; searches and dashboards are unavailable. No data is lost.',
    isActive: true,
    isDismissible: true,
    onDismiss: fn(),
  },
} satisfies Meta<typeof PublicNotification>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Read More / Read Less with the keyboard. */
export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByText(/No data is lost/)).toBeNull();
    canvas.getByRole('button', { name: 'Read More' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByText(/No data is lost/)).toBeInTheDocument();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('button', { name: 'Read More' })).toHaveAttribute('aria-expanded', 'false');
  },
};

export const Expanded: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Read More' }));
    await expect(within(canvasElement).getByRole('button', { name: 'Read Less' })).toBeInTheDocument();
  },
};

export const Dismissed: Story = {
  // Once dismissed the notification is gone: the play function asserts it, a screenshot would be empty.
  parameters: { screenshot: false },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Dismiss' }));
    await expect(within(canvasElement).queryByText('Scheduled maintenance')).toBeNull();
    await expect(args.onDismiss).toHaveBeenCalledTimes(1);
  },
};

export const Inactive: Story = {
  args: { isActive: false },
  // An inactive notification renders nothing: the play function asserts it, a screenshot would be empty.
  parameters: { screenshot: false },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByText('Scheduled maintenance')).toBeNull();
  },
};

export const NotDismissible: Story = {
  args: { isDismissible: false, longMessage: undefined, variant: 'info', title: 'New version available' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button')).toBeNull();
  },
};
