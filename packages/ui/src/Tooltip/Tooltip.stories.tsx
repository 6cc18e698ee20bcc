import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { Tooltip, TOOLTIP_MAX_WIDTH } from './Tooltip';

const meta = {
  title: 'Components/Tooltip',
  component: Tooltip,
  args: { content: 'Refresh the search results', placement: 'top', delay: 300, children: <Button icon="refresh">Refresh</Button> },
  parameters: { layout: 'centered' },
} satisfies Meta<typeof Tooltip>;

export default meta;
type Story = StoryObj<typeof meta>;
const body = () => within(document.body);

export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Refresh' });
    await userEvent.hover(trigger);
    const tip = await body().findByRole('tooltip');
    await expect(tip).toHaveTextContent('Refresh the search results');
    await expect(trigger).toHaveAccessibleDescription('Refresh the search results');
  },
};

/** Keyboard users get the tooltip on focus; Escape hides it without moving focus. */
export const OnFocus: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await body().findByRole('tooltip');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body().queryByRole('tooltip')).toBeNull());
    await expect(within(canvasElement).getByRole('button')).toHaveFocus();
    await userEvent.tab({ shift: true });
    await userEvent.tab();
    await body().findByRole('tooltip');
  },
};

/** Long text wraps at 300 px. */
export const LongText: Story = {
  args: {
    open: true,
    content:
      'The index set rotates when the active index reaches its maximum size; older indices are deleted or closed according to the retention strategy.',
  },
  play: async () => {
    const tip = await body().findByRole('tooltip');
    await expect(tip.getBoundingClientRect().width).toBeLessThanOrEqual(TOOLTIP_MAX_WIDTH);
    await expect(tip.getBoundingClientRect().height).toBeGreaterThan(40);
  },
};
