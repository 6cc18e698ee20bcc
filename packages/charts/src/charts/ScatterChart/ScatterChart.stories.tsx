import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ScatterChart } from './ScatterChart';
import { AXIS_TYPES } from '../../scales/valueScale';
import { hostsByCount, latency, STORY_TIMEZONE } from '../../storyData/chartStoryData';

const meta = {
  title: 'Charts/ScatterChart',
  component: ScatterChart,
  args: {
    title: 'Latency percentiles',
    data: latency(),
    axisType: 'linear',
    width: 720,
    height: 320,
    timezone: STORY_TIMEZONE,
    onValueClick: fn(),
  },
  argTypes: { axisType: { control: 'inline-radio', options: AXIS_TYPES }, data: { control: false } },
} satisfies Meta<typeof ScatterChart>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('figure', { name: 'Latency percentiles' })).toBeInTheDocument();
    // One dot per value: 36 buckets × 3 percentiles, drawn as one path per series.
    const paths = Array.from(canvasElement.querySelectorAll('svg path[style*="fill-opacity: 0.8"]'));
    await expect(paths).toHaveLength(3);
    await expect(paths[0]!.getAttribute('d')!.match(/M/g)).toHaveLength(36);
  },
};

/** Labels of the value (y) axis. */
const yLabels = (root: HTMLElement) => Array.from(root.querySelectorAll('svg text[text-anchor="end"]'), (t) => t.textContent);

export const Logarithmic: Story = {
  args: { axisType: 'logarithmic', title: 'Latency percentiles (logarithmic)' },
  play: async ({ canvasElement }) => {
    // A log axis labels the powers of ten only.
    const labels = yLabels(canvasElement);
    await expect(labels.length).toBeGreaterThanOrEqual(2);
    for (const label of labels) await expect(label).toMatch(/^1(0{0,2})[kMB]?$/);
  },
};

/** A click on a dot and Enter on the keyboard position call the same value-actions callback. */
export const ValueActions: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const plot = canvas.getByRole('application', { name: 'Latency percentiles, values' });
    const box = plot.getBoundingClientRect();
    // The lowest dot at the first bucket is p50.
    await userEvent.pointer({ keys: '[MouseLeft]', target: plot, coords: { clientX: box.left + 2, clientY: box.bottom - 5 } });
    await expect(args.onValueClick).toHaveBeenLastCalledWith(
      expect.objectContaining({ seriesId: 'percentile(took_ms,50)', rowKey: [{ field: 'timestamp', value: '2024-05-06T00:00:00.000Z' }] }),
    );
    await userEvent.tab();
    await expect(plot).toHaveFocus();
    await userEvent.keyboard('{Home}{ArrowDown}{ArrowDown}{Enter}');
    await expect(args.onValueClick).toHaveBeenLastCalledWith(
      expect.objectContaining({ seriesId: 'percentile(took_ms,99)', rowKey: [{ field: 'timestamp', value: '2024-05-06T00:00:00.000Z' }] }),
    );
    await expect(args.onValueClick).toHaveBeenCalledTimes(2);
  },
};

export const CategoryAxis: Story = { args: { title: 'Top hosts', data: hostsByCount() } };
