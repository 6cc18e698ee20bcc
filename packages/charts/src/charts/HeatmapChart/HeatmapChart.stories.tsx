import type { Meta, StoryObj } from '@storybook/react-vite';
import { color, rgb } from 'd3';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { HeatmapChart } from './HeatmapChart';
import { colorInterpolator, HEATMAP_COLOR_SCALES, type HeatmapColorScale } from '../../scales/colorScales';
import { toHeatmapData, type HeatmapData } from '../../transforms/heatmap';
import { HOUR_PIVOT, requestsByHourAndWeekday, WEEKDAY_PIVOT } from '../../storyData/storyData';

const pivots = { rowPivots: [HOUR_PIVOT], columnPivots: [WEEKDAY_PIVOT], timezone: 'UTC' };
const traffic = toHeatmapData(requestsByHourAndWeekday(), pivots);

const hex = (c: string | null) => color(c ?? '')?.formatHex() ?? String(c);
/**
 * Centre of a cell in viewport px: from the box of the cell area (the focusable element over the
 * canvas) and nivo's band geometry (inner padding 0.04, no outer padding).
 */
function cellCentre(root: HTMLElement, row: string, x: string, data: HeatmapData = traffic) {
  const box = within(root).getByTestId('heatmap-cells').getBoundingClientRect();
  const r = data.rows.findIndex((d) => d.id === row);
  const c = data.rows[0]!.data.findIndex((d) => d.x === x);
  const stepX = box.width / (data.rows[0]!.data.length - 0.04);
  const stepY = box.height / (data.rows.length - 0.04);
  return { clientX: box.left + c * stepX + (stepX * 0.96) / 2, clientY: box.top + r * stepY + (stepY * 0.96) / 2 };
}
/** The colour a cell is painted with: its rect's fill (small grids), else the canvas pixel at its centre ('transparent' where nothing is painted). */
function fillOf(root: HTMLElement, row: string, x: string, data: HeatmapData = traffic) {
  const rect = within(root).queryByTestId(`cell.${row}.${x}`);
  if (rect) return rect.getAttribute('fill') === 'transparent' ? 'transparent' : hex(rect.getAttribute('fill'));
  const { clientX, clientY } = cellCentre(root, row, x, data);
  const canvas = root.querySelector('canvas')!;
  const box = canvas.getBoundingClientRect();
  const scale = canvas.width / box.width;
  const [r, g, b, a] = canvas
    .getContext('2d')!
    .getImageData(Math.floor((clientX - box.left) * scale), Math.floor((clientY - box.top) * scale), 1, 1).data;
  return a === 0 ? 'transparent' : rgb(r!, g!, b!).formatHex();
}
/** Moves the pointer onto a cell (and clicks it with `click`). */
async function pointAt(root: HTMLElement, row: string, x: string, click = false, data: HeatmapData = traffic) {
  const target = within(root).getByTestId('heatmap-cells');
  await userEvent.pointer({ target, coords: cellCentre(root, row, x, data), ...(click ? { keys: '[MouseLeft]' } : {}) });
}
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
  args: {
    title: 'Requests by hour and weekday',
    data: traffic,
    width: 640,
    height: 420,
    colorScale: 'Viridis',
    reverseScale: false,
    autoScale: true,
    onValueClick: fn(),
  },
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
    await pointAt(canvasElement, 'Wed', '13');
    const tooltip = await canvas.findByRole('tooltip');
    await expect(tooltip).toHaveTextContent('13 × Wed');
    await expect(tooltip).toHaveTextContent(/count\(\): [\d,]+$/);
    await pointAt(canvasElement, 'Wed', '13', true);
    await expect(args.onValueClick).toHaveBeenCalledWith(
      expect.objectContaining({
        rowKey: [{ field: 'hour_of_day', value: '13' }],
        columnKey: [{ field: 'weekday', value: 'Wed' }],
        seriesId: 'count()',
        value: traffic.rows[2]!.data[13]!.y,
      }),
    );
    await userEvent.unhover(canvas.getByTestId('heatmap-cells'));
    // Screen readers get the numbers as a table (built once the browser is idle): a row per hour, a column per weekday.
    const table = await canvas.findByRole('table', { name: /Requests by hour and weekday/ }, { timeout: 5000 });
    await expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['hour_of_day', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun']);
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
    for (const h of holes) await expect(fillOf(canvasElement, h.row, h.x)).toBe('transparent');
  },
};

const smallest = toHeatmapData(requestsByHourAndWeekday(), { ...pivots, useSmallestAsDefault: true });
export const SmallestValueAsDefault: Story = {
  args: { data: smallest, title: 'Requests by hour and weekday, empty hours shown as the smallest value' },
  play: async ({ canvasElement }) => {
    const hole = holes[0]!;
    await expect(fillOf(canvasElement, hole.row, hole.x)).toBe(hex(colorInterpolator('Viridis')(0)));
    await pointAt(canvasElement, hole.row, hole.x);
    await expect(await within(canvasElement).findByRole('tooltip')).toHaveTextContent(
      `count(): no value, shown as ${smallest.min!.toLocaleString('en-US')}`,
    );
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
    await pointAt(canvasElement, holes[0]!.row, holes[0]!.x);
    await waitFor(() => expect(within(canvasElement).getByRole('tooltip')).toHaveTextContent('count(): no value, shown as 0'));
  },
};

/** Value actions from the keyboard: Tab to the cells, arrows move between them, Enter or Space opens the value actions. */
export const KeyboardValueActions: Story = {
  args: { title: 'Requests by hour and weekday, from the keyboard' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const cells = canvas.getByRole('application', { name: 'Requests by hour and weekday, from the keyboard, cells' });
    await userEvent.tab();
    await expect(cells).toHaveFocus();
    // The first key shows the top-left cell (hour 00, Monday); then two hours later, one day down.
    await userEvent.keyboard('{ArrowRight}');
    await expect(await canvas.findByRole('tooltip')).toHaveTextContent('00 × Mon');
    await userEvent.keyboard('{ArrowRight}{ArrowRight}{ArrowDown}');
    await expect(canvas.getByRole('tooltip')).toHaveTextContent('02 × Tue');
    await expect(cells).toHaveTextContent(/02 × Tue, count\(\): [\d,]+/);
    await expect(canvas.getByTestId('heatmap-active-cell')).toBeVisible();
    await userEvent.keyboard('{Enter}');
    await expect(args.onValueClick).toHaveBeenCalledWith(
      expect.objectContaining({
        rowKey: [{ field: 'hour_of_day', value: '02' }],
        columnKey: [{ field: 'weekday', value: 'Tue' }],
        seriesId: 'count()',
        value: traffic.rows[1]!.data[2]!.y,
      }),
    );
    // End jumps to the last hour; Space opens the value actions too.
    await userEvent.keyboard('{End} ');
    await expect(args.onValueClick).toHaveBeenLastCalledWith(
      expect.objectContaining({ rowKey: [{ field: 'hour_of_day', value: '23' }], columnKey: [{ field: 'weekday', value: 'Tue' }] }),
    );
    await expect(args.onValueClick).toHaveBeenCalledTimes(2);
  },
};

// 50 × 50 cells: above CANVAS_MIN_CELLS, so nivo paints the cells on a canvas (and the hidden table stays
// small enough for axe to check quickly).
const LARGE = 50;
const large = toHeatmapData(
  Array.from({ length: LARGE }, (_, i) => ({
    key: [`r${String(i).padStart(2, '0')}`],
    source: 'leaf' as const,
    values: Array.from({ length: LARGE }, (_, j) => ({
      key: [`c${String(j).padStart(2, '0')}`, 'count()'],
      value: Math.round(1000 * (Math.sin(i / 9) * Math.cos(j / 13) + 1)),
      rollup: false,
      source: 'col-leaf' as const,
    })),
  })),
  { rowPivots: [{ fields: ['row'], type: 'values' }], columnPivots: [{ fields: ['column'], type: 'values' }] },
);
const largeExtremes = extremes(large);

/** A 50 × 50 grid: the cells are painted on a canvas, with the same colours, tooltips and value actions. */
export const LargeGrid: Story = {
  args: { data: large, title: '50 × 50 cells', width: 800, height: 420, colorScale: 'Viridis' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('heatmap-canvas').querySelector('canvas')).not.toBeNull();
    await expect(canvasElement.querySelectorAll('[data-testid^="cell."]')).toHaveLength(0);
    await expect(fillOf(canvasElement, largeExtremes.min.row, largeExtremes.min.x, large)).toBe(hex(colorInterpolator('Viridis')(0)));
    await expect(fillOf(canvasElement, largeExtremes.max.row, largeExtremes.max.x, large)).toBe(hex(colorInterpolator('Viridis')(1)));
    await pointAt(canvasElement, 'c40', 'r07', false, large);
    await expect(await canvas.findByRole('tooltip')).toHaveTextContent('r07 × c40');
    await pointAt(canvasElement, 'c40', 'r07', true, large);
    await expect(args.onValueClick).toHaveBeenCalledWith(
      expect.objectContaining({
        rowKey: [{ field: 'row', value: 'r07' }],
        columnKey: [{ field: 'column', value: 'c40' }],
        value: large.rows[40]!.data[7]!.y,
      }),
    );
    // The hidden table keeps every column and the first 500 rows (here all 50).
    const table = await canvas.findByRole('table', { name: /50 × 50 cells/ }, { timeout: 5000 });
    await expect(within(table).getAllByRole('row')).toHaveLength(LARGE + 1);
  },
};

/** Reversed YlOrRd on the canvas: the largest value takes the low end. */
export const LargeGridReversed: Story = {
  args: { data: large, title: '50 × 50 cells, YlOrRd reversed', width: 800, height: 420, colorScale: 'YlOrRd', reverseScale: true },
  play: async ({ canvasElement }) => {
    await expect(fillOf(canvasElement, largeExtremes.min.row, largeExtremes.min.x, large)).toBe(hex(colorInterpolator('YlOrRd')(1)));
    await expect(fillOf(canvasElement, largeExtremes.max.row, largeExtremes.max.x, large)).toBe(hex(colorInterpolator('YlOrRd')(0)));
  },
};

export const EmptyAggregation: Story = {
  args: { data: { rows: [], rowKeys: {}, seriesId: null, min: null, max: null }, title: 'Untitled Aggregation' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Empty Aggregation')).toBeInTheDocument();
  },
};
