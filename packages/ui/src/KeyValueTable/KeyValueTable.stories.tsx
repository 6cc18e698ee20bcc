import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { KeyValueTable, type KeyValueTableProps } from './KeyValueTable';

function Demo(props: KeyValueTableProps) {
  const [pairs, setPairs] = useState(props.pairs);
  return (
    <div style={{ width: 520, minHeight: 320 }}>
      <KeyValueTable
        {...props}
        pairs={pairs}
        onChange={(next) => {
          props.onChange?.(next);
          setPairs(next);
        }}
      />
    </div>
  );
}

const meta = {
  title: 'Components/KeyValueTable',
  component: KeyValueTable,
  args: { pairs: { env: 'production', team: 'platform' }, editable: true, onChange: fn(), 'aria-label': 'Static fields' },
  render: (args) => <Demo {...args} />,
} satisfies Meta<typeof KeyValueTable>;

export default meta;
type Story = StoryObj<typeof meta>;
const body = () => within(document.body);
const submitted = fn();

/** Add stays disabled until both key and value are filled. */
export const Playground: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const add = canvas.getByRole('button', { name: 'Add' });
    await expect(add).toBeDisabled();
    await userEvent.type(canvas.getByRole('textbox', { name: 'Key' }), 'region');
    await expect(add).toBeDisabled();
    await userEvent.type(canvas.getByRole('textbox', { name: 'Value' }), 'eu-west');
    await expect(add).toBeEnabled();
    await userEvent.click(add);
    await expect(args.onChange).toHaveBeenCalledWith({ env: 'production', team: 'platform', region: 'eu-west' });
    await expect(canvas.getByRole('cell', { name: 'region' })).toBeInTheDocument();
    await expect(canvas.getByRole('textbox', { name: 'Key' })).toHaveValue('');
    await expect(add).toBeDisabled();
  },
};

/** Deleting asks "Are you sure you want to delete property '{key}'?"; Cancel keeps it. */
export const DeleteAsksFirst: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Delete property team' }));
    const dialog = await body().findByRole('alertdialog');
    await expect(dialog).toHaveTextContent("Are you sure you want to delete property 'team'?");
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await expect(args.onChange).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: 'Delete property team' }));
    await userEvent.click(within(await body().findByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    await expect(args.onChange).toHaveBeenCalledWith({ env: 'production' });
    await waitFor(() => expect(canvas.queryByRole('cell', { name: 'team' })).toBeNull());
  },
};

/** Inside a form, Enter in the add row adds the row and does not submit the form. */
export const EnterInsideAForm: Story = {
  args: { pairs: { env: 'production' } },
  render: (args) => (
    <form
      aria-label="Settings"
      onSubmit={(event) => {
        event.preventDefault();
        submitted();
      }}
    >
      <Demo {...args} />
      <Button type="submit">Save</Button>
    </form>
  ),
  play: async ({ canvasElement, args }) => {
    submitted.mockClear();
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Key' }), 'region');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Value' }), 'eu-west{Enter}');
    await expect(args.onChange).toHaveBeenCalledWith({ env: 'production', region: 'eu-west' });
    await expect(canvas.getByRole('cell', { name: 'eu-west' })).toBeInTheDocument();
    // Enter with an incomplete row adds nothing and still does not submit.
    await userEvent.type(canvas.getByRole('textbox', { name: 'Key' }), 'zone{Enter}');
    await expect(args.onChange).toHaveBeenCalledTimes(1);
    await expect(submitted).not.toHaveBeenCalled();
  },
};

/** The question, open, for the screenshot. */
export const DeleteDialog: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Delete property env' }));
    await expect(await body().findByText("Are you sure you want to delete property 'env'?")).toBeInTheDocument();
  },
};

export const ReadOnly: Story = {
  args: { editable: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button')).toBeNull();
    await expect(canvas.getAllByRole('row')).toHaveLength(3);
  },
};

export const Empty: Story = {
  args: { editable: false, pairs: {} },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No properties.')).toBeInTheDocument();
  },
};
