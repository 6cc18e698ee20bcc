import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { ICON_SIZES, type IconSize } from '../Icon/iconNames';
import { Spinner, SPINNER_DELAY_MS, type SpinnerProps } from './Spinner';

const SIZES = Object.keys(ICON_SIZES) as IconSize[];

const meta = {
  title: 'Components/Spinner',
  component: Spinner,
  args: { delay: SPINNER_DELAY_MS, text: 'Loading...', hideText: false, size: 'md' },
  argTypes: { size: { control: 'inline-radio', options: SIZES } },
} satisfies Meta<typeof Spinner>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The defaults: the spinner shows up 200 ms after mounting, announced politely as "Loading...". */
export const Playground: Story = {
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('status')).toHaveTextContent('Loading...');
  },
};

function StartOnClick(props: SpinnerProps) {
  const [loading, setLoading] = useState(false);
  return (
    <div style={{ display: 'flex', gap: 16, alignItems: 'center' }}>
      <Button onClick={() => setLoading(true)}>Save</Button>
      {loading && <Spinner {...props} />}
    </div>
  );
}

/**
 * Nothing is shown until `delay` ms after mounting, so fast operations never flash a spinner
 * (the exact 200 ms boundary is asserted with fake timers in Spinner.test.tsx).
 */
export const AppearsAfterDelay: Story = {
  args: { text: 'Saving...' },
  render: (args) => <StartOnClick {...args} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const delay = args.delay ?? SPINNER_DELAY_MS;
    const started = performance.now();
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    // Nothing yet (unless the delay control was set to 0).
    if (delay > 0) await expect(canvas.queryByRole('status')).toBeNull();
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('Saving...'), { timeout: delay + 2000 });
    await expect(performance.now() - started).toBeGreaterThanOrEqual(delay);
  },
};

/** With `delay={0}` it shows at once, e.g. inside a button that is already busy. */
export const NoDelay: Story = {
  args: { delay: 0, text: 'Loading messages...' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading messages...');
  },
};

/** The five icon sizes, from 12 px to 24 px. */
export const Sizes: Story = {
  args: { delay: 0 },
  render: (args) => (
    <div style={{ display: 'grid', gap: 12, justifyItems: 'start' }}>
      {SIZES.map((size) => (
        <Spinner key={size} {...args} size={size} text={`Loading (${size}, ${ICON_SIZES[size]} px)...`} />
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('status')).toHaveLength(SIZES.length);
  },
};

/** `hideText` keeps the text for screen readers only, for tight spots such as a button or a table cell. */
export const HiddenText: Story = {
  args: { delay: 0, hideText: true, text: 'Refreshing nodes' },
  play: async ({ canvasElement }) => {
    const status = within(canvasElement).getByRole('status');
    await expect(status).toHaveTextContent('Refreshing nodes');
    await expect(within(status).getByText('Refreshing nodes')).toHaveClass('sift-visually-hidden');
  },
};
