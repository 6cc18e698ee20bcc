import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { NumericChart } from './NumericChart';
import { TREND_PREFERENCES } from '../../transforms/numeric';

const meta = {
  title: 'Charts/NumericChart',
  component: NumericChart,
  args: {
    title: 'Requests today',
    value: 1_284_311,
    seriesId: 'count()',
    width: 320,
    height: 160,
    trend: false,
    trendPreference: 'NEUTRAL',
    onValueClick: fn(),
  },
  argTypes: { trendPreference: { control: 'inline-radio', options: TREND_PREFERENCES } },
} satisfies Meta<typeof NumericChart>;

export default meta;
type Story = StoryObj<typeof meta>;

const content = (root: HTMLElement) => within(root).getByTestId('numeric-content');
/** Font fitting takes a few layout passes (again once web fonts arrive); the box says when it has settled. */
const fitted = async (root: HTMLElement) => {
  await document.fonts.ready;
  await waitFor(() =>
    within(root)
      .getAllByTestId('numeric-content')
      .forEach((box) => expect(box).toHaveAttribute('data-fitted', 'true')),
  );
};

export const Playground: Story = {
  play: async ({ canvasElement, args }) => {
    await fitted(canvasElement);
    const canvas = within(canvasElement);
    const value = canvas.getByRole('button', { name: 'Requests today: 1,284,311' });
    // The font grows from 20 px until the number fills about 80% of the box.
    await waitFor(() => expect(content(canvasElement).offsetWidth / 320).toBeGreaterThan(0.7));
    await expect(content(canvasElement).offsetWidth / 320).toBeLessThan(0.9);
    await userEvent.click(value);
    await expect(args.onValueClick).toHaveBeenCalledWith(expect.objectContaining({ seriesId: 'count()', value: 1_284_311 }));
  },
};

export const NoData: Story = {
  args: { value: null },
  play: async ({ canvasElement }) => {
    await fitted(canvasElement);
    await expect(within(canvasElement).getByRole('button', { name: 'Requests today: N/A' })).toBeDisabled();
  },
};

export const TrendHigherIsBetter: Story = {
  args: { title: 'Successful logins', value: 1250.5, previousValue: 1000, trend: true, trendPreference: 'HIGHER' },
  play: async ({ canvasElement }) => {
    await fitted(canvasElement);
    const trend = within(canvasElement).getByLabelText('Trend against the previous period: +250.5 / +25.05%');
    await expect(trend).toHaveAttribute('data-sentiment', 'good');
  },
};

export const TrendLowerIsBetter: Story = {
  args: { title: 'Failed logins', value: 1250.5, previousValue: 1000, trend: true, trendPreference: 'LOWER' },
  play: async ({ canvasElement }) => {
    await fitted(canvasElement);
    await expect(within(canvasElement).getByLabelText(/Trend against the previous period/)).toHaveAttribute('data-sentiment', 'bad');
  },
};

export const TrendNeutral: Story = {
  args: { title: 'Average response time (ms)', value: 87.25, previousValue: 96.5, trend: true, trendPreference: 'NEUTRAL' },
  play: async ({ canvasElement }) => {
    await fitted(canvasElement);
    const trend = within(canvasElement).getByLabelText('Trend against the previous period: -9.25 / -9.59%');
    await expect(trend).toHaveAttribute('data-sentiment', 'neutral');
  },
};

export const LargeBox: Story = {
  args: { width: 640, height: 320, title: 'Unique sources', value: 42 },
  play: async ({ canvasElement }) => {
    await fitted(canvasElement);
    await waitFor(() => expect(content(canvasElement).offsetHeight / 320).toBeGreaterThan(0.7));
  },
};

/**
 * The fitting rule measured on the rendered text: starting from 20 px, the font settles where the
 * text's larger side fills 80% of the box, within the 5% tolerance, whatever the box size.
 */
export const FontFitsTwoBoxSizes: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 16, alignItems: 'flex-start' }}>
      <NumericChart {...args} title="Small box" width={200} height={100} />
      <NumericChart {...args} title="Large box" width={560} height={280} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    await fitted(canvasElement);
    const boxes = [
      { name: 'Small box', width: 200, height: 100 },
      { name: 'Large box', width: 560, height: 280 },
    ];
    const sizes: number[] = [];
    for (const box of boxes) {
      const text = within(within(canvasElement).getByRole('figure', { name: box.name })).getByTestId('numeric-content');
      await waitFor(() => {
        const filled = Math.max(text.offsetWidth / box.width, text.offsetHeight / box.height);
        expect(filled).toBeGreaterThanOrEqual(0.8 * 0.95);
        expect(filled).toBeLessThanOrEqual(0.8 * 1.05);
      });
      sizes.push(Number.parseFloat((text.firstElementChild as HTMLElement).style.fontSize));
    }
    // The font scales with the box rather than staying at the initial 20 px.
    await expect(sizes[0]).not.toBe(20);
    await expect(sizes[1]! / sizes[0]!).toBeGreaterThan(2.4);
  },
};
