import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ISODurationInput } from './ISODurationInput';
import { isoDurationToMs } from './isoDuration';

const meta = {
  title: 'Components/ISODurationInput',
  component: ISODurationInput,
  args: { duration: 'P1D', label: 'Rotation period', update: fn(), onTextChange: fn() },
  decorators: [(Story) => <div style={{ width: 360 }}>{Story()}</div>],
} satisfies Meta<typeof ISODurationInput>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Typing forces upper case and adds the P; only valid values are passed on. */
export const Playground: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'Rotation period' });
    await expect(input).toHaveAccessibleDescription('1 day as ISO8601 Duration');
    await userEvent.clear(input);
    await userEvent.type(input, 't1h');
    await expect(input).toHaveValue('PT1H');
    // "P", "PT" were invalid on the way; only "PT1H" propagated.
    await expect(args.update).toHaveBeenCalledTimes(1);
    await expect(args.update).toHaveBeenCalledWith('PT1H');
    await expect(canvas.getByText('1 hour')).toBeInTheDocument();
  },
};

/** An invalid duration shows "invalid" and is not passed on to `update`; `onTextChange` reports it as invalid. */
export const Invalid: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'Rotation period' });
    await userEvent.type(input, '2h');
    await expect(input).toHaveValue('P1D2H');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByText('invalid')).toBeInTheDocument();
    await expect(args.update).not.toHaveBeenCalled();
    await expect(args.onTextChange).toHaveBeenLastCalledWith('P1D2H', false);
  },
};

/** Every edit is reported with its validity: a form knows when to refuse Save, and when it may save again. */
export const ReportsEveryEdit: Story = {
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Rotation period' });
    await userEvent.clear(input);
    await expect(args.onTextChange).toHaveBeenLastCalledWith('', false);
    await userEvent.type(input, 'pt');
    await expect(args.onTextChange).toHaveBeenLastCalledWith('PT', false);
    await userEvent.type(input, '5m');
    await expect(args.onTextChange).toHaveBeenLastCalledWith('PT5M', true);
    await expect(args.update).toHaveBeenLastCalledWith('PT5M');
  },
};

/** A zero duration reads "Never". */
export const Zero: Story = {
  args: { duration: 'PT0S', label: 'Session timeout' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Never')).toBeInTheDocument();
  },
};

/** A custom validator and error text, e.g. at least one hour. */
export const CustomValidator: Story = {
  args: {
    duration: 'PT30M',
    label: 'Retention',
    help: 'At least one hour.',
    errorText: 'too short',
    validator: (duration: string) => (isoDurationToMs(duration) ?? 0) >= 3_600_000,
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('too short')).toBeInTheDocument();
    const input = canvas.getByRole('textbox', { name: 'Retention' });
    await userEvent.clear(input);
    await userEvent.type(input, 'PT2H');
    await expect(args.update).toHaveBeenLastCalledWith('PT2H');
    await expect(canvas.getByText('2 hours')).toBeInTheDocument();
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox')).toBeDisabled();
  },
};
