import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { AreaChart } from './AreaChart';
import { INTERPOLATIONS } from '../../primitives/Paths';
import { AXIS_TYPES } from '../../scales/valueScale';
import { deployAnnotations, latency, STORY_TIMEZONE, trafficByStatus } from '../../storyData/chartStoryData';

const meta = {
  title: 'Charts/AreaChart',
  component: AreaChart,
  args: {
    title: 'Requests per hour by status code',
    data: trafficByStatus(),
    interpolation: 'linear',
    axisType: 'linear',
    width: 720,
    height: 320,
    timezone: STORY_TIMEZONE,
  },
  argTypes: {
    interpolation: { control: 'inline-radio', options: INTERPOLATIONS },
    axisType: { control: 'inline-radio', options: AXIS_TYPES },
    data: { control: false },
  },
} satisfies Meta<typeof AreaChart>;

export default meta;
type Story = StoryObj<typeof meta>;

const areas = (root: HTMLElement) => Array.from(root.querySelectorAll<SVGPathElement>('svg path[style*="fill-opacity"]'));

export const Playground: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('figure', { name: 'Requests per hour by status code' })).toBeInTheDocument();
    // One translucent area per trace.
    await expect(areas(canvasElement)).toHaveLength(4);
    await expect(areas(canvasElement)[0]).toHaveStyle({ fillOpacity: '0.35' });
  },
};

export const StepAfter: Story = {
  args: { interpolation: 'step-after' },
  play: async ({ canvasElement }) => {
    // Steps: straight moves only, each level held until the next value (a horizontal then a vertical move).
    const d = areas(canvasElement)[0]!.getAttribute('d')!;
    await expect(d).not.toMatch(/C/);
    const points = Array.from(d.matchAll(/[ML]([\d.-]+),([\d.-]+)/g), (m) => [Number(m[1]), Number(m[2])] as const);
    await expect(points.slice(1, 4).some(([x, y], i) => y === points[i]![1] && x !== points[i]![0])).toBe(true);
  },
};

export const Spline: Story = {
  args: { interpolation: 'spline', title: 'Latency percentiles', data: latency() },
  play: async ({ canvasElement }) => {
    await expect(areas(canvasElement)[0]!.getAttribute('d')).toMatch(/C/);
  },
};

export const Logarithmic: Story = {
  args: { axisType: 'logarithmic', title: 'Requests per hour by status code (logarithmic)' },
  play: async ({ canvasElement }) => {
    // A log axis labels the powers of ten only.
    const labels = Array.from(canvasElement.querySelectorAll('svg text[text-anchor="end"]'), (t) => t.textContent);
    await expect(labels.length).toBeGreaterThanOrEqual(2);
    for (const label of labels) await expect(label).toMatch(/^1(0{0,2})[kMB]?$/);
  },
};

export const WithEventAnnotations: Story = {
  args: { annotations: deployAnnotations, title: 'Latency with deploys and alerts', data: latency() },
};
