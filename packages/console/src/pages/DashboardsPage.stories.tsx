import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { decodeViewSummary, type Page, type ViewSummary } from '@sift/api';
import { ConsoleFrame } from '../storybook/ConsoleFrame';
import { adminUser, readerUser } from '../storybook/storyData';
import { DashboardsPage } from './DashboardsPage';

const dashboard = (id: string, title: string, summary: string, description: string, favorite = false): ViewSummary =>
  decodeViewSummary({
    id,
    type: 'DASHBOARD',
    title,
    summary,
    description,
    search_id: `s-${id}`,
    properties: [],
    requires: {},
    owner: 'admin',
    created_at: '2024-05-01T10:00:00.000Z',
    favorite,
  });

const storyDashboards = [
  dashboard('6650d0000000000000000001', 'Checkout', 'Orders and payment latency', 'Every shop node, by customer', true),
  dashboard('6650d0000000000000000002', 'Firewall', 'Blocked connections', 'Drops by source and port'),
  dashboard('6650d0000000000000000003', 'Web traffic', 'Requests and errors', 'HTTP status codes over time'),
];

const page = (elements: ViewSummary[]): Page<ViewSummary> => ({
  elements,
  total: elements.length,
  count: elements.length,
  page: 1,
  perPage: 10,
  query: '',
  attributes: [],
  context: {},
});

const QUERY = { page: 1, perPage: 10, query: '', sort: 'title', order: 'asc' };
const data = (elements: ViewSummary[]) =>
  [
    [['dashboards', QUERY], page(elements)],
    [['layoutPreferences', 'dashboards'], null],
  ] as const;

const meta = {
  title: 'Console/Dashboards/DashboardsPage',
  component: DashboardsPage,
  render: () => (
    <ConsoleFrame user={adminUser} path="/dashboards" data={data(storyDashboards)}>
      <DashboardsPage />
    </ConsoleFrame>
  ),
} satisfies Meta<typeof DashboardsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Three dashboards by title, one a favorite; the administrator may create, share and delete. */
export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Dashboards' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Create new dashboard' })).toHaveAttribute('href', '/dashboards/new');
    await expect(canvas.getByRole('link', { name: 'Checkout' })).toHaveAttribute('href', '/dashboards/6650d0000000000000000001');
    await expect(canvas.getByText('Orders and payment latency')).toBeVisible();
    await expect(canvas.getAllByRole('button', { name: 'Remove from favorites' })).toHaveLength(1);
    await expect(canvas.getByRole('button', { name: 'Delete Firewall' })).toBeVisible();
  },
};

/** Two selected dashboards, deleted from "Bulk actions" after a confirmation. */
export const BulkDelete: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Select Firewall' }));
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Select Web traffic' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Bulk actions' }));
    await userEvent.click(await body.findByRole('menuitem', { name: 'Delete' }));
    const dialog = within(await body.findByRole('alertdialog', { name: 'Delete dashboards' }));
    await expect(dialog.getByText('Do you really want to delete 2 dashboards?')).toBeVisible();
  },
};

/** No dashboards yet. */
export const Empty: Story = {
  render: () => (
    <ConsoleFrame user={adminUser} path="/dashboards" data={data([])}>
      <DashboardsPage />
    </ConsoleFrame>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No dashboards found')).toBeVisible();
  },
};

/** A Reader sees the dashboards, without "Create new dashboard" or Delete, and may not share what others own. */
export const ReadOnly: Story = {
  render: () => (
    <ConsoleFrame user={readerUser} path="/dashboards" data={data(storyDashboards)}>
      <DashboardsPage />
    </ConsoleFrame>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Web traffic' })).toBeVisible();
    await expect(canvas.queryByRole('link', { name: 'Create new dashboard' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: /^Delete / })).toBeNull();
    await expect(canvas.queryByRole('checkbox')).toBeNull();
    await expect(canvas.getAllByRole('button', { name: 'Share' })[0]).toBeDisabled();
  },
};
