import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { NavItem } from './NavItem';

const meta = {
  title: 'Components/NavItem',
  component: NavItem,
  args: { href: '/streams', currentPath: '/streams', matchPrefix: false, children: 'Streams', onNavigate: fn() },
  render: (args) => (
    <div style={{ height: 48, display: 'flex' }}>
      <NavItem {...args} />
    </div>
  ),
} satisfies Meta<typeof NavItem>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement, args }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Streams' });
    await expect(link).toHaveAttribute('aria-current', 'page');
    await userEvent.click(link);
    await expect(args.onNavigate).toHaveBeenCalledWith('/streams');
    link.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onNavigate).toHaveBeenCalledTimes(2);
  },
};

export const Inactive: Story = {
  args: { currentPath: '/streams/5e8e/edit' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'Streams' })).not.toHaveAttribute('aria-current');
  },
};

export const ActiveByPrefix: Story = {
  args: { currentPath: '/streams/5e8e/edit', matchPrefix: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'Streams' })).toHaveAttribute('aria-current', 'page');
  },
};

export const ModifiedClickDoesNotNavigate: Story = {
  play: async ({ canvasElement, args }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Streams' });
    link.addEventListener('click', (event) => event.preventDefault(), { once: true });
    await userEvent.keyboard('{Shift>}');
    await userEvent.click(link);
    await userEvent.keyboard('{/Shift}');
    await expect(args.onNavigate).not.toHaveBeenCalled();
  },
};
