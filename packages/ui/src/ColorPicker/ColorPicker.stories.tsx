import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ColorPicker, INVALID_HEX_MESSAGE, type ColorPickerProps } from './ColorPicker';

function Demo({ color: initial, onChange, ...rest }: ColorPickerProps) {
  const [color, setColor] = useState(initial);
  return (
    <ColorPicker
      {...rest}
      color={color}
      onChange={(next) => {
        setColor(next);
        onChange(next);
      }}
    />
  );
}

const meta = {
  title: 'Components/ColorPicker',
  component: ColorPicker,
  render: (args) => <Demo {...args} />,
  args: { color: '#1f77b4', onChange: fn() },
} satisfies Meta<typeof ColorPicker>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 250 by 310; 16 chart colours, 19 shade families of 5; a click picks a colour. */
export const Playground: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const root = canvas.getByRole('group', { name: 'Chart colours' }).parentElement!;
    await expect(root.getBoundingClientRect().width).toBe(250);
    await expect(root.getBoundingClientRect().height).toBe(310);
    await expect(within(canvas.getByRole('group', { name: 'Chart colours' })).getAllByRole('button')).toHaveLength(16);
    const families = within(canvas.getByRole('group', { name: 'Shades' })).getAllByRole('group');
    await expect(families).toHaveLength(19);
    for (const family of families) await expect(within(family).getAllByRole('button')).toHaveLength(5);
    await expect(canvas.getByRole('button', { name: '#1f77b4' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(canvas.getByRole('button', { name: '#d62728' }));
    await expect(args.onChange).toHaveBeenLastCalledWith('#d62728');
    await expect(canvas.getByRole('button', { name: '#d62728' })).toHaveAttribute('aria-pressed', 'true');
    await expect(canvas.getByLabelText('Hex colour')).toHaveValue('#d62728');
    await userEvent.click(canvas.getByRole('button', { name: 'Teal #009688' }));
    await expect(args.onChange).toHaveBeenLastCalledWith('#009688');
  },
};

/** A typed hex colour is passed on once valid; the '#' may be left out. */
export const TypedHex: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText('Hex colour');
    await userEvent.clear(input);
    await userEvent.type(input, 'ff8800');
    await expect(args.onChange).toHaveBeenLastCalledWith('#ff8800');
    await expect(input).not.toHaveAttribute('aria-invalid');
  },
};

/** Invalid hex shows a clear error and is never passed on. */
export const InvalidHex: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText('Hex colour');
    await userEvent.clear(input);
    await userEvent.type(input, '#12zz45');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(INVALID_HEX_MESSAGE);
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const WithoutColor: Story = {
  args: { color: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryAllByRole('button', { pressed: true })).toHaveLength(0);
    await expect(canvas.getByLabelText('Hex colour')).toHaveValue('');
  },
};
