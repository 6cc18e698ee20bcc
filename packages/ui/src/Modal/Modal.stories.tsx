import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { Modal, MODAL_SIZES, type ModalProps } from './Modal';

function ModalDemo(props: ModalProps) {
  const [open, setOpen] = useState(props.open);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Open modal</Button>
      <Modal
        {...props}
        open={open}
        onClose={() => {
          props.onClose();
          setOpen(false);
        }}
        footer={
          <>
            <Button onClick={() => setOpen(false)}>Cancel</Button>
            <Button variant="primary" onClick={() => setOpen(false)}>
              Save
            </Button>
          </>
        }
      />
    </>
  );
}

const meta = {
  title: 'Components/Modal',
  component: Modal,
  render: (args) => <ModalDemo {...args} />,
  args: {
    open: true,
    title: 'Edit stream',
    backdrop: 'static',
    size: 'medium',
    closeOnEscape: true,
    onClose: fn(),
    children: 'Streams route incoming messages into categories. Changes apply to new messages only.',
  },
  argTypes: { size: { control: 'inline-radio', options: MODAL_SIZES } },
} satisfies Meta<typeof Modal>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);

export const Playground: Story = {
  play: async ({ args }) => {
    const dialog = await body().findByRole('dialog', { name: 'Edit stream' });
    await expect(dialog).toHaveAttribute('aria-modal', 'true');
    await expect(args.onClose).not.toHaveBeenCalled();
  },
};

/** Focus moves into the modal, Tab cycles inside it, Escape closes and focus returns to the trigger. */
export const KeyboardAndFocus: Story = {
  args: { open: false },
  play: async ({ args }) => {
    const trigger = body().getByRole('button', { name: 'Open modal' });
    await userEvent.click(trigger);
    const dialog = await body().findByRole('dialog', { name: 'Edit stream' });
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    // Tab three times through close, Cancel, Save and wrap back around: focus never leaves.
    for (let i = 0; i < 4; i += 1) {
      await userEvent.tab();
      // Focus guards at the edges hand focus straight back inside.
      await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    }
    await userEvent.tab({ shift: true });
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull());
    await expect(args.onClose).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

/** The default static backdrop ignores clicks, so nothing typed is lost by a stray click. */
export const StaticBackdrop: Story = {
  play: async ({ args }) => {
    const dialog = await body().findByRole('dialog');
    // The modal takes focus a frame after it opens; clicking before then would race it (and the screenshot with it).
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    await userEvent.click(body().getByTestId('modal-backdrop'));
    await expect(body().getByRole('dialog')).toBeInTheDocument();
    await expect(args.onClose).not.toHaveBeenCalled();
  },
};

export const DismissableBackdrop: Story = {
  args: { backdrop: 'dismiss' },
  play: async ({ args }) => {
    await body().findByRole('dialog');
    await userEvent.click(body().getByTestId('modal-backdrop'));
    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull());
    await expect(args.onClose).toHaveBeenCalledTimes(1);
    // Reopen so that the screenshot shows the modal, once it has taken focus.
    await userEvent.click(body().getByRole('button', { name: 'Open modal' }));
    const reopened = await body().findByRole('dialog');
    await waitFor(() => expect(reopened.contains(document.activeElement)).toBe(true));
  },
};

export const Small: Story = { args: { size: 'small', title: 'Small modal' } };

export const Large: Story = { args: { size: 'large', title: 'Large modal' } };
