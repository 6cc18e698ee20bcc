import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { COLORED_CONFIG, COLORED_RESULTS } from '../storybook/chartColorsStoryData';
import { ChartColorsDialog } from './ChartColorsDialog';

const meta = {
  title: 'Console/Search/ChartColorsDialog',
  component: ChartColorsDialog,
  args: { title: 'Latency', config: COLORED_CONFIG, results: COLORED_RESULTS, onApply: fn(), onClose: fn() },
} satisfies Meta<typeof ChartColorsDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const dialog = async () => within(await within(document.body).findByRole('dialog', { name: 'Colors of Latency' }));

/** The chart's series in their colours; the first is chosen, and nothing is applied until a colour changes. */
export const Playground: Story = {
  play: async () => {
    const modal = await dialog();
    const series = within(modal.getByRole('list', { name: 'Series' })).getAllByRole('button');
    await expect(series.map((b) => b.textContent)).toEqual(['count()', 'avg(took_ms)']);
    await expect(modal.getByRole('button', { name: 'count()' })).toHaveAttribute('aria-pressed', 'true');
    await expect(modal.getByRole('button', { name: 'Apply' })).toBeDisabled();
  },
};

/** A colour picked for a series is laid over the saved colours in the widget's formatting settings. */
export const PickAColor: Story = {
  play: async ({ args }) => {
    const modal = await dialog();
    await userEvent.click(modal.getByRole('button', { name: 'avg(took_ms)' }));
    // The picker starts from the colour saved for the series.
    await expect(modal.getByLabelText('Hex colour')).toHaveValue('#f4a261');
    const swatch = within(modal.getByRole('group', { name: 'Chart colours' })).getAllByRole('button')[2];
    if (!swatch) throw new Error('expected the chart colour swatches');
    await userEvent.click(swatch);
    await userEvent.click(modal.getByRole('button', { name: 'count()' }));
    await userEvent.clear(modal.getByLabelText('Hex colour'));
    await userEvent.type(modal.getByLabelText('Hex colour'), '#264653');
    await userEvent.click(modal.getByRole('button', { name: 'Apply' }));
    await expect(args.onApply).toHaveBeenLastCalledWith(
      expect.objectContaining({
        chartColors: [
          { fieldName: 'avg(took_ms)', chartColor: swatch.getAttribute('aria-label') },
          { fieldName: 'count()', chartColor: '#264653' },
        ],
      }),
    );
  },
};

/** A chart without results has nothing to colour. */
export const NoSeries: Story = {
  args: { results: {} },
  play: async () => {
    await expect((await dialog()).getByText('The chart draws no series yet: there is nothing to colour.')).toBeVisible();
  },
};
