import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { toast } from '@sift/ui';
import { USER_WIRE } from '../testing/fakeApi';
import { findDialog } from '../testing/findDialog';
import { renderApp } from '../testing/renderApp';
import {
  BLOCKLIST_TABLE_WIRE,
  COUNTRIES_TABLE_WIRE,
  CSV_ADAPTER_WIRE,
  MEMORY_CACHE_WIRE,
  NO_ERRORS_WIRE,
  componentsPageWire,
  tablesPageWire,
} from './lookup/lookupFixtures';

const ADMIN = { ...USER_WIRE, permissions: ['*'] };
const BASE = {
  'GET /users/jane': ADMIN,
  'GET /system/lookup/tables': tablesPageWire(),
  'POST /system/lookup/errorstates': NO_ERRORS_WIRE,
};

afterEach(() => toast.clear());

describe('System → Lookup Tables', { timeout: 30_000 }, () => {
  it('lists the tables 50 to a page, by title descending, with their cache and data adapter, and sorts by a header', async () => {
    const { api } = renderApp(BASE, '/system/lookuptables');
    const table = await screen.findByRole('table', { name: 'Lookup Tables' });
    expect(within(table).getByRole('link', { name: 'Countries' })).toHaveAttribute('href', '/system/lookuptables/table/countries');
    expect(within(table).getAllByText(MEMORY_CACHE_WIRE.title)).toHaveLength(2);
    expect(within(table).getAllByText(CSV_ADAPTER_WIRE.title)).toHaveLength(2);
    const first = api.calls.find((c) => c.path === '/system/lookup/tables');
    expect(first?.query).toMatchObject({ page: '1', per_page: '50', sort: 'title', order: 'desc', resolve: 'true' });
    expect(screen.getByLabelText('Page size')).toHaveValue('50');
    expect(screen.getByRole('link', { name: 'Create lookup table' })).toHaveAttribute('href', '/system/lookuptables/create');

    await userEvent.click(within(table).getByRole('button', { name: /Title/ }));
    await waitFor(() => expect(api.calls.filter((c) => c.path === '/system/lookup/tables').at(-1)?.query).toMatchObject({ order: 'asc' }));
  });

  it('searches by the filter and shows an error state under the table it belongs to', async () => {
    const { api } = renderApp(
      {
        ...BASE,
        'POST /system/lookup/errorstates': {
          tables: { countries: '' },
          data_adapters: { [CSV_ADAPTER_WIRE.name]: 'The file does not exist.' },
          caches: { [MEMORY_CACHE_WIRE.name]: null },
        },
      },
      '/system/lookuptables',
    );
    expect(await screen.findAllByText('The file does not exist.')).toHaveLength(2);
    await userEvent.type(screen.getByLabelText('Filter'), 'coun');
    await waitFor(() =>
      expect(api.calls.filter((c) => c.path === '/system/lookup/tables').at(-1)?.query).toMatchObject({ query: 'coun', page: '1' }),
    );
  });

  it('deletes a table after confirmation', async () => {
    const { api } = renderApp({ ...BASE, [`DELETE /system/lookup/tables/${BLOCKLIST_TABLE_WIRE.id}`]: undefined }, '/system/lookuptables');
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Blocked addresses' }));
    const dialog = await findDialog('alertdialog', { name: 'Delete lookup table' });
    expect(within(dialog).getByText('Are you sure you want to delete lookup table "Blocked addresses"?')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(api.calls.some((c) => c.method === 'DELETE')).toBe(true));
  });

  it('shows a Reader "Missing Permissions" instead of the list, and asks nothing of the server', async () => {
    const { api } = renderApp({ ...BASE, 'GET /users/jane': USER_WIRE }, '/system/lookuptables');
    expect(await screen.findByRole('heading', { name: 'Missing Permissions' })).toBeInTheDocument();
    expect(api.calls.some((c) => c.path.startsWith('/system/lookup'))).toBe(false);
  });

  it('a user who may read but not change sees no create, edit or delete controls', async () => {
    renderApp({ ...BASE, 'GET /users/jane': { ...USER_WIRE, permissions: ['lookuptables:read'] } }, '/system/lookuptables');
    await screen.findByRole('link', { name: 'Countries' });
    expect(screen.queryByRole('link', { name: 'Create lookup table' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Edit' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Delete/ })).not.toBeInTheDocument();
  });
});

describe('Creating and editing a lookup table', { timeout: 30_000 }, () => {
  const FORM_ROUTES = {
    ...BASE,
    'GET /system/lookup/caches': componentsPageWire('caches', [MEMORY_CACHE_WIRE]),
    'GET /system/lookup/adapters': componentsPageWire('data_adapters', [CSV_ADAPTER_WIRE]),
  };

  it("shows the server's validation at the field and saves nothing, then creates the table and opens its page", async () => {
    const { api } = renderApp(
      {
        ...FORM_ROUTES,
        'POST /system/lookup/tables/validate': (call: { body: unknown }) =>
          (call.body as { name: string }).name === 'countries'
            ? { failed: true, errors: { name: ['The lookup table name is already in use.'] }, error_context: {} }
            : { failed: false, errors: {}, error_context: {} },
        'POST /system/lookup/tables': (call: { body: unknown }) => ({ ...COUNTRIES_TABLE_WIRE, ...(call.body as object), id: 'new' }),
        'GET /system/lookup/tables/countries-2': tablesPageWire([{ ...COUNTRIES_TABLE_WIRE, name: 'countries-2', title: 'Countries 2' }]),
      },
      '/system/lookuptables/create',
    );
    const form = await screen.findByRole('form', { name: 'Create lookup table' });
    await userEvent.type(within(form).getByLabelText('Title'), 'Countries 2');
    await userEvent.type(within(form).getByLabelText('Name'), 'countries');
    await userEvent.click(within(form).getByRole('combobox', { name: 'Data adapter' }));
    await userEvent.click(await screen.findByRole('option', { name: CSV_ADAPTER_WIRE.title }));
    await userEvent.click(within(form).getByRole('combobox', { name: 'Cache' }));
    await userEvent.click(await screen.findByRole('option', { name: MEMORY_CACHE_WIRE.title }));
    await userEvent.click(within(form).getByRole('button', { name: 'Create lookup table' }));
    expect(await within(form).findByText('The lookup table name is already in use.')).toBeInTheDocument();
    expect(api.calls.some((c) => c.method === 'POST' && c.path === '/system/lookup/tables')).toBe(false);

    await userEvent.type(within(form).getByLabelText('Name'), '-2');
    expect(within(form).queryByText('The lookup table name is already in use.')).not.toBeInTheDocument();
    await userEvent.click(within(form).getByRole('button', { name: 'Create lookup table' }));
    await waitFor(() =>
      expect(api.calls.find((c) => c.method === 'POST' && c.path === '/system/lookup/tables')?.body).toMatchObject({
        id: '',
        title: 'Countries 2',
        name: 'countries-2',
        cache_id: MEMORY_CACHE_WIRE.id,
        data_adapter_id: CSV_ADAPTER_WIRE.id,
        default_single_value_type: 'NULL',
        default_multi_value_type: 'NULL',
      }),
    );
    expect(await screen.findByText('Lookup table "Countries 2" was created.')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Lookup Table Countries 2' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/system/lookuptables/table/countries-2');
  });

  it('edits a table with its stored values and requires a title', async () => {
    const { api } = renderApp(
      {
        ...FORM_ROUTES,
        'GET /system/lookup/tables/countries': tablesPageWire([COUNTRIES_TABLE_WIRE]),
        'POST /system/lookup/tables/validate': { failed: false, errors: {}, error_context: {} },
        [`PUT /system/lookup/tables/${COUNTRIES_TABLE_WIRE.id}`]: (call: { body: unknown }) => call.body,
      },
      '/system/lookuptables/table/countries/edit',
    );
    const form = await screen.findByRole('form', { name: 'Edit lookup table' });
    expect(within(form).getByLabelText('Default single value (optional)')).toHaveValue('unknown');
    await userEvent.clear(within(form).getByLabelText('Title'));
    await userEvent.click(within(form).getByRole('button', { name: 'Update lookup table' }));
    expect(await within(form).findByText('Field is required')).toBeInTheDocument();
    await userEvent.type(within(form).getByLabelText('Title'), 'Country names');
    await userEvent.click(within(form).getByRole('button', { name: 'Update lookup table' }));
    await waitFor(() =>
      expect(api.calls.find((c) => c.method === 'PUT')?.body).toMatchObject({
        id: COUNTRIES_TABLE_WIRE.id,
        title: 'Country names',
        default_single_value: 'unknown',
        default_single_value_type: 'STRING',
      }),
    );
    expect(await screen.findByText('Lookup table "Country names" was updated.')).toBeInTheDocument();
  });

  it('a user who may read but not create gets "Missing Permissions" on the create route', async () => {
    renderApp({ ...FORM_ROUTES, 'GET /users/jane': { ...USER_WIRE, permissions: ['lookuptables:read'] } }, '/system/lookuptables/create');
    expect(await screen.findByRole('heading', { name: 'Missing Permissions' })).toBeInTheDocument();
  });
});
