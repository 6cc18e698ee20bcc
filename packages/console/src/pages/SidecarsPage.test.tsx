import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { toast } from '@sift/ui';
import { json, USER_WIRE, type FakeCall } from '../testing/fakeApi';
import { renderApp } from '../testing/renderApp';
import { COLLECTORS_WIRE, CONFIGURATIONS_WIRE, FILEBEAT_ID, sidecarPage, sidecarWire, WEB_CONF_ID } from './sidecars/sidecarFixtures';

const FAILING_FILEBEAT = {
  collector_id: FILEBEAT_ID,
  configuration_id: WEB_CONF_ID,
  status: 2,
  message: 'exit status 1',
  verbose_message: 'Exiting: error loading config file',
};
const ADMIN_ROUTES = {
  'GET /users/jane': { ...USER_WIRE, permissions: ['*'] },
  'GET /sidecar/collectors': COLLECTORS_WIRE,
  'GET /sidecar/configurations': CONFIGURATIONS_WIRE,
  'GET /sidecar/configuration_variables': [],
};

afterEach(() => toast.clear());

describe('System → Sidecars', { timeout: 30_000 }, () => {
  it('lists active Sidecars with their status, and the inactive ones on request, saying they stopped reporting', async () => {
    const { api } = renderApp(
      {
        ...ADMIN_ROUTES,
        'GET /sidecars': (call: FakeCall) =>
          call.query['only_active'] === 'true'
            ? sidecarPage([sidecarWire('web-1')], 2)
            : sidecarPage([
                sidecarWire('web-1'),
                sidecarWire('db-1', { active: false, status: 1, message: 'Received no ping signal from sidecar' }),
              ]),
      },
      '/system/sidecars',
    );
    const table = await screen.findByRole('table', { name: 'Sidecars' });
    expect(within(table).getByRole('link', { name: 'web-1' })).toHaveAttribute('href', '/system/sidecars/web-1-id/status');
    expect(within(table).getByText('Running')).toBeInTheDocument();
    expect(within(table).queryByText('db-1')).not.toBeInTheDocument();
    expect(
      screen.getByText('1 Sidecar has stopped reporting (status unknown) and is not listed: include inactive Sidecars to see it.'),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Include inactive Sidecars' }));
    const row = (await screen.findByRole('link', { name: 'db-1' })).closest('tr')!;
    expect(within(row).getByText('Unknown')).toBeInTheDocument();
    expect(within(row).getByText('Received no ping signal from sidecar')).toBeInTheDocument();
    expect(
      within(row).getByText('Not reporting: no report within the inactive threshold (Sidecars System configuration)'),
    ).toBeInTheDocument();
    expect(screen.queryByText(/stopped reporting/)).not.toBeInTheDocument();
    expect(api.calls.filter((c) => c.path === '/sidecars').map((c) => c.query['only_active'])).toContain('false');
  });

  it('asks the server for the Sidecars matching what is typed in the search', async () => {
    const { api } = renderApp({ ...ADMIN_ROUTES, 'GET /sidecars': sidecarPage([sidecarWire('web-1')]) }, '/system/sidecars');
    await userEvent.type(await screen.findByRole('textbox', { name: 'Search Sidecars' }), 'status:failing');
    await waitFor(() => expect(api.calls.some((c) => c.path === '/sidecars' && c.query['query'] === 'status:failing')).toBe(true));
  });

  it('shows Missing Permissions to a user without sidecars:read', async () => {
    renderApp({}, '/system/sidecars');
    expect(await screen.findByRole('heading', { name: 'Missing Permissions' })).toBeInTheDocument();
  });

  it("shows a Sidecar's failing collector with its messages, and queues a restart for its next report", async () => {
    const sidecar = sidecarWire('web-1', {
      status: 2,
      message: '0 running / 0 stopped / 1 failing',
      collectors: [FAILING_FILEBEAT],
      assignments: [{ collector_id: FILEBEAT_ID, configuration_id: WEB_CONF_ID, assigned_from_tags: [] }],
    });
    const { api } = renderApp(
      { ...ADMIN_ROUTES, 'GET /sidecars/web-1-id': sidecar, 'PUT /sidecar/administration/action': undefined },
      '/system/sidecars/web-1-id/status',
    );
    const table = await screen.findByRole('table', { name: 'Collectors' });
    expect(screen.getByRole('link', { name: 'Show messages' })).toHaveAttribute(
      'href',
      '/search?q=gl2_source_collector%3A%22web-1-id%22&rangetype=relative&relative=3600',
    );
    const row = within(table).getByText('filebeat').closest('tr')!;
    expect(within(row).getByText('web logs')).toBeInTheDocument();
    expect(within(row).getByText('Failing')).toBeInTheDocument();
    expect(within(row).getByText('exit status 1')).toBeInTheDocument();
    expect(within(row).getByText('Exiting: error loading config file')).toBeInTheDocument();
    await userEvent.click(within(row).getByRole('button', { name: 'Restart filebeat' }));
    await waitFor(() =>
      expect(api.calls.find((c) => c.method === 'PUT')?.body).toEqual({
        action: 'restart',
        collectors: [{ sidecar_id: 'web-1-id', collector_ids: [FILEBEAT_ID] }],
      }),
    );
    expect(await screen.findByText('The restart reaches the Sidecar on its next report.')).toBeInTheDocument();
  });

  it('offers no restart to a user who may read Sidecars but not change collectors', async () => {
    const sidecar = sidecarWire('web-1', {
      collectors: [FAILING_FILEBEAT],
      assignments: [{ collector_id: FILEBEAT_ID, configuration_id: WEB_CONF_ID, assigned_from_tags: [] }],
    });
    renderApp(
      { ...ADMIN_ROUTES, 'GET /users/jane': { ...USER_WIRE, permissions: ['sidecars:read'] }, 'GET /sidecars/web-1-id': sidecar },
      '/system/sidecars/web-1-id/status',
    );
    await screen.findByRole('table', { name: 'Collectors' });
    expect(screen.queryByRole('button', { name: /^Restart/ })).not.toBeInTheDocument();
  });

  it('assigns a configuration to a collector of a Sidecar on the administration page', async () => {
    const { api } = renderApp(
      {
        ...ADMIN_ROUTES,
        'POST /sidecar/administration': sidecarPage([sidecarWire('web-1', { compatible: [FILEBEAT_ID] })]),
        'PUT /sidecars/configurations': undefined,
      },
      '/system/sidecars/administration',
    );
    const select = await screen.findByRole('combobox', { name: 'Configuration of filebeat on web-1' });
    await waitFor(() => expect(within(select).getByRole('option', { name: 'web logs' })).toBeInTheDocument());
    await userEvent.selectOptions(select, 'web logs');
    await waitFor(() =>
      expect(api.calls.find((c) => c.method === 'PUT' && c.path === '/sidecars/configurations')?.body).toEqual({
        nodes: [{ node_id: 'web-1-id', assignments: [{ collector_id: FILEBEAT_ID, configuration_id: WEB_CONF_ID }] }],
      }),
    );
  });

  it("creates a configuration from the collector's default template, showing the server's refusal at its field", async () => {
    let attempts = 0;
    const { api } = renderApp(
      {
        ...ADMIN_ROUTES,
        'POST /sidecar/configurations': (call: FakeCall) => {
          attempts += 1;
          if (attempts === 1)
            return json({ failed: true, errors: { name: ['Configuration "web logs" already exists'] }, error_context: {} }, 400);
          return { id: 'new', ...(call.body as object) };
        },
      },
      '/system/sidecars/configuration/new',
    );
    const form = await screen.findByRole('form', { name: 'Create configuration' });
    await userEvent.type(within(form).getByRole('textbox', { name: 'Name' }), 'web logs');
    await userEvent.selectOptions(within(form).getByRole('combobox', { name: 'Collector' }), 'filebeat on linux');
    expect(within(form).getByRole('textbox', { name: 'Template' })).toHaveValue('filebeat.inputs:\n- type: log');
    await userEvent.click(within(form).getByRole('button', { name: 'Create configuration' }));
    expect(await within(form).findByText('Configuration "web logs" already exists')).toBeInTheDocument();
    await userEvent.clear(within(form).getByRole('textbox', { name: 'Name' }));
    await userEvent.type(within(form).getByRole('textbox', { name: 'Name' }), 'web logs 2');
    expect(within(form).queryByText('Configuration "web logs" already exists')).not.toBeInTheDocument();
    await userEvent.click(within(form).getByRole('button', { name: 'Create configuration' }));
    expect(await screen.findByRole('heading', { name: 'Collectors Configuration' })).toBeInTheDocument();
    expect(api.calls.filter((c) => c.method === 'POST' && c.path === '/sidecar/configurations').at(-1)?.body).toEqual({
      name: 'web logs 2',
      collector_id: FILEBEAT_ID,
      color: '#FFFFFF',
      template: 'filebeat.inputs:\n- type: log',
      tags: [],
    });
  });
});
