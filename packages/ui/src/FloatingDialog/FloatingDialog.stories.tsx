import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { FloatingDialog, type FloatingDialogProps } from './FloatingDialog';

function Demo(props: FloatingDialogProps) {
  const [open, setOpen] = useState(props.open);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Show field details</Button>
      <FloatingDialog
        {...props}
        open={open}
        onClose={() => {
          props.onClose();
          setOpen(false);
        }}
      >
        <p>Field: http_status</p>
        <Button size="small">Show top values</Button>
      </FloatingDialog>
    </>
  );
}

const meta = {
  title: 'Components/FloatingDialog',
  component: FloatingDialog,
  render: (args) => <Demo {...args} />,
  args: { open: true, title: 'Field details', onClose: fn(), defaultPosition: { x: 100, y: 60 }, modal: false },
} satisfies Meta<typeof FloatingDialog>;

export default meta;
type Story = StoryObj<typeof meta>;
const body = () => within(document.body);

/** Dragging the header moves it; dragging past the edge keeps it inside the viewport. */
export const Playground: Story = {
  play: async () => {
    const dialog = await body().findByRole('dialog', { name: 'Field details' });
    await expect(dialog.getBoundingClientRect().width).toBe(450);
    await expect(dialog.getBoundingClientRect().height).toBe(400);
    const header = within(dialog).getByRole('banner');
    await userEvent.pointer([
      { keys: '[MouseLeft>]', target: header, coords: { clientX: 150, clientY: 75 } },
      { target: header, coords: { clientX: 250, clientY: 125 } },
      { keys: '[/MouseLeft]', target: header, coords: { clientX: 250, clientY: 125 } },
    ]);
    await expect(dialog.style.left).toBe('200px');
    await expect(dialog.style.top).toBe('110px');
    await userEvent.pointer([
      { keys: '[MouseLeft>]', target: header, coords: { clientX: 250, clientY: 125 } },
      { target: header, coords: { clientX: 5000, clientY: 125 } },
      { keys: '[/MouseLeft]', target: header, coords: { clientX: 5000, clientY: 125 } },
    ]);
    await expect(dialog.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
  },
};

export const Resize: Story = {
  play: async () => {
    const dialog = await body().findByRole('dialog');
    const handle = body().getByTestId('resize-handle');
    await userEvent.pointer([
      { keys: '[MouseLeft>]', target: handle, coords: { clientX: 545, clientY: 455 } },
      { target: handle, coords: { clientX: 445, clientY: 405 } },
      { keys: '[/MouseLeft]', target: handle, coords: { clientX: 445, clientY: 405 } },
    ]);
    await expect(dialog.style.width).toBe('350px');
    await expect(dialog.style.height).toBe('350px');
  },
};

/** Keyboard only: focus lands on the header, arrows move, Shift+arrows resize, Escape closes and focus returns. */
export const Keyboard: Story = {
  args: { open: false },
  play: async ({ args }) => {
    const trigger = body().getByRole('button', { name: 'Show field details' });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    const dialog = await body().findByRole('dialog');
    const header = within(dialog).getByRole('banner');
    await waitFor(() => expect(header).toHaveFocus());
    await userEvent.keyboard('{ArrowRight}{ArrowRight}{ArrowDown}');
    await expect(dialog.style.left).toBe('120px');
    await expect(dialog.style.top).toBe('70px');
    await userEvent.keyboard('{Shift>}{ArrowLeft}{/Shift}');
    await expect(dialog.style.width).toBe('440px');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull());
    await expect(args.onClose).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

/** With `modal`, Tab cycles inside the dialog. */
export const Modal: Story = {
  args: { modal: true },
  play: async () => {
    const dialog = await body().findByRole('dialog');
    // Focus moves into the dialog (to its header) once it is placed; tabbing starts from there.
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    for (let i = 0; i < 4; i += 1) {
      await userEvent.tab();
      await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    }
  },
};
