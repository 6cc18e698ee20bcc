import type { Meta, StoryObj } from '@storybook/react-vite';
import { Route } from 'wouter';
import { expect, userEvent, within } from 'storybook/test';
import { decodeLookupTypeDescriptors } from '@sift/api';
import { routePattern } from '../routing/routes';
import { ConsoleFrame } from '../storybook/ConsoleFrame';
import { adminUser } from '../storybook/storyData';
import { RANSOMWARE_DEPRECATION } from './lookup/componentTypes';
import { ADAPTER_TYPES_WIRE, CACHE_TYPES_WIRE, THREAT_INTEL_TYPES_WIRE } from './lookup/lookupFixtures';
import { FIRST_COMPONENT_QUERY, storyAdapter, storyCache, storyComponentPage } from './lookup/lookupStoryData';
import { LookupAdapterEditPage } from './LookupAdapterEditPage';
import { LookupAdaptersPage } from './LookupAdaptersPage';
import { LookupAdapterShowPage } from './LookupAdapterShowPage';
import { LookupCacheShowPage } from './LookupCacheShowPage';
import { LookupCachesPage } from './LookupCachesPage';

const cacheTypes = decodeLookupTypeDescriptors(CACHE_TYPES_WIRE);
const STATS_PREFIX = `org.graylog2.lookup.caches.${storyCache.id}`;
const meter = (name: string, total: number) => ({
  fullName: `${STATS_PREFIX}.${name}`,
  name,
  type: 'meter' as const,
  metric: { rate: { total, mean: 0, one_minute: 0, five_minute: 0, fifteen_minute: 0 }, rate_unit: 'events/second' },
});
const storyCacheMetrics = [
  meter('requests', 1200),
  meter('hits', 1140),
  meter('misses', 60),
  { fullName: `${STATS_PREFIX}.entries`, name: 'entries', type: 'gauge' as const, metric: { value: 57 } },
];
const PROBLEM = { tables: {}, caches: {}, dataAdapters: { [storyAdapter.name]: 'The file does not exist.' } };
const data = [
  [['lookupCaches', FIRST_COMPONENT_QUERY], storyComponentPage([storyCache])],
  [['lookupAdapters', FIRST_COMPONENT_QUERY], storyComponentPage([storyAdapter])],
  [['lookupTypes', 'caches'], cacheTypes],
  [['lookupErrorStates', { data_adapters: [storyAdapter.name] }], PROBLEM],
  [['lookupAdapters', 'one', storyAdapter.name], storyAdapter],
  [['lookupCaches', 'one', storyCache.name], storyCache],
  [['metrics', 'namespace', STATS_PREFIX], storyCacheMetrics],
  [['lookupTypes', 'adapters'], decodeLookupTypeDescriptors({ ...ADAPTER_TYPES_WIRE, ...THREAT_INTEL_TYPES_WIRE })],
] as const;

const meta = {
  title: 'Console/LookupComponentPages',
  component: LookupCachesPage,
  render: () => (
    <ConsoleFrame user={adminUser} path="/system/lookuptables/caches" data={data}>
      <LookupCachesPage />
    </ConsoleFrame>
  ),
} satisfies Meta<typeof LookupCachesPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The caches overview: one in-memory cache. */
export const Caches: Story = {
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('table', { name: 'Caches' });
    await expect(within(table).getByRole('link', { name: storyCache.title })).toBeVisible();
    await expect(within(table).getByText('Node-local, in-memory cache')).toBeVisible();
  },
};

/** The data adapters overview: a CSV adapter whose file is missing. */
export const DataAdapters: Story = {
  render: () => (
    <ConsoleFrame user={adminUser} path="/system/lookuptables/data_adapters" data={data}>
      <LookupAdaptersPage />
    </ConsoleFrame>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('The file does not exist.')).toBeVisible();
  },
};

/** Creating a CSV file adapter: the form of the chosen type, with its defaults. */
export const CreateCsvAdapter: Story = {
  render: () => (
    <ConsoleFrame user={adminUser} path="/system/lookuptables/data_adapters/create" data={data}>
      <Route path={routePattern('SYSTEM_LOOKUPTABLES_DATA_ADAPTERS_CREATE')} component={LookupAdapterEditPage} />
    </ConsoleFrame>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.selectOptions(canvas.getByLabelText('Data adapter type'), 'CSV File');
    const form = canvas.getByRole('form', { name: 'Create data adapter' });
    await expect(within(form).getByLabelText('File path')).toHaveValue('/etc/graylog/lookup-table.csv');
    await expect(within(form).getByLabelText('Check interval')).toHaveValue(60);
  },
};

/** A data adapter's page: its configuration in the words of its form, and its error state. */
export const AdapterPage: Story = {
  render: () => (
    <ConsoleFrame user={adminUser} path={`/system/lookuptables/data_adapters/data_adapter/${storyAdapter.name}`} data={data}>
      <Route path={routePattern('SYSTEM_LOOKUPTABLES_DATA_ADAPTERS_SHOW')} component={LookupAdapterShowPage} />
    </ConsoleFrame>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('This data adapter has a problem: The file does not exist.')).toBeVisible();
    await expect(canvas.getByText('/etc/sift/countries.csv')).toBeVisible();
    await expect(canvas.getByText('Allow case-insensitive lookups')).toBeVisible();
  },
};

/** A cache's page with its statistics since the server started. */
export const CachePage: Story = {
  render: () => (
    <ConsoleFrame user={adminUser} path={`/system/lookuptables/caches/${storyCache.name}`} data={data}>
      <Route path={routePattern('SYSTEM_LOOKUPTABLES_CACHES_SHOW')} component={LookupCacheShowPage} />
    </ConsoleFrame>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('95.00% (1,140 hits, 60 misses)')).toBeVisible();
    await expect(canvas.getByText('57')).toBeVisible();
    await expect(canvas.getByText('Seconds')).toBeVisible();
  },
};

/** The deprecated ransomware tracker: its form says it should not be used. */
export const CreateRansomwareAdapter: Story = {
  render: () => (
    <ConsoleFrame user={adminUser} path="/system/lookuptables/data_adapters/create" data={data}>
      <Route path={routePattern('SYSTEM_LOOKUPTABLES_DATA_ADAPTERS_CREATE')} component={LookupAdapterEditPage} />
    </ConsoleFrame>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.selectOptions(canvas.getByLabelText('Data adapter type'), 'Ransomware blocklist (abuse.ch)');
    await expect(canvas.getByText(RANSOMWARE_DEPRECATION)).toBeVisible();
    await expect(canvas.getByLabelText('Refresh interval unit (optional)')).toHaveValue('MINUTES');
  },
};
