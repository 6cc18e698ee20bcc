import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ScatterChart } from './ScatterChart';
import { AXIS_TYPES } from '../../scales/valueScale';
import { hostsByCount, latency, STORY_TIMEZONE } from '../../storyData/chartStoryData';

const meta = {
  title: 'Charts/ScatterChart',
  component: ScatterChart,
  args: { title: 'Latency percentiles', data: latency(), axisType: 'linear', width: 720, height: 320, timezone: STORY_TIMEZONE },
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

export const Logarithmic: Story = { args: { axisType: 'logarithmic', title: 'Latency percentiles (logarithmic)' } };

export const CategoryAxis: Story = { args: { title: 'Top hosts', data: hostsByCount() } };
