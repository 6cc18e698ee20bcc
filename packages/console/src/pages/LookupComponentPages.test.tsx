import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { toast } from '@sift/ui';
import { json, USER_WIRE } from '../testing/fakeApi';
import { findDialog } from '../testing/findDialog';
import { renderApp } from '../testing/renderApp';
import { NO_REQUESTS } from './lookup/CacheStatistics';
import { OTX_INDICATORS, RANSOMWARE_DEPRECATION } from './lookup/componentTypes';
import {
  ADAPTER_TYPES_WIRE,
  CACHE_TYPES_WIRE,
  componentsPageWire,
  CSV_ADAPTER_WIRE,
  MEMORY_CACHE_WIRE,
  THREAT_INTEL_TYPES_WIRE,
} from './lookup/lookupFixtures';

const ADMIN = { ...USER_WIRE, permissions: ['*'] };
const BASE = {
  'GET /users/jane': ADMIN,
  'GET /system/lookup/caches': componentsPageWire('caches', [MEMORY_CACHE_WIRE]),
  'GET /system/lookup/adapters': componentsPageWire('data_adapters', [CSV_ADAPTER_WIRE]),
  'GET /system/lookup/types/caches': CACHE_TYPES_WIRE,
  'GET /system/lookup/types/adapters': ADAPTER_TYPES_WIRE,
  'POST /system/lookup/errorstates': { tables: {}, caches: {}, data_adapters: {} },
};
const OK = { failed: false, errors: {}, error_context: {} };

afterEach(() => toast.clear());

describe('Lookup caches and data adapters', { timeout: 30_000 }, () => {
  it('lists caches 50 to a page by title descending, with their type in words; a cache in use is not deleted', async () => {
    const { api } = renderApp(
      {
        ...BASE,
        [`DELETE /system/lookup/caches/${MEMORY_CACHE_WIRE.id}`]: json(
          { type: 'ApiError', message: 'The cache is still in use, cannot delete.' },
          400,
        ),
      },
      '/system/lookuptables/caches',
    );
    const table = await screen.findByRole('table', { name: 'Caches' });
    expect(within(table).getByRole('link', { name: MEMORY_CACHE_WIRE.title })).toHaveAttribute(
      'href',
      '/system/lookuptables/caches/memory-1000',
    );
    expect(await within(table).findByText('Node-local, in-memory cache')).toBeInTheDocument();
    expect(api.calls.find((c) => c.path === '/system/lookup/caches')?.query).toMatchObject({
      per_page: '50',
      sort: 'title',
      order: 'desc',
    });
    await userEvent.click(within(table).getByRole('button', { name: `Delete ${MEMORY_CACHE_WIRE.title}` }));
    await userEvent.click(within(await findDialog('alertdialog', { name: 'Delete cache' })).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Could not delete cache')).toBeInTheDocument();
    expect(screen.getByText(/The cache is still in use, cannot delete\./)).toBeInTheDocument();
  });

  it('lists data adapters with their error state', async () => {
    renderApp(
      { ...BASE, 'POST /system/lookup/errorstates': { data_adapters: { [CSV_ADAPTER_WIRE.name]: 'The file does not exist.' } } },
      '/system/lookuptables/data_adapters',
    );
    const table = await screen.findByRole('table', { name: 'Data Adapters' });
    expect(await within(table).findByText('The file does not exist.')).toBeInTheDocument();
    expect(within(table).getByText('CSV File')).toBeInTheDocument();
  });

  it("creates a CSV data adapter from its type's form, with the server's file check at the path field", async () => {
    const { api } = renderApp(
      {
        ...BASE,
        'POST /system/lookup/adapters/validate': (call: { body: unknown }) =>
          (call.body as { config: { path: string } }).config.path === '/etc/graylog/lookup-table.csv'
            ? { failed: true, errors: { path: ['The file does not exist.'] }, error_context: {} }
            : OK,
        'POST /system/lookup/adapters': (call: { body: unknown }) => ({ ...(call.body as object), id: 'a-new' }),
        'GET /system/lookup/adapters/ports': { ...CSV_ADAPTER_WIRE, id: 'a-new', title: 'Ports', name: 'ports' },
      },
      '/system/lookuptables/data_adapters/create',
    );
    await userEvent.selectOptions(await screen.findByLabelText('Data adapter type'), 'CSV File');
    const form = await screen.findByRole('form', { name: 'Create data adapter' });
    expect(within(form).getByLabelText('Check interval')).toHaveValue(60);
    await userEvent.type(within(form).getByLabelText('Title'), 'Ports');
    await userEvent.type(within(form).getByLabelText('Name'), 'ports');
    await userEvent.click(within(form).getByRole('button', { name: 'Create data adapter' }));
    expect(await within(form).findByText('The file does not exist.')).toBeInTheDocument();
    expect(api.calls.some((c) => c.method === 'POST' && c.path === '/system/lookup/adapters')).toBe(false);

    await userEvent.clear(within(form).getByLabelText('File path'));
    await userEvent.type(within(form).getByLabelText('File path'), '/srv/ports.csv');
    await userEvent.click(within(form).getByLabelText('CIDR lookup'));
    await userEvent.click(within(form).getByRole('button', { name: 'Create data adapter' }));
    await waitFor(() =>
      expect(api.calls.find((c) => c.method === 'POST' && c.path === '/system/lookup/adapters')?.body).toEqual({
        id: '',
        _scope: null,
        title: 'Ports',
        description: '',
        name: 'ports',
        content_pack: null,
        config: {
          type: 'csvfile',
          path: '/srv/ports.csv',
          separator: ',',
          quotechar: '"',
          key_column: 'key',
          value_column: 'value',
          check_interval: 60,
          case_insensitive_lookup: false,
          cidr_lookup: true,
        },
      }),
    );
    expect(await screen.findByText('Data adapter "Ports" was created.')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Data adapter Ports' })).toBeInTheDocument();
  });

  it('creates an in-memory cache with its time units and opens its page', async () => {
    const { api } = renderApp(
      {
        ...BASE,
        'POST /system/lookup/caches/validate': OK,
        'POST /system/lookup/caches': (call: { body: unknown }) => ({ ...(call.body as object), id: 'c-new' }),
        'GET /system/lookup/caches/fast': { ...MEMORY_CACHE_WIRE, id: 'c-new', title: 'Fast', name: 'fast' },
        'GET /system/metrics/namespace/org.graylog2.lookup.caches.c-new': { total: 0, metrics: [] },
      },
      '/system/lookuptables/caches/create',
    );
    await userEvent.selectOptions(await screen.findByLabelText('Cache type'), 'Node-local, in-memory cache');
    const form = await screen.findByRole('form', { name: 'Create cache' });
    await userEvent.type(within(form).getByLabelText('Title'), 'Fast');
    await userEvent.type(within(form).getByLabelText('Name'), 'fast');
    await userEvent.selectOptions(within(form).getByLabelText('Expire after write unit (optional)'), 'Minutes');
    await userEvent.click(within(form).getByRole('button', { name: 'Create cache' }));
    await waitFor(() =>
      expect(api.calls.find((c) => c.method === 'POST' && c.path === '/system/lookup/caches')?.body).toMatchObject({
        config: { type: 'guava_cache', max_size: 1000, expire_after_access_unit: 'SECONDS', expire_after_write_unit: 'MINUTES' },
      }),
    );
    const page = await screen.findByRole('heading', { name: 'Cache Fast' });
    expect(page).toBeInTheDocument();
    expect(screen.getByText('Maximum entries')).toBeInTheDocument();
    expect(await screen.findByText(NO_REQUESTS)).toBeInTheDocument();
  });

  it('reads the form of a type it does not know off its default config', async () => {
    renderApp(BASE, '/system/lookuptables/data_adapters/create');
    await userEvent.selectOptions(await screen.findByLabelText('Data adapter type'), 'httpjsonpath');
    const form = await screen.findByRole('form', { name: 'Create data adapter' });
    expect(within(form).getByLabelText('Single value jsonpath')).toHaveValue('$.value');
    expect(within(form).getByLabelText('Http user agent')).toHaveValue('Graylog Lookup');
  });

  it('offers the threat-intelligence adapters with their forms, the ransomware tracker with its deprecation notice', async () => {
    const { api } = renderApp(
      {
        ...BASE,
        'GET /system/lookup/types/adapters': { ...ADAPTER_TYPES_WIRE, ...THREAT_INTEL_TYPES_WIRE },
        'POST /system/lookup/adapters/validate': OK,
      },
      '/system/lookuptables/data_adapters/create',
    );
    const chooser = await screen.findByLabelText('Data adapter type');
    await userEvent.selectOptions(chooser, 'Ransomware blocklist (abuse.ch)');
    expect(await screen.findByText(RANSOMWARE_DEPRECATION)).toBeInTheDocument();
    const ransom = screen.getByRole('form', { name: 'Create data adapter' });
    expect(within(ransom).getByLabelText('Refresh interval unit (optional)')).toHaveValue('MINUTES');
    expect(within(ransom).getByLabelText('Blocklist type')).toHaveValue('DOMAINS');

    await userEvent.selectOptions(chooser, 'AlienVault OTX');
    const otx = await screen.findByRole('form', { name: 'Create data adapter' });
    const indicators = within(within(otx).getByLabelText('Indicator')).getAllByRole('option');
    expect(indicators.map((option) => (option as HTMLOptionElement).value).filter(Boolean)).toEqual(Object.keys(OTX_INDICATORS));
    expect(within(otx).getByLabelText('OTX API key (optional)')).toBeInTheDocument();
    expect(within(otx).getByLabelText('HTTP read timeout')).toHaveValue(60000);

    await userEvent.selectOptions(chooser, 'Whois for IPs');
    const whois = await screen.findByRole('form', { name: 'Create data adapter' });
    await userEvent.type(within(whois).getByLabelText('Title'), 'Owners');
    await userEvent.type(within(whois).getByLabelText('Name'), 'owners');
    await userEvent.clear(within(whois).getByLabelText('Connect timeout'));
    await userEvent.click(within(whois).getByRole('button', { name: 'Create data adapter' }));
    expect(await within(whois).findByText('Field is required')).toBeInTheDocument();
    expect(api.calls.some((c) => c.path === '/system/lookup/adapters/validate')).toBe(false);
  });

  it('gives a Reader "Missing Permissions" on every cache and adapter page', async () => {
    renderApp({ ...BASE, 'GET /users/jane': USER_WIRE }, '/system/lookuptables/data_adapters/data_adapter/country-codes-csv');
    expect(await screen.findByRole('heading', { name: 'Missing Permissions' })).toBeInTheDocument();
  });

  it("shows a cache's statistics: entries, requests and its hit rate", async () => {
    const prefix = `org.graylog2.lookup.caches.${MEMORY_CACHE_WIRE.id}`;
    const meter = (name: string, count: number) => ({
      full_name: `${prefix}.${name}`,
      name,
      type: 'meter',
      metric: { rate: { total: count, mean: 0, one_minute: 0, five_minute: 0, fifteen_minute: 0 }, rate_unit: 'events/second' },
    });
    renderApp(
      {
        ...BASE,
        'GET /system/lookup/caches/memory-1000': MEMORY_CACHE_WIRE,
        [`GET /system/metrics/namespace/${prefix}`]: {
          total: 4,
          metrics: [
            meter('requests', 8),
            meter('hits', 6),
            meter('misses', 2),
            { full_name: `${prefix}.entries`, name: 'entries', type: 'gauge', metric: { value: 2 } },
          ],
        },
      },
      '/system/lookuptables/caches/memory-1000',
    );
    expect(await screen.findByText('75.00% (6 hits, 2 misses)')).toBeInTheDocument();
    expect(screen.getByText('8')).toBeInTheDocument();
  });

  it("tests a key on a data adapter's page against the adapter itself", async () => {
    const { api } = renderApp(
      {
        ...BASE,
        'GET /system/lookup/adapters/country-codes-csv': CSV_ADAPTER_WIRE,
        'GET /system/lookup/adapters/country-codes-csv/query': {
          single_value: 'Germany',
          multi_value: { value: 'Germany' },
          string_list_value: null,
          has_error: false,
          ttl: 9007199254740991,
        },
      },
      '/system/lookuptables/data_adapters/data_adapter/country-codes-csv',
    );
    const form = await screen.findByRole('form', { name: 'Test lookup' });
    await userEvent.type(within(form).getByLabelText('Key'), 'de');
    await userEvent.click(within(form).getByRole('button', { name: 'Look up' }));
    const result = await screen.findByRole('region', { name: 'Lookup result for de' });
    expect(within(result).getByText('"Germany"')).toBeInTheDocument();
    expect(api.calls.find((c) => c.path.endsWith('/query'))?.query).toEqual({ key: 'de' });
  });
});
