import type { Meta, StoryObj } from '@storybook/react-vite';
import { color } from 'd3';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { HeatmapChart } from './HeatmapChart';
import { colorInterpolator, HEATMAP_COLOR_SCALES, type HeatmapColorScale } from '../../scales/colorScales';
import { toHeatmapData, type HeatmapData } from '../../transforms/heatmap';
import { HOUR_PIVOT, requestsByHourAndWeekday, WEEKDAY_PIVOT } from '../../storyData/storyData';

const pivots = { rowPivots: [HOUR_PIVOT], columnPivots: [WEEKDAY_PIVOT], timezone: 'UTC' };
const traffic = toHeatmapData(requestsByHourAndWeekday(), pivots);

const hex = (c: string | null) => color(c ?? '')?.formatHex() ?? String(c);
/** The colour a cell is painted with. */
const fillOf = (root: HTMLElement, row: string, x: string) => hex(within(root).getByTestId(`cell.${row}.${x}`).getAttribute('fill'));
/** Where the smallest and the largest value are. */
function extremes(data: HeatmapData) {
  const cells = data.rows.flatMap((r) => r.data.filter((c) => c.y !== null && !c.filled).map((c) => ({ row: r.id, x: c.x, y: c.y! })));
  const byValue = [...cells].sort((a, b) => a.y - b.y);
  return { min: byValue[0]!, max: byValue[byValue.length - 1]! };
}
const { min, max } = extremes(traffic);

const meta = {
  title: 'Charts/HeatmapChart',
  component: HeatmapChart,
  args: { title: 'Requests by hour and weekday', data: traffic, width: 640, height: 420, colorScale: 'Viridis', reverseScale: false, autoScale: true, onValueClick: fn() },
  argTypes: { data: { control: false }, colorScale: { control: 'select', options: HEATMAP_COLOR_SCALES } },
} satisfies Meta<typeof HeatmapChart>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('figure', { name: 'Requests by hour and weekday' })).toBeInTheDocument();
    // Viridis from the smallest (dark purple) to the largest value (yellow).
    await expect(fillOf(canvasElement, min.row, min.x)).toBe(hex(colorInterpolator('Viridis')(0)));
    await expect(fillOf(canvasElement, max.row, max.x)).toBe(hex(colorInterpolator('Viridis')(1)));
    const cell = canvas.getByTestId('cell.Wed.13');
    await userEvent.hover(cell);
    const tooltip = await canvas.findByRole('tooltip');
    await expect(tooltip).toHaveTextContent('13 × Wed');
    await expect(tooltip).toHaveTextContent(/count\(\): [\d,]+$/);
    await userEvent.click(cell);
    await expect(args.onValueClick).toHaveBeenCalledWith(
      expect.objectContaining({ rowKey: [{ field: 'hour_of_day', value: '13' }], columnKey: [{ field: 'weekday', value: 'Wed' }], seriesId: 'count()', value: traffic.rows[2]!.data[13]!.y }),
    );
    await userEvent.unhover(cell);
    // Screen readers get the numbers as a table: a row per hour, a column per weekday.
    const table = canvas.getByRole('table', { name: /Requests by hour and weekday/ });
    await expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['hour_of_day', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun']);
    await expect(within(table).getAllByRole('row')).toHaveLength(25);
  },
};

/** Every colour scale a saved heatmap can name, each over the same data. */
export const ColorScales: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gridTemplateColumns: 'repeat(6, 200px)', gap: 12 }}>
      {HEATMAP_COLOR_SCALES.map((scale) => (
        <div key={scale}>
          <div style={{ fontSize: 12, fontWeight: 600 }}>{scale}</div>
          <HeatmapChart {...args} title={scale} colorScale={scale} width={200} height={150} />
        </div>
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const scale of HEATMAP_COLOR_SCALES) {
      const figure = canvas.getByRole('figure', { name: scale });
      await expect(fillOf(figure, min.row, min.x)).toBe(hex(colorInterpolator(scale)(0)));
      await expect(fillOf(figure, max.row, max.x)).toBe(hex(colorInterpolator(scale)(1)));
    }
  },
};

const scaleStory = (colorScale: HeatmapColorScale): Story => ({
  args: { colorScale, title: `Requests by hour and weekday (${colorScale})` },
  play: async ({ canvasElement }) => {
    await expect(fillOf(canvasElement, max.row, max.x)).toBe(hex(colorInterpolator(colorScale)(1)));
  },
});
export const Greys = scaleStory('Greys');
export const RdBu = scaleStory('RdBu');
export const Portland = scaleStory('Portland');

export const ReverseScale: Story = {
  args: { colorScale: 'YlOrRd', reverseScale: true, title: 'Requests by hour and weekday (YlOrRd, reversed)' },
  play: async ({ canvasElement }) => {
    // Reversed: the smallest value takes the high end of the scale, the largest the low end.
    await expect(fillOf(canvasElement, min.row, min.x)).toBe(hex(colorInterpolator('YlOrRd')(1)));
    await expect(fillOf(canvasElement, max.row, max.x)).toBe(hex(colorInterpolator('YlOrRd')(0)));
  },
};

export const FixedZMinZMax: Story = {
  args: { autoScale: false, zMin: '500', zMax: '2000', title: 'Requests by hour and weekday, colours from 500 to 2,000' },
  play: async ({ canvasElement }) => {
    const low = colorInterpolator('Viridis')(0);
    const high = colorInterpolator('Viridis')(1);
    // Values beyond z_min / z_max take the ends of the scale; a value inside gets its own colour.
    await expect(fillOf(canvasElement, min.row, min.x)).toBe(hex(low));
    await expect(fillOf(canvasElement, max.row, max.x)).toBe(hex(high));
    const over = traffic.rows.flatMap((r) => r.data.map((c) => ({ row: r.id, ...c }))).filter((c) => (c.y ?? 0) > 2000);
    await expect(over.length).toBeGreaterThan(1);
    for (const c of over) await expect(fillOf(canvasElement, c.row, c.x)).toBe(hex(high));
    const mid = traffic.rows[0]!.data.find((c) => c.y !== null && c.y > 700 && c.y < 1800)!;
    await expect(fillOf(canvasElement, traffic.rows[0]!.id, mid.x)).toBe(hex(colorInterpolator('Viridis')((mid.y! - 500) / 1500)));
  },
};

const holes = traffic.rows.flatMap((r) => r.data.filter((c) => c.y === null).map((c) => ({ row: r.id, x: c.x })));

export const EmptyCells: Story = {
  args: { title: 'Requests by hour and weekday, hours without requests left empty' },
  play: async ({ canvasElement }) => {
    await expect(holes.length).toBeGreaterThan(0);
    for (const h of holes) await expect(within(canvasElement).getByTestId(`cell.${h.row}.${h.x}`)).toHaveAttribute('fill', 'transparent');
  },
};

const smallest = toHeatmapData(requestsByHourAndWeekday(), { ...pivots, useSmallestAsDefault: true });
export const SmallestValueAsDefault: Story = {
  args: { data: smallest, title: 'Requests by hour and weekday, empty hours shown as the smallest value' },
  play: async ({ canvasElement }) => {
    const hole = holes[0]!;
    await expect(fillOf(canvasElement, hole.row, hole.x)).toBe(hex(colorInterpolator('Viridis')(0)));
    await userEvent.hover(within(canvasElement).getByTestId(`cell.${hole.row}.${hole.x}`));
    await expect(await within(canvasElement).findByRole('tooltip')).toHaveTextContent(`count(): no value, shown as ${smallest.min!.toLocaleString('en-US')}`);
  },
};

const withDefault = toHeatmapData(requestsByHourAndWeekday(), { ...pivots, defaultValue: 0 });
export const DefaultValue: Story = {
  args: { data: withDefault, title: 'Requests by hour and weekday, empty hours shown as 0' },
  play: async ({ canvasElement }) => {
    // The default 0 is drawn like a value: it becomes the low end of the auto scale.
    await expect(withDefault.min).toBe(0);
    for (const h of holes) await expect(fillOf(canvasElement, h.row, h.x)).toBe(hex(colorInterpolator('Viridis')(0)));
    await expect(fillOf(canvasElement, min.row, min.x)).not.toBe(hex(colorInterpolator('Viridis')(0)));
    await userEvent.hover(within(canvasElement).getByTestId(`cell.${holes[0]!.row}.${holes[0]!.x}`));
    await waitFor(() => expect(within(canvasElement).getByRole('tooltip')).toHaveTextContent('count(): no value, shown as 0'));
  },
};

export const EmptyAggregation: Story = {
  args: { data: { rows: [], rowKeys: {}, seriesId: null, min: null, max: null }, title: 'Untitled Aggregation' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Empty Aggregation')).toBeInTheDocument();
  },
};
