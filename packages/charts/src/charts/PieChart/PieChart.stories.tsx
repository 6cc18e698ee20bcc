import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PieChart } from './PieChart';
import { toChartData } from '../../transforms/chartSeries';
import { hostsByMethodAndStatus, METHOD_PIVOT, SOURCE_PIVOT, STATUS_PIVOT, topHosts } from '../../storyData/storyData';

const hosts = toChartData(topHosts(6), { rowPivots: [SOURCE_PIVOT], timezone: 'UTC' });
const byStatus = toChartData(
  hostsByMethodAndStatus()
    .filter((r) => r.key[0] === 'web-01.eu-west')
    .map((r) => ({ ...r, key: [r.key[1]!] })),
  { rowPivots: [METHOD_PIVOT], columnPivots: [STATUS_PIVOT], includeRollup: false, timezone: 'UTC' },
);

const meta = {
  title: 'Charts/PieChart',
  component: PieChart,
  args: { title: 'Top hosts', data: { ...hosts, series: hosts.series.slice(0, 1) }, width: 720, height: 320, onValueClick: fn() },
  argTypes: { data: { control: false } },
} satisfies Meta<typeof PieChart>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByTestId('pie')).toHaveLength(1);
    const slice = canvasElement.querySelector<SVGPathElement>('[data-testid="pie"] path')!;
    await userEvent.hover(slice);
    await expect(await canvas.findByRole('tooltip')).toHaveTextContent(/web-01\.eu-west: [\d,]+ \(\d+\.\d%\)/);
    await userEvent.click(slice);
    await expect(args.onValueClick).toHaveBeenCalledWith(
      expect.objectContaining({ rowKey: [{ field: 'source', value: 'web-01.eu-west' }], seriesId: 'count()' }),
    );
  },
};

/** Value actions from the keyboard: Tab to the pies, left/right move between slices, up/down between pies, Enter opens the value actions. */
export const KeyboardValueActions: Story = {
  args: { title: 'Top hosts, from the keyboard', data: hosts },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const pies = canvas.getByRole('application', { name: 'Top hosts, from the keyboard, slices' });
    await userEvent.tab();
    await expect(pies).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(await canvas.findByRole('tooltip')).toHaveTextContent(`${hosts.series[0]!.name}web-01.eu-west`);
    await userEvent.keyboard('{ArrowRight}{ArrowDown}');
    const second = hosts.series[1]!;
    await expect(canvas.getByRole('tooltip')).toHaveTextContent(`${second.name}${second.points[1]!.label}`);
    await expect(canvas.getByTestId('active-value')).toBeInTheDocument();
    await userEvent.keyboard('{Enter}');
    await expect(args.onValueClick).toHaveBeenCalledWith(
      expect.objectContaining({ rowKey: second.points[1]!.rowKey, seriesId: second.seriesId, value: second.points[1]!.value }),
    );
  },
};

/** Shorter than its legend (a widget resized to its smallest): the pie area is empty, never a negative height. */
export const ShorterThanLegend: Story = {
  args: { title: 'Top hosts in a short widget', width: 320, height: 24 },
  play: async ({ canvasElement }) => {
    const svg = canvasElement.querySelector('svg[aria-hidden="true"]')!;
    await expect(Number(svg.getAttribute('height'))).toBe(0);
  },
};

export const OnePiePerSeries: Story = {
  args: { title: 'Top hosts: count and average response time', data: hosts },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByTestId('pie')).toHaveLength(2);
  },
};

export const AtMostFourPerRow: Story = {
  args: { title: 'web-01 requests by method, one pie per status code', data: byStatus, height: 420, width: 720 },
  play: async ({ canvasElement }) => {
    const pies = within(canvasElement).getAllByTestId('pie');
    await expect(pies).toHaveLength(4);
    const tops = pies.map((p) => Math.round(p.querySelector('text')!.getBoundingClientRect().top));
    await expect(new Set(tops).size).toBe(1);
  },
};

export const FivePiesWrap: Story = {
  args: {
    title: 'Five pies wrap onto a second row',
    data: { ...byStatus, series: [...byStatus.series, { ...byStatus.series[0]!, id: 'extra', name: 'all - count()' }] },
    height: 480,
  },
  play: async ({ canvasElement }) => {
    const tops = within(canvasElement)
      .getAllByTestId('pie')
      .map((p) => Math.round(p.querySelector('text')!.getBoundingClientRect().top));
    await expect(new Set(tops).size).toBe(2);
  },
};

export const EmptyAggregation: Story = {
  args: { data: { xType: 'category', categories: [], series: [], totals: {} }, title: 'Untitled Aggregation' },
};
