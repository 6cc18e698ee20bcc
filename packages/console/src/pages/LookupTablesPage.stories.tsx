import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ConsoleFrame } from '../storybook/ConsoleFrame';
import { adminUser, readerUser } from '../storybook/storyData';
import { errorStateKey, FIRST_PAGE_QUERY, storyAdapter, storyBlocklist, storyCountries, storyTablePage } from './lookup/lookupStoryData';
import { LookupTablesPage } from './LookupTablesPage';

const data = (problem: string | null) =>
  [
    [['lookupTables', FIRST_PAGE_QUERY], storyTablePage()],
    [
      ['lookupErrorStates', errorStateKey([storyCountries.name, storyBlocklist.name])],
      { tables: {}, caches: {}, dataAdapters: problem ? { [storyAdapter.name]: problem } : {} },
    ],
  ] as const;

const meta = {
  title: 'Console/LookupTablesPage',
  component: LookupTablesPage,
  render: () => (
    <ConsoleFrame user={adminUser} path="/system/lookuptables" data={data(null)}>
      <LookupTablesPage />
    </ConsoleFrame>
  ),
} satisfies Meta<typeof LookupTablesPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Two tables on one CSV adapter and one cache, sorted by title descending, 50 to a page. */
export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = canvas.getByRole('table', { name: 'Lookup Tables' });
    await expect(within(table).getByRole('link', { name: 'Countries' })).toBeVisible();
    await expect(within(table).getAllByText(storyAdapter.title)).toHaveLength(2);
    await expect(canvas.getByLabelText('Page size')).toHaveValue('50');
    await expect(canvas.getByRole('link', { name: 'Create lookup table' })).toBeVisible();
  },
};

/** The data adapter of both tables cannot read its file: each table says so under its title. */
export const AdapterFailing: Story = {
  render: () => (
    <ConsoleFrame user={adminUser} path="/system/lookuptables" data={data('The file does not exist.')}>
      <LookupTablesPage />
    </ConsoleFrame>
  ),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findAllByText('The file does not exist.')).toHaveLength(2);
  },
};

/** A Reader holds no lookuptables permission. */
export const AsReader: Story = {
  render: () => (
    <ConsoleFrame user={readerUser} path="/system/lookuptables" data={data(null)}>
      <LookupTablesPage />
    </ConsoleFrame>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { name: 'Missing Permissions' })).toBeVisible();
  },
};
