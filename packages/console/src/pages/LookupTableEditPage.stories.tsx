import type { Meta, StoryObj } from '@storybook/react-vite';
import { Route } from 'wouter';
import { expect, userEvent, within } from 'storybook/test';
import { routePattern } from '../routing/routes';
import { ConsoleFrame } from '../storybook/ConsoleFrame';
import { adminUser } from '../storybook/storyData';
import { storyAdapter, storyCache, storyCountries, storyTablePage } from './lookup/lookupStoryData';
import { LookupTableEditPage } from './LookupTableEditPage';

const page = (items: readonly unknown[]) => ({
  elements: items,
  total: items.length,
  count: items.length,
  page: 1,
  perPage: 50,
  query: null,
  attributes: [],
  context: {},
});
const ALL = { perPage: 0 };
const data = [
  [['lookupCaches', ALL], page([storyCache])],
  [['lookupAdapters', ALL], page([storyAdapter])],
  [['lookupTables', 'one', storyCountries.name, false], storyTablePage([storyCountries])],
] as const;

const meta = {
  title: 'Console/LookupTableEditPage',
  component: LookupTableEditPage,
  // @sift/ui's Panel heading is a fixed level under the page's <h1>; see SystemOverviewPage.stories.
  parameters: { a11y: { config: { rules: [{ id: 'heading-order', enabled: false }] } } },
  render: () => (
    <ConsoleFrame user={adminUser} path="/system/lookuptables/create" data={data}>
      <Route path={routePattern('SYSTEM_LOOKUPTABLES_CREATE')} component={LookupTableEditPage} />
    </ConsoleFrame>
  ),
} satisfies Meta<typeof LookupTableEditPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Creating a table: submitting it empty names every required field. */
export const Create: Story = {
  play: async ({ canvasElement }) => {
    const form = within(canvasElement.ownerDocument.body).getByRole('form', { name: 'Create lookup table' });
    await userEvent.click(within(form).getByRole('button', { name: 'Create lookup table' }));
    await expect(within(form).getAllByText('Field is required')).toHaveLength(4);
  },
};

/** Editing a table: its stored values, its default single value among them. */
export const Edit: Story = {
  render: () => (
    <ConsoleFrame user={adminUser} path="/system/lookuptables/table/countries/edit" data={data}>
      <Route path={routePattern('SYSTEM_LOOKUPTABLES_EDIT')} component={LookupTableEditPage} />
    </ConsoleFrame>
  ),
  play: async ({ canvasElement }) => {
    const form = within(canvasElement).getByRole('form', { name: 'Edit lookup table' });
    await expect(within(form).getByLabelText('Title')).toHaveValue('Countries');
    await expect(within(form).getByLabelText('Default single value (optional)')).toHaveValue('unknown');
    await expect(within(form).getByRole('combobox', { name: 'Cache' })).toHaveValue(storyCache.title);
  },
};
