import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { HelpPopover } from './HelpPopover';

const meta = {
  title: 'Components/HelpPopover',
  component: HelpPopover,
  args: {
    title: 'Rotation strategy',
    children: 'Decides when the active index is closed and a new one is started: by message count, size or time.',
    trigger: 'click',
    placement: 'right',
  },
  render: (args) => (
    <span style={{ display: 'inline-flex', alignItems: 'center', gap: 4 }}>
      Rotation strategy <HelpPopover {...args} />
    </span>
  ),
} satisfies Meta<typeof HelpPopover>;

export default meta;
type Story = StoryObj<typeof meta>;
const body = () => within(document.body);

/** Keyboard only: Tab to the button, Enter opens, Escape closes and focus returns. */
export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Help: Rotation strategy' });
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const dialog = await body().findByRole('dialog', { name: 'Rotation strategy' });
    await expect(dialog).toHaveTextContent('by message count, size or time');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull());
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await body().findByRole('dialog');
  },
};

export const OnHover: Story = {
  args: { trigger: 'hover' },
  play: async ({ canvasElement }) => {
    await userEvent.hover(within(canvasElement).getByRole('button'));
    await body().findByRole('dialog', { name: 'Rotation strategy' });
  },
};
