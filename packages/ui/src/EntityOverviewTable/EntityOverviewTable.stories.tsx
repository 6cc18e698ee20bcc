import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import type { queries } from '@testing-library/dom';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Icon } from '../Icon/Icon';
import { ROW_HEIGHT } from './columnRules';
import { EntityOverviewTable, type EntityOverviewTableProps } from './EntityOverviewTable';
import { DEMO_COLUMNS, DEMO_LAYOUT, demoStreams, type DemoStream } from './storyData';
import type { TableLayoutPreferences } from './types';

const TEN = demoStreams(10);
const THOUSAND = demoStreams(1000);
const ALL_PERMISSIONS = () => true;

type DemoProps = Partial<EntityOverviewTableProps<DemoStream>> & { initialLayout?: TableLayoutPreferences };

function sortStreams(entities: readonly DemoStream[], { sort }: TableLayoutPreferences): DemoStream[] {
  const sorted = [...entities];
  if (sort) {
    const key = sort.attributeId as keyof DemoStream;
    sorted.sort((a, b) => a[key].localeCompare(b[key], 'en', { numeric: true }) * (sort.direction === 'asc' ? 1 : -1));
  }
  return sorted;
}

/** Holds the layout like the console does, and sorts the rows by it. */
/** A favourite shows as a filled star (an icon: no font has to hold the glyph); every other cell as its text. */
function renderDemoCell(entity: DemoStream, column: { id: string }) {
  if (column.id === 'favorite') return entity.favorite ? <Icon name="star" filled size="sm" title="Favourite" /> : null;
  return entity[column.id as keyof DemoStream];
}

function Demo({ entities = TEN, initialLayout = DEMO_LAYOUT, onLayoutChange, ...rest }: DemoProps) {
  const [layout, setLayout] = useState(initialLayout);
  const sorted = sortStreams(entities, layout);
  return (
    <EntityOverviewTable<DemoStream>
      aria-label="Streams"
      columns={DEMO_COLUMNS}
      hasPermission={ALL_PERMISSIONS}
      renderCell={renderDemoCell}
      {...rest}
      entities={sorted}
      layout={layout}
      onLayoutChange={(next) => {
        setLayout(next);
        onLayoutChange?.(next);
      }}
    />
  );
}

const meta = {
  title: 'Components/EntityOverviewTable',
  component: EntityOverviewTable,
  // The demo owns the layout and sorts the rows; these args only satisfy the required props.
  render: ({ entities: _e, layout: _l, columns: _c, ...args }) => <Demo {...(args as DemoProps)} />,
  args: {
    'aria-label': 'Streams',
    entities: TEN,
    columns: DEMO_COLUMNS,
    layout: DEMO_LAYOUT,
    onLayoutChange: fn(),
    bulkActions: () => [{ label: 'Delete', onSelect: fn() }],
    renderRowDetails: (entity) => <p style={{ margin: 0 }}>Stream {entity.id} receives messages from 3 inputs.</p>,
  },
} satisfies Meta<typeof EntityOverviewTable>;

export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within<typeof queries>>;
const headers = (canvas: Canvas) => canvas.getAllByRole('columnheader').map((h: HTMLElement) => h.textContent);
const firstTitle = (canvas: Canvas) => within(canvas.getAllByRole('row')[1]!).getAllByRole('cell')[2]!.textContent;

/** Sort toggle: a new column starts ascending, the active column flips. */
export const Playground: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const title = canvas.getByRole('columnheader', { name: /Title/ });
    await expect(title).toHaveAttribute('aria-sort', 'ascending');
    await expect(firstTitle(canvas)).toBe('Auth failures 3');
    await userEvent.click(within(title).getByRole('button'));
    await expect(title).toHaveAttribute('aria-sort', 'descending');
    await expect(args.onLayoutChange).toHaveBeenLastCalledWith({ ...DEMO_LAYOUT, sort: { attributeId: 'title', direction: 'desc' } });
    const created = canvas.getByRole('columnheader', { name: /Created/ });
    await userEvent.click(within(created).getByRole('button'));
    await expect(created).toHaveAttribute('aria-sort', 'ascending');
    await expect(title).toHaveAttribute('aria-sort', 'none');
    await expect(firstTitle(canvas)).toBe('Nginx access 1');
    // Columns that are not sortable have no sort button.
    await expect(within(canvas.getByRole('columnheader', { name: 'Description' })).queryByRole('button')).toBeNull();
    // Hidden columns never show.
    await expect(headers(canvas)).not.toContain('Index set');
  },
};

/** Default widths: owner 120, favorite 30, DATE 160, bulk select 20 (each plus 5 px padding either side); description twice a plain column. */
export const DefaultWidths: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const width = (name: RegExp | string) => canvas.getByRole('columnheader', { name }).getBoundingClientRect().width;
    await waitFor(() => expect(width('Owner')).toBe(130));
    await expect(width('Fav')).toBe(40);
    await expect(width(/Created/)).toBe(170);
    await expect(width('Select all visible rows')).toBe(30);
    // The weighted columns share what is left of the container's width, which settles once the
    // page's scrollbar has (or has not) appeared.
    await waitFor(() => {
      const plain = width(/Title/);
      expect(plain).toBeGreaterThanOrEqual(150);
      expect(Math.abs(width('Description') - 2 * plain)).toBeLessThanOrEqual(1);
      expect(Math.abs(width('Summary') - 1.5 * plain)).toBeLessThanOrEqual(1);
    });
  },
};

/** The header checkbox is unchecked, partial or checked over the visible rows; "Bulk actions" holds "Cancel selection". */
export const BulkSelection: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const all = canvas.getByRole<HTMLInputElement>('checkbox', { name: 'Select all visible rows' });
    await expect(all).not.toBeChecked();
    await expect(canvas.queryByRole('button', { name: 'Bulk actions' })).toBeNull();
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Select stream-0002' }));
    await expect(all).toBePartiallyChecked();
    await expect(canvas.getByRole('status')).toHaveTextContent('1 item(s) selected');
    await userEvent.click(all);
    await expect(all).toBeChecked();
    await expect(canvas.getByRole('status')).toHaveTextContent('10 item(s) selected');
    await userEvent.click(all);
    await expect(all).not.toBeChecked();
    await userEvent.click(all);
    await userEvent.click(canvas.getByRole('button', { name: 'Bulk actions' }));
    const body = within(canvasElement.ownerDocument.body);
    await expect(body.getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['Delete', 'Cancel selection']);
    await userEvent.click(body.getByRole('menuitem', { name: 'Cancel selection' }));
    await expect(all).not.toBeChecked();
    await expect(canvas.queryByText(/item\(s\) selected/)).toBeNull();
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Select stream-0004' }));
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Select stream-0007' }));
    await expect(canvas.getByRole('status')).toHaveTextContent('2 item(s) selected');
  },
};

/** Row details expand and collapse per entity. */
export const RowDetails: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const toggle = canvas.getByRole('button', { name: 'Show details of stream-0003' });
    await userEvent.click(toggle);
    await expect(canvas.getByText('Stream stream-0003 receives messages from 3 inputs.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Hide details of stream-0003' })).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.queryByText('Stream stream-0004 receives messages from 3 inputs.')).toBeNull();
    // The expanded row is measured, so the next row sits below its details rather than on top of them.
    const details = canvas.getByRole('cell', { name: 'Details of stream-0003' }).getBoundingClientRect();
    await waitFor(() =>
      expect(canvas.getByRole('checkbox', { name: 'Select stream-0004' }).getBoundingClientRect().top).toBeGreaterThan(details.bottom),
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Hide details of stream-0003' }));
    await expect(canvas.queryByText('Stream stream-0003 receives messages from 3 inputs.')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Show details of stream-0005' }));
    await expect(canvas.getByText('Stream stream-0005 receives messages from 3 inputs.')).toBeVisible();
  },
};

/** The column chooser changes the displayed attributes of the layout preferences. */
export const ColumnChooser: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Columns' }));
    const dialog = within(await within(canvasElement.ownerDocument.body).findByRole('dialog'));
    // Hidden columns are not offered.
    await expect(dialog.queryByRole('checkbox', { name: 'Index set' })).toBeNull();
    await userEvent.click(dialog.getByRole('checkbox', { name: 'Description' }));
    await expect(args.onLayoutChange).toHaveBeenLastCalledWith({
      ...DEMO_LAYOUT,
      displayedAttributes: ['title', 'summary', 'owner', 'created_at', 'favorite'],
    });
    await userEvent.keyboard('{Escape}');
    await expect(headers(canvas)).not.toContain('Description');
  },
};

/** Without `users:list` the Owner column is hidden; a column with `anyPermissions` needs only one of its permissions. */
export const PermissionGuardedColumns: Story = {
  args: {
    hasPermission: (permission: string) => permission === 'streams:read',
    columns: [
      ...DEMO_COLUMNS.slice(0, 5),
      { id: 'favorite', title: 'Fav', permissions: ['favorites:edit', 'streams:read'], anyPermissions: true },
    ],
  },
  render: ({ entities: _e, layout: _l, ...args }) => <Demo {...(args as DemoProps)} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(headers(canvas)).not.toContain('Owner');
    await expect(headers(canvas)).toContain('Fav');
  },
};

export const Empty: Story = {
  render: ({ entities: _e, layout: _l, columns: _c, ...args }) => <Demo {...(args as DemoProps)} entities={[]} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('No entities exist.')).toBeVisible();
    await expect(canvas.getByRole('checkbox', { name: 'Select all visible rows' })).toBeDisabled();
  },
};

export const FilterMatchesNothing: Story = {
  render: ({ entities: _e, layout: _l, columns: _c, ...args }) => <Demo {...(args as DemoProps)} entities={[]} filtered />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Filter does not match any data.')).toBeVisible();
  },
};

/** Paged through PaginatedList: the page size lives in the layout preferences. */
export const Paginated: Story = {
  render: ({ entities: _e, layout: _l, columns: _c, ...args }) => <PagedDemo {...(args as DemoProps)} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('row')).toHaveLength(11);
    await userEvent.click(canvas.getByRole('button', { name: 'Page 2' }));
    // Sorted by title: page 2 starts with the 11th title in order.
    await expect(canvas.getAllByRole('row')[1]).toHaveTextContent('DNS queries 27');
    await userEvent.selectOptions(canvas.getByLabelText('Page size'), '20');
    await expect(args.onLayoutChange).toHaveBeenLastCalledWith({ ...DEMO_LAYOUT, perPage: 20 });
    await expect(canvas.getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getAllByRole('row')).toHaveLength(21);
    // A focused native select renders its text differently from run to run; the screenshot wants it at rest.
    canvas.getByLabelText('Page size').blur();
  },
};

function PagedDemo({ initialLayout: _i, ...props }: DemoProps) {
  const all = demoStreams(45);
  const [layout, setLayout] = useState(DEMO_LAYOUT);
  const [page, setPage] = useState(1);
  const [query, setQuery] = useState('');
  const matching = sortStreams(
    all.filter((s) => s.title.toLowerCase().includes(query.toLowerCase())),
    layout,
  );
  return (
    <EntityOverviewTable<DemoStream>
      aria-label="Streams"
      columns={DEMO_COLUMNS}
      hasPermission={ALL_PERMISSIONS}
      {...props}
      entities={matching.slice((page - 1) * layout.perPage, page * layout.perPage)}
      layout={layout}
      onLayoutChange={(next) => {
        setLayout(next);
        props.onLayoutChange?.(next);
      }}
      paging={{
        totalItems: matching.length,
        page,
        query,
        onChange: (nextPage, nextQuery) => {
          setPage(nextPage);
          setQuery(nextQuery);
        },
      }}
    />
  );
}

/** A thousand rows: only the rows near the viewport are in the DOM, and scrolling the page brings in the rest. */
export const ThousandRows: Story = {
  // The page is 36,000 px tall; a screenshot of it would be huge and shows nothing the Playground does not.
  parameters: { screenshot: false },
  render: ({ entities: _e, layout: _l, columns: _c, ...args }) => (
    <Demo {...(args as DemoProps)} entities={THOUSAND} initialLayout={{ ...DEMO_LAYOUT, sort: null }} />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = canvas.getByRole('table', { name: 'Streams' });
    await expect(table).toHaveAttribute('aria-rowcount', '1001');
    await expect(canvas.getAllByRole('row').length).toBeLessThan(80);
    window.scrollTo(0, 500 * ROW_HEIGHT);
    await waitFor(() => expect(canvas.getByRole('checkbox', { name: 'Select stream-0501' })).toBeInTheDocument());
    await expect(canvas.queryByRole('checkbox', { name: 'Select stream-0001' })).toBeNull();
    window.scrollTo(0, 0);
  },
};
