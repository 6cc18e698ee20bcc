import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Textarea } from './Textarea';

const meta = {
  title: 'Components/Textarea',
  component: Textarea,
  args: { 'aria-label': 'Description', rows: 4, onChange: fn() },
  decorators: [(Story) => <div style={{ width: 400 }}>{Story()}</div>],
} satisfies Meta<typeof Textarea>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Several lines of text; Enter makes a new line. */
export const Playground: Story = {
  play: async ({ canvasElement, args }) => {
    const area = within(canvasElement).getByRole('textbox', { name: 'Description' });
    await userEvent.type(area, 'first{Enter}second');
    await expect(area).toHaveValue('first\nsecond');
    await expect(args.onChange).toHaveBeenCalled();
  },
};

/** `monospace` sets the text in JetBrains Mono, for certificates, code and queries. */
export const Monospace: Story = {
  args: {
    'aria-label': 'Certificate',
    monospace: true,
    defaultValue: '-----BEGIN CERTIFICATE-----\nMIIBszCCAVmgAwIBAgIU\n-----END CERTIFICATE-----',
  },
  play: async ({ canvasElement }) => {
    const area = within(canvasElement).getByRole('textbox', { name: 'Certificate' });
    await expect(getComputedStyle(area).fontFamily).toContain('JetBrains Mono');
  },
};

/** `invalid` gives the red border and `aria-invalid`; `resizable={false}` fixes the height. */
export const InvalidFixedHeight: Story = {
  args: { invalid: true, resizable: false, defaultValue: 'x' },
  play: async ({ canvasElement }) => {
    const area = within(canvasElement).getByRole('textbox', { name: 'Description' });
    await expect(area).toHaveAttribute('aria-invalid', 'true');
    await expect(getComputedStyle(area).resize).toBe('none');
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'Read by the server only.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox', { name: 'Description' })).toBeDisabled();
  },
};
