import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { LineChart } from './LineChart';
import { INTERPOLATIONS } from '../../primitives/Paths';
import { AXIS_TYPES } from '../../scales/valueScale';
import { deployAnnotations, latency, STORY_TIMEZONE, trafficByStatus } from '../../storyData/chartStoryData';

const meta = {
  title: 'Charts/LineChart',
  component: LineChart,
  args: {
    title: 'Latency percentiles',
    data: latency(),
    interpolation: 'linear',
    axisType: 'linear',
    width: 720,
    height: 320,
    timezone: STORY_TIMEZONE,
    onValueClick: fn(),
  },
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
    // The hidden data table is built once the browser is idle after drawing.
    await expect(await canvas.findAllByRole('row', {}, { timeout: 5000 })).toHaveLength(37);
    // Linear interpolation draws straight segments only.
    await expect(linePath(canvasElement)).not.toMatch(/[CH]/);
    const hit = canvas.getByTestId('chart-hit-area');
    const box = hit.getBoundingClientRect();
    await userEvent.pointer({ keys: '[MouseLeft]', target: hit, coords: { clientX: box.left + 2, clientY: box.bottom - 5 } });
    // The click picks the nearest line at the nearest time: p50 at the first bucket.
    await expect(args.onValueClick).toHaveBeenCalledWith(
      expect.objectContaining({ seriesId: 'percentile(took_ms,50)', rowKey: [{ field: 'timestamp', value: '2024-05-06T00:00:00.000Z' }] }),
    );
  },
};

/** Value actions from the keyboard: Tab to the plot, arrows move between values, Enter opens the value actions. */
export const KeyboardValueActions: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const plot = canvas.getByRole('application', { name: 'Latency percentiles, values' });
    await userEvent.tab();
    await expect(plot).toHaveFocus();
    // The first key shows the first value; right moves one bucket later, down to the next series.
    await userEvent.keyboard('{ArrowRight}');
    await expect(await canvas.findByRole('tooltip')).toHaveTextContent('2024-05-06 00:00:00');
    await userEvent.keyboard('{ArrowRight}{ArrowDown}');
    await expect(canvas.getByRole('tooltip')).toHaveTextContent('2024-05-06 00:10:00');
    await expect(plot).toHaveTextContent(/2024-05-06 00:10:00, percentile\(took_ms,95\): [\d,.]+/);
    await userEvent.keyboard('{Enter}');
    await expect(args.onValueClick).toHaveBeenCalledTimes(1);
    await expect(args.onValueClick).toHaveBeenCalledWith(
      expect.objectContaining({ seriesId: 'percentile(took_ms,95)', rowKey: [{ field: 'timestamp', value: '2024-05-06T00:10:00.000Z' }] }),
    );
    // The menu anchors at the value: inside the plot.
    const [context] = (args.onValueClick as unknown as { mock: { calls: [{ clientX: number; clientY: number }][] } }).mock.calls[0]!;
    const box = plot.getBoundingClientRect();
    await expect(context.clientX).toBeGreaterThanOrEqual(box.left);
    await expect(context.clientY).toBeLessThanOrEqual(box.bottom);
    await userEvent.keyboard(' ');
    await expect(args.onValueClick).toHaveBeenCalledTimes(2);
  },
};

function Resizable(args: Parameters<typeof LineChart>[0]) {
  const [size, setSize] = useState({ width: 720, height: 320 });
  return (
    <div>
      <button type="button" onClick={() => setSize({ width: 480, height: 240 })}>
        Resize to 480 × 240
      </button>
      <div data-testid="chart-container" style={{ width: size.width, height: size.height, marginTop: 8 }}>
        <LineChart {...args} width={undefined} height={undefined} />
      </div>
    </div>
  );
}

/** Without a fixed size the chart fills its container and follows it when the container is resized. */
export const ResizingContainer: Story = {
  render: (args) => <Resizable {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const svg = () => canvasElement.querySelector('figure svg')!;
    await waitFor(() => expect(svg()).toHaveAttribute('width', '720'));
    await expect(svg()).toHaveAttribute('height', '320');
    const before = canvas.getByRole('application').getBoundingClientRect().width;
    await userEvent.click(canvas.getByRole('button', { name: 'Resize to 480 × 240' }));
    await waitFor(() => expect(svg()).toHaveAttribute('width', '480'));
    await expect(svg()).toHaveAttribute('height', '240');
    await expect(canvas.getByRole('figure').getBoundingClientRect().width).toBe(480);
    // The plot area (and with it the x scale) shrank by the same 240 px.
    await waitFor(() => expect(canvas.getByRole('application').getBoundingClientRect().width).toBeCloseTo(before - 240, 0));
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
