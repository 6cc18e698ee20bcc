import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { TEXT_INPUT_TYPES, TextInput } from './TextInput';

const meta = {
  title: 'Components/TextInput',
  component: TextInput,
  args: { 'aria-label': 'Title', placeholder: 'e.g. Web servers', type: 'text', onChange: fn() },
  argTypes: { type: { control: 'inline-radio', options: TEXT_INPUT_TYPES } },
} satisfies Meta<typeof TextInput>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Typing goes to `onChange`; the placeholder shows while empty. */
export const Playground: Story = {
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Title' });
    await expect(input).toHaveAttribute('placeholder', 'e.g. Web servers');
    await userEvent.type(input, 'gelf');
    await expect(input).toHaveValue('gelf');
    await expect(args.onChange).toHaveBeenCalledTimes(4);
  },
};

/** `password` hides what is typed. */
export const Password: Story = {
  args: { 'aria-label': 'Password', type: 'password', placeholder: undefined, autoComplete: 'new-password' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByLabelText('Password');
    await userEvent.type(input, 'secret');
    await expect(input).toHaveAttribute('type', 'password');
  },
};

/** `invalid` gives the red border and `aria-invalid`. */
export const Invalid: Story = {
  args: { invalid: true, defaultValue: 'not a url' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox', { name: 'Title' })).toHaveAttribute('aria-invalid', 'true');
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: '0.0.0.0' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Title' });
    await expect(input).toBeDisabled();
  },
};

function Controlled() {
  const [value, setValue] = useState('');
  return (
    <div style={{ width: 320 }}>
      <TextInput
        aria-label="Filter"
        type="search"
        fullWidth
        value={value}
        onChange={(event) => setValue(event.target.value.toUpperCase())}
      />
    </div>
  );
}

/** Controlled and as wide as its container; here the value is forced to upper case as typed. */
export const ControlledFullWidth: Story = {
  render: () => <Controlled />,
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('searchbox', { name: 'Filter' });
    await userEvent.type(input, 'pt1h');
    await expect(input).toHaveValue('PT1H');
    await expect(input.getBoundingClientRect().width).toBe(320);
  },
};
