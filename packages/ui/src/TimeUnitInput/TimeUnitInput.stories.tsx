import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { TimeUnitInput, type TimeUnitInputProps, type TimeUnitValue } from './TimeUnitInput';
import { REFRESH_INTERVAL_DEFAULT_UNIT, storedTimeUnitValue } from './timeUnits';

/** Keeps the state, as a form would, and shows what would be stored. */
function Demo(props: TimeUnitInputProps) {
  const [state, setState] = useState<Partial<TimeUnitValue>>({ value: props.value, unit: props.unit, enabled: props.enabled });
  return (
    <div style={{ width: 360 }}>
      <TimeUnitInput
        {...props}
        {...state}
        update={(next) => {
          props.update(next);
          setState(next);
        }}
      />
      <p>Stored: {storedTimeUnitValue(state.value ?? 1, state.enabled ?? true)}</p>
    </div>
  );
}

const meta = {
  title: 'Components/TimeUnitInput',
  component: TimeUnitInput,
  args: { label: 'Cache expiry', update: fn(), hideCheckbox: false, disabled: false },
  render: (args) => <Demo {...args} />,
} satisfies Meta<typeof TimeUnitInput>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Starts at 1 SECONDS; the amount and the unit change together with the enable flag. */
export const Playground: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const amount = canvas.getByRole('spinbutton', { name: 'Cache expiry' });
    const unit = canvas.getByRole('combobox', { name: 'Cache expiry unit' });
    await expect(amount).toHaveValue(1);
    await expect(unit).toHaveValue('SECONDS');
    await expect(Array.from((unit as HTMLSelectElement).options).map((o) => o.value)).toEqual([
      'NANOSECONDS',
      'MICROSECONDS',
      'MILLISECONDS',
      'SECONDS',
      'MINUTES',
      'HOURS',
      'DAYS',
    ]);
    await userEvent.selectOptions(unit, 'HOURS');
    await expect(args.update).toHaveBeenLastCalledWith({ value: 1, unit: 'HOURS', enabled: true });
    await userEvent.type(amount, '2');
    await expect(args.update).toHaveBeenLastCalledWith({ value: 12, unit: 'HOURS', enabled: true });
  },
};

/** Switching the toggle off locks amount and unit, and the interval is stored as 0. */
export const DisabledByToggle: Story = {
  args: { label: 'Refresh interval', value: 5, unit: REFRESH_INTERVAL_DEFAULT_UNIT },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('combobox', { name: 'Refresh interval unit' })).toHaveValue('MINUTES');
    await expect(canvas.getByText('Stored: 5')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Enable Refresh interval' }));
    await expect(args.update).toHaveBeenLastCalledWith({ value: 5, unit: 'MINUTES', enabled: false });
    await expect(canvas.getByRole('spinbutton', { name: 'Refresh interval' })).toBeDisabled();
    await expect(canvas.getByRole('combobox', { name: 'Refresh interval unit' })).toBeDisabled();
    await expect(canvas.getByText('Stored: 0')).toBeInTheDocument();
  },
};

/** Always-on settings hide the toggle. */
export const WithoutToggle: Story = {
  args: { label: 'Timeout', hideCheckbox: true, units: ['MILLISECONDS', 'SECONDS', 'MINUTES'], help: 'How long to wait for a response.' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('checkbox')).toBeNull();
    await expect(canvas.getByRole('spinbutton', { name: 'Timeout' })).toHaveAccessibleDescription('How long to wait for a response.');
    await expect(canvas.getAllByRole('option')).toHaveLength(3);
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('checkbox')).toBeDisabled();
  },
};
