import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { NumberInput } from './NumberInput';

const meta = {
  title: 'Components/NumberInput',
  component: NumberInput,
  args: { 'aria-label': 'Amount', min: 1, step: 1, onChange: fn() },
} satisfies Meta<typeof NumberInput>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A spin button (the arrow keys step by `step`): typing goes to `onChange`. */
export const Playground: Story = {
  args: { defaultValue: '5' },
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('spinbutton', { name: 'Amount' });
    await expect(input).toHaveAttribute('step', '1');
    await userEvent.clear(input);
    await userEvent.type(input, '12');
    await expect(input).toHaveValue(12);
    await expect(args.onChange).toHaveBeenCalledTimes(3);
  },
};

/** `invalid` gives the red border and `aria-invalid`. */
export const Invalid: Story = {
  args: { invalid: true, defaultValue: '0' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('spinbutton', { name: 'Amount' })).toHaveAttribute('aria-invalid', 'true');
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: '15' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('spinbutton', { name: 'Amount' })).toBeDisabled();
  },
};

function Controlled() {
  const [text, setText] = useState('');
  const valid = text === '' || Number.isInteger(Number(text));
  return (
    <div style={{ width: 200 }}>
      <NumberInput
        aria-label="Limit"
        placeholder="All messages"
        fullWidth
        value={text}
        invalid={!valid}
        onChange={(event) => setText(event.target.value)}
      />
    </div>
  );
}

/** Controlled: the caller keeps the typed text and decides what is valid (here whole numbers). */
export const ControlledFullWidth: Story = {
  render: () => <Controlled />,
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('spinbutton', { name: 'Limit' });
    await expect(input).toHaveAttribute('placeholder', 'All messages');
    await userEvent.type(input, '2.5');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await userEvent.clear(input);
    await userEvent.type(input, '25');
    await expect(input).not.toHaveAttribute('aria-invalid');
    await expect(input.getBoundingClientRect().width).toBe(200);
  },
};
