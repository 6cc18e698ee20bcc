import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ProgressBar } from './ProgressBar';

const meta = {
  title: 'Components/ProgressBar',
  component: ProgressBar,
  args: { 'aria-label': 'Journal utilisation', bars: [{ value: 45, label: '45%' }], animated: false },
} satisfies Meta<typeof ProgressBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '45');
  },
};

export const CappedAt100: Story = {
  args: { bars: [{ value: 130, label: 'Over quota', variant: 'danger' }] },
  play: async ({ canvasElement }) => {
    const bar = within(canvasElement).getByRole('progressbar');
    await expect(bar).toHaveAttribute('aria-valuenow', '100');
    await expect(bar.style.width).toBe('100%');
  },
};

export const Segments: Story = {
  args: {
    'aria-label': 'Index set usage',
    bars: [
      { value: 50, label: 'Active 50%', variant: 'success' },
      { value: 30, label: 'Closed 30%', variant: 'info' },
      { value: 40, label: 'Archived', variant: 'warning' },
    ],
  },
  play: async ({ canvasElement }) => {
    const bars = within(canvasElement).getAllByRole('progressbar');
    await expect(bars.map((bar) => bar.getAttribute('aria-valuenow'))).toEqual(['50', '30', '20']);
  },
};

/** Striped and moving (the test run uses reduced motion, so the screenshot is still). */
export const Animated: Story = { args: { animated: true, bars: [{ value: 70, label: 'Processing 70%' }] } };
