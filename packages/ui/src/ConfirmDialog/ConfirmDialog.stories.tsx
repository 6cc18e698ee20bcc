import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { ConfirmDialog, type ConfirmDialogProps } from './ConfirmDialog';

function Demo(props: ConfirmDialogProps) {
  const [open, setOpen] = useState(props.open);
  return (
    <>
      <Button variant="danger" onClick={() => setOpen(true)}>
        Delete stream
      </Button>
      <ConfirmDialog
        {...props}
        open={open}
        onConfirm={() => {
          props.onConfirm();
          setOpen(false);
        }}
        onCancel={() => {
          props.onCancel();
          setOpen(false);
        }}
      />
    </>
  );
}

const meta = {
  title: 'Components/ConfirmDialog',
  component: ConfirmDialog,
  render: (args) => <Demo {...args} />,
  args: {
    open: true,
    title: 'Delete stream?',
    children: 'Do you really want to delete stream "Audit log"? This cannot be undone.',
    confirmText: 'Delete',
    cancelText: 'Cancel',
    confirmVariant: 'danger',
    submitting: false,
    hideCancel: false,
    onConfirm: fn(),
    onCancel: fn(),
  },
} satisfies Meta<typeof ConfirmDialog>;

export default meta;
type Story = StoryObj<typeof meta>;
const body = () => within(document.body);

export const Playground: Story = {
  play: async () => {
    const dialog = await body().findByRole('alertdialog', { name: 'Delete stream?' });
    // The safe choice has focus first.
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus());
  },
};

/** Keyboard only: open with Enter, Tab to Delete, confirm with Enter; focus returns to the trigger. */
export const ConfirmWithKeyboard: Story = {
  args: { open: false },
  play: async ({ args }) => {
    const trigger = body().getByRole('button', { name: 'Delete stream' });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    const dialog = await body().findByRole('alertdialog');
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus());
    await userEvent.tab();
    await expect(within(dialog).getByRole('button', { name: 'Delete' })).toHaveFocus();
    await userEvent.tab();
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    await userEvent.tab({ shift: true });
    await userEvent.keyboard('{Enter}');
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
    await expect(args.onCancel).not.toHaveBeenCalled();
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

export const CancelWithEscape: Story = {
  play: async ({ args }) => {
    await body().findByRole('alertdialog');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body().queryByRole('alertdialog')).toBeNull());
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
    await expect(args.onConfirm).not.toHaveBeenCalled();
    await userEvent.click(body().getByRole('button', { name: 'Delete stream' }));
  },
};

export const Submitting: Story = {
  args: { submitting: true },
  play: async ({ args }) => {
    const dialog = await body().findByRole('alertdialog');
    await expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeDisabled();
    await userEvent.keyboard('{Escape}');
    await expect(args.onCancel).not.toHaveBeenCalled();
  },
};

export const Acknowledge: Story = {
  args: {
    hideCancel: true,
    title: 'Export started',
    children: 'You will be notified when the export is ready.',
    confirmText: 'OK',
    confirmVariant: 'primary',
  },
};
