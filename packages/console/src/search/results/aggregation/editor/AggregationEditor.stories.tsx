import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { SERIES_TYPES, type AggregationConfig, type FieldType } from '@sift/api';
import { messageCountWidget } from '../../defaultWidgets';
import { AggregationEditor, ROLLBACK_PROMPT, type AggregationEditorProps } from './AggregationEditor';

const field = (name: string, type: string, numeric = false): FieldType => ({
  name,
  type,
  properties: numeric ? ['numeric', 'enumerable'] : ['enumerable'],
  indexNames: [],
});
const FIELDS = [field('timestamp', 'date'), field('source', 'string'), field('action', 'string'), field('took_ms', 'long', true)];

function countConfig(): AggregationConfig {
  const widget = messageCountWidget('story');
  if (widget.type !== 'aggregation') throw new Error('expected an aggregation widget');
  return widget.config;
}

const meta = {
  title: 'Console/Search/AggregationEditor',
  component: AggregationEditor,
  args: {
    config: countConfig(),
    fields: FIELDS,
    functions: SERIES_TYPES,
    onPreview: fn(),
    onUpdate: fn(),
    onCancel: fn(),
    children: (() => <p>The widget&apos;s chart</p>) as AggregationEditorProps['children'],
  },
  decorators: [
    (Story) => (
      <div style={{ height: 640 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof AggregationEditor>;

export default meta;
type Story = StoryObj<typeof meta>;

const add = async (canvasElement: HTMLElement, element: 'Grouping' | 'Metric' | 'Sort') => {
  await userEvent.click(within(canvasElement).getByRole('button', { name: 'Add' }));
  await userEvent.click(await within(document.body).findByRole('menuitem', { name: element }));
};
const section = (canvasElement: HTMLElement, name: string) => within(within(canvasElement).getByRole('region', { name }));
const lastOf = (elements: HTMLElement[]) => {
  const last = elements[elements.length - 1];
  if (!last) throw new Error('nothing found');
  return last;
};
const buttons = (canvasElement: HTMLElement) => ({
  preview: within(canvasElement).getByRole('button', { name: 'Update preview' }),
  update: within(canvasElement).getByRole('button', { name: 'Update widget' }),
});

/** The default aggregation: sections in order, and nothing to preview until something changes. */
export const Playground: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('heading').map((h) => h.textContent)).toEqual(['Group By', 'Metrics', 'Sort', 'Visualization']);
    await expect(buttons(canvasElement).preview).toBeDisabled();
    // §2: the config panel is 315 to 500 px wide; §5: the auto interval slider runs 0.5-10 in steps of 0.5.
    const width = canvas.getByRole('form', { name: 'Aggregation configuration' }).getBoundingClientRect().width;
    await expect(width >= 315 && width <= 500).toBe(true);
    const slider = section(canvasElement, 'Group By').getByRole('slider', { name: 'Scaling' });
    await expect([slider.getAttribute('min'), slider.getAttribute('max'), slider.getAttribute('step')]).toEqual(['0.5', '10', '0.5']);
    await expect(
      within(section(canvasElement, 'Visualization').getByLabelText('Type'))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual([
      'Select a visualization',
      'Data Table',
      'Bar Chart',
      'Line Chart',
      'Area Chart',
      'Pie Chart',
      'Scatter Plot',
      'Single Number',
      'Heatmap',
      'World Map',
    ]);
    await userEvent.selectOptions(section(canvasElement, 'Visualization').getByLabelText('Type'), 'Line Chart');
    await expect(section(canvasElement, 'Visualization').getByLabelText('Interpolation')).toHaveValue('linear');
    await userEvent.click(buttons(canvasElement).preview);
    await expect(args.onPreview).toHaveBeenCalledWith(
      expect.objectContaining({
        visualization: 'line',
        visualizationConfig: { kind: 'line', interpolation: 'linear', axisType: 'linear' },
      }),
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel' }));
    await expect(args.onCancel).toHaveBeenCalled();
  },
};

/** A running preview: "Update preview" waits for it. */
export const Submitting: Story = {
  args: { submitting: true },
  play: async ({ canvasElement }) => {
    await userEvent.selectOptions(section(canvasElement, 'Visualization').getByLabelText('Type'), 'Area Chart');
    await expect(buttons(canvasElement).preview).toBeDisabled();
    await expect(buttons(canvasElement).update).toBeEnabled();
  },
};

/** Metric messages: function, field (focused when the function changes), percentile. */
export const MetricValidation: Story = {
  play: async ({ canvasElement, args }) => {
    await add(canvasElement, 'Metric');
    const metrics = section(canvasElement, 'Metrics');
    await expect(metrics.getByText('Function is required.')).toBeVisible();
    await expect(buttons(canvasElement).preview).toBeDisabled();
    await expect(buttons(canvasElement).update).toBeDisabled();
    await userEvent.selectOptions(lastOf(metrics.getAllByLabelText('Function')), 'avg');
    await expect(metrics.getByText('Field is required for function avg.')).toBeVisible();
    await waitFor(() => expect(lastOf(metrics.getAllByLabelText('Field'))).toHaveFocus());
    await expect(
      within(lastOf(metrics.getAllByLabelText('Field')))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Select a field', 'took_ms']);
    await userEvent.selectOptions(lastOf(metrics.getAllByLabelText('Function')), 'percentile');
    await userEvent.selectOptions(lastOf(metrics.getAllByLabelText('Field')), 'took_ms');
    await expect(metrics.getByText('Percentile is required.')).toBeVisible();
    await expect(
      within(metrics.getByLabelText('Percentile'))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Select a percentile', '25', '50', '75', '90', '95', '99']);
    await userEvent.selectOptions(metrics.getByLabelText('Percentile'), '95');
    await userEvent.type(lastOf(metrics.getAllByLabelText('Name (optional)')), 'p95');
    await userEvent.click(buttons(canvasElement).update);
    await expect(args.onUpdate).toHaveBeenCalledWith(
      expect.objectContaining({
        series: [
          expect.objectContaining({ function: 'count()' }),
          { function: 'percentile(took_ms,95)', name: 'p95', type: 'percentile', field: 'took_ms', percentile: 95 },
        ],
      }),
    );
  },
};

/** Grouping messages: field, limit, fixed interval value; a date field makes a time grouping. */
export const GroupingValidation: Story = {
  play: async ({ canvasElement, args }) => {
    await add(canvasElement, 'Grouping');
    const groupings = section(canvasElement, 'Group By');
    await expect(groupings.getByText('Field is required.')).toBeVisible();
    await userEvent.selectOptions(lastOf(groupings.getAllByLabelText('Field')), 'action');
    await userEvent.selectOptions(lastOf(groupings.getAllByLabelText('Direction')), 'Column');
    await userEvent.clear(groupings.getByLabelText('Limit'));
    await expect(groupings.getByText('Limit is required.')).toBeVisible();
    await userEvent.type(groupings.getByLabelText('Limit'), '0');
    await expect(groupings.getByText('Must be greater than 0.')).toBeVisible();
    await userEvent.clear(groupings.getByLabelText('Limit'));
    await userEvent.type(groupings.getByLabelText('Limit'), '5');
    await userEvent.selectOptions(groupings.getByLabelText('Interval'), 'Fixed');
    await userEvent.clear(groupings.getByLabelText('Value'));
    await expect(groupings.getByText('Value is required.')).toBeVisible();
    await userEvent.type(groupings.getByLabelText('Value'), '0');
    await expect(groupings.getByText('Must be greater than 0.')).toBeVisible();
    await userEvent.clear(groupings.getByLabelText('Value'));
    await userEvent.type(groupings.getByLabelText('Value'), '5');
    await userEvent.click(buttons(canvasElement).preview);
    await expect(args.onPreview).toHaveBeenCalledWith(
      expect.objectContaining({
        rowPivots: [{ type: 'time', fields: ['timestamp'], interval: { type: 'timeunit', value: 5, unit: 'minutes' } }],
        columnPivots: [{ type: 'values', fields: ['action'], limit: 5, skipEmptyValues: false }],
      }),
    );
  },
};

/** A stored auto interval outside the slider's range. */
export const ScalingOutOfRange: Story = {
  args: { config: { ...countConfig(), rowPivots: [{ type: 'time', fields: ['timestamp'], interval: { type: 'auto', scaling: 12 } }] } },
  play: async ({ canvasElement }) => {
    await expect(section(canvasElement, 'Group By').getByText('Must be greater than 0 and smaller or equals 10.')).toBeVisible();
    await expect(buttons(canvasElement).update).toBeDisabled();
  },
};

/** Sort messages, and the rule against sorting a chart over time. */
export const SortValidation: Story = {
  play: async ({ canvasElement }) => {
    await add(canvasElement, 'Sort');
    const sorts = section(canvasElement, 'Sort');
    await expect(sorts.getByText('Field is required.')).toBeVisible();
    await expect(sorts.getByText('Direction is required.')).toBeVisible();
    await userEvent.selectOptions(sorts.getByLabelText('Field'), 'count()');
    await expect(sorts.getByLabelText('Direction')).toHaveValue('Descending');
    await expect(sorts.getByText('Sort on non data table with time based row grouping does not work.')).toBeVisible();
    await userEvent.selectOptions(section(canvasElement, 'Visualization').getByLabelText('Type'), 'Data Table');
    await expect(sorts.queryByText('Sort on non data table with time based row grouping does not work.')).toBeNull();
    await expect(buttons(canvasElement).preview).toBeEnabled();
  },
};

/** Charts without a metric, and the heatmap's groupings. */
export const ChartValidation: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Remove Metric count()' }));
    const visualization = section(canvasElement, 'Visualization');
    await expect(visualization.getByText('Bar Chart requires at least one metric')).toBeVisible();
    for (const [type, message] of [
      ['Area Chart', 'Area Chart requires at least one metric'],
      ['Line Chart', 'Line Chart requires at least one metric'],
      ['Pie Chart', 'Pie Chart requires at least one metric'],
      ['Scatter Plot', 'Scatter Plot requires at least one metric'],
      ['Heatmap', 'Heatmap requires at least two groupings.'],
    ] as const) {
      await userEvent.selectOptions(visualization.getByLabelText('Type'), type);
      await expect(visualization.getByText(message)).toBeVisible();
    }
    await add(canvasElement, 'Grouping');
    await userEvent.selectOptions(lastOf(section(canvasElement, 'Group By').getAllByLabelText('Field')), 'source');
    await expect(visualization.getByText('Groupings must include row and column groupings.')).toBeVisible();
    await userEvent.selectOptions(lastOf(section(canvasElement, 'Group By').getAllByLabelText('Direction')), 'Column');
    await expect(visualization.getByText('At least one metric must be configured.')).toBeVisible();
    await expect(buttons(canvasElement).update).toBeDisabled();
  },
};

const sortInPreview = fn();

/** Sorting in the preview asks first when the form has unsaved changes, and runs at once when it has none. */
export const RollbackPrompt: Story = {
  args: {
    children: (guard) => (
      <button type="button" onClick={() => guard(sortInPreview)}>
        Sort in preview
      </button>
    ),
  },
  play: async ({ canvasElement }) => {
    sortInPreview.mockClear();
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Sort in preview' }));
    await expect(sortInPreview).toHaveBeenCalledTimes(1);
    await userEvent.selectOptions(section(canvasElement, 'Visualization').getByLabelText('Type'), 'Data Table');
    await userEvent.click(canvas.getByRole('button', { name: 'Sort in preview' }));
    const dialog = within(await within(document.body).findByRole('alertdialog', { name: 'Unsaved changes' }));
    await expect(dialog.getByText(ROLLBACK_PROMPT)).toBeVisible();
    await expect(ROLLBACK_PROMPT).toBe('You have unsaved changes in configuration form. This action will rollback them');
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel' }));
    await expect(sortInPreview).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('button', { name: 'Sort in preview' }));
    await userEvent.click(
      within(await within(document.body).findByRole('alertdialog', { name: 'Unsaved changes' })).getByRole('button', { name: 'Confirm' }),
    );
    await expect(sortInPreview).toHaveBeenCalledTimes(2);
  },
};
