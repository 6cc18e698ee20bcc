import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { TagInput, type TagInputProps } from './TagInput';

function Demo(props: TagInputProps) {
  const [tags, setTags] = useState<string[]>([...props.value]);
  return (
    <div style={{ width: 360 }}>
      <label htmlFor="tag-input-demo">Surrounding fields</label>
      <TagInput
        {...props}
        id="tag-input-demo"
        value={tags}
        onChange={(next) => {
          props.onChange(next);
          setTags(next);
        }}
      />
    </div>
  );
}

const meta = {
  title: 'Components/TagInput',
  component: TagInput,
  args: { value: ['source'], onChange: fn(), disabled: false },
  render: (args) => <Demo {...args} />,
} satisfies Meta<typeof TagInput>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Enter and Tab add the typed text; duplicates are ignored. */
export const Playground: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'Surrounding fields' });
    await userEvent.type(input, 'gl2_source_input{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith(['source', 'gl2_source_input']);
    await expect(input).toHaveValue('');
    await userEvent.type(input, 'level');
    await userEvent.tab();
    await expect(args.onChange).toHaveBeenLastCalledWith(['source', 'gl2_source_input', 'level']);
    // Tab added the tag and kept focus here, ready for the next one.
    await expect(input).toHaveFocus();
    await userEvent.type(input, 'source{Enter}');
    await expect(args.onChange).toHaveBeenCalledTimes(3);
  },
};

/** The remove button and Backspace in the empty input take tags away. */
export const Removing: Story = {
  args: { value: ['source', 'level', 'facility'] },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Remove level' }));
    await expect(args.onChange).toHaveBeenLastCalledWith(['source', 'facility']);
    await userEvent.click(canvas.getByRole('textbox'));
    await userEvent.keyboard('{Backspace}');
    await expect(args.onChange).toHaveBeenLastCalledWith(['source']);
  },
};

export const Empty: Story = {
  args: { value: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox')).toHaveAttribute('placeholder', 'Add a value and press Enter');
  },
};

export const Disabled: Story = {
  args: { disabled: true, value: ['source', 'level'] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Remove source' })).toBeDisabled();
  },
};
