import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { BarChart } from './BarChart';
import { BAR_MODES } from '../../scales/barLayout';
import { AXIS_TYPES } from '../../scales/valueScale';
import { toChartData } from '../../transforms/chartSeries';
import {
  deployAnnotations,
  hostsByCount,
  STORY_TIMEZONE,
  trafficByStatus,
  trafficDelta,
  trafficTotal,
} from '../../storyData/chartStoryData';
import { SOURCE_PIVOT, TIME_PIVOT, topHosts, webTrafficByStatus } from '../../storyData/storyData';

const meta = {
  title: 'Charts/BarChart',
  component: BarChart,
  args: {
    title: 'Requests per hour by status code',
    data: trafficByStatus(),
    barMode: 'group',
    axisType: 'linear',
    width: 720,
    height: 320,
    timezone: STORY_TIMEZONE,
    onValueClick: fn(),
  },
  argTypes: {
    barMode: { control: 'inline-radio', options: BAR_MODES },
    axisType: { control: 'inline-radio', options: AXIS_TYPES },
    data: { control: false },
  },
} satisfies Meta<typeof BarChart>;

export default meta;
type Story = StoryObj<typeof meta>;

const bars = (root: HTMLElement) => Array.from(root.querySelectorAll('svg rect:not([data-testid])'));

export const Playground: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('figure', { name: 'Requests per hour by status code' })).toBeInTheDocument();
    // A visually hidden data table carries the values for screen readers (built once the browser is idle).
    await expect(await canvas.findByRole('table', { name: 'Requests per hour by status code' }, { timeout: 5000 })).toBeInTheDocument();
    await expect(canvas.getByRole('columnheader', { name: '404 - count()' })).toBeInTheDocument();
    // Hovering shows every series at that hour.
    const hit = canvas.getByTestId('chart-hit-area');
    await userEvent.pointer({
      target: hit,
      coords: { clientX: hit.getBoundingClientRect().left + 40, clientY: hit.getBoundingClientRect().top + 100 },
    });
    const tooltip = await canvas.findByRole('tooltip');
    await expect(tooltip).toHaveTextContent('2024-05-06 01:00:00');
    await expect(tooltip).toHaveTextContent('200 - count()');
    await userEvent.unhover(hit);
    await waitFor(() => expect(canvas.queryByRole('tooltip')).toBeNull());
    await expect(args.onValueClick).not.toHaveBeenCalled();
  },
};

export const Stacked: Story = { args: { barMode: 'stack' } };

export const Relative: Story = {
  args: { barMode: 'relative', title: 'Change against the day before', data: trafficDelta() },
};

export const Overlay: Story = {
  args: {
    barMode: 'overlay',
    title: 'Requests per hour: 200, 304 and 404',
    data: toChartData(webTrafficByStatus(24, 7, ['200', '304', '404']), {
      rowPivots: [TIME_PIVOT],
      columnPivots: [{ fields: ['http_response_code'], type: 'values' }],
      includeRollup: false,
      timezone: STORY_TIMEZONE,
    }),
  },
  play: async ({ canvasElement }) => {
    // Overlaid bars are translucent (0.75) so the ones behind stay visible.
    const group = bars(canvasElement)[0]!.parentElement!;
    await expect(group).toHaveStyle({ opacity: '0.75' });
  },
};

export const GroupedBarsAreOpaque: Story = {
  args: { data: trafficTotal(6), title: 'Requests per hour' },
  play: async ({ canvasElement }) => {
    await expect(bars(canvasElement)[0]!.parentElement!).toHaveStyle({ opacity: '1' });
  },
};

export const CategoryAxis: Story = {
  args: { title: 'Top hosts', data: hostsByCount() },
};

export const Logarithmic: Story = {
  args: { title: 'Top hosts (logarithmic)', data: hostsByCount(), axisType: 'logarithmic' },
  play: async ({ canvasElement }) => {
    const labels = Array.from(canvasElement.querySelectorAll('svg text')).map((t) => t.textContent);
    await expect(labels).toContain('10k');
    await expect(labels).toContain('100');
  },
};

// Messages per 10 seconds over the last 5 minutes, as the search page's Message Count draws them.
const fiveMinutes = toChartData(
  Array.from({ length: 30 }, (_, i) => ({
    key: [new Date(Date.UTC(2024, 4, 6, 10, 55, i * 10)).toISOString()],
    values: [{ key: ['count()'], value: 3 + ((i * 7) % 11), rollup: true, source: 'row-leaf' as const }],
    source: 'leaf' as const,
  })),
  { rowPivots: [TIME_PIVOT], timezone: STORY_TIMEZONE },
);

/** A 5-minute range: ticks under a minute apart read to the second, so no two labels repeat. */
export const FiveMinuteRange: Story = {
  args: { title: 'Message Count', data: fiveMinutes },
  play: async ({ canvasElement }) => {
    const labels = Array.from(canvasElement.querySelectorAll('svg text'))
      .map((t) => t.textContent ?? '')
      .filter((l) => /^\d\d:\d\d/.test(l));
    await expect(labels.length).toBeGreaterThan(3);
    await expect(new Set(labels).size).toBe(labels.length);
    await expect(labels[0]).toMatch(/^\d\d:\d\d:\d\d$/);
  },
};

// Four messages in the last hour, counted per minute: the sparse histogram of issue 18.
const SPARSE_MINUTES = [3, 4, 31, 52];
const sparse = toChartData(
  SPARSE_MINUTES.map((minute) => ({
    key: [new Date(Date.UTC(2024, 4, 6, 10, minute)).toISOString()],
    values: [{ key: ['count()'], value: 1, rollup: true, source: 'row-leaf' as const }],
    source: 'leaf' as const,
  })),
  { rowPivots: [TIME_PIVOT], timezone: STORY_TIMEZONE },
);

/**
 * Sparse data over a searched hour: the axis spans the hour, each bar is one minute's bucket wide
 * (not hundreds of pixels), and the first bar starts right of the value axis, never over its labels.
 */
export const SparseHistogram: Story = {
  args: {
    title: 'Message Count',
    data: sparse,
    timeRange: { from: '2024-05-06T10:00:00.000Z', to: '2024-05-06T11:00:00.000Z' },
    bucketMs: 60_000,
  },
  play: async ({ canvasElement }) => {
    const drawn = bars(canvasElement);
    await expect(drawn).toHaveLength(4);
    const widths = drawn.map((bar) => Number(bar.getAttribute('width')));
    // 720 px wide, minus the value axis: about 11 px per minute, of which the bar fills 80%.
    for (const width of widths) await expect(width).toBeLessThan(12);
    await expect(Math.min(...drawn.map((bar) => Number(bar.getAttribute('x'))))).toBeGreaterThanOrEqual(0);
    const labels = Array.from(canvasElement.querySelectorAll('svg text'))
      .map((t) => t.textContent ?? '')
      .filter((l) => /^\d\d:\d\d/.test(l));
    await expect(labels[0]).toBe('10:00');
    await expect(labels.at(-1)).toMatch(/^1[01]:\d\d$/);
    await expect(labels.some((l) => l >= '10:50')).toBe(true);
  },
};

export const SingleBar: Story = {
  args: { title: 'Requests in the last hour', data: trafficTotal(1), width: 720 },
  play: async ({ canvasElement }) => {
    // One bar on a time axis is max(30, 3% of the range) wide.
    const [bar] = bars(canvasElement);
    await expect(Number(bar!.getAttribute('width'))).toBeCloseTo(30, 0);
    const ticks = Array.from(canvasElement.querySelectorAll('svg text'))
      .map((t) => t.textContent ?? '')
      .filter((l) => /^\d\d:\d\d/.test(l));
    await expect(new Set(ticks).size).toBe(ticks.length);
  },
};

export const WithEventAnnotations: Story = {
  args: { title: 'Requests with deploys and alerts', data: trafficTotal(8), annotations: deployAnnotations },
  play: async ({ canvasElement }) => {
    const marks = within(canvasElement).getAllByTestId('event-annotation');
    await expect(marks).toHaveLength(2);
    await expect(marks[0]!.querySelector('title')).toHaveTextContent('Deploy api-gw 2.14.0');
  },
};

export const ClickOnValue: Story = {
  args: { title: 'Top hosts', data: toChartData(topHosts(4), { rowPivots: [SOURCE_PIVOT], timezone: STORY_TIMEZONE }) },
  play: async ({ canvasElement, args }) => {
    const [first] = bars(canvasElement);
    const box = first!.getBoundingClientRect();
    const hit = within(canvasElement).getByTestId('chart-hit-area');
    await userEvent.pointer({ keys: '[MouseLeft]', target: hit, coords: { clientX: box.left + 2, clientY: box.bottom - 2 } });
    await expect(args.onValueClick).toHaveBeenCalledWith(
      expect.objectContaining({
        rowKey: [{ field: 'source', value: 'web-01.eu-west' }],
        seriesId: 'count()',
        value: args.data.series[0]!.points[0]!.value,
      }),
    );
  },
};

/** Value actions from the keyboard: the second series at the first hour, anchored at the top of its bar. */
export const KeyboardValueActions: Story = {
  args: { title: 'Requests per hour by status code, from the keyboard' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const plot = canvas.getByRole('application', { name: 'Requests per hour by status code, from the keyboard, values' });
    await userEvent.tab();
    await expect(plot).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}{ArrowDown}{Enter}');
    const series = args.data.series[1]!;
    await expect(args.onValueClick).toHaveBeenCalledWith(
      expect.objectContaining({
        seriesId: series.seriesId,
        columnKey: series.columnKey,
        rowKey: series.points[0]!.rowKey,
        value: series.points[0]!.value,
      }),
    );
    // The anchor is the top centre of that bar.
    const [context] = (args.onValueClick as unknown as { mock: { calls: [{ clientX: number; clientY: number }][] } }).mock.calls[0]!;
    const hits = bars(canvasElement).filter((b) => {
      const r = b.getBoundingClientRect();
      return Math.abs(r.left + r.width / 2 - context.clientX) < 0.5 && Math.abs(r.top - context.clientY) < 0.5;
    });
    await expect(hits).toHaveLength(1);
  },
};

export const ManySeriesLegend: Story = {
  args: {
    title: 'Requests by status code, twelve codes',
    data: toChartData(webTrafficByStatus(12, 9, ['200', '201', '204', '301', '302', '304', '400', '401', '403', '404', '500', '503']), {
      rowPivots: [TIME_PIVOT],
      columnPivots: [{ fields: ['http_response_code'], type: 'values' }],
      includeRollup: false,
      timezone: STORY_TIMEZONE,
    }),
    barMode: 'stack',
  },
  play: async ({ canvasElement }) => {
    // Five legend entries per row.
    const legend = within(canvasElement).getByRole('list', { name: 'Legend' });
    await expect(getComputedStyle(legend).gridTemplateColumns.split(' ')).toHaveLength(5);
    await expect(within(legend).getAllByRole('listitem')).toHaveLength(12);
  },
};

export const ShortChart: Story = {
  args: { height: 140, title: 'Requests per hour (compact)' },
};

export const EmptyAggregation: Story = {
  args: { data: { xType: 'category', categories: [], series: [], totals: {} }, title: 'Untitled Aggregation' },
  play: async ({ canvasElement }) => {
    const status = within(canvasElement).getByRole('status');
    await expect(status).toHaveTextContent('Empty Aggregation');
    await expect(status).toHaveTextContent('add at least one metric');
  },
};
