import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { NativeSelect, type NativeSelectProps } from './NativeSelect';

const UNITS = [
  { value: 'SECONDS', label: 'Seconds' },
  { value: 'MINUTES', label: 'Minutes' },
  { value: 'HOURS', label: 'Hours' },
  { value: 'DAYS', label: 'Days' },
];

function Stateful(props: NativeSelectProps) {
  const [value, setValue] = useState(props.value);
  return (
    <NativeSelect
      {...props}
      value={value}
      onChange={(next, event) => {
        setValue(next);
        props.onChange(next, event);
      }}
    />
  );
}

const meta = {
  title: 'Components/NativeSelect',
  component: NativeSelect,
  args: { 'aria-label': 'Unit', options: UNITS, value: 'MINUTES', onChange: fn() },
  render: (args) => <Stateful {...args} />,
} satisfies Meta<typeof NativeSelect>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The browser's own list: choosing reports the option's value. */
export const Playground: Story = {
  play: async ({ canvasElement, args }) => {
    const select = within(canvasElement).getByRole('combobox', { name: 'Unit' });
    await expect(select).toHaveValue('MINUTES');
    await userEvent.selectOptions(select, 'Hours');
    await expect(select).toHaveValue('HOURS');
    await expect(args.onChange).toHaveBeenLastCalledWith('HOURS', expect.anything());
  },
};

/** With nothing chosen the placeholder shows; once a value is chosen it cannot be chosen again. */
export const Placeholder: Story = {
  args: {
    'aria-label': 'Capability',
    value: undefined,
    placeholder: 'Select a capability',
    options: [
      { value: 'view', label: 'Viewer' },
      { value: 'manage', label: 'Manager' },
      { value: 'own', label: 'Owner' },
    ],
  },
  play: async ({ canvasElement }) => {
    const select = within(canvasElement).getByRole('combobox', { name: 'Capability' });
    await expect(select).toHaveValue('');
    await expect(within(select).getByRole('option', { name: 'Select a capability' })).toBeEnabled();
    await userEvent.selectOptions(select, 'Viewer');
    await expect(within(select).getByRole('option', { name: 'Select a capability' })).toBeDisabled();
  },
};

export const InvalidFullWidth: Story = {
  args: { invalid: true, fullWidth: true },
  decorators: [(Story) => <div style={{ width: 320 }}>{Story()}</div>],
  play: async ({ canvasElement }) => {
    const select = within(canvasElement).getByRole('combobox', { name: 'Unit' });
    await expect(select).toHaveAttribute('aria-invalid', 'true');
    await expect(select.getBoundingClientRect().width).toBe(320);
  },
};

export const Disabled: Story = {
  args: { disabled: true, options: [...UNITS.slice(0, 3), { value: 'DAYS', label: 'Days', disabled: true }] },
  play: async ({ canvasElement }) => {
    const select = within(canvasElement).getByRole('combobox', { name: 'Unit' });
    await expect(select).toBeDisabled();
    await expect(within(select).getByRole('option', { name: 'Days' })).toBeDisabled();
  },
};
