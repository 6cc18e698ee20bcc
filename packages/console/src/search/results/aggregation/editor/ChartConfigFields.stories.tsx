import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SERIES_TYPES, type AggregationConfig, type FieldType } from '@sift/api';
import { messageCountWidget } from '../../defaultWidgets';
import { AggregationEditor, type AggregationEditorProps } from './AggregationEditor';

const field = (name: string, type: string, numeric = false): FieldType => ({
  name,
  type,
  properties: numeric ? ['numeric', 'enumerable'] : ['enumerable'],
  indexNames: [],
});
const FIELDS = [field('timestamp', 'date'), field('source', 'string'), field('action', 'string'), field('took_ms', 'long', true)];

/** count() by source (rows) and action (columns): a config every visualization accepts. */
function sourceByAction(): AggregationConfig {
  const widget = messageCountWidget('story');
  if (widget.type !== 'aggregation') throw new Error('expected an aggregation widget');
  return {
    ...widget.config,
    rowPivots: [{ type: 'values', fields: ['source'], limit: 15, skipEmptyValues: false }],
    columnPivots: [{ type: 'values', fields: ['action'], limit: 15, skipEmptyValues: false }],
    visualization: 'table',
    visualizationConfig: { kind: 'table', pinnedColumns: [] },
  };
}

const meta = {
  title: 'Console/Search/AggregationEditor/Visualization options',
  component: AggregationEditor,
  args: {
    config: sourceByAction(),
    fields: FIELDS,
    functions: SERIES_TYPES,
    onPreview: fn(),
    onUpdate: fn(),
    onCancel: fn(),
    children: (() => <p>The widget&apos;s chart</p>) as AggregationEditorProps['children'],
  },
  decorators: [
    (Story) => (
      <div style={{ height: 760 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof AggregationEditor>;

export default meta;
type Story = StoryObj<typeof meta>;

const visualization = (canvasElement: HTMLElement) => within(within(canvasElement).getByRole('region', { name: 'Visualization' }));
const updateWidget = (canvasElement: HTMLElement) => within(canvasElement).getByRole('button', { name: 'Update widget' });

/** Heatmap: the 18 colour scales (Viridis first chosen), Min and Max required without auto scale, and saved as floats. */
export const Heatmap: Story = {
  play: async ({ canvasElement, args }) => {
    const section = visualization(canvasElement);
    await userEvent.selectOptions(section.getByLabelText('Type'), 'Heatmap');
    const scale = section.getByLabelText('Color Scale');
    await expect(scale).toHaveValue('Viridis');
    await expect(within(scale).getAllByRole('option')).toHaveLength(18);
    await expect(section.getByRole('checkbox', { name: 'Auto Scale' })).toBeChecked();
    await expect(section.queryByLabelText('Min')).toBeNull();
    await userEvent.click(section.getByRole('checkbox', { name: 'Auto Scale' }));
    await expect(section.getByText('Min is required.')).toBeVisible();
    await expect(section.getByText('Max is required.')).toBeVisible();
    await expect(updateWidget(canvasElement)).toBeDisabled();
    await userEvent.type(section.getByLabelText('Min'), '0.50');
    await userEvent.type(section.getByLabelText('Max'), '40');
    await userEvent.selectOptions(scale, 'YlOrRd');
    await userEvent.click(section.getByRole('checkbox', { name: 'Use smallest as default' }));
    await expect(section.queryByLabelText(/Default Value/)).toBeNull();
    await userEvent.click(updateWidget(canvasElement));
    await expect(args.onUpdate).toHaveBeenLastCalledWith(
      expect.objectContaining({
        visualization: 'heatmap',
        visualizationConfig: expect.objectContaining({
          colorScale: 'YlOrRd',
          autoScale: false,
          zMin: '0.5',
          zMax: '40',
          useSmallestAsDefault: true,
        }),
      }),
    );
  },
};

/** World map: zoom, latitude and longitude are required; switching type starts from the default viewport. */
export const WorldMap: Story = {
  play: async ({ canvasElement, args }) => {
    const section = visualization(canvasElement);
    await userEvent.selectOptions(section.getByLabelText('Type'), 'World Map');
    await expect(section.getByLabelText('Zoom')).toHaveValue(1);
    for (const label of ['Zoom', 'Latitude', 'Longitude']) await userEvent.clear(section.getByLabelText(label));
    await expect(section.getByText('Zoom is required.')).toBeVisible();
    await expect(section.getByText('Latitude is required.')).toBeVisible();
    await expect(section.getByText('Longitude is required.')).toBeVisible();
    await expect(updateWidget(canvasElement)).toBeDisabled();
    await userEvent.type(section.getByLabelText('Zoom'), '3');
    await userEvent.type(section.getByLabelText('Latitude'), '48.1');
    await userEvent.type(section.getByLabelText('Longitude'), '11.6');
    await userEvent.click(updateWidget(canvasElement));
    await expect(args.onUpdate).toHaveBeenLastCalledWith(
      expect.objectContaining({ visualizationConfig: { kind: 'map', viewport: { zoom: 3, centerX: 48.1, centerY: 11.6 } } }),
    );
  },
};

/** Data table: pinned columns are chosen among the row groupings. */
export const DataTable: Story = {
  play: async ({ canvasElement, args }) => {
    const section = visualization(canvasElement);
    await userEvent.click(section.getByRole('combobox', { name: /Pinned columns/ }));
    const options = within(await within(document.body).findByRole('listbox')).getAllByRole('option');
    await expect(options.map((o) => o.textContent)).toEqual(['source']);
    await userEvent.click(options[0] as HTMLElement);
    await userEvent.keyboard('{Escape}');
    await userEvent.click(updateWidget(canvasElement));
    await expect(args.onUpdate).toHaveBeenLastCalledWith(
      expect.objectContaining({ visualizationConfig: { kind: 'table', pinnedColumns: ['source'] } }),
    );
  },
};

/** Event annotations are offered on a chart over time, and saved with the widget. */
export const EventAnnotations: Story = {
  args: {
    config: (() => {
      const widget = messageCountWidget('story');
      if (widget.type !== 'aggregation') throw new Error('expected an aggregation widget');
      return widget.config;
    })(),
  },
  play: async ({ canvasElement, args }) => {
    const section = visualization(canvasElement);
    const toggle = section.getByRole('checkbox', { name: 'Show event annotations' });
    await expect(toggle).not.toBeChecked();
    await userEvent.selectOptions(section.getByLabelText('Type'), 'Pie Chart');
    await expect(section.queryByRole('checkbox', { name: 'Show event annotations' })).toBeNull();
    await userEvent.selectOptions(section.getByLabelText('Type'), 'Line Chart');
    await userEvent.click(section.getByRole('checkbox', { name: 'Show event annotations' }));
    await userEvent.click(updateWidget(canvasElement));
    await expect(args.onUpdate).toHaveBeenLastCalledWith(expect.objectContaining({ visualization: 'line', eventAnnotation: true }));
  },
};
