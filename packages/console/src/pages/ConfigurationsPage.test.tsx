import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { USER_WIRE } from '../testing/fakeApi';
import { renderApp } from '../testing/renderApp';
import { findDialog } from '../testing/findDialog';
import { INDEX_SET_DEFAULTS, RETENTION_STRATEGIES, ROTATION_STRATEGIES } from './indices/indexSetFixtures';

const ADMIN = { ...USER_WIRE, permissions: ['*'] };
const READ_ONLY = { ...USER_WIRE, permissions: ['clusterconfigentry:read'] };
const PROCESSORS = {
  processor_order: [
    { name: 'GeoIP Resolver', class_name: 'org.graylog.plugins.map.geoip.processor.GeoIpProcessor' },
    { name: 'Message Filter Chain', class_name: 'org.graylog2.messageprocessors.MessageFilterChainProcessor' },
  ],
  disabled_processors: ['org.graylog.plugins.map.geoip.processor.GeoIpProcessor'],
};
const forbidden = () =>
  new Response(JSON.stringify({ type: 'ApiError', message: 'no' }), { status: 403, headers: { 'Content-Type': 'application/json' } });

/** The first screen loads its route lazily; on a loaded machine that takes longer than the usual wait. */
const PAGE = { timeout: 10_000 };

beforeEach(() => window.localStorage.clear());

describe('System -> Configurations: message processors', () => {
  it('lists the processors in order with their state, and saves a disabled one enabled with the success toast', async () => {
    let stored = PROCESSORS;
    const { api } = renderApp(
      {
        'GET /users/jane': ADMIN,
        'GET /system/messageprocessors/config': () => stored,
        'PUT /system/messageprocessors/config': (call: { body: typeof PROCESSORS }) => {
          stored = call.body;
          return stored;
        },
      },
      '/system/configurations',
    );
    const section = (await screen.findByRole('heading', { name: 'Message Processors' }, PAGE)).closest('section') ?? document.body;
    expect(await within(section).findByText('1. GeoIP Resolver')).toBeInTheDocument();
    expect(within(section).getByText('2. Message Filter Chain')).toBeInTheDocument();
    expect(
      within(section)
        .getAllByText(/^(active|disabled)$/)
        .map((e) => e.textContent),
    ).toEqual(['disabled', 'active']);

    await userEvent.click(screen.getByRole('button', { name: 'Edit configuration: Message Processors' }));
    const dialog = await findDialog('dialog', { name: 'Update message processors' });
    expect(within(dialog).getByRole('list', { name: 'Message processors in order' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Move GeoIP Resolver' })).toBeInTheDocument();
    const geoip = within(dialog).getByRole('checkbox', { name: 'GeoIP Resolver' });
    expect(geoip).not.toBeChecked();
    expect(within(dialog).getByRole('checkbox', { name: 'Message Filter Chain' })).toBeChecked();
    await userEvent.click(geoip);
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Message Filter Chain' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Configuration updated successfully')).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Update message processors' })).not.toBeInTheDocument();
    expect(api.calls.find((c) => c.method === 'PUT')?.body).toEqual({
      processor_order: PROCESSORS.processor_order,
      disabled_processors: ['org.graylog2.messageprocessors.MessageFilterChainProcessor'],
    });
    await within(section).findByText('active');
    expect(
      within(section)
        .getAllByText(/^(active|disabled)$/)
        .map((e) => e.textContent),
    ).toEqual(['active', 'disabled']);
  });

  it("keeps the modal and its changes open when the server refuses, with the spec's failure toast and the server's message", async () => {
    renderApp(
      {
        'GET /users/jane': ADMIN,
        'GET /system/messageprocessors/config': PROCESSORS,
        'PUT /system/messageprocessors/config': () =>
          new Response(JSON.stringify({ type: 'ApiError', message: 'Unknown processor class' }), {
            status: 400,
            headers: { 'Content-Type': 'application/json' },
          }),
      },
      '/system/configurations',
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Edit configuration: Message Processors' }, PAGE));
    const dialog = await findDialog('dialog', { name: 'Update message processors' });
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'GeoIP Resolver' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Could not update config');
    expect(alert).toHaveTextContent('Unknown processor class');
    expect(within(dialog).getByRole('checkbox', { name: 'GeoIP Resolver' })).toBeChecked();
  });

  it('cancel leaves the configuration unchanged', async () => {
    const { api } = renderApp({ 'GET /users/jane': ADMIN, 'GET /system/messageprocessors/config': PROCESSORS }, '/system/configurations');
    await userEvent.click(await screen.findByRole('button', { name: 'Edit configuration: Message Processors' }, PAGE));
    const dialog = await findDialog('dialog', { name: 'Update message processors' });
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'GeoIP Resolver' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(api.calls.some((c) => c.method === 'PUT')).toBe(false);
    await userEvent.click(screen.getByRole('button', { name: 'Edit configuration: Message Processors' }));
    expect(within(await findDialog('dialog')).getByRole('checkbox', { name: 'GeoIP Resolver' })).not.toBeChecked();
  });

  it('offers no edit without clusterconfigentry:edit', async () => {
    renderApp({ 'GET /users/jane': READ_ONLY, 'GET /system/messageprocessors/config': PROCESSORS }, '/system/configurations');
    expect(await screen.findByText('1. GeoIP Resolver')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Edit configuration/ })).not.toBeInTheDocument();
  });

  it('says "Missing Permissions" when the configuration may not be read', async () => {
    renderApp({ 'GET /system/messageprocessors/config': forbidden }, '/system/configurations');
    expect(await screen.findByRole('heading', { name: 'Missing Permissions' }, PAGE)).toBeInTheDocument();
  });
});

const PERMISSIONS_PATH = '/system/cluster_config/org.graylog2.users.UserAndTeamsConfig';
const USER_CONFIG_PATH = '/system/cluster_config/org.graylog2.users.UserConfiguration';
const sectionOf = async (name: string) => (await screen.findByRole('heading', { name }, PAGE)).closest('section') as HTMLElement;

describe('System -> Configurations: permissions', () => {
  it('shows sharing with everyone and users as enabled when nothing is stored, and saves one disabled', async () => {
    let stored: unknown;
    const { api } = renderApp(
      {
        'GET /users/jane': ADMIN,
        'GET /system/messageprocessors/config': PROCESSORS,
        [`GET ${PERMISSIONS_PATH}`]: () => stored,
        [`PUT ${PERMISSIONS_PATH}`]: (call: { body: unknown }) => {
          stored = call.body;
          return new Response(JSON.stringify(stored), { status: 202, headers: { 'Content-Type': 'application/json' } });
        },
      },
      '/system/configurations',
    );
    const section = await sectionOf('Permissions');
    expect(await within(section).findByText('Allow sharing with everyone')).toBeInTheDocument();
    expect(
      within(section)
        .getAllByText(/^(Enabled|Disabled)$/)
        .map((e) => e.textContent),
    ).toEqual(['Enabled', 'Enabled']);
    await userEvent.click(screen.getByRole('button', { name: 'Edit configuration: Permissions' }));
    const dialog = await findDialog('dialog', { name: 'Update permissions' });
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Allow sharing with everyone' }));
    expect(within(dialog).getByRole('checkbox', { name: 'Allow sharing with users' })).toBeChecked();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Configuration updated successfully')).toBeInTheDocument();
    expect(api.calls.find((c) => c.method === 'PUT')?.body).toEqual({ allow_sharing_with_everyone: false, allow_sharing_with_users: true });
    await within(section).findByText('Disabled');
    expect(
      within(section)
        .getAllByText(/^(Enabled|Disabled)$/)
        .map((e) => e.textContent),
    ).toEqual(['Disabled', 'Enabled']);
  });

  it('reports a refused save with "Could not update config" and the server\'s message', async () => {
    renderApp(
      {
        'GET /users/jane': ADMIN,
        'GET /system/messageprocessors/config': PROCESSORS,
        [`GET ${PERMISSIONS_PATH}`]: { allow_sharing_with_everyone: false, allow_sharing_with_users: false },
        [`PUT ${PERMISSIONS_PATH}`]: () =>
          new Response(JSON.stringify({ type: 'ApiError', message: "Couldn't parse cluster configuration" }), {
            status: 400,
            headers: { 'Content-Type': 'application/json' },
          }),
      },
      '/system/configurations',
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Edit configuration: Permissions' }, PAGE));
    const dialog = await findDialog('dialog', { name: 'Update permissions' });
    expect(within(dialog).getByRole('checkbox', { name: 'Allow sharing with everyone' })).not.toBeChecked();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    const alert = (await screen.findByText(/Couldn't parse cluster configuration/)).closest('[role="alert"]');
    expect(alert).toHaveTextContent('Could not update config');
    expect(screen.getByRole('dialog', { name: 'Update permissions' })).toBeInTheDocument();
  });
});

describe('System -> Configurations: user configuration', () => {
  it('shows the global session timeout off by default, and saves it on at 30 minutes', async () => {
    let stored: unknown;
    const { api } = renderApp(
      {
        'GET /users/jane': ADMIN,
        'GET /system/messageprocessors/config': PROCESSORS,
        [`GET ${USER_CONFIG_PATH}`]: () => stored,
        [`PUT ${USER_CONFIG_PATH}`]: (call: { body: unknown }) => {
          stored = call.body;
          return stored;
        },
      },
      '/system/configurations',
    );
    const section = await sectionOf('User Configuration');
    expect(await within(section).findByText('Off')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Edit configuration: User Configuration' }));
    const dialog = await findDialog('dialog', { name: 'Update user configuration' });
    const interval = within(dialog).getByRole('textbox', { name: 'Global session timeout' });
    expect(interval).toHaveValue('PT1H');
    expect(interval).toBeDisabled();
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Enable global session timeout' }));
    expect(interval).toBeEnabled();
    await userEvent.clear(interval);
    await userEvent.type(interval, 'PT30M');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Configuration updated successfully')).toBeInTheDocument();
    expect(api.calls.find((c) => c.method === 'PUT')?.body).toEqual({
      enable_global_session_timeout: true,
      global_session_timeout_interval: 'PT30M',
    });
    expect(await within(section).findByText('30 minutes')).toBeInTheDocument();
  });

  it('does not save an invalid timeout and says why', async () => {
    const { api } = renderApp(
      {
        'GET /users/jane': ADMIN,
        'GET /system/messageprocessors/config': PROCESSORS,
        [`GET ${USER_CONFIG_PATH}`]: { enable_global_session_timeout: true, global_session_timeout_interval: 'PT2H' },
      },
      '/system/configurations',
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Edit configuration: User Configuration' }, PAGE));
    const dialog = await findDialog('dialog', { name: 'Update user configuration' });
    const interval = within(dialog).getByRole('textbox', { name: 'Global session timeout' });
    await userEvent.clear(interval);
    await userEvent.type(interval, 'PTX');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Enter a valid ISO 8601 duration, e.g. PT1H, before saving.');
    expect(api.calls.some((c) => c.method === 'PUT')).toBe(false);
  });
});

const SEARCH_PATH = '/system/cluster_config/org.graylog2.indexer.searches.SearchesClusterConfig';
const SEARCH_CONFIG = {
  query_time_range_limit: 'PT0S',
  relative_timerange_options: { PT5M: '5 minutes', PT1H: '1 hour', PT0S: 'all messages' },
  surrounding_timerange_options: { PT1S: '1 second', PT5S: '5 seconds' },
  surrounding_filter_fields: ['source', 'gl2_source_input'],
  analysis_disabled_fields: ['message', 'full_message'],
  auto_refresh_timerange_options: { PT5S: '5 seconds', PT1M: '1 minute' },
  default_auto_refresh_option: 'PT5S',
};

describe('System -> Configurations: search configuration', () => {
  it('shows each setting, and saves a time range limit and a new relative preset with the success toast', async () => {
    let stored: unknown = SEARCH_CONFIG;
    const { api } = renderApp(
      {
        'GET /users/jane': ADMIN,
        'GET /system/messageprocessors/config': PROCESSORS,
        [`GET ${SEARCH_PATH}`]: () => stored,
        [`PUT ${SEARCH_PATH}`]: (call: { body: unknown }) => {
          stored = call.body;
          return stored;
        },
      },
      '/system/configurations',
    );
    const section = await sectionOf('Search Configuration');
    expect(await within(section).findByText('No limit')).toBeInTheDocument();
    expect(within(section).getByText('5 minutes, 1 hour, all messages')).toBeInTheDocument();
    expect(within(section).getByText('1 second, 5 seconds')).toBeInTheDocument();
    expect(within(section).getByText('source, gl2_source_input')).toBeInTheDocument();
    expect(within(section).getByText('5 seconds, 1 minute')).toBeInTheDocument();
    expect(within(section).getByText('message, full_message')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Edit configuration: Search Configuration' }));
    const dialog = await findDialog('dialog', { name: 'Update search configuration' });
    const limit = within(dialog).getByRole('textbox', { name: 'Query time range limit' });
    expect(limit).toBeDisabled();
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Limit the time range of searches' }));
    expect(limit).toHaveValue('P30D');
    const presets = within(dialog).getByRole('table', { name: 'Relative time range presets' });
    await userEvent.type(within(presets).getByRole('textbox', { name: 'Key' }), 'P3D');
    await userEvent.type(within(presets).getByRole('textbox', { name: 'Value' }), '3 days{Enter}');
    expect(within(presets).getByText('3 days')).toBeInTheDocument();
    expect(api.calls.some((c) => c.method === 'PUT')).toBe(false);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Configuration updated successfully')).toBeInTheDocument();
    expect(api.calls.find((c) => c.method === 'PUT')?.body).toEqual({
      ...SEARCH_CONFIG,
      query_time_range_limit: 'P30D',
      relative_timerange_options: { ...SEARCH_CONFIG.relative_timerange_options, P3D: '3 days' },
    });
    expect(await within(section).findByText('30 days')).toBeInTheDocument();
  });

  it('refuses a zero or unfinished time range limit, saying why, and saves it once fixed', async () => {
    const { api } = renderApp(
      {
        'GET /users/jane': ADMIN,
        'GET /system/messageprocessors/config': PROCESSORS,
        [`GET ${SEARCH_PATH}`]: { ...SEARCH_CONFIG, query_time_range_limit: 'P7D' },
        [`PUT ${SEARCH_PATH}`]: (call: { body: unknown }) => call.body,
      },
      '/system/configurations',
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Edit configuration: Search Configuration' }, PAGE));
    const dialog = await findDialog('dialog', { name: 'Update search configuration' });
    const limit = within(dialog).getByRole('textbox', { name: 'Query time range limit' });
    const refusal = 'Enter a time range limit above zero as an ISO 8601 duration, e.g. P30D, before saving.';
    await userEvent.clear(limit);
    await userEvent.type(limit, 'PT0S');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent(refusal);
    // P1 was valid on the way to P1X: the last valid value must not be saved while the text is invalid.
    await userEvent.clear(limit);
    await userEvent.type(limit, 'P1X');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent(refusal);
    expect(api.calls.some((c) => c.method === 'PUT')).toBe(false);
    await userEvent.type(limit, '{Backspace}D');
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Configuration updated successfully')).toBeInTheDocument();
    expect(api.calls.find((c) => c.method === 'PUT')?.body).toMatchObject({ query_time_range_limit: 'P1D' });
  });

  it("refuses a preset that is not a duration, and reports a refused save with the spec's search config toast", async () => {
    renderApp(
      {
        'GET /users/jane': ADMIN,
        'GET /system/messageprocessors/config': PROCESSORS,
        [`GET ${SEARCH_PATH}`]: SEARCH_CONFIG,
        [`PUT ${SEARCH_PATH}`]: () =>
          new Response(JSON.stringify({ type: 'ApiError', message: 'Invalid period' }), {
            status: 400,
            headers: { 'Content-Type': 'application/json' },
          }),
      },
      '/system/configurations',
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Edit configuration: Search Configuration' }, PAGE));
    const dialog = await findDialog('dialog', { name: 'Update search configuration' });
    const surrounding = within(dialog).getByRole('table', { name: 'Surrounding time ranges' });
    await userEvent.type(within(surrounding).getByRole('textbox', { name: 'Key' }), 'soon');
    await userEvent.type(within(surrounding).getByRole('textbox', { name: 'Value' }), 'soon');
    await userEvent.click(within(surrounding).getByRole('button', { name: 'Add' }));
    expect(await within(dialog).findByText('Not an ISO 8601 duration: soon.')).toBeInTheDocument();
    await userEvent.click(within(surrounding).getByRole('button', { name: 'Delete property soon' }));
    await userEvent.click(await screen.findByRole('button', { name: /^(Delete|Yes|Confirm)/ }));
    expect(within(dialog).queryByText('Not an ISO 8601 duration: soon.')).not.toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    const alert = (await screen.findByText(/Search config update failed: .*Invalid period/)).closest('[role="alert"]');
    expect(alert).toHaveTextContent('Could not update search config');
    expect(screen.getByRole('dialog', { name: 'Update search configuration' })).toBeInTheDocument();
  });
});

const DEFAULTS_PATH = '/system/cluster_config/org.graylog2.configuration.IndexSetsDefaultConfiguration';
const indexDefaultsRoutes = (put: (call: { body: unknown }) => unknown) => ({
  'GET /users/jane': ADMIN,
  'GET /system/messageprocessors/config': PROCESSORS,
  [`GET ${DEFAULTS_PATH}`]: INDEX_SET_DEFAULTS,
  'GET /system/indices/rotation/strategies': ROTATION_STRATEGIES,
  'GET /system/indices/retention/strategies': RETENTION_STRATEGIES,
  'PUT /system/indices/index_set_defaults': put,
});

describe('System -> Configurations: index set defaults', () => {
  it("shows what a new index set starts from, and saves a change with the spec's index defaults toast", async () => {
    const { api } = renderApp(
      indexDefaultsRoutes((call) => call.body),
      '/system/configurations',
    );
    const section = await sectionOf('Index Set Defaults');
    expect(await within(section).findByText('5 seconds')).toBeInTheDocument();
    expect(within(section).getByText('Index time and size, optimizing: indices live 30 days to 40 days')).toBeInTheDocument();
    expect(within(section).getByText('Delete: keep the newest 20 indices')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Edit configuration: Index Set Defaults' }));
    const dialog = await findDialog('dialog', { name: 'Update index set defaults' });
    const shards = within(dialog).getByRole('spinbutton', { name: 'Index shards' });
    await userEvent.clear(shards);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('at least 1 shard');
    await userEvent.type(shards, '3');
    await userEvent.selectOptions(within(dialog).getByRole('combobox', { name: 'Rotation strategy' }), 'Index Message Count');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Index defaults configuration updated successfully')).toBeInTheDocument();
    expect(api.calls.find((c) => c.method === 'PUT')?.body).toMatchObject({
      shards: 3,
      field_type_refresh_interval: 5,
      field_type_refresh_interval_unit: 'SECONDS',
      rotation_strategy_class: 'org.graylog2.indexer.rotation.strategies.MessageCountRotationStrategy',
      rotation_strategy_config: {
        type: 'org.graylog2.indexer.rotation.strategies.MessageCountRotationStrategyConfig',
        max_docs_per_index: 20000000,
      },
    });
  });

  it("reports a refused save with the spec's failure toast and keeps the modal open", async () => {
    renderApp(
      indexDefaultsRoutes(
        () =>
          new Response(JSON.stringify({ type: 'ApiError', message: 'shards must be greater than or equal to 1' }), {
            status: 400,
            headers: { 'Content-Type': 'application/json' },
          }),
      ),
      '/system/configurations',
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Edit configuration: Index Set Defaults' }, PAGE));
    const dialog = await findDialog('dialog', { name: 'Update index set defaults' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    const alert = (await screen.findByText(/shards must be greater than or equal to 1/)).closest('[role="alert"]');
    expect(alert).toHaveTextContent('Index defaults configuration update failed');
    expect(screen.getByRole('dialog', { name: 'Update index set defaults' })).toBeInTheDocument();
  });
});

const EVENTS_PATH = '/system/cluster_config/org.graylog.events.configuration.EventsConfiguration';

describe('System -> Configurations: events system', () => {
  it("shows Graylog's defaults when none are stored, refuses a zero timeout, and saves the change", async () => {
    const { api } = renderApp(
      {
        'GET /users/jane': ADMIN,
        'GET /system/messageprocessors/config': PROCESSORS,
        [`GET ${EVENTS_PATH}`]: () => new Response(null, { status: 204 }),
        [`PUT ${EVENTS_PATH}`]: (call: { body: unknown }) => call.body,
      },
      '/system/configurations',
    );
    const section = await sectionOf('Events System');
    expect(await within(section).findByText('1 minute')).toBeInTheDocument();
    expect(within(section).getByText('5 minutes')).toBeInTheDocument();
    expect(within(section).getByText('1 hour')).toBeInTheDocument();
    expect(within(section).getByText('50')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Edit configuration: Events System' }));
    const dialog = await findDialog('dialog', { name: 'Update events system configuration' });
    const timeout = within(dialog).getByRole('spinbutton', { name: 'Search timeout (seconds)' });
    expect(timeout).toHaveValue(60);
    await userEvent.clear(timeout);
    await userEvent.type(timeout, '0');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('whole seconds of at least 1');
    expect(api.calls.some((c) => c.method === 'PUT')).toBe(false);
    await userEvent.clear(timeout);
    await userEvent.type(timeout, '90');
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Send TCP keep-alive on notification connections' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Configuration updated successfully')).toBeInTheDocument();
    expect(api.calls.find((c) => c.method === 'PUT')?.body).toEqual({
      events_search_timeout: 90000,
      events_notification_retry_period: 300000,
      events_notification_default_backlog: 50,
      events_catchup_window: 3600000,
      events_notification_tcp_keepalive: true,
    });
  });
});

describe('System -> Configurations: Sidecars system', () => {
  const SIDECAR_PATH = '/system/cluster_config/org.graylog.plugins.sidecar.system.SidecarConfiguration';
  it("shows Graylog's defaults when none are stored, refuses an update interval not shorter than the inactive threshold, and saves the change", async () => {
    const { api } = renderApp(
      {
        'GET /users/jane': ADMIN,
        'GET /system/messageprocessors/config': PROCESSORS,
        [`GET ${SIDECAR_PATH}`]: () => new Response(null, { status: 204 }),
        [`PUT ${SIDECAR_PATH}`]: (call: { body: unknown }) => call.body,
      },
      '/system/configurations',
    );
    const section = await sectionOf('Sidecars System');
    expect(await within(section).findByText('1 minute')).toBeInTheDocument();
    expect(within(section).getByText('14 days')).toBeInTheDocument();
    expect(within(section).getByText('30 seconds')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Edit configuration: Sidecars System' }));
    const dialog = await findDialog('dialog', { name: 'Update Sidecars system configuration' });
    const interval = within(dialog).getByRole('textbox', { name: 'Update interval' });
    await userEvent.clear(interval);
    await userEvent.type(interval, 'PT2M');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('shorter than the inactive threshold');
    expect(api.calls.some((c) => c.method === 'PUT')).toBe(false);

    const inactive = within(dialog).getByRole('textbox', { name: 'Inactive threshold' });
    await userEvent.clear(inactive);
    await userEvent.type(inactive, 'PT5M');
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Send status updates' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Configuration updated successfully')).toBeInTheDocument();
    expect(api.calls.find((c) => c.method === 'PUT')?.body).toEqual({
      sidecar_update_interval: 'PT2M',
      sidecar_send_status: false,
      sidecar_configuration_override: false,
      sidecar_expiration_threshold: 'P14D',
      sidecar_inactive_threshold: 'PT5M',
    });
  });
});

describe('System -> Configurations: URL allow-list', () => {
  const STORED = {
    entries: [{ id: 'e1', title: 'Threat feed', value: 'https://feeds.example.org/list.csv', type: 'literal' }],
    disabled: false,
  };
  const validate = (call: { query: Record<string, string> }) => {
    const regex = call.query['regex'] ?? '';
    let valid = true;
    try {
      new RegExp(regex);
    } catch {
      valid = false;
    }
    return { regex, is_valid: valid, validation_message: valid ? null : 'Unclosed group' };
  };

  it("lists the entries, marks a missing title, a literal that is no URL and a regex the server refuses, and saves with the spec's toast", async () => {
    const { api } = renderApp(
      {
        'GET /users/jane': ADMIN,
        'GET /system/messageprocessors/config': PROCESSORS,
        'GET /system/urlwhitelist': STORED,
        'GET /tools/regex_tester/validate': validate,
        'PUT /system/urlwhitelist': () => new Response(null, { status: 204 }),
      },
      '/system/configurations',
    );
    const section = await sectionOf('URL Whitelist');
    expect(await within(section).findByText('https://feeds.example.org/list.csv (Exact match)')).toBeInTheDocument();
    expect(within(section).getByText('Threat feed')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Edit configuration: URL Whitelist' }));
    const dialog = await findDialog('dialog', { name: 'Update Whitelist Configuration' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add Url' }));
    const second = within(dialog).getByRole('group', { name: 'Entry 2' });
    expect(within(second).getAllByText('Required field')).toHaveLength(2);
    await userEvent.type(within(second).getByLabelText('Title 2'), 'Internal API');
    await userEvent.type(within(second).getByLabelText('URL 2'), 'not a url');
    expect(within(second).getByText('Not a valid URL')).toBeInTheDocument();
    await userEvent.selectOptions(within(second).getByLabelText('Type 2'), 'Regex');
    await userEvent.clear(within(second).getByLabelText('URL 2'));
    await userEvent.type(within(second).getByLabelText('URL 2'), '^https://api\\.example\\.org/(');
    expect(await within(second).findByText('Not a valid Java regular expression')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(api.calls.some((c) => c.method === 'PUT')).toBe(false);

    await userEvent.type(within(second).getByLabelText('URL 2'), '.*)');
    // Once the server has taken the regex, nothing is marked and the form may be saved.
    await waitFor(() => expect(within(dialog).queryByText('Please fix the entries marked above.')).not.toBeInTheDocument());
    expect(within(second).queryByText('Not a valid Java regular expression')).not.toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('checkbox', { name: /Disable Whitelist/ }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Url Whitelist Configuration updated successfully')).toBeInTheDocument();
    const body = api.calls.find((c) => c.method === 'PUT')?.body as { entries: Array<Record<string, string>>; disabled: boolean };
    expect(body.disabled).toBe(true);
    expect(body.entries).toEqual([
      STORED.entries[0],
      { id: expect.any(String), title: 'Internal API', value: '^https://api\\.example\\.org/(.*)', type: 'regex' },
    ]);
  });

  it('offers no edit without urlwhitelist:write', async () => {
    renderApp(
      {
        'GET /users/jane': { ...USER_WIRE, permissions: ['clusterconfigentry:read', 'clusterconfigentry:edit', 'urlwhitelist:read'] },
        'GET /system/messageprocessors/config': PROCESSORS,
        'GET /system/urlwhitelist': STORED,
      },
      '/system/configurations',
    );
    const section = await sectionOf('URL Whitelist');
    expect(await within(section).findByText('Threat feed')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit configuration: URL Whitelist' })).toBeNull();
  });
});

describe('System -> Configurations: threat intelligence', () => {
  const THREAT_INTEL_PATH = '/system/cluster_config/org.graylog.plugins.threatintel.ThreatIntelPluginConfiguration';
  const TITLE = 'Threat Intelligence Lookup Configuration';
  const STORED = {
    otx_enabled: true,
    otx_api_key: 'otx-secret-4711',
    tor_enabled: true,
    spamhaus_enabled: false,
    abusech_ransom_enabled: false,
  };
  /** The value shown beside a term of the section's list. */
  const valueOf = (section: HTMLElement, term: string) => within(section).getByText(term).nextElementSibling?.textContent;

  it('shows each source switched on or off, the deprecated abuse.ch tracker said so, and the OTX key not in clear', async () => {
    renderApp(
      { 'GET /users/jane': ADMIN, 'GET /system/messageprocessors/config': PROCESSORS, [`GET ${THREAT_INTEL_PATH}`]: STORED },
      '/system/configurations',
    );
    const section = await sectionOf(TITLE);
    expect(await within(section).findByText('Tor exit nodes')).toBeInTheDocument();
    expect(valueOf(section, 'Tor exit nodes')).toBe('Enabled');
    expect(valueOf(section, 'Spamhaus (E)DROP lists')).toBe('Disabled');
    expect(valueOf(section, 'abuse.ch Ransomware Tracker (deprecated)')).toBe('Disabled');
    expect(valueOf(section, 'AlienVault OTX')).toBe('Enabled');
    expect(valueOf(section, 'OTX API key')).toBe('Stored, not shown');
    expect(screen.queryByText(/otx-secret-4711/)).not.toBeInTheDocument();
  });

  it('shows every source off and no OTX key when nothing is stored', async () => {
    renderApp(
      {
        'GET /users/jane': ADMIN,
        'GET /system/messageprocessors/config': PROCESSORS,
        [`GET ${THREAT_INTEL_PATH}`]: () => new Response(null, { status: 204 }),
      },
      '/system/configurations',
    );
    const section = await sectionOf(TITLE);
    await within(section).findByText('Tor exit nodes');
    expect(
      ['Tor exit nodes', 'Spamhaus (E)DROP lists', 'abuse.ch Ransomware Tracker (deprecated)', 'AlienVault OTX'].map((term) =>
        valueOf(section, term),
      ),
    ).toEqual(['Disabled', 'Disabled', 'Disabled', 'Disabled']);
    expect(valueOf(section, 'OTX API key')).toBe('None');
  });

  it('edits the switches and the hidden OTX key in a modal, saves them with PUT and shows the new state', async () => {
    let stored: unknown = STORED;
    const { api } = renderApp(
      {
        'GET /users/jane': ADMIN,
        'GET /system/messageprocessors/config': PROCESSORS,
        [`GET ${THREAT_INTEL_PATH}`]: () => stored,
        [`PUT ${THREAT_INTEL_PATH}`]: (call: { body: unknown }) => {
          stored = call.body;
          return new Response(JSON.stringify(stored), { status: 202, headers: { 'Content-Type': 'application/json' } });
        },
      },
      '/system/configurations',
    );
    const section = await sectionOf(TITLE);
    await within(section).findByText('Tor exit nodes');
    await userEvent.click(screen.getByRole('button', { name: `Edit configuration: ${TITLE}` }));
    const dialog = await findDialog('dialog', { name: 'Update threat intelligence lookup configuration' });
    const tor = within(dialog).getByRole('checkbox', { name: 'Look up Tor exit nodes' });
    const spamhaus = within(dialog).getByRole('checkbox', { name: 'Look up the Spamhaus (E)DROP lists' });
    const abusech = within(dialog).getByRole('checkbox', { name: 'Look up the abuse.ch Ransomware Tracker (deprecated)' });
    expect(tor).toBeChecked();
    expect(spamhaus).not.toBeChecked();
    expect(abusech).not.toBeChecked();
    expect(abusech).toHaveAccessibleDescription(
      'Deprecated: abuse.ch shut the tracker down on 8 December 2019, so its lookups find nothing.',
    );
    expect(within(dialog).getByRole('checkbox', { name: 'Look up AlienVault OTX' })).toBeChecked();
    const key = within(dialog).getByLabelText(/^OTX API key/);
    expect(key).toHaveAttribute('type', 'password');
    expect(key).toHaveValue('otx-secret-4711');

    await userEvent.click(tor);
    await userEvent.click(spamhaus);
    await userEvent.clear(key);
    await userEvent.type(key, 'otx-new-0815');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Configuration updated successfully')).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Update threat intelligence lookup configuration' })).not.toBeInTheDocument();
    expect(api.calls.filter((c) => c.method === 'PUT').map((c) => [c.path, c.body])).toEqual([
      [
        THREAT_INTEL_PATH,
        { otx_enabled: true, otx_api_key: 'otx-new-0815', tor_enabled: false, spamhaus_enabled: true, abusech_ransom_enabled: false },
      ],
    ]);
    await waitFor(() => expect(valueOf(section, 'Tor exit nodes')).toBe('Disabled'));
    expect(valueOf(section, 'Spamhaus (E)DROP lists')).toBe('Enabled');
    expect(screen.queryByText(/otx-new-0815/)).not.toBeInTheDocument();
  });

  it('keeps the modal open when the server refuses, with "Could not update config" and the server\'s message', async () => {
    renderApp(
      {
        'GET /users/jane': ADMIN,
        'GET /system/messageprocessors/config': PROCESSORS,
        [`GET ${THREAT_INTEL_PATH}`]: STORED,
        [`PUT ${THREAT_INTEL_PATH}`]: () =>
          new Response(JSON.stringify({ type: 'ApiError', message: "Couldn't parse cluster configuration" }), {
            status: 400,
            headers: { 'Content-Type': 'application/json' },
          }),
      },
      '/system/configurations',
    );
    await userEvent.click(await screen.findByRole('button', { name: `Edit configuration: ${TITLE}` }, PAGE));
    const dialog = await findDialog('dialog', { name: 'Update threat intelligence lookup configuration' });
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Look up the Spamhaus (E)DROP lists' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    const alert = (await screen.findByText(/Couldn't parse cluster configuration/)).closest('[role="alert"]');
    expect(alert).toHaveTextContent('Could not update config');
    expect(screen.getByRole('dialog', { name: 'Update threat intelligence lookup configuration' })).toBeInTheDocument();
    expect(within(dialog).getByRole('checkbox', { name: 'Look up the Spamhaus (E)DROP lists' })).toBeChecked();
  });

  it('shows the switches without an edit button to a user without clusterconfigentry:edit', async () => {
    renderApp(
      { 'GET /users/jane': READ_ONLY, 'GET /system/messageprocessors/config': PROCESSORS, [`GET ${THREAT_INTEL_PATH}`]: STORED },
      '/system/configurations',
    );
    const section = await sectionOf(TITLE);
    expect(await within(section).findByText('Tor exit nodes')).toBeInTheDocument();
    expect(valueOf(section, 'Tor exit nodes')).toBe('Enabled');
    expect(screen.queryByRole('button', { name: `Edit configuration: ${TITLE}` })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Edit configuration/ })).not.toBeInTheDocument();
  });

  it('says "Missing Permissions" to a Reader without clusterconfigentry permissions, and shows no switches', async () => {
    const { api } = renderApp(
      {
        'GET /users/jane': { ...USER_WIRE, roles: ['Reader'], permissions: ['dashboards:create', 'searches:relative'] },
        'GET /system/messageprocessors/config': forbidden,
        [`GET ${THREAT_INTEL_PATH}`]: forbidden,
      },
      '/system/configurations',
    );
    expect(await screen.findByRole('heading', { name: 'Missing Permissions' }, PAGE)).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: TITLE })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Edit configuration/ })).not.toBeInTheDocument();
    expect(api.calls.some((c) => c.method === 'PUT')).toBe(false);
  });

  it('says "Missing Permissions" like every refused read when only the threat-intelligence configuration is refused', async () => {
    renderApp(
      {
        'GET /users/jane': READ_ONLY,
        'GET /system/messageprocessors/config': PROCESSORS,
        [`GET ${THREAT_INTEL_PATH}`]: forbidden,
      },
      '/system/configurations',
    );
    expect(await screen.findByRole('heading', { name: 'Missing Permissions' }, PAGE)).toBeInTheDocument();
    expect(screen.queryByText('Tor exit nodes')).not.toBeInTheDocument();
  });

  it('says in the section what is wrong with a stored configuration it cannot read, and offers no edit', async () => {
    renderApp(
      {
        'GET /users/jane': ADMIN,
        'GET /system/messageprocessors/config': PROCESSORS,
        [`GET ${THREAT_INTEL_PATH}`]: { ...STORED, tor_enabled: 'yes' },
      },
      '/system/configurations',
    );
    const section = await sectionOf(TITLE);
    expect(await within(section).findByRole('alert')).toHaveTextContent(/tor_enabled/);
    expect(within(section).queryByText('Tor exit nodes')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: `Edit configuration: ${TITLE}` })).not.toBeInTheDocument();
    expect(screen.getByText('1. GeoIP Resolver')).toBeInTheDocument();
  });
});
