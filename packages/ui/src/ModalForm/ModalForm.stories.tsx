import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import styled from 'styled-components';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { ModalForm, type ModalFormProps } from './ModalForm';

const Field = styled.label`
  display: grid;
  gap: 4px;
  margin-bottom: 12px;
`;

function Demo(props: ModalFormProps) {
  const [open, setOpen] = useState(props.open);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Create stream</Button>
      <ModalForm
        {...props}
        open={open}
        onSubmit={(form) => {
          props.onSubmit(form);
          setOpen(false);
        }}
        onCancel={() => {
          props.onCancel();
          setOpen(false);
        }}
      >
        <Field>
          Title
          <input name="title" required />
        </Field>
        <ModalForm.FieldError name="title" />
        <Field>
          Description
          <input name="description" />
        </Field>
      </ModalForm>
    </>
  );
}

const meta = {
  title: 'Components/ModalForm',
  component: ModalForm,
  render: (args) => <Demo {...args} />,
  args: {
    open: true,
    title: 'Create stream',
    submitText: 'Create stream',
    cancelText: 'Cancel',
    backdrop: 'static',
    validateOnChange: false,
    submitting: false,
    onSubmit: fn(),
    onCancel: fn(),
    children: null,
  },
} satisfies Meta<typeof ModalForm>;

export default meta;
type Story = StoryObj<typeof meta>;
const body = () => within(document.body);

export const Playground: Story = {
  play: async ({ args }) => {
    const dialog = await body().findByRole('dialog', { name: 'Create stream' });
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    await userEvent.click(body().getByTestId('modal-backdrop'));
    await expect(args.onCancel).not.toHaveBeenCalled();
  },
};

/**
 * Keyboard only: the trigger opens the form, Tab moves through the fields and buttons without
 * leaving the dialog, Escape cancels and focus returns to the trigger.
 */
export const KeyboardAndFocus: Story = {
  args: { open: false },
  play: async ({ args }) => {
    const trigger = body().getByRole('button', { name: 'Create stream' });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    const dialog = await body().findByRole('dialog', { name: 'Create stream' });
    const inDialog = within(dialog);
    // Focus starts on the first tabbable element, the close button.
    await waitFor(() => expect(inDialog.getByRole('button', { name: 'Close' })).toHaveFocus());
    const order = [
      inDialog.getByRole('textbox', { name: 'Title' }),
      inDialog.getByRole('textbox', { name: 'Description' }),
      inDialog.getByRole('button', { name: 'Cancel' }),
      inDialog.getByRole('button', { name: 'Create stream' }),
      inDialog.getByRole('button', { name: 'Close' }),
    ];
    for (const element of order) {
      await userEvent.tab();
      await waitFor(() => expect(element).toHaveFocus());
      if (element === order[0]) await userEvent.keyboard('Audit log');
    }
    await userEvent.tab({ shift: true });
    await waitFor(() => expect(order[3]).toHaveFocus());
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull());
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

/** Submission is blocked while the browser's validity check fails. */
export const BlockedWhileInvalid: Story = {
  play: async ({ args }) => {
    const dialog = await body().findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create stream' }));
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await expect(within(dialog).getByRole('textbox', { name: 'Title' })).toHaveAttribute('aria-invalid', 'true');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Title' }), 'Audit log');
    await userEvent.keyboard('{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
  },
};

/** With validate-on-change an untouched field shows no error; once typed into, it does. */
export const ValidateOnChange: Story = {
  args: { validateOnChange: true },
  play: async () => {
    const dialog = await body().findByRole('dialog');
    const title = within(dialog).getByRole('textbox', { name: 'Title' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Description' }), 'x');
    await expect(title).not.toHaveAttribute('aria-invalid');
    await expect(dialog.querySelector('#title-error')).toBeNull();
    await userEvent.type(title, 'Audit log');
    await expect(title).not.toHaveAttribute('aria-invalid');
    await userEvent.clear(title);
    await expect(title).toHaveAttribute('aria-invalid', 'true');
    await expect(title).toHaveAccessibleDescription(/.+/);
    await expect(dialog.querySelector('#title-error')).not.toBeNull();
  },
};

export const Submitting: Story = { args: { submitting: true } };
