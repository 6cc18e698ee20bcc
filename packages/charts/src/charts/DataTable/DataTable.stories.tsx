import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { DataTable } from './DataTable';
import { toTableModel } from '../../transforms/table';
import { hostsByMethodAndStatus, METHOD_PIVOT, SOURCE_PIVOT, STATUS_PIVOT, topHosts } from '../../storyData/storyData';

const hosts = toTableModel(topHosts(), { rowPivots: [SOURCE_PIVOT], series: ['count()', 'avg(took_ms)'], timezone: 'UTC' });
const grouped = (rollup = true) =>
  toTableModel(hostsByMethodAndStatus(), {
    rowPivots: [SOURCE_PIVOT, METHOD_PIVOT],
    columnPivots: [STATUS_PIVOT],
    series: ['count()', 'avg(took_ms)'],
    rollup,
    timezone: 'UTC',
  });

const meta = {
  title: 'Charts/DataTable',
  component: DataTable,
  args: { title: 'Top hosts', model: hosts, editable: false, width: 640, height: 280, onSortChange: fn(), onValueClick: fn() },
  argTypes: { model: { control: false } },
} satisfies Meta<typeof DataTable>;

export default meta;
type Story = StoryObj<typeof meta>;

const firstColumn = (root: HTMLElement) =>
  within(root)
    .getAllByRole('row')
    .slice(1)
    .map((r) => r.querySelector('td')?.textContent);

export const Playground: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('columnheader', { name: 'count()' })).toBeInTheDocument();
    // Sort controls appear only in editable mode.
    await expect(canvas.queryByRole('button', { name: /Sort/ })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: '52,648' }));
    await expect(args.onValueClick).toHaveBeenCalledWith(
      expect.objectContaining({ rowKey: [{ field: 'source', value: 'web-01.eu-west' }], seriesId: 'count()', value: 52648 }),
    );
  },
};

export const EditableSorting: Story = {
  args: { editable: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const avg = () => canvas.getByRole('columnheader', { name: /^avg\(took_ms\)/ });
    const count = () => canvas.getByRole('columnheader', { name: /^count\(\)/ });
    // none → Descending
    await userEvent.click(within(avg()).getByRole('button'));
    await expect(avg()).toHaveAttribute('aria-sort', 'descending');
    await expect(args.onSortChange).toHaveBeenLastCalledWith([{ type: 'series', field: 'avg(took_ms)', direction: 'Descending' }]);
    const values = () =>
      within(canvasElement)
        .getAllByRole('row')
        .slice(1)
        .map((r) => Number(r.querySelectorAll('td')[2]!.textContent));
    await expect(values()).toEqual([...values()].sort((a, b) => b - a));
    // A second column sorts too; with several sorts the order numbers show.
    await userEvent.click(within(canvas.getByRole('columnheader', { name: /^source/ })).getByRole('button'));
    // In column order: source (sorted second) comes before avg(took_ms) (sorted first).
    await expect(canvas.getAllByTestId('sort-order').map((n) => n.textContent)).toEqual(['2', '1']);
    // Descending → remove
    await userEvent.click(within(avg()).getByRole('button'));
    await expect(avg()).not.toHaveAttribute('aria-sort');
    await expect(args.onSortChange).toHaveBeenLastCalledWith([{ type: 'pivot', field: 'source', direction: 'Descending' }]);
    // remove → Ascending
    await userEvent.click(within(avg()).getByRole('button'));
    await expect(avg()).toHaveAttribute('aria-sort', 'ascending');
    await expect(args.onSortChange).toHaveBeenLastCalledWith([
      { type: 'pivot', field: 'source', direction: 'Descending' },
      { type: 'series', field: 'avg(took_ms)', direction: 'Ascending' },
    ]);
    await expect(count()).not.toHaveAttribute('aria-sort');
  },
};

export const RowAndColumnGroups: Story = {
  args: { title: 'Requests by host, method and status code', model: grouped(), width: 900, height: 420 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // Column grouping values head their series columns; rollup columns follow.
    await expect(canvas.getByRole('columnheader', { name: '404' })).toHaveAttribute('colspan', '1');
    await expect(canvas.getAllByRole('columnheader', { name: 'count()' })).toHaveLength(5);
    // Repeated host values are shown once for the rows of their group.
    await expect(firstColumn(canvasElement).filter((t) => t === 'web-01.eu-west')).toHaveLength(1);
    await expect(canvas.getByRole('cell', { name: 'web-01.eu-west' })).toHaveAttribute('rowspan', '3');
  },
};

export const WithoutRollup: Story = {
  args: { title: 'Requests by host, method and status code (no rollup)', model: grouped(false), width: 900, height: 420 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('columnheader', { name: 'count()' })).toHaveLength(4);
  },
};

export const PinnedColumns: Story = {
  args: {
    title: 'Requests by host (pinned host column)',
    model: grouped(),
    width: 480,
    height: 320,
    pinnedColumns: ['source'],
    editable: true,
  },
  play: async ({ canvasElement }) => {
    const cell = within(canvasElement).getByRole('cell', { name: 'web-01.eu-west' });
    await expect(cell).toHaveStyle({ position: 'sticky', left: '0px' });
    const region = within(canvasElement).getByRole('region', { name: /pinned host column/ });
    region.scrollLeft = 300;
    await expect(cell.getBoundingClientRect().left).toBeCloseTo(region.getBoundingClientRect().left, 0);
    region.scrollLeft = 0;
  },
};

export const EmptyAggregation: Story = {
  args: { title: 'Untitled Aggregation', model: toTableModel([], { rowPivots: [SOURCE_PIVOT] }) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Empty Aggregation');
  },
};
