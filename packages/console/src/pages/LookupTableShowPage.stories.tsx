import type { Meta, StoryObj } from '@storybook/react-vite';
import { Route } from 'wouter';
import { expect, within } from 'storybook/test';
import { routePattern } from '../routing/routes';
import { ConsoleFrame } from '../storybook/ConsoleFrame';
import { adminUser } from '../storybook/storyData';
import { errorStateKey, storyAdapter, storyCountries, storyTablePage } from './lookup/lookupStoryData';
import { LookupTableShowPage } from './LookupTableShowPage';

const data = (problem: string | null) =>
  [
    [['lookupTables', 'one', storyCountries.name, true], storyTablePage([storyCountries])],
    [
      ['lookupTables', 'usage', storyCountries.name],
      {
        extractors: [{ inputId: 'i1', inputTitle: 'Web GELF', extractorId: 'e1', title: 'Country name', as: 'extractor' }],
        rules: [{ id: 'r1', title: 'Enrich country' }],
        decorators: [],
        unreadable: [],
      },
    ],
    [
      ['lookupErrorStates', errorStateKey([storyCountries.name])],
      { tables: {}, caches: {}, dataAdapters: problem ? { [storyAdapter.name]: problem } : {} },
    ],
  ] as const;

const meta = {
  title: 'Console/LookupTableShowPage',
  component: LookupTableShowPage,
  render: () => (
    <ConsoleFrame user={adminUser} path="/system/lookuptables/table/countries" data={data(null)}>
      <Route path={routePattern('SYSTEM_LOOKUPTABLES_SHOW')} component={LookupTableShowPage} />
    </ConsoleFrame>
  ),
} satisfies Meta<typeof LookupTableShowPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A table's configuration beside "Test lookup", purging its cache and the extractor and rule that use it. */
export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Lookup Table Countries' })).toBeVisible();
    await expect(canvas.getByText('unknown (string)')).toBeVisible();
    await expect(canvas.getByRole('form', { name: 'Test lookup' })).toBeVisible();
    await expect(canvas.getByRole('form', { name: 'Purge key' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Pipeline rule "Enrich country"' })).toBeVisible();
  },
};

/** Its data adapter cannot read the file. */
export const AdapterFailing: Story = {
  render: () => (
    <ConsoleFrame user={adminUser} path="/system/lookuptables/table/countries" data={data('The file does not exist.')}>
      <Route path={routePattern('SYSTEM_LOOKUPTABLES_SHOW')} component={LookupTableShowPage} />
    </ConsoleFrame>
  ),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('This lookup table has a problem: The file does not exist.')).toBeVisible();
  },
};
