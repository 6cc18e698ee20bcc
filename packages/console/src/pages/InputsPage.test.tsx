import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { THROUGHPUT_POLL_MS } from '@sift/api';
import { json, USER_WIRE, type FakeCall } from '../testing/fakeApi';
import { renderApp } from '../testing/renderApp';
import { deleteInputQuestion, INPUT_TEXTS, RECEIVED_MESSAGES_RANGE_SECONDS, removeStaticFieldQuestion } from './inputs/inputTexts';
import { findDialog } from '../testing/findDialog';

const NODE = 'n1-0000-1111';
const GELF_TCP = 'org.graylog2.inputs.gelf.tcp.GELFTCPInput';
const SYSLOG_UDP = 'org.graylog2.inputs.syslog.udp.SyslogUDPInput';

const gelfTcpType = {
  type: GELF_TCP,
  name: 'GELF TCP',
  is_exclusive: false,
  link_to_docs: '',
  requested_configuration: {
    bind_address: {
      type: 'text',
      human_name: 'Bind address',
      description: 'Address to listen on.',
      default_value: '0.0.0.0',
      is_optional: false,
      attributes: [],
      additional_info: {},
      position: 100,
      is_encrypted: false,
    },
    port: {
      type: 'number',
      human_name: 'Port',
      description: 'Port to listen on.',
      default_value: 12201,
      is_optional: false,
      attributes: ['is_port_number'],
      additional_info: {},
      position: 100,
      is_encrypted: false,
    },
    recv_buffer_size: {
      type: 'number',
      human_name: 'Receive Buffer Size',
      description: '',
      default_value: 1048576,
      is_optional: true,
      attributes: ['only_positive'],
      additional_info: {},
      position: 100,
      is_encrypted: false,
    },
    tls_enable: {
      type: 'boolean',
      human_name: 'Enable TLS',
      description: '',
      default_value: false,
      is_optional: true,
      attributes: [],
      additional_info: {},
      position: 100,
      is_encrypted: false,
    },
    tls_key_password: {
      type: 'text',
      human_name: 'TLS key password',
      description: '',
      default_value: '',
      is_optional: true,
      attributes: ['is_password'],
      additional_info: {},
      position: 100,
      is_encrypted: true,
    },
  },
};
const syslogUdpType = {
  ...gelfTcpType,
  type: SYSLOG_UDP,
  name: 'Syslog UDP',
  requested_configuration: { port: { ...gelfTcpType.requested_configuration.port, default_value: 514 } },
};

const input = (id: string, title: string, overrides: Record<string, unknown> = {}) => ({
  id,
  title,
  global: true,
  name: 'GELF TCP',
  content_pack: null,
  created_at: '2024-01-01T00:00:00.000Z',
  type: GELF_TCP,
  creator_user_id: 'admin',
  attributes: { bind_address: '0.0.0.0', port: 12201, recv_buffer_size: 1048576, tls_enable: false, tls_key_password: { is_set: true } },
  static_fields: {},
  node: null,
  ...overrides,
});
const stateOf = (wire: ReturnType<typeof input>, state: string, detailed: string | null = null) => ({
  id: wire.id,
  state,
  started_at: null,
  detailed_message: detailed,
  message_input: wire,
});
const nodes = {
  total: 1,
  nodes: [
    {
      node_id: NODE,
      cluster_id: 'c',
      short_node_id: 'n1',
      hostname: 'sift-01',
      is_leader: true,
      transport_address: 'http://sift-01:9000/api/',
      last_seen: null,
      type: 'server',
    },
  ],
};

function routes(list: Array<ReturnType<typeof input>>, states: Record<string, unknown[]>, extra: Record<string, unknown> = {}) {
  return {
    'GET /users/jane': { ...USER_WIRE, permissions: ['*'] },
    'GET /system/inputs': () => ({ inputs: list, total: list.length }),
    'GET /cluster/inputstates': () => states,
    'GET /system/inputs/types/all': { [GELF_TCP]: gelfTcpType, [SYSLOG_UDP]: syslogUdpType },
    'GET /system/cluster/nodes': nodes,
    ...extra,
  };
}

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
});
afterEach(() => {
  vi.useRealTimers();
});
const setup = () => userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
const rowOf = async (title: string) => screen.findByRole('listitem', { name: title });

describe('System → Inputs', () => {
  it('lists global and local inputs with their state on each node, and the reason an input failed on its row', async () => {
    const web = input('i1', 'Web servers');
    const broken = input('i2', 'Firewall', {
      global: false,
      node: NODE,
      type: SYSLOG_UDP,
      name: 'Syslog UDP',
      attributes: { bind_address: '0.0.0.0', port: 514 },
    });
    const stopped = input('i3', 'Spare', { global: false, node: NODE });
    renderApp(
      routes([web, broken, stopped], { [NODE]: [stateOf(web, 'RUNNING'), stateOf(broken, 'FAILED', 'bind EADDRINUSE 0.0.0.0:514')] }),
      '/system/inputs',
    );
    expect(await screen.findByRole('heading', { name: 'Global inputs (1 configured)' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Local inputs (2 configured)' })).toBeInTheDocument();
    const running = await rowOf('Web servers');
    expect(within(running).getByText('RUNNING on n1 / sift-01')).toBeInTheDocument();
    expect(within(running).getByRole('button', { name: 'Stop input' })).toBeInTheDocument();
    const failed = await rowOf('Firewall');
    expect(within(failed).getByRole('alert')).toHaveTextContent('FAILED on n1 / sift-01bind EADDRINUSE 0.0.0.0:514');
    expect(within(failed).getByText('On node n1 / sift-01')).toBeInTheDocument();
    expect(within(failed).getByRole('button', { name: 'Start input' })).toBeInTheDocument();
    expect(within(await rowOf('Spare')).getByText(INPUT_TEXTS.notRunning)).toBeInTheDocument();
    // An encrypted value says only that it is set.
    await userEvent.click(within(running).getByRole('button', { name: 'Configuration' }));
    expect(within(running).getByText('(encrypted value set)')).toBeInTheDocument();
  });

  it('polls the states every 2 s, so an input that starts failing shows why', async () => {
    const web = input('i1', 'Web servers');
    let state = stateOf(web, 'RUNNING');
    renderApp(routes([web], {}, { 'GET /cluster/inputstates': () => ({ [NODE]: [state] }) }), '/system/inputs');
    const row = await rowOf('Web servers');
    expect(await within(row).findByText('RUNNING on n1 / sift-01')).toBeInTheDocument();
    state = stateOf(web, 'FAILING', 'disk full');
    await act(() => vi.advanceTimersByTimeAsync(THROUGHPUT_POLL_MS + 100));
    expect(await within(row).findByRole('alert')).toHaveTextContent('disk full');
  });

  it('links "Show received messages" to a search for gl2_source_input over the last 8 hours', async () => {
    renderApp(routes([input('i1', 'Web servers')], {}), '/system/inputs');
    const link = within(await rowOf('Web servers')).getByRole('link', { name: 'Show received messages' });
    const url = new URL(link.getAttribute('href') ?? '', 'http://localhost');
    expect(url.pathname).toBe('/search');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      q: 'gl2_source_input:i1',
      rangetype: 'relative',
      relative: String(RECEIVED_MESSAGES_RANGE_SECONDS),
    });
    expect(RECEIVED_MESSAGES_RANGE_SECONDS).toBe(28_800);
  });

  it('links "Manage extractors" to the global extractors of a global input and to the node\'s of a node input', async () => {
    renderApp(routes([input('i1', 'Web servers'), input('i2', 'Firewall', { global: false, node: NODE })], {}), '/system/inputs');
    expect(within(await rowOf('Web servers')).getByRole('link', { name: 'Manage extractors' })).toHaveAttribute(
      'href',
      '/system/inputs/i1/extractors',
    );
    expect(within(await rowOf('Firewall')).getByRole('link', { name: 'Manage extractors' })).toHaveAttribute(
      'href',
      `/system/inputs/i2/${NODE}/extractors`,
    );
  });

  it("polls the inputs' throughput and connections every 2 s under Graylog's metric names", async () => {
    let rate = 2;
    const { api } = renderApp(
      routes(
        [input('i1', 'Web servers')],
        {},
        {
          'POST /cluster/metrics/multiple': (call: FakeCall) => {
            const names = (call.body as { metrics: string[] }).metrics;
            if (!names.includes(`${GELF_TCP}.i1.incomingMessages`)) return {};
            return {
              [NODE]: {
                total: 2,
                metrics: [
                  {
                    full_name: `${GELF_TCP}.i1.incomingMessages`,
                    name: 'incomingMessages',
                    type: 'meter',
                    metric: { rate: { mean: rate } },
                  },
                  { full_name: `${GELF_TCP}.i1.open_connections`, name: 'open_connections', type: 'gauge', metric: { value: 3 } },
                  { full_name: `${GELF_TCP}.i1.total_connections`, name: 'total_connections', type: 'gauge', metric: { value: 10 } },
                ],
              },
            };
          },
        },
      ),
      '/system/inputs',
    );
    const row = await rowOf('Web servers');
    expect(await within(row).findByText('2 msg/s')).toBeInTheDocument();
    expect(within(row).getByText('3 (10 total)')).toBeInTheDocument();
    const polls = () => api.calls.filter((c) => c.path === '/cluster/metrics/multiple' && JSON.stringify(c.body).includes('.i1.')).length;
    const before = polls();
    rate = 5;
    await act(() => vi.advanceTimersByTimeAsync(THROUGHPUT_POLL_MS + 100));
    expect(polls()).toBeGreaterThan(before);
    expect(await within(row).findByText('5 msg/s')).toBeInTheDocument();
  });

  it('launches an input from the generated form: required and optional fields, port bounds, JSON types, and the toast', async () => {
    const user = setup();
    const list: Array<ReturnType<typeof input>> = [];
    const { api } = renderApp(
      routes(
        list,
        {},
        {
          'POST /system/inputs': (call: FakeCall) => {
            const body = call.body as { title: string };
            list.push(input('new', body.title));
            return json({ id: 'new' }, 201);
          },
        },
      ),
      '/system/inputs',
    );
    expect(await screen.findByText(INPUT_TEXTS.noInputs)).toBeInTheDocument();
    const launch = screen.getByRole('button', { name: 'Launch new input' });
    expect(launch).toBeDisabled();
    await user.selectOptions(screen.getByLabelText('Input type'), 'GELF TCP');
    await user.click(launch);
    const dialog = await findDialog('dialog', { name: 'Launch new GELF TCP input' });
    expect(within(dialog).getByLabelText('Receive Buffer Size (optional)')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Port')).toHaveValue(12201);
    expect(within(dialog).getByLabelText('Enable TLS')).not.toBeChecked();
    const port = within(dialog).getByLabelText('Port');
    await user.clear(port);
    await user.type(port, '70000');
    await user.click(within(dialog).getByRole('button', { name: 'Launch Input' }));
    expect(await within(dialog).findByText('Field is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Must be smaller than 65535')).toBeInTheDocument();
    expect(api.calls.some((c) => c.method === 'POST' && c.path === '/system/inputs')).toBe(false);

    await user.type(within(dialog).getByLabelText('Title'), 'Docker hosts');
    await user.clear(port);
    await user.type(port, '12202');
    await user.click(within(dialog).getByLabelText('Global'));
    await user.click(within(dialog).getByRole('button', { name: 'Launch Input' }));
    expect(await screen.findByText(INPUT_TEXTS.launched)).toBeInTheDocument();
    const sent = api.calls.find((c) => c.method === 'POST' && c.path === '/system/inputs')?.body as Record<string, unknown>;
    expect(sent).toMatchObject({ title: 'Docker hosts', type: GELF_TCP, global: true, node: null });
    expect(sent['configuration']).toMatchObject({ bind_address: '0.0.0.0', port: 12202, recv_buffer_size: 1048576, tls_enable: false });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await rowOf('Docker hosts')).toBeInTheDocument();
  });

  it('keeps the form with what was typed when launching fails, and says why', async () => {
    const user = setup();
    renderApp(
      routes([], {}, { 'POST /system/inputs': json({ type: 'ApiError', message: 'Missing or invalid input configuration.' }, 400) }),
      '/system/inputs',
    );
    await user.selectOptions(await screen.findByLabelText('Input type'), 'Syslog UDP');
    await user.click(screen.getByRole('button', { name: 'Launch new input' }));
    const dialog = await findDialog('dialog', { name: 'Launch new Syslog UDP input' });
    await user.type(within(dialog).getByLabelText('Title'), 'Routers');
    expect(within(dialog).getByLabelText('Node')).toHaveValue(NODE);
    await user.click(within(dialog).getByRole('button', { name: 'Launch Input' }));
    expect(await screen.findByText(INPUT_TEXTS.launchFailed)).toBeInTheDocument();
    expect(screen.getByText(/Missing or invalid input configuration\./)).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Title')).toHaveValue('Routers');
  });

  it('edits an input from what is stored now, keeping an unchanged encrypted value', async () => {
    const user = setup();
    const web = input('i1', 'Web servers');
    const { api } = renderApp(
      routes(
        [web],
        {},
        { 'GET /system/inputs/i1': { ...web, title: 'Web servers (stored)' }, 'PUT /system/inputs/i1': json({ id: 'i1' }, 201) },
      ),
      '/system/inputs',
    );
    await user.click(within(await rowOf('Web servers')).getByRole('button', { name: 'More actions' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Edit input' }));
    const dialog = await findDialog('dialog', { name: 'Editing Input Web servers (stored)' });
    await user.click(within(dialog).getByRole('button', { name: 'Update input' }));
    expect(await screen.findByText(INPUT_TEXTS.updated)).toBeInTheDocument();
    const sent = api.calls.find((c) => c.method === 'PUT')?.body as { title: string; configuration: Record<string, unknown> };
    expect(sent.title).toBe('Web servers (stored)');
    expect(sent.configuration['tls_key_password']).toEqual({ keep_value: true });
  });

  it('says "Could not update input" and keeps the form when the update fails', async () => {
    const user = setup();
    const web = input('i1', 'Web servers');
    renderApp(
      routes(
        [web],
        {},
        {
          'GET /system/inputs/i1': web,
          'PUT /system/inputs/i1': json({ type: 'ApiError', message: 'Missing or invalid input configuration.' }, 400),
        },
      ),
      '/system/inputs',
    );
    await user.click(within(await rowOf('Web servers')).getByRole('button', { name: 'More actions' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Edit input' }));
    const dialog = await findDialog('dialog', { name: 'Editing Input Web servers' });
    await user.clear(within(dialog).getByLabelText('Title'));
    await user.type(within(dialog).getByLabelText('Title'), 'Renamed');
    await user.click(within(dialog).getByRole('button', { name: 'Update input' }));
    expect(await screen.findByText(INPUT_TEXTS.updateFailed)).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Title')).toHaveValue('Renamed');
  });

  it('says "Could not start input" when the nodes refuse', async () => {
    const user = setup();
    renderApp(
      routes([input('i1', 'Web servers')], {}, { 'PUT /cluster/inputstates/i1': json({ type: 'ApiError', message: 'no' }, 500) }),
      '/system/inputs',
    );
    await user.click(within(await rowOf('Web servers')).getByRole('button', { name: 'Start input' }));
    expect(await screen.findByText(INPUT_TEXTS.startFailed)).toBeInTheDocument();
  });

  it('says "Could not retrieve input" when the input cannot be read for editing', async () => {
    const user = setup();
    renderApp(
      routes([input('i1', 'Web servers')], {}, { 'GET /system/inputs/i1': json({ type: 'ApiError', message: 'gone' }, 404) }),
      '/system/inputs',
    );
    await user.click(within(await rowOf('Web servers')).getByRole('button', { name: 'More actions' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Edit input' }));
    expect(await screen.findByText(INPUT_TEXTS.loadFailed)).toBeInTheDocument();
  });

  it('deletes an input only after confirmation', async () => {
    const user = setup();
    let list = [input('i1', 'Web servers')];
    const { api } = renderApp(
      routes(
        [],
        {},
        {
          'GET /system/inputs': () => ({ inputs: list, total: list.length }),
          'DELETE /system/inputs/i1': () => {
            list = [];
          },
        },
      ),
      '/system/inputs',
    );
    await user.click(within(await rowOf('Web servers')).getByRole('button', { name: 'More actions' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Delete input' }));
    const confirm = await findDialog('alertdialog', { name: 'Delete input?' });
    expect(confirm).toHaveTextContent(deleteInputQuestion('Web servers'));
    expect(deleteInputQuestion('Web servers')).toBe("Do you really want to delete input 'Web servers'?");
    expect(api.calls.some((c) => c.method === 'DELETE')).toBe(false);
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(INPUT_TEXTS.deleted)).toBeInTheDocument();
    expect(await screen.findByText(INPUT_TEXTS.noInputs)).toBeInTheDocument();
  });

  it('reports a failed delete with "Could not delete input"', async () => {
    const user = setup();
    renderApp(
      routes([input('i1', 'Web servers')], {}, { 'DELETE /system/inputs/i1': json({ type: 'ApiError', message: 'no' }, 500) }),
      '/system/inputs',
    );
    await user.click(within(await rowOf('Web servers')).getByRole('button', { name: 'More actions' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Delete input' }));
    await user.click(within(await findDialog('alertdialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(INPUT_TEXTS.deleteFailed)).toBeInTheDocument();
  });

  it('stops, starts and restarts through /cluster/inputstates', async () => {
    const user = setup();
    const web = input('i1', 'Web servers');
    let running = true;
    const { api } = renderApp(
      routes(
        [web],
        {},
        {
          'GET /cluster/inputstates': () => ({ [NODE]: running ? [stateOf(web, 'RUNNING')] : [] }),
          'DELETE /cluster/inputstates/i1': () => {
            running = false;
            return { [NODE]: { id: 'i1' } };
          },
          'PUT /cluster/inputstates/i1': () => {
            running = true;
            return { [NODE]: { id: 'i1' } };
          },
        },
      ),
      '/system/inputs',
    );
    const row = await rowOf('Web servers');
    await user.click(await within(row).findByRole('button', { name: 'Stop input' }));
    await user.click(await within(row).findByRole('button', { name: 'Start input' }));
    expect(await within(row).findByRole('button', { name: 'Stop input' })).toBeInTheDocument();
    await user.click(within(row).getByRole('button', { name: 'More actions' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Restart input' }));
    await waitFor(() =>
      expect(api.calls.filter((c) => c.path === '/cluster/inputstates/i1').map((c) => c.method)).toEqual([
        'DELETE',
        'PUT',
        'DELETE',
        'PUT',
      ]),
    );
  });

  it("adds and removes static fields with the spec's toasts, removal after confirmation", async () => {
    const user = setup();
    let fields: Record<string, string> = {};
    const { api } = renderApp(
      routes(
        [],
        {},
        {
          'GET /system/inputs': () => ({ inputs: [input('i1', 'Web servers', { static_fields: fields })], total: 1 }),
          'POST /system/inputs/i1/staticfields': (call: FakeCall) => {
            const { key, value } = call.body as { key: string; value: string };
            fields = { ...fields, [key]: value };
            return json(null, 201);
          },
          'DELETE /system/inputs/i1/staticfields/env': () => {
            fields = {};
          },
        },
      ),
      '/system/inputs',
    );
    await user.click(within(await rowOf('Web servers')).getByRole('button', { name: 'More actions' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Add static field' }));
    const dialog = await findDialog('dialog', { name: 'Add static field to Web servers' });
    await user.type(within(dialog).getByLabelText('Field name'), 'bad key');
    await user.type(within(dialog).getByLabelText('Field value'), 'prod');
    await user.click(within(dialog).getByRole('button', { name: 'Add field' }));
    expect(await within(dialog).findByText("Only letters, digits, '.', '-', '_' and '@' are allowed.")).toBeInTheDocument();
    await user.clear(within(dialog).getByLabelText('Field name'));
    await user.type(within(dialog).getByLabelText('Field name'), 'env');
    await user.click(within(dialog).getByRole('button', { name: 'Add field' }));
    expect(await screen.findByText(INPUT_TEXTS.staticFieldAdded)).toBeInTheDocument();
    expect(api.calls.find((c) => c.method === 'POST' && c.path.endsWith('/staticfields'))?.body).toEqual({ key: 'env', value: 'prod' });
    const row = await rowOf('Web servers');
    await user.click(await within(row).findByRole('button', { name: 'Remove static field env' }));
    const confirm = await findDialog('alertdialog', { name: 'Remove static field?' });
    expect(confirm).toHaveTextContent(removeStaticFieldQuestion('env'));
    await user.click(within(confirm).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText(INPUT_TEXTS.staticFieldRemoved)).toBeInTheDocument();
  });

  it('says "Could not add static field" and keeps the dialog when the server refuses the key', async () => {
    const user = setup();
    renderApp(
      routes(
        [input('i1', 'Web servers')],
        {},
        {
          'POST /system/inputs/i1/staticfields': json(
            { type: 'ApiError', message: 'Cannot add static field. Field [_id] is reserved.' },
            400,
          ),
        },
      ),
      '/system/inputs',
    );
    await user.click(within(await rowOf('Web servers')).getByRole('button', { name: 'More actions' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Add static field' }));
    const dialog = await findDialog('dialog');
    await user.type(within(dialog).getByLabelText('Field name'), '_id');
    await user.type(within(dialog).getByLabelText('Field value'), 'x');
    await user.click(within(dialog).getByRole('button', { name: 'Add field' }));
    expect(await screen.findByText(INPUT_TEXTS.staticFieldAddFailed)).toBeInTheDocument();
    expect(screen.getByText('Cannot add static field. Field [_id] is reserved.', { exact: false })).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Field name')).toHaveValue('_id');
  });

  it('says "Could not remove static field" when the removal fails', async () => {
    const user = setup();
    renderApp(
      routes(
        [input('i1', 'Web servers', { static_fields: { env: 'prod' } })],
        {},
        { 'DELETE /system/inputs/i1/staticfields/env': json({ type: 'ApiError', message: 'No such static field.' }, 404) },
      ),
      '/system/inputs',
    );
    await user.click(within(await rowOf('Web servers')).getByRole('button', { name: 'Remove static field env' }));
    await user.click(within(await findDialog('alertdialog')).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText(INPUT_TEXTS.staticFieldRemoveFailed)).toBeInTheDocument();
  });

  it('says "Could not retrieve Inputs" when the list cannot be read', async () => {
    renderApp(routes([], {}, { 'GET /system/inputs': json({ type: 'ApiError', message: 'down' }, 500) }), '/system/inputs');
    expect(await screen.findByText(INPUT_TEXTS.listFailed)).toBeInTheDocument();
  });

  it('offers launching, state changes and edits only with the permissions for them', async () => {
    renderApp(
      { ...routes([input('i1', 'Web servers')], {}), 'GET /users/jane': { ...USER_WIRE, permissions: ['inputs:read'] } },
      '/system/inputs',
    );
    const row = await rowOf('Web servers');
    expect(within(row).getByRole('link', { name: 'Show received messages' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Launch new input' })).not.toBeInTheDocument();
    expect(within(row).queryByRole('button', { name: /Start input|Stop input|More actions/ })).not.toBeInTheDocument();
  });
});
