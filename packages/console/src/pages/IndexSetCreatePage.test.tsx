import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { USER_WIRE } from '../testing/fakeApi';
import { renderApp } from '../testing/renderApp';
import {
  APP_SET,
  DEFAULT_SET,
  INDEX_SET_DEFAULTS,
  RETENTION_STRATEGIES,
  ROTATION_STRATEGIES,
  STATS,
  TOTALS,
} from './indices/indexSetFixtures';

const ADMIN = { ...USER_WIRE, permissions: ['*'] };
const READER = { ...USER_WIRE, permissions: ['indices:read', 'indexsets:read'] };
/** The first screen loads its route lazily; on a loaded machine that takes longer than the usual wait. */
const PAGE = { timeout: 10_000 };
const ROTATION = 'org.graylog2.indexer.rotation.strategies.';
const RETENTION = 'org.graylog2.indexer.retention.strategies.';
const CREATE_PATH = '/system/indices/index_sets';

function routes(user: unknown) {
  return {
    'GET /users/jane': user,
    'GET /system/cluster_config/org.graylog2.configuration.IndexSetsDefaultConfiguration': INDEX_SET_DEFAULTS,
    'GET /system/indices/rotation/strategies': ROTATION_STRATEGIES,
    'GET /system/indices/retention/strategies': RETENTION_STRATEGIES,
    'GET /system/indices/index_sets': { total: 2, index_sets: [DEFAULT_SET, APP_SET], stats: STATS },
    'GET /system/indices/index_sets/stats': TOTALS,
    'GET /system/indices/index_sets/app': APP_SET,
    'POST /system/indices/index_sets': (call: { body: Record<string, unknown> }) => ({ ...call.body, id: 'new1' }),
    'PUT /system/indices/index_sets/app': (call: { body: Record<string, unknown> }) => ({ ...APP_SET, ...call.body }),
  };
}

beforeEach(() => window.localStorage.clear());

describe('Create index set', () => {
  it(
    'opens from the list, starts from the defaults the server can apply, refuses a bad period, and creates the set',
    { timeout: 30_000 },
    async () => {
      const { api } = renderApp(routes(ADMIN), '/system/indices');
      await userEvent.click(await screen.findByRole('link', { name: 'Create index set' }, PAGE));
      const form = await screen.findByRole('form', { name: 'Create index set' }, PAGE);
      expect(window.location.pathname).toBe('/system/index_sets/create');
      expect(within(form).getByRole('spinbutton', { name: 'Index shards' })).toHaveValue(1);
      // The defaults' time-size optimizing rotation is not offered: the first offered strategy stands in.
      const rotation = within(form).getByRole('combobox', { name: 'Rotation strategy' });
      expect(rotation).toHaveValue(`${ROTATION}MessageCountRotationStrategy`);
      expect(within(form).getByRole('spinbutton', { name: 'Max documents per index' })).toHaveValue(20000000);
      expect(within(form).getByRole('combobox', { name: 'Retention strategy' })).toHaveValue(`${RETENTION}DeletionRetentionStrategy`);

      await userEvent.type(within(form).getByRole('textbox', { name: 'Title' }), 'Application logs');
      await userEvent.type(within(form).getByRole('textbox', { name: 'Index prefix' }), 'App');
      await userEvent.selectOptions(rotation, 'Index Time');
      const period = within(form).getByRole('textbox', { name: 'Rotation period' });
      expect(period).toHaveValue('P1D');
      await userEvent.clear(period);
      await userEvent.type(period, 'PT12X');
      expect(await within(form).findByText('Rotation period must be an ISO 8601 duration above zero, e.g. P1D.')).toBeInTheDocument();
      expect(within(form).getByRole('button', { name: 'Create index set' })).toBeDisabled();
      await userEvent.type(period, '{Backspace}H');
      await userEvent.selectOptions(within(form).getByRole('combobox', { name: 'Retention strategy' }), 'Close Index');
      const keep = within(form).getByRole('spinbutton', { name: 'Max number of indices' });
      await userEvent.clear(keep);
      await userEvent.type(keep, '5');
      await userEvent.click(within(form).getByRole('button', { name: 'Create index set' }));
      expect(await within(form).findByText(/Must start with a lower-case letter or digit/)).toBeInTheDocument();
      expect(api.calls.some((c) => c.method === 'POST' && c.path === CREATE_PATH)).toBe(false);

      const prefix = within(form).getByRole('textbox', { name: 'Index prefix' });
      await userEvent.clear(prefix);
      await userEvent.type(prefix, 'app');
      await userEvent.click(within(form).getByRole('button', { name: 'Create index set' }));
      expect(await screen.findByText('Index set "Application logs" created')).toBeInTheDocument();
      expect(api.calls.find((c) => c.method === 'POST' && c.path === CREATE_PATH)?.body).toMatchObject({
        title: 'Application logs',
        index_prefix: 'app',
        index_analyzer: 'standard',
        shards: 1,
        replicas: 0,
        field_type_refresh_interval: 5000,
        rotation_strategy_class: `${ROTATION}TimeBasedRotationStrategy`,
        rotation_strategy: { type: `${ROTATION}TimeBasedRotationStrategyConfig`, rotation_period: 'PT12H', rotate_empty_index_set: false },
        retention_strategy_class: `${RETENTION}ClosingRetentionStrategy`,
        retention_strategy: { type: `${RETENTION}ClosingRetentionStrategyConfig`, max_number_of_indices: 5 },
      });
      expect(api.calls.find((c) => c.method === 'POST' && c.path === CREATE_PATH)?.body).not.toHaveProperty('id');
      expect(await screen.findByRole('heading', { name: 'Indices', level: 1 }, PAGE)).toBeInTheDocument();
    },
  );

  it('keeps everything typed and shows the reason when the server refuses', async () => {
    renderApp(
      {
        ...routes(ADMIN),
        'POST /system/indices/index_sets': () =>
          new Response(
            JSON.stringify({ type: 'ApiError', message: 'Index prefix "app" would conflict with existing index set prefix "app"' }),
            {
              status: 400,
              headers: { 'Content-Type': 'application/json' },
            },
          ),
      },
      '/system/index_sets/create',
    );
    const form = await screen.findByRole('form', { name: 'Create index set' }, PAGE);
    await userEvent.type(within(form).getByRole('textbox', { name: 'Title' }), 'Again');
    await userEvent.type(within(form).getByRole('textbox', { name: 'Index prefix' }), 'app');
    await userEvent.click(within(form).getByRole('button', { name: 'Create index set' }));
    expect(await within(form).findByText(/would conflict with existing index set prefix/)).toBeInTheDocument();
    expect(within(form).getByRole('textbox', { name: 'Title' })).toHaveValue('Again');
  });

  it('says where to set the index set defaults when none are stored', async () => {
    renderApp(
      {
        ...routes(ADMIN),
        'GET /system/cluster_config/org.graylog2.configuration.IndexSetsDefaultConfiguration': () => new Response(null, { status: 204 }),
      },
      '/system/index_sets/create',
    );
    expect(await screen.findByText(/No index set defaults are stored/, undefined, PAGE)).toHaveTextContent('System -> Configurations');
    expect(screen.queryByRole('form', { name: 'Create index set' })).not.toBeInTheDocument();
  });

  it('is "Missing Permissions" for a Reader, whose list has neither Create nor Edit', async () => {
    const { unmount } = renderApp(routes(READER), '/system/indices');
    await screen.findByText('Application logs description', undefined, PAGE);
    expect(screen.queryByRole('link', { name: /Create index set|^Edit/ })).not.toBeInTheDocument();
    unmount();
    renderApp(routes(READER), '/system/index_sets/create');
    expect(await screen.findByRole('heading', { name: 'Missing Permissions' }, PAGE)).toBeInTheDocument();
  });
});

describe('Configure index set', () => {
  it('opens from Edit, keeps the prefix as created, and saves the changed settings', async () => {
    const { api } = renderApp(routes(ADMIN), '/system/indices');
    await userEvent.click(await screen.findByRole('link', { name: 'Edit Application logs' }, PAGE));
    const form = await screen.findByRole('form', { name: 'Configure Application logs' }, PAGE);
    expect(window.location.pathname).toBe('/system/index_sets/app/configuration');
    expect(screen.getByRole('heading', { name: 'Configure index set Application logs', level: 1 })).toBeInTheDocument();
    expect(within(form).queryByRole('textbox', { name: 'Index prefix' })).not.toBeInTheDocument();
    expect(within(form).getByRole('textbox', { name: 'Rotation period' })).toHaveValue('P1D');
    const title = within(form).getByRole('textbox', { name: 'Title' });
    await userEvent.clear(title);
    await userEvent.type(title, 'App logs');
    await userEvent.click(within(form).getByRole('checkbox', { name: 'Rotate empty index set' }));
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Index set "App logs" updated')).toBeInTheDocument();
    const body = api.calls.find((c) => c.method === 'PUT')?.body;
    expect(body).toMatchObject({
      title: 'App logs',
      rotation_strategy: { rotation_period: 'P1D', rotate_empty_index_set: true },
      retention_strategy: { type: `${RETENTION}ClosingRetentionStrategyConfig`, max_number_of_indices: 7 },
    });
    // Graylog's IndexSetUpdateRequest: the prefix, analyzer and creation date are not sent.
    expect(body).not.toHaveProperty('index_prefix');
  });

  it('says, before saving, how many messages and bytes the retention would remove now', async () => {
    renderApp(
      {
        ...routes(ADMIN),
        'POST /system/indices/index_sets/app/retention_preview': (call: { body: unknown }) => {
          const kept = (call.body as { retention_strategy: { max_number_of_indices: number } }).retention_strategy.max_number_of_indices;
          return kept >= 7
            ? { action: 'close', indices: [], messages: 0, bytes: 0 }
            : { action: 'close', indices: ['app_0', 'app_1'], messages: 1500, bytes: 2048 };
        },
      },
      '/system/index_sets/app/configuration',
    );
    const form = await screen.findByRole('form', { name: 'Configure Application logs' }, PAGE);
    expect(await within(form).findByText('With these settings, nothing would be removed now.')).toBeInTheDocument();
    const kept = within(form).getByRole('spinbutton', { name: 'Max number of indices' });
    await userEvent.clear(kept);
    await userEvent.type(kept, '3');
    expect(
      await within(form).findByText('With these settings, 1,500 messages (2.0KiB) would be closed now, in 2 indices: app_0, app_1.'),
    ).toBeInTheDocument();
  });

  it('is "Missing Permissions" without indexsets:edit', async () => {
    renderApp(routes(READER), '/system/index_sets/app/configuration');
    expect(await screen.findByRole('heading', { name: 'Missing Permissions' }, PAGE)).toBeInTheDocument();
  });
});
