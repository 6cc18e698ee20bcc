import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { toast } from '@sift/ui';
import { json, USER_WIRE } from '../testing/fakeApi';
import { findDialog } from '../testing/findDialog';
import { renderApp } from '../testing/renderApp';
import { COUNTRIES_TABLE_WIRE, CSV_ADAPTER_WIRE, NO_ERRORS_WIRE, tablesPageWire } from './lookup/lookupFixtures';
import { ttlText } from './lookup/lookupTexts';
import { NOT_USED } from './lookup/UsageSection';

const ADMIN = { ...USER_WIRE, permissions: ['*'] };
const NO_TTL = 9007199254740991;
const BASE = {
  'GET /users/jane': ADMIN,
  'GET /system/lookup/tables/countries': tablesPageWire([COUNTRIES_TABLE_WIRE]),
  'POST /system/lookup/errorstates': NO_ERRORS_WIRE,
  'GET /system/inputs': { total: 0, inputs: [] },
  'GET /system/pipelines/rule': [],
  'GET /search/decorators': [],
};
const result = (single: unknown, extra: object = {}) => ({
  single_value: single,
  multi_value: single === null ? null : { value: single },
  string_list_value: null,
  has_error: false,
  ttl: NO_TTL,
  ...extra,
});
const PURGED = { n1: { call_executed: true, server_error_message: null, response: { success: true, code: 204, entity: null } } };

afterEach(() => toast.clear());

describe('A lookup table page', { timeout: 30_000 }, () => {
  it('shows the configuration and looks keys up through the table, fresh each time, with the TTL and errors', async () => {
    const answers: Record<string, object> = {
      de: result('Germany'),
      '<b>x</b>': result('<img src=x onerror=alert(1)>', { ttl: 60_000 }),
      broken: result(null, { has_error: true, ttl: 5000 }),
    };
    const { api } = renderApp(
      {
        ...BASE,
        'GET /system/lookup/tables/countries/query': (call: { query: Record<string, string> }) => answers[call.query['key'] ?? ''],
      },
      '/system/lookuptables/table/countries',
    );
    expect(await screen.findByRole('heading', { name: 'Lookup Table Countries' })).toBeInTheDocument();
    expect(screen.getByText(CSV_ADAPTER_WIRE.title)).toBeInTheDocument();
    expect(screen.getByText('unknown (string)')).toBeInTheDocument();

    const form = screen.getByRole('form', { name: 'Test lookup' });
    await userEvent.type(within(form).getByLabelText('Key'), 'de');
    await userEvent.click(within(form).getByRole('button', { name: 'Look up' }));
    const answer = await screen.findByRole('region', { name: 'Lookup result for de' });
    expect(within(answer).getByText('"Germany"')).toBeInTheDocument();
    expect(within(answer).getByText(ttlText(Infinity))).toBeInTheDocument();
    await userEvent.click(within(form).getByRole('button', { name: 'Look up' }));
    await waitFor(() => expect(api.calls.filter((c) => c.path.endsWith('/query'))).toHaveLength(2));

    await userEvent.clear(within(form).getByLabelText('Key'));
    await userEvent.type(within(form).getByLabelText('Key'), '<b>x</b>');
    await userEvent.click(within(form).getByRole('button', { name: 'Look up' }));
    const markup = await screen.findByRole('region', { name: 'Lookup result for <b>x</b>' });
    expect(within(markup).getByText('"<img src=x onerror=alert(1)>"')).toBeInTheDocument();
    expect(markup.querySelector('img')).toBeNull();
    expect(within(markup).getByText('1 minute')).toBeInTheDocument();

    await userEvent.clear(within(form).getByLabelText('Key'));
    await userEvent.type(within(form).getByLabelText('Key'), 'broken');
    await userEvent.click(within(form).getByRole('button', { name: 'Look up' }));
    const failed = await screen.findByRole('region', { name: 'Lookup result for broken' });
    expect(within(failed).getByText(/^The lookup failed: the data adapter reported an error/)).toBeInTheDocument();
    expect(within(failed).getByText('5 seconds')).toBeInTheDocument();
  });

  it('says when the lookup call itself fails', async () => {
    renderApp(
      {
        ...BASE,
        'GET /system/lookup/tables/countries/query': json({ type: 'ApiError', message: 'Lookup table countries not found' }, 404),
      },
      '/system/lookuptables/table/countries',
    );
    const form = await screen.findByRole('form', { name: 'Test lookup' });
    await userEvent.type(within(form).getByLabelText('Key'), 'de');
    await userEvent.click(within(form).getByRole('button', { name: 'Look up' }));
    expect(await screen.findByText(/^Could not look up the key: .*Lookup table countries not found/)).toBeInTheDocument();
  });

  it('purges one key, and the whole cache after confirmation, on every node', async () => {
    const { api } = renderApp(
      { ...BASE, 'POST /cluster/system/lookup/tables/countries/purge': PURGED },
      '/system/lookuptables/table/countries',
    );
    const form = await screen.findByRole('form', { name: 'Purge key' });
    await userEvent.type(within(form).getByLabelText('Key to purge'), 'de');
    await userEvent.click(within(form).getByRole('button', { name: 'Purge key' }));
    expect(await screen.findByText('Purged "de" from the cache of lookup table "Countries".')).toBeInTheDocument();
    expect(api.calls.find((c) => c.path.endsWith('/purge'))?.query).toEqual({ key: 'de' });

    await userEvent.click(screen.getByRole('button', { name: 'Purge all' }));
    const dialog = await findDialog('alertdialog', { name: 'Purge the whole cache' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Purge all' }));
    expect(await screen.findByText('Purged the whole cache of lookup table "Countries".')).toBeInTheDocument();
    expect(api.calls.filter((c) => c.path.endsWith('/purge')).at(-1)?.query).toEqual({});
  });

  it('shows the error state of its data adapter', async () => {
    renderApp(
      {
        ...BASE,
        'POST /system/lookup/errorstates': {
          tables: { countries: '' },
          data_adapters: { [CSV_ADAPTER_WIRE.name]: 'The file does not exist.' },
        },
      },
      '/system/lookuptables/table/countries',
    );
    expect(await screen.findByText('This lookup table has a problem: The file does not exist.')).toBeInTheDocument();
  });

  it('lets a user who may only read test keys, but not purge or edit', async () => {
    renderApp({ ...BASE, 'GET /users/jane': { ...USER_WIRE, permissions: ['lookuptables:read'] } }, '/system/lookuptables/table/countries');
    expect(await screen.findByRole('form', { name: 'Test lookup' })).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Purge key' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Edit' })).not.toBeInTheDocument();
  });

  it('answers "Page not found" for a table that does not exist', async () => {
    renderApp(
      { ...BASE, 'GET /system/lookup/tables/nope': json({ type: 'ApiError', message: 'Lookup table nope not found' }, 404) },
      '/system/lookuptables/table/nope',
    );
    expect(await screen.findByText('Page not found')).toBeInTheDocument();
  });

  it('shows which extractors, pipeline rules and decorators use the table, or that none does', async () => {
    const extractor = {
      id: 'e1',
      title: 'Country name',
      type: 'lookup_table',
      converters: [],
      order: 0,
      exceptions: 0,
      converter_exceptions: 0,
      metrics: {},
      cursor_strategy: 'copy',
      source_field: 'code',
      target_field: 'country',
      extractor_config: { lookup_table_name: 'countries' },
      creator_user_id: 'admin',
      condition_type: 'none',
      condition_value: '',
    };
    const input = {
      id: 'i1',
      title: 'Web GELF',
      global: true,
      name: 'GELF TCP',
      content_pack: null,
      created_at: '2024-01-01T00:00:00.000Z',
      type: 'org.graylog2.inputs.gelf.tcp.GELFTCPInput',
      creator_user_id: 'admin',
      attributes: {},
      static_fields: {},
      node: null,
    };
    const rule = {
      id: 'r1',
      title: 'Enrich country',
      description: '',
      source: 'rule "x" when true then set_field("country", lookup_value("countries", $message.code)); end',
      created_at: null,
      modified_at: null,
      errors: [],
    };
    renderApp(
      {
        ...BASE,
        'GET /system/inputs': { total: 1, inputs: [input] },
        'GET /system/inputs/i1/extractors': { total: 1, extractors: [extractor] },
        'GET /system/pipelines/rule': [rule],
        'GET /search/decorators': [
          { id: 'd1', type: 'lookup-decorator', config: { lookup_table_name: 'countries' }, stream: null, order: 0 },
        ],
      },
      '/system/lookuptables/table/countries',
    );
    const list = await screen.findByRole('list', { name: 'Used by' });
    expect(within(list).getByRole('link', { name: 'Extractor "Country name" of input "Web GELF"' })).toHaveAttribute(
      'href',
      '/system/inputs/i1/extractors',
    );
    expect(within(list).getByRole('link', { name: 'Pipeline rule "Enrich country"' })).toHaveAttribute(
      'href',
      '/system/pipelines/rules/r1',
    );
    expect(within(list).getByText('Decorator of every search')).toBeInTheDocument();
  });

  it('says when nothing uses the table', async () => {
    renderApp(BASE, '/system/lookuptables/table/countries');
    expect(await screen.findByText(NOT_USED)).toBeInTheDocument();
  });
});
