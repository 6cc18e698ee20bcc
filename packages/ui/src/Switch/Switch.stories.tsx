import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Switch } from './Switch';

const meta = {
  title: 'Components/Switch',
  component: Switch,
  args: { label: 'Disable the URL allow-list', onChange: fn() },
} satisfies Meta<typeof Switch>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A switch role: Space or a click flips it and reports the new state. */
export const Playground: Story = {
  play: async ({ canvasElement, args }) => {
    const toggle = within(canvasElement).getByRole('switch', { name: 'Disable the URL allow-list' });
    await expect(toggle).not.toBeChecked();
    await userEvent.click(toggle);
    await expect(toggle).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith(true, expect.anything());
    await userEvent.keyboard(' ');
    await expect(toggle).not.toBeChecked();
  },
};

export const On: Story = {
  args: { defaultChecked: true, description: 'Every URL is allowed while the list is disabled.' },
  play: async ({ canvasElement }) => {
    const toggle = within(canvasElement).getByRole('switch', { name: 'Disable the URL allow-list' });
    await expect(toggle).toBeChecked();
    await expect(toggle).toHaveAccessibleDescription('Every URL is allowed while the list is disabled.');
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultChecked: true },
  play: async ({ canvasElement, args }) => {
    const toggle = within(canvasElement).getByRole('switch', { name: 'Disable the URL allow-list' });
    await userEvent.click(toggle);
    await expect(toggle).toBeChecked();
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};
