import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { LineChart } from './LineChart';
import { INTERPOLATIONS } from '../../primitives/Paths';
import { AXIS_TYPES } from '../../scales/valueScale';
import { deployAnnotations, latency, STORY_TIMEZONE, trafficByStatus } from '../../storyData/chartStoryData';

const meta = {
  title: 'Charts/LineChart',
  component: LineChart,
  args: { title: 'Latency percentiles', data: latency(), interpolation: 'linear', axisType: 'linear', width: 720, height: 320, timezone: STORY_TIMEZONE, onValueClick: fn() },
  argTypes: {
    interpolation: { control: 'inline-radio', options: INTERPOLATIONS },
    axisType: { control: 'inline-radio', options: AXIS_TYPES },
    data: { control: false },
  },
} satisfies Meta<typeof LineChart>;

export default meta;
type Story = StoryObj<typeof meta>;

const linePath = (root: HTMLElement) => root.querySelector('svg path[style*="fill: none"]')!.getAttribute('d')!;

export const Playground: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('figure', { name: 'Latency percentiles' })).toBeInTheDocument();
    await expect(canvas.getAllByRole('row')).toHaveLength(37);
    // Linear interpolation draws straight segments only.
    await expect(linePath(canvasElement)).not.toMatch(/[CH]/);
    const hit = canvas.getByTestId('chart-hit-area');
    const box = hit.getBoundingClientRect();
    await userEvent.pointer({ keys: '[MouseLeft]', target: hit, coords: { clientX: box.left + 2, clientY: box.bottom - 5 } });
    // The click picks the nearest line at the nearest time: p50 at the first bucket.
    await expect(args.onValueClick).toHaveBeenCalledWith(expect.objectContaining({ seriesId: 'percentile(took_ms,50)', rowKey: [{ field: 'timestamp', value: '2024-05-06T00:00:00.000Z' }] }));
  },
};

export const StepAfter: Story = {
  args: { interpolation: 'step-after' },
  play: async ({ canvasElement }) => {
    // Steps are horizontal then vertical moves.
    await expect(linePath(canvasElement)).toMatch(/H|L[\d.]+,[\d.]+L/);
    await expect(linePath(canvasElement)).not.toMatch(/C/);
  },
};

export const Spline: Story = {
  args: { interpolation: 'spline' },
  play: async ({ canvasElement }) => {
    await expect(linePath(canvasElement)).toMatch(/C/);
  },
};

export const Logarithmic: Story = { args: { axisType: 'logarithmic', title: 'Latency percentiles (logarithmic)' } };

export const ByStatusCode: Story = { args: { title: 'Requests per hour by status code', data: trafficByStatus() } };

export const WithEventAnnotations: Story = { args: { annotations: deployAnnotations, title: 'Latency with deploys and alerts' } };

export const EmptyAggregation: Story = {
  args: { data: { xType: 'category', categories: [], series: [], totals: {} }, title: 'Untitled Aggregation' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Empty Aggregation');
  },
};
