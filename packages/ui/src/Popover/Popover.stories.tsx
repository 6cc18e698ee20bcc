import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { Popover, POPOVER_TRIGGERS } from './Popover';

const meta = {
  title: 'Components/Popover',
  component: Popover,
  args: {
    title: 'Stream rules',
    trigger: 'click',
    placement: 'bottom',
    content: (
      <>
        <p style={{ margin: '0 0 8px' }}>Messages must match all rules.</p>
        <Button size="small">Edit rules</Button>
      </>
    ),
    children: <Button>Show rules</Button>,
  },
  argTypes: { trigger: { control: 'inline-radio', options: POPOVER_TRIGGERS } },
  parameters: { layout: 'centered' },
} satisfies Meta<typeof Popover>;

export default meta;
type Story = StoryObj<typeof meta>;
const body = () => within(document.body);

/** Click opens it as a dialog; focus moves in, Tab stays inside, Escape closes and focus returns. */
export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Show rules' });
    await userEvent.click(trigger);
    const dialog = await body().findByRole('dialog', { name: 'Stream rules' });
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    await userEvent.tab();
    await userEvent.tab();
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull());
    await expect(trigger).toHaveFocus();
    // Keyboard only: Enter opens it again (left open for the screenshot).
    await userEvent.keyboard('{Enter}');
    await body().findByRole('dialog', { name: 'Stream rules' });
  },
};

export const OutsideClickCloses: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Show rules' }));
    await body().findByRole('dialog');
    await userEvent.click(document.body);
    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull());
  },
};

export const OnHover: Story = {
  args: { trigger: 'hover', content: 'Messages must match all rules.' },
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Show rules' });
    await userEvent.hover(trigger);
    await body().findByRole('dialog', { name: 'Stream rules' });
    // Hover does not take focus away from where the user is.
    await expect(body().getByRole('dialog')).not.toContainElement(document.activeElement as HTMLElement);
    await userEvent.unhover(trigger);
    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull());
  },
};

export const OnFocus: Story = {
  args: { trigger: 'focus', content: 'Messages must match all rules.' },
  play: async () => {
    await userEvent.tab();
    await body().findByRole('dialog', { name: 'Stream rules' });
    await userEvent.tab();
    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull());
    await userEvent.tab({ shift: true });
    await body().findByRole('dialog', { name: 'Stream rules' });
  },
};

/** At the bottom edge of the viewport the popover flips above its trigger. */
export const FlipsAtEdge: Story = {
  parameters: { layout: 'fullscreen' },
  render: (args) => (
    <div style={{ position: 'fixed', bottom: 4, left: 16 }}>
      <Popover {...args} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Show rules' }));
    const dialog = await body().findByRole('dialog');
    await waitFor(() => expect(dialog).toHaveAttribute('data-placement', 'top'));
  },
};
